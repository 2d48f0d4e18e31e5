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
 * Every method answers with a Result — { ok: true, value } or
 * { ok: false, error: { code, message } } — and never throws, whatever it is
 * given: arguments of the wrong type (numbers as strings, null, huge lists)
 * are refused with a message naming the argument, and anything the engine
 * throws becomes an `internal` error.
 */
import { releaseProxy } from 'comlink';
import { catalogueSummary, tileTypeIndex, type CatalogueSummary, type Spot } from '../engine/tiles';
import {
  distinctRotations as engineDistinctRotations,
  explainMove as engineExplainMove,
  featureAt as engineFeatureAt,
  legalMoves as engineLegalMoves,
  placeTile as enginePlaceTile,
  playMove,
  scorePosition as engineScorePosition,
  validatePosition as engineValidatePosition,
  type FeatureInfo,
  type Move,
  type PlaceReport,
  type Placement,
  type Position,
  type ScoreReport,
} from '../engine/api';
import { readPosition, type ReadPosition } from '../engine/notation';
import { allRoots, describeFeature, majority, type FeatureKind } from '../engine/features';
import { featureValue, finalScore } from '../engine/scoring';
import { rankMoves, type RankedMove } from '../engine/solver';
import type { Board } from '../engine/board';
import { fail, ok, type EngineError, type Result } from '../engine/result';

export type { CatalogueSummary, EngineError, FeatureInfo, FeatureKind, Move, PlaceReport, Placement, Position, Result, ScoreReport, Spot };

// ------------------------------------------------------------------ the solver's answers

/**
 * One reason a move is worth what it is, as data so a page can word it in
 * any language (the English words are in RankedMoveReport.text):
 * - now:   the player scores `points` this turn for a feature the move completes;
 * - end:   the player's end-of-game points from features of one kind change by
 *          `points` (negative when a feature now scores during play instead,
 *          or is lost); `several` when more than one such feature is involved;
 * - rival: the other player who gains most from the move gains `points`;
 * - none:  the move changes nobody's points.
 */
export type WhyPart =
  | { kind: 'now'; feature: FeatureKind; tiles: number; pennants: number; points: number }
  | { kind: 'end'; feature: FeatureKind; points: number; several: boolean }
  | { kind: 'rival'; player: string; points: number }
  | { kind: 'none' };

/** One ranked move as the engine's solver gives it (x, y, rot, meeple, now, later, value), with players by name and the reasons. */
export interface RankedMoveReport extends Omit<RankedMove, 'gains'> {
  /** Points each player gains (now + later), by name. */
  gains: Record<string, number>;
  why: WhyPart[];
  /** The explanation in English, e.g. "scores 4 now for a city of 2 tiles; +2 at the end from the farm". */
  text: string;
}

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
}

/** Called now and then with the moves tried so far and the moves in all. */
export type RankProgress = (tried: number, total: number) => unknown;

export const RANK_DEFAULT_TIME_LIMIT_MS = 5000;
export const RANK_MAX_TIME_LIMIT_MS = 60_000;
export const RANK_DEFAULT_LIMIT = 10;
export const RANK_MAX_LIMIT = 100;
const RANK_OPTION_NAMES = ['timeLimitMs', 'limit', 'id', 'slowdownMs'] as const;
/** Progress is passed on at most this often (plus the first and the last report). */
const PROGRESS_EVERY_MS = 50;
/** Moves explained between two looks at the message queue (where a cancel may be waiting). */
const EXPLAIN_CHUNK = 5;

// ------------------------------------------------------------------ arguments

