/**
 * A real game in the playground: the 72 tiles with the start tile on the
 * board and the other 71 shuffled into a bag, kept in the position itself
 * (`remaining`, in the order they will come, `draw: 'in-order'`), the tile
 * drawn for the player to play in `inHand`. Pure functions: the host asks the
 * engine whether a drawn tile fits anywhere and sets it aside when it does
 * not (rulings 1–2: the same player draws again; the game ends when the last
 * tile is placed or the bag runs out).
 *
 * "Bag" here means what is still to be drawn in a game; the board's
 * `remainingTiles()` is another thing (the box minus the board).
 */
import type { Position } from '../../worker/api';
import { remainingTiles } from '../board/model';
import { TILE_LETTERS } from '../../engine/tiles';

/** A small seeded generator (mulberry32): the same seed gives the same shuffle. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from the browser's random source (Math.random where crypto is missing). */
export function randomSeed(): number {
  try {
    return crypto.getRandomValues(new Uint32Array(1))[0];
  } catch {
    return Math.floor(Math.random() * 2 ** 32);
  }
}

/** The tiles of a new game's bag, the box minus the start tile, in catalogue order. */
export function fullBag(start: Position): string[] {
  const left = remainingTiles(start);
  const bag: string[] = [];
  for (const letter of TILE_LETTERS) for (let i = 0; i < (left[letter] ?? 0); i++) bag.push(letter);
  return bag;
}

/** Fisher–Yates with the given generator; the input is not changed. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A new game on `start` (the start tile alone): the shuffled bag, and its first tile drawn into the hand. */
export function startGame(start: Position, seed: number): Position {
  const bag = shuffle(fullBag(start), seededRandom(seed));
  return drawNext({ ...start, remaining: bag, draw: 'in-order' });
}

/** Draw the next tile of the bag into the hand (after a turn, or after setting a tile aside); with the bag empty the hand stays empty. */
export function drawNext(pos: Position): Position {
  const { inHand: _played, remaining, draw: _draw, ...rest } = pos;
  const bag = remaining ?? [];
  if (bag.length === 0) return rest;
  const [next, ...left] = bag;
  return left.length ? { ...rest, inHand: next, remaining: left, draw: 'in-order' } : { ...rest, inHand: next };
}

/** Tiles still in the bag (not counting the one in hand). */
export const bagLeft = (pos: Position): number => pos.remaining?.length ?? 0;

/** A position of a game under way: a tile in hand or tiles to come. */
export const isGameUnderWay = (pos: Position): boolean => pos.inHand !== undefined || bagLeft(pos) > 0;

/**
 * The tiles set aside so far in a game started with the whole box: what the
 * box holds beyond the board, the hand and the bag. In catalogue order.
 */
export function setAsideTiles(pos: Position): string[] {
  const left = remainingTiles(pos);
  if (pos.inHand && left[pos.inHand] !== undefined) left[pos.inHand]--;
  for (const t of pos.remaining ?? []) if (left[t] !== undefined) left[t]--;
  const out: string[] = [];
  for (const letter of TILE_LETTERS) for (let i = 0; i < (left[letter] ?? 0); i++) out.push(letter);
  return out;
}

export type GameState = 'free' | 'playing' | 'over';

/** Where a playground stands: free play, a game under way, or a game ended (`inGame`: a game was started or opened). */
export function gameState(pos: Position, inGame: boolean): GameState {
  if (isGameUnderWay(pos)) return 'playing';
  return inGame ? 'over' : 'free';
}
