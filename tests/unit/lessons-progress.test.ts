/**
 * The tutor's progress in the browser (src/components/learn/progress.ts):
 * what is kept under the key 'learn' (a lesson done when its tasks were done,
 * skimmed when gone through without them), what a damaged value does, and how
 * progress kept before the lessons were reordered (versions 1 and 2), and
 * before a step was added to farms (version 3), carries over to today's lessons
 * (version 4).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStore, memoryStorage } from '../../src/components/ui/storage';
import { checkProgress, emptyProgress, lessonState, PROGRESS_KEY, PROGRESS_VERSION, reordered, stepsAdded, withFinished, withSolved, withStep } from '../../src/components/learn/progress';
import { LESSON_SLUGS, MOVED_LESSONS } from '../../src/components/learn/schema';

const DIR = join(import.meta.dirname, '../../src/content/lessons');
/** Today's steps of each lesson (steps, then the quick check), by id. */
const stepsNow: Record<string, string[]> = Object.fromEntries(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { slug: string; steps: { id: string }[]; check: { id: string }[] })
    .map((l) => [l.slug, [...l.steps, ...l.check].map((s) => s.id)]),
);

/**
 * The steps as saved progress of version 4 counts them. Saved progress keeps a step by its index, so when a
 * lesson's steps change, the indices saved by earlier visits point at other steps: give progress.ts a new
 * version with a way from this one (as `stepsAdded`, progress.ts), then update this list.
 */
const STEPS_V4: Record<string, readonly string[]> = {
  'at-a-glance': ['welcome', 'features', 'first-tile', 'first-meeple', 'whose-meeple', 'score-track', 'check-road', 'check-city', 'check-place'],
  'placing-tiles': ['sides', 'pictures', 'every-side', 'corners', 'join-corners', 'count-cells', 'no-fit', 'check-two-sides', 'check-cells'],
  'roads': ['roads', 'example-1a', 'example-1b', 'road-worth', 'example-1c', 'example-1d', 'example-1e', 'example-1f', 'road-ends', 'loop', 'check-points', 'check-close', 'check-complete'],
  'cities': ['cities', 'example-2a', 'example-2b', 'count-city', 'once-per-tile', 'corner-to-corner', 'check-score', 'check-small-city', 'check-complete'],
  'cloisters': ['what-is-a-cloister', 'lay-a-cloister', 'nine-points', 'complete-it', 'side-by-side', 'check-complete', 'check-monk', 'check-value'],
  'meeples': ['one-per-turn', 'free-feature', 'even-your-own', 'empty-supply', 'all-come-back', 'short-supply', 'check-demo-supply', 'check-knight', 'check-blocker'],
  'turn-order': ['three-steps', 'score-at-once', 'two-at-once', 'small-city', 'used-once', 'check-two', 'check-close-claim'],
  'sharing': ['joined-later', 'example-4a', 'example-4b', 'example-5a-board', 'example-5a', 'example-5b', 'tie', 'check-join', 'check-majority'],
  'final-scoring': ['game-end', 'what-unfinished-pays', 'left-city', 'cloister', 'right-city', 'road', 'nothing', 'laps', 'past-fifty', 'read-laps', 'check-city', 'check-cloister', 'check-road'],
  'farms': ['supplement', 'fields-and-farms', 'farmers', 'corner', 'lay-farmer', 'across-the-road', 'farmer-stays', 'farmer-beside', 'nobody-scores', 'paid-twice', 'majority', 'farm-tie', 'check-which-farm', 'check-cities', 'check-yellow'],
  'editions': ['which-rules', 'first-edition-farms', 'old-way', 'small-city', 'new-art', 'boxes', 'game-end-wording', 'demo', 'check-first-edition', 'check-small-city-3'],
  'house-rules': ['house-rules', 'usual-total', 'house-total', 'other-house-rules', 'table-house-rules', 'table-rules', 'check-house-farm', 'check-house-road'],
};

