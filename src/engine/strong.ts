/**
 * The Strong computer's search (docs/engine.md, "The computer"): a look ahead
 * over the tiles still in the bag, by Monte Carlo playouts.
 *
 * - Candidates: every move of the tile in hand gets its one-move `final`
 *   value (search.ts); the best few, and the best few that keep the meeple
 *   in hand, are searched.
 * - Sequential halving over the candidates: the playout budget is split into
 *   rounds; in each, every candidate still in the race gets the same number
 *   of playouts, and the better half (by mean margin) goes on to the next.
 * - Common random numbers: a candidate's k-th playout draws the bag in the
 *   same order as every other candidate's k-th, so candidates are compared
 *   on the same futures.
 * - A playout plays the move, then the bag's tiles in a random order (a tile
 *   that fits nowhere is discarded and the same player draws again) to the
 *   end of the game, each turn chosen by a light policy (`playoutTurn`: of
 *   three placements drawn at random, the one on the snuggest cell; a meeple
 *   as a random player puts one); with `reply`, the first turn is instead the
 *   next player's best one-move reply. A playout is worth the player's final
 *   margin (their total after final scoring minus the best other total).
 *
 * The search knows which tiles are left, never their order: it reads the bag
 * as counts. Its random numbers come from a seed. It works in steps
 * (`step`) so that a caller can stop it at a deadline and take the best move
 * so far, or hear a cancel between steps.
 */
import type { Board } from './board';
import { Rng } from './game';
import { canPlaceAnywhere } from './moves';
import { finalPointsInto } from './scoring';
import { solve } from './search';
import { FIT, FIT_COUNT, TILE_DEFS } from './tiles';

/** The knobs of the search (the defaults are the Strong level's). */
export interface StrongSettings {
  /** Playouts in all for one move. */
  playouts: number;
  /** Candidates searched: the best by one-move value… */
  candidates: number;
  /** …and besides those, the best that place no meeple. */
  keepMeeple: number;
  /** The first reply in a playout is the next player's best one-move (`final`) move, not a random one. */
  reply: boolean;
}

export const STRONG_DEFAULTS: Readonly<StrongSettings> = Object.freeze({
  playouts: 10_000,
  candidates: 16,
  keepMeeple: 4,
  reply: true,
});

/** A move: the cell, the rotation and the meeple's segment (-1 for none). */
export interface SearchMove {
  x: number;
  y: number;
  rot: number;
  seg: number;
}

interface Candidate extends SearchMove {
  /** Its one-move value and its place in the one-move ranking. */
  prior: number;
  rank: number;
  sum: number;
  n: number;
  /** The next player's reply to it with each tile type, once worked out. */
  replies: Replies;
}

const MAX_BAG = 72;

/** 32-bit mix of a number (for seeds). */
function mix(a: number): number {
  a = Math.imul(a ^ (a >>> 16), 0x7feb352d);
  a = Math.imul(a ^ (a >>> 15), 0x846ca68b);
  return (a ^ (a >>> 16)) >>> 0;
}

export class StrongSearch {
  /** Playouts planned and played so far. */
  readonly total: number;
  done = 0;
  private readonly cands: Candidate[];
  private alive: number[];
  private rounds: number;
  private perRound = 0;
  /** Where the schedule stands: playout i of the round, candidate j of those alive. */
  private i = 0;
  private j = 0;
  private readonly playouts: Playouts;

  constructor(
    board: Board,
    type: number,
    /** How many tiles of each type are left in the bag. */
    bagCounts: ArrayLike<number>,
    seed: number,
    private readonly settings: StrongSettings = STRONG_DEFAULTS,
  ) {
    this.playouts = new Playouts(board, type, bagCounts, seed, settings.reply);
    this.cands = candidates(board, type, settings);
    this.alive = this.cands.map((_, i) => i);
    this.rounds = this.alive.length > 1 ? Math.ceil(Math.log2(this.alive.length)) : 0;
    let total = 0;
    for (let k = this.alive.length, r = 0; r < this.rounds; r++, k = Math.ceil(k / 2)) total += this.share(k) * k;
    this.total = total;
    this.perRound = this.share(this.alive.length);
  }

  /** Playouts each of `alive` candidates gets in one round. */
  private share(alive: number): number {
    return Math.max(1, Math.floor(this.settings.playouts / (this.rounds * alive)));
  }

