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
import { loadSaved, saveToStorage, type CoachSave, type SavedPlayground } from './storage';
import { handFor } from './seats';
import { isGameUnderWay } from './game';

interface SavedGameArgs {
  board: History;
  hand: string | null;
  setHand: (hand: string | null) => void;
  inGame: boolean;
  setInGame: (on: boolean) => void;
  /** The seats the computer plays (kept with the game). */
  computer: readonly string[];
  setComputer: (seats: string[]) => void;
  /** The game's record, review, level and aids (storage.ts CoachSave), and what to do with them when a save is restored. */
  coach: CoachSave;
  restoreCoach: (coach: CoachSave) => void;
  /** Tell the player (restored, damaged, not saved). */
  say: (notice: { tone: 'info' | 'error'; text: string }) => void;
}

/** `loaded`: the save was read (or there was none, or it could not be); the page may play from now on. */
export function useSavedGame({ board, hand, setHand, inGame, setInGame, computer, setComputer, coach, restoreCoach, say }: SavedGameArgs): { loaded: boolean } {
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
    const validate = (pos: unknown) => ask('validate', pos);
    loadSaved(store, validate).then(
      async (outcome) => {
        if (!alive) return;
        if (outcome.kind === 'restored') {
          const { position: pos, history: steps, hand: saved, game: savedGame, computer: seats } = outcome.saved;
          // A game's record and the rest are read by a module of their own, loaded only when a save has them.
          const kept = outcome.saved.coach === undefined ? null : await import('./coachSave').then((m) => m.restoreCoach(outcome.saved.coach, validate));
          if (!alive) return;
          board.reset(pos, steps);
          restoreCoach(kept?.coach ?? {});
          setComputer((seats ?? []).filter((s) => pos.players.includes(s)));
          setHand(handFor(pos, saved));
          setInGame(savedGame === true || isGameUnderWay(pos));
          const dropped = outcome.handDropped;
          const words = [bt('playground.restored')];
          if (dropped !== undefined) words.push(bt('playground.handDropped', { hand: printable(clip(dropped, 12)) }));
          if (kept?.dropped) words.push(kept.dropped);
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
    if (Object.values(coach).some((v) => v !== undefined)) saved.coach = coach;
    const r = saveToStorage(store, saved);
    if (!r.ok) say({ tone: 'error', text: bt('playground.saveFailed', { reason: errorText(r.error) }) });
  }, [loaded, saveBlocked, position, past, hand, inGame, computer, coach]);

  return { loaded };
}
