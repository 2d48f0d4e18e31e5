/**
 * The playground's save: on the first render the saved game is read (each
 * position checked by the engine) and put on the board; from then on every
 * change is saved. A save that cannot be read is kept aside and reported
 * (./storage.ts), and while it could not be moved nothing overwrites it.
 */
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { ask } from '../ui/useEngine';
import { siteStore } from '../ui/storage';
import { errorText, printable } from '../ui/words';
import { clip } from '../ui/text';
import { bt } from '../board/strings';
import '../../i18n/playground';
import type { History } from './useHistory';
import { loadSaved, saveToStorage, type SavedPlayground } from './storage';
import { handFor } from './seats';
import { isGameUnderWay } from './game';
import type { GameLog } from './gameLog';

/** What a save keeps of a game beyond the board: its record and review, the computer's level, the table aids. */
export type GameExtras = Pick<SavedPlayground, 'log' | 'review' | 'level' | 'strongMs' | 'aids'>;

/** The engine's word on a saved record: null when it reads, otherwise why not. */
const checkLog = async (log: GameLog) => {
  const { gameFile } = await import('./gameRecord');
  const r = await ask('readGame', gameFile(log));
  return r.ok ? null : errorText(r.error);
};

interface SavedGameArgs {
  board: History;
  hand: string | null;
  setHand: (hand: string | null) => void;
  inGame: boolean;
  setInGame: (on: boolean) => void;
  /** The seats the computer plays (kept with the game). */
  computer: readonly string[];
  setComputer: (seats: string[]) => void;
  /** The game's record, review, level and aids, as saved, and what to do with them when a save is restored. */
  extras: GameExtras;
  restoreExtras: (extras: GameExtras) => void;
  /** Tell the player (restored, damaged, not saved). */
  say: (notice: { tone: 'info' | 'error'; text: string }) => void;
}

/** `loaded`: the save was read (or there was none, or it could not be); the page may play from now on. */
export function useSavedGame({ board, hand, setHand, inGame, setInGame, computer, setComputer, extras, restoreExtras, say }: SavedGameArgs): { loaded: boolean } {
  const [loaded, setLoaded] = useState(false);
  const [saveBlocked, setSaveBlocked] = useState(false);
  const { position, past } = board;

  useEffect(() => {
    let alive = true;
    const store = siteStore();
    if (store === null) {
      setSaveBlocked(true);
      say({ tone: 'error', text: bt('playground.saveFailed', { reason: bt('playground.noStorage') }) });
      setLoaded(true);
      return;
    }
    loadSaved(store, (pos) => ask('validate', pos), checkLog).then(
      (outcome) => {
        if (!alive) return;
        if (outcome.kind === 'restored') {
          const { position: pos, history: steps, hand: saved, game: savedGame, computer: seats, log, review, level, strongMs, aids } = outcome.saved;
          board.reset(pos, steps);
          restoreExtras({ log, review, level, strongMs, aids });
          setComputer((seats ?? []).filter((s) => pos.players.includes(s)));
          setHand(handFor(pos, saved));
          setInGame(savedGame === true || isGameUnderWay(pos));
          const dropped = outcome.handDropped;
          const words = [bt('playground.restored')];
          if (dropped !== undefined) words.push(bt('playground.handDropped', { hand: printable(clip(dropped, 12)) }));
          if (outcome.logDropped !== undefined) words.push(bt('playground.logDropped', { reason: printable(clip(outcome.logDropped, 200)) }));
          say({ tone: 'info', text: words.join(' ') });
        } else if (outcome.kind === 'corrupt') {
          setSaveBlocked(outcome.saveBlocked);
          say({ tone: 'error', text: bt('playground.corrupt', { reason: outcome.reason, key: outcome.keptAs }) });
        }
        setLoaded(true);
      },
      () => {
        // The engine did not start: the board says so. Leave any save untouched.
        if (!alive) return;
        setSaveBlocked(true);
        setLoaded(true);
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  // Saved in the same task as the render that shows the change (a layout effect, not an effect after the
  // next paint): a reload or a closed tab right after a move never loses it.
  useLayoutEffect(() => {
    if (!loaded || saveBlocked) return;
    const store = siteStore();
    if (store === null) return;
    const saved: SavedPlayground = {
      version: 1,
      position,
      history: past,
      hand,
      ...(inGame ? { game: true } : {}),
      ...(inGame && computer.length ? { computer: [...computer] } : {}),
    };
    // What a game keeps beyond the board, when there is any (a save of free play stays as it was before).
    for (const key of ['log', 'review', 'level', 'strongMs', 'aids'] as const) {
      if (extras[key] !== undefined) (saved as unknown as Record<string, unknown>)[key] = extras[key];
    }
    const r = saveToStorage(store, saved);
    if (!r.ok) say({ tone: 'error', text: bt('playground.saveFailed', { reason: errorText(r.error) }) });
  }, [loaded, saveBlocked, position, past, hand, inGame, computer, extras.log, extras.review, extras.level, extras.strongMs, extras.aids]);

  return { loaded };
}