  get finished(): boolean {
    return this.alive.length <= 1;
  }

  /**
   * Play playouts until the schedule is done or `stop()` says to stop (it is
   * asked before each playout). Returns whether the search is finished.
   */
  step(stop: () => boolean): boolean {
    while (!this.finished) {
      if (stop()) return false;
      const c = this.cands[this.alive[this.j]];
      c.sum += this.playouts.run(c, c.replies, c.n);
      c.n++;
      this.done++;
      if (++this.j < this.alive.length) continue;
      this.j = 0;
      if (++this.i < this.perRound) continue;
      // End of a round: the better half goes on.
      this.i = 0;
      this.alive = this.ranked(this.alive).slice(0, Math.ceil(this.alive.length / 2));
      this.perRound = this.share(this.alive.length);
    }
    return true;
  }

  /** Candidates by mean margin, best first (equal means: the better one-move rank first). */
  private ranked(list: number[]): number[] {
    const mean = (c: Candidate) => (c.n > 0 ? c.sum / c.n : -Infinity);
    return [...list].sort((a, b) => mean(this.cands[b]) - mean(this.cands[a]) || this.cands[a].rank - this.cands[b].rank);
  }

  /** The best move so far (null when the tile fits nowhere). */
  best(): SearchMove | null {
    if (this.cands.length === 0) return null;
    const c = this.cands[this.ranked(this.alive)[0]];
    return { x: c.x, y: c.y, rot: c.rot, seg: c.seg };
  }
}

/** The replies to one move worked out so far, by the tile type drawn: [x, y, rot, seg], or null when the tile fits nowhere. */
export type Replies = (Int32Array | null | undefined)[];

/**
 * Playouts from one position and tile in hand, for any move of that tile:
 * the k-th playout of every move draws the bag in the same order (common
 * random numbers), from the seed. Strong's search and the review of a game
 * (review.ts) both measure moves with it.
 */
export class Playouts {
  private readonly bag: Uint8Array;
  private readonly scratch: Board;
  private readonly totals: Int32Array;
  private readonly me: number;

  constructor(
    private readonly board: Board,
    private readonly type: number,
    /** How many tiles of each type are left in the bag. */
    bagCounts: ArrayLike<number>,
    private readonly seed: number,
    /** The first turn after the move is the next player's best one-move reply. */
    private readonly reply: boolean,
  ) {
    this.me = board.toPlay;
    const bag: number[] = [];
    for (let t = 0; t < TILE_DEFS.length; t++) for (let k = 0; k < bagCounts[t]; k++) bag.push(t);
    this.bag = Uint8Array.from(bag.slice(0, MAX_BAG));
    this.scratch = board.clone();
    this.totals = new Int32Array(board.players);
  }

  /** Tiles in the bag. */
  get bagSize(): number {
    return this.bag.length;
  }

  /**
   * The k-th playout of move `c`: the player's final margin. `replies` keeps
   * the next player's replies to this move (one list per move, reused by its playouts).
   */
  run(c: SearchMove, replies: Replies, k: number): number {
    const b = this.scratch;
    b.copyFrom(this.board);
    b.play(this.type, c.x, c.y, c.rot, c.seg);
    const rng = new Rng(mix(this.seed ^ mix(k + 1)));
    // The k-th order of the bag, the same for every move.
    const bag = this.bag;
    const order = orderBuf;
    const n = bag.length;
    order.set(bag);
    for (let i = n - 1; i > 0; i--) {
      const r = rng.int(i + 1);
      const t = order[i];
      order[i] = order[r];
      order[r] = t;
    }
    let i = 0;
    if (this.reply && b.players > 1) {
      // The next player answers with their best one-move reply to this move (the same for every playout that draws that tile).
      while (i < n && !canPlaceAnywhere(b, order[i])) i++;
      if (i < n) {
        const t = order[i++];
        let r = replies[t];
        if (r === undefined) {
          const best = solve(b, t, { objective: 'final' }).best[0];
          r = replies[t] = best ? Int32Array.of(best.x, best.y, best.rot, best.seg) : null;
        }
        if (r) b.playLegal(t, r[0], r[1], r[2], r[3]);
      }
    }
    for (; i < n; i++) {
      const t = order[i];
      if (canPlaceAnywhere(b, t)) playoutTurn(b, t, rng);
    }
    return marginOf(b, this.me, this.totals);
  }
}