/** The steps of version 3, before farms' `corner` was added. */
const STEPS_V3: Record<string, readonly string[]> = {
  'at-a-glance': ['welcome', 'features', 'first-tile', 'first-meeple', 'whose-meeple', 'score-track', 'check-road', 'check-city', 'check-place'],
  'placing-tiles': ['sides', 'pictures', 'every-side', 'corners', 'join-corners', 'count-cells', 'no-fit', 'check-two-sides', 'check-cells'],
  'roads': ['roads', 'example-1a', 'example-1b', 'road-worth', 'example-1c', 'example-1d', 'example-1e', 'example-1f', 'road-ends', 'loop', 'check-points', 'check-close', 'check-complete'],
  'cities': ['cities', 'example-2a', 'example-2b', 'count-city', 'once-per-tile', 'corner-to-corner', 'check-score', 'check-small-city', 'check-complete'],
  'cloisters': ['what-is-a-cloister', 'lay-a-cloister', 'nine-points', 'complete-it', 'side-by-side', 'check-complete', 'check-monk', 'check-value'],
  'meeples': ['one-per-turn', 'free-feature', 'even-your-own', 'empty-supply', 'all-come-back', 'short-supply', 'check-demo-supply', 'check-knight', 'check-blocker'],
  'turn-order': ['three-steps', 'score-at-once', 'two-at-once', 'small-city', 'used-once', 'check-two', 'check-close-claim'],
  'sharing': ['joined-later', 'example-4a', 'example-4b', 'example-5a-board', 'example-5a', 'example-5b', 'tie', 'check-join', 'check-majority'],
  'final-scoring': ['game-end', 'what-unfinished-pays', 'left-city', 'cloister', 'right-city', 'road', 'nothing', 'laps', 'past-fifty', 'read-laps', 'check-city', 'check-cloister', 'check-road'],
  'farms': ['supplement', 'fields-and-farms', 'farmers', 'lay-farmer', 'across-the-road', 'farmer-stays', 'farmer-beside', 'nobody-scores', 'paid-twice', 'majority', 'farm-tie', 'check-which-farm', 'check-cities', 'check-yellow'],
  'editions': ['which-rules', 'first-edition-farms', 'old-way', 'small-city', 'new-art', 'boxes', 'game-end-wording', 'demo', 'check-first-edition', 'check-small-city-3'],
  'house-rules': ['house-rules', 'usual-total', 'house-total', 'other-house-rules', 'table-house-rules', 'table-rules', 'check-house-farm', 'check-house-road'],
};

/** The steps of versions 1 and 2, when the score track was a lesson and the house rules were part of editions. */
const STEPS_V2: Record<string, readonly string[]> = {
  'at-a-glance': ['welcome', 'features', 'first-tile', 'first-meeple', 'whose-meeple', 'score-track', 'check-road', 'check-city', 'check-place'],
  'cities': ['cities', 'example-2a', 'example-2b', 'count-city', 'once-per-tile', 'corner-to-corner', 'check-score', 'check-small-city', 'check-complete'],
  'cloisters': ['what-is-a-cloister', 'lay-a-cloister', 'nine-points', 'complete-it', 'side-by-side', 'farmer-beside', 'nobody-scores', 'check-complete', 'check-monk', 'check-value'],
  'editions': ['which-rules', 'farmers-optional', 'first-edition-farms', 'old-way', 'small-city', 'new-art', 'game-end-wording', 'demo', 'house-rules', 'usual-total', 'house-total', 'other-house-rules', 'table-house-rules', 'check-first-edition', 'check-house-farm', 'check-small-city-3'],
  'farms': ['fields-and-farms', 'farmers', 'lay-farmer', 'across-the-road', 'farmer-stays', 'paid-twice', 'majority', 'farm-tie', 'check-which-farm', 'check-cities', 'check-yellow'],
  'final-scoring': ['game-end', 'what-unfinished-pays', 'left-city', 'cloister', 'right-city', 'road', 'nothing', 'check-city', 'check-cloister', 'check-road'],
  'meeples': ['one-per-turn', 'free-feature', 'even-your-own', 'empty-supply', 'all-come-back', 'short-supply', 'check-demo-supply', 'check-knight', 'check-blocker'],
  'placing-tiles': ['sides', 'every-side', 'corners', 'join-corners', 'count-cells', 'no-fit', 'check-two-sides', 'check-cells'],
  'roads': ['roads', 'example-1a', 'example-1b', 'example-1c', 'example-1d', 'example-1e', 'example-1f', 'road-ends', 'loop', 'check-points', 'check-close', 'check-complete'],
  'score-track': ['the-track', 'point-tiles', 'past-fifty', 'read-it', 'past-hundred', 'check-read', 'check-exactly'],
  'sharing': ['joined-later', 'example-4a', 'example-4b', 'example-5a-board', 'example-5a', 'example-5b', 'tie', 'check-join', 'check-majority'],
  'turn-order': ['three-steps', 'score-at-once', 'two-at-once', 'small-city', 'used-once', 'check-two', 'check-close-claim'],
};

