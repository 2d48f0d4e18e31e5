/**
 * The rules engine's public surface, as seen by the pages through the worker.
 *
 * A plain object of plain functions: the worker exposes it with Comlink
 * (engine.worker.ts) and pages call it through client.ts (`callEngine`,
 * `rankMoves`), where every method returns a Promise. Arguments and results
 * must be structured-cloneable (plain data: no functions, no class
 * instances — except a progress callback wrapped in `Comlink.proxy`).
 * Add engine calls here as methods; nothing else needs to change.
 *
 * This module only adapts the engine to Comlink: it checks the types of the
 * arguments, passes progress on and hears cancels while ranking; the rules,
 * the explanations and the one position reader are the engine's
 * (src/engine/api.ts, explain.ts, notation.ts `readFor`).
 *
 * Every method answers with a Result — { ok: true, value } or
 * { ok: false, error: { code, params } } (src/engine/errors.ts; worded by
 * src/i18n/words.ts `wordError`) — and never throws, whatever it is given:
 * arguments of the wrong type (numbers as strings, null, huge lists) are
 * refused with an error naming the argument, a broken position is
 * `bad-position` with its cause, and anything the engine throws becomes an
 * `internal` error.
 */
import { releaseProxy } from 'comlink';
import { catalogueSummary, tileTypeIndex, type CatalogueSummary, type Spot } from '../engine/tiles';
import {
  distinctRotations as engineDistinctRotations,
  explainMove as engineExplainMove,
  featureAt as engineFeatureAt,
  legalMoves as engineLegalMoves,
  listFeatures,
  placeTile as enginePlaceTile,
  scorePosition as engineScorePosition,
  solvePosition,
  startComputerMove,
  type ComputerMoveReport,
  type SolveReport,
  validatePosition as engineValidatePosition,
  type FeatureInfo,
  type Move,
  type PlaceReport,
  type Placement,
  type Position,
  type ScoreReport,
} from '../engine/api';
import { readFor } from '../engine/notation';
import { checkPosition, fitRotations as engineFitRotations, type CheckReport } from '../engine/check';
import type { FeatureKind } from '../engine/features';
import { explainRanked, heldFeatures, type RankedMoveReport, type WhyPart } from '../engine/explain';
import { foundOf, type ArgName, type EngineError } from '../engine/errors';
import { rankMoves } from '../engine/solver';
import { OBJECTIVES, type Objective } from '../engine/search';
import { DEFAULT_TIME_LIMIT_MS, type Level } from '../engine/levels';
import { fail, ok, type Result } from '../engine/result';
import { positionAfter, readGame as engineReadGame, tilesLeft, writeGame, type GameFile } from '../engine/record';
import { startReview, type GameReview, type ReviewSettings } from '../engine/review';
import { tableAids as engineTableAids, type TableAids } from '../engine/aids';
import { TILE_DEFS } from '../engine/tiles';

export type { CheckReport, ComputerMoveReport, GameFile, GameReview, TableAids, Level, Objective, ReviewSettings, SolveReport };
export type { CatalogueSummary, EngineError, FeatureInfo, FeatureKind, Move, PlaceReport, Placement, Position, RankedMoveReport, Result, ScoreReport, Spot, WhyPart };

// ------------------------------------------------------------------ the solver's answers

export interface RankReport {
  /** The tile ranked and the player it was ranked for. */
  tile: string;
  player: string;
  /** The best moves, best first (at most `limit`). */
  moves: RankedMoveReport[];
  /** Moves tried and moves in all (placement × meeple choice); fewer tried when time ran out. */
  tried: number;
  total: number;
  complete: boolean;
  /** Why the ranking stopped before trying every move; null when complete. */
  stopped: 'time-limit' | null;
  timeLimitMs: number;
}

export interface RankOptions {
  /** Stop after this long and rank the moves tried so far (default 5000, at most 60000). */
  timeLimitMs?: number;
  /** How many of the best moves to return, explained (default 10, 1–100). */
  limit?: number;
  /** A name for this run, so that `cancel(id)` can stop it. */
  id?: string;
  /**
   * Test and demo aid: pause this long (busy, 0–2000 ms) at every progress
   * step, standing in for a slow device so a long run can be watched and cancelled.
   */
  slowdownMs?: number;
  /**
   * Test aid: the run answers no sooner than this long (0–30000 ms) after it
   * started (waiting, without using the processor), so a test can count on it
   * still being at work; `release(id)` ends the wait early, once the test has
   * seen what it needed.
   */
  holdMs?: number;
}