/** A short description of any value for a message: the text "ab", the number 5, null, a list of 3 items. */
export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return v.length > 24 ? `the text "${v.slice(0, 24)}…" (${v.length} characters)` : `the text "${v}"`;
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN (not a number)' : `the number ${v}`;
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `a list of ${v.length} item${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'function') return 'a function';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** A tile letter argument: text of a sensible length (the engine then checks the letter itself). */
function tileArg(tile: unknown, what: string): Result<string> {
  if (typeof tile !== 'string' || tile.length > 8) {
    return fail('unknown-tile', `${what} must be a tile letter from A to X, not ${describeValue(tile)}.`);
  }
  return ok(tile);
}

/** The shape of a move (types only; whether it is legal is the engine's question). */
function moveArg(move: unknown): Result<Move> {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) {
    return fail('bad-move', `A move must be an object with tile, x, y and rot, not ${describeValue(move)}.`);
  }
  const m = move as Record<string, unknown>;
  const tile = tileArg(m.tile, 'In the move, tile');
  if (!tile.ok) return tile;
  for (const key of ['x', 'y'] as const) {
    if (typeof m[key] !== 'number') return fail('bad-move', `In the move, ${key} must be a whole number, not ${describeValue(m[key])}.`);
  }
  if (typeof m.rot !== 'number') return fail('bad-rotation', `In the move, rot must be 0, 1, 2 or 3 quarter turns, not ${describeValue(m.rot)}.`);
  const meeple = m.meeple;
  if (meeple !== undefined && meeple !== null && (typeof meeple !== 'string' || meeple.length > 8)) {
    return fail('no-such-spot', `In the move, meeple must be a spot name such as N, C or NW (or nothing for no meeple), not ${describeValue(meeple)}.`);
  }
  return ok(m as unknown as Move);
}

function readRankOptions(options: unknown): Result<Required<Omit<RankOptions, 'id'>> & { id: string | null }> {
  const out = { timeLimitMs: RANK_DEFAULT_TIME_LIMIT_MS, limit: RANK_DEFAULT_LIMIT, id: null as string | null, slowdownMs: 0 };
  if (options === undefined || options === null) return ok(out);
  if (typeof options !== 'object' || Array.isArray(options)) {
    return fail('bad-option', `The ranking options must be an object such as { timeLimitMs: 5000 }, not ${describeValue(options)}.`);
  }
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!(RANK_OPTION_NAMES as readonly string[]).includes(key)) {
      return fail('bad-option', `"${key.slice(0, 40)}" is not a ranking option (use ${RANK_OPTION_NAMES.join(', ')}).`);
    }
  }
  if (o.timeLimitMs !== undefined) {
    const v = o.timeLimitMs;
    if (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v)) {
      return fail('bad-option', `timeLimitMs must be a number of milliseconds above 0, not ${describeValue(v)}.`);
    }
    out.timeLimitMs = Math.min(v, RANK_MAX_TIME_LIMIT_MS);
  }
  if (o.limit !== undefined) {
    const v = o.limit;
    if (!isWhole(v) || v < 1 || v > RANK_MAX_LIMIT) {
      return fail('bad-option', `limit must be a whole number from 1 to ${RANK_MAX_LIMIT}, not ${describeValue(v)}.`);
    }
    out.limit = v;
  }
  if (o.id !== undefined) {
    const v = o.id;
    if (typeof v !== 'string' || v.length === 0 || v.length > 100) {
      return fail('bad-option', `id must be a short text (1 to 100 characters), not ${describeValue(v)}.`);
    }
    out.id = v;
  }
  if (o.slowdownMs !== undefined) {
    const v = o.slowdownMs;
    if (typeof v !== 'number' || !(v >= 0) || v > 2000) {
      return fail('bad-option', `slowdownMs must be a number of milliseconds from 0 to 2000, not ${describeValue(v)}.`);
    }
    out.slowdownMs = v;
  }
  return ok(out);
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

function internal<T>(name: string, e: unknown): Result<T> {
  const reason = e instanceof Error ? e.message : String(e);
  return { ok: false, error: { code: 'internal', message: `The rules engine failed in ${name}: ${reason}` } };
}

/** Read a position for an action: a broken position is refused as "bad-position" (as the engine's actions do). */
function readFor(pos: unknown): Result<ReadPosition> {
  const read = readPosition(pos);
  if (read.ok || read.error.code === 'bad-position') return read;
  return fail('bad-position', `The position is not valid: ${read.error.message}`, { ...(read.error.params ?? {}), cause: read.error.code });
}

const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const KINDS: readonly FeatureKind[] = ['city', 'road', 'cloister', 'farm'];

/** A feature the player would score at the end: its kind, points and parts (as "x,y,at" keys). */
interface Held {
  kind: FeatureKind;
  points: number;
  /** One part that stays in the feature however it grows (its first part: tiles keep their order). */
  rep: string;
  keys: Set<string>;
  sig: string;
}

/** The features that would pay `player` at the end of the game. */
function heldFeatures(board: Board, player: number): Held[] {
  const out: Held[] = [];
  for (const f of finalScore(board).features) {
    if (!f.winners.includes(player) || f.points === 0 || f.parts.length === 0) continue;
    const keys = new Set(f.parts.map((p) => `${p.x},${p.y},${p.at}`));
    const rep = `${f.parts[0].x},${f.parts[0].y},${f.parts[0].at}`;
    out.push({ kind: f.kind, points: f.points, rep, keys, sig: `${f.kind}|${rep}|${f.points}|${keys.size}` });
  }
  return out;
}

/**
 * How the player's end-of-game points change, kind by kind: the exact change,
 * and whether more than one feature of that kind changed (for "the farm" or "farms").
 */
function endChanges(before: readonly Held[], after: readonly Held[]): { kind: FeatureKind; points: number; several: boolean }[] {
  const out: { kind: FeatureKind; points: number; several: boolean }[] = [];
  const beforeSigs = new Set(before.map((h) => h.sig));
  for (const kind of KINDS) {
    const points = after.filter((h) => h.kind === kind).reduce((n, h) => n + h.points, 0)
      - before.filter((h) => h.kind === kind).reduce((n, h) => n + h.points, 0);
    if (points === 0) continue;
    const grown = after.filter((h) => h.kind === kind && !beforeSigs.has(h.sig)).length;
    const gone = before.filter((h) => h.kind === kind && !after.some((a) => a.kind === kind && a.keys.has(h.rep))).length;
    out.push({ kind, points, several: grown + gone > 1 });
  }
  return out;
}

const A_FEATURE_EN: Record<FeatureKind, (tiles: number) => string> = {
  city: (n) => `a city of ${n} tile${n === 1 ? '' : 's'}`,
  road: (n) => `a road of ${n} tile${n === 1 ? '' : 's'}`,
  cloister: () => 'a cloister',
  farm: () => 'a farm',
};
const THE_FEATURE_EN: Record<FeatureKind, [string, string]> = {
  city: ['the city', 'cities'],
  road: ['the road', 'roads'],
  cloister: ['the cloister', 'cloisters'],
  farm: ['the farm', 'farms'],
};

/** The English words for an explanation (the site words it from the parts through src/i18n). */
export function whyText(why: readonly WhyPart[]): string {
  return why
    .map((p) => {
      switch (p.kind) {
        case 'now': {
          const pennants = p.feature === 'city' && p.pennants > 0 ? ` with ${p.pennants} pennant${p.pennants === 1 ? '' : 's'}` : '';
          return `scores ${p.points} now for ${A_FEATURE_EN[p.feature](p.tiles)}${pennants}`;
        }
        case 'end':
          return `${p.points > 0 ? '+' : '−'}${Math.abs(p.points)} at the end from ${THE_FEATURE_EN[p.feature][p.several ? 1 : 0]}`;
        case 'rival':
          return `${p.player} gains ${p.points}`;
        case 'none':
          return 'no points either way';
      }
    })
    .join('; ');
}

/** Play one ranked move on a copy of the board and say where its points come from. */
function explainRanked(board: Board, names: readonly string[], tile: string, m: RankedMove, before: readonly Held[]): RankedMoveReport {
  const player = board.toPlay;
  const copy = board.clone();
  const played = playMove(copy, names, { tile, x: m.x, y: m.y, rot: m.rot, meeple: m.meeple });
  if (!played.ok) throw new Error(`the solver's move ${tile} at (${m.x}, ${m.y}) turned ${m.rot} was refused: ${played.error.message}`);
  const why: WhyPart[] = [];
  for (const e of played.value.completed) {
    if (e.winners.includes(names[player]) && e.points > 0) {
      why.push({ kind: 'now', feature: e.kind, tiles: e.tiles, pennants: e.pennants, points: e.points });
    }
  }
  for (const c of endChanges(before, heldFeatures(copy, player))) why.push({ kind: 'end', feature: c.kind, points: c.points, several: c.several });
  let rival = -1;
  for (let p = 0; p < names.length; p++) if (p !== player && m.gains[p] > 0 && (rival < 0 || m.gains[p] > m.gains[rival])) rival = p;
  if (rival >= 0) why.push({ kind: 'rival', player: names[rival], points: m.gains[rival] });
  if (why.length === 0) why.push({ kind: 'none' });
  const gains: Record<string, number> = {};
  names.forEach((n, p) => Object.defineProperty(gains, n, { value: m.gains[p], enumerable: true, writable: true, configurable: true }));
  return { x: m.x, y: m.y, rot: m.rot, meeple: m.meeple, now: m.now, later: m.later, value: m.value, gains, why, text: whyText(why) };
}