/** Where the steps of version 2 that left their lesson or were dropped went (the others kept their lesson and id). */
const WENT: Record<string, string> = {
  'cloisters/farmer-beside': 'cloisters/check-complete',
  'cloisters/nobody-scores': 'cloisters/check-complete',
  'editions/farmers-optional': 'editions/first-edition-farms',
  'editions/house-rules': 'house-rules/house-rules',
  'editions/usual-total': 'house-rules/usual-total',
  'editions/house-total': 'house-rules/house-total',
  'editions/other-house-rules': 'house-rules/other-house-rules',
  'editions/table-house-rules': 'house-rules/table-house-rules',
  'editions/check-house-farm': 'house-rules/check-house-farm',
  'score-track/the-track': 'roads/example-1e',
  'score-track/point-tiles': 'final-scoring/laps',
  'score-track/past-fifty': 'final-scoring/laps',
  'score-track/read-it': 'final-scoring/laps',
  'score-track/past-hundred': 'final-scoring/read-laps',
  'score-track/check-read': 'final-scoring/read-laps',
  'score-track/check-exactly': 'final-scoring/past-fifty',
};
/** A step that left editions moves editions on to its next step of its own. */
const EDITIONS_NEXT: Record<string, string> = {
  'house-rules': 'check-first-edition',
  'usual-total': 'check-first-edition',
  'house-total': 'check-first-edition',
  'other-house-rules': 'check-first-edition',
  'table-house-rules': 'check-first-edition',
  'check-house-farm': 'check-small-city-3',
};

/** The task steps of a lesson, as taskIds (host.ts) lists them. */
const TASKS = ['lay-it', 'point-it', 'count-it'];

