/**
 * The record of a game played on the playground (issue 25): where it started
 * and every move since, as the game record `carcassonne-game/1` lists them
 * (docs/game-format.md): the tile drawn, where it went, its rotation and the
 * meeple, or a tile set aside. Pure functions.
 *
 * The log is kept beside the board's undo history rather than in it: how many
 * of its moves lead to a board is read off the board itself (the tiles drawn
 * from the bag since the start), so undo and redo move along the log, and a
 * move played after an undo replaces the moves that followed. A board that
 * the log cannot have led to (another game, a board opened from a link) has
 * no record, and a move played on it starts a new log there.
 *
 * The start keeps the bag in the order the playground draws it (the tile in
 * hand first): a game record does not keep that order (only which tiles are
 * left), but a share link does, so that the game goes on with the same tiles.
 *
 * The record as a `carcassonne-game/1` file, and a review's link to the moves
 * it reviewed, are in gameRecord.ts (loaded when a game is shared, exported or
 * reviewed).
 */
import type { Position } from '../../worker/api';
import type { GameMoveEntry } from '../../engine/record';

export type { GameMoveEntry };

export interface GameLog {
  /** The board the game started from, the first tile in hand and the rest of the bag in the order drawn. */
  start: Position;
  /** Every move since, in turn (more than lead to the board shown after an undo). */
  moves: GameMoveEntry[];
}

/** Tiles still to come in a position: the one in hand and the bag. */
export const bagSize = (pos: Position): number => (pos.inHand !== undefined ? 1 : 0) + (pos.remaining?.length ?? 0);

/** The moves made from the log's start to reach `pos` (tiles drawn and placed or set aside), by the bag alone. */
export const movesMade = (log: GameLog, pos: Position): number => bagSize(log.start) - bagSize(pos);

/**
 * The moves that led from the log's start to `pos`, or null when `pos` is not a board of this game: other
 * players, more tiles to come than at the start, fewer moves in the log, or a tile of those moves (or of the
 * start) not on the board as it was laid.
 */
export function movesTo(log: GameLog | null, pos: Position): GameMoveEntry[] | null {
  if (!log) return null;
  const n = movesMade(log, pos);
  if (n < 0 || n > log.moves.length) return null;
  if (log.start.players.join('\u0000') !== pos.players.join('\u0000')) return null;
  const moves = log.moves.slice(0, n);
  const placed = moves.filter((m) => !m.discarded);
  if (pos.tiles.length !== log.start.tiles.length + placed.length) return null;
  const onBoard = new Set(pos.tiles.map((t) => `${t.x},${t.y},${t.tile}${t.rot}`));
  const laid = (t: { x?: number; y?: number; tile: string; rot?: number }) => onBoard.has(`${t.x},${t.y},${t.tile}${t.rot}`);
  return log.start.tiles.every(laid) && placed.every(laid) ? moves : null;
}

/** The log after one more move made on `before` (a board of the log's game, or any board: a new log starts there). */
export function withMove(log: GameLog | null, before: Position, move: GameMoveEntry): GameLog {
  const moves = movesTo(log, before);
  if (!log || !moves) return { start: before, moves: [move] };
  return { start: log.start, moves: [...moves, move] };
}

/** A placement as the record lists it (the meeple left out when there is none). */
export function placementEntry(move: { tile: string; x: number; y: number; rot: number; meeple?: string | null }): GameMoveEntry {
  const entry: GameMoveEntry = { tile: move.tile, x: move.x, y: move.y, rot: move.rot };
  if (move.meeple) entry.meeple = move.meeple;
  return entry;
}