/** Called now and then with the moves tried so far and the moves in all. */
export type RankProgress = (tried: number, total: number) => unknown;

const RANK_DEFAULT_TIME_LIMIT_MS = 5000;
const RANK_MAX_TIME_LIMIT_MS = 60_000;
const RANK_DEFAULT_LIMIT = 10;
const RANK_MAX_LIMIT = 100;
const RANK_OPTION_NAMES = ['timeLimitMs', 'limit', 'id', 'slowdownMs', 'holdMs'] as const;
/** Progress is passed on at most this often (plus the first and the last report). */
const PROGRESS_EVERY_MS = 50;
/** Moves explained between two looks at the message queue (where a cancel may be waiting). */
const EXPLAIN_CHUNK = 5;

// ------------------------------------------------------------------ arguments

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The refusal of an argument of the wrong type: what it is called and what was found. */
const badArg = (argument: ArgName, found: unknown, max?: number) =>
  max === undefined ? { argument, found: foundOf(found) } : { argument, found: foundOf(found), max };

/** A tile letter argument: text of a sensible length (the engine then checks the letter itself). */
function tileArg(tile: unknown, argument: 'tile' | 'move.tile'): Result<string> {
  if (typeof tile !== 'string' || tile.length > 8) return fail('unknown-tile', badArg(argument, tile));
  return ok(tile);
}

/** The shape of a move (types only; whether it is legal is the engine's question). */
function moveArg(move: unknown): Result<Move> {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return fail('bad-move', badArg('move', move));
  const m = move as Record<string, unknown>;
  const tile = tileArg(m.tile, 'move.tile');
  if (!tile.ok) return tile;
  if (typeof m.x !== 'number') return fail('bad-move', badArg('move.x', m.x));
  if (typeof m.y !== 'number') return fail('bad-move', badArg('move.y', m.y));
  if (typeof m.rot !== 'number') return fail('bad-rotation', badArg('move.rot', m.rot));
  const meeple = m.meeple;
  if (meeple !== undefined && meeple !== null && (typeof meeple !== 'string' || meeple.length > 8)) {
    return fail('no-such-spot', badArg('move.meeple', meeple));
  }
  return ok(m as unknown as Move);
}

function readRankOptions(options: unknown, known: readonly string[] = RANK_OPTION_NAMES): Result<Required<Omit<RankOptions, 'id'>> & { id: string | null }> {
  const out = { timeLimitMs: RANK_DEFAULT_TIME_LIMIT_MS, limit: RANK_DEFAULT_LIMIT, id: null as string | null, slowdownMs: 0, holdMs: 0 };
  if (options === undefined || options === null) return ok(out);
  if (typeof options !== 'object' || Array.isArray(options)) return fail('bad-option', badArg('options', options));
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!known.includes(key)) {
      return fail('bad-option', { problem: 'unknown-option', option: key.slice(0, 40), known: [...known] });
    }
  }
  if (o.timeLimitMs !== undefined) {
    const v = o.timeLimitMs;
    if (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v)) return fail('bad-option', badArg('timeLimitMs', v));
    out.timeLimitMs = Math.min(v, RANK_MAX_TIME_LIMIT_MS);
  }
  if (o.limit !== undefined) {
    const v = o.limit;
    if (!isWhole(v) || v < 1 || v > RANK_MAX_LIMIT) return fail('bad-option', badArg('limit', v, RANK_MAX_LIMIT));
    out.limit = v;
  }
  if (o.id !== undefined) {
    const v = o.id;
    if (typeof v !== 'string' || v.length === 0 || v.length > 100) return fail('bad-option', badArg('id', v));
    out.id = v;
  }
  if (o.slowdownMs !== undefined) {
    const v = o.slowdownMs;
    if (typeof v !== 'number' || !(v >= 0) || v > 2000) return fail('bad-option', badArg('slowdownMs', v));
    out.slowdownMs = v;
  }
  if (o.holdMs !== undefined) {
    const v = o.holdMs;
    if (typeof v !== 'number' || !(v >= 0) || v > 30_000) return fail('bad-option', badArg('holdMs', v));
    out.holdMs = v;
  }
  return ok(out);
}

