/**
 * The tutor's progress in the browser: storage key 'learn' (ui/storage.ts),
 * version 2, `{ done: [slug…], skimmed: [slug…], at: { slug: step index }, solved: { slug: [step id…] } }`.
 * Read through `check`, which refuses anything else (the store keeps damaged data aside).
 *
 * A lesson is done when its tasks (place, point and number steps) were done;
 * one gone through to its end with tasks left undone (Next, Next…) is skimmed,
 * and becomes done once its tasks are done later: `solved` keeps the tasks done
 * so far in a lesson not done yet.
 *
 * Version 1 (`{ done, at }`, before "skimmed") is read as version 2: its lessons
 * done stay done (nothing kept says how they were finished), nothing is skimmed
 * and no task is remembered.
 */
import { browserStore, type Checked, type Store } from '../ui/storage';

export const PROGRESS_KEY = 'learn';
export const PROGRESS_VERSION = 2;

export interface Progress {
  /** Lessons whose tasks were all done (slugs), in the order they were done. */
  done: string[];
  /** Lessons gone through to the end with tasks left undone, and not done since (slugs). */
  skimmed: string[];
  /** Where each lesson was left: the index of its current step. */
  at: Record<string, number>;
  /** The tasks done so far (step ids) in each lesson not done yet. */
  solved: Record<string, string[]>;
}

export const emptyProgress = (): Progress => ({ done: [], skimmed: [], at: {}, solved: {} });

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Step ids are written as slugs are (schema.ts). */
const STEP_ID = SLUG;
const isSlugList = (v: unknown, test: RegExp = SLUG): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string' && test.test(s));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkProgress(data: unknown, version: number): Checked<Progress> {
  if (version !== PROGRESS_VERSION && version !== 1) return { ok: false, reason: `version ${version}` };
  if (!isRecord(data)) return { ok: false, reason: 'not an object' };
  const { done, at } = data;
  if (!isSlugList(done)) return { ok: false, reason: '"done" is not a list of lessons' };
  if (!isRecord(at)) return { ok: false, reason: '"at" is not an object' };
  const steps: Record<string, number> = {};
  for (const [k, v] of Object.entries(at)) {
    if (!SLUG.test(k) || !Number.isInteger(v) || (v as number) < 0 || (v as number) > 1000) return { ok: false, reason: `"at" of "${k.slice(0, 24)}"` };
    steps[k] = v as number;
  }
  const doneSet = [...new Set(done)];
  if (version === 1) return { ok: true, value: { done: doneSet, skimmed: [], at: steps, solved: {} } };
  const { skimmed, solved } = data;
  if (!isSlugList(skimmed)) return { ok: false, reason: '"skimmed" is not a list of lessons' };
  if (!isRecord(solved)) return { ok: false, reason: '"solved" is not an object' };
  const tasks: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(solved)) {
    if (!SLUG.test(k) || !isSlugList(v, STEP_ID) || v.length > 1000) return { ok: false, reason: `"solved" of "${k.slice(0, 24)}"` };
    tasks[k] = [...new Set(v)];
  }
  // A lesson done is not skimmed too.
  return { ok: true, value: { done: doneSet, skimmed: [...new Set(skimmed)].filter((s) => !doneSet.includes(s)), at: steps, solved: tasks } };
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

/** A lesson's state in the list: done, skimmed, or neither. */
export type LessonState = 'done' | 'skimmed' | 'new';
export const lessonState = (p: Progress | null | undefined, slug: string): LessonState => (p?.done.includes(slug) ? 'done' : p?.skimmed.includes(slug) ? 'skimmed' : 'new');

export const withStep = (p: Progress, slug: string, step: number): Progress => ({ ...p, at: { ...p.at, [slug]: step } });

const without = <T>(r: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _gone, ...rest } = r;
  return rest;
};

/** The lesson done: no longer skimmed, and its tasks need no more keeping. */
function markDone(p: Progress, slug: string): Progress {
  return { ...p, done: p.done.includes(slug) ? p.done : [...p.done, slug], skimmed: p.skimmed.filter((s) => s !== slug), solved: without(p.solved, slug) };
}

/**
 * A task of a lesson done (`tasks`: the ids of all its task steps): kept, and the
 * lesson done once every task is — even one skimmed before.
 */
export function withSolved(p: Progress, slug: string, stepId: string, tasks: readonly string[]): Progress {
  if (p.done.includes(slug)) return p;
  const had = p.solved[slug] ?? [];
  const solved = had.includes(stepId) ? had : [...had, stepId];
  if (tasks.every((id) => solved.includes(id))) return markDone(p, slug);
  return { ...p, solved: { ...p.solved, [slug]: solved } };
}

/**
 * The lesson's last step passed: back at its start next time, and done when
 * every task was done, else skimmed (a lesson done before stays done).
 */
export function withFinished(p: Progress, slug: string, tasks: readonly string[]): Progress {
  const at = { ...p.at, [slug]: 0 };
  if (p.done.includes(slug)) return { ...p, at };
  const solved = p.solved[slug] ?? [];
  if (tasks.every((id) => solved.includes(id))) return { ...markDone(p, slug), at };
  return { ...p, at, skimmed: p.skimmed.includes(slug) ? p.skimmed : [...p.skimmed, slug] };
}
