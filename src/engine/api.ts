/**
 * The engine's public face: plain JSON in, plain JSON out, every refusal a
 * Result with a typed error (errors.ts). The CLI, the Web Worker and the
 * tests all call these functions; each reads its position through `readFor`.
 */
import { MOVE_CODES, OK, type Board } from './board';
import { type FeatureKind } from './features';
import { explainRanked, heldFeatures, type RankedMoveReport } from './explain';
import { solve, type Objective } from './search';
import { rankMoves } from './solver';
import { byPlayer, featureInfo, featureInfos, featureReport, featureRootAt, nonZeroByPlayer, type FeatureInfo, type FeatureReport } from './explain';
import { checkMove, legalPlacements, type MoveLike, type Placement } from './moves';
import { readFor, writePosition, type Position, type PositionWarning } from './notation';
import { fail, ok, type Result } from './result';
import { foundOf } from './errors';
import { LEVELS, startThinking, type ChoiceMethod, type Level, type Thinker } from './levels';
import { finalScore } from './scoring';
import { checkPossible, type LaidTile, type PossibleOptions, type PossibleReport } from './possible';
import { DISTINCT_ROTATIONS, TILE_LETTERS, tileTypeIndex, type Spot } from './tiles';

export type { FeatureInfo, FeatureReport, Position, Placement, LaidTile, PossibleOptions, PossibleReport };

type ByPlayer = Record<string, number>;

export interface ScoreReport {
  endgame: ByPlayer;
  total: ByPlayer;
  /**
   * The features held by meeples; with `all`, then every road, city, cloister
   * and farm nobody holds (board order), with no meeples, no winners, 0
   * points and `value`, what it would be worth.
   */
  features: (FeatureReport & { value?: number })[];
  winners: string[];
  warnings: PositionWarning[];
}

/** Check a position; the value is the position written back in canonical form. */
export function validatePosition(pos: unknown): Result<Position> {
  const read = readFor(pos);
  if (!read.ok) return read;
  return ok(writePosition(read.value.board, read.value.names, read.value.hand, read.value.colors));
}

/** Final scoring as if the game ended now; with `all`, the features nobody holds as well. */
export function scorePosition(pos: unknown, options: { all?: boolean } = {}): Result<ScoreReport> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const { board, names, warnings } = read.value;
  const score = finalScore(board);
  const report: ScoreReport = {
    endgame: byPlayer(names, score.endgame),
    total: byPlayer(names, score.total),
    features: score.features.map((f) => featureReport(f, names, f.winners, f.points)),
    winners: score.winners.map((p) => names[p]),
    warnings,
  };
  if (options.all) {
    for (const f of featureInfos(board, names)) if (Object.keys(f.meeples).length === 0) report.features.push({ ...f, points: 0 });
  }
  return ok(report);
}

/** A move: tile letter, cell, quarter turns and the meeple's spot in board orientation (omit for none). */
export type Move = MoveLike;

export interface ScoredFeatureEvent {
  kind: FeatureKind;
  tiles: number;
  pennants: number;
  points: number;
  winners: string[];
  meeples: ByPlayer;
}

export interface PlaceReport {
  scored: ByPlayer;
  /** Each road, city and cloister the move completed. */
  completed: ScoredFeatureEvent[];
  position: Position;
}

/** Whether a move would be allowed in a position, without playing it: null when it is. */
export function explainMove(pos: unknown, move: Move): Result<null> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const checked = checkMove(read.value.board, read.value.names, move);
  return checked.ok ? ok(null) : checked;
}

const EVENT_KINDS: readonly FeatureKind[] = ['city', 'road', 'farm', 'cloister'];