export interface SolveOptions extends RankOptions {
  /** points, final (the default) or endgame (docs/engine.md, "The solver"). */
  objective?: Objective;
  /** The tile to solve for when the position has no inHand. */
  tile?: string;
}

/** Called now and then with the positions searched so far. */
export type SolveProgress = (nodes: number) => unknown;

const SOLVE_OPTION_NAMES = [...RANK_OPTION_NAMES, 'objective', 'tile'] as const;

function readSolveOptions(options: unknown): Result<ReturnType<typeof readRankOptions> extends Result<infer T> ? T & { objective: Objective; tile?: string } : never> {
  const read = readRankOptions(options, SOLVE_OPTION_NAMES);
  if (!read.ok) return read;
  const o = (options ?? {}) as Record<string, unknown>;
  let objective: Objective = 'final';
  if (o.objective !== undefined) {
    if (typeof o.objective !== 'string' || !(OBJECTIVES as readonly string[]).includes(o.objective)) return fail('bad-option', badArg('objective', o.objective));
    objective = o.objective as Objective;
  }
  let tile: string | undefined;
  if (o.tile !== undefined) {
    const t = tileArg(o.tile, 'tile');
    if (!t.ok) return t;
    tile = t.value;
  }
  return ok({ ...read.value, objective, ...(tile === undefined ? {} : { tile }) });
}

export interface MoveOptions extends Omit<RankOptions, 'limit'> {
  /** beginner, club or strong (docs/engine.md, "The computer"). */
  level: Level;
  /** The seed of the level's random numbers (0 by default): the same position and seed, the same move. */
  seed?: number;
  /** Strong's playouts for this move (its default budget otherwise). */
  playouts?: number;
  /** The tile to play when the position has no inHand. */
  tile?: string;
}

/** Called now and then with the work done (Strong: playouts) and the work planned. */
export type MoveProgress = (done: number, total: number) => unknown;

const MOVE_OPTION_NAMES = ['timeLimitMs', 'id', 'slowdownMs', 'holdMs', 'level', 'seed', 'playouts', 'tile'] as const;
/** How long the computer thinks between two looks at the message queue (where a cancel may be waiting). */
const MOVE_SLICE_MS = 20;

export interface ReviewOptions extends Pick<RankOptions, 'id' | 'slowdownMs' | 'holdMs'> {
  /** Playouts, the exact search's limits and the seed (src/engine/review.ts REVIEW_DEFAULTS). */
  settings?: Partial<ReviewSettings>;
  /** The seats to review (every seat by default). */
  seats?: number[];
}

/** Called now and then with the moves reviewed and the moves in all. */
export type ReviewProgress = (done: number, total: number) => unknown;

const REVIEW_OPTION_NAMES = ['id', 'slowdownMs', 'holdMs', 'settings', 'seats'] as const;
const REVIEW_SETTING_NAMES = ['searchPlayouts', 'playouts', 'exactTiles', 'exactNodes', 'seed'] as const;
/** Most playouts or positions one review setting may ask for. */
const REVIEW_MAX_WORK = 1_000_000;

