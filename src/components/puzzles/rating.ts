/**
 * The local puzzle rating and the puzzles that come back (lichess's puzzles are
 * the model; nothing leaves the browser). Pure.
 *
 * Rating: an Elo rating that starts at 1500; a puzzle is rated by its
 * difficulty (easy 1200, medium 1500, hard 1800). A puzzle's first try counts:
 * solved at the first go scores 1, solved after a miss or a hint ½, failed 0;
 * the rating moves by K × (score − expected), K = 40 for the first 10 rated
 * puzzles and 20 after. Later tries of a puzzle are not rated.
 *
 * Coming back: a puzzle not solved at the first go is due again the next day;
 * solved cleanly then, it comes back after 3 days, then 7, and then no more.
 * Missed again, it starts over.
 */
import type { Outcome } from './progress';

export interface Rating {
  value: number;
  /** How many puzzles were rated. */
  games: number;
}

export const START_RATING: Rating = { value: 1500, games: 0 };

/** The rating a puzzle plays at, by difficulty. */
export const PUZZLE_RATING: Readonly<Record<number, number>> = { 1: 1200, 2: 1500, 3: 1800 };

const SCORE: Record<Outcome, number> = { solved: 1, helped: 0.5, failed: 0 };

/** The chance of solving a puzzle of rating `puzzle` at rating `player`. */
export const expectedScore = (player: number, puzzle: number): number => 1 / (1 + 10 ** ((puzzle - player) / 400));

/** The rating after a rated try (rounded to whole points). */
export function rate(r: Rating, difficulty: number, outcome: Outcome): Rating {
  const k = r.games < 10 ? 40 : 20;
  const puzzle = PUZZLE_RATING[difficulty] ?? PUZZLE_RATING[2];
  return { value: Math.round(r.value + k * (SCORE[outcome] - expectedScore(r.value, puzzle))), games: r.games + 1 };
}

/** Days between a puzzle's comebacks: after a miss, then after each clean solve of a comeback. */
export const COMEBACK_DAYS = [1, 3, 7] as const;

/** The day `days` after `on` (both YYYY-MM-DD). */
export function addDays(on: string, days: number): string {
  const [y, m, d] = on.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return t.toISOString().slice(0, 10);
}

export interface Comeback {
  /** The day it is due again (YYYY-MM-DD). */
  due: string;
  /** Which of COMEBACK_DAYS led to it. */
  step: number;
}

/** When a puzzle comes back after a try (null: it does not), given when it was due before. */
export function comeback(before: Comeback | null, outcome: Outcome, on: string): Comeback | null {
  if (outcome !== 'solved') return { due: addDays(on, COMEBACK_DAYS[0]), step: 0 };
  if (!before) return null;
  const step = before.step + 1;
  return step < COMEBACK_DAYS.length ? { due: addDays(on, COMEBACK_DAYS[step]), step } : null;
}
