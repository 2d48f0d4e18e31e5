/**
 * The solver: a value for every move of the tile in hand under one of three
 * objectives (docs/engine.md, "The solver"):
 *
 * - `points`  — the points the player to play scores during this turn;
 * - `final`   — the game ends right after the move: that player's total after
 *               final scoring minus the highest total among the others;
 * - `endgame` — the tiles to come are played after the move, one per turn,
 *               players in turn order, each choosing the move that maximises
 *               their own final margin (as in `final`); a tile that fits
 *               nowhere is discarded and the same player takes the next one;
 *               with `draw: "random"` the value is the average over the draws.
 *
 * Moves come in one documented order (the order of `carc moves`): y, x,
 * canonical rotation, no meeple first, then the tile's segments in order.
 * With three or more players a player facing equal margins takes the first
 * of those moves in that order, so the value is well defined.
 *
 * Two players: negamax on the margin with alpha-beta, children ordered by
 * their one-move (`final`) value after the depth's killer move, and a
 * transposition table keyed by the tiles and meeples placed since the root.
 * Chance nodes average their children searched with a full window; a draw of
 * one kind only is searched with the window. Three or more players: every
 * node carries the vector of each player's margin (no pruning).
 *
 * Each node plays its move on a board of its own depth, copied from its
 * parent (Board.copyFrom: changed cells and a few KB of typed arrays); the
 * Board has no undo, so there is no make/unmake yet. A meeple on a road, city
 * or cloister adds its lone worth to its placement's one-move value instead
 * of being played again (docs/engine.md, "The solver").
 *
 * With a time limit (or a budget of positions) the search deepens iteratively over the number of tiles
 * to come it looks at (the deeper tiles scored as if the game ended there)
 * and answers the last depth it finished, marked incomplete.
 */
import { Board, OK } from './board';
import { legalPlacementsInto } from './moves';
import { FarmCities, finalPointsInto, hasFarmer, loneMeepleWorth, GainBounds, quietFarmerWorth, quietPlacement } from './scoring';
import { ORIENTED, TILE_DEFS, type Spot } from './tiles';
import type { DrawMode } from './notation';

export const OBJECTIVES = ['points', 'final', 'endgame'] as const;
export type Objective = (typeof OBJECTIVES)[number];

/** One move of the tile in hand with its value. */
export interface SolvedMove {
  x: number;
  y: number;
  rot: number;
  /** The meeple's spot (board orientation, the segment's first spot), or null. */
  meeple: Spot | null;
  /** Segment index of the meeple on the tile, -1 for none. */
  seg: number;
  value: number;
}

export interface SearchOptions {
  objective: Objective;
  /** Tile types to come after the move (endgame only). */
  remaining?: readonly number[];
  draw?: DrawMode;
  /** Stop after this many milliseconds (needs `now`); 0 or absent = no limit. */
  timeLimitMs?: number;
  now?: () => number;
  /**
   * Stop after about this many positions (checked every 1,024): a budget that,
   * unlike the time limit, gives the same answer on any machine. With it the
   * search deepens one tile at a time, as with a time limit.
   */
  maxNodes?: number;
  /** Called every few thousand nodes with the nodes searched so far; return false to stop. */
  progress?: (nodes: number) => boolean | void;
  /**
   * `endgame`, two players: work out the best move only (the computer's need), not every move's
   * value. The root's moves are searched best first (by the last depth's values, else their
   * one-move values), each with a window that only proves it no better than the best so far;
   * `moves` then holds the moves whose value was worked out (the best among them), and `best`
   * is the one the full ranking would give: the first in move order of the best value.
   */
  bestOnly?: boolean;
  /**
   * Tests only: search every move with a full window, without cut-offs (the plain expectimax the
   * pruned search must agree with). Far slower.
   */
  plain?: boolean;
}

export interface Solution {
  objective: Objective;
  /** Player index of the player to play. */
  player: number;
  /** The best value; null when the tile fits nowhere. */
  value: number | null;
  /** Every move reaching the best value, in move order (each look-alike once: moves are canonical). */
  best: SolvedMove[];
  /** Every move, best first (ties in move order). */
  moves: SolvedMove[];
  /** Positions visited. */
  nodes: number;
  /** False when stopped by the time limit or the progress callback: the values are those of `depth`. */
  complete: boolean;
  /** Tiles to come the values look at (all of them when complete). */
  depth: number;
}

