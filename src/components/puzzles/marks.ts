/** What the puzzle trainer marks on the board once a move is played out. */
import type { FeatureInfo, PlaceReport } from '../../worker/api';
import type { Mark, TurnMove } from '../board/Board';
import { labelText } from './words';

/** The features a solved move scores or holds, outlined, and its value on its cell. */
export function breakdownMarks(features: readonly FeatureInfo[], report: PlaceReport, move: TurnMove, player: string, value: number): Mark[] {
  const marks: Mark[] = [];
  const completed = new Set(report.completed.map((e) => e.kind));
  for (const f of features) {
    if (!f.parts.some((p) => p.x === move.x && p.y === move.y)) continue;
    if (f.complete && completed.has(f.kind)) marks.push({ kind: 'feature', parts: f.parts, style: 'good' });
    else if (f.winners.includes(player) && f.points > 0) marks.push({ kind: 'feature', parts: f.parts, style: 'highlight' });
  }
  marks.push({ kind: 'last', x: move.x, y: move.y });
  marks.push({
    kind: 'label',
    x: move.x,
    y: move.y,
    text: labelText(value),
    style: 'good',
  });
  return marks;
}
