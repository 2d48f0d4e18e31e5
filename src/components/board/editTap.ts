/**
 * What a tap means in the edit interaction, as a pure function of the tool,
 * the board and the point tapped: lay the tile, pick a tile to move (then
 * the empty cell it goes to), turn a laid tile (when the host asks for
 * `turnOnTap`), put a meeple of the chosen player on the spot
 * tapped, or remove the meeple nearest the tap (else the tile).
 */
import type { Position } from '../../worker/api';
import { CELL, localInCell, type Pt } from './view';
import { anchorOfSpot, cellKey, spotAtPoint, type TileAt } from './model';
import { meepleOffset } from './layers';
import type { EditTools, Intent } from './types';

/** How near (tile units) a tap must be to a meeple to hit it. */
export const MEEPLE_HIT = 17;

export type EditTap = { intent: Intent } | { lay: Pt } | { select: Pt } | null;

/**
 * The index in position.meeples of the meeple drawn nearest `world` on tile `t` (any tile when `t` is null),
 * within `radius` tile units; −1 when none is.
 */
export function meepleNear(
  position: Position,
  t: TileAt | null,
  world: Pt,
  radius = MEEPLE_HIT,
  tiles: ReadonlyMap<string, TileAt> = new Map(),
): number {
  const meeples = position.meeples ?? [];
  let best = -1;
  let bestD = radius;
  const seen = new Map<string, number>();
  const count = new Map<string, number>();
  for (const m of meeples) count.set(`${m.x},${m.y},${m.at}`, (count.get(`${m.x},${m.y},${m.at}`) ?? 0) + 1);
  meeples.forEach((m, i) => {
    const key = `${m.x},${m.y},${m.at}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    if (t && (m.x !== t.x || m.y !== t.y)) return;
    const on = t ?? tiles.get(cellKey(m.x, m.y));
    const a = on ? anchorOfSpot(on.tile, on.rot, m.at) : null;
    const d = a ? Math.hypot(m.x * CELL + a.x + meepleOffset(nth, count.get(key) ?? 1) - world.x, m.y * CELL + a.y - world.y) : Infinity;
    if (d <= bestD) [best, bestD] = [i, d];
  });
  return best;
}

export function editTap(
  tools: EditTools,
  position: Position,
  tiles: ReadonlyMap<string, TileAt>,
  cell: Pt,
  world: Pt,
  moveFrom: Pt | null,
): EditTap {
  const t = tiles.get(cellKey(cell.x, cell.y));
  switch (tools.tool) {
    case 'tile':
      if (t) return tools.turnOnTap ? { intent: { type: 'turn-tile', x: t.x, y: t.y } } : null;
      return { lay: cell };
    case 'move':
      if (t) return { select: cell };
      return moveFrom ? { intent: { type: 'move-tile', from: moveFrom, to: cell } } : null;
    case 'meeple': {
      const spot = t && spotAtPoint(t.tile, t.rot, localInCell(world, cell));
      return t && spot ? { intent: { type: 'put-meeple', x: t.x, y: t.y, at: spot, player: tools.player } } : null;
    }
    case 'erase': {
      if (!t) return null;
      const i = meepleNear(position, t, world);
      const m = position.meeples?.[i];
      return m ? { intent: { type: 'remove-meeple', x: t.x, y: t.y, at: m.at, index: i } } : { intent: { type: 'remove-tile', x: t.x, y: t.y } };
    }
  }
}