/** Every move of `type` for the player to play on `board`, in the documented order, as [x, y, rot, seg]. */
export function orderedMoves(board: Board, type: number, buf: Int32Array = new Int32Array(1024)): number[][] {
  const n = legalPlacementsInto(board, type, buf);
  const places: number[][] = [];
  for (let i = 0; i < n; i++) {
    const f = buf[i] >> 2;
    places.push([board.frontX[f], board.frontY[f], buf[i] & 3]);
  }
  places.sort((a, b) => a[1] - b[1] || a[0] - b[0] || a[2] - b[2]);
  const player = board.toPlay;
  const out: number[][] = [];
  for (const [x, y, rot] of places) {
    out.push([x, y, rot, -1]);
    const open = board.supply[player] > 0 ? board.openSegments(type, x, y, rot) : 0;
    for (let seg = 0; open >> seg !== 0; seg++) if (open & (1 << seg)) out.push([x, y, rot, seg]);
  }
  return out;
}

/**
 * The moves of a tile in the documented order, in flat arrays (the search
 * fills one list per depth again and again: no allocation per node).
 */
class MoveList {
  n = 0;
  x = new Int32Array(256);
  y = new Int32Array(256);
  rot = new Int32Array(256);
  seg = new Int32Array(256);
  /** For ordering: each move's one-move value and transposition keys, and the order to search them in. */
  value = new Float64Array(256);
  k1 = new Int32Array(256);
  k2 = new Int32Array(256);
  order = new Int32Array(256);
  /** Placements of the tile before `fill`'s filter (0: the tile fits nowhere). */
  placed = 0;
  private placements = new Int32Array(1024);
  private keys = new Float64Array(1024);

  /** `hot`, when given: only the placements on the open cells (by index) it keeps. Returns how many moves. */
  fill(board: Board, type: number, hot: ((f: number) => boolean) | null = null): number {
    const all = legalPlacementsInto(board, type, this.placements);
    // (y, x, rot) in one number whose numeric order is the documented order.
    let n = 0;
    let lastF = -1;
    let lastHot = true;
    for (let i = 0; i < all; i++) {
      const f = this.placements[i] >> 2;
      if (hot !== null) {
        // A cell's rotations come one after another: its bound is asked once.
        if (f !== lastF) {
          lastF = f;
          lastHot = hot(f);
        }
        if (!lastHot) continue;
      }
      this.keys[n++] = ((board.frontY[f] + 32768) * 65536 + (board.frontX[f] + 32768)) * 4 + (this.placements[i] & 3);
    }
    this.placed = all;
    const keys = this.keys.subarray(0, n);
    keys.sort();
    const player = board.toPlay;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const k = keys[i];
      const rot = k % 4;
      const x = (Math.floor(k / 4) % 65536) - 32768;
      const y = Math.floor(k / 262144) - 32768;
      const segs = ORIENTED[type * 4 + rot].segments.length;
      if (m + segs + 1 > this.x.length) this.grow(m + segs + 1);
      this.put(m++, x, y, rot, -1);
      const open = board.supply[player] > 0 ? board.openSegments(type, x, y, rot) : 0;
      for (let seg = 0; open >> seg !== 0; seg++) if (open & (1 << seg)) this.put(m++, x, y, rot, seg);
    }
    return (this.n = m);
  }

  private put(i: number, x: number, y: number, rot: number, seg: number): void {
    this.x[i] = x;
    this.y[i] = y;
    this.rot[i] = rot;
    this.seg[i] = seg;
  }

  private grow(min: number): void {
    const size = Math.max(min, this.x.length * 2);
    const more = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.x = more(this.x);
    this.y = more(this.y);
    this.rot = more(this.rot);
    this.seg = more(this.seg);
    this.value = more(this.value);
    this.k1 = more(this.k1);
    this.k2 = more(this.k2);
    this.order = more(this.order);
  }
}

/**
 * With `bestOnly`, a root move is searched to show it is worse than the best so far by more than
 * this; one closer gets its exact value. Values of distinct positions differ by far more (whole
 * points, or averages over at most 72³ draws), float noise between equal ones by far less.
 */
const HAIR = 1e-7;

/**
 * The width of a null window: a search with the window (a, a + NULL_WINDOW) only tells whether a value is
 * above a or not (a value inside it, exact, is as good). Far below the gap between two different values.
 */
const NULL_WINDOW = 1e-9;

/** Thrown inside the search to unwind when time is up or the caller stops it. */
class Stop {}

const MAX_PLAYERS_VEC = 6;

/** Pseudo-random 32-bit hashes for the transposition keys. */
function mix(a: number): number {
  a = Math.imul(a ^ (a >>> 16), 0x7feb352d);
  a = Math.imul(a ^ (a >>> 15), 0x846ca68b);
  return (a ^ (a >>> 16)) >>> 0;
}

/** Entries kept in the transposition table before it starts afresh (a Map holds at most 2^24). */
const TT_MAX = 4_000_000;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

