import { describe, expect, it } from 'vitest';
import {
  LEGACY_KEY,
  MAX_SAVED_HISTORY,
  setSavedAside,
  STORAGE_KEY,
  loadSaved,
  parseSaved,
  saveToStorage,
  type SavedPlayground,
} from '../../src/components/playground/storage';
import { MAX_KEPT_ASIDE, createStore, keptAsideKey, memoryStorage, type Store } from '../../src/components/ui/storage';
import { validatePosition } from '../../src/engine/api';
import { readGame } from '../../src/engine/record';
import { reviewGame } from '../../src/engine/review';
import { createEngineApi, type Position } from '../../src/worker/api';
import type { GameLog } from '../../src/components/playground/gameLog';
import { fingerprint, gameFile } from '../../src/components/playground/gameRecord';
import { isReview } from '../../src/components/playground/reviewCheck';
import { restoreCoach } from '../../src/components/playground/coachSave';

/** A store over memory whose writes can be made to fail (storage full), and the map behind it. */
function memory(): { store: Store; data: Map<string, string>; failSet: boolean } {
  const storage = memoryStorage();
  const s = {
    failSet: false,
    data: {
      get: (k: string) => storage.getItem(k) ?? undefined,
      set: (k: string, v: string) => storage.setItem(k, v),
      has: (k: string) => storage.getItem(k) !== null,
    } as unknown as Map<string, string>,
    store: undefined as unknown as Store,
  };
  s.store = createStore({
    get length() {
      return storage.length;
    },
    key: (i) => storage.key(i),
    getItem: (k) => storage.getItem(k),
    setItem: (k, v) => {
      if (s.failSet) throw new Error('QuotaExceededError: the storage is full');
      storage.setItem(k, v);
    },
    removeItem: (k) => storage.removeItem(k),
  });
  return s;
}

const CORRUPT_KEY = keptAsideKey(STORAGE_KEY, 1);
/** A save as the store writes it: the entry's envelope around the saved playground. */
const envelope = (data: unknown): string => JSON.stringify({ version: 1, data });

const start: Position = {
  format: 'carcassonne-position/1',
  players: ['Red', 'Blue'],
  tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
};
const two: Position = { ...start, tiles: [...start.tiles, { x: 1, y: 0, tile: 'U', rot: 1 }] };
const saved: SavedPlayground = { version: 1, position: two, history: [start], hand: 'V' };

