/**
 * The computer's levels (docs/engine.md, "The computer"): how a computer
 * player chooses the move of the tile it holds, knowing which tiles are left
 * in the bag but never their order.
 *
 * - `beginner` — weighs every move by its one-move (`final`) value and picks
 *   one by chance, the better ones more often: it plays sensible moves but
 *   misses good ones now and then, and knows nothing of what may come.
 * - `club` — the best `final` move (its lead if the game ended right after
 *   it); with ENDGAME_TILES or fewer tiles left in the bag, the exact
 *   `endgame` search over them drawn at random.
 * - `strong` — a look ahead over the bag by Monte Carlo playouts (strong.ts),
 *   and the exact `endgame` search for the last tiles as Club.
 *
 * Each level plays for its margin over the best opponent, whatever the
 * number of players. A choice is reproducible: its random numbers come from
 * `seed`, and its work is counted in playouts or positions, not time; the
 * time limit is only a cap (reached, the best move found so far is played).
 * `startThinking` gives a `Thinker` that works in steps, so that a worker
 * can hear a cancel between them; `chooseMove` runs one to the end.
 */
import type { Board } from './board';
import { Rng } from './game';
import { solve, type SolvedMove } from './search';
import { STRONG_DEFAULTS, StrongSearch, type SearchMove, type StrongSettings } from './strong';
import { ORIENTED, TILE_DEFS, type Spot } from './tiles';

export const LEVELS = ['beginner', 'club', 'strong'] as const;
export type Level = (typeof LEVELS)[number];

/** With this many tiles left in the bag or fewer, the levels above Beginner search the rest exactly. */
export const ENDGAME_TILES = 3;
/** The default cap on one move's thinking. */
export const DEFAULT_TIME_LIMIT_MS = 1000;
/** Positions the endgame search may visit for one move (about half a second): it then answers its deepest finished values. */
export const ENDGAME_NODES = 150_000;
/** Beginner's temperature: a move worth this much less than the best is e (2.718…) times less likely. */
const BEGINNER_SPREAD = 2;

export interface LevelOptions {
  level: Level;
  /** The seed of the level's random numbers (Beginner's choice, Strong's playouts); 0 by default. */
  seed?: number;
  /** Strong's playouts for one move (default STRONG_DEFAULTS.playouts). */
  playouts?: number;
  /** The other knobs of Strong's search (tests and experiments). */
  strong?: Partial<StrongSettings>;
  /** Positions the endgame search may visit (default ENDGAME_NODES). */
  endgameNodes?: number;
  /** Cap on the thinking, in milliseconds of `now` (default DEFAULT_TIME_LIMIT_MS; needs `now`, else no cap). */
  timeLimitMs?: number;
  now?: () => number;
}

/** How a move was chosen. */
export type ChoiceMethod = 'chance' | 'final' | 'endgame' | 'playouts';

export interface ComputerChoice {
  x: number;
  y: number;
  rot: number;
  /** The meeple's segment on the tile (-1 for none) and its spot (board orientation), or null. */
  seg: number;
  meeple: Spot | null;
  method: ChoiceMethod;
  /** Work done: playouts (Strong) or positions searched (the others). */
  work: number;
  /** False when the thinking stopped short of its plan (time limit, or the endgame's budget of positions): the best move found by then. */
  complete: boolean;
  /** The time limit stopped it. */
  capped: boolean;
}

/** A computer thinking about one move, in steps. */
export interface Thinker {
  /** Work planned and done (playouts for Strong's search; 1 for a choice made in one go). */
  readonly total: number;
  readonly done: number;
  /**
   * Think until done, the time cap, or `until` (a time on the `now` clock,
   * when given). Returns whether the thinking is over (done or capped).
   */
  step(until?: number): boolean;
  /** The move chosen (or the best so far), null when the tile fits nowhere. */
  result(): ComputerChoice | null;
}

/** Tiles of each type in a bag given as a list (its order is not looked at). */
export function bagCounts(bag: readonly number[]): Int8Array {
  const counts = new Int8Array(TILE_DEFS.length);
  for (const t of bag) counts[t]++;
  return counts;
}

const asChoice = (m: SearchMove, type: number, method: ChoiceMethod, work: number, complete: boolean, capped: boolean): ComputerChoice => ({
  x: m.x, y: m.y, rot: m.rot, seg: m.seg,
  meeple: m.seg < 0 ? null : ORIENTED[type * 4 + m.rot].segments[m.seg].spot,
  method, work, complete, capped,
});