/** The review's settings and seats, checked: whole numbers within reason, seats of the game. */
function readReviewSettings(o: Record<string, unknown>, players: number): Result<{ settings: Partial<ReviewSettings>; seats?: number[] }> {
  const settings: Partial<ReviewSettings> = {};
  if (o.settings !== undefined) {
    if (typeof o.settings !== 'object' || o.settings === null || Array.isArray(o.settings)) return fail('bad-option', badArg('settings', o.settings));
    const given = o.settings as Record<string, unknown>;
    for (const key of Object.keys(given)) {
      if (!(REVIEW_SETTING_NAMES as readonly string[]).includes(key)) return fail('bad-option', { problem: 'unknown-option', option: key.slice(0, 40), known: [...REVIEW_SETTING_NAMES] });
      const v = given[key];
      const max = key === 'seed' ? 0xffffffff : key === 'exactTiles' ? 6 : REVIEW_MAX_WORK * (key === 'exactNodes' ? 100 : 1);
      const min = key === 'seed' || key === 'exactTiles' ? 0 : key === 'playouts' ? 2 : 1;
      if (!isWhole(v) || v < min || v > max) return fail('bad-option', badArg('settings', v, max));
      settings[key as keyof ReviewSettings] = v;
    }
  }
  if (o.seats === undefined) return ok({ settings });
  const seats = o.seats;
  if (!Array.isArray(seats) || seats.length > players || seats.some((p) => !isWhole(p) || p < 0 || p >= players)) return fail('bad-option', badArg('seats', seats, players - 1));
  return ok({ settings, seats: seats as number[] });
}

// ------------------------------------------------------------------ helpers

/**
 * Run one engine call and turn anything it throws into a Result, so that a
 * page never sees a rejected promise for a bug or a strange input.
 */
function guard<T>(name: string, run: () => Result<T>): Result<T> {
  try {
    return run();
  } catch (e) {
    return internal(name, e);
  }
}

function internal(call: string, e: unknown): { ok: false; error: EngineError } {
  return fail('internal', { call, detail: e instanceof Error ? e.message : String(e) });
}

const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// ------------------------------------------------------------------ the API

export interface EngineApiOptions {
  /** The clock for the solver's time limit (milliseconds); performance.now by default. */
  now?: () => number;
}

/** A solver run that has an id: a cancel stops it; a release ends its test hold (`holdMs`). */
interface Run {
  cancelled: boolean;
  released: boolean;
}

