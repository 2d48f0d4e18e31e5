/**
 * The playground's record of a game (gameLog.ts) as a `carcassonne-game/1`
 * file (docs/game-format.md), and the link between a review and the moves it
 * reviewed: loaded when a game is shared, exported, restored with a record,
 * or reviewed. Pure functions.
 */
import type { GameFile, Level, Position } from '../../worker/api';
import { TILE_DEFS } from '../../engine/tiles';
import type { GameLog } from './gameLog';

/** The bag at the start of the log's game, the tile in hand first. */
export const startBag = (start: Position): string[] => [...(start.inHand !== undefined ? [start.inHand] : []), ...(start.remaining ?? [])];

/** Whether a game starts as every game does: the start tile alone, nobody with a point or a meeple, the first player to play, the rest of the box in the bag. */
export function isStandardStart(start: Position): boolean {
  const [t, ...more] = start.tiles;
  if (more.length || !t || t.tile !== 'D' || t.x !== 0 || t.y !== 0 || t.rot !== 0) return false;
  if ((start.meeples ?? []).length) return false;
  if (Object.values(start.scores ?? {}).some((s) => s !== 0)) return false;
  if (start.toPlay !== undefined && start.toPlay !== start.players[0]) return false;
  const left: Record<string, number> = {};
  for (const d of TILE_DEFS) left[d.letter] = d.count - (d.letter === 'D' ? 1 : 0);
  for (const tile of startBag(start)) left[tile] = (left[tile] ?? 0) - 1;
  return Object.values(left).every((n) => n === 0);
}

/**
 * The game as a `carcassonne-game/1` file (not checked: the engine's `readGame` does that): the log's start, its
 * first `count` moves (all by default), and the level of each seat the computer played.
 */
export function gameFile(log: GameLog, computer: Readonly<Record<string, Level>> = {}, count = log.moves.length): GameFile {
  const { start } = log;
  const file: GameFile = { format: 'carcassonne-game/1', players: [...start.players], moves: log.moves.slice(0, count).map((m) => ({ ...m })) };
  if (start.rules && Object.keys(start.rules).length) file.rules = { ...start.rules };
  if (start.colors && Object.keys(start.colors).length) file.colors = { ...start.colors };
  const seats = start.players.filter((p) => Object.hasOwn(computer, p));
  if (seats.length) file.computer = Object.fromEntries(seats.map((p) => [p, computer[p]]));
  if (!isStandardStart(start)) {
    file.start = { tiles: start.tiles.map((t) => ({ ...t })) };
    if (start.meeples?.length) file.start.meeples = start.meeples.map((m) => ({ ...m }));
    if (start.scores && Object.values(start.scores).some((s) => s !== 0)) file.start.scores = { ...start.scores };
    if (start.toPlay !== undefined && start.toPlay !== start.players[0]) file.start.toPlay = start.toPlay;
    const bag = startBag(start);
    if (bag.length) file.start.remaining = bag;
  }
  return file;
}

/**
 * A short fingerprint of a game file (FNV-1a over its JSON): a review is kept with the fingerprint of the moves
 * it reviewed, and shown only while the game still has them.
 */
export function fingerprint(file: GameFile): string {
  const text = JSON.stringify(file);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(36)}-${text.length.toString(36)}`;
}

/** A review kept with a game: the fingerprint of the moves it reviewed, and the review (storage.ts SavedReview). */
export interface ReviewOfMoves {
  of: string;
  review: { moves: readonly unknown[] };
}

/** The review, while the log still has the very moves it reviewed (a move played after an undo replaces them); null otherwise. */
export function reviewFor<R extends ReviewOfMoves>(review: R | null, log: GameLog | null): R | null {
  if (!review || !log) return null;
  const n = review.review.moves.length;
  return n > 0 && n <= log.moves.length && review.of === fingerprint(gameFile(log, {}, n)) ? review : null;
}