/** A thinker that decides in one go. */
function once(decide: () => ComputerChoice | null): Thinker {
  let choice: ComputerChoice | null = null;
  let over = false;
  return {
    total: 1,
    get done() {
      return over ? 1 : 0;
    },
    step() {
      if (!over) choice = decide();
      over = true;
      return true;
    },
    result() {
      if (!over) this.step();
      return choice;
    },
  };
}

/** Beginner: one move by chance, weighted by exp((value − best) / spread) over the one-move values. */
function beginnerChoice(board: Board, type: number, seed: number): ComputerChoice | null {
  const solved = solve(board, type, { objective: 'final' });
  // Moves in the documented order, so that the choice does not depend on how the ranking broke ties.
  const moves: SolvedMove[] = [...solved.moves].sort((a, b) => a.y - b.y || a.x - b.x || a.rot - b.rot || a.seg - b.seg);
  if (moves.length === 0) return null;
  const best = solved.value ?? 0;
  const weights = moves.map((m) => Math.exp((m.value - best) / BEGINNER_SPREAD));
  const sum = weights.reduce((a, b) => a + b, 0);
  let r = (new Rng(seed).next() / 4294967296) * sum;
  let i = 0;
  while (i < moves.length - 1 && r >= weights[i]) r -= weights[i++];
  return asChoice(moves[i], type, 'chance', solved.nodes, true, false);
}

/** Club's `final` move, or the endgame search's. */
function searchChoice(board: Board, type: number, bag: readonly number[], options: LevelOptions, deadline: number): ComputerChoice | null {
  const endgame = bag.length <= ENDGAME_TILES;
  const now = options.now;
  const solved = endgame
    ? solve(board, type, {
      objective: 'endgame',
      remaining: [...bag].sort((a, b) => a - b),
      draw: 'random',
      bestOnly: true,
      maxNodes: options.endgameNodes ?? ENDGAME_NODES,
      ...(now && Number.isFinite(deadline) ? { now, timeLimitMs: Math.max(1, deadline - now()) } : {}),
    })
    : solve(board, type, { objective: 'final' });
  const best = solved.best[0];
  const capped = !solved.complete && !!now && now() >= deadline;
  return best ? asChoice(best, type, endgame ? 'endgame' : 'final', solved.nodes, solved.complete, capped) : null;
}

/**
 * Start thinking about the move of tile `type` for the player to play on
 * `board`, with `bag` the tiles still to come (in any order: only how many of
 * each matters). The board is not changed.
 */
export function startThinking(board: Board, type: number, bag: readonly number[], options: LevelOptions): Thinker {
  const seed = (options.seed ?? 0) >>> 0;
  const now = options.now;
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const deadline = now && limit > 0 ? now() + limit : Infinity;
  if (options.level === 'beginner') return once(() => beginnerChoice(board, type, seed));
  if (options.level === 'club' || bag.length <= ENDGAME_TILES) return once(() => searchChoice(board, type, bag, options, deadline));
  const settings: StrongSettings = { ...STRONG_DEFAULTS, ...options.strong, ...(options.playouts ? { playouts: options.playouts } : {}) };
  const search = new StrongSearch(board, type, bagCounts(bag), seed, settings);
  let capped = false;
  return {
    total: search.total,
    get done() {
      return search.done;
    },
    step(until?: number) {
      if (search.finished || capped) return true;
      const stopAt = Math.min(deadline, until ?? Infinity);
      const stop = now && Number.isFinite(stopAt) ? () => now() >= stopAt : () => false;
      const finished = search.step(stop);
      if (!finished && now && now() >= deadline) capped = true;
      return finished || capped;
    },
    result() {
      if (!search.finished && !capped) this.step();
      const best = search.best();
      return best ? asChoice(best, type, 'playouts', search.done, search.finished, capped) : null;
    },
  };
}

/** The move the computer at `options.level` plays (null when the tile fits nowhere). */
export function chooseMove(board: Board, type: number, bag: readonly number[], options: LevelOptions): ComputerChoice | null {
  const thinker = startThinking(board, type, bag, options);
  while (!thinker.step());
  return thinker.result();
}
