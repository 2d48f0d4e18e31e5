/**
 * What a lesson step draws on the board: the marks of its data (feature
 * outlines and tile counts asked of the engine), the features a move
 * completed, and what "Show me" points at.
 */
import type { FeatureInfo, Position } from '../../worker/api';
import type { Mark } from '../board/types';
import { ask } from '../ui/useEngine';
import type { LessonMark, Ref, Step } from './schema';

/** The marks that need no engine (cells, labels, previews), for the still picture and as a start. */
export function plainMarks(marks: readonly LessonMark[] | undefined): Mark[] {
  return (marks ?? []).flatMap((m): Mark[] => (m.kind === 'cell' || m.kind === 'label' || m.kind === 'preview' ? [m] : []));
}

/** Every mark of a step, feature outlines and tile counts asked of the engine. */
export async function resolveMarks(board: Position, marks: readonly LessonMark[] | undefined): Promise<Mark[]> {
  const out: Mark[] = plainMarks(marks);
  for (const m of marks ?? []) {
    if (m.kind !== 'feature' && m.kind !== 'count') continue;
    const r = await ask('featureAt', board, m.at.x, m.at.y, m.at.spot);
    if (!r.ok) continue;
    out.unshift({ kind: 'feature', parts: r.value.parts, style: m.style ?? 'highlight' });
    if (m.kind === 'count') {
      const cells: { x: number; y: number }[] = [];
      for (const p of r.value.parts) if (!cells.some((c) => c.x === p.x && c.y === p.y)) cells.push({ x: p.x, y: p.y });
      cells.forEach((c, i) => out.push({ kind: 'label', x: c.x, y: c.y, text: String(i + 1), style: 'highlight' }));
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
