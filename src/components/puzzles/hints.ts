/**
 * The hints of a puzzle, from general to exact (lichess's puzzles are the
 * model): first what the best move is about (what it scores, whether it
 * uses a meeple), then the area (a few cells where the tile fits, the best
 * among them), then the cell itself with the turn and the meeple.
 * Pure functions: the page words and draws what they return.
 */
import type { Position, WhyPart } from '../../worker/api';
import { DEFAULT_RULES } from '../../engine/rules';
import { hash } from './sets';

/** How many hints there are: about, area, cell. */
export const HINT_LEVELS = 3;

export type FeatureWord = 'road' | 'city' | 'cloister' | 'farm';

/**
 * What the best move does for the player to play, as data for the words. Each answer is a statement a
 * test checks against the engine for every puzzle (tests/unit/puzzle-hints.test.ts):
 *   - `now`: it completes a feature of that kind holding the player's meeple, and the player scores it this turn;
 *   - `end`: it scores nothing this turn and raises the player's total at the end of the game, most through
 *     features of that kind;
 *   - `takes`: it scores nothing for the player, now or at the end, and lowers another player's total at the end;
 *   - `quiet`: it scores nothing for the player, now or at the end, and takes nothing from the others.
 */
export type AboutWhat = { kind: 'now' | 'end'; feature: FeatureWord } | { kind: 'takes' } | { kind: 'quiet' };

/** What the best move is about: what it does for the player (null when the solver gave no breakdown), and its meeple. */
export interface About {
  what: AboutWhat | null;
  /** The kind of feature its meeple goes on; null when it places none. */
  meeple: FeatureWord | null;
  /** Whether the player has a meeple in the supply (a move without one "keeps" it there only then). */
  supply: boolean;
}

/** The solver's breakdown of a move, as far as the hint needs it: the reasons, and each player's gain by name (now and at the end). */
export interface AboutBreakdown {
  why: readonly WhyPart[];
  gains: Readonly<Record<string, number>>;
}

const word = (kind: string): FeatureWord => (kind === 'field' || kind === 'farm' ? 'farm' : (kind as FeatureWord));

/**
 * What a move is about, from the solver's breakdown for `player`, the kind of its meeple's spot and whether
 * the player has a meeple left to place.
 */
export function aboutMove(breakdown: AboutBreakdown | undefined, player: string, meepleKind: string | null, supply: boolean): About {
  const meeple = meepleKind ? word(meepleKind) : null;
  if (!breakdown) return { what: null, meeple, supply };
  const parts = breakdown.why;
  const now = parts.find((p): p is Extract<WhyPart, { kind: 'now' }> => p.kind === 'now');
  if (now) return { what: { kind: 'now', feature: word(now.feature) }, meeple, supply };
  const gain = breakdown.gains[player] ?? 0;
  // The kind that adds most at the end, when the move raises the player's total at all.
  const ends = parts.filter((p): p is Extract<WhyPart, { kind: 'end' }> => p.kind === 'end' && p.points > 0);
  const top = ends.reduce<Extract<WhyPart, { kind: 'end' }> | null>((a, b) => (a === null || b.points > a.points ? b : a), null);
  if (gain > 0 && top) return { what: { kind: 'end', feature: word(top.feature) }, meeple, supply };
  const takes = Object.entries(breakdown.gains).some(([name, g]) => name !== player && g < 0);
  return { what: takes ? { kind: 'takes' } : { kind: 'quiet' }, meeple, supply };
}

/** Whether `player` has a meeple left in the supply on `position`. */
export function hasMeepleLeft(position: Position, player: string): boolean {
  const owned = position.rules?.meeples ?? DEFAULT_RULES.meeples;
  return (position.meeples ?? []).filter((m) => m.player === player).length < owned;
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