/** Play one turn for the player to play on a board (mutates it). */
function playMove(board: Board, names: readonly string[], move: Move): Result<Omit<PlaceReport, 'position'>> {
  const checked = checkMove(board, names, move);
  if (!checked.ok) return checked;
  const before = Array.from(board.scores);
  const code = board.play(checked.value.type, move.x, move.y, move.rot, checked.value.seg);
  if (code !== OK) return fail('internal', { call: 'playMove', detail: MOVE_CODES[code] });
  const scored = byPlayer(names, before.map((b, p) => board.scores[p] - b));
  const completed = board.events.map((e): ScoredFeatureEvent => ({
    kind: EVENT_KINDS[e.kind],
    tiles: e.tiles,
    pennants: e.pennants,
    points: e.points,
    winners: names.filter((_, p) => e.winners & (1 << p)),
    meeples: nonZeroByPlayer(names, e.meeples),
  }));
  return ok({ scored, completed });
}

/** One turn for the player `toPlay`: place, meeple, score, pass. */
export function placeTile(pos: unknown, move: Move): Result<PlaceReport> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const { board, names, hand, colors } = read.value;
  const played = playMove(board, names, move);
  if (!played.ok) return played;
  // The tile in hand is played; the tiles to come stay as they were.
  return ok({ ...played.value, position: writePosition(board, names, { ...hand, inHand: -1 }, colors) });
}

/** Every legal placement of a tile with the meeple spots open on each. */
export function legalMoves(pos: unknown, tile: string): Result<Placement[]> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const type = tileTypeIndex(String(tile));
  if (type < 0) return fail('unknown-tile', { tile: String(tile) });
  return ok(legalPlacements(read.value.board, type));
}

/** The feature at a spot of a placed tile, with its size, meeples and current value. */
export function featureAt(pos: unknown, x: number, y: number, spot: string): Result<FeatureInfo> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const { board, names } = read.value;
  if (!Number.isInteger(x) || !Number.isInteger(y)) return fail('bad-move', { problem: 'cell', x, y });
  const found = featureRootAt(board, x, y, spot);
  if ('error' in found) return { ok: false, error: found.error };
  return ok(featureInfo(board, names, found.root));
}

/** Every feature on the board (with or without meeples), each as featureAt describes it, in board order. */
export function listFeatures(pos: unknown): Result<FeatureInfo[]> {
  const read = readFor(pos);
  if (!read.ok) return read;
  return ok(featureInfos(read.value.board, read.value.names));
}

/** The distinct rotations of a tile (rotations that look alike are listed once). */
export function distinctRotations(tile: string): number[] {
  const type = tileTypeIndex(tile);
  return type < 0 ? [] : [...DISTINCT_ROTATIONS[type]];
}

// ------------------------------------------------------------------ could it arise in a game?

/**
 * Whether the position could arise in a real game under its rules (possible.ts): an order of laying its tiles
 * that produces it, the typed reasons it cannot (errors.ts ImpossibleReason), or 'unknown' past the search's
 * budget. The position is read as the score checker reads it, so what the strict reader would refuse outright
 * (too many tiles of a type, more meeples than a player owns, two meeples on a tile, a farmer without farmers)
 * comes back as a reason.
 */
export function possiblePosition(pos: unknown, options: PossibleOptions = {}): Result<PossibleReport> {
  return checkPossible(pos, options);
}

// ------------------------------------------------------------------ the solver

export interface SolvePositionOptions {
  objective?: Objective;
  /** The tile to solve for when the position has no `inHand`. */
  tile?: string;
  /** How many of the best moves carry their breakdown (default 10). */
  top?: number;
  /** Stop after this long (needs `now`) and answer the deepest values finished, marked incomplete. */
  timeLimitMs?: number;
  now?: () => number;
  /** Called now and then with the positions searched; return false to stop. */
  progress?: (nodes: number) => boolean | void;
}

/** A move as the solver reports it: the meeple's spot in board orientation, or null. */
export interface SolvedMoveReport {
  x: number;
  y: number;
  rot: number;
  meeple: Spot | null;
  value: number;
  /** For the first `top` moves: what the move does this turn and at the end (its one-move breakdown). */
  breakdown?: Omit<RankedMoveReport, 'x' | 'y' | 'rot' | 'meeple' | 'value'> & { final: number };
}

