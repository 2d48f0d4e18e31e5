/**
 * What the board's status line says when nobody has said anything else: what
 * the person can do now, in the words of their device (taps on a phone); and
 * what the keyboard cursor is on.
 */
import { bt } from './strings';
import type { BoardProps } from './types';

/** After laying a tile: where the meeple may go, or that none can. */
export function meepleHintText(player: string, openSpots: number): string {
  return openSpots ? bt('board.hint.meeple', { player, count: openSpots }) : bt('board.hint.meepleNone', { player });
}

export interface HintState {
  interaction: NonNullable<BoardProps['interaction']>;
  hand: string | null;
  player: string;
  /** Meeple spots open on the tile waiting for its meeple; null when no tile is waiting. */
  openSpots: number | null;
  /** The host offers no cell for the tile in hand. */
  noPlace: boolean;
  touch: boolean;
}

export function boardHint(h: HintState): string {
  if (h.interaction === 'edit') return bt('board.hint.edit');
  if (h.interaction !== 'play') return bt('board.hint.view');
  if (!h.hand) return bt('board.hint.pickTile');
  if (h.openSpots !== null) return meepleHintText(h.player, h.openSpots);
  if (h.noPlace) return bt('board.hint.noPlace', { tile: h.hand });
  return bt(h.touch ? 'board.hint.placeTouch' : 'board.hint.place', { player: h.player, tile: h.hand });
}

/**
 * The keyboard cursor's cell in words: the tile on it, or for the tile in hand whether it fits
 * (`fitting`: the rotations that fit there, null when nothing is offered; `fitsNow`: as it is turned).
 */
export function cursorText(cell: { x: number; y: number }, tileThere: string | null, hand: string | null, fitting: readonly number[] | null, fitsNow: boolean): string {
  let what: string;
  if (tileThere) what = bt('board.cursorTile', { tile: tileThere });
  else if (hand && fitting) {
    what = fitting.length === 0 ? bt('board.cursorNoFit', { tile: hand }) : fitsNow ? bt('board.cursorFits', { tile: hand }) : bt('board.cursorFitsOther', { tile: hand });
  } else what = bt('board.cursorEmpty');
  return bt('board.cursorAt', { x: cell.x, y: cell.y, what });
}
