/**
 * The tutor's progress in the browser (src/components/learn/progress.ts):
 * what is kept under the key 'learn' (a lesson done when its tasks were done,
 * skimmed when gone through without them), version 1 read as version 2, what a
 * damaged value does.
 */
import { describe, expect, it } from 'vitest';
import { createStore, memoryStorage } from '../../src/components/ui/storage';
import { checkProgress, emptyProgress, lessonState, PROGRESS_KEY, PROGRESS_VERSION, withFinished, withSolved, withStep } from '../../src/components/learn/progress';

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
      value: { done: ['roads', 'cities'], skimmed: [], at: { roads: 0, farms: 3 }, solved: {} },
    });
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
    ['a newer version', '{"done":[],"skimmed":[],"at":{},"solved":{}}', 3],
  ])('keeps damaged progress aside (%s) and starts afresh', async (_what, data, version) => {
    const text = `{"version":${version},"data":${data}}`;
    const storage = memoryStorage({ 'carc:learn': text });
    const store = createStore(storage);
    const r = await store.read(PROGRESS_KEY, checkProgress);
    expect(r).toMatchObject({ kind: 'damaged', keptAs: 'carc:learn.corrupt' });
    expect(storage.dump()['carc:learn.corrupt']).toBe(text);
  });
});
