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
    if (m.kind === 'count') countedCells(board, r.value).forEach((c, i) => out.push(clearOfMeeples(board, { kind: 'label', x: c.x, y: c.y, text: String(i + 1), style: 'highlight' })));
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

type Cell = { x: number; y: number };
type Style = NonNullable<Extract<Mark, { kind: 'label' }>['style']>;
const cellsOf = (parts: readonly Cell[]): Cell[] => {
  const out: Cell[] = [];
  for (const p of parts) if (!out.some((c) => c.x === p.x && c.y === p.y)) out.push({ x: p.x, y: p.y });
  return out;
};

/** Rows top to bottom, each left to right: the order a count reads in. */
const readingOrder = (a: Cell, b: Cell) => a.y - b.y || a.x - b.x;

/**
 * The cells a feature's points count, in reading order: its tiles; for a cloister, its own tile first, then the
 * tiles around it (`extra`: a tile not on `board` yet, such as a move drawn as a preview).
 */
export function countedCells(board: Position, f: Pick<FeatureInfo, 'kind' | 'parts'>, extra?: Cell): Cell[] {
  const own = cellsOf(f.parts);
  if (f.kind !== 'cloister' || !own.length) return own.sort(readingOrder);
  const [c] = own;
  const laid = (x: number, y: number) => board.tiles.some((t) => t.x === x && t.y === y) || (extra && extra.x === x && extra.y === y);
  const out: Cell[] = [c];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && laid(c.x + dx, c.y + dy)) out.push({ x: c.x + dx, y: c.y + dy });
  return out;
}

/** A feature outlined and the cells its points count numbered 1, 2, 3… (a farm: outlined only; its points count cities). */
export function countedFeature(board: Position, f: Pick<FeatureInfo, 'kind' | 'parts'>, style: Style = 'hint', extra?: Cell): Mark[] {
  const out: Mark[] = [{ kind: 'feature', parts: f.parts, style }];
  if (f.kind === 'farm') return out;
  countedCells(board, f, extra).forEach((c, i) => out.push(clearOfMeeples(board, { kind: 'label', x: c.x, y: c.y, text: String(i + 1), style })));
  return out;
}

/** Features outlined, each with its points on one of its cells ("+4"), no two labels on one cell. */
function pointsOn(board: Position, features: readonly { parts: FeatureInfo['parts']; points: number }[], style: Style = 'hint'): Mark[] {
  const out: Mark[] = [];
  const used = new Set<string>();
  for (const f of features) {
    out.unshift({ kind: 'feature', parts: f.parts, style });
    const free = cellsOf(f.parts).find((c) => !used.has(`${c.x},${c.y}`));
    if (!free) continue;
    used.add(`${free.x},${free.y}`);
    out.push(clearOfMeeples(board, { kind: 'label', x: free.x, y: free.y, text: `+${f.points}`, style }));
  }
  return out;
}

/** Cells framed and numbered 1, 2, 3…. */
const numberedCells = (board: Position, cells: readonly Cell[]): Mark[] => [
  ...cells.map((c): Mark => ({ kind: 'cell', x: c.x, y: c.y, style: 'hint' })),
  ...cells.map((c, i) => clearOfMeeples(board, { kind: 'label', x: c.x, y: c.y, text: String(i + 1), style: 'hint' })),
];

type NumberStep = Extract<Step, { kind: 'number' }>;

/** What a number step's "Show me" draws: what its answer counts, as the claim behind the answer says. */
async function shownNumber(s: NumberStep, board: Position): Promise<Mark[]> {
  const is = s.answer.is;
  const toPlay = board.toPlay ?? board.players[0];
  switch (is.kind) {
    case 'feature-points':
    case 'feature-tiles':
    case 'feature-pennants':
    case 'feature-meeples':
    case 'farm-cities': {
      const r = await ask('featureAt', board, is.at.x, is.at.y, is.at.spot);
      return r.ok ? countedFeature(board, r.value) : [];
    }
    case 'move-points': {
      const move = is.move;
      if (!move) return [];
      const out: Mark[] = [];
      const previewed = s.marks?.some((m) => m.kind === 'preview' && m.move.x === move.x && m.move.y === move.y);
      if (!previewed) out.push({ kind: 'preview', move: { ...move, meeple: move.meeple ?? null }, player: toPlay });
      const played = await ask('place', board, move);
      if (!played.ok) return out;
      const feats = await ask('features', played.value.position);
      if (!feats.ok) return out;
      const player = is.player ?? toPlay;
      const done = completedBy(feats.value, move.x, move.y);
      const won = done.filter((f) => f.winners.includes(player));
      // One feature the player scores: counted cell by cell; several: each with its points.
      const marks =
        won.length === 1
          ? countedFeature(board, won[0], 'hint', move)
          : pointsOn(board, won.map((f) => ({ parts: f.parts, points: f.value })));
      const others = done.filter((f) => !won.includes(f)).map((f): Mark => ({ kind: 'feature', parts: f.parts, style: 'highlight' }));
      return [...others, ...marks, ...out];
    }
    case 'final-score':
    case 'endgame-points': {
      const r = await ask('score', board);
      if (!r.ok) return [];
      return pointsOn(board, r.value.features.filter((f) => f.winners.includes(is.player) && f.points > 0));
    }
    case 'meeples-in-supply':
    case 'meeples-on-board':
      return numberedCells(board, cellsOf((board.meeples ?? []).filter((m) => m.player === is.player)));
    case 'legal-cells': {
      const r = await ask('legalMoves', board, is.tile);
      return r.ok ? numberedCells(board, cellsOf(r.value)) : [];
    }
    case 'tiles-on-board':
      return board.tiles.map((t, i) => clearOfMeeples(board, { kind: 'label', x: t.x, y: t.y, text: String(i + 1), style: 'hint' }));
    case 'cloister-neighbours': {
      const r = await ask('featureAt', board, is.at.x, is.at.y, is.at.spot);
      return r.ok ? numberedCells(board, countedCells(board, r.value).slice(1)) : [];
    }
    case 'score':
    case 'track-space':
    case 'track-laps':
    case 'move-completes':
    case 'cells-ruled-out':
    case 'legal-rotations':
    case 'cell-neighbours':
    case 'tile-features':
    case 'tile-edges':
    case 'rule':
      return [];
  }
}

/**
 * What "Show me" draws on `board`: a place step's answer as a preview (its meeple pulsing), a point step's feature
 * lit, a number step's counted feature (a number on each of its tiles, or points on each feature scored).
 */
export async function shownMarks(s: Step, board: Position): Promise<Mark[]> {
  if (s.kind === 'place') return [{ kind: 'preview', move: { ...s.answers[0], meeple: s.meeple === 'same' ? (s.answers[0].meeple ?? null) : null }, player: board.toPlay ?? board.players[0] }];
  if (s.kind === 'point') {
    const a: Ref = s.answers[0];
    const r = await ask('featureAt', board, a.x, a.y, a.spot);
    const out: Mark[] = r.ok ? [{ kind: 'feature', parts: r.value.parts, style: 'hint' }] : [];
    if (s.target === 'meeple') out.push({ kind: 'cell', x: a.x, y: a.y, style: 'hint' });
    return out;
  }
  if (s.kind === 'number') return shownNumber(s, board);
  return [];
}
