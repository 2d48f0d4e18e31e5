import { describe, expect, it } from 'vitest';
import {
  CORRUPT_KEY,
  MAX_KEPT_ASIDE,
  MAX_SAVED_HISTORY,
  keptAsideKey,
  setSavedAside,
  STORAGE_KEY,
  loadSaved,
  parseSaved,
  saveToStorage,
  type SavedPlayground,
  type StorageLike,
} from '../../src/components/playground/storage';
import { validatePosition } from '../../src/engine/api';
import type { Position } from '../../src/worker/api';

class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  failSet = false;
  getItem(k: string) {
    return this.data.has(k) ? this.data.get(k)! : null;
  }
  setItem(k: string, v: string) {
    if (this.failSet) throw new Error('QuotaExceededError: the storage is full');
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const start: Position = {
  format: 'carcassonne-position/1',
  players: ['Red', 'Blue'],
  tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
};
const two: Position = { ...start, tiles: [...start.tiles, { x: 1, y: 0, tile: 'U', rot: 1 }] };
const saved: SavedPlayground = { version: 1, position: two, history: [start], hand: 'V' };

describe('playground save', () => {
  it('saves and restores a board, in the engine’s canonical form', async () => {
    const s = new MemoryStorage();
    expect(saveToStorage(s, saved)).toEqual({ ok: true, value: null });
    const out = await loadSaved(s, validatePosition);
    expect(out.kind).toBe('restored');
    if (out.kind !== 'restored') return;
    expect(out.saved.position.tiles).toEqual(two.tiles);
    expect(out.saved.position.toPlay).toBe('Red');
    expect(out.saved.history).toHaveLength(1);
    expect(out.saved.hand).toBe('V');
  });

  it('nothing saved is not an error', async () => {
    expect(await loadSaved(new MemoryStorage(), validatePosition)).toEqual({ kind: 'empty' });
  });

  it('keeps an unreadable save aside under another key and says why', async () => {
    for (const [text, reason] of [
      ['{"version":1,', /not valid JSON/],
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
      const s = new MemoryStorage();
      s.data.set(STORAGE_KEY, text);
      const out = await loadSaved(s, validatePosition);
      expect(out.kind, text).toBe('corrupt');
      if (out.kind !== 'corrupt') continue;
      expect(out.reason).toMatch(reason);
      expect(out.keptAs).toBe(CORRUPT_KEY);
      expect(out.saveBlocked).toBe(false);
      expect(s.data.get(CORRUPT_KEY)).toBe(text);
      expect(s.data.has(STORAGE_KEY)).toBe(false);
    }
  });

  it('when the damaged save cannot be copied, it stays where it is and saving is blocked', async () => {
    const s = new MemoryStorage();
    s.data.set(STORAGE_KEY, 'garbage');
    s.failSet = true;
    const out = await loadSaved(s, validatePosition);
    expect(out).toMatchObject({ kind: 'corrupt', keptAs: STORAGE_KEY, saveBlocked: true });
    expect(s.data.get(STORAGE_KEY)).toBe('garbage');
  });

  it('a second damaged save never replaces the first one kept aside', async () => {
    const s = new MemoryStorage();
    const texts = Array.from({ length: MAX_KEPT_ASIDE }, (_, i) => `{"broken": ${i}`);
    for (const [i, text] of texts.entries()) {
      s.data.set(STORAGE_KEY, text);
      const out = await loadSaved(s, validatePosition);
      expect(out).toMatchObject({ kind: 'corrupt', keptAs: keptAsideKey(i + 1), saveBlocked: false });
    }
    expect(keptAsideKey(1)).toBe(CORRUPT_KEY);
    expect(keptAsideKey(2)).toBe(`${CORRUPT_KEY}.2`);
    texts.forEach((text, i) => expect(s.data.get(keptAsideKey(i + 1))).toBe(text));
    // The same damaged text again is not copied twice.
    s.data.set(STORAGE_KEY, texts[1]);
    expect(await loadSaved(s, validatePosition)).toMatchObject({ kind: 'corrupt', keptAs: keptAsideKey(2) });
    // Every kept-aside key taken: the new one stays where it is, and saving over it is blocked.
    s.data.set(STORAGE_KEY, 'yet another');
    expect(await loadSaved(s, validatePosition)).toMatchObject({ kind: 'corrupt', keptAs: STORAGE_KEY, saveBlocked: true });
    expect(s.data.get(STORAGE_KEY)).toBe('yet another');
  });

  it('a tile in hand that is not a tile letter is dropped, and the board still comes back', async () => {
    for (const hand of ['Z', 'toString', '"]', 'AB', '']) {
      const s = new MemoryStorage();
      s.data.set(STORAGE_KEY, JSON.stringify({ ...saved, hand }));
      const out = await loadSaved(s, validatePosition);
      expect(out.kind, hand).toBe('restored');
      if (out.kind !== 'restored') continue;
      expect(out.handDropped).toBe(hand);
      expect(out.saved.hand).toBeNull();
      expect(out.saved.position.tiles).toEqual(two.tiles);
      expect(out.saved).not.toHaveProperty('droppedHand');
    }
    const s = new MemoryStorage();
    s.data.set(STORAGE_KEY, JSON.stringify({ ...saved, hand: 'X' }));
    const out = await loadSaved(s, validatePosition);
    expect(out.kind === 'restored' && out.saved.hand).toBe('X');
    expect(out).not.toHaveProperty('handDropped');
  });

  it('setSavedAside keeps the saved board under a kept-aside key and clears the main one', () => {
    const s = new MemoryStorage();
    expect(setSavedAside(s)).toBeNull();
    saveToStorage(s, saved);
    const text = s.data.get(STORAGE_KEY);
    expect(setSavedAside(s)).toBe(CORRUPT_KEY);
    expect(s.data.get(CORRUPT_KEY)).toBe(text);
    expect(s.data.has(STORAGE_KEY)).toBe(false);
  });

  it('a refused save comes back as a Result', () => {
    const s = new MemoryStorage();
    s.failSet = true;
    const r = saveToStorage(s, saved);
    expect(r).toMatchObject({ ok: false, error: { code: 'save-failed', params: { reason: expect.stringContaining('full') } } });
  });

  it('keeps only the last undo steps', () => {
    const long = { ...saved, history: Array.from({ length: MAX_SAVED_HISTORY + 10 }, () => start) };
    const s = new MemoryStorage();
    saveToStorage(s, long);
    const parsed = parseSaved(s.data.get(STORAGE_KEY)!);
    expect(parsed.ok && parsed.value.history.length).toBe(MAX_SAVED_HISTORY);
  });
});
