/**
 * What a lesson step draws on the board: the marks of its data (feature
 * outlines and tile counts asked of the engine), the features a move
 * completed, and what "Show me" points at.
 */
import type { FeatureInfo, Position } from '../../worker/api';
import type { Mark } from '../board/types';
import { anchorOfSpot } from '../board/model';
import { meepleOffset } from '../board/layers';
import { MEEPLE_SIZE } from '../tiles/geometry';
import { ask } from '../ui/useEngine';
import type { LessonMark, Ref, Step } from './schema';

type Label = Extract<Mark, { kind: 'label' }>;

/**
 * The board draws a label 48×26 at the top middle of its cell (board/layers.tsx, cells 100 wide), above the
 * meeples. Where that would hide a meeple, the label moves within its cell, given as a fraction of a cell:
 * down to the bottom, then to a corner, then to the middle.
 */
const LABEL = { w: 48, h: 26, top: 4 };
const SLOTS = [
  { dx: 0, dy: 0 },
  { dx: 0, dy: 0.62 },
  { dx: -0.24, dy: 0 },
  { dx: 0.24, dy: 0 },
  { dx: -0.24, dy: 0.62 },
  { dx: 0.24, dy: 0.62 },
  { dx: 0, dy: 0.33 },
];

/** A label moved within its cell so that it covers none of the meeples on that tile (as the board draws them). */
export function clearOfMeeples(board: Position, label: Label): Label {
  const tile = board.tiles.find((t) => t.x === label.x && t.y === label.y);
  const here = (board.meeples ?? []).filter((m) => m.x === label.x && m.y === label.y);
  if (!tile || !here.length) return label;
  const r = MEEPLE_SIZE / 2 + 1;
  const boxes = here.flatMap((m) => {
    const a = anchorOfSpot(tile.tile, tile.rot, m.at);
    if (!a) return [];
    const same = here.filter((o) => o.at === m.at);
    const x = a.x + meepleOffset(same.indexOf(m), same.length);
    return [{ x0: x - r, x1: x + r, y0: a.y - r, y1: a.y + r }];
  });
  const free = SLOTS.find(({ dx, dy }) => {
    const x0 = 50 - LABEL.w / 2 + dx * 100;
    const y0 = LABEL.top + dy * 100;
    return boxes.every((b) => b.x1 <= x0 || b.x0 >= x0 + LABEL.w || b.y1 <= y0 || b.y0 >= y0 + LABEL.h);
  });
  const at = (v: number) => Math.round(v * 100) / 100;
  return free ? { ...label, x: at(label.x + free.dx), y: at(label.y + free.dy) } : label;
}

/** The marks that need no engine (cells, labels, previews), for the still picture and as a start. */
export function plainMarks(board: Position, marks: readonly LessonMark[] | undefined): Mark[] {
  return (marks ?? []).flatMap((m): Mark[] => (m.kind === 'label' ? [clearOfMeeples(board, m)] : m.kind === 'cell' || m.kind === 'preview' ? [m] : []));
}

/** Every mark of a step, feature outlines and tile counts asked of the engine. */
export async function resolveMarks(board: Position, marks: readonly LessonMark[] | undefined): Promise<Mark[]> {
  const out: Mark[] = plainMarks(board, marks);
  for (const m of marks ?? []) {
    if (m.kind !== 'feature' && m.kind !== 'count') continue;
    const r = await ask('featureAt', board, m.at.x, m.at.y, m.at.spot);
    if (!r.ok) continue;
    out.unshift({ kind: 'feature', parts: r.value.parts, style: m.style ?? 'highlight' });
    if (m.kind === 'count') {
      const cells: { x: number; y: number }[] = [];
      for (const p of r.value.parts) if (!cells.some((c) => c.x === p.x && c.y === p.y)) cells.push({ x: p.x, y: p.y });
      cells.forEach((c, i) => out.push(clearOfMeeples(board, { kind: 'label', x: c.x, y: c.y, text: String(i + 1), style: 'highlight' })));
    }
  }
  return out;
}

export const sameParts = (a: FeatureInfo, b: FeatureInfo) => JSON.stringify(a.parts) === JSON.stringify(b.parts);

/** The roads, cities and cloisters a tile at (x, y) completed: complete features on that tile, or cloisters beside it. */
export function completedBy(features: readonly FeatureInfo[], x: number, y: number): FeatureInfo[] {
  return features.filter(
    (f) =>
      f.complete &&
      f.kind !== 'farm' &&
      f.parts.some((p) => (f.kind === 'cloister' ? Math.abs(p.x - x) <= 1 && Math.abs(p.y - y) <= 1 : p.x === x && p.y === y)),
  );
}

/** What "Show me" draws on `board`: the answer as a preview, or its feature outlined. */
export async function shownMarks(s: Step, board: Position): Promise<Mark[]> {
  if (s.kind === 'place') return [{ kind: 'preview', move: { ...s.answers[0], meeple: s.meeple === 'same' ? (s.answers[0].meeple ?? null) : null }, player: board.toPlay ?? board.players[0] }];
  if (s.kind === 'point') {
    const a: Ref = s.answers[0];
    const r = await ask('featureAt', board, a.x, a.y, a.spot);
    const out: Mark[] = r.ok ? [{ kind: 'feature', parts: r.value.parts, style: 'hint' }] : [];
    if (s.target === 'meeple') out.push({ kind: 'cell', x: a.x, y: a.y, style: 'hint' });
    return out;
  }
  return [];
}
