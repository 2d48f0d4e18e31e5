/**
 * What the lesson host does with an answer — a move on the board, a feature
 * pointed at, a number typed — as plain functions of the step, its state and
 * the answer, so that the page (LessonPlayer) and the unit tests
 * (tests/unit/lessons-play.test.ts, every step of every lesson in Node) run the
 * same judgement. The engine is reached as the page reaches it: through the
 * worker client (ui/useEngine.ts); the legal placements come from the host.
 */
import type { Placement, Position } from '../../worker/api';
import type { Answer, Intent, Mark } from '../board/Board';
import { scoreEventText } from '../board/describe';
import { ask, answerTile, playTurn } from '../ui/useEngine';
import { wordsOfError } from '../ui/words';
import { t } from '../../i18n';
import '../../i18n/learn';
import { completedBy, sameParts } from './marks';
import { cellOffered, positionOf, tileIsRight, turnIsRight, wrongReason } from './judge';
import type { Lesson, LessonMark, Step } from './schema';
import { numbersIn } from './texts';

export type Tone = 'info' | 'good' | 'bad';
export interface Feedback {
  tone: Tone;
  text: string;
  /** What the move scored, in words (place steps). */
  detail?: string;
  /**
   * Said by the board's own status line, as its answer to the move (a place step's refusal): the page does not say
   * it again.
   */
  onBoard?: boolean;
}

export interface StepState {
  board: Position;
  solved: boolean;
  tries: number;
  feedback: Feedback | null;
  shown: boolean;
  /** Marks after an answer: the features a move completed, the feature pointed at. */
  result: Mark[];
}

/** A step as it starts: its own board, nothing tried. */
export const freshState = (lesson: Pick<Lesson, 'boards'>, s: Step): StepState => ({
  board: positionOf(lesson, s) as Position,
  solved: false,
  tries: 0,
  feedback: null,
  shown: false,
  result: [],
});

/** What an answer does to the step: the state after it (null: unchanged), and the board's answer to its intent. */
export interface Judged {
  change: ((st: StepState) => StepState) | null;
  answer?: Answer;
}

const wrong = (text: string, extra: Partial<StepState> = {}, onBoard = false): ((st: StepState) => StepState) => (st) => ({
  ...st,
  ...extra,
  tries: st.tries + 1,
  feedback: onBoard ? { tone: 'bad', text, onBoard } : { tone: 'bad', text },
});
/** A place step's refusal: the board says it (status line, or over the board when that is off screen), once. */
const refused = (reason: string): Judged => ({ change: wrong(reason, {}, true), answer: { accept: false, reason } });
/** What was said of an earlier try goes once a move is right. */
const cleared = (st: StepState): StepState => (st.feedback || st.result.length ? { ...st, feedback: null, result: [] } : st);
const right = (s: Step & { success: string }, detail: string | undefined, extra: Partial<StepState>): ((st: StepState) => StepState) => (st) => ({
  ...st,
  ...extra,
  solved: true,
  feedback: { tone: 'good', text: s.success, detail },
});

/**
 * Judges one intent of the board on a step: a tile shown on a cell (accepted
 * or refused with the lesson's or the engine's reason), a whole turn (played by
 * the engine when right), a feature pointed at.
 */
