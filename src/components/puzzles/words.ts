/**
 * The trainer's wording helpers: values under an objective, moves, lessons,
 * themes and difficulties, all through the dictionary (src/i18n/puzzles.en.ts).
 */
import { t } from '../../i18n';
import '../../i18n/puzzles';
import { wordWhy } from '../../i18n/words';
import type { Objective, WhyPart } from '../../worker/api';
import type { Spot } from '../board/types';
import { spotText, turnsText } from '../board/describe';
import type { Kept } from './progress';
import type { About, FeatureWord } from './hints';

/** "+6", "−3", "0"; averages over random draws keep two decimals at most. */
export function signed(n: number): string {
  const r = Math.round(n * 100) / 100;
  return r > 0 ? `+${r}` : r < 0 ? `−${-r}` : '0';
}

/** A value as the objective means it: "9 points this turn", "a final margin of +3". */
export function valueText(objective: Objective, n: number): string {
  return objective === 'points' ? t('puzzles.value.points', { n: Math.round(n * 100) / 100 }) : t(`puzzles.value.${objective}`, { n: signed(n) });
}

/** "That scores 4, but the best move gives 9 points this turn. …" */
export function wrongText(objective: Objective, got: number, best: number): string {
  const n = objective === 'points' ? String(Math.round(got * 100) / 100) : signed(got);
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
  return `${where}, ${meeple}`;
}

/** The solver's reasons as one sentence: "Scores 4 now for a city of 2 tiles." */
export function whyText(parts: readonly WhyPart[]): string {
  const s = wordWhy(parts);
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
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

/** The first hint: what the best move does, in two sentences. */
export function aboutText(a: About): string {
  const what = a.now
    ? t('puzzles.hint.about.now', { kind: kindWord(a.now) })
    : a.end
      ? t('puzzles.hint.about.end', { kind: kindWord(a.end) })
      : t('puzzles.hint.about.quiet');
  const meeple = a.meeple ? t('puzzles.hint.about.meeple', { kind: kindWord(a.meeple) }) : t('puzzles.hint.about.noMeeple');
  return `${what} ${meeple}`;
}