/** Solve: a value for every move of tile `type` for the player to play. */
export function solve(board: Board, type: number, options: SearchOptions): Solution {
  const objective = options.objective;
  const remaining = objective === 'endgame' ? [...(options.remaining ?? [])] : [];
  const random = options.draw === 'random';
  const players = board.players;
  const plain = !!options.plain;
  const bestOnly = !!options.bestOnly && objective === 'endgame' && players === 2 && !plain;
  const player = board.toPlay;
  const clock = options.now;
  const limit = clock && options.timeLimitMs && options.timeLimitMs > 0 ? options.timeLimitMs : 0;
  const start = clock ? clock() : 0;
  const maxNodes = options.maxNodes && options.maxNodes > 0 ? options.maxNodes : 0;
  let nodes = 0;
  const checkStop = () => {
    if ((++nodes & 1023) !== 0) return;
    if (options.progress && options.progress(nodes) === false) throw new Stop();
    if (limit && clock!() - start > limit) throw new Stop();
    if (maxNodes && nodes >= maxNodes) throw new Stop();
  };

  const rootMoves = orderedMoves(board, type);
  if (rootMoves.length === 0) {
    return { objective, player, value: null, best: [], moves: [], nodes: 0, complete: true, depth: remaining.length };
  }

  // One board per depth (the root's children at 0).
  const stack: Board[] = [];
  const boardAt = (d: number) => (stack[d] ??= board.clone());
  const totals = new Int32Array(players);
  const placeBuf: Int32Array[] = [];
  const bufAt = (d: number) => (placeBuf[d] ??= new Int32Array(1024));
  const lists: MoveList[] = [];
  const listAt = (d: number) => (lists[d] ??= new MoveList());

  /** Each player's margin if the game ended now, into out. */
  const margins = (b: Board, out: Float64Array | Int32Array) => {
    finalPointsInto(b, totals);
    for (let p = 0; p < players; p++) totals[p] += b.scores[p];
    for (let p = 0; p < players; p++) {
      let rival = players > 1 ? -Infinity : 0;
      for (let q = 0; q < players; q++) if (q !== p && totals[q] > rival) rival = totals[q];
      out[p] = totals[p] - rival;
    }
  };
  const margin2 = (b: Board) => {
    finalPointsInto(b, totals);
    const p = b.toPlay;
    return totals[p] + b.scores[p] - (totals[1 - p] + b.scores[1 - p]);
  };

  // ---------------------------------------------------------------- two players: negamax with alpha-beta

  // The transposition table: key → entry index; each entry's value and flag in typed arrays (no object per entry).
  const tt = new Map<number, number>();
  let ttValue = new Float64Array(1024);
  let ttFlag = new Uint8Array(1024);
  const ttStore = (key: number, value: number, flag: number) => {
    let i = tt.get(key);
    if (i === undefined) {
      if (tt.size >= TT_MAX) tt.clear();
      i = tt.size;
      if (i >= ttValue.length) {
        const v = new Float64Array(ttValue.length * 2);
        v.set(ttValue);
        ttValue = v;
        const f = new Uint8Array(ttFlag.length * 2);
        f.set(ttFlag);
        ttFlag = f;
      }
      tt.set(key, i);
    }
    ttValue[i] = value;
    ttFlag[i] = flag;
  };
  const counts = new Int8Array(TILE_DEFS.length);
  for (const t of remaining) counts[t]++;
  // Two move orders reach one position only when a player can hold one type of tile twice: without
  // a type in hand and to come, or twice to come, the table would never be hit (and costs a tenth
  // of the time), so it is left out.
  const useTT = !plain && (counts[type] > 0 || counts.some((c) => c > 1));

  /**
   * Value for the player to play on `b` (at depth d) of the rest of the game:
   * `next` is the index of the next tile of `remaining` (in order), `left` the
   * tiles to come still looked at. `key` identifies what was placed since the root.
   * `base` is the margin of the player to play on `b` if the game ended now
   * (`margin2(b)`), when the caller knows it already, otherwise NaN.
   */
  const negamax = (b: Board, d: number, next: number, left: number, alpha: number, beta: number, key1: number, key2: number, base: number): number => {
    checkStop();
    if (left === 0) return Number.isNaN(base) ? margin2(b) : base;
    const ttKey = (key1 & 0x1fffff) * 4294967296 + ((key2 ^ mix(next * 977 + left * 31 + b.toPlay)) >>> 0);
    const hit = useTT ? tt.get(ttKey) : undefined;
    if (hit !== undefined) {
      const v = ttValue[hit];
      const flag = ttFlag[hit];
      if (flag === EXACT) return v;
      if (flag === LOWER && v >= beta) return v;
      if (flag === UPPER && v <= alpha) return v;
    }
    let value: number;
    // A draw from one kind of tile only is no chance at all: searched like a tile in order.
    let only = -1;
    if (random) {
      for (let t = 0; t < counts.length; t++) {
        if (counts[t] === 0) continue;
        only = only === -1 ? t : -2;
        if (only === -2) break;
      }
    }
    if (random && only >= 0) {
      const c = counts[only]--;
      const v = decide(b, d, only, next, left - 1, alpha, beta, key1, key2, base);
      counts[only]++;
      // Within the window the value is exact: computed as the average below computes it, to the last bit.
      value = v > alpha && v < beta ? (c * v) / c : v;
    } else if (random) {
      value = chance(b, d, next, left, alpha, beta, key1, key2, base);
    } else {
      value = decide(b, d, remaining[next], next + 1, left - 1, alpha, beta, key1, key2, base);
    }
    if (useTT) ttStore(ttKey, value, value > alpha && value < beta ? EXACT : value <= alpha ? UPPER : LOWER);
    return value;
  };

  // Per depth: the kinds of tile a chance node can draw, their counts, and what is known of each draw's value.
  const kindsAt: Int32Array[] = [];
  const countsAt: Int32Array[] = [];
  const loAt: Float64Array[] = [];
  const hiAt: Float64Array[] = [];
  /**
   * A chance node (two kinds of tile or more left, drawn at random) with the window (alpha, beta), fail-soft:
   * a value inside the window is exact, one at or below alpha an upper bound, one at or above beta a lower
   * bound. Each draw's value is known between lo and hi. First every draw is searched with the window that
   * settles the node when all land on the same side (a null window at beta when alpha is open, at alpha when
   * beta is); then, while the bounds of the average do not settle it, the first draw not known exactly is
   * searched with the window that settles the node on either side given the other draws' bounds (Ballard's
   * Star1, with the bounds found instead of the game's): each such search settles the node or makes that
   * draw's value exact.
   */
  const chance = (b: Board, d: number, next: number, left: number, alpha: number, beta: number, key1: number, key2: number, base: number): number => {
    const kinds = (kindsAt[d] ??= new Int32Array(TILE_DEFS.length));
    const cs = (countsAt[d] ??= new Int32Array(TILE_DEFS.length));
    let n = 0;
    let total = 0;
    for (let t = 0; t < counts.length; t++) {
      if (counts[t] === 0) continue;
      kinds[n] = t;
      cs[n++] = counts[t];
      total += counts[t];
    }
    const draw = (i: number, a: number, z: number): number => {
      const t = kinds[i];
      counts[t]--;
      const v = decide(b, d, t, next, left - 1, a, z, key1, key2, base);
      counts[t]++;
      return v;
    };
    if (plain || (alpha === -Infinity && beta === Infinity)) {
      // Every draw's exact value: the average, summed in the order of the tiles.
      let sum = 0;
      for (let i = 0; i < n; i++) sum += cs[i] * draw(i, -Infinity, Infinity);
      return sum / total;
    }
    const lo = (loAt[d] ??= new Float64Array(TILE_DEFS.length));
    const hi = (hiAt[d] ??= new Float64Array(TILE_DEFS.length));
    const a1 = alpha === -Infinity ? beta - NULL_WINDOW : alpha;
    const z1 = beta === Infinity ? alpha + NULL_WINDOW : beta;
    for (let i = 0; i < n; i++) {
      const v = draw(i, a1, z1);
      lo[i] = v > a1 ? v : -Infinity;
      hi[i] = v < z1 ? v : Infinity;
    }
    for (let round = 0; ; round++) {
      let sumLo = 0;
      let sumHi = 0;
      let open = -1;
      for (let i = 0; i < n; i++) {
        sumLo += cs[i] * lo[i];
        sumHi += cs[i] * hi[i];
        if (open < 0 && lo[i] !== hi[i]) open = i;
      }
      const low = sumLo / total;
      if (low >= beta) return low;
      const high = sumHi / total;
      if (high <= alpha) return high;
      // Every draw known exactly: the average, summed as above.
      if (open < 0) return low;
      let otherLo = 0;
      let otherHi = 0;
      for (let j = 0; j < n; j++) {
        if (j === open) continue;
        otherLo += cs[j] * lo[j];
        otherHi += cs[j] * hi[j];
      }
      const c = cs[open];
      // Below a, the node is at most alpha; above z, at least beta (within what is known of this draw).
      let a = Math.max((alpha * total - otherHi) / c, lo[open]);
      let z = Math.min((beta * total - otherLo) / c, hi[open]);
      // Rounding (or too many rounds, which should never happen): the draw's exact value.
      if (!(a < z) || round > 2 * n) {
        a = -Infinity;
        z = Infinity;
      }
      const v = draw(open, a, z);
      if (v <= a) {
        if (v < hi[open]) hi[open] = v;
        // At or below a value it is known to reach: exactly that.
        if (a <= lo[open]) hi[open] = lo[open];
      } else if (v >= z) {
        if (v > lo[open]) lo[open] = v;
        if (z >= hi[open]) lo[open] = hi[open];
      } else {
        lo[open] = hi[open] = v;
      }
    }
  };

  /**
   * The value of a move (its position `child`, the opponent to play) for the player who made it, with
   * the window (alpha, beta) and `best` the best of its siblings so far: the first move gets the window,
   * the others a null window at the best so far (principal variation search), searched again with the
   * window when they turn out better. Fail-soft, as negamax.
   */
  const searchMove = (child: Board, d: number, next: number, left: number, alpha: number, beta: number, best: number, key1: number, key2: number, base: number): number => {
    const a = Math.max(alpha, best);
    if (plain) return -negamax(child, d, next, left, -Infinity, Infinity, key1, key2, base);
    if (best === -Infinity) return -negamax(child, d, next, left, -beta, -a, key1, key2, base);
    const v = -negamax(child, d, next, left, -(a + NULL_WINDOW), -a, key1, key2, base);
    if (v < a + NULL_WINDOW || v >= beta) return v;
    // Better than the best so far by at least the null window: v is a lower bound; its exact value
    // (v itself when the search fails low at v).
    const u = -negamax(child, d, next, left, -beta, -v, key1, key2, base);
    return u > v ? u : v;
  };

  const gainBounds = new GainBounds();
  // For the last tile's list: the most a move on a cell looked at could gain, and the largest such bound left out.
  let skipGain = 0;
  let coldBest = -Infinity;
  const cellHot = (f: number): boolean => {
    const g = gainBounds.cell(f);
    if (g > skipGain) return true;
    if (g > coldBest) coldBest = g;
    return false;
  };
  /** Per depth and tile: the last move that caused a cut-off, as [x, y, rot, seg, tile]. */
  const killers: Int32Array[] = [];
  const setKiller = (d: number, ml: MoveList, i: number, t: number) => {
    const k = (killers[d * TILE_DEFS.length + t] ??= new Int32Array(5));
    k[0] = ml.x[i];
    k[1] = ml.y[i];
    k[2] = ml.rot[i];
    k[3] = ml.seg[i];
    k[4] = t;
  };
  // What oneMove knows of the placement it valued last and of the board its moves are played on.
  let placedValue = 0;
  let placedSlot = 0;
  let placedQuiet = false;
  const quietWorth = new Int32Array(8);
  let baseMargin = 0;
  let baseKnown = false;
  let farmersHere = false;
  /** Before valuing the moves of a tile on `b` with oneMove (no other board's moves in between); `base` as negamax's. */
  const beginMoves = (b: Board, base: number) => {
    baseKnown = !Number.isNaN(base);
    baseMargin = base;
    farmersHere = hasFarmer(b);
    farmsReady = false;
  };
  // The farms' cities of the board the moves are played on, and of the placement played last (built when a farmer asks).
  const farmCities = new FarmCities();
  let farmsReady = false;
  const placedFarms = new FarmCities();
  let placedFarmsReady = false;
  /**
   * The one-move value of move m of tile t on `b` (depth d) for the player to
   * play: their margin if the game ended right after it. Moves come in the
   * documented order, each placement first without a meeple. A quiet placement
   * (`quietPlacement`: it changes nobody's points) is worth the margin before
   * it, with no board work; another is played on `child`. A meeple on a road,
   * city or cloister of the same placement then adds just what the lone meeple
   * is worth (the feature is free, the meeple is the player's only one on it).
   * A farmer is played out on a scratch board.
   */
  const oneMove = (b: Board, d: number, t: number, ml: MoveList, i: number, child: Board): number => {
    const seg = ml.seg[i];
    if (seg < 0) {
      placedQuiet = quietPlacement(b, t, ml.x[i], ml.y[i], ml.rot[i], farmersHere, quietWorth);
      if (placedQuiet) {
        if (!baseKnown) {
          baseMargin = margin2(b);
          baseKnown = true;
        }
        return (placedValue = baseMargin);
      }
      child.copyFrom(b);
      child.play(t, ml.x[i], ml.y[i], ml.rot[i], -1);
      placedSlot = child.tileCount - 1;
      placedFarmsReady = false;
      return (placedValue = -margin2(child));
    }
    let worth = placedQuiet ? quietWorth[seg] : loneMeepleWorth(child, (placedSlot << 3) | seg);
    if (worth >= 0) return placedValue + worth;
    // A farmer: what its farm earns, when it is the only meeple there (third-edition farms).
    if (placedQuiet) {
      if (!farmsReady) {
        farmCities.build(b);
        farmsReady = true;
      }
      worth = quietFarmerWorth(b, t, ml.x[i], ml.y[i], ml.rot[i], seg, farmCities);
    } else {
      if (!placedFarmsReady) {
        placedFarms.build(child);
        placedFarmsReady = true;
      }
      worth = placedFarms.loneFarmerWorth((placedSlot << 3) | seg);
    }
    if (worth >= 0) return placedValue + worth;
    const scratch = boardAt(d + 2);
    scratch.copyFrom(b);
    scratch.play(t, ml.x[i], ml.y[i], ml.rot[i], seg);
    return -margin2(scratch);
  };

  /** Transposition key part of move i of tile t for the player to play `who`. */
  const moveKey = (t: number, x: number, y: number, rot: number, seg: number, who: number) =>
    mix((t << 24) ^ ((x & 0xff) << 16) ^ ((y & 0xff) << 8) ^ (rot << 4) ^ (seg + 1) ^ (who << 28));

  /** The player to play on `b` holds tile t: the best margin for them (a tile that fits nowhere is discarded). */
  const decide = (b: Board, d: number, t: number, next: number, left: number, alpha: number, beta: number, key1: number, key2: number, base: number): number => {
    const child = boardAt(d + 1);
    let best = -Infinity;
    // Killer move: the move that cut off last time at this depth (a sibling position's refutation,
    // usually still legal and still good) is searched first, before the moves are even listed;
    // when it cuts off again the node is done.
    const killer = killers[d * TILE_DEFS.length + t];
    let killerTried = false;
    if (killer && killer[4] === t && left === 0) {
      // At the last tile the killer is only valued: without board work when it is quiet.
      const x = killer[0];
      const y = killer[1];
      const rot = killer[2];
      const seg = killer[3];
      if (b.checkPlacement(t, x, y, rot) === OK && (seg < 0 || b.checkMeeple(t, x, y, rot, seg, b.toPlay) === OK)) {
        checkStop();
        killerTried = true;
        if (quietPlacement(b, t, x, y, rot, hasFarmer(b), quietWorth) && (seg < 0 || quietWorth[seg] >= 0)) {
          if (Number.isNaN(base)) base = margin2(b);
          best = base + (seg < 0 ? 0 : quietWorth[seg]);
        } else {
          child.copyFrom(b);
          child.play(t, x, y, rot, seg);
          best = -margin2(child);
        }
        if (best >= beta && !plain) return best;
      }
    } else if (killer && killer[4] === t) {
      child.copyFrom(b);
      if (child.play(t, killer[0], killer[1], killer[2], killer[3]) === OK) {
        checkStop();
        killerTried = true;
        const mk = moveKey(t, killer[0], killer[1], killer[2], killer[3], b.toPlay);
        best = searchMove(child, d + 1, next, left, alpha, beta, -Infinity, key1 ^ mk, key2 ^ mix(mk ^ 0x9e3779b9), NaN);
        if (best >= beta && !plain) return best;
      }
    }
    // The last tile: the moves on an open cell where even the most a move could gain (an upper bound,
    // `GainBounds`) leaves the margin at or below alpha are not looked at (nor listed). When no other
    // move is above alpha, the node's value is at most the largest of their bounds (fail-soft: an upper
    // bound); when one is, the best of the others is the node's value (an unlooked-at move is below it).
    let bounded = false;
    if (left === 0 && !plain && alpha > -Infinity) {
      if (Number.isNaN(base)) base = margin2(b);
      if (b.rules.farmers) farmCities.build(b);
      gainBounds.begin(b, t, farmCities);
      skipGain = alpha - base;
      coldBest = -Infinity;
      bounded = true;
    }
    const ml = listAt(d);
    const n = ml.fill(b, t, bounded ? cellHot : null);
    // A discard changes what is left: keyed by the tile, the copies of it still to come and the place in the list.
    if (ml.placed === 0) return negamax(b, d, next, left, alpha, beta, key1 ^ mix(0x5eed + t * 131 + counts[t] * 7 + next * 8191), key2, base);
    beginMoves(b, base);
    // The farms' cities of b are built already when the last tile's moves were bounded.
    if (bounded && b.rules.farmers) farmsReady = true;
    if (left === 0) {
      // The last tile looked at: each child's value is its final margin; stop at the first cut-off.
      for (let i = 0; i < n; i++) {
        checkStop();
        const v = oneMove(b, d, t, ml, i, child);
        if (v > best) best = v;
        if (best >= beta && !plain) {
          setKiller(d, ml, i, t);
          break;
        }
      }
      if (!bounded) return best;
      const cold = base + coldBest;
      return best > alpha || cold < best ? best : cold;
    }
    // The killer, if searched already, is not searched again.
    let first = -1;
    for (let i = 0; killerTried && i < n && first < 0; i++) {
      if (ml.x[i] === killer[0] && ml.y[i] === killer[1] && ml.rot[i] === killer[2] && ml.seg[i] === killer[3]) first = i;
    }
    // Order the (other) children by their one-move value (for the player to play: minus the opponent's margin).
    const order = ml.order;
    const values = ml.value;
    for (let i = 0; i < n; i++) {
      checkStop();
      values[i] = oneMove(b, d, t, ml, i, child);
      const mk = moveKey(t, ml.x[i], ml.y[i], ml.rot[i], ml.seg[i], b.toPlay);
      ml.k1[i] = key1 ^ mk;
      ml.k2[i] = key2 ^ mix(mk ^ 0x9e3779b9);
      order[i] = i;
    }
    order.subarray(0, n).sort((p, q) => values[q] - values[p] || p - q);
    for (let j = 0; j < n; j++) {
      const i = order[j];
      if (i === first) continue;
      child.copyFrom(b);
      child.play(t, ml.x[i], ml.y[i], ml.rot[i], ml.seg[i]);
      // The child's margin for its player to play is minus this move's one-move value.
      const v = searchMove(child, d + 1, next, left, alpha, beta, best, ml.k1[i], ml.k2[i], -values[i]);
      if (v > best) best = v;
      if (best >= beta && !plain) {
        setKiller(d, ml, i, t);
        break;
      }
    }
    return best;
  };

  // ---------------------------------------------------------------- three or more players: margin vectors

  const vecPool: Float64Array[] = [];
  let vecTop = 0;
  const vec = () => (vecPool[vecTop++] ??= new Float64Array(MAX_PLAYERS_VEC));

  /** Each player's margin at the end (written into out) from `b` with the tiles to come. */
  const vecNode = (b: Board, d: number, next: number, left: number, out: Float64Array): void => {
    checkStop();
    if (left === 0) return margins(b, out);
    if (!random) return vecDecide(b, d, remaining[next], next + 1, left - 1, out);
    let total = 0;
    for (let t = 0; t < counts.length; t++) total += counts[t];
    out.fill(0);
    const mark = vecTop;
    const part = vec();
    for (let t = 0; t < counts.length; t++) {
      const c = counts[t];
      if (c === 0) continue;
      counts[t]--;
      vecDecide(b, d, t, next, left - 1, part);
      counts[t]++;
      for (let p = 0; p < players; p++) out[p] += (c * part[p]) / total;
    }
    vecTop = mark;
  };

  const vecDecide = (b: Board, d: number, t: number, next: number, left: number, out: Float64Array): void => {
    const moves = orderedMoves(b, t, bufAt(d));
    if (moves.length === 0) return vecNode(b, d, next, left, out);
    const me = b.toPlay;
    const child = boardAt(d + 1);
    const mark = vecTop;
    const part = vec();
    let best = -Infinity;
    for (const m of moves) {
      child.copyFrom(b);
      child.play(t, m[0], m[1], m[2], m[3]);
      vecNode(child, d + 1, next, left, part);
      // Strictly better only: the first of equal moves in the documented order is kept.
      if (part[me] > best) {
        best = part[me];
        out.set(part);
      }
    }
    vecTop = mark;
  };

  // ---------------------------------------------------------------- the root

  /** Values the root's moves are searched in with `bestOnly`: the last depth's, else one-move values (set below). */
  let guide: number[] = [];
  let oneMoveGuide: number[] = [];
  const rootValues = (depth: number): number[] => {
    const values: number[] = [];
    const child = boardAt(0);
    const out = new Float64Array(MAX_PLAYERS_VEC);
    if (bestOnly && depth > 0) {
      // Best first; a move is searched only to show it is no better than the best so far (less a
      // hair, so that a move as good gets its exact value and the move order decides between them).
      const order = rootMoves.map((_, i) => i);
      const known = (i: number) => (Number.isFinite(guide[i]) ? 1 : 0);
      order.sort((a, b) => known(b) - known(a) || (known(a) ? guide[b] - guide[a] : 0) || oneMoveGuide[b] - oneMoveGuide[a] || a - b);
      const found = new Array<number>(rootMoves.length).fill(-Infinity);
      let best = -Infinity;
      // The first move in move order of the best value so far.
      let bestAt = -1;
      for (const i of order) {
        const m = rootMoves[i];
        child.copyFrom(board);
        child.play(type, m[0], m[1], m[2], m[3]);
        nodes++;
        const mk = mix((type << 24) ^ ((m[0] & 0xff) << 16) ^ ((m[1] & 0xff) << 8) ^ (m[2] << 4) ^ (m[3] + 1) ^ (player << 28));
        const k1 = mk;
        const k2 = mix(mk ^ 0x9e3779b9);
        if (best === -Infinity) {
          best = found[i] = -negamax(child, 1, 0, depth, -Infinity, Infinity, k1, k2, NaN);
          bestAt = i;
          continue;
        }
        // A move after the best in move order takes over only when better (by more than a hair):
        // a null window at the best plus a hair. One before it takes over when as good: a null
        // window at the best less a hair, then, when it is as good, one at the best plus a hair
        // tells a move as good (its value is the best's) from a better one.
        const z = best + HAIR;
        let a = i < bestAt ? best - HAIR : z;
        let v = -negamax(child, 1, 0, depth, -(a + NULL_WINDOW), -a, k1, k2, NaN);
        if (v <= a) continue;
        if (v <= z) {
          a = z;
          v = -negamax(child, 1, 0, depth, -(a + NULL_WINDOW), -a, k1, k2, NaN);
          if (v <= a) {
            found[i] = best;
            bestAt = i;
            continue;
          }
        }
        // Better than the best: its exact value (v itself when the search fails low at v).
        if (v >= a + NULL_WINDOW) {
          const u = -negamax(child, 1, 0, depth, -Infinity, -v, k1, k2, NaN);
          if (u > v) v = u;
        }
        best = found[i] = v;
        bestAt = i;
      }
      return found;
    }
    if (depth === 0 && objective !== 'points') {
      // One-move values (`final`, or the endgame's first depth): a quiet placement is worth the
      // margin before it, and a lone meeple on it what it earns (as oneMove values them).
      const farmers = hasFarmer(board);
      const worth = new Int32Array(8);
      let before = NaN;
      let quiet = false;
      let placed = 0;
      for (const m of rootMoves) {
        nodes++;
        if (m[3] < 0) quiet = quietPlacement(board, type, m[0], m[1], m[2], farmers, worth);
        if (quiet && (m[3] < 0 || worth[m[3]] >= 0)) {
          if (Number.isNaN(before)) {
            margins(board, out);
            before = out[player];
          }
          if (m[3] < 0) placed = before;
          values.push(m[3] < 0 ? placed : placed + worth[m[3]]);
          continue;
        }
        child.copyFrom(board);
        child.play(type, m[0], m[1], m[2], m[3]);
        margins(child, out);
        values.push(out[player]);
      }
      return values;
    }
    for (const m of rootMoves) {
      child.copyFrom(board);
      const before = child.scores[player];
      child.play(type, m[0], m[1], m[2], m[3]);
      nodes++;
      if (objective === 'points') values.push(child.scores[player] - before);
      else if (players === 2) {
        const mk = mix((type << 24) ^ ((m[0] & 0xff) << 16) ^ ((m[1] & 0xff) << 8) ^ (m[2] << 4) ^ (m[3] + 1) ^ (player << 28));
        values.push(-negamax(child, 1, 0, depth, -Infinity, Infinity, mk, mix(mk ^ 0x9e3779b9), NaN));
      } else {
        vecTop = 0;
        vecNode(child, 1, 0, depth, out);
        values.push(out[player]);
      }
    }
    return values;
  };

  let values: number[] | null = null;
  let depth = 0;
  let complete = true;
  const full = remaining.length;
  if (bestOnly) guide = oneMoveGuide = rootValues(0);
  if (!limit && !maxNodes && !options.progress) {
    values = rootValues(full);
    depth = full;
  } else {
    try {
      // Iterative deepening: final value first, then one more tile to come at a time.
      for (let k = objective === 'endgame' && (limit || maxNodes) ? 0 : full; k <= full; k++) {
        tt.clear();
        values = rootValues(k);
        depth = k;
        guide = values;
      }
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      complete = false;
    }
  }
  if (values === null) {
    // Stopped before even the one-move values were known: rank by those (cheap, never stopped).
    values = rootMoves.map((m) => {
      const c = boardAt(0);
      c.copyFrom(board);
      const before = c.scores[player];
      c.play(type, m[0], m[1], m[2], m[3]);
      if (objective === 'points') return c.scores[player] - before;
      const out = new Float64Array(MAX_PLAYERS_VEC);
      margins(c, out);
      return out[player];
    });
    depth = 0;
  }

  const moves: SolvedMove[] = rootMoves.map((m, i) => ({
    x: m[0], y: m[1], rot: m[2], seg: m[3],
    meeple: m[3] < 0 ? null : ORIENTED[type * 4 + m[2]].segments[m[3]].spot,
    // Averages over draws are rounded to a millionth, so equal values computed in another order compare equal.
    value: random ? Math.round(values![i] * 1e6) / 1e6 : values![i],
  }));
  const ranked = moves.map((m, i) => ({ m, i })).filter((e) => Number.isFinite(e.m.value)).sort((a, b) => b.m.value - a.m.value || a.i - b.i).map((e) => e.m);
  const value = ranked[0].value;
  return { objective, player, value, best: moves.filter((m) => m.value === value), moves: ranked, nodes, complete, depth };
}
