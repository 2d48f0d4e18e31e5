/**
 * The engine's public face: plain JSON in, plain JSON out, every refusal a
 * Result with a stable code. The CLI, the Web Worker and the tests all call
 * these functions.
 */
import { ERROR_CODES, OK, type Board } from './board';
import { describeFeature, nodeAt, type Feature } from './features';
import { explainMeeple, explainPlacement, legalPlacements, type Placement } from './moves';
import { readPosition, writePosition, type Position, type ReadPosition } from './notation';
import { fail, ok, type Result } from './result';
import { featureValue, finalScore } from './scoring';
import { ALL_SPOTS, DISTINCT_ROTATIONS, TILE_LETTERS, canonicalRotation, oriented, tileTypeIndex, type Spot } from './tiles';
import { at } from './explain';

export type { Position, Placement };

type ByPlayer = Record<string, number>;

function byPlayer(names: readonly string[], values: ArrayLike<number>): ByPlayer {
  const out: ByPlayer = Object.create(null);
  names.forEach((n, p) => (out[n] = values[p]));
  return out;
}

export interface FeatureReport {
  kind: Feature['kind'];
  complete: boolean;
  tiles: number;
  pennants: number;
  meeples: ByPlayer;
  winners: string[];
  points: number;
  /** For farms: how many completed cities it supplies. */
  cities?: number;
  /** The segments that make up the feature (for lighting it up on a board). */
  parts: { x: number; y: number; at: Spot }[];
}

export interface ScoreReport {
  endgame: ByPlayer;
  total: ByPlayer;
  features: FeatureReport[];
  winners: string[];
  warnings: string[];
}

/**
 * Read the position an action works on. A broken position is refused as
 * "bad-position" (its own cause kept in params.cause), so it is never taken
 * for an illegal move.
 */
function readFor(pos: unknown): Result<ReadPosition> {
  const read = readPosition(pos);
  if (read.ok || read.error.code === 'bad-position') return read;
  return fail('bad-position', `The position is not valid: ${read.error.message}`, { ...(read.error.params ?? {}), cause: read.error.code });
}

/** Check a position; the value is the position written back in canonical form. */
export function validatePosition(pos: unknown): Result<Position> {
  const read = readPosition(pos);
  if (!read.ok) return read;
  return ok(writePosition(read.value.board, read.value.names));
}

/** Final scoring as if the game ended now. */
export function scorePosition(pos: unknown): Result<ScoreReport> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const { board, names, warnings } = read.value;
  const score = finalScore(board);
  const nonZero = (counts: number[]) => {
    const out: ByPlayer = Object.create(null);
    counts.forEach((c, p) => {
      if (c > 0) out[names[p]] = c;
    });
    return out;
  };
  return ok({
    endgame: byPlayer(names, score.endgame),
    total: byPlayer(names, score.total),
    features: score.features.map((f) => {
      const r: FeatureReport = {
        kind: f.kind,
        complete: f.complete,
        tiles: f.tiles,
        pennants: f.pennants,
        meeples: nonZero(f.meeples),
        winners: f.winners.map((p) => names[p]),
        points: f.points,
        parts: f.parts,
      };
      if (f.kind === 'farm') r.cities = f.cities?.length ?? 0;
      return r;
    }),
    winners: score.winners.map((p) => names[p]),
    warnings,
  });
}

export interface Move {
  tile: string;
  x: number;
  y: number;
  rot: number;
  /** Spot for a meeple, in board orientation; omit for none. */
  meeple?: string | null;
}

