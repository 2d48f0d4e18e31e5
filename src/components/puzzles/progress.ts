/**
 * The player's progress, kept in the browser (ui/storage.ts, entry 'puzzles'):
 * each puzzle's last result (solved at the first go; helped: solved after a
 * wrong move or a hint; failed: the solution viewed, or left after a miss),
 * the current streak of clean solves and the best streak. Version 1 (before
 * "helped") is read as it is.
 * Checked on read: a damaged entry is kept aside by the store and the page
 * starts afresh, saying so.
 *
 *   const kept = await loadProgress();      // { progress, notice }
 *   saveProgress(record(kept.progress, 'road-steal-1', 'solved'));
 */
import { browserStore, type Checked } from '../ui/storage';
import { comeback, rate, type Comeback, type Rating } from './rating';

export const PROGRESS_KEY = 'puzzles';
export const PROGRESS_VERSION = 2;

export type Outcome = 'solved' | 'helped' | 'failed';

export interface PuzzleResult {
  result: Outcome;
  on: string;
  /** When the puzzle comes back (rating.ts), if it does. */
  again?: Comeback;
}

export interface Progress {
  /** By puzzle id: the last result and when (YYYY-MM-DD). */
  results: Record<string, PuzzleResult>;
  /** Clean solves in a row, now. */
  streak: number;
  /** The longest streak so far. */
  best: number;
  /** The local puzzle rating (rating.ts); absent until a puzzle is rated. */
  rating?: Rating;
  /** Whether the person wants to see their rating (off unless they ask). */
  showRating?: boolean;
}

export const emptyProgress = (): Progress => ({ results: {}, streak: 0, best: 0 });

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e6;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether stored data is progress of a version this page reads; why not, in a few words for the notice. */
export function checkProgress(data: unknown, version: number): Checked<Progress> {
  if (version !== PROGRESS_VERSION && version !== 1) return { ok: false, reason: `version ${version}` };
  if (!isRecord(data)) return { ok: false, reason: 'not an object' };
  const { results, streak, best } = data;
  if (!isRecord(results)) return { ok: false, reason: 'results' };
  if (!isCount(streak) || !isCount(best) || streak > best) return { ok: false, reason: 'streak' };
  const out: Progress['results'] = {};
  for (const [id, r] of Object.entries(results)) {
    if (!ID.test(id) || !isRecord(r) || (r.result !== 'solved' && r.result !== 'failed' && (r.result !== 'helped' || version === 1)) || typeof r.on !== 'string' || !DAY.test(r.on)) {
      return { ok: false, reason: `results.${id.slice(0, 40)}` };
    }
    out[id] = { result: r.result, on: r.on };
    if (r.again !== undefined) {
      const a = r.again;
      if (!isRecord(a) || typeof a.due !== 'string' || !DAY.test(a.due) || !isCount(a.step) || a.step > 9) return { ok: false, reason: `results.${id.slice(0, 40)}.again` };
      out[id].again = { due: a.due, step: a.step };
    }
  }
  const value: Progress = { results: out, streak, best };
  const { rating, showRating } = data;
  if (rating !== undefined) {
    if (!isRecord(rating) || typeof rating.value !== 'number' || !Number.isFinite(rating.value) || Math.abs(rating.value) > 1e5 || !isCount(rating.games)) return { ok: false, reason: 'rating' };
    value.rating = { value: rating.value, games: rating.games };
  }
  if (showRating !== undefined) {
    if (typeof showRating !== 'boolean') return { ok: false, reason: 'showRating' };
    value.showRating = showRating;
  }
  return { ok: true, value };
}

/**
 * The progress after a try's outcome: the streak grows with a clean solve and goes back to 0 otherwise; a first
 * try of a puzzle moves the rating (when `difficulty` is given); a puzzle not solved cleanly comes back later.
 */
export function record(p: Progress, id: string, result: Outcome, on: string, difficulty?: number): Progress {
  const streak = result === 'solved' ? p.streak + 1 : 0;
  const before = p.results[id];
  const again = comeback(before?.again ?? null, result, on);
  const entry: PuzzleResult = again ? { result, on, again } : { result, on };
  const out: Progress = { ...p, results: { ...p.results, [id]: entry }, streak, best: Math.max(p.best, streak) };
  if (difficulty !== undefined && !before) out.rating = rate(p.rating ?? { value: 1500, games: 0 }, difficulty, result);
  return out;
}

/** The puzzles due to come back on `today`, earliest first. */
export function dueAgain(p: Progress, today: string): string[] {
  return Object.entries(p.results)
    .filter(([, r]) => r.again && r.again.due <= today)
    .sort(([, a], [, b]) => (a.again!.due < b.again!.due ? -1 : a.again!.due > b.again!.due ? 1 : 0))
    .map(([id]) => id);
}

export interface Kept {
  progress: Progress;
  /** Something to tell the player: nothing can be kept, or a damaged entry was set aside. */
  notice: { kind: 'no-storage' } | { kind: 'damaged'; reason: string; keptAs: string } | null;
}

/** Read the progress kept in this browser (empty when there is none, none can be kept, or it was damaged). */
export async function loadProgress(): Promise<Kept> {
  const store = browserStore();
  if (!store) return { progress: emptyProgress(), notice: { kind: 'no-storage' } };
  const read = await store.read(PROGRESS_KEY, checkProgress);
  if (read.kind === 'ok') return { progress: read.value, notice: null };
  if (read.kind === 'damaged') return { progress: emptyProgress(), notice: { kind: 'damaged', reason: read.reason, keptAs: read.keptAs } };
  return { progress: emptyProgress(), notice: null };
}

/** Keep the progress; false when the browser refused. */
export function saveProgress(p: Progress): boolean {
  const store = browserStore();
  return !!store && store.write(PROGRESS_KEY, p, PROGRESS_VERSION).ok;
}
