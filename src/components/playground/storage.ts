/**
 * Saving the playground in the browser and reading it back, through the
 * site's one storage module (src/components/ui/storage.ts) under the entry
 * `playground` (key `carc:playground`, version 1).
 *
 * The saved board is checked twice: its shape here, its meaning by the
 * engine (the `validate` function passed in, normally the worker's). A save
 * that fails either check is never dropped: the store copies it, exactly as
 * it was, to a kept-aside key, and the caller is told why, so the page can
 * say so. A save of the older form (`carc.playground.v1`, no envelope) is
 * read the same way and moved to the new key.
 *
 * A game's record, its review, the computer's level and the table aids
 * (issue 25) came later as one optional field of the same version (`coach`),
 * read and checked by coachSave.ts when there is one: older saves read as
 * they are, and a record that cannot be read is not worth losing the board
 * over (it is left out, and the person told).
 */
import { errorText, type PageResult, type SaveProblem } from '../ui/words';
import { storageKey, type Store, type StoreError } from '../ui/storage';
import type { GameReview, Level, Position, Result } from '../../worker/api';
import type { GameLog } from './gameLog';

/** The playground's entry in the site store, and its format version. */
export const SAVE_NAME = 'playground';
export const SAVE_VERSION = 1;
/** Where the playground's save lived before the site store (read once and moved). */
export const LEGACY_KEY = 'carc.playground.v1';
/** The key the save is under (`carc:playground`). */
export const STORAGE_KEY = storageKey(SAVE_NAME);
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
  /** The seats of the game the computer plays (player names); left out when none. */
  computer?: string[];
  /** What a game keeps beyond the board (coachSave.ts checks it when it is read back); left out when there is none. */
  coach?: CoachSave;
}

/** A game's record, its review, the computer's level and the aids at the table, as saved. */
export interface CoachSave {
  /** The computer's level, and Strong's time per move in milliseconds. */
  level?: Level;
  strongMs?: number;
  /** The game's record: its start and every move since. */
  log?: GameLog;
  /** The game's review, once worked out. */
  review?: SavedReview;
  /** The aids at the table, switched on or off (left out: as the kind of game has them). */
  aids?: boolean;
}

/** A review kept with the game: the fingerprint of the moves it reviewed (gameLog.ts), and the review. */
export interface SavedReview {
  of: string;
  review: GameReview;
}


export type LoadOutcome =
  | { kind: 'empty' }
  /** `handDropped`: the saved tile in hand was not a tile letter, so the board came back with an empty hand. */
  | { kind: 'restored'; saved: SavedPlayground; handDropped?: string }
  /** `keptAs` is where the unreadable save now is; `saveBlocked` when it could not be moved and must not be overwritten. */
  | { kind: 'corrupt'; reason: string; keptAs: string; saveBlocked: boolean };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const fail = (params: SaveProblem): PageResult<never> => ({ ok: false, error: { code: 'bad-save', params } });

/**
 * Check the shape of a saved playground (not the positions' meaning: that is
 * the engine's job). A tile in hand that is not a letter A–X is not worth
 * losing the board over: it comes back as `droppedHand`, and the hand empty.
 * `version` is the store envelope's (an older save carries it inside).
 */
export function parseSaved(data: unknown, version: number = SAVE_VERSION): PageResult<SavedPlayground & { droppedHand?: string }> {
  if (!isObject(data)) return fail({ problem: 'not-object' });
  const inner = data.version ?? version;
  if (inner !== SAVE_VERSION || version !== SAVE_VERSION) return fail({ problem: 'version', found: String(JSON.stringify(inner !== SAVE_VERSION ? inner : version)) });
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
  // Seats the computer plays: names only; anything else is not worth losing the board over, and is left out.
  if (Array.isArray(data.computer)) {
    const seats = data.computer.filter((n): n is string => typeof n === 'string' && n.length <= 100).slice(0, 6);
    if (seats.length) value.computer = seats;
  }
  // A game's record and the rest, as it is: coachSave.ts reads it.
  if (isObject(data.coach)) value.coach = data.coach as CoachSave;
  if (badHand) value.droppedHand = hand;
  return { ok: true, value };
}

/** What is written under the entry (the undo history cut to its last MAX_SAVED_HISTORY steps). */
export function toSaved(saved: SavedPlayground): SavedPlayground {
  return { ...saved, history: saved.history.slice(-MAX_SAVED_HISTORY) };
}

type Validate = (pos: unknown) => Promise<Result<Position>> | Result<Position>;

/**
 * Read the saved playground, checking every position with `validate`.
 * Positions come back in the engine's canonical form.
 */
export async function loadSaved(store: Store, validate: Validate): Promise<LoadOutcome> {
  let dropped: string | undefined;
  const outcome = await store.read<SavedPlayground>(
    SAVE_NAME,
    async (data, version) => {
      const parsed = parseSaved(data, version);
      if (!parsed.ok) return { ok: false, reason: errorText(parsed.error) };
      const { droppedHand, ...saved } = parsed.value;
      dropped = droppedHand;
      const position = await validate(saved.position);
      if (!position.ok) return { ok: false, reason: `the board: ${errorText(position.error)}` };
      const history: Position[] = [];
      for (let i = 0; i < saved.history.length; i++) {
        const step = await validate(saved.history[i]);
        if (!step.ok) return { ok: false, reason: `undo step ${i + 1}: ${errorText(step.error)}` };
        history.push(step.value);
      }
      return { ok: true, value: { ...saved, position: position.value, history } };
    },
    { legacyKey: LEGACY_KEY },
  );
  switch (outcome.kind) {
    case 'empty':
      return { kind: 'empty' };
    case 'damaged':
      return { kind: 'corrupt', reason: outcome.reason, keptAs: outcome.keptAs, saveBlocked: outcome.saveBlocked };
    case 'ok': {
      const restored: LoadOutcome = { kind: 'restored', saved: outcome.value };
      if (dropped !== undefined) restored.handDropped = dropped;
      return restored;
    }
  }
}

function storeReason(error: StoreError): string {
  switch (error.code) {
    case 'storage-refused':
      return error.params.detail;
    case 'save-blocked':
      return `a damaged save under ${error.params.key} could not be kept aside`;
    default:
      return error.code;
  }
}

/** Save; a refusal (private mode, storage full) comes back as a Result to show, never thrown. */
export function saveToStorage(store: Store, saved: SavedPlayground): PageResult<null> {
  const r = store.write(SAVE_NAME, toSaved(saved), SAVE_VERSION);
  return r.ok ? r : { ok: false, error: { code: 'save-failed', params: { reason: storeReason(r.error) } } };
}

/**
 * Move the saved playground aside (as a damaged save would be), so the page
 * can start afresh without losing it. Where it was kept, or null when there
 * was nothing saved or it could not be moved.
 */
export function setSavedAside(store: Store): string | null {
  return store.setAside(SAVE_NAME);
}