/** The API with its own clock (tests give it a fake one); the worker uses `engineApi`. */
export function createEngineApi(options: EngineApiOptions = {}) {
  const now = options.now ?? (() => performance.now());
  /** Solver runs that can be cancelled, by id. */
  const runs = new Map<string, Run>();

  return {
    /** Totals of the base-game tile catalogue (types, tiles, pennants, cloisters). */
    catalogueSummary(): CatalogueSummary {
      return catalogueSummary();
    },

    /** Check a position; the value is the position in canonical form. */
    validate(pos: unknown): Result<Position> {
      return guard('validate', () => engineValidatePosition(pos));
    },

    /** Every legal placement of `tile` for the player to play, with the meeple spots open on each. */
    legalMoves(pos: unknown, tile: string): Result<Placement[]> {
      return guard('legalMoves', () => {
        const t = tileArg(tile, 'tile');
        return t.ok ? engineLegalMoves(pos, t.value) : t;
      });
    },

    /** Play one turn (tile, optional meeple, scoring, next player); a refusal carries the engine's explanation. */
    place(pos: unknown, move: Move): Result<PlaceReport> {
      return guard('place', () => {
        const m = moveArg(move);
        return m.ok ? enginePlaceTile(pos, m.value) : m;
      });
    },

    /** Final scoring as if the game ended now, feature by feature. */
    score(pos: unknown): Result<ScoreReport> {
      return guard('score', () => engineScorePosition(pos));
    },

    /** The whole feature at one spot of a placed tile, with its size, meeples and current value. */
    featureAt(pos: unknown, x: number, y: number, spot: string): Result<FeatureInfo> {
      return guard('featureAt', () => {
        if (!isWhole(x) || !isWhole(y)) {
          const [argument, value] = !isWhole(x) ? (['x', x] as const) : (['y', y] as const);
          return fail('bad-move', { ...badArg(argument, value), cell: [String(x).slice(0, 24), String(y).slice(0, 24)] });
        }
        if (typeof spot !== 'string' || spot.length > 8) return fail('no-such-spot', badArg('spot', spot));
        return engineFeatureAt(pos, x, y, spot);
      });
    },

    /**
     * Every feature on the board (with or without meeples), each described as
     * featureAt describes it, in board order. `score` lists only the features
     * that somebody holds; this is for showing what each feature is worth.
     */
    features(pos: unknown): Result<FeatureInfo[]> {
      return guard('features', () => listFeatures(pos));
    },

    /**
     * The score checker's final scoring (src/engine/check.ts): a board copied
     * from a table is scored even when it cannot quite be right; each problem
     * is a warning with its code and place. Refused only when it cannot be
     * scored at all (a broken file, edges that do not match, tiles not connected).
     */
    check(pos: unknown): Result<CheckReport> {
      return guard('check', () => checkPosition(pos));
    },

    /** For the checker: the rotations of `tile` whose edges match at (x, y) (the box's count not checked), or why none does. */
    fitRotations(pos: unknown, tile: string, x: number, y: number): Result<number[]> {
      return guard('fitRotations', () => {
        const t = tileArg(tile, 'tile');
        if (!t.ok) return t;
        if (!isWhole(x) || !isWhole(y)) {
          const [argument, value] = !isWhole(x) ? (['x', x] as const) : (['y', y] as const);
          return fail('bad-move', { ...badArg(argument, value), cell: [String(x).slice(0, 24), String(y).slice(0, 24)] });
        }
        return engineFitRotations(pos, t.value, x, y);
      });
    },

    /** The rotations of a tile that look different (an unknown letter gives an empty list). */
    distinctRotations(tile: string): Result<number[]> {
      return guard('distinctRotations', () => {
        const t = tileArg(tile, 'tile');
        return t.ok ? ok(engineDistinctRotations(t.value)) : t;
      });
    },

    /**
     * Whether a move would be allowed for the player to play, without playing it:
     * { ok: true, value: null } when it is, or the engine's explanation of the refusal.
     */
    explainMove(pos: unknown, move: Move): Result<null> {
      return guard('explainMove', () => {
        const m = moveArg(move);
        return m.ok ? engineExplainMove(pos, m.value) : m;
      });
    },

    /**
     * Rank every move of `tile` (placement × meeple choice) for the player to
     * play by the net points it gains if the game ended right after it, and
     * explain the best `limit` of them.
     *
     * Stops at the time limit (default 5 s) with the moves tried so far,
     * marked incomplete. `onProgress(tried, total)` hears about progress now
     * and then (pass a `Comlink.proxy` across the worker boundary; returning
     * false asks to stop). `cancel(id)` stops a run that has an id; the answer
     * is then a `cancelled` error. A cancel is heard before the moves are
     * tried and between explanations; while the moves are being tried (one
     * synchronous pass of a few milliseconds) only the caller can stop the
     * run, by ending the worker — the client does that (client.ts).
     */
    async rank(pos: unknown, tile: unknown, options?: RankOptions, onProgress?: RankProgress): Promise<Result<RankReport>> {
      const run: Run = { cancelled: false, released: false };
      let id: string | null = null;
      try {
        const opts = readRankOptions(options);
        if (!opts.ok) return opts;
        if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
          return fail('bad-option', badArg('onProgress', onProgress));
        }
        const read = readFor(pos);
        if (!read.ok) return read;
        const t = tileArg(tile, 'tile');
        if (!t.ok) return t;
        const type = tileTypeIndex(t.value);
        if (type < 0) return fail('unknown-tile', { tile: t.value });
        const { board, names } = read.value;
        const { timeLimitMs, limit, slowdownMs, holdMs } = opts.value;
        const started = now();
        id = opts.value.id;
        if (id !== null) runs.set(id, run);

        // A cancel sent right after the request is heard here.
        await yieldToEvents();
        if (run.cancelled) return cancelled();

        const tell = teller<[number, number]>(onProgress, run);
        const ranking = rankMoves(board, type, { timeLimitMs, now, progress: pacer(now, tell, slowdownMs, run) });
        await hold(now, started, holdMs, run);
        if (run.cancelled) return cancelled();
        tell(ranking.tried, ranking.total);

        const before = heldFeatures(board, board.toPlay);
        const best = ranking.moves.slice(0, limit);
        const moves: RankedMoveReport[] = [];
        for (let i = 0; i < best.length; i++) {
          if (i > 0 && i % EXPLAIN_CHUNK === 0) {
            await yieldToEvents();
            if (run.cancelled) return cancelled();
          }
          moves.push(explainRanked(board, names, type, best[i], before));
        }
        return ok({
          tile: t.value,
          player: names[board.toPlay],
          moves,
          tried: ranking.tried,
          total: ranking.total,
          complete: ranking.complete,
          stopped: ranking.complete ? null : 'time-limit',
          timeLimitMs,
        });
      } catch (e) {
        return internal('rank', e);
      } finally {
        if (id !== null && runs.get(id) === run) runs.delete(id);
        releaseCallback(onProgress);
      }
    },

    /**
     * Value every move of the tile in hand (or `options.tile`) under one
     * objective — points, final or endgame — as `carc solve` does
     * (src/engine/api.ts solvePosition): the best value, every move reaching
     * it, and the ranking, the first `limit` with their breakdown.
     *
     * Stops at the time limit (default 5 s, at most 60 s) with the deepest
     * values it finished, marked `complete: false`. `onProgress(nodes)` hears
     * about progress now and then (a false answer stops the run); `cancel(id)`
     * stops a run with an id before or after the search, as for `rank` — while
     * the search itself runs (never longer than the time limit), only ending
     * the worker stops it.
     */
    async solve(pos: unknown, options?: SolveOptions, onProgress?: SolveProgress): Promise<Result<SolveReport>> {
      const run: Run = { cancelled: false, released: false };
      let id: string | null = null;
      try {
        const opts = readSolveOptions(options);
        if (!opts.ok) return opts;
        if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
          return fail('bad-option', badArg('onProgress', onProgress));
        }
        const read = readFor(pos);
        if (!read.ok) return read;
        const { timeLimitMs, limit, slowdownMs, holdMs, objective, tile } = opts.value;
        const started = now();
        id = opts.value.id;
        if (id !== null) runs.set(id, run);
        await yieldToEvents();
        if (run.cancelled) return cancelled();
        const tell = teller<[number]>(onProgress, run);
        const solved = solvePosition(pos, { objective, tile, top: limit, timeLimitMs, now, progress: pacer(now, tell, slowdownMs, run) });
        await hold(now, started, holdMs, run);
        if (run.cancelled) return cancelled();
        if (solved.ok) tell(solved.value.nodes);
        await yieldToEvents();
        if (run.cancelled) return cancelled();
        return solved;
      } catch (e) {
        return internal('solve', e);
      } finally {
        if (id !== null && runs.get(id) === run) runs.delete(id);
        releaseCallback(onProgress);
      }
    },

    /**
     * The computer's move at a level (beginner, club or strong) for the player
     * to play, with the tile in hand (or `options.tile`); the position's
     * `remaining` is the bag, its order never looked at (src/engine/levels.ts).
     *
     * The time limit (default 1 s, at most 60 s) caps the thinking: the best
     * move found by then is played, marked `complete: false`. The search runs
     * in slices of about MOVE_SLICE_MS: between two, progress is passed on
     * (`onProgress(done, total)`, a false answer stops the run) and a
     * `cancel(id)` is heard, so a cancelled run ends without ending the
     * worker. (The exact endgame search for the last tiles is one slice,
     * never longer than the time limit.)
     */
    async move(pos: unknown, options: MoveOptions, onProgress?: MoveProgress): Promise<Result<ComputerMoveReport>> {
      const run: Run = { cancelled: false, released: false };
      let id: string | null = null;
      try {
        const opts = readRankOptions(options, MOVE_OPTION_NAMES);
        if (!opts.ok) return opts;
        if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
          return fail('bad-option', badArg('onProgress', onProgress));
        }
        const o = (options ?? {}) as unknown as Record<string, unknown>;
        if (o.tile !== undefined) {
          const t = tileArg(o.tile, 'tile');
          if (!t.ok) return t;
        }
        const { slowdownMs, holdMs } = opts.value;
        const timeLimitMs = o.timeLimitMs === undefined ? DEFAULT_TIME_LIMIT_MS : opts.value.timeLimitMs;
        const started = now();
        // The engine checks the level, the seed, the playouts and the position.
        const begun = startComputerMove(pos, {
          level: o.level as Level, seed: o.seed as number | undefined, playouts: o.playouts as number | undefined,
          tile: o.tile as string | undefined, timeLimitMs, now,
        });
        if (!begun.ok) return begun;
        id = opts.value.id;
        if (id !== null) runs.set(id, run);
        const tell = teller<[number, number]>(onProgress, run);
        const pace = pacer(now, tell, slowdownMs, run);
        const { thinker } = begun.value;
        for (;;) {
          // A cancel sent right after the request, or during the last slice, is heard here.
          await yieldToEvents();
          if (run.cancelled) return cancelled();
          const over = thinker.step(now() + MOVE_SLICE_MS);
          if (!pace(thinker.done, thinker.total) || over) break;
        }
        await hold(now, started, holdMs, run);
        if (run.cancelled) return cancelled();
        const report = begun.value.report();
        tell(thinker.done, thinker.total);
        return ok(report);
      } catch (e) {
        return internal('move', e);
      } finally {
        if (id !== null && runs.get(id) === run) runs.delete(id);
        releaseCallback(onProgress);
      }
    },

    /**
     * The aids at the table for a position (src/engine/aids.ts): the tiles in
     * the bag by type, each open road, city and cloister with how many tiles
     * of the bag could close it and the chance the next one does, and the
     * open cells no tile of the bag fits. The bag is the position's
     * `remaining` when it lists tiles, otherwise the box minus the board and
     * the tile in hand.
     */
    tableAids(pos: unknown): Result<TableAids> {
      return guard('tableAids', () => {
        const read = readFor(pos);
        if (!read.ok) return read;
        const { board, hand } = read.value;
        const bag = new Int8Array(TILE_DEFS.length);
        if (hand.remaining.length) for (const t of hand.remaining) bag[t]++;
        else {
          for (let t = 0; t < TILE_DEFS.length; t++) bag[t] = TILE_DEFS[t].count - board.typeUsed[t];
          if (hand.inHand >= 0) bag[hand.inHand]--;
        }
        return ok(engineTableAids(board, bag));
      });
    },

    /**
     * Read a game record (`carcassonne-game/1`, docs/game-format.md): the
     * record in canonical form, its number of moves and the tiles left in the bag after them.
     */
    readGame(game: unknown): Result<{ game: GameFile; moves: number; left: number }> {
      return guard('readGame', () => {
        const read = engineReadGame(game);
        if (!read.ok) return read;
        return ok({ game: writeGame(read.value), moves: read.value.moves.length, left: tilesLeft(read.value) });
      });
    },

    /** The position after the first `at` moves of a game record (docs/game-format.md, "Replaying"). */
    replayGame(game: unknown, at: number): Result<Position> {
      return guard('replayGame', () => {
        const read = engineReadGame(game);
        if (!read.ok) return read;
        if (!isWhole(at) || at < 0 || at > read.value.moves.length) return fail('bad-option', badArg('at', at, read.value.moves.length));
        return ok(positionAfter(read.value, at));
      });
    },

    /**
     * Review a game record (src/engine/review.ts): each move against the best
     * move found in the same position, with the noise of the estimate, and
     * each player's biggest mistakes. It runs in slices of about
     * MOVE_SLICE_MS: between two, progress is passed on (`onProgress(done,
     * total)` in moves; a false answer stops the run) and a `cancel(id)` is
     * heard, so a cancelled review ends without ending the worker. (An exact
     * endgame search is one slice, bounded by its budget of positions.)
     */
    async review(game: unknown, options?: ReviewOptions, onProgress?: ReviewProgress): Promise<Result<GameReview>> {
      const run: Run = { cancelled: false, released: false };
      let id: string | null = null;
      try {
        const opts = readRankOptions(options, REVIEW_OPTION_NAMES);
        if (!opts.ok) return opts;
        if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
          return fail('bad-option', badArg('onProgress', onProgress));
        }
        const read = engineReadGame(game);
        if (!read.ok) return read;
        const chosen = readReviewSettings((options ?? {}) as unknown as Record<string, unknown>, read.value.names.length);
        if (!chosen.ok) return chosen;
        const { slowdownMs, holdMs } = opts.value;
        const started = now();
        id = opts.value.id;
        if (id !== null) runs.set(id, run);
        const tell = teller<[number, number]>(onProgress, run);
        const pace = pacer(now, tell, slowdownMs, run);
        const reviewer = startReview(read.value, chosen.value);
        for (;;) {
          await yieldToEvents();
          if (run.cancelled) return cancelled();
          const until = now() + MOVE_SLICE_MS;
          const over = reviewer.step(() => now() >= until);
          if (!pace(reviewer.done, reviewer.total) || over) break;
        }
        await hold(now, started, holdMs, run);
        if (run.cancelled) return cancelled();
        tell(reviewer.done, reviewer.total);
        return ok(reviewer.result());
      } catch (e) {
        return internal('review', e);
      } finally {
        if (id !== null && runs.get(id) === run) runs.delete(id);
        releaseCallback(onProgress);
      }
    },

    /** Stop the solver run with this id; the value says whether such a run was going. */
    cancel(id: string): Result<boolean> {
      return guard('cancel', () => {
        if (typeof id !== 'string' || id.length === 0 || id.length > 100) {
          return fail('bad-option', badArg('cancel', id));
        }
        const run = runs.get(id);
        if (!run) return ok(false);
        run.cancelled = true;
        return ok(true);
      });
    },

    /**
     * Test aid: end the `holdMs` wait of the run with this id, so it answers as soon as its work is done
     * (false when no such run is going). Nothing else about the run changes.
     */
    release(id: string): Result<boolean> {
      return guard('release', () => {
        if (typeof id !== 'string' || id.length === 0 || id.length > 100) {
          return fail('bad-option', badArg('id', id));
        }
        const run = runs.get(id);
        if (!run) return ok(false);
        run.released = true;
        return ok(true);
      });
    },
  };
}

