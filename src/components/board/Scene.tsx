/**
 * The board's picture: tiles, marks, meeples and the targets of the move
 * being made, in world coordinates under the camera. Drawing only: every
 * decision was made by Board.tsx, which passes what to show.
 *
 * Before the board knows its size (in the HTML the server sends, and in the
 * render that wakes the island) a known position is drawn whole, fitted by the
 * svg's viewBox; once measured, the camera's transform takes over. The drawing
 * is the same in both, so waking the island reuses the server's elements
 * instead of drawing every tile again.
 */
import type { Placement, Position } from '../../worker/api';
import type { PlayerColorName } from '../tiles/colors';
import { MarksLayer, MeeplesLayer, TilesLayer } from './layers';
import { Cursor, Ghost, LegalCells, PendingTile, type Pending } from './targets';
import { boardBounds, type TileAt } from './model';
import type { Mark, Spot } from './types';
import { CELL, type Pt, type View } from './view';

interface SceneProps {
  ready: boolean;
  view: View;
  position: Position | null;
  tiles: ReadonlyMap<string, TileAt>;
  marks: readonly Mark[];
  colors: Readonly<Record<string, PlayerColorName>>;
  /** The cells offered for the tile in hand, or null when none are shown. */
  legal: ReadonlyMap<string, Placement[]> | null;
  hand: string | null;
  rot: number;
  /** The tile laid and waiting for its meeple, drawn with its meeple targets. */
  pending: Pending | null;
  pendingColor: PlayerColorName;
  onSelectSpot: (i: number) => void;
  onChooseSpot: (spot: Spot | null) => void;
  /** The tile in hand shown on an empty cell under the cursor. */
  ghost: { cell: Pt; state: 'fits' | 'other' | 'no' | 'edit' } | null;
  /** Cells outlined as a cursor (the tile being moved, the keyboard cursor). */
  cursors: readonly (Pt | null)[];
}

export default function Scene(p: SceneProps) {
  const { ready, view, position, tiles, marks, colors, hand, pending } = p;
  return (
    <svg class="board__svg" width="100%" height="100%" viewBox={!ready && position ? stillView(position) : undefined} aria-hidden={ready ? undefined : 'true'}>
      {position && (
        <g transform={ready ? `translate(${view.tx} ${view.ty}) scale(${view.scale})` : undefined}>
          {p.legal && <LegalCells byCell={p.legal} rot={p.rot} />}
          <TilesLayer tiles={position.tiles} />
          <MarksLayer marks={marks} tiles={tiles} colors={colors} layer="under" />
          <MeeplesLayer meeples={position.meeples} tiles={tiles} colors={colors} />
          <MarksLayer marks={pending ? marks.filter((m) => m.kind !== 'preview') : marks} tiles={tiles} colors={colors} layer="over" />
          {pending && hand && <PendingTile tile={hand} pending={pending} color={p.pendingColor} onSelect={p.onSelectSpot} onChoose={p.onChooseSpot} scale={view.scale} />}
          {hand && p.ghost && <Ghost tile={hand} rot={p.rot} cell={p.ghost.cell} state={p.ghost.state} />}
          {p.cursors.map((c, i) => c && <Cursor key={i} cell={c} />)}
        </g>
      )}
    </svg>
  );
}

/** The whole position with a cell to spare all round, as a viewBox. */
function stillView(position: Position): string {
  const b = boardBounds(position);
  return `${b.minX * CELL} ${b.minY * CELL} ${(b.maxX - b.minX + 1) * CELL} ${(b.maxY - b.minY + 1) * CELL}`;
}