export interface ScoredFeatureEvent {
  kind: Feature['kind'];
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

function checkMoveShape(move: Move): Result<number> {
  const type = tileTypeIndex(String(move.tile));
  if (type < 0) return fail('unknown-tile', `"${move.tile}" is not a tile of the base game (the letters are A to X).`);
  if (!Number.isInteger(move.rot) || move.rot < 0 || move.rot > 3) return fail('bad-rotation', `The rotation must be 0, 1, 2 or 3 quarter turns, not ${move.rot}.`);
  if (!Number.isInteger(move.x) || !Number.isInteger(move.y)) return fail('bad-move', `The cell must be whole numbers, not ${at(move.x, move.y)}.`);
  return ok(type);
}

/** Check one move for the player to play and explain a refusal; null when legal. */
export function explainMove(board: Board, names: readonly string[], move: Move): Result<{ type: number; seg: number }> {
  const shape = checkMoveShape(move);
  if (!shape.ok) return shape;
  const type = shape.value;
  const perr = explainPlacement(board, type, move.x, move.y, move.rot);
  if (perr) return { ok: false, error: perr };
  let seg = -1;
  if (move.meeple !== undefined && move.meeple !== null && move.meeple !== '') {
    const merr = explainMeeple(board, type, move.x, move.y, move.rot, String(move.meeple), board.toPlay, names);
    if (merr) return { ok: false, error: merr };
    seg = oriented(type, move.rot).spotSeg[move.meeple as Spot];
  }
  return ok({ type, seg });
}

/** Play one turn for the player to play on a board (mutates it). */
export function playMove(board: Board, names: readonly string[], move: Move): Result<Omit<PlaceReport, 'position'>> {
  const checked = explainMove(board, names, move);
  if (!checked.ok) return checked;
  const before = Array.from(board.scores);
  const code = board.play(checked.value.type, move.x, move.y, move.rot, checked.value.seg);
  if (code !== OK) return fail(ERROR_CODES[code], 'This move is not allowed.');
  const scored = byPlayer(names, before.map((b, p) => board.scores[p] - b));
  const completed = board.events.map((e) => {
    const meeples: ByPlayer = Object.create(null);
    e.meeples.forEach((c, p) => {
      if (c > 0) meeples[names[p]] = c;
    });
    return {
      kind: e.kind === 0 ? 'city' : e.kind === 1 ? 'road' : 'cloister',
      tiles: e.tiles,
      pennants: e.pennants,
      points: e.points,
      winners: names.filter((_, p) => e.winners & (1 << p)),
      meeples,
    } as ScoredFeatureEvent;
  });
  return ok({ scored, completed });
}

/** One turn for the player `toPlay`: place, meeple, score, pass. */
export function placeTile(pos: unknown, move: Move): Result<PlaceReport> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const { board, names } = read.value;
  const played = playMove(board, names, move);
  if (!played.ok) return played;
  return ok({ ...played.value, position: writePosition(board, names) });
}

/** Every legal placement of a tile with the meeple spots open on each. */
export function legalMoves(pos: unknown, tile: string): Result<Placement[]> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const type = tileTypeIndex(String(tile));
  if (type < 0) return fail('unknown-tile', `"${tile}" is not a tile of the base game (the letters are A to X).`);
  return ok(legalPlacements(read.value.board, type));
}

export interface FeatureInfo extends FeatureReport {
  /** What it would score now (finished value, or end-of-game value). */
  value: number;
}

/** The feature at a spot of a placed tile, with its size, meeples and current value. */
export function featureAt(pos: unknown, x: number, y: number, spot: string): Result<FeatureInfo> {
  const read = readFor(pos);
  if (!read.ok) return read;
  const { board, names } = read.value;
  if (!Number.isInteger(x) || !Number.isInteger(y)) return fail('bad-move', `The cell must be whole numbers, not ${at(x, y)}.`);
  if (!(ALL_SPOTS as readonly string[]).includes(spot)) return fail('no-such-spot', `"${spot}" is not a spot name.`);
  const node = nodeAt(board, x, y, spot as Spot);
  if (node < 0) return fail('no-such-spot', `There is no feature at ${spot} of the tile at ${at(x, y)}.`);
  const f = describeFeature(board, node);
  const meeples: ByPlayer = Object.create(null);
  f.meeples.forEach((c, p) => {
    if (c > 0) meeples[names[p]] = c;
  });
  const winners = f.meeples.some((c) => c > 0) ? names.filter((_, p) => f.meeples[p] === Math.max(...f.meeples)) : [];
  const value = featureValue(f, board.rules);
  const info: FeatureInfo = {
    kind: f.kind, complete: f.complete, tiles: f.tiles, pennants: f.pennants, meeples, winners, points: value, value, parts: f.parts,
  };
  if (f.kind === 'farm') info.cities = f.cities?.length ?? 0;
  return ok(info);
}

/** The distinct rotations of a tile (rotations that look alike are listed once). */
export function distinctRotations(tile: string): number[] {
  const type = tileTypeIndex(tile);
  return type < 0 ? [] : [...DISTINCT_ROTATIONS[type]];
}

export { TILE_LETTERS, canonicalRotation };
