/**
 * Saving the playground in the browser (localStorage) and reading it back.
 *
 * The saved board is checked twice: its shape here, its meaning by the
 * engine (the `validate` function passed in, normally the worker's). A save
 * that fails either check is never dropped: it is copied, exactly as it was,
 * to CORRUPT_KEY, and the caller is told why, so the page can say so.
 */
import { errorText, type PageResult, type SaveProblem } from '../ui/words';
import type { Position, Result } from '../../worker/api';

export const STORAGE_KEY = 'carc.playground.v1';
export const CORRUPT_KEY = 'carc.playground.v1.corrupt';
/** Damaged saves kept aside at once: CORRUPT_KEY, then CORRUPT_KEY.2 … CORRUPT_KEY.5; none is overwritten. */
export const MAX_KEPT_ASIDE = 5;
export const keptAsideKey = (n: number): string => (n === 1 ? CORRUPT_KEY : `${CORRUPT_KEY}.${n}`);
const TILE_LETTER = /^[A-X]$/;
/** Undo steps kept in the save (older ones are dropped). */
export const MAX_SAVED_HISTORY = 60;

export interface SavedPlayground {
  version: 1;
  position: Position;
  /** Earlier positions, oldest first (for Undo). */
  history: Position[];
  /** The tile in hand, a letter or null. */
  hand: string | null;
  /** A game from the bag was started (its bag and drawn tile are in the position); left out in free play. */
  game?: boolean;
}

/** The part of the Storage interface used here (so tests can pass a plain object). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type LoadOutcome =
  | { kind: 'empty' }
  /** `handDropped`: the saved tile in hand was not a tile letter, so the board came back with an empty hand. */
  | { kind: 'restored'; saved: SavedPlayground; handDropped?: string }
  /** `keptAs` is where the unreadable save now is; `saveBlocked` when it could not be moved and must not be overwritten. */
  | { kind: 'corrupt'; reason: string; keptAs: string; saveBlocked: boolean };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Check the shape of a saved playground (not the positions' meaning: that is
 * the engine's job). A tile in hand that is not a letter A–X is not worth
 * losing the board over: it comes back as `droppedHand`, and the hand empty.
 */
const fail = (params: SaveProblem): PageResult<never> => ({ ok: false, error: { code: 'bad-save', params } });

export function parseSaved(text: string): PageResult<SavedPlayground & { droppedHand?: string }> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail({ problem: 'not-json', detail: (e as Error).message });
  }
  if (!isObject(data)) return fail({ problem: 'not-object' });
  if (data.version !== 1) return fail({ problem: 'version', found: String(JSON.stringify(data.version)) });
  if (!isObject(data.position)) return fail({ problem: 'no-position' });
  if (data.history !== undefined && !Array.isArray(data.history)) return fail({ problem: 'history-not-list' });
  const history = (data.history ?? []) as unknown[];
  const badStep = history.findIndex((h) => !isObject(h));
  if (badStep >= 0) return fail({ problem: 'bad-step', step: badStep + 1 });
  const hand = data.hand ?? null;
  if (hand !== null && typeof hand !== 'string') return fail({ problem: 'hand-not-letter' });
  const badHand = hand !== null && !TILE_LETTER.test(hand);
  const value: SavedPlayground & { droppedHand?: string } = {
    version: 1,
    position: data.position as unknown as Position,
    history: history.slice(-MAX_SAVED_HISTORY) as Position[],
    hand: badHand ? null : hand,
  };
  if (data.game === true) value.game = true;
  if (badHand) value.droppedHand = hand;
  return { ok: true, value };
}

export function serializeSaved(saved: SavedPlayground): string {
  return JSON.stringify({ ...saved, history: saved.history.slice(-MAX_SAVED_HISTORY) });
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Copy an unreadable save to the first free kept-aside key (or the one that
 * already holds the same text) and clear the main key; where it ended up.
 * Earlier damaged saves are never overwritten: with every key taken, the save
 * stays where it is and saving is blocked.
 */
function keepAside(storage: StorageLike, text: string): { keptAs: string; saveBlocked: boolean } {
  let keptAs: string | null = null;
  try {
    for (let n = 1; n <= MAX_KEPT_ASIDE && keptAs === null; n++) {
      const key = keptAsideKey(n);
      const there = storage.getItem(key);
      if (there === text) keptAs = key;
      else if (there === null) {
        storage.setItem(key, text);
        keptAs = key;
      }
    }
  } catch {
    keptAs = null;
  }
  // Could not copy it (storage full, or every kept-aside key taken): leave it where it is and do not overwrite it.
  if (keptAs === null) return { keptAs: STORAGE_KEY, saveBlocked: true };
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    /* the copy is safe; the next save overwrites the main key */
  }
  return { keptAs, saveBlocked: false };
}

/**
 * Read the saved playground, checking every position with `validate`.
 * Positions come back in the engine's canonical form.
 */
export async function loadSaved(
  storage: StorageLike,
  validate: (pos: unknown) => Promise<Result<Position>> | Result<Position>,
): Promise<LoadOutcome> {
  let text: string | null;
  try {
    text = storage.getItem(STORAGE_KEY);
  } catch {
    return { kind: 'empty' };
  }
  if (text === null) return { kind: 'empty' };
  const corrupt = (reason: string): LoadOutcome => ({ kind: 'corrupt', reason, ...keepAside(storage, text!) });

  const parsed = parseSaved(text);
  if (!parsed.ok) return corrupt(errorText(parsed.error));
  const saved = parsed.value;
  const position = await validate(saved.position);
  if (!position.ok) return corrupt(`the board: ${errorText(position.error)}`);
  const history: Position[] = [];
  for (let i = 0; i < saved.history.length; i++) {
    const step = await validate(saved.history[i]);
    if (!step.ok) return corrupt(`undo step ${i + 1}: ${errorText(step.error)}`);
    history.push(step.value);
  }
  const { droppedHand, ...rest } = saved;
  const restored: LoadOutcome = { kind: 'restored', saved: { ...rest, position: position.value, history } };
  if (droppedHand !== undefined) restored.handDropped = droppedHand;
  return restored;
}

/** Save; a refusal (private mode, storage full) comes back as a Result to show, never thrown. */
export function saveToStorage(storage: StorageLike, saved: SavedPlayground): PageResult<null> {
  try {
    storage.setItem(STORAGE_KEY, serializeSaved(saved));
    return { ok: true, value: null };
  } catch (e) {
    return { ok: false, error: { code: 'save-failed', params: { reason: message(e) } } };
  }
}

/**
 * Move the saved playground aside (as a damaged save would be), so the page
 * can start afresh without losing it. Where it was kept, or null when there
 * was nothing saved or it could not be moved.
 */
export function setSavedAside(storage: StorageLike): string | null {
  let text: string | null;
  try {
    text = storage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  const { keptAs, saveBlocked } = keepAside(storage, text);
  return saveBlocked ? null : keptAs;
}
