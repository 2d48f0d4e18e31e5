/**
 * Seats played by the computer in a game from the bag. When such a seat is to
 * play, the solver (in its own worker, src/worker/client.ts `solve`) chooses
 * the move: the best `final` move (the lead if the game ended right after
 * it), and the exact `endgame` move once ENDGAME_TILES or fewer tiles are
 * left in the bag. The computer does not know the bag's order: it is asked
 * with the tiles to come drawn at random. The page never freezes: the search
 * runs in the worker and `thinking` names the seat meanwhile.
 *
 * Undo pauses the computer (otherwise taking back its move would only make it
 * play again); the person resumes it, or it resumes on their next move.
 */
import { useEffect, useState } from 'preact/hooks';
import { solve } from '../../worker/client';
import type { Position, Spot } from '../../worker/api';
import { errorText } from '../ui/words';
import { playerToPlay } from '../board/model';

/** With this many tiles left in the bag or fewer, the computer looks at all of them (the endgame objective). */
export const ENDGAME_TILES = 3;
/** How long the computer may think about one move. */
const THINK_MS = 4000;

export interface ComputerMove {
  tile: string;
  x: number;
  y: number;
  rot: number;
  meeple: Spot | null;
}

interface ComputerArgs {
  position: Position;
  /** A game from the bag is being played and the page is ready for a move. */
  on: boolean;
  /** The seats the computer plays. */
  seats: readonly string[];
  play: (move: ComputerMove) => Promise<{ ok: boolean }>;
  /** The computer could not move (the reason in words): the page says so; the computer pauses. */
  failed: (reason: string) => void;
}

export function useComputer({ position, on, seats, play, failed }: ComputerArgs) {
  const [thinking, setThinking] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const player = playerToPlay(position);
  const tile = position.inHand;
  const due = on && !paused && !!tile && seats.includes(player);

  useEffect(() => {
    if (!due || !tile) return;
    const controller = new AbortController();
    setThinking(player);
    const left = position.remaining?.length ?? 0;
    // The bag's order is the page's secret: the computer reckons with any tile coming next.
    const asked: Position = { ...position, draw: 'random' };
    solve(asked, { objective: left <= ENDGAME_TILES ? 'endgame' : 'final' }, { signal: controller.signal, timeLimitMs: THINK_MS }).then(async (r) => {
      if (controller.signal.aborted) return;
      if (!r.ok) {
        setThinking(null);
        setPaused(true);
        failed(errorText(r.error));
        return;
      }
      // No move at all: the tile fits nowhere, and the page sets it aside and draws again.
      const best = r.value.best[0];
      if (best) await play({ tile, x: best.x, y: best.y, rot: best.rot, meeple: best.meeple });
      if (!controller.signal.aborted) setThinking(null);
    });
    return () => {
      controller.abort();
      setThinking(null);
    };
  }, [due, position]);

  return {
    /** The seat the computer is thinking for, or null. */
    thinking,
    paused,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
  };
}
