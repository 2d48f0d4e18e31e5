/**
 * The rules engine's public surface, as seen by the pages through the worker.
 *
 * A plain object of plain functions: the worker exposes it with Comlink
 * (engine.worker.ts) and pages call it through `getEngine()` (client.ts),
 * where every method returns a Promise. Arguments and results must be
 * structured-cloneable (plain data: no functions, no class instances).
 * Add engine calls here as methods; nothing else needs to change.
 */
import { catalogueSummary, type CatalogueSummary } from '../engine/tiles';
import {
  distinctRotations as engineDistinctRotations,
  explainMove as engineExplainMove,
  featureAt as engineFeatureAt,
  legalMoves as engineLegalMoves,
  placeTile as enginePlaceTile,
  scorePosition as engineScorePosition,
  validatePosition as engineValidatePosition,
  type FeatureInfo,
  type Move,
  type PlaceReport,
  type Placement,
  type Position,
  type ScoreReport,
} from '../engine/api';
import { readPosition } from '../engine/notation';
import { allRoots, describeFeature, majority } from '../engine/features';
import { featureValue } from '../engine/scoring';
import type { EngineError, Result } from '../engine/result';

export type { CatalogueSummary, EngineError, FeatureInfo, Move, PlaceReport, Placement, Position, Result, ScoreReport };

/**
 * Run one engine call and turn anything it throws into a Result, so that a
 * page never sees a rejected promise for a bug or a strange input: every
 * answer is { ok: true, value } or { ok: false, error: { code, message } }.
 */
function guard<T>(name: string, run: () => Result<T>): Result<T> {
  try {
    return run();
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { ok: false, error: { code: 'internal', message: `The rules engine failed in ${name}: ${reason}` } };
  }
}

export const engineApi = {
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
    return guard('legalMoves', () => engineLegalMoves(pos, tile));
  },

  /** Play one turn (tile, optional meeple, scoring, next player); a refusal carries the engine's explanation. */
  place(pos: unknown, move: Move): Result<PlaceReport> {
    return guard('place', () => enginePlaceTile(pos, move));
  },

  /** Final scoring as if the game ended now, feature by feature. */
  score(pos: unknown): Result<ScoreReport> {
    return guard('score', () => engineScorePosition(pos));
  },

  /** The whole feature at one spot of a placed tile, with its size, meeples and current value. */
  featureAt(pos: unknown, x: number, y: number, spot: string): Result<FeatureInfo> {
    return guard('featureAt', () => {
      if (!Number.isInteger(x) || !Number.isInteger(y)) {
        return { ok: false, error: { code: 'bad-move', message: `The cell must be whole numbers, not (${x}, ${y}).` } };
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
    return guard('distinctRotations', () => ({ ok: true, value: engineDistinctRotations(String(tile)) }));
  },

  /**
   * Whether a move would be allowed for the player to play, without playing it:
   * { ok: true, value: null } when it is, or the engine's explanation of the refusal.
   */
  explainMove(pos: unknown, move: Move): Result<null> {
    return guard('explainMove', () => {
      const read = readPosition(pos);
      if (!read.ok) return read;
      if (typeof move !== 'object' || move === null) {
        return { ok: false, error: { code: 'bad-move', message: 'A move must be an object with tile, x, y and rot.' } };
      }
      const checked = engineExplainMove(read.value.board, read.value.names, move);
      return checked.ok ? { ok: true, value: null } : checked;
    });
  },
};

export type EngineApi = typeof engineApi;