describe('playground save', () => {
  it('saves and restores a board, in the engine’s canonical form', async () => {
    const s = memory();
    expect(saveToStorage(s.store, saved)).toEqual({ ok: true, value: null });
    const out = await loadSaved(s.store, validatePosition);
    expect(out.kind).toBe('restored');
    if (out.kind !== 'restored') return;
    expect(out.saved.position.tiles).toEqual(two.tiles);
    expect(out.saved.position.toPlay).toBe('Red');
    expect(out.saved.history).toHaveLength(1);
    expect(out.saved.hand).toBe('V');
  });

  it('nothing saved is not an error', async () => {
    expect(await loadSaved(memory().store, validatePosition)).toEqual({ kind: 'empty' });
  });

  it('keeps an unreadable save aside under another key and says why (the older form and the store’s)', async () => {
    for (const [text, reason] of [
      ['{"version":1,', /not JSON/],
      ['[1,2]', /not an object/],
      ['{"version":2,"position":{}}', /version is 2, not 1/],
      ['{"version":1}', /no position/],
      ['{"version":1,"position":{},"history":{}}', /undo history is not a list/],
      ['{"version":1,"position":{},"history":[1]}', /undo step 1 is not a position/],
      ['{"version":1,"position":{},"hand":3}', /tile in hand/],
      [
        JSON.stringify({ ...saved, position: { ...two, tiles: [{ x: 0, y: 0, tile: 'Z', rot: 0 }] } }),
        /the board: .*"Z" is not a tile/,
      ],
      [JSON.stringify({ ...saved, history: [start, { format: 'nope' }] }), /undo step 2: .*format/],
    ] as const) {
      // The same save under the older key (no envelope) and under the store's key (in its envelope).
      let json: unknown = undefined;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON: stored as it is under both keys */
      }
      for (const [key, stored] of [
        [LEGACY_KEY, text],
        [STORAGE_KEY, json === undefined ? text : envelope(json)],
      ] as const) {
        const s = memory();
        s.data.set(key, stored);
        const out = await loadSaved(s.store, validatePosition);
        expect(out.kind, `${key}: ${text}`).toBe('corrupt');
        if (out.kind !== 'corrupt') continue;
        expect(out.reason).toMatch(reason);
        expect(out.keptAs).toBe(keptAsideKey(key, 1));
        expect(out.saveBlocked).toBe(false);
        expect(s.data.get(keptAsideKey(key, 1))).toBe(stored);
        expect(s.data.has(key)).toBe(false);
      }
    }
  });

  it('a save of the older form is restored and moved to the store’s key', async () => {
    const s = memory();
    s.data.set(LEGACY_KEY, JSON.stringify(saved));
    const out = await loadSaved(s.store, validatePosition);
    expect(out.kind === 'restored' && out.saved.position.tiles).toEqual(two.tiles);
    expect(s.data.has(LEGACY_KEY)).toBe(false);
    expect(JSON.parse(s.data.get(STORAGE_KEY)!)).toMatchObject({ version: 1, data: { hand: 'V' } });
  });

  it('when the damaged save cannot be copied, it stays where it is and saving is blocked', async () => {
    const s = memory();
    s.data.set(STORAGE_KEY, 'garbage');
    s.failSet = true;
    const out = await loadSaved(s.store, validatePosition);
    expect(out).toMatchObject({ kind: 'corrupt', keptAs: STORAGE_KEY, saveBlocked: true });
    expect(s.data.get(STORAGE_KEY)).toBe('garbage');
  });

  it('a second damaged save never replaces the first one kept aside', async () => {
    const s = memory();
    const texts = Array.from({ length: MAX_KEPT_ASIDE }, (_, i) => `{"broken": ${i}`);
    for (const [i, text] of texts.entries()) {
      s.data.set(STORAGE_KEY, text);
      const out = await loadSaved(s.store, validatePosition);
      expect(out).toMatchObject({ kind: 'corrupt', keptAs: keptAsideKey(STORAGE_KEY, i + 1), saveBlocked: false });
    }
    expect(keptAsideKey(STORAGE_KEY, 1)).toBe(CORRUPT_KEY);
    expect(keptAsideKey(STORAGE_KEY, 2)).toBe(`${CORRUPT_KEY}.2`);
    texts.forEach((text, i) => expect(s.data.get(keptAsideKey(STORAGE_KEY, i + 1))).toBe(text));
    // The same damaged text again is not copied twice.
    s.data.set(STORAGE_KEY, texts[1]);
    expect(await loadSaved(s.store, validatePosition)).toMatchObject({ kind: 'corrupt', keptAs: keptAsideKey(STORAGE_KEY, 2) });
    // Every kept-aside key taken: the new one stays where it is, and saving over it is blocked.
    s.data.set(STORAGE_KEY, 'yet another');
    expect(await loadSaved(s.store, validatePosition)).toMatchObject({ kind: 'corrupt', keptAs: STORAGE_KEY, saveBlocked: true });
    expect(s.data.get(STORAGE_KEY)).toBe('yet another');
  });

  it('a tile in hand that is not a tile letter is dropped, and the board still comes back', async () => {
    for (const hand of ['Z', 'toString', '"]', 'AB', '']) {
      const s = memory();
      s.data.set(STORAGE_KEY, envelope({ ...saved, hand }));
      const out = await loadSaved(s.store, validatePosition);
      expect(out.kind, hand).toBe('restored');
      if (out.kind !== 'restored') continue;
      expect(out.handDropped).toBe(hand);
      expect(out.saved.hand).toBeNull();
      expect(out.saved.position.tiles).toEqual(two.tiles);
      expect(out.saved).not.toHaveProperty('droppedHand');
    }
    const s = memory();
    s.data.set(STORAGE_KEY, envelope({ ...saved, hand: 'X' }));
    const out = await loadSaved(s.store, validatePosition);
    expect(out.kind === 'restored' && out.saved.hand).toBe('X');
    expect(out).not.toHaveProperty('handDropped');
  });

  it('setSavedAside keeps the saved board under a kept-aside key and clears the main one', () => {
    const s = memory();
    expect(setSavedAside(s.store)).toBeNull();
    saveToStorage(s.store, saved);
    const text = s.data.get(STORAGE_KEY);
    expect(setSavedAside(s.store)).toBe(CORRUPT_KEY);
    expect(CORRUPT_KEY).toBe('carc:playground.corrupt');
    expect(s.data.get(CORRUPT_KEY)).toBe(text);
    expect(s.data.has(STORAGE_KEY)).toBe(false);
  });

  it('a refused save comes back as a Result', () => {
    const s = memory();
    s.failSet = true;
    const r = saveToStorage(s.store, saved);
    expect(r).toMatchObject({ ok: false, error: { code: 'save-failed', params: { reason: expect.stringContaining('full') } } });
  });

  it('keeps only the last undo steps', () => {
    const long = { ...saved, history: Array.from({ length: MAX_SAVED_HISTORY + 10 }, () => start) };
    const s = memory();
    saveToStorage(s.store, long);
    const parsed = parseSaved(JSON.parse(s.data.get(STORAGE_KEY)!).data);
    expect(parsed.ok && parsed.value.history.length).toBe(MAX_SAVED_HISTORY);
  });
});

