/**
 * A move of the playground in words, for the board's status line, the game
 * bar and screen readers: who laid which tile, which meeple, what it scored.
 * Where the tile went is never given as coordinates: the last move is framed
 * on the board (a `last` mark), and the sentence points at the frame.
 */
import type { PlaceReport } from '../../worker/api';
import type { TurnMove } from '../board/types';
import { scoreEventText, spotText } from '../board/describe';
import { bt } from '../board/strings';
import '../../i18n/playground';

/** One move as played: enough to word it again later (after an undo, in the game bar). */
export interface MoveNote {
  player: string;
  /** The seat is played by the computer. */
  computer: boolean;
  move: TurnMove;
  completed: PlaceReport['completed'];
}

/** "Blue (the computer)" for a computer's seat, the name alone otherwise. */
export const seatName = (player: string, computer: boolean): string => (computer ? bt('game.computerName', { player }) : player);

/**
 * The move in one or more sentences. `framed`: the move is the one framed on the board (the last one), and the
 * sentence says so; `quiet`: a move that scored nothing says so (for the computer's moves, whose points are news).
 */
export function moveText(note: MoveNote, { framed = false, quiet = false }: { framed?: boolean; quiet?: boolean } = {}): string {
  const { move } = note;
  const player = seatName(note.player, note.computer);
  const base = move.meeple
    ? bt(framed ? 'game.laidFramedMeeple' : 'game.laidMeeple', { player, tile: move.tile, spot: spotText(move.tile, move.rot, move.meeple) })
    : bt(framed ? 'game.laidFramed' : 'game.laid', { player, tile: move.tile });
  const scored = note.completed.map(scoreEventText);
  if (quiet && scored.length === 0) scored.push(bt('game.scoredNothing'));
  return [base, ...scored].join(' ');
}
