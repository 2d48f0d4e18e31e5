/**
 * The tutor's progress in the browser: storage key 'learn' (ui/storage.ts),
 * version 1, `{ done: [slug…], at: { slug: step index } }`. Read through
 * `check`, which refuses anything else (the store keeps damaged data aside).
 */
import { browserStore, type Checked, type Store } from '../ui/storage';

export const PROGRESS_KEY = 'learn';
export const PROGRESS_VERSION = 1;

export interface Progress {
  /** Lessons finished (slugs), in the order they were finished. */
  done: string[];
  /** Where each lesson was left: the index of its current step. */
  at: Record<string, number>;
}

export const emptyProgress = (): Progress => ({ done: [], at: {} });

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function checkProgress(data: unknown, version: number): Checked<Progress> {
  if (version !== PROGRESS_VERSION) return { ok: false, reason: `version ${version}` };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, reason: 'not an object' };
  const { done, at } = data as Record<string, unknown>;
  if (!Array.isArray(done) || !done.every((s) => typeof s === 'string' && SLUG.test(s))) return { ok: false, reason: '"done" is not a list of lessons' };
  if (typeof at !== 'object' || at === null || Array.isArray(at)) return { ok: false, reason: '"at" is not an object' };
  const steps: Record<string, number> = {};
  for (const [k, v] of Object.entries(at)) {
    if (!SLUG.test(k) || !Number.isInteger(v) || (v as number) < 0 || (v as number) > 1000) return { ok: false, reason: `"at" of "${k.slice(0, 24)}"` };
    steps[k] = v as number;
  }
  return { ok: true, value: { done: [...new Set(done as string[])], at: steps } };
}

export type Loaded = { progress: Progress; store: Store | null; problem: { reason: string; keptAs: string } | null };

/** The stored progress (empty when there is none, or it was damaged and kept aside). */
export async function loadProgress(): Promise<Loaded> {
  const store = browserStore();
  if (!store) return { progress: emptyProgress(), store, problem: null };
  const r = await store.read(PROGRESS_KEY, checkProgress);
  if (r.kind === 'ok') return { progress: r.value, store, problem: null };
  if (r.kind === 'damaged') return { progress: emptyProgress(), store, problem: { reason: r.reason, keptAs: r.keptAs } };
  return { progress: emptyProgress(), store, problem: null };
}

export function saveProgress(store: Store | null, p: Progress): void {
  store?.write(PROGRESS_KEY, p, PROGRESS_VERSION);
}

export const withStep = (p: Progress, slug: string, step: number): Progress => ({ ...p, at: { ...p.at, [slug]: step } });
export const withDone = (p: Progress, slug: string): Progress => ({ done: p.done.includes(slug) ? p.done : [...p.done, slug], at: { ...p.at, [slug]: 0 } });