describe('lesson progress', () => {
  it('records the step of a lesson, and a lesson finished with its tasks done as done and back at its start', () => {
    let p = withStep(emptyProgress(), 'roads', 4);
    expect(p).toEqual({ done: [], skimmed: [], at: { roads: 4 }, solved: {} });
    for (const id of TASKS.slice(0, 2)) p = withSolved(p, 'roads', id, TASKS);
    expect(p.solved).toEqual({ roads: ['lay-it', 'point-it'] });
    expect(lessonState(p, 'roads')).toBe('new');
    p = withSolved(p, 'roads', 'count-it', TASKS);
    // Every task done: the lesson is done, and its tasks need no more keeping.
    expect(lessonState(p, 'roads')).toBe('done');
    p = withFinished(p, 'roads', TASKS);
    expect(p).toEqual({ done: ['roads'], skimmed: [], at: { roads: 0 }, solved: {} });
    expect(withFinished(p, 'roads', TASKS).done).toEqual(['roads']);
  });

  it('marks a lesson gone through with tasks left skimmed, and done once the tasks left are done later', () => {
    let p = withSolved(emptyProgress(), 'roads', 'point-it', TASKS);
    p = withFinished(p, 'roads', TASKS);
    expect(lessonState(p, 'roads')).toBe('skimmed');
    expect(p).toEqual({ done: [], skimmed: ['roads'], at: { roads: 0 }, solved: { roads: ['point-it'] } });
    // Skimmed again: still skimmed, once.
    expect(withFinished(p, 'roads', TASKS).skimmed).toEqual(['roads']);
    // A task done twice counts once; the last one left makes the lesson done, before its end is reached.
    p = withSolved(withSolved(p, 'roads', 'lay-it', TASKS), 'roads', 'lay-it', TASKS);
    expect(lessonState(p, 'roads')).toBe('skimmed');
    p = withSolved(p, 'roads', 'count-it', TASKS);
    expect(p).toEqual({ done: ['roads'], skimmed: [], at: { roads: 0 }, solved: {} });
    // A lesson done stays done when it is skimmed through again.
    expect(lessonState(withFinished(withStep(p, 'roads', 3), 'roads', TASKS), 'roads')).toBe('done');
    // A lesson without tasks is done by going through it.
    expect(lessonState(withFinished(emptyProgress(), 'editions', []), 'editions')).toBe('done');
  });

  it('reads version 1 (before "skimmed") as version 2: the lessons done stay done', () => {
    expect(checkProgress({ done: ['roads', 'roads', 'cities'], at: { roads: 0, farms: 3 } }, 1)).toEqual({
      ok: true,
      // Farms' step 3 then is its step 5 today (version 2 to 3, below, then 3 to 4).
      value: { done: ['roads', 'cities'], skimmed: [], at: { farms: stepsNow.farms.indexOf(STEPS_V2.farms[3]) }, solved: {} },
    });
    expect(stepsNow.farms.indexOf(STEPS_V2.farms[3])).toBe(5);
  });

  it('reads a lesson kept as both done and skimmed as done', () => {
    expect(checkProgress({ done: ['roads'], skimmed: ['roads', 'farms'], at: {}, solved: {} }, 2)).toMatchObject({ ok: true, value: { done: ['roads'], skimmed: ['farms'] } });
  });

  it('survives a round trip through the store', async () => {
    const storage = memoryStorage();
    const store = createStore(storage);
    const p = withSolved(withStep(withFinished(emptyProgress(), 'at-a-glance', []), 'cities', 2), 'cities', 'count-city', ['count-city', 'check-score']);
    expect(store.write(PROGRESS_KEY, p, PROGRESS_VERSION)).toEqual({ ok: true, value: null });
    expect(Object.keys(storage.dump())).toEqual(['carc:learn']);
    expect(await store.read(PROGRESS_KEY, checkProgress)).toEqual({ kind: 'ok', value: p, version: PROGRESS_VERSION });
  });

  it.each([
    ['not an object', '[1]', 1],
    ['a done list of numbers', '{"done":[1],"at":{}}', 1],
    ['a negative step', '{"done":[],"at":{"roads":-1}}', 1],
    ['a step that is not a whole number', '{"done":[],"at":{"roads":1.5}}', 1],
    ['a lesson name with spaces', '{"done":["a b"],"at":{}}', 1],
    ['version 2 without "skimmed"', '{"done":[],"at":{},"solved":{}}', 2],
    ['a skimmed list of numbers', '{"done":[],"skimmed":[3],"at":{},"solved":{}}', 2],
    ['tasks that are not step ids', '{"done":[],"skimmed":[],"at":{},"solved":{"roads":["A step"]}}', 2],
    ['"solved" as a list', '{"done":[],"skimmed":[],"at":{},"solved":[]}', 2],
    ['a newer version', '{"done":[],"skimmed":[],"at":{},"solved":{}}', 5],
  ])('keeps damaged progress aside (%s) and starts afresh', async (_what, data, version) => {
    const text = `{"version":${version},"data":${data}}`;
    const storage = memoryStorage({ 'carc:learn': text });
    const store = createStore(storage);
    const r = await store.read(PROGRESS_KEY, checkProgress);
    expect(r).toMatchObject({ kind: 'damaged', keptAs: 'carc:learn.corrupt' });
    expect(storage.dump()['carc:learn.corrupt']).toBe(text);
  });
});

