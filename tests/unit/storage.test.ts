/**
 * src/components/ui/storage.ts: one versioned store for everything the site
 * keeps in the browser. Damaged data is kept aside, never lost; a bad import
 * file is refused with a reason and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  createStore,
  EXPORT_MARKER,
  keptAsideKey,
  MAX_KEPT_ASIDE,
  memoryStorage,
  storageKey,
  type Checked,
  type StorageLike,
} from '../../src/components/ui/storage';

interface Progress {
  done: string[];
}
/** A reader's check: version 2 is today's; version 1 (a number of lessons done) is migrated. */
const checkProgress = (data: unknown, version: number): Checked<Progress> => {
  if (version === 1 && typeof data === 'number') return { ok: true, value: { done: Array.from({ length: data }, (_, i) => `lesson-${i + 1}`) } };
  if (version !== 2) return { ok: false, reason: `version ${version} is not one this page reads` };
  const done = (data as Progress | null)?.done;
  return Array.isArray(done) && done.every((d) => typeof d === 'string') ? { ok: true, value: { done } } : { ok: false, reason: 'no list of lessons' };
};

describe('keys and versions', () => {
  it('writes namespaced keys with the entry’s version, and reads them back', async () => {
    const storage = memoryStorage();
    const store = createStore(storage);
    expect(store.write('learn/progress', { done: ['tiles'] }, 2)).toEqual({ ok: true, value: null });
    expect(storage.dump()).toEqual({ 'carc:learn/progress': '{"version":2,"data":{"done":["tiles"]}}' });
    expect(await store.read('learn/progress', checkProgress)).toEqual({ kind: 'ok', value: { done: ['tiles'] }, version: 2 });
    expect(await store.read('puzzles', checkProgress)).toEqual({ kind: 'empty' });
  });

  it('hands the stored version to the check, which can migrate older data', async () => {
    const store = createStore(memoryStorage({ 'carc:learn/progress': '{"version":1,"data":2}' }));
    expect(await store.read('learn/progress', checkProgress)).toEqual({ kind: 'ok', value: { done: ['lesson-1', 'lesson-2'] }, version: 1 });
  });

  it('accepts an async check (the engine worker’s validate)', async () => {
    const store = createStore(memoryStorage({ 'carc:playground': '{"version":1,"data":{"tiles":[]}}' }));
    const outcome = await store.read('playground', async (data) => ({ ok: true as const, value: data }));
    expect(outcome).toEqual({ kind: 'ok', value: { tiles: [] }, version: 1 });
  });

  it('refuses entry names that are not plain words', () => {
    expect(storageKey('playground')).toBe('carc:playground');
    for (const bad of ['', 'Playground', 'a b', '../x', 'x.corrupt', 'carc:x']) expect(() => storageKey(bad)).toThrow(/not an entry name/);
  });
});