export interface SolveReport {
  objective: Objective;
  tile: string;
  player: string;
  /** The best value; null when the tile fits nowhere. */
  value: number | null;
  best: { x: number; y: number; rot: number; meeple: Spot | null }[];
  moves: SolvedMoveReport[];
  /** Tiles to come after the move, how they are drawn, and how many the values look at. */
  remaining: string[];
  draw: 'in-order' | 'random';
  depth: number;
  complete: boolean;
  nodes: number;
  ms: number;
}

/** Every move of the tile in hand (or `options.tile`) valued under one objective, best first. */
export function solvePosition(pos: unknown, options: SolvePositionOptions = {}): Result<SolveReport> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const { board, names, hand } = read.value;
  const objective = options.objective ?? 'final';
  let type = hand.inHand;
  let tile = type >= 0 ? TILE_LETTERS[type] : '';
  if (options.tile !== undefined) {
    type = tileTypeIndex(String(options.tile));
    if (type < 0) return fail('unknown-tile', { tile: String(options.tile) });
    tile = String(options.tile);
  }
  if (type < 0) return fail('unknown-tile', { argument: 'tile', found: { kind: 'nothing' } });
  const clock = options.now;
  const started = clock ? clock() : 0;
  const remaining = objective === 'endgame' ? hand.remaining : [];
  const solved = solve(board, type, {
    objective, remaining, draw: hand.draw, timeLimitMs: options.timeLimitMs, now: clock, progress: options.progress,
  });
  const top = options.top ?? 10;
  // The breakdown: what each of the first `top` moves does this turn and at the end of the game.
  const ranking = top > 0 ? rankMoves(board, type).moves : [];
  const before = top > 0 ? heldFeatures(board, board.toPlay) : [];
  const moves = solved.moves.map((m, i): SolvedMoveReport => {
    const out: SolvedMoveReport = { x: m.x, y: m.y, rot: m.rot, meeple: m.meeple, value: m.value };
    if (i >= top) return out;
    const one = ranking.find((r) => r.x === m.x && r.y === m.y && r.rot === m.rot && r.meeple === m.meeple);
    if (!one) return out;
    const { x: _x, y: _y, rot: _r, meeple: _m, value: _v, ...rest } = explainRanked(board, names, type, one, before);
    const margin = finalMargin(board, type, m.x, m.y, m.rot, m.seg);
    out.breakdown = { ...rest, final: margin };
    return out;
  });
  return ok({
    objective,
    tile,
    player: names[board.toPlay],
    value: solved.value,
    best: solved.best.map((m) => ({ x: m.x, y: m.y, rot: m.rot, meeple: m.meeple })),
    moves,
    remaining: remaining.map((t) => TILE_LETTERS[t]),
    draw: hand.draw,
    depth: solved.depth,
    complete: solved.complete,
    nodes: solved.nodes,
    ms: clock ? Math.round(clock() - started) : 0,
  });
}

/** The player's margin if the game ended right after this move (the `final` value). */
function finalMargin(board: Board, type: number, x: number, y: number, rot: number, seg: number): number {
  const copy = board.clone();
  const player = copy.toPlay;
  copy.play(type, x, y, rot, seg);
  const total = finalScore(copy).total;
  const rival = Math.max(...total.filter((_, p) => p !== player), total.length > 1 ? -Infinity : 0);
  return total[player] - rival;
}

// ------------------------------------------------------------------ the computer

export interface ComputerMoveOptions {
  /** beginner, club or strong (levels.ts). */
  level: Level;
  /** The tile to play when the position has no `inHand`. */
  tile?: string;
  /** The seed of the level's random numbers (0 by default): the same seed, the same move. */
  seed?: number;
  /** Strong's playouts for this move (default STRONG_DEFAULTS.playouts, at most MAX_PLAYOUTS). */
  playouts?: number;
  /** Cap on the thinking (default 1000 ms; needs `now`). */
  timeLimitMs?: number;
  now?: () => number;
}