describe('progress kept before a step was added to farms (version 3)', () => {
  it('is counted against today\'s steps: a change to a lesson\'s steps needs a new version and a migration', () => {
    expect(PROGRESS_VERSION).toBe(4);
    expect(Object.keys(stepsNow).sort()).toEqual([...LESSON_SLUGS].sort());
    for (const slug of LESSON_SLUGS) expect(stepsNow[slug], `lesson ${slug}: its steps differ from the ones saved progress counts`).toEqual(STEPS_V4[slug]);
  });

  it('differs from today\'s only by the steps added: each lesson keeps its steps in order', () => {
    for (const slug of LESSON_SLUGS) expect(stepsNow[slug].filter((id) => STEPS_V3[slug].includes(id)), slug).toEqual(STEPS_V3[slug]);
    expect(LESSON_SLUGS.flatMap((slug) => stepsNow[slug].filter((id) => !STEPS_V3[slug].includes(id)).map((id) => `${slug}/${id}`))).toEqual(['farms/corner']);
  });

  it.each(Object.entries(STEPS_V3).flatMap(([slug, ids]) => ids.map((id, i) => [slug, id, i] as const)))(
    'a learner left at %s / %s is taken to the same step today',
    (slug, id, index) => {
      const kept = { done: ['roads'], skimmed: ['cities'], at: { [slug]: index }, solved: { farms: ['across-the-road'] } };
      expect(checkProgress(kept, 3)).toEqual({ ok: true, value: { ...kept, at: { [slug]: stepsNow[slug].indexOf(id) } } });
      expect(stepsAdded(kept).at[slug]).toBe(stepsNow[slug].indexOf(id));
    },
  );

  it('is read from the store as version 3 and comes back at the same steps; saved again, it is version 4', async () => {
    const at = { farms: STEPS_V3.farms.indexOf('lay-farmer'), roads: STEPS_V3.roads.indexOf('loop') };
    const storage = memoryStorage({ 'carc:learn': JSON.stringify({ version: 3, data: { done: ['farms'], skimmed: [], at, solved: {} } }) });
    const store = createStore(storage);
    const r = await store.read(PROGRESS_KEY, checkProgress);
    const value = { done: ['farms'], skimmed: [], at: { farms: stepsNow.farms.indexOf('lay-farmer'), roads: stepsNow.roads.indexOf('loop') }, solved: {} };
    expect(value.at.farms).toBe(at.farms + 1);
    expect(r).toEqual({ kind: 'ok', version: 3, value });
    store.write(PROGRESS_KEY, value, PROGRESS_VERSION);
    expect(JSON.parse(storage.dump()['carc:learn'])).toEqual({ version: 4, data: value });
  });
});

