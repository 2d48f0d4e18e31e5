/**
 * Game flow: a seeded shuffled draw pile, turns, discarding tiles that fit
 * nowhere, the end when the pile is empty, and random players for self-play.
 */
import { Board } from './board';
import { canPlaceAnywhere, randomPlacement } from './moves';
import { withDefaults, type Rules } from './rules';
import { finalScore, type FinalScore } from './scoring';
import { START_TILE, TILE_DEFS, tileTypeIndex } from './tiles';

/** A small, fast, seedable random number generator (sfc32). */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }
  /** A 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  /** An integer in 0..n-1. */
  int(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }
}

const START_TYPE = tileTypeIndex(START_TILE);

/** The 71 tiles other than the start tile, shuffled. */
export function shuffledPile(rng: Rng): Uint8Array {
  return fillPile(new Uint8Array(71), rng);
}

/** Shuffle the 71 tiles other than the start tile into `pile`. */
function fillPile(pile: Uint8Array, rng: Rng): Uint8Array {
  let n = 0;
  for (let t = 0; t < TILE_DEFS.length; t++) {
    const count = TILE_DEFS[t].count - (t === START_TYPE ? 1 : 0);
    for (let k = 0; k < count; k++) pile[n++] = t;
  }
  for (let i = pile.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = pile[i];
    pile[i] = pile[j];
    pile[j] = tmp;
  }
  return pile;
}

/** A new game: the start tile on (0, 0), the first player to play. */
function newBoard(players: number, rules?: Partial<Rules>): Board {
  const board = new Board(players, withDefaults(rules));
  board.putTile(START_TYPE, 0, 0, 0);
  return board;
}

export interface Game {
  board: Board;
  pile: Uint8Array;
  /** Next tile to draw. */
  next: number;
  /** Tiles that fitted nowhere and were put out of the game. */
  discarded: number[];
}

export function newGame(players: number, seed: number, rules?: Partial<Rules>): Game {
  const rng = new Rng(seed);
  return { board: newBoard(players, rules), pile: shuffledPile(rng), next: 0, discarded: [] };
}

/** Start `game` again with a new seed, reusing its board and pile (for self-play at speed). */
export function restartGame(game: Game, seed: number): void {
  game.board.reset();
  game.board.putTile(START_TYPE, 0, 0, 0);
  fillPile(game.pile, new Rng(seed));
  game.next = 0;
  game.discarded.length = 0;
}

/**
 * Draw the next tile that fits somewhere, discarding the ones that fit
 * nowhere. Returns the tile type, or -1 when the pile is empty (game over).
 */
export function drawTile(game: Game): number {
  while (game.next < game.pile.length) {
    const type = game.pile[game.next++];
    if (canPlaceAnywhere(game.board, type)) return type;
    game.discarded.push(type);
  }
  return -1;
}

/**
 * One random turn for the player to play with tile `type` (which fits somewhere):
 * a uniformly random placement, then no meeple or a random open spot, each equally likely.
 */
export function playRandomTurn(board: Board, type: number, rng: Rng): void {
  // The placement is drawn by its rank in the list of legal placements, without listing them.
  const pick = randomPlacement(board, type, rng);
  const f = pick >> 2;
  const rot = pick & 3;
  const x = board.frontX[f];
  const y = board.frontY[f];
  let seg = -1;
  if (board.supply[board.toPlay] > 0) {
    // Reservoir-sample among "no meeple" and every open segment.
    const open = board.openSegments(type, x, y, rot);
    let options = 1;
    for (let s = 0; open >> s !== 0; s++) {
      if (open & (1 << s) && rng.int(++options) === 0) seg = s;
    }
  }
  board.playLegal(type, x, y, rot, seg);
}

export interface PlayedGame {
  game: Game;
  final: FinalScore;
}

/** A complete game between random players. */
export function playRandomGame(players: number, seed: number, rules?: Partial<Rules>): PlayedGame {
  const game = newGame(players, seed, rules);
  const rng = new Rng(seed ^ 0x5bd1e995);
  for (let type = drawTile(game); type >= 0; type = drawTile(game)) playRandomTurn(game.board, type, rng);
  return { game, final: finalScore(game.board) };
}