describe('damaged data is kept aside, never lost', () => {
  it.each([
    ['not JSON', '{"version":2,"data":', /not JSON/],
    ['no envelope', '{"done":["a"]}', /no "version" and "data"/],
    ['refused by the check', '{"version":2,"data":{"done":7}}', /no list of lessons/],
    ['a version the page does not read', '{"version":9,"data":{"done":[]}}', /version 9/],
  ])('%s', async (_label, text, reason) => {
    const storage = memoryStorage({ 'carc:learn/progress': text });
    const store = createStore(storage);
    const outcome = await store.read('learn/progress', checkProgress);
    expect(outcome).toMatchObject({ kind: 'damaged', keptAs: 'carc:learn/progress.corrupt', saveBlocked: false });
    expect(outcome.kind === 'damaged' && outcome.reason).toMatch(reason);
    expect(storage.dump()).toEqual({ 'carc:learn/progress.corrupt': text });
    // The page can start afresh: the next write goes to the main key, the damaged copy stays.
    expect(store.write('learn/progress', { done: [] }, 2).ok).toBe(true);
    expect(storage.getItem('carc:learn/progress.corrupt')).toBe(text);
  });

  it('fills .corrupt, .corrupt.2 … .corrupt.5 and overwrites none; then blocks writing rather than lose the data', async () => {
    const storage = memoryStorage();
    const store = createStore(storage);
    for (let n = 1; n <= MAX_KEPT_ASIDE; n++) {
      storage.setItem('carc:puzzles', `broken ${n}`);
      expect(await store.read('puzzles', checkProgress)).toMatchObject({ kind: 'damaged', keptAs: keptAsideKey('carc:puzzles', n) });
    }
    expect(keptAsideKey('carc:puzzles', 2)).toBe('carc:puzzles.corrupt.2');
    storage.setItem('carc:puzzles', 'broken 6');
    expect(await store.read('puzzles', checkProgress)).toMatchObject({ kind: 'damaged', keptAs: 'carc:puzzles', saveBlocked: true });
    expect(store.write('puzzles', { done: [] }, 2)).toEqual({ ok: false, error: { code: 'save-blocked', params: { key: 'carc:puzzles' } } });
    for (let n = 1; n <= MAX_KEPT_ASIDE; n++) expect(storage.getItem(keptAsideKey('carc:puzzles', n))).toBe(`broken ${n}`);
    expect(storage.getItem('carc:puzzles')).toBe('broken 6');
  });

  it('the same damaged text read twice takes one slot', async () => {
    const storage = memoryStorage();
    const store = createStore(storage);
    storage.setItem('carc:puzzles', 'oops');
    await store.read('puzzles', checkProgress);
    storage.setItem('carc:puzzles', 'oops');
    expect(await store.read('puzzles', checkProgress)).toMatchObject({ keptAs: 'carc:puzzles.corrupt' });
    expect(Object.keys(storage.dump())).toEqual(['carc:puzzles.corrupt']);
  });

  it('setAside moves an entry aside to start afresh', () => {
    const storage = memoryStorage({ 'carc:check': '{"version":1,"data":{}}' });
    const store = createStore(storage);
    expect(store.setAside('check')).toBe('carc:check.corrupt');
    expect(storage.dump()).toEqual({ 'carc:check.corrupt': '{"version":1,"data":{}}' });
    expect(store.setAside('check')).toBeNull();
  });

  it('a refusing browser (storage full) is a result, not an exception', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(createStore(storage).write('learn/progress', { done: [] }, 2)).toEqual({
      ok: false,
      error: { code: 'storage-refused', params: { detail: 'QuotaExceededError' } },
    });
  });
});

describe('the playground’s save (carc.playground.v1) can move onto the store', () => {
  const save = '{"version":1,"position":{"tiles":[]},"history":[],"hand":"D"}';

  it('is read through its legacy key once, then lives under carc:playground', async () => {
    const storage = memoryStorage({ 'carc.playground.v1': save });
    const store = createStore(storage);
    const check = (data: unknown, version: number): Checked<unknown> => (version === 1 ? { ok: true, value: data } : { ok: false, reason: 'old' });
    expect(await store.read('playground', check, { legacyKey: 'carc.playground.v1' })).toEqual({ kind: 'ok', value: JSON.parse(save), version: 1 });
    expect(storage.dump()).toEqual({ 'carc:playground': JSON.stringify({ version: 1, data: JSON.parse(save) }) });
    expect(await store.read('playground', check, { legacyKey: 'carc.playground.v1' })).toMatchObject({ kind: 'ok', version: 1 });
  });

  it('a damaged legacy save is kept aside the way the playground does today', async () => {
    const storage = memoryStorage({ 'carc.playground.v1': 'garbage' });
    const store = createStore(storage);
    expect(await store.read('playground', () => ({ ok: true, value: null }), { legacyKey: 'carc.playground.v1' })).toMatchObject({
      kind: 'damaged',
      keptAs: 'carc.playground.v1.corrupt',
    });
    expect(storage.dump()).toEqual({ 'carc.playground.v1.corrupt': 'garbage' });
  });

  it('is listed, exported and reset with the rest', () => {
    const storage = memoryStorage({ 'carc.playground.v1': save, 'carc.playground.v1.corrupt.2': 'x', 'someone-else': 'keep' });
    const store = createStore(storage);
    expect(store.list()).toEqual([
      { key: 'carc.playground.v1', name: 'carc.playground.v1', chars: save.length, damaged: false },
      { key: 'carc.playground.v1.corrupt.2', name: 'carc.playground.v1.corrupt.2', chars: 1, damaged: true },
    ]);
    expect(JSON.parse(store.exportAll()).items.map((i: { key: string }) => i.key)).toEqual(['carc.playground.v1', 'carc.playground.v1.corrupt.2']);
    expect(store.resetAll()).toBe(2);
    expect(storage.dump()).toEqual({ 'someone-else': 'keep' });
  });
});