/** The most playouts one move may be given. */
export const MAX_PLAYOUTS = 1_000_000;

export interface ComputerMoveReport {
  level: Level;
  tile: string;
  player: string;
  /** The move, or null when the tile fits nowhere (it is then set aside). */
  move: { x: number; y: number; rot: number; meeple: Spot | null } | null;
  /** How it was chosen: by chance (beginner), the best final value (club), the endgame search, or playouts (strong). */
  method: ChoiceMethod | null;
  /** Playouts (strong) or positions searched. */
  work: number;
  /** False when the time limit cut the thinking short (the best move found by then). */
  complete: boolean;
  ms: number;
}

/** A computer's move being thought about: step it (for a worker that listens between steps), then report. */
export interface ComputerMoveRun {
  thinker: Thinker;
  report(): ComputerMoveReport;
}

/**
 * Start the computer at `options.level` on the move of the tile in hand: the
 * position's `remaining` is the bag (its order and `draw` are not looked at:
 * the computer knows which tiles are left, never their order).
 */
export function startComputerMove(pos: unknown, options: ComputerMoveOptions): Result<ComputerMoveRun> {
  const o = (typeof options === 'object' && options !== null ? options : {}) as unknown as Record<string, unknown>;
  if (typeof o.level !== 'string' || !(LEVELS as readonly string[]).includes(o.level)) return fail('bad-option', { argument: 'level', found: foundOf(o.level) });
  if (o.seed !== undefined && (!Number.isInteger(o.seed) || (o.seed as number) < 0 || (o.seed as number) > 0xffffffff)) return fail('bad-option', { argument: 'seed', found: foundOf(o.seed) });
  if (o.playouts !== undefined && (!Number.isInteger(o.playouts) || (o.playouts as number) < 1 || (o.playouts as number) > MAX_PLAYOUTS)) {
    return fail('bad-option', { argument: 'playouts', found: foundOf(o.playouts), max: MAX_PLAYOUTS });
  }
  if (o.timeLimitMs !== undefined && (typeof o.timeLimitMs !== 'number' || !(o.timeLimitMs > 0))) return fail('bad-option', { argument: 'timeLimitMs', found: foundOf(o.timeLimitMs) });
  const read = readFor(pos);
  if (!read.ok) return read;
  const { board, names, hand } = read.value;
  let type = hand.inHand;
  if (options.tile !== undefined) {
    type = tileTypeIndex(String(options.tile));
    if (type < 0) return fail('unknown-tile', { tile: String(options.tile) });
  }
  if (type < 0) return fail('unknown-tile', { argument: 'tile', found: { kind: 'nothing' } });
  const level = options.level;
  const clock = options.now;
  const started = clock ? clock() : 0;
  const player = names[board.toPlay];
  const thinker = startThinking(board, type, hand.remaining, {
    level, seed: options.seed, playouts: options.playouts, timeLimitMs: options.timeLimitMs, now: clock,
  });
  return ok({
    thinker,
    report: () => {
      const choice = thinker.result();
      return {
        level, tile: TILE_LETTERS[type], player,
        move: choice && { x: choice.x, y: choice.y, rot: choice.rot, meeple: choice.meeple },
        method: choice && choice.method,
        work: choice ? choice.work : 0,
        complete: choice ? choice.complete : true,
        ms: clock ? Math.round(clock() - started) : 0,
      };
    },
  });
}

/** The move the computer at `options.level` plays in a position (see startComputerMove). */
export function computerMove(pos: unknown, options: ComputerMoveOptions): Result<ComputerMoveReport> {
  const run = startComputerMove(pos, options);
  if (!run.ok) return run;
  while (!run.value.thinker.step());
  return ok(run.value.report());
}