// ------------------------------------------------------------------ the API

export interface EngineApiOptions {
  /** The clock for the solver's time limit (milliseconds); performance.now by default. */
  now?: () => number;
}

/** The API with its own clock (tests give it a fake one); the worker uses `engineApi`. */
export function createEngineApi(options: EngineApiOptions = {}) {
  const now = options.now ?? (() => performance.now());
  /** Solver runs that can be cancelled, by id. */
  const runs = new Map<string, { cancelled: boolean }>();

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
        const t = tileArg(tile, 'The tile');
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
          const bad = !isWhole(x) ? ['x', x] : ['y', y];
          return fail('bad-move', `The cell must be whole numbers, not (${String(x).slice(0, 24)}, ${String(y).slice(0, 24)}): ${bad[0]} is ${describeValue(bad[1])}.`);
        }
        if (typeof spot !== 'string' || spot.length > 8) {
          return fail('no-such-spot', `The spot must be a spot name such as N, C or NW, not ${describeValue(spot)}.`);
        }
        return engineFeatureAt(pos, x, y, spot);
      });
    },

    /**
     * Every feature on the board (with or without meeples), each described as
     * featureAt describes it, in board order. `score` lists only the features
     * that somebody holds; this is for showing what each feature is worth.
     */
    features(pos: unknown): Result<FeatureInfo[]> {
      return guard('features', () => {
        const read = readPosition(pos);
        if (!read.ok) return read;
        const { board, names } = read.value;
        const out: FeatureInfo[] = allRoots(board).map((root) => {
          const f = describeFeature(board, root);
          const meeples: Record<string, number> = {};
          f.meeples.forEach((c, p) => {
            if (c > 0) meeples[names[p]] = c;
          });
          const value = featureValue(f, board.rules);
          const info: FeatureInfo = {
            kind: f.kind,
            complete: f.complete,
            tiles: f.tiles,
            pennants: f.pennants,
            meeples,
            winners: majority(f.meeples).map((p) => names[p]),
            points: value,
            value,
            parts: f.parts,
          };
          if (f.kind === 'farm') info.cities = f.cities?.length ?? 0;
          return info;
        });
        return { ok: true, value: out };
      });
    },

    /** The rotations of a tile that look different (an unknown letter gives an empty list). */
    distinctRotations(tile: string): Result<number[]> {
      return guard('distinctRotations', () => {
        const t = tileArg(tile, 'The tile');
        return t.ok ? ok(engineDistinctRotations(t.value)) : t;
      });
    },

    /**
     * Whether a move would be allowed for the player to play, without playing it:
     * { ok: true, value: null } when it is, or the engine's explanation of the refusal.
     */
    explainMove(pos: unknown, move: Move): Result<null> {
      return guard('explainMove', () => {
        const read = readPosition(pos);
        if (!read.ok) return read;
        const m = moveArg(move);
        if (!m.ok) return m;
        const checked = engineExplainMove(read.value.board, read.value.names, m.value);
        return checked.ok ? { ok: true, value: null } : checked;
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
      const run = { cancelled: false };
      let id: string | null = null;
      try {
        const opts = readRankOptions(options);
        if (!opts.ok) return opts;
        if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
          return fail('bad-option', `The progress callback must be a function, not ${describeValue(onProgress)}.`);
        }
        const read = readFor(pos);
        if (!read.ok) return read;
        const t = tileArg(tile, 'The tile');
        if (!t.ok) return t;
        const type = tileTypeIndex(t.value);
        if (type < 0) return fail('unknown-tile', `"${t.value}" is not a tile of the base game (the letters are A to X).`);
        const { board, names } = read.value;
        const { timeLimitMs, limit, slowdownMs } = opts.value;
        id = opts.value.id;
        if (id !== null) runs.set(id, run);

        // A cancel sent right after the request is heard here.
        await yieldToEvents();
        if (run.cancelled) return cancelled();

        let lastSent = -Infinity;
        const tell = (tried: number, total: number) => {
          if (typeof onProgress !== 'function') return;
          try {
            const answer = onProgress(tried, total);
            if (answer === false) run.cancelled = true;
            else if (answer instanceof Promise || (typeof answer === 'object' && answer !== null && 'then' in answer)) {
              // A proxied callback answers later: a false stops the run at its next pause.
              Promise.resolve(answer as Promise<unknown>).then(
                (v) => {
                  if (v === false) run.cancelled = true;
                },
                () => {},
              );
            }
          } catch {
            // The caller's callback failing is no reason to stop ranking.
          }
        };
        const ranking = rankMoves(board, type, {
          timeLimitMs,
          now,
          progress: (tried, total) => {
            const at = now();
            if (at - lastSent >= PROGRESS_EVERY_MS) {
              lastSent = at;
              tell(tried, total);
            }
            if (slowdownMs > 0) {
              const until = at + slowdownMs;
              while (now() < until) {
                // Standing in for a slow device (see RankOptions.slowdownMs).
              }
            }
            return !run.cancelled;
          },
        });
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
          moves.push(explainRanked(board, names, t.value, best[i], before));
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

    /** Stop the solver run with this id; the value says whether such a run was going. */
    cancel(id: string): Result<boolean> {
      return guard('cancel', () => {
        if (typeof id !== 'string' || id.length === 0 || id.length > 100) {
          return fail('bad-option', `The run to cancel must be named by its id (a short text), not ${describeValue(id)}.`);
        }
        const run = runs.get(id);
        if (!run) return ok(false);
        run.cancelled = true;
        return ok(true);
      });
    },
  };
}

function cancelled<T>(): Result<T> {
  return fail('cancelled', 'The ranking was cancelled before it finished.');
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
