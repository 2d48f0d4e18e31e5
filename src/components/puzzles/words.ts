/**
 * The trainer's wording helpers: values under an objective, moves, lessons,
 * themes and difficulties, an endgame line's steps and the solver's state,
 * all through the dictionary (src/i18n/puzzles.en.ts).
 */
import { formatNumberHere, t } from '../../i18n';
import '../../i18n/puzzles';
import { wordWhy } from '../../i18n/vocab';
import type { Objective, WhyPart } from '../../worker/api';
import type { Spot } from '../board/types';
import { scoreEventText, spotText, turnsText } from '../board/describe';
import type { Kept } from './progress';
import { aboutMove, hintArea, type About, type AboutBreakdown, type CellXY, type FeatureWord } from './hints';
import { kindOfSpot } from '../board/model';
import type { LineStep } from './line';
import type { SolutionState } from './useSolution';

/** "+6", "−3", "0"; averages over random draws keep two decimals at most, written the page language's way (+2.5, +2,5). */
export function signed(n: number): string {
  const r = Math.round(n * 100) / 100;
  return r > 0 ? `+${formatNumberHere(r)}` : r < 0 ? `−${formatNumberHere(-r)}` : '0';
}

/** A value as the objective means it: "9 points this turn", "a final margin of +3". */
export function valueText(objective: Objective, n: number): string {
  return objective === 'points' ? t('puzzles.value.points', { n: Math.round(n * 100) / 100 }) : t(`puzzles.value.${objective}`, { n: signed(n) });
}

/** "That scores 4, but the best move gives 9 points this turn. …" */
export function wrongText(objective: Objective, got: number, best: number): string {
  const n = objective === 'points' ? formatNumberHere(Math.round(got * 100) / 100) : signed(got);
  return t('puzzles.wrong', { got: t(`puzzles.wrongValue.${objective}`, { n }), best: valueText(objective, best) });
}

/** The label drawn on the board for a value: "+9". */
export const labelText = (n: number): string => signed(n);

export interface MoveLike {
  x: number;
  y: number;
  rot: number;
  meeple: Spot | null;
}

/** "Column 1, row 0, a quarter turn right, meeple on the road". */
export function moveText(tile: string, m: MoveLike): string {
  const where = t('engine.solver.where', { x: m.x, y: m.y, turns: turnsText(m.rot) });
  const meeple = m.meeple ? t('engine.solver.meeple', { spot: spotText(tile, m.rot, m.meeple) }) : t('engine.solver.noMeeple');
  return `${where}${t('list.sep')}${meeple}`;
}

/** The solver's reasons as one sentence: "Scores 4 now for a city of 2 tiles." */
export function whyText(parts: readonly WhyPart[]): string {
  const s = wordWhy(parts);
  // A sentence in Chinese ends with a full-width stop.
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}${/\p{Script=Han}$/u.test(s) ? '。' : '.'}`;
}

export const themeText = (theme: string): string => t(`puzzles.theme.${theme}` as 'puzzles.theme.roads');
export const difficultyText = (d: number): string => t(`puzzles.difficulty.${d}` as 'puzzles.difficulty.1');
export const kindText = (objective: Objective): string => t(`puzzles.kind.${objective}`);
export const lessonText = (slug: string): string => t(`puzzles.lesson.${slug}` as 'puzzles.lesson.roads');

/** Why progress is not kept, or was set aside. */
export function noticeText(notice: NonNullable<Kept['notice']>): string {
  return notice.kind === 'no-storage' ? t('puzzles.noStorage') : t('puzzles.damaged', { reason: notice.reason, key: notice.keptAs });
}

const kindWord = (k: FeatureWord): string => t(`puzzles.hint.kind.${k}`);

/** The first hint: what the best move does and its meeple, in two sentences (one when the solver gave no breakdown). */
export function aboutText(a: About): string {
  if (!a.what) {
    if (a.meeple) return t('puzzles.hint.about.meepleOnly', { kind: kindWord(a.meeple) });
    return a.supply ? t('puzzles.hint.about.noMeepleOnly') : t('puzzles.hint.about.noMeepleLeftOnly');
  }
  const w = a.what;
  const what =
    w.kind === 'now'
      ? t('puzzles.hint.about.now', { kind: kindWord(w.feature) })
      : w.kind === 'end'
        ? t('puzzles.hint.about.end', { kind: kindWord(w.feature) })
        : w.kind === 'takes'
          ? t('puzzles.hint.about.takes')
          : t('puzzles.hint.about.quiet');
  const meeple = a.meeple
    ? t('puzzles.hint.about.meeple', { kind: kindWord(a.meeple) })
    : a.supply
      ? t('puzzles.hint.about.noMeeple')
      : t('puzzles.hint.about.noMeepleLeft');
  return `${what} ${meeple}`;
}

/** What a hint needs to know about the puzzle: its best move (the first), what the solver says it does, where the tile fits. */
export interface HintInput {
  /** The puzzle's id (it settles ties between areas the same way on every visit). */
  id: string;
  /** The tile in hand. */
  hand: string;
  /** The player to play. */
  player: string;
  /** The best move the hints lead to. */
  best: MoveLike;
  /** The solver's breakdown of that move, when it gave one. */
  breakdown: AboutBreakdown | undefined;
  /** Whether the player has a meeple left in the supply. */
  supply: boolean;
  /** The cells where the tile fits. */
  fits: readonly CellXY[];
}

/** A hint as the page shows it: its words, and the cells it marks on the board. */
export interface Hint {
  text: string;
  cells: CellXY[];
}

/**
 * The hint of `level` (1 to HINT_LEVELS), from general to exact: what the best move does; the area (a few
 * cells where the tile fits, the best among them); the cell itself, with the turn and the meeple.
 * tests/unit/puzzle-hints.test.ts checks what each one says against the engine, for every puzzle.
 */
export function hintOf(level: number, h: HintInput): Hint {
  const m = h.best;
  if (level <= 1) {
    const about = aboutMove(h.breakdown, h.player, m.meeple ? kindOfSpot(h.hand, m.rot, m.meeple) : null, h.supply);
    return { text: aboutText(about), cells: [] };
  }
  if (level === 2) {
    const cells = hintArea(m, h.fits, h.id);
    return { text: t('puzzles.hint.area', { count: cells.length }), cells };
  }
  const turns = turnsText(m.rot);
  const text = m.meeple
    ? t('puzzles.hint.meeple', { turns, spot: spotText(h.hand, m.rot, m.meeple) })
    : h.supply
      ? t('puzzles.hint.noMeeple', { turns })
      : t('puzzles.hint.noMeepleLeft', { turns });
  return { text, cells: [{ x: m.x, y: m.y }] };
}

/** One turn of an endgame's line: who laid which tile, and what it scored. */
export function stepText(s: LineStep): string {
  if (!s.move || !s.report) return t('puzzles.line.setAside', { player: s.player, tile: s.tile });
  const lead = s.move.meeple
    ? t('puzzles.line.stepMeeple', { player: s.player, tile: s.tile, spot: spotText(s.tile, s.move.rot, s.move.meeple) })
    : t('puzzles.line.step', { player: s.player, tile: s.tile });
  return [lead, ...s.report.completed.map(scoreEventText)].join(' ');
}

/** What the solver is doing for the puzzle: thinking (how far), failed (why), or nothing. */
export function thinkingText(s: SolutionState): string {
  if (s.kind === 'failed') return t('puzzles.solverFailed', { reason: s.reason });
  if (s.kind === 'thinking') return s.nodes > 0 ? t('puzzles.thinking', { nodes: s.nodes }) : t('puzzles.thinkingStart');
  return '';
}
