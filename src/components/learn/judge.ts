/**
 * How the lesson host judges an answer, without the rules engine: the same
 * move (rulings 9, as the engine's `sameMove`: a rotation that looks the same
 * and any name of the meeple's segment are right — tests/unit/lessons-judge.test.ts
 * checks the two agree on every tile, rotation and spot), and the lesson's own
 * reasons for particular wrong answers. Legality is the engine's, in the worker.
 */
import { canonicalRotation, tileTypeIndex } from '../../engine/tiles';
import { segmentOfSpot } from '../board/model';
import type { Lesson, LessonMove, LessonPosition, Step } from './schema';

export interface MoveIn {
  tile: string;
  x: number;
  y: number;
  rot: number;
  meeple?: string | null;
}

const lookOf = (tile: string, rot: number): number => {
  const type = tileTypeIndex(tile);
  return type < 0 ? rot : canonicalRotation(type, rot);
};

/** The same tile on the same cell with the same look (the meeple is not compared). */
export function sameTile(a: MoveIn, b: MoveIn): boolean {
  return a.tile === b.tile && a.x === b.x && a.y === b.y && lookOf(a.tile, a.rot) === lookOf(b.tile, b.rot);
}

/** The same move: same tile, cell and look, and the meeple on the same segment (or neither with one). */
export function sameTurn(a: MoveIn, b: MoveIn): boolean {
  if (!sameTile(a, b)) return false;
  const ma = a.meeple ?? null;
  const mb = b.meeple ?? null;
  if (ma === null || mb === null) return ma === mb;
  if (ma === mb) return true;
  const rot = lookOf(a.tile, a.rot);
  const sa = segmentOfSpot(a.tile, rot, ma);
  return sa >= 0 && sa === segmentOfSpot(a.tile, rot, mb);
}

type PlaceStep = Extract<Step, { kind: 'place' }>;

/** The tile part of a place step is right (for meeple 'any', the whole move is). */
export const tileIsRight = (s: PlaceStep, m: MoveIn) => s.answers.some((a) => sameTile(a, m));

/** The whole move is right. */
export const turnIsRight = (s: PlaceStep, m: MoveIn) => (s.meeple === 'same' ? s.answers.some((a) => sameTurn(a, { ...m, meeple: m.meeple ?? null })) : tileIsRight(s, m));

/** The lesson's reason for a wrong move: the most specific `wrong` entry that fits it (cell; rotation; meeple). */
export function wrongReason(s: PlaceStep, m: MoveIn, withMeeple: boolean): string | null {
  const fits = (s.wrong ?? []).filter(
    (w) =>
      w.x === m.x &&
      w.y === m.y &&
      (w.rot === undefined || lookOf(s.tile, w.rot) === lookOf(m.tile, m.rot)) &&
      (w.meeple === undefined || (withMeeple && sameTurn({ ...m, meeple: w.meeple }, { ...m, meeple: m.meeple ?? null }))),
  );
  const score = (w: (typeof fits)[number]) => (w.rot === undefined ? 0 : 1) + (w.meeple === undefined ? 0 : 2);
  fits.sort((a, b) => score(b) - score(a));
  return fits[0]?.reason ?? null;
}

/** A cell the step offers (every cell when it names none). */
export const cellOffered = (s: PlaceStep, x: number, y: number) => !s.allowed || s.allowed.some((c) => c.x === x && c.y === y);

/** The board of a step: its own position, or the named one, without the lesson's `madeUp` marker (not part of the format). */
export function positionOf(lesson: Pick<Lesson, 'boards'>, s: Step): LessonPosition {
  const p = s.position ?? (s.board ? lesson.boards?.[s.board] : undefined);
  if (!p) throw new Error(`step "${s.id}" has no board`);
  const { madeUp: _madeUp, ...position } = p;
  return position;
}

export type { LessonMove };
