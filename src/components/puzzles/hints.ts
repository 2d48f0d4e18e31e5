/**
 * The hints of a puzzle, from general to exact (lichess's puzzles are the
 * model): first what the best move is about (what it scores, whether it
 * uses a meeple), then the area (a few cells where the tile fits, the best
 * among them), then the cell itself with the turn and the meeple.
 * Pure functions: the page words and draws what they return.
 */
import type { WhyPart } from '../../worker/api';
import { hash } from './sets';

/** How many hints there are: about, area, cell. */
export const HINT_LEVELS = 3;

export type FeatureWord = 'road' | 'city' | 'cloister' | 'farm';

/** What the best move is about, as data for the words: what it scores now or at the end, and its meeple. */
export interface About {
  /** The feature it completes and scores for the player this turn, if any. */
  now: FeatureWord | null;
  /** Otherwise the feature whose end-of-game value it changes for the player, if any. */
  end: FeatureWord | null;
  /** The kind of feature its meeple goes on; null when it keeps the meeple. */
  meeple: FeatureWord | null;
}

const word = (kind: string): FeatureWord => (kind === 'field' || kind === 'farm' ? 'farm' : (kind as FeatureWord));

/** What a move is about, from the solver's reasons (its breakdown) and the kind of its meeple's spot. */
export function aboutMove(why: readonly WhyPart[] | undefined, meepleKind: string | null): About {
  const parts = why ?? [];
  const now = parts.find((p): p is Extract<WhyPart, { kind: 'now' }> => p.kind === 'now');
  const end = parts.find((p): p is Extract<WhyPart, { kind: 'end' }> => p.kind === 'end' && p.points > 0);
  return {
    now: now ? word(now.feature) : null,
    end: !now && end ? word(end.feature) : null,
    meeple: meepleKind ? word(meepleKind) : null,
  };
}

export interface CellXY {
  x: number;
  y: number;
}


/**
 * The area hint: the cells where the tile fits inside a 3 × 3 block of cells that holds the best cell,
 * the block chosen among those with the most such cells (so the best is one of several), the same one on
 * every visit (`seed`, the puzzle's id). When the tile fits nowhere else near, the area is the best cell alone.
 */
export function hintArea(best: CellXY, fits: readonly CellXY[], seed: string): CellXY[] {
  const cells = new Map<string, CellXY>();
  for (const c of fits) cells.set(`${c.x},${c.y}`, { x: c.x, y: c.y });
  cells.set(`${best.x},${best.y}`, { x: best.x, y: best.y });
  let top: CellXY[][] = [];
  let most = 0;
  // Each block's top-left corner, so that the block holds the best cell.
  for (let dy = -2; dy <= 0; dy++) {
    for (let dx = -2; dx <= 0; dx++) {
      const inside = [...cells.values()].filter((c) => c.x >= best.x + dx && c.x <= best.x + dx + 2 && c.y >= best.y + dy && c.y <= best.y + dy + 2);
      if (inside.length > most) {
        most = inside.length;
        top = [inside];
      } else if (inside.length === most) top.push(inside);
    }
  }
  const chosen = top[hash(`hint:${seed}`) % top.length];
  return [...chosen].sort((a, b) => a.y - b.y || a.x - b.x);
}