describe('export, import and reset', () => {
  const filled = (): StorageLike & { dump(): Record<string, string> } =>
    memoryStorage({
      'carc:learn/progress': '{"version":2,"data":{"done":["tiles"]}}',
      'carc:puzzles.corrupt': 'half a sav',
      'other-site': 'not ours',
    });

  it('exports every site key, damaged copies included, and an import brings exactly them back', () => {
    const storage = filled();
    const store = createStore(storage);
    const file = store.exportAll(new Date('2025-01-02T03:04:05Z'));
    expect(JSON.parse(file)).toEqual({
      [EXPORT_MARKER]: 1,
      exported: '2025-01-02T03:04:05.000Z',
      items: [
        { key: 'carc:learn/progress', text: '{"version":2,"data":{"done":["tiles"]}}' },
        { key: 'carc:puzzles.corrupt', text: 'half a sav' },
      ],
    });
    const before = storage.dump();
    expect(store.resetAll()).toBe(2);
    expect(storage.dump()).toEqual({ 'other-site': 'not ours' });
    expect(store.importAll(file)).toEqual({ ok: true, value: { count: 2 } });
    expect(storage.dump()).toEqual(before);
  });

  it('an import replaces what is kept by the file’s items (and leaves other sites’ keys alone)', () => {
    const storage = filled();
    const file = createStore(memoryStorage({ 'carc:check': '{"version":1,"data":[]}' })).exportAll();
    expect(createStore(storage).importAll('\uFEFF' + file)).toEqual({ ok: true, value: { count: 1 } });
    expect(storage.dump()).toEqual({ 'carc:check': '{"version":1,"data":[]}', 'other-site': 'not ours' });
  });

  it.each([
    ['not JSON', 'hello', 'bad-json'],
    ['another kind of JSON', '{"tiles":[]}', 'not-export'],
    ['a newer format', JSON.stringify({ [EXPORT_MARKER]: 2, items: [] }), 'newer-version'],
    ['items that are not a list', JSON.stringify({ [EXPORT_MARKER]: 1, items: {} }), 'bad-items'],
    ['an item without text', JSON.stringify({ [EXPORT_MARKER]: 1, items: [{ key: 'carc:x', text: 'a' }, { key: 'carc:y' }] }), 'bad-items'],
    ['a key of another site', JSON.stringify({ [EXPORT_MARKER]: 1, items: [{ key: 'token', text: 'a' }] }), 'foreign-key'],
    ['a huge file', `{"${EXPORT_MARKER}":1,"items":[],"pad":"${'x'.repeat(5_000_001)}"}`, 'too-big'],
  ])('a bad file (%s) is refused with its reason and nothing is lost', (_label, text, code) => {
    const storage = filled();
    const before = storage.dump();
    const result = createStore(storage).importAll(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe(code);
    expect(storage.dump()).toEqual(before);
  });

  it('names the entry that is wrong', () => {
    const text = JSON.stringify({ [EXPORT_MARKER]: 1, items: [{ key: 'carc:x', text: 'a' }, { key: 'carc:y' }] });
    expect(createStore(memoryStorage()).importAll(text)).toEqual({ ok: false, error: { code: 'bad-items', params: { index: 2 } } });
  });

  it('if the browser refuses part of an import, what was kept before is put back', () => {
    const storage = filled();
    const before = storage.dump();
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (k, v) => {
      if (v === 'too much') throw new Error('QuotaExceededError');
      setItem(k, v);
    };
    const file = JSON.stringify({ [EXPORT_MARKER]: 1, items: [{ key: 'carc:a', text: 'fine' }, { key: 'carc:b', text: 'too much' }] });
    expect(createStore(storage).importAll(file)).toEqual({ ok: false, error: { code: 'storage-refused', params: { detail: 'QuotaExceededError' } } });
    expect(storage.dump()).toEqual(before);
  });

  it('an import or a reset lifts a block on a key', async () => {
    const storage = memoryStorage();
    for (let n = 1; n <= MAX_KEPT_ASIDE; n++) storage.setItem(keptAsideKey('carc:puzzles', n), `old ${n}`);
    storage.setItem('carc:puzzles', 'broken');
    const store = createStore(storage);
    await store.read('puzzles', checkProgress);
    expect(store.write('puzzles', { done: [] }, 2).ok).toBe(false);
    store.resetAll();
    expect(store.write('puzzles', { done: [] }, 2).ok).toBe(true);
  });
});
