/**
 * What the board offers under the marks: the cells the host allows for the
 * tile in hand, the tile following the pointer (the ghost), the keyboard
 * cursor, and the laid tile waiting for its meeple with its numbered targets.
 */
import type { Placement } from '../../worker/api';
import { TileGroup } from '../tiles/TileSvg';
import { MEEPLE_SIZE } from '../tiles/geometry';
import { PLAYER_COLORS, type PlayerColorName } from '../tiles/colors';
import { CELL, nearestPair, SPOT_TAP_PX, type Pt } from './view';
import { anchorOfSpot, cellKey, type Spot } from './model';
import { spotText } from './describe';
import { Meeple } from './layers';
import { MEEPLE_HIT } from './editTap';
import { bt } from './strings';

/** Radius (tile units) of a meeple target. */
export const TARGET_R = 11;

export function LegalCells({ byCell, rot }: { byCell: ReadonlyMap<string, Placement[]>; rot: number }) {
  return (
    <g class="board__legal" aria-hidden="true">
      {[...byCell.entries()].map(([key, list]) => {
        const { x, y } = list[0];
        const now = list.some((p) => p.rot === rot);
        return (
          <rect
            key={key}
            class={`board__legal-cell${now ? ' is-now' : ''}`}
            data-cell={key}
            x={x * CELL + 3}
            y={y * CELL + 3}
            width={CELL - 6}
            height={CELL - 6}
            rx={8}
          />
        );
      })}
    </g>
  );
}

export function Ghost({ tile, rot, cell, state }: { tile: string; rot: number; cell: Pt; state: 'fits' | 'other' | 'no' | 'edit' }) {
  return (
    <g class={`board__ghost is-${state}`} aria-hidden="true" data-testid="board-ghost" data-cell={cellKey(cell.x, cell.y)}>
      <TileGroup letter={tile} rot={rot} x={cell.x * CELL} y={cell.y * CELL} size={CELL} detail={false} />
      <rect class="board__ghost-frame" x={cell.x * CELL + 1.5} y={cell.y * CELL + 1.5} width={CELL - 3} height={CELL - 3} />
    </g>
  );
}

export function Cursor({ cell }: { cell: Pt }) {
  return (
    <rect class="board__cursor" x={cell.x * CELL - 5} y={cell.y * CELL - 5} width={CELL + 10} height={CELL + 10} rx={6} aria-hidden="true" />
  );
}

export interface Pending {
  x: number;
  y: number;
  rot: number;
  spots: Spot[];
  /** Index into spots, −1 for "no meeple". */
  selected: number;
}

interface PendingProps {
  tile: string;
  pending: Pending;
  color: PlayerColorName;
  onSelect: (i: number) => void;
  onChoose: (spot: Spot) => void;
  /** Screen pixels per tile unit: each target's tap area is drawn SPOT_TAP_PX wide (never into a nearer spot's). */
  scale: number;
}

/** The laid tile and its meeple targets: Tab reaches each, Enter or a tap puts the meeple there. */
export function PendingTile({ tile, pending, color, onSelect, onChoose, scale }: PendingProps) {
  const c = PLAYER_COLORS[color];
  // The area where a tap surely picks the spot (Board.tsx takes the nearest spot within MEEPLE_HIT or SPOT_TAP_PX / 2).
  const gap = nearestPair(pending.spots.flatMap((s) => anchorOfSpot(tile, pending.rot, s) ?? []));
  const hitR = Math.min(gap / 2, Math.max(MEEPLE_HIT, SPOT_TAP_PX / 2 / scale));
  return (
    <g class="board__pending">
      <TileGroup letter={tile} rot={pending.rot} x={pending.x * CELL} y={pending.y * CELL} size={CELL} />
      <rect class="board__pending-frame" x={pending.x * CELL} y={pending.y * CELL} width={CELL} height={CELL} />
      {pending.spots.map((s, i) => {
        const a = anchorOfSpot(tile, pending.rot, s);
        if (!a) return null;
        const cx = pending.x * CELL + a.x;
        const cy = pending.y * CELL + a.y;
        const selected = pending.selected === i;
        return (
          <g
            key={s}
            class={`board__target${selected ? ' is-selected' : ''}`}
            data-spot={s}
            tabIndex={0}
            role="button"
            aria-label={bt('board.meepleTarget', { n: i + 1, spot: spotText(tile, pending.rot, s) })}
            onFocus={(e) => {
              // Focus from Tab (not from a tap on the board) chooses the spot.
              if ((e.currentTarget as Element).matches(':focus-visible')) onSelect(i);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                e.stopPropagation();
                onChoose(s);
              }
            }}
          >
            <circle class="board__target-hit" cx={cx} cy={cy} r={hitR} />
            <circle cx={cx} cy={cy} r={TARGET_R} fill={c.light} stroke={c.fill} />
            {selected ? (
              <Meeple tile={tile} rot={pending.rot} x={pending.x} y={pending.y} at={s} color={color} size={MEEPLE_SIZE * 0.75} />
            ) : (
              <text x={cx} y={cy} dy="0.35em" text-anchor="middle">
                {i + 1}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}
