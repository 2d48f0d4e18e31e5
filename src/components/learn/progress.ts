/**
 * The tutor's progress in the browser: storage key 'learn' (ui/storage.ts),
 * version 4, `{ done: [slug…], skimmed: [slug…], at: { slug: step index }, solved: { slug: [step id…] } }`.
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
 *
 * A step is kept by its index in the lesson (steps, then the quick check), so a
 * change to a lesson's steps changes what a saved index means: such a change
 * takes a new version and a way from the one before (as `reordered` below), and
 * tests/unit/lessons-progress.test.ts fails until it has one. Versions 1 and 2
 * count the steps of the lessons before they were reordered (the score track a
 * lesson of its own, the house rules part of editions); version 3 those before
 * a step was added to farms (`stepsAdded`); version 4 today's.
 */
import { browserStore, type Checked, type Store } from '../ui/storage';

export const PROGRESS_KEY = 'learn';
export const PROGRESS_VERSION = 4;

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

/**
 * The lessons before they were reordered (versions 1 and 2) to version 3's:
 * for each old lesson and step index, where that step went, as "lesson:index",
 * the lesson's own place first. The score track went into roads and final scoring,
 * the house rules out of editions into a lesson of their own, the farmer beside a
 * cloister into farms; a step that left its lesson also moves the old lesson on to
 * its next step.
 */
const STEPS_MOVED: Readonly<Record<string, readonly string[]>> = {
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
/** Tasks (step ids) that moved to another lesson, "lesson/id" then and now ('' for a task gone); other tasks keep their lesson and id. */
const TASKS_MOVED: Readonly<Record<string, string>> = {
  'cloisters/nobody-scores': 'farms/nobody-scores',
  'editions/farmers-optional': '',
  'editions/usual-total': 'house-rules/usual-total',
  'editions/house-total': 'house-rules/house-total',
  'editions/check-house-farm': 'house-rules/check-house-farm',
  'score-track/check-exactly': 'final-scoring/past-fifty',
  'score-track/check-read': 'final-scoring/read-laps',
};
/** Lessons that no longer exist on their own (their content moved). */
const GONE = new Set(['score-track']);
/** A lesson whose content now spans several lessons: done or skimmed, it counts so for them all. */
const SPLIT: Readonly<Record<string, readonly string[]>> = { editions: ['editions', 'house-rules'] };
const spread = (slugs: readonly string[]) => [...new Set(slugs.flatMap((slug) => (GONE.has(slug) ? [] : (SPLIT[slug] ?? [slug]))))];

/**
 * Steps added to a lesson since version 3, as their indices today (steps, then
 * the quick check), in increasing order: a step kept at or past one of them moves
 * on by one. Version 4 added farms' `corner`, after `farmers`.
 */
const STEPS_ADDED: Readonly<Record<string, readonly number[]>> = { farms: [3] };

/** Progress of version 3 in today's lessons: each step kept where it is now (tasks are kept by id, lessons by slug). */
export function stepsAdded(p: Progress): Progress {
  const at = Object.fromEntries(Object.entries(p.at).map(([slug, index]) => [slug, (STEPS_ADDED[slug] ?? []).reduce((n, added) => (n >= added ? n + 1 : n), index)]));
  return { ...p, at };
}

/**
 * Progress kept before the lessons were reordered, in today's lessons: each old
 * step goes where its content went (a lesson's own place before a place that
 * another lesson's moved step would give it), a task done keeps counting where it
 * went, lessons done stay done and skimmed stay skimmed; a step that moved in from
 * another lesson never marks a done lesson as part-way.
 */
export function reordered(p: Progress): Progress {
  const done = spread(p.done);
  const skimmed = spread(p.skimmed).filter((s) => !done.includes(s));
  const at: Record<string, number> = {};
  const entries = Object.entries(p.at).sort(([a], [b]) => Number(GONE.has(a)) - Number(GONE.has(b)));
  for (const [slug, index] of entries) {
    if (index === 0) continue;
    for (const place of STEPS_MOVED[slug]?.[index]?.split(' ') ?? []) {
      const [to, n] = place.split(':');
      if (at[to] === undefined && (to === slug || !done.includes(to))) at[to] = Number(n);
    }
  }
  const solved: Record<string, string[]> = {};
  for (const [slug, ids] of Object.entries(p.solved))
    for (const id of ids) {
      const [to, step] = (TASKS_MOVED[`${slug}/${id}`] ?? (GONE.has(slug) ? '' : `${slug}/${id}`)).split('/');
      // A task of a lesson done needs no keeping (withSolved, withFinished).
      if (step && !done.includes(to)) solved[to] = [...new Set([...(solved[to] ?? []), step])];
    }
  return stepsAdded({ done, skimmed, at, solved });
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Step ids are written as slugs are (schema.ts). */
const STEP_ID = SLUG;
const isSlugList = (v: unknown, test: RegExp = SLUG): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string' && test.test(s));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkProgress(data: unknown, version: number): Checked<Progress> {
  if (version < 1 || version > PROGRESS_VERSION || !Number.isInteger(version)) return { ok: false, reason: `version ${version}` };
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
  if (version === 1) return { ok: true, value: reordered({ done: doneSet, skimmed: [], at: steps, solved: {} }) };
  const { skimmed, solved } = data;
  if (!isSlugList(skimmed)) return { ok: false, reason: '"skimmed" is not a list of lessons' };
  if (!isRecord(solved)) return { ok: false, reason: '"solved" is not an object' };
  const tasks: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(solved)) {
    if (!SLUG.test(k) || !isSlugList(v, STEP_ID) || v.length > 1000) return { ok: false, reason: `"solved" of "${k.slice(0, 24)}"` };
    tasks[k] = [...new Set(v)];
  }
  // A lesson done is not skimmed too.
  const value = { done: doneSet, skimmed: [...new Set(skimmed)].filter((s) => !doneSet.includes(s)), at: steps, solved: tasks };
  return { ok: true, value: version === 2 ? reordered(value) : version === 3 ? stepsAdded(value) : value };
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