export async function judgeIntent(
  s: Step,
  state: StepState,
  intent: Intent,
  legal: (position: Position, tile: string) => Promise<Placement[]>,
): Promise<Judged> {
  const none: Judged = { change: null };
  if (state.solved) return none;
  if (s.kind === 'place') {
    const board = state.board;
    if (intent.type === 'tile') {
      const m = intent.move;
      if (!cellOffered(s, m.x, m.y)) return refused(wrongReason(s, m, false) ?? s.otherwise ?? t('lesson.wrongCell'));
      const list = (await legal(board, s.tile)).filter((p) => cellOffered(s, p.x, p.y));
      const a = await answerTile(board, list, m);
      if (!a.accept) return refused(wrongReason(s, m, false) ?? a.reason);
      if (!tileIsRight(s, m)) return refused(wrongReason(s, m, false) ?? s.otherwise ?? t('lesson.wrongMove'));
      return { change: cleared, answer: a };
    }
    if (intent.type === 'place') {
      const m = intent.move;
      if (!turnIsRight(s, m)) return refused(wrongReason(s, m, true) ?? s.otherwise ?? t('lesson.wrongMove'));
      const r = await playTurn(board, m);
      if (!r.ok) return refused(r.reason);
      const after = r.report.position;
      const detail = r.report.completed.map(scoreEventText).join(' ') || t('lesson.scoredNothing');
      const feats = await ask('features', after);
      const lit: Mark[] = feats.ok ? completedBy(feats.value, m.x, m.y).map((f): Mark => ({ kind: 'feature', parts: f.parts, style: 'good' })) : [];
      lit.push({ kind: 'last', x: m.x, y: m.y });
      // The page says it was right, what it scored and why, once: the board's status line goes back to its hint.
      return { change: right(s, detail, { board: after, result: lit }), answer: { accept: true, message: null } };
    }
    return none;
  }
  if (s.kind === 'point' && intent.type === 'inspect' && intent.by === 'pin' && intent.feature) {
    const f = intent.feature;
    const board = state.board;
    const got = await ask('featureAt', board, f.x, f.y, f.at);
    if (!got.ok) return { change: wrong(await wordsOfError(got.error)) };
    const tapped: Mark = { kind: 'feature', parts: got.value.parts, style: 'bad' };
    for (const a of s.answers) {
      const want = await ask('featureAt', board, a.x, a.y, a.spot);
      if (want.ok && sameParts(want.value, got.value) && (s.target === 'feature' || (a.x === f.x && a.y === f.y)))
        return { change: right(s, undefined, { result: [{ ...tapped, style: 'good' }] }) };
    }
    let reason = s.otherwise ?? t('lesson.wrongPoint');
    for (const w of s.wrong ?? []) {
      const there = await ask('featureAt', board, w.at.x, w.at.y, w.at.spot);
      if (there.ok && sameParts(there.value, got.value)) reason = w.reason;
    }
    return { change: wrong(reason, { result: [tapped] }) };
  }
  return none;
}

/** Judges a number typed on a number step (the text as typed). */
export function judgeNumber(s: Step, state: StepState, text: string): Judged {
  if (s.kind !== 'number' || state.solved) return { change: null };
  const typed = text.trim();
  if (!/^-?\d+$/.test(typed)) return { change: (st) => ({ ...st, feedback: { tone: 'bad', text: t('lesson.notANumber') } }) };
  const n = Number(typed);
  if (n === s.answer.value) return { change: right(s, undefined, {}) };
  return { change: wrong(s.wrong?.find((w) => w.value === n)?.reason ?? s.otherwise ?? t('lesson.wrongNumber')) };
}

/** "Show me": the answer drawn and its words shown; what was said of the earlier tries goes. */
export const showAnswer = (st: StepState): StepState => (st.solved ? st : { ...st, shown: true, feedback: null, result: [] });

/** The ids of a lesson's tasks (its place, point and number steps, the quick check's among them). */
export const taskIds = (lesson: Pick<Lesson, 'steps' | 'check'>): string[] => [...lesson.steps, ...lesson.check].filter((s) => s.kind !== 'explain').map((s) => s.id);

/**
 * A number step waiting for its answer holds back what would state it: the score line (unless the answer starts
 * from the scores, a final score), until the step is answered or "Show me" was asked for.
 */
export const scoresHeld = (s: Step, st: StepState): boolean => s.kind === 'number' && !st.solved && !st.shown && s.answer.is.kind !== 'final-score';

/**
 * The step's own marks as shown now: while a number step waits for its answer, its counted features without their
 * numbers and no label stating the answer (all of them once it is answered or shown).
 */
export function marksNow(s: Step, st: StepState): LessonMark[] | undefined {
  if (s.kind !== 'number' || st.solved || st.shown || !s.marks) return s.marks;
  const answer = s.answer.value;
  return s.marks.flatMap((m): LessonMark[] => {
    if (m.kind === 'count') return [{ kind: 'feature', at: m.at, style: m.style }];
    if (m.kind === 'label' && numbersIn(m.text).includes(answer)) return [];
    return [m];
  });
}
