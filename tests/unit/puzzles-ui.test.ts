/**
 * The puzzle trainer's own logic, without a page: the collection read at
 * build time (a bad file stops the build naming the file and the field), the
 * progress kept in the browser (checked on read, the streak), the sets the
 * filters make, "next" within a set, the daily puzzle, and the client's
 * `solve` over a worker stand-in (answer, progress, cancel).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCollection, fieldName } from '../../src/components/puzzles/collection';
import { checkProgress, emptyProgress, record, PROGRESS_VERSION } from '../../src/components/puzzles/progress';
import {
  dailyPuzzle,
  filterFromSearch,
  filterToSearch,
  matches,
  nextInSet,
  placeInSet,
  puzzleHref,
  type PuzzleSummary,
} from '../../src/components/puzzles/sets';
import { signed, wrongText } from '../../src/components/puzzles/words';
import { engineApi, type Position } from '../../src/worker/api';
import { FakeWorker } from './fake-worker';
import { memoryStorage, createStore } from '../../src/components/ui/storage';

const position: Position = {
  format: 'carcassonne-position/1',
  players: ['Red', 'Blue'],
  toPlay: 'Red',
  inHand: 'E',
  tiles: [
    { x: 0, y: 0, tile: 'D', rot: 0 },
    { x: 1, y: 0, tile: 'U', rot: 1 },
  ],
  meeples: [{ player: 'Red', x: 0, y: 0, at: 'N' }],
};

const file = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: 'Close the city',
  themes: ['cities'],
  difficulty: 1,
  objective: 'points',
  position,
  value: 4,
  best: [{ x: 0, y: -1, rot: 2, meeple: null }],
  explanation: 'The cap closes the city for 4.',
  ...extra,
});

describe('the collection, read at build time', () => {
  it('reads good files in collection order: difficulty, then id', () => {
    const read = readCollection({
      '/puzzles/b-two.json': file('b-two', { difficulty: 2 }),
      '/puzzles/c-one.json': file('c-one'),
      '/puzzles/a-one.json': file('a-one'),
    });
    expect(read.map((p) => p.id)).toEqual(['a-one', 'c-one', 'b-two']);
  });

  it('stops the build naming the file and the field', () => {
    expect(() => readCollection({ '/puzzles/bad.json': file('bad', { themes: ['roads', 'weather'] }) })).toThrow(/^puzzles\/bad\.json: themes\[1\]: not-a-theme$/);
    expect(() => readCollection({ '/puzzles/bad.json': file('bad', { best: [{ x: 0, y: -1, rot: 7 }] }) })).toThrow(/^puzzles\/bad\.json: best\[0\]\.rot: rotation$/);
    expect(() => readCollection({ '/puzzles/bad.json': file('bad', { title: undefined }) })).toThrow(/puzzles\/bad\.json: the file as a whole: the field "title" is missing/);
    expect(() => readCollection({ '/puzzles/bad.json': file('bad', { position: { ...position, tiles: [] } }) })).toThrow(/^puzzles\/bad\.json: position: /);
    expect(() => readCollection({ '/puzzles/other-name.json': file('some-id') })).toThrow(/other-name\.json: id: "some-id" should be the file name/);
  });

  it('names fields as a person writes them', () => {
    expect(fieldName(['position', 'remaining', 2])).toBe('position.remaining[2]');
    expect(fieldName([])).toBe('the file as a whole');
  });
});

describe('progress kept in the browser', () => {
  it('accepts what it writes, and counts the streak', () => {
    let p = emptyProgress();
    p = record(p, 'a', 'solved', '2026-11-23');
    p = record(p, 'b', 'solved', '2026-11-23');
    expect(p.streak).toBe(2);
    p = record(p, 'c', 'failed', '2026-11-24');
    expect(p).toMatchObject({ streak: 0, best: 2 });
    expect(p.results.c).toEqual({ result: 'failed', on: '2026-11-24', again: { due: '2026-11-25', step: 0 } });
    const back = checkProgress(JSON.parse(JSON.stringify(p)), PROGRESS_VERSION);
    expect(back).toEqual({ ok: true, value: p });
  });

  it('refuses damaged data, saying where', () => {
    const good = record(emptyProgress(), 'a', 'solved', '2026-11-23');
    expect(checkProgress(good, 3)).toEqual({ ok: false, reason: 'version 3' });
    expect(checkProgress([], PROGRESS_VERSION).ok).toBe(false);
    expect(checkProgress({ ...good, streak: 5 }, PROGRESS_VERSION)).toEqual({ ok: false, reason: 'streak' });
    expect(checkProgress({ ...good, results: { a: { result: 'won', on: '2026-11-23' } } }, PROGRESS_VERSION)).toEqual({ ok: false, reason: 'results.a' });
    expect(checkProgress({ ...good, results: { 'Bad Id': { result: 'solved', on: '2026-11-23' } } }, PROGRESS_VERSION).ok).toBe(false);
    expect(checkProgress({ ...good, results: { a: { result: 'solved', on: 'yesterday' } } }, PROGRESS_VERSION).ok).toBe(false);
  });

  it('a damaged entry is kept aside by the store and reading starts afresh', async () => {
    const storage = memoryStorage({ 'carc:puzzles': '{"version":1,"data":{"results":{},"streak":"many","best":0}}' });
    const store = createStore(storage);
    const read = await store.read('puzzles', checkProgress);
    expect(read).toMatchObject({ kind: 'damaged', reason: 'streak', keptAs: 'carc:puzzles.corrupt' });
    expect(storage.getItem('carc:puzzles.corrupt')).toContain('"many"');
  });
});

describe('sets, next and the daily puzzle', () => {
  const list: PuzzleSummary[] = [
    { id: 'r1', title: 'R1', themes: ['roads'], difficulty: 1, objective: 'points' },
    { id: 'c1', title: 'C1', themes: ['cities'], difficulty: 1, objective: 'points' },
    { id: 'r2', title: 'R2', themes: ['roads', 'stealing'], difficulty: 2, objective: 'final' },
    { id: 'c3', title: 'C3', themes: ['cities'], difficulty: 3, objective: 'endgame' },
    { id: 'r3', title: 'R3', themes: ['roads'], difficulty: 3, objective: 'points' },
  ];
  const themes = ['roads', 'cities', 'stealing'];

  it('filters by theme and difficulty, and reads them back from the address', () => {
    expect(list.filter((p) => matches(p, { theme: 'roads', difficulty: null })).map((p) => p.id)).toEqual(['r1', 'r2', 'r3']);
    expect(list.filter((p) => matches(p, { theme: 'roads', difficulty: 3 })).map((p) => p.id)).toEqual(['r3']);
    expect(filterToSearch({ theme: 'roads', difficulty: 2 })).toBe('?theme=roads&difficulty=2');
    expect(filterFromSearch('?theme=roads&difficulty=2', themes)).toEqual({ theme: 'roads', difficulty: 2 });
    expect(filterFromSearch('?theme=weather&difficulty=9', themes)).toEqual({ theme: null, difficulty: null });
    expect(puzzleHref('r1', { theme: 'roads', difficulty: null })).toBe('/puzzles/r1/?theme=roads');
  });

  it('next keeps to the set, and ends with it', () => {
    const roads = { theme: 'roads', difficulty: null };
    expect(nextInSet(list, 'r1', roads)?.id).toBe('r2');
    expect(nextInSet(list, 'r2', roads)?.id).toBe('r3');
    expect(nextInSet(list, 'r3', roads)).toBeNull();
    expect(nextInSet(list, 'r1', { theme: null, difficulty: null })?.id).toBe('c1');
    expect(placeInSet(list, 'r2', roads)).toEqual({ place: 2, size: 3 });
  });

  it('the daily puzzle depends on the date alone', () => {
    const day = dailyPuzzle(list, '2026-11-23');
    expect(dailyPuzzle([...list], '2026-11-23')).toBe(day);
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((d) => dailyPuzzle(list, d)!.id);
    expect(new Set(week).size).toBeGreaterThan(1);
    expect(dailyPuzzle([], '2026-11-23')).toBeNull();
  });
});

describe('words', () => {
  it('says what a worse move gives and what the best gives', () => {
    expect(wrongText('points', 4, 9)).toBe('That scores 4, but the best move gives 9 points this turn. The tile is back in your hand: try again.');
    expect(wrongText('final', -2, 3)).toBe('That gives a final margin of −2, but the best move gives a final margin of +3. The tile is back in your hand: try again.');
    expect(signed(1.2345)).toBe('+1.23');
  });
});

// ------------------------------------------------------------------ the client's solve

describe('client.solve on the solver worker', () => {
  let client: typeof import('../../src/worker/client');
  const workers: FakeWorker[] = [];
  let api: object = engineApi;

  beforeEach(async () => {
    vi.resetModules();
    client = await import('../../src/worker/client');
    api = engineApi;
    client.configureEngineClientForTests({
      cancelGraceMs: 100,
      createWorker: () => {
        const w = new FakeWorker('solver', api);
        workers.push(w);
        return w;
      },
    });
  });

  afterEach(() => {
    for (const w of workers.splice(0)) w.terminate();
  });

  it('answers as the worker does, under the objective asked for', async () => {
    const r = await client.solve(position, { objective: 'points' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ objective: 'points', tile: 'E', player: 'Red', value: 4, complete: true });
    expect(r.value.best.some((m) => client.sameMove({ tile: 'E', ...m }, { tile: 'E', x: 0, y: -1, rot: 2, meeple: null }))).toBe(true);
    const final = await client.solve(position, { objective: 'final' });
    expect(final.ok && final.value.objective).toBe('final');
  });

  it('passes progress on, and a refusal comes back as a Result', async () => {
    const heard: number[] = [];
    const r = await client.solve({ ...position, remaining: ['U', 'V'] }, { objective: 'endgame' }, { onProgress: (n) => heard.push(n) });
    expect(r.ok).toBe(true);
    expect(heard.length).toBeGreaterThan(0);
    const bad = await client.solve(position, { objective: 'most' as 'points' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-option' } });
  });

  it('cancelling answers at once with `cancelled`', async () => {
    api = {
      ...engineApi,
      solve: () => new Promise(() => {}),
    };
    const controller = new AbortController();
    const running = client.solve(position, { objective: 'points' }, { signal: controller.signal });
    controller.abort();
    expect(await running).toEqual({ ok: false, error: { code: 'cancelled', params: {} } });
    const already = await client.solve(position, {}, { signal: controller.signal });
    expect(already).toEqual({ ok: false, error: { code: 'cancelled', params: {} } });
  });
});
