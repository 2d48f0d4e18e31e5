/**
 * The board told in words for screen readers, one line per tile (with its
 * meeple, if any): loaded by the board's description after the first paint,
 * so a page does not ship it as it opens.
 */
import type { Position } from '../../worker/api';
import { bt } from './strings';
import { edgesOf, tilesByCell, type Spot } from './model';
import { spotText, tileName, turnsText } from './describe';

/** One line per tile (with its meeple, if any) for the screen-reader list. */
export function describeBoard(pos: Position | null | undefined): string[] {
  if (!pos) return [];
  const meeples = new Map<string, { player: string; at: Spot }>();
  for (const m of pos.meeples ?? []) meeples.set(`${m.x},${m.y}`, { player: m.player, at: m.at });
  const tiles = tilesByCell(pos);
  const lines: string[] = [];
  for (const t of tiles.values()) {
    const [n, e, s, w] = edgesOf(t.tile, t.rot).map((c) => bt(`board.edge.${c}` as 'board.edge.C'));
    let line = bt('board.describeTile', {
      tile: t.tile,
      name: tileName(t.tile),
      x: t.x,
      y: t.y,
      turns: turnsText(t.rot),
      n,
      e,
      s,
      w,
    });
    const m = meeples.get(`${t.x},${t.y}`);
    if (m) line += ' ' + bt('board.describeMeeple', { player: m.player, spot: spotText(t.tile, t.rot, m.at) });
    lines.push(line);
  }
  return lines;
}
