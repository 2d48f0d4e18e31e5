/**
 * Seats played by the computer in a game from the bag. When such a seat is to
 * play, the computer at the game's level (Beginner, Club or Strong,
 * docs/engine.md "The computer") chooses the move in the solver's worker
 * (src/worker/client.ts `computerMove`); Strong thinks for the time per move
 * the person chose (Club and Beginner answer at once). The computer does not
 * know the bag's order: it is asked with the tiles to come drawn at random.
 * The page never freezes: the search runs in the worker and `thinking` names
 * the seat meanwhile.
 *
 * Undo pauses the computer (otherwise taking back its move would only make it
 * play again); the person resumes it, or it resumes on their next move.
 */
import { useEffect, useState } from 'preact/hooks';
import { computerMove } from '../../worker/client';
import type { Level, Position, Spot } from '../../worker/api';
import { errorText } from '../ui/words';
import { playerToPlay } from '../board/model';
import { testSeed } from './testHooks';

/** Beginner and Club answer at once; this only caps their endgame search on a slow device. */
const QUICK_LEVEL_MS = 1000;

/** A seed for one move: fixed by the test seed and the board under ?test-hooks, random otherwise. */
function moveSeed(position: Position): number {
  const fixed = testSeed();
  if (fixed !== null) return (fixed * 97 + position.tiles.length) >>> 0;
  return Math.floor(Math.random() * 0xffffffff) >>> 0;
}

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
  /** Its level, and Strong's time per move (milliseconds). */
  level: Level;
  strongMs: number;
  play: (move: ComputerMove) => Promise<{ ok: boolean }>;
  /** The computer could not move (the reason in words): the page says so; the computer pauses. */
  failed: (reason: string) => void;
}

export function useComputer({ position, on, seats, level, strongMs, play, failed }: ComputerArgs) {
  const [thinking, setThinking] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const player = playerToPlay(position);
  const tile = position.inHand;
  const due = on && !paused && !!tile && seats.includes(player);

  useEffect(() => {
    if (!due || !tile) return;
    const controller = new AbortController();
    setThinking(player);
    // The bag's order is the page's secret: the computer reckons with any tile coming next.
    const asked: Position = position.remaining?.length ? { ...position, draw: 'random' } : position;
    const timeLimitMs = level === 'strong' ? strongMs : QUICK_LEVEL_MS;
    computerMove(asked, { level, seed: moveSeed(position) }, { signal: controller.signal, timeLimitMs }).then(async (r) => {
      if (controller.signal.aborted) return;
      if (!r.ok) {
        setThinking(null);
        setPaused(true);
        failed(errorText(r.error));
        return;
      }
      // No move at all: the tile fits nowhere, and the page sets it aside and draws again.
      const best = r.value.move;
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