/**
 * Pass progress on to the caller's callback (if any): an answer of false, now
 * or later (a proxied callback answers with a promise), marks the run cancelled.
 */
function teller<A extends unknown[]>(onProgress: unknown, run: { cancelled: boolean }): (...args: A) => void {
  return (...args: A) => {
    if (typeof onProgress !== 'function') return;
    try {
      const answer: unknown = onProgress(...args);
      if (answer === false) run.cancelled = true;
      else if (answer instanceof Promise || (typeof answer === 'object' && answer !== null && 'then' in answer)) {
        Promise.resolve(answer as Promise<unknown>).then(
          (v) => {
            if (v === false) run.cancelled = true;
          },
          () => {},
        );
      }
    } catch {
      // The caller's callback failing is no reason to stop the run.
    }
  };
}

/**
 * The engine's progress hook for a run: passes progress on at most every
 * PROGRESS_EVERY_MS, pauses `slowdownMs` at each step (RankOptions.slowdownMs:
 * standing in for a slow device), and asks the engine to stop once the run is cancelled.
 */
function pacer<A extends unknown[]>(now: () => number, tell: (...args: A) => void, slowdownMs: number, run: { cancelled: boolean }): (...args: A) => boolean {
  let lastSent = -Infinity;
  return (...args: A) => {
    const at = now();
    if (at - lastSent >= PROGRESS_EVERY_MS) {
      lastSent = at;
      tell(...args);
    }
    while (slowdownMs > 0 && now() < at + slowdownMs) {
      // Standing in for a slow device.
    }
    return !run.cancelled;
  };
}

/**
 * RankOptions.holdMs: no answer until `holdMs` after `started`, standing in for a long run. The worker waits
 * without using the processor (a test's stand-in should not slow down everything else on the machine), and
 * hears a cancel meanwhile.
 */
async function hold(now: () => number, started: number, holdMs: number, run: Run): Promise<void> {
  while (holdMs > 0 && !run.cancelled && !run.released && now() < started + holdMs) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function cancelled(): { ok: false; error: EngineError } {
  return fail('cancelled', {});
}

/** A Comlink-proxied callback keeps a port open until released; a plain function has nothing to release. */
function releaseCallback(fn: unknown): void {
  if (typeof fn !== 'function') return;
  try {
    const release = (fn as unknown as Record<symbol, unknown>)[releaseProxy];
    if (typeof release === 'function') (release as () => void)();
  } catch {
    // Already released, or not a proxy.
  }
}

export const engineApi = createEngineApi();

export type EngineApi = typeof engineApi;