describe('progress kept before the lessons were reordered (versions 1 and 2)', () => {

  it.each(Object.entries(STEPS_V2).flatMap(([slug, ids]) => ids.map((id, i) => [slug, id, i] as const).filter(([, , i]) => i > 0)))(
    'a learner left at %s / %s is taken to the same step today',
    (slug, id, index) => {
      const [toLesson, toStep] = (WENT[`${slug}/${id}`] ?? `${slug}/${id}`).split('/');
      const want: Record<string, number> = { [toLesson]: stepsNow[toLesson].indexOf(toStep) };
      if (slug === 'editions' && EDITIONS_NEXT[id]) want.editions = stepsNow.editions.indexOf(EDITIONS_NEXT[id]);
      for (const n of Object.values(want)) expect(n, "the step exists today").toBeGreaterThanOrEqual(0);
      expect(reordered({ done: [], skimmed: [], at: { [slug]: index }, solved: {} })).toEqual({ done: [], skimmed: [], at: want, solved: {} });
    },
  );

  it('keeps finished lessons finished and skimmed ones skimmed: editions counts for the house rules too, the score track is gone', () => {
    expect(Object.keys(MOVED_LESSONS)).toEqual(['score-track']);
    expect(reordered({ done: ['at-a-glance', 'score-track', 'editions'], skimmed: ['roads', 'score-track'], at: { 'at-a-glance': 0, 'score-track': 0, editions: 0 }, solved: {} })).toEqual({
      done: ['at-a-glance', 'editions', 'house-rules'],
      skimmed: ['roads'],
      at: {},
      solved: {},
    });
    expect(reordered({ done: [], skimmed: ['editions'], at: {}, solved: {} }).skimmed).toEqual(['editions', 'house-rules']);
  });

  it('keeps the tasks done where they went, and drops those of steps that are gone', () => {
    const tasks = (slug: string, ...ids: string[]) => ids.map((id) => { expect(stepsNow[slug], `${slug}/${id}`).toContain(id); return id; });
    expect(
      reordered({
        done: ['farms'],
        skimmed: [],
        at: {},
        solved: {
          editions: ['old-way', 'farmers-optional', 'usual-total', 'check-house-farm'],
          'score-track': ['past-fifty', 'check-exactly', 'check-read'],
          cloisters: ['lay-a-cloister', 'nobody-scores'],
        },
      }),
    ).toEqual({
      done: ['farms'],
      skimmed: [],
      at: {},
      solved: {
        // farmers-optional is gone; the house rules' tasks went to their lesson.
        editions: tasks('editions', 'old-way'),
        'house-rules': tasks('house-rules', 'usual-total', 'check-house-farm'),
        'final-scoring': tasks('final-scoring', 'past-fifty', 'read-laps'),
        // nobody-scores went to farms, which is done: nothing to keep there.
        cloisters: tasks('cloisters', 'lay-a-cloister'),
      },
    });
  });

  it('lets a lesson\'s own place win over a step that moved into it, and never marks a finished lesson part-way', () => {
    const roads = stepsNow.roads.indexOf('loop');
    // The score track's first step went into roads; roads' own saved step wins.
    expect(reordered({ done: [], skimmed: [], at: { 'score-track': 1, roads: STEPS_V2.roads.indexOf('loop') }, solved: {} }).at.roads).toBe(roads);
    // Final scoring is done: the score track's step that moved there does not reopen it.
    expect(reordered({ done: ['final-scoring'], skimmed: [], at: { 'score-track': 5 }, solved: {} })).toEqual({ done: ['final-scoring'], skimmed: [], at: {}, solved: {} });
  });

  it.each([1, 2])('is read from the store as version %i and comes back in today\'s lessons', async (version) => {
    const data = { done: ['score-track'], at: { 'score-track': 6, roads: 3 }, ...(version === 2 ? { skimmed: ['cities'], solved: { roads: ['example-1c'] } } : {}) };
    const storage = memoryStorage({ 'carc:learn': JSON.stringify({ version, data }) });
    const r = await createStore(storage).read(PROGRESS_KEY, checkProgress);
    expect(r).toEqual({
      kind: 'ok',
      version,
      value: {
        done: [],
        skimmed: version === 2 ? ['cities'] : [],
        at: { roads: stepsNow.roads.indexOf('example-1c'), 'final-scoring': stepsNow['final-scoring'].indexOf('past-fifty') },
        solved: version === 2 ? { roads: ['example-1c'] } : {},
      },
    });
  });
});
