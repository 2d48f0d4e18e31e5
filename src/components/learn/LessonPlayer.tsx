/**
 * The lesson host: one step at a time on the shared board (docs/lessons.md).
 * Explain steps show; place, point and number steps ask, and the engine in the
 * worker judges every move (through ui/useEngine.ts). A wrong answer is taken
 * back with the engine's reason or the lesson's, said once: a move on the board
 * by the board's status line, a feature pointed at under the board, a number
 * under its field; a right one says what it scored and lights the features it
 * completed, and what was said of the tries goes. After two wrong tries "Show
 * me" draws the answer on the board (host.ts, marks.ts). A number step holds
 * back what would give its answer away (the score line, numbers on the board)
 * until it is answered. Words speak of taps on a touch screen, of clicks with a
 * mouse. Progress is kept under the storage key 'learn' (progress.ts): a lesson
 * is done when its tasks were done, skimmed when gone through without them.
 *
 * Server-rendered, it shows the first step and a still drawing of its board,
 * so the page reads before the island and its worker are up.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TargetedEvent } from 'preact';
import type { Position } from '../../worker/api';
import Board, { type Answer, type Intent, type Mark } from '../board/Board';
import { freshState, judgeIntent, judgeNumber, marksNow, scoresHeld, showAnswer, taskIds, type StepState } from './host';
import { useEngine, useLegal } from '../ui/useEngine';
import { t } from '../../i18n';
import '../../i18n/learn';
import LessonDone from './LessonDone';
import StepText, { Say } from './StepText';
import { plainMarks, resolveMarks, shownMarks } from './marks';
import { cellOffered, positionOf } from './judge';
import { lessonState, loadProgress, saveProgress, withFinished, withSolved, withStep, type Loaded, type Progress } from './progress';
import type { Lesson, Step } from './schema';
import './learn.css';

export interface LessonPlayerProps {
  lesson: Lesson;
  next: { slug: string; title: string } | null;
}

export type { StepState } from './host';

export default function LessonPlayer({ lesson, next }: LessonPlayerProps) {
  const all = useMemo(() => [...lesson.steps, ...lesson.check], [lesson]);
  const tasks = useMemo(() => taskIds(lesson), [lesson]);
  const [index, setIndex] = useState(0);
  /** The step shown, as of the last move between steps: quick key presses each step on from the one before (not from a stale render). */
  const indexRef = useRef(0);
  const [saved, setSaved] = useState<Loaded | null>(null);
  /** The progress as last saved, read by `go` at once (a reload right after a step change keeps that step). */
  const savedRef = useRef<Loaded | null>(null);
  const [state, setState] = useState<StepState>(() => freshState(lesson, all[0]));
  const [marks, setMarks] = useState<Mark[]>(() => plainMarks(positionOf(lesson, all[0]) as Position, marksNow(all[0], freshState(lesson, all[0]))));
  const [answer, setAnswer] = useState('');
  /** Bumped by every step change and reset: the board starts afresh (tile upright, board fitted). */
  const [round, setRound] = useState(0);
  const engine = useEngine();
  /** A phone or tablet: the words speak of taps, not clicks (known once awake; the page's HTML has the mouse's). */
  const [touch, setTouch] = useState(false);
  useEffect(() => setTouch(typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches), []);
  const ready = engine.kind === 'ready';
  const rootRef = useRef<HTMLDivElement>(null);
  const finished = index >= all.length;
  const step: Step | null = finished ? null : all[index];
  const inCheck = index >= lesson.steps.length;
  /** The step the state belongs to: answers that arrive after the step changed are dropped. */
  const stepRef = useRef(step);
  stepRef.current = step;

  // Wake up: the saved progress decides where the lesson opens.
  useEffect(() => {
    loadProgress().then((l) => {
      savedRef.current = l;
      setSaved(l);
      const at = l.progress.at[lesson.slug];
      if (at !== undefined && at > 0 && at <= all.length) go(at, false);
    });
  }, []);

  /** Saves progress changed by `change` (nothing new: no write, and no render for nothing). */
  const keep = (change: (p: Progress) => Progress) => {
    const was = savedRef.current;
    if (!was) return;
    const progress = change(was.progress);
    if (JSON.stringify(progress) === JSON.stringify(was.progress)) return;
    saveProgress(was.store, progress);
    savedRef.current = { ...was, progress };
    setSaved(savedRef.current);
  };

  /**
   * Progress: where the lesson is; once its last step is passed, done if its tasks were done, else skimmed. Written
   * as the step changes, not in an effect after the next paint, so that a reload (or the page closed) right after
   * Next keeps the step.
   */
  const remember = (n: number) => keep((p) => (n >= all.length ? withFinished(p, lesson.slug, tasks) : withStep(p, lesson.slug, n)));

  const go = (i: number, scroll = true) => {
    const n = Math.max(0, Math.min(all.length, i));
    indexRef.current = n;
    remember(n);
    setIndex(n);
    setAnswer('');
    setRound((r) => r + 1);
    if (n < all.length) {
      const fresh = freshState(lesson, all[n]);
      setState(fresh);
      setMarks(plainMarks(positionOf(lesson, all[n]) as Position, marksNow(all[n], fresh)));
    }
    if (scroll) {
      const top = rootRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) rootRef.current?.scrollIntoView({ block: 'start' });
    }
  };


  // A task done is kept at once (a lesson skimmed before is done when its last task is).
  useEffect(() => {
    if (step && step.kind !== 'explain' && state.solved) keep((p) => withSolved(p, lesson.slug, step.id, tasks));
  }, [state.solved, index, saved !== null]);

  /** A number step's answer given or shown: what it held back (numbers on the board, the score line) shows. */
  const revealed = step?.kind === 'number' && (state.solved || state.shown);
  // The step's marks as they are now, and those that need the engine (feature outlines, counts).
  useEffect(() => {
    if (!step) return;
    const now = marksNow(step, state);
    const board = positionOf(lesson, step) as Position;
    if (revealed) setMarks(plainMarks(board, now));
    if (!ready || !now?.some((m) => m.kind === 'feature' || m.kind === 'count')) return;
    let alive = true;
    resolveMarks(board, now).then((m) => alive && setMarks(m));
    return () => {
      alive = false;
    };
  }, [index, ready, revealed]);

  const placing = step?.kind === 'place' && !state.solved;
  const legal = useLegal(ready && placing ? state.board : null, placing ? step.tile : null);
  const offered = useMemo(() => {
    if (!legal.placements || step?.kind !== 'place') return legal.placements;
    return legal.placements.filter((p) => cellOffered(step, p.x, p.y));
  }, [legal.placements, step]);

  const update = (s: Step, change: (st: StepState) => StepState) => {
    if (stepRef.current === s) setState(change);
  };

  const onIntent = async (intent: Intent): Promise<Answer | void> => {
    const s = step;
    if (!s) return;
    const judged = await judgeIntent(s, state, intent, legal.current);
    if (judged.change) update(s, judged.change);
    return judged.answer;
  };

  const submitNumber = (e: TargetedEvent<HTMLFormElement>) => {
    e.preventDefault();
    const s = step;
    if (!s) return;
    const judged = judgeNumber(s, state, answer);
    if (judged.change) update(s, judged.change);
  };

  /** The page's words under the board (what it says of a move, the "Show me" words). */
  const sayRef = useRef<HTMLDivElement>(null);
  /** "Show me" was pressed: once the answer is drawn, bring it into view. */
  const scrollToAnswer = useRef(false);
  /** "Show me": the answer drawn on a fresh board (what was said of the earlier tries gone), brought into view with its words. */
  const showMe = () => {
    update(step!, showAnswer);
    setRound((r) => r + 1);
    scrollToAnswer.current = true;
  };

  const [hintMarks, setHintMarks] = useState<Mark[]>([]);
  useEffect(() => {
    setHintMarks([]);
    if (step && state.shown && !state.solved && ready) {
      let alive = true;
      shownMarks(step, state.board).then((m) => {
        if (!alive) return;
        setHintMarks(m);
        if (!scrollToAnswer.current) return;
        scrollToAnswer.current = false;
        // The board, then the words under it: both on screen where they fit, the words first where they do not.
        requestAnimationFrame(() => {
          rootRef.current?.querySelector('.board__viewport')?.scrollIntoView({ block: 'nearest' });
          sayRef.current?.scrollIntoView({ block: 'nearest' });
        });
      });
      return () => {
        alive = false;
      };
    }
  }, [state.shown, state.solved, index, ready]);

  // Keys: Alt+arrows anywhere; plain arrows when the board and the answer field do not have the focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      const el = e.target as HTMLElement | null;
      const inside = el?.closest?.('.board, input, textarea, select');
      if (!e.altKey && (inside || e.ctrlKey || e.metaKey || e.shiftKey)) return;
      if (!rootRef.current) return;
      e.preventDefault();
      go(indexRef.current + (e.key === 'ArrowRight' ? 1 : -1));
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [index]);

  const stepLabel = inCheck
    ? t('lesson.checkStep', { n: index - lesson.steps.length + 1, count: lesson.check.length })
    : t('lesson.step', { n: index + 1, count: lesson.steps.length });

  if (finished) {
    const p = saved?.progress;
    const solved = p?.solved[lesson.slug] ?? [];
    const left = lessonState(p, lesson.slug) === 'skimmed' ? tasks.filter((id) => !solved.includes(id)) : [];
    return (
      <div class="lesson" ref={rootRef} data-testid="lesson" data-step="done" data-ready={ready ? 'true' : 'false'}>
        <LessonDone
          title={lesson.title}
          next={next}
          restart={() => go(0)}
          left={left.length}
          toTask={left.length ? () => go(all.findIndex((x) => x.id === left[0])) : undefined}
        />
      </div>
    );
  }

  const s = step!;
  const task = s.kind !== 'explain';
  const hand = s.kind === 'place' && !state.solved ? s.tile : null;
  const boardMarks = [...(state.solved || state.result.length ? state.result : []), ...(state.solved && s.kind === 'place' ? [] : marks), ...hintMarks];
  const canShow = task && !state.solved && state.tries >= 2;
  const boardHint = task && !state.solved ? t(s.kind === 'number' ? 'lesson.numberHint' : touch ? 'lesson.pointHintTouch' : 'lesson.pointHint') : t('lesson.lookHint');
  /** Where the page answers a move: under the board, where the eye is, for moves on the board; under the field for a number. */
  const onBoard = s.kind === 'place' || s.kind === 'point';
  const held = scoresHeld(s, state);
  const toPlay = state.board.toPlay ?? state.board.players[0];

  return (
    <div
      class={`lesson${inCheck ? ' is-check' : ''}`}
      ref={rootRef}
      data-testid="lesson"
      data-step={s.id}
      data-kind={s.kind}
      data-solved={state.solved ? 'true' : 'false'}
      data-tries={state.tries}
      data-ready={ready ? 'true' : 'false'}
    >
      <div class="lesson__bar">
        <span class="lesson__count" data-testid="lesson-count">
          {inCheck && <strong>{t('lesson.checkHeading')} · </strong>}
          {stepLabel}
        </span>
        {index > 0 && (
          <button type="button" class="lesson__restart" onClick={() => go(0)} data-testid="lesson-restart">
            {t('lesson.restart')}
          </button>
        )}
        <ol class="lesson__dots" aria-hidden="true">
          {all.map((x, i) => (
            <li key={x.id} class={`${i === index ? 'is-now' : i < index ? 'is-past' : ''}${i >= lesson.steps.length ? ' is-check' : ''}`} />
          ))}
        </ol>
      </div>

      <div class="lesson__main">
        <StepText
          step={s}
          title={s.title ?? (inCheck ? t('lesson.checkHeading') : lesson.title)}
          state={state}
          answer={answer}
          setAnswer={setAnswer}
          submitNumber={submitNumber}
          touch={touch}
        />
        <div class="lesson__board">
          {/* Drawn in the page's HTML already, and kept as it is when the island wakes (the board does not draw it twice). */}
          <Board
            key={round}
            position={state.board}
            interaction={hand ? 'play' : 'view'}
            hand={hand}
            allowed={hand ? offered : null}
            rotations={legal.rotations}
            onIntent={onIntent}
            marks={boardMarks}
            hint={engine.kind === 'failed' ? t('lesson.engineFailed', { reason: engine.reason }) : hand ? undefined : boardHint}
            label={t('lesson.board')}
          />
          <div ref={sayRef}>
            {onBoard && <Say step={s} state={state} />}
            {state.shown && !state.solved && (
              <p class="lesson__hint" data-testid="lesson-hint">
                {s.kind !== 'explain' && s.hint}
              </p>
            )}
          </div>
          <p class="lesson__scores" data-testid="lesson-scores" data-held={held ? 'true' : 'false'}>
            <span>{t('labelled', { label: t('lesson.scores'), text: '' }).trimEnd()}</span>{' '}
            {held ? (
              <span class="lesson__score">{t('lesson.scoresHeld')}</span>
            ) : (
              state.board.players.map((p, i) => (
                <span key={p} class="lesson__score">
                  {i > 0 && t('list.sep')}
                  {t('lesson.playerPoints', { player: p, points: state.board.scores?.[p] ?? 0 })}
                </span>
              ))
            )}
            {hand && <span> · {t('lesson.toPlay', { player: toPlay })}</span>}
          </p>
        </div>
      </div>

      <nav class="lesson__nav" aria-label={stepLabel}>
        <button type="button" class="button" onClick={() => go(index - 1)} disabled={index === 0} data-testid="lesson-back">
          ← {t('lesson.back')}
        </button>
        {task && (
          <button type="button" class="button button--quiet" onClick={() => go(index)} data-testid="lesson-reset">
            {t('lesson.reset')}
          </button>
        )}
        {canShow && (
          <button type="button" class="button" onClick={showMe} data-testid="lesson-show">
            {t('lesson.showMe')}
          </button>
        )}
        <button
          type="button"
          class={`button${!task || state.solved ? ' button--primary' : ''}`}
          onClick={() => go(index + 1)}
          data-testid="lesson-next"
        >
          {index === all.length - 1 ? t('lesson.finish') : t('lesson.next')} →
        </button>
      </nav>
      <p class="lesson__keys">{t('lesson.keys')}</p>
      {saved && !saved.store && <p class="lesson__note">{t('tutor.storageOff')}</p>}
      {saved?.problem && <p class="lesson__note">{t('tutor.storageDamaged', { reason: saved.problem.reason, key: saved.problem.keptAs })}</p>}
    </div>
  );
}
