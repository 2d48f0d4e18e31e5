/**
 * One clear outcome per try of a puzzle (lichess's puzzles are the model):
 *   - solved: the best move found at the first go, without a hint;
 *   - helped: solved after a wrong move or a hint;
 *   - failed: the solution was viewed before it was solved (or the try ended
 *     after a miss without a solve: until then a miss counts as failed).
 * The outcome is final once the puzzle is solved or its solution viewed; what
 * follows (a retry to play it out, a look at the solution after solving it)
 * does not change it. Pure.
 */
import type { Outcome } from './progress';

export type { Outcome };

export interface Attempt {
  missed: boolean;
  hinted: boolean;
  /** The outcome so far (null: nothing has happened yet). */
  result: Outcome | null;
  /** Solved or solution viewed: the outcome stays. */
  final: boolean;
}

export type AttemptEvent = 'miss' | 'hint' | 'solve' | 'view';

export const freshAttempt = (): Attempt => ({ missed: false, hinted: false, result: null, final: false });

export function nextAttempt(a: Attempt, e: AttemptEvent): Attempt {
  if (a.final) return a;
  switch (e) {
    case 'miss':
      return { ...a, missed: true, result: 'failed' };
    case 'hint':
      return { ...a, hinted: true, result: 'failed' };
    case 'solve':
      return { ...a, result: a.missed || a.hinted ? 'helped' : 'solved', final: true };
    case 'view':
      return { ...a, result: 'failed', final: true };
  }
}