const orderBuf = new Uint8Array(MAX_BAG);

/** Player p's margin if the game ended now: their total minus the best other total. */
function marginOf(b: Board, p: number, totals: Int32Array): number {
  finalPointsInto(b, totals);
  const mine = totals[p] + b.scores[p];
  let rival = b.players > 1 ? -Infinity : 0;
  for (let q = 0; q < b.players; q++) if (q !== p && totals[q] + b.scores[q] > rival) rival = totals[q] + b.scores[q];
  return mine - rival;
}

/** The moves to search: the best by one-move value, and the best that keep the meeple in hand. */
function candidates(board: Board, type: number, settings: StrongSettings): Candidate[] {
  const ranked = solve(board, type, { objective: 'final' }).moves;
  const out: Candidate[] = [];
  let kept = 0;
  ranked.forEach((m, rank) => {
    const take = out.length < settings.candidates || (m.seg < 0 && kept < settings.keepMeeple);
    if (!take) return;
    if (m.seg < 0) kept++;
    out.push({ x: m.x, y: m.y, rot: m.rot, seg: m.seg, prior: m.value, rank, sum: 0, n: 0, replies: [] });
  });
  return out;
}

/** The tiles an open cell touches (0 to 4), from the edges it requires (2 bits a side, 0 for none). */
const TOUCHING = /* @__PURE__ */ Uint8Array.from({ length: 256 }, (_, need) => (need & 3 ? 1 : 0) + (need & 12 ? 1 : 0) + (need & 48 ? 1 : 0) + (need & 192 ? 1 : 0));

/**
 * Three placements drawn at random (uniformly, with repeats), and the first of
 * them on the cell that touches the most tiles: snug cells close roads,
 * cities and cloisters, as people close them. Found in part of one walk over the open cells.
 */
function snugOfThree(board: Board, type: number, rng: Rng): number {
  const need = board.frontNeed;
  const base = type << 8;
  const total = board.placements(type);
  const k0 = rng.int(total);
  const k1 = rng.int(total);
  const k2 = rng.int(total);
  // The three ranks in increasing order, each resolved as the walk passes it.
  const lo = Math.min(k0, k1, k2);
  const hi = Math.max(k0, k1, k2);
  const mid = k0 + k1 + k2 - lo - hi;
  let p0 = -1;
  let p1 = -1;
  let p2 = -1;
  let seen = 0;
  for (let f = 0; f < board.frontCount && p2 < 0; f++) {
    const end = seen + FIT_COUNT[base | need[f]];
    if (end <= lo) {
      seen = end;
      continue;
    }
    const bits = FIT[base | need[f]];
    for (let j = 0; j < 3; j++) {
      const k = j === 0 ? lo : j === 1 ? mid : hi;
      if (k < seen || k >= end) continue;
      let b = bits;
      for (let r = k - seen; r > 0; r--) b &= b - 1;
      const placement = (f << 2) | (31 - Math.clz32(b & -b));
      if (j === 0) p0 = placement;
      else if (j === 1) p1 = placement;
      else p2 = placement;
    }
    seen = end;
  }
  // Back in the order drawn: the first with the most neighbours wins.
  const of = (k: number) => (k === lo ? p0 : k === mid ? p1 : p2);
  let best = of(k0);
  let bestN = TOUCHING[need[best >> 2]];
  for (const k of [k1, k2]) {
    const p = of(k);
    const n = TOUCHING[need[p >> 2]];
    if (n > bestN) {
      best = p;
      bestN = n;
    }
  }
  return best;
}

/**
 * One turn of a playout for the player to play with tile `type` (which fits
 * somewhere): the snuggest of three random placements, then no meeple or a
 * meeple on one of the open spots, each as likely (as a random player does).
 */
export function playoutTurn(board: Board, type: number, rng: Rng): void {
  const pick = snugOfThree(board, type, rng);
  const f = pick >> 2;
  const rot = pick & 3;
  const x = board.frontX[f];
  const y = board.frontY[f];
  let seg = -1;
  if (board.supply[board.toPlay] > 0) {
    const open = board.openSegments(type, x, y, rot);
    let options = 1;
    for (let s = 0; open >> s !== 0; s++) if (open & (1 << s) && rng.int(++options) === 0) seg = s;
  }
  board.playLegal(type, x, y, rot, seg);
}