describe('a game’s record, its review, the computer’s level and the aids are kept with the board (issue 25)', () => {
  const api = createEngineApi();
  const validate = async (pos: unknown) => validatePosition(pos);
  const inGame: Position = { ...two, inHand: 'V', remaining: ['E', 'K'], draw: 'in-order', toPlay: 'Blue' };
  const log: GameLog = { start: { ...start, inHand: 'U', remaining: ['V', 'E', 'K'], draw: 'in-order' }, moves: [{ tile: 'U', x: 1, y: 0, rot: 1 }] };
  const read = readGame(gameFile(log));
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  const review = { of: fingerprint(gameFile(log)), review: reviewGame(read.value) };
  const coach = { level: 'club' as const, strongMs: 2000, aids: true, log, review };
  const full: SavedPlayground = { ...saved, position: inGame, hand: null, game: true, computer: ['Blue'], coach };

  it('the save keeps them as they were written, and reading them back keeps them whole, the record checked by the engine', async () => {
    const s = memory();
    expect(saveToStorage(s.store, full).ok).toBe(true);
    const out = await loadSaved(s.store, validatePosition);
    expect(out.kind).toBe('restored');
    if (out.kind !== 'restored') return;
    expect(out.saved).toMatchObject({ computer: ['Blue'], game: true });
    const back = await restoreCoach(out.saved.coach, validate, api.readGame);
    expect(back.dropped).toBeNull();
    expect(back.coach).toMatchObject({ level: 'club', strongMs: 2000, aids: true });
    expect(back.coach.log?.moves).toEqual(log.moves);
    expect(back.coach.review?.of).toBe(review.of);
    expect(back.coach.review?.review.moves).toHaveLength(1);
  });

  it('a save from before games had records reads as it did', async () => {
    const s = memory();
    s.data.set(STORAGE_KEY, envelope({ version: 1, position: inGame, history: [two], hand: null, game: true, computer: ['Blue'] }));
    const out = await loadSaved(s.store, validatePosition);
    expect(out.kind === 'restored' && out.saved).toMatchObject({ game: true, computer: ['Blue'] });
    expect(out.kind === 'restored' && out.saved).not.toHaveProperty('coach');
  });

  it('a record the engine refuses is left out with its review, and the reason is given; the rest is kept', async () => {
    const bad = await restoreCoach({ ...coach, log: { ...log, moves: [{ tile: 'U', x: 5, y: 5, rot: 1 }] } }, validate, api.readGame);
    expect(bad.dropped).toMatch(/^Its game’s record could not be read \(Move 1 \(Red with "U"\)/);
    expect(bad.coach).toEqual({ level: 'club', strongMs: 2000, aids: true });
    const shapeless = await restoreCoach({ ...coach, log: { start: inGame, moves: [{ tile: 'U', x: 'one', y: 0, rot: 1 }] } }, validate, api.readGame);
    expect(shapeless.dropped).toContain('In move 1, x: expected a number but found "one".');
    const notALog = await restoreCoach({ ...coach, log: 'U' }, validate, api.readGame);
    expect(notALog.dropped).toContain('it is not a game record');
    const badStart = await restoreCoach({ ...coach, log: { ...log, start: { ...log.start, tiles: [{ x: 0, y: 0, tile: 'Z', rot: 0 }] } } }, validate, api.readGame);
    expect(badStart.dropped).toMatch(/"Z" is not a tile/);
  });

  it('values the page does not offer are left out; a review is kept by its outline, and checked in full by its panel', async () => {
    const odd = await restoreCoach({ ...coach, level: 'grandmaster', strongMs: 1500, aids: 'yes', review: { of: review.of, review: { moves: 'all' } } }, validate, api.readGame);
    expect(odd.coach).toEqual({ log });
    expect(isReview(review.review, 2)).toBe(true);
    expect(isReview({ ...review.review, moves: [{ move: 2 }] }, 2)).toBe(false);
    expect(isReview({ ...review.review, moves: [{ ...review.review.moves[0], player: 2 }] }, 2)).toBe(false);
    expect(isReview(review.review, 3)).toBe(false);
    expect(api.readGame(gameFile(log)).ok).toBe(true);
  });
});
