/**
 * The tutor's progress in the browser (src/components/learn/progress.ts):
 * what is kept under the key 'learn', what a damaged value does.
 */
import { describe, expect, it } from 'vitest';
import { createStore, memoryStorage } from '../../src/components/ui/storage';
import { checkProgress, emptyProgress, PROGRESS_KEY, PROGRESS_VERSION, withDone, withStep } from '../../src/components/learn/progress';

describe('lesson progress', () => {
  it('records the step of a lesson, and a finished lesson as done and back at its start', () => {
    let p = withStep(emptyProgress(), 'roads', 4);
    expect(p).toEqual({ done: [], at: { roads: 4 } });
    p = withDone(p, 'roads');
    expect(p).toEqual({ done: ['roads'], at: { roads: 0 } });
    expect(withDone(p, 'roads').done).toEqual(['roads']);
  });

  it('survives a round trip through the store', async () => {
    const storage = memoryStorage();
    const store = createStore(storage);
    const p = withStep(withDone(emptyProgress(), 'at-a-glance'), 'cities', 2);
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
    ['a newer version', '{"done":[],"at":{}}', 2],
  ])('keeps damaged progress aside (%s) and starts afresh', async (_what, data, version) => {
    const text = `{"version":${version},"data":${data}}`;
    const storage = memoryStorage({ 'carc:learn': text });
    const store = createStore(storage);
    const r = await store.read(PROGRESS_KEY, checkProgress);
    expect(r).toMatchObject({ kind: 'damaged', keptAs: 'carc:learn.corrupt' });
    expect(storage.dump()['carc:learn.corrupt']).toBe(text);
  });
});
