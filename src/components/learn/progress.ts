/**
 * The tutor's progress in the browser: storage key 'learn' (ui/storage.ts),
 * version 2, `{ done: [slug…], at: { slug: step index } }`. Read through
 * `check`, which refuses anything else (the store keeps damaged data aside).
 *
 * A step is kept by its index in the lesson (steps, then the quick check), so
 * a change to a lesson's steps changes what a saved index means: such a change
 * takes a new version and a migration from the one before (below), and
 * tests/unit/lessons-progress.test.ts fails until it has one.
 */
import { browserStore, type Checked, type Store } from '../ui/storage';

export const PROGRESS_KEY = 'learn';
export const PROGRESS_VERSION = 2;

/**
 * Version 1 (the lessons before the score track and the house rules moved) to version 2: for
 * each old lesson and step index, where that step is now, as "lesson:index",
 * the lesson's own place first. The score track went into roads and final
 * scoring, the house rules out of editions into a lesson of their own; a
 * step that left its lesson also moves the old lesson on to its next step.
 */
const FROM_V1: Readonly<Record<string, readonly string[]>> = {
  'at-a-glance': ['at-a-glance:0', 'at-a-glance:1', 'at-a-glance:2', 'at-a-glance:3', 'at-a-glance:4', 'at-a-glance:5', 'at-a-glance:6', 'at-a-glance:7', 'at-a-glance:8'],
  'cities': ['cities:0', 'cities:1', 'cities:2', 'cities:3', 'cities:4', 'cities:5', 'cities:6', 'cities:7', 'cities:8'],
  'cloisters': ['cloisters:0', 'cloisters:1', 'cloisters:2', 'cloisters:3', 'cloisters:4', 'cloisters:5', 'cloisters:5', 'cloisters:5', 'cloisters:6', 'cloisters:7'],
  'editions': ['editions:0', 'editions:1', 'editions:1', 'editions:2', 'editions:3', 'editions:4', 'editions:6', 'editions:7', 'editions:8 house-rules:0', 'editions:8 house-rules:1', 'editions:8 house-rules:2', 'editions:8 house-rules:3', 'editions:8 house-rules:4', 'editions:8', 'editions:9 house-rules:6', 'editions:9'],
  'farms': ['farms:0', 'farms:2', 'farms:3', 'farms:4', 'farms:5', 'farms:8', 'farms:9', 'farms:10', 'farms:11', 'farms:12', 'farms:13'],
  'final-scoring': ['final-scoring:0', 'final-scoring:1', 'final-scoring:2', 'final-scoring:3', 'final-scoring:4', 'final-scoring:5', 'final-scoring:6', 'final-scoring:10', 'final-scoring:11', 'final-scoring:12'],
  'meeples': ['meeples:0', 'meeples:1', 'meeples:2', 'meeples:3', 'meeples:4', 'meeples:5', 'meeples:6', 'meeples:7', 'meeples:8'],
  'placing-tiles': ['placing-tiles:0', 'placing-tiles:2', 'placing-tiles:3', 'placing-tiles:4', 'placing-tiles:5', 'placing-tiles:6', 'placing-tiles:7', 'placing-tiles:8'],
  'roads': ['roads:0', 'roads:1', 'roads:2', 'roads:4', 'roads:5', 'roads:6', 'roads:7', 'roads:8', 'roads:9', 'roads:10', 'roads:11', 'roads:12'],
  'score-track': ['roads:6', 'final-scoring:7', 'final-scoring:7', 'final-scoring:7', 'final-scoring:9', 'final-scoring:9', 'final-scoring:8'],
  'sharing': ['sharing:0', 'sharing:1', 'sharing:2', 'sharing:3', 'sharing:4', 'sharing:5', 'sharing:6', 'sharing:7', 'sharing:8'],
  'turn-order': ['turn-order:0', 'turn-order:1', 'turn-order:2', 'turn-order:3', 'turn-order:4', 'turn-order:5', 'turn-order:6'],
};
/** Lessons that no longer exist on their own (their content moved). */
const GONE_IN_V2 = new Set(['score-track']);
/** A finished lesson whose content now spans several lessons counts as finishing them all. */
const DONE_IN_V2: Readonly<Record<string, readonly string[]>> = { editions: ['editions', 'house-rules'] };

/**
 * Version 1 progress in today's lessons: each old step goes where its content went (a lesson's own place before
 * a place that another lesson's moved step would give it); done lessons stay done, and a step that moved in from
 * another lesson never marks a done lesson as part-way.
 */
export function fromV1(p: Progress): Progress {
  const done = [...new Set(p.done.flatMap((slug) => (GONE_IN_V2.has(slug) ? [] : (DONE_IN_V2[slug] ?? [slug]))))];
  const at: Record<string, number> = {};
  const entries = Object.entries(p.at).sort(([a], [b]) => Number(GONE_IN_V2.has(a)) - Number(GONE_IN_V2.has(b)));
  for (const [slug, index] of entries) {
    if (index === 0) continue;
    for (const place of FROM_V1[slug]?.[index]?.split(' ') ?? []) {
      const [to, n] = place.split(':');
      if (at[to] === undefined && (to === slug || !done.includes(to))) at[to] = Number(n);
    }
  }
  return { done, at };
}

export interface Progress {
  /** Lessons finished (slugs), in the order they were finished. */
  done: string[];
  /** Where each lesson was left: the index of its current step. */
  at: Record<string, number>;
}

export const emptyProgress = (): Progress => ({ done: [], at: {} });

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function checkProgress(data: unknown, version: number): Checked<Progress> {
  if (version !== PROGRESS_VERSION && version !== 1) return { ok: false, reason: `version ${version}` };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, reason: 'not an object' };
  const { done, at } = data as Record<string, unknown>;
  if (!Array.isArray(done) || !done.every((s) => typeof s === 'string' && SLUG.test(s))) return { ok: false, reason: '"done" is not a list of lessons' };
  if (typeof at !== 'object' || at === null || Array.isArray(at)) return { ok: false, reason: '"at" is not an object' };
  const steps: Record<string, number> = {};
  for (const [k, v] of Object.entries(at)) {
    if (!SLUG.test(k) || !Number.isInteger(v) || (v as number) < 0 || (v as number) > 1000) return { ok: false, reason: `"at" of "${k.slice(0, 24)}"` };
    steps[k] = v as number;
  }
  const progress = { done: [...new Set(done as string[])], at: steps };
  return { ok: true, value: version === 1 ? fromV1(progress) : progress };
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
