/**
 * The player's progress, kept in the browser (ui/storage.ts, entry 'puzzles'):
 * each puzzle's last result (solved cleanly, or failed: a wrong move, a hint
 * or the solution), the current streak of clean solves and the best streak.
 * Checked on read: a damaged entry is kept aside by the store and the page
 * starts afresh, saying so.
 *
 *   const kept = await loadProgress();      // { progress, notice }
 *   saveProgress(record(kept.progress, 'road-steal-1', 'solved'));
 */
import { browserStore, type Checked } from '../ui/storage';

export const PROGRESS_KEY = 'puzzles';
export const PROGRESS_VERSION = 1;

export type Outcome = 'solved' | 'failed';

export interface Progress {
  /** By puzzle id: the last result and when (YYYY-MM-DD). */
  results: Record<string, { result: Outcome; on: string }>;
  /** Clean solves in a row, now. */
  streak: number;
  /** The longest streak so far. */
  best: number;
}

export const emptyProgress = (): Progress => ({ results: {}, streak: 0, best: 0 });

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e6;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether stored data is progress of a version this page reads; why not, in a few words for the notice. */
export function checkProgress(data: unknown, version: number): Checked<Progress> {
  if (version !== PROGRESS_VERSION) return { ok: false, reason: `version ${version}` };
  if (!isRecord(data)) return { ok: false, reason: 'not an object' };
  const { results, streak, best } = data;
  if (!isRecord(results)) return { ok: false, reason: 'results' };
  if (!isCount(streak) || !isCount(best) || streak > best) return { ok: false, reason: 'streak' };
  const out: Progress['results'] = {};
  for (const [id, r] of Object.entries(results)) {
    if (!ID.test(id) || !isRecord(r) || (r.result !== 'solved' && r.result !== 'failed') || typeof r.on !== 'string' || !DAY.test(r.on)) {
      return { ok: false, reason: `results.${id.slice(0, 40)}` };
    }
    out[id] = { result: r.result, on: r.on };
  }
  return { ok: true, value: { results: out, streak, best } };
}

/** The progress after a result: the streak grows with a clean solve and goes back to 0 with a failure. */
export function record(p: Progress, id: string, result: Outcome, on: string): Progress {
  const streak = result === 'solved' ? p.streak + 1 : 0;
  return { results: { ...p.results, [id]: { result, on } }, streak, best: Math.max(p.best, streak) };
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
