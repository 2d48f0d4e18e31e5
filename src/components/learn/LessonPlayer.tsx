/**
 * The lesson host: one step at a time on the shared board (docs/lessons.md).
 * Explain steps show; place, point and number steps ask, and the engine in the
 * worker judges every move (through ui/useEngine.ts). A wrong answer is taken
 * back with the engine's reason or the lesson's; a right one says what it
 * scored and lights the features it completed. After two wrong tries "Show me"
 * appears. Progress is kept under the storage key 'learn' (progress.ts).
 *
 * Server-rendered, it shows the first step and a still drawing of its board,
 * so the page reads before the island and its worker are up.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TargetedEvent } from 'preact';
import type { FeatureInfo, Position } from '../../worker/api';
import Board, { type Answer, type Intent, type Mark } from '../board/Board';
import { scoreEventText, tileName } from '../board/describe';
import { ask, answerTile, playTurn, useEngine, useLegal } from '../ui/useEngine';
import { errorText } from '../ui/words';
import { t } from '../../i18n';
import '../../i18n/learn';
import BoardPicture from '../board/BoardPicture';
import { cellOffered, positionOf, tileIsRight, turnIsRight, wrongReason } from './judge';
import { loadProgress, saveProgress, withDone, withStep, type Loaded } from './progress';
import type { Lesson, LessonMark, Ref, Step } from './schema';
import './learn.css';

export interface LessonPlayerProps {
  lesson: Lesson;
  next: { slug: string; title: string } | null;
}

type Tone = 'info' | 'good' | 'bad';
interface Feedback {
  tone: Tone;
  text: string;
  /** What the move scored, in words (place steps). */
  detail?: string;
}

interface StepState {
  board: Position;
  solved: boolean;
  tries: number;
  feedback: Feedback | null;
  shown: boolean;
  /** Marks after an answer: the features a move completed, the feature pointed at. */
  result: Mark[];
}

const fresh = (lesson: Lesson, s: Step): StepState => ({ board: positionOf(lesson, s) as Position, solved: false, tries: 0, feedback: null, shown: false, result: [] });

/** The marks that need no engine (cells, labels, previews), for the still picture and as a start. */
export function plainMarks(marks: readonly LessonMark[] | undefined): Mark[] {
  return (marks ?? []).flatMap((m): Mark[] => (m.kind === 'cell' || m.kind === 'label' || m.kind === 'preview' ? [m] : []));
}

/** Every mark of a step, feature outlines and tile counts asked of the engine. */
async function resolveMarks(board: Position, marks: readonly LessonMark[] | undefined): Promise<Mark[]> {
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

const sameParts = (a: FeatureInfo, b: FeatureInfo) => JSON.stringify(a.parts) === JSON.stringify(b.parts);

/** The roads, cities and cloisters a tile at (x, y) completed: complete features on that tile, or cloisters beside it. */
function completedBy(features: readonly FeatureInfo[], x: number, y: number): FeatureInfo[] {
  return features.filter(
    (f) =>
      f.complete &&
      f.kind !== 'farm' &&
      f.parts.some((p) => (f.kind === 'cloister' ? Math.abs(p.x - x) <= 1 && Math.abs(p.y - y) <= 1 : p.x === x && p.y === y)),
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

export default function LessonPlayer({ lesson, next }: LessonPlayerProps) {
  const all = useMemo(() => [...lesson.steps, ...lesson.check], [lesson]);
  const [index, setIndex] = useState(0);
  const [mounted, setMounted] = useState(false);
  const [saved, setSaved] = useState<Loaded | null>(null);
  const [state, setState] = useState<StepState>(() => fresh(lesson, all[0]));
  const [marks, setMarks] = useState<Mark[]>(() => plainMarks(all[0].marks));
  const [answer, setAnswer] = useState('');
  /** Bumped by every step change and reset: the board starts afresh (tile upright, board fitted). */
  const [round, setRound] = useState(0);
  const engine = useEngine();
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
    setMounted(true);
    loadProgress().then((l) => {
      setSaved(l);
      const at = l.progress.at[lesson.slug];
      if (at !== undefined && at > 0 && at <= all.length) go(at, false);
    });
  }, []);

  const go = (i: number, scroll = true) => {
    const n = Math.max(0, Math.min(all.length, i));
    setIndex(n);
    setAnswer('');
    setRound((r) => r + 1);
    if (n < all.length) {
      setState(fresh(lesson, all[n]));
      setMarks(plainMarks(all[n].marks));
    }
    if (scroll) {
      const top = rootRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) rootRef.current?.scrollIntoView({ block: 'start' });
    }
  };

  // Progress: where the lesson is, and done once its last step is passed.
  useEffect(() => {
    if (!saved) return;
    const progress = finished ? withDone(saved.progress, lesson.slug) : withStep(saved.progress, lesson.slug, index);
    saveProgress(saved.store, progress);
    setSaved({ ...saved, progress });
  }, [index, saved?.store]);

  // The step's marks that need the engine (feature outlines, counts).
  useEffect(() => {
    if (!step || !ready) return;
    let alive = true;
    resolveMarks(positionOf(lesson, step) as Position, step.marks).then((m) => alive && setMarks(m));
    return () => {
      alive = false;
    };
  }, [index, ready]);

  const placing = step?.kind === 'place' && !state.solved;
  const legal = useLegal(ready && placing ? state.board : null, placing ? step.tile : null);
  const offered = useMemo(() => {
    if (!legal.placements || step?.kind !== 'place') return legal.placements;
    return legal.placements.filter((p) => cellOffered(step, p.x, p.y));
  }, [legal.placements, step]);

  const update = (s: Step, change: (st: StepState) => StepState) => {
    if (stepRef.current === s) setState(change);
  };
  const wrong = (s: Step, text: string, extra: Partial<StepState> = {}) => update(s, (st) => ({ ...st, ...extra, tries: st.tries + 1, feedback: { tone: 'bad', text } }));
  const right = (s: Step & { success: string }, detail: string | undefined, extra: Partial<StepState>) =>
    update(s, (st) => ({ ...st, ...extra, solved: true, feedback: { tone: 'good', text: s.success, detail } }));

  const onIntent = async (intent: Intent): Promise<Answer | void> => {
    const s = step;
    if (!s) return;
    if (s.kind === 'place' && !state.solved) {
      const board = state.board;
      if (intent.type === 'tile') {
        const m = intent.move;
        if (!cellOffered(s, m.x, m.y)) {
          const reason = wrongReason(s, m, false) ?? s.otherwise ?? t('lesson.wrongCell');
          wrong(s, reason);
          return { accept: false, reason };
        }
        const list = (await legal.current(board, s.tile)).filter((p) => cellOffered(s, p.x, p.y));
        const a = await answerTile(board, list, m);
        if (!a.accept) {
          const reason = wrongReason(s, m, false) ?? a.reason;
          wrong(s, reason);
          return { accept: false, reason };
        }
        if (!tileIsRight(s, m)) {
          const reason = wrongReason(s, m, false) ?? s.otherwise ?? t('lesson.wrongMove');
          wrong(s, reason);
          return { accept: false, reason };
        }
        return a;
      }
      if (intent.type === 'place') {
        const m = intent.move;
        if (!turnIsRight(s, m)) {
          const reason = wrongReason(s, m, true) ?? s.otherwise ?? t('lesson.wrongMove');
          wrong(s, reason);
          return { accept: false, reason };
        }
        const r = await playTurn(board, m);
        if (!r.ok) {
          wrong(s, r.reason);
          return { accept: false, reason: r.reason };
        }
        const after = r.report.position;
        const detail = r.report.completed.map(scoreEventText).join(' ') || t('lesson.scoredNothing');
        const feats = await ask('features', after);
        const lit: Mark[] = feats.ok ? completedBy(feats.value, m.x, m.y).map((f): Mark => ({ kind: 'feature', parts: f.parts, style: 'good' })) : [];
        lit.push({ kind: 'last', x: m.x, y: m.y });
        right(s, detail, { board: after, result: lit });
        return { accept: true, tone: 'success', message: t('lesson.right') };
      }
    }
    if (s.kind === 'point' && !state.solved && intent.type === 'inspect' && intent.by === 'pin' && intent.feature) {
      const f = intent.feature;
      const board = state.board;
      const got = await ask('featureAt', board, f.x, f.y, f.at);
      if (!got.ok) return wrong(s, errorText(got.error));
      const tapped: Mark = { kind: 'feature', parts: got.value.parts, style: 'bad' };
      for (const a of s.answers) {
        const want = await ask('featureAt', board, a.x, a.y, a.spot);
        if (want.ok && sameParts(want.value, got.value) && (s.target === 'feature' || (a.x === f.x && a.y === f.y)))
          return right(s, undefined, { result: [{ ...tapped, style: 'good' }] });
      }
      let reason = s.otherwise ?? t('lesson.wrongPoint');
      for (const w of s.wrong ?? []) {
        const there = await ask('featureAt', board, w.at.x, w.at.y, w.at.spot);
        if (there.ok && sameParts(there.value, got.value)) reason = w.reason;
      }
      wrong(s, reason, { result: [tapped] });
    }
  };

  const submitNumber = (e: TargetedEvent<HTMLFormElement>) => {
    e.preventDefault();
    const s = step;
    if (!s || s.kind !== 'number' || state.solved) return;
    const text = answer.trim();
    if (!/^-?\d+$/.test(text)) return update(s, (st) => ({ ...st, feedback: { tone: 'bad', text: t('lesson.notANumber') } }));
    const n = Number(text);
    if (n === s.answer.value) return right(s, undefined, {});
    wrong(s, s.wrong?.find((w) => w.value === n)?.reason ?? s.otherwise ?? t('lesson.wrongNumber'));
  };

  const showMe = () => update(step!, (st) => ({ ...st, shown: true }));

  /** What "Show me" draws: the answer as a preview, or its feature outlined. */
  const shownMarks = async (s: Step): Promise<Mark[]> => {
    if (s.kind === 'place') return [{ kind: 'preview', move: { ...s.answers[0], meeple: s.meeple === 'same' ? (s.answers[0].meeple ?? null) : null }, player: state.board.toPlay ?? state.board.players[0] }];
    if (s.kind === 'point') {
      const a: Ref = s.answers[0];
      const r = await ask('featureAt', state.board, a.x, a.y, a.spot);
      const out: Mark[] = r.ok ? [{ kind: 'feature', parts: r.value.parts, style: 'hint' }] : [];
      if (s.target === 'meeple') out.push({ kind: 'cell', x: a.x, y: a.y, style: 'hint' });
      return out;
    }
    return [];
  };
  const [hintMarks, setHintMarks] = useState<Mark[]>([]);
  useEffect(() => {
    setHintMarks([]);
    if (step && state.shown && !state.solved && ready) {
      let alive = true;
      shownMarks(step).then((m) => alive && setHintMarks(m));
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
      go(index + (e.key === 'ArrowRight' ? 1 : -1));
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [index]);

  const stepLabel = inCheck
    ? t('lesson.checkStep', { n: index - lesson.steps.length + 1, count: lesson.check.length })
    : t('lesson.step', { n: index + 1, count: lesson.steps.length });

  if (finished) {
    return (
      <div class="lesson" ref={rootRef} data-testid="lesson" data-step="done" data-ready={ready ? 'true' : 'false'}>
        <section class="lesson__done panel" data-testid="lesson-done">
          <h2>{t('lesson.doneHeading')}</h2>
          <p>{t('lesson.doneBody', { title: lesson.title })}</p>
          <p class="lesson__done-links">
            {next && (
              <a class="button button--primary" href={`/learn/${next.slug}/`} data-testid="lesson-next-lesson">
                {t('lesson.nextLesson', { title: next.title })}
              </a>
            )}
            <a class="button" href="/learn/">
              {t('lesson.allLessons')}
            </a>
            <button type="button" class="button" onClick={() => go(0)} data-testid="lesson-restart">
              {t('lesson.restart')}
            </button>
          </p>
        </section>
      </div>
    );
  }

  const s = step!;
  const task = s.kind !== 'explain';
  const hand = s.kind === 'place' && !state.solved ? s.tile : null;
  const boardMarks = [...(state.solved || state.result.length ? state.result : []), ...(state.solved && s.kind === 'place' ? [] : marks), ...hintMarks];
  const taskText =
    s.kind === 'place'
      ? t('lesson.taskPlace', { tile: s.tile, name: tileName(s.tile) })
      : s.kind === 'point'
        ? t(s.target === 'meeple' ? 'lesson.taskPointMeeple' : 'lesson.taskPoint')
        : s.kind === 'number'
          ? t('lesson.taskNumber')
          : '';
  const canShow = task && !state.solved && state.tries >= 2;
  const boardHint = task && !state.solved ? t(s.kind === 'number' ? 'lesson.numberHint' : 'lesson.pointHint') : t('lesson.lookHint');
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
      data-ready={mounted && ready ? 'true' : 'false'}
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
        <section class="lesson__text" aria-labelledby="lesson-step-title">
          <h2 id="lesson-step-title" class="lesson__title">
            {s.title ?? (inCheck ? t('lesson.checkHeading') : lesson.title)}
          </h2>
          <div class="lesson__body" data-testid="lesson-text">
            <Paragraphs text={s.text} />
          </div>
          {task && !state.solved && (
            <p class="lesson__task" data-testid="lesson-task">
              {t('lesson.yourTurn', { task: taskText })}
            </p>
          )}
          {s.kind === 'number' && !state.solved && (
            <form class="lesson__number" onSubmit={submitNumber}>
              <label>
                {t('lesson.numberLabel')}{' '}
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  size={5}
                  value={answer}
                  data-testid="lesson-number"
                  onInput={(e) => setAnswer((e.target as HTMLInputElement).value)}
                />
              </label>{' '}
              <button type="submit" class="button" data-testid="lesson-check">
                {t('lesson.check')}
              </button>
            </form>
          )}
          <div class="lesson__feedback" role="status" aria-live="polite" data-testid="lesson-feedback" data-tone={state.feedback?.tone ?? ''}>
            {state.feedback && (
              <div class={`lesson__say is-${state.feedback.tone}`}>
                <strong>{state.feedback.tone === 'good' ? t('lesson.right') : state.feedback.tone === 'bad' ? t('lesson.wrong') : ''}</strong> {state.feedback.text}
                {state.feedback.detail && <p class="lesson__detail">{state.feedback.detail}</p>}
              </div>
            )}
          </div>
          {state.shown && !state.solved && task && (
            <p class="lesson__hint" data-testid="lesson-hint">
              {s.hint}
            </p>
          )}
        </section>

        <div class="lesson__board">
          {mounted ? (
            <Board
              key={round}
              position={ready ? state.board : null}
              placeholder={engine.kind === 'failed' ? t('lesson.engineFailed', { reason: engine.kind === 'failed' ? engine.reason : '' }) : t('lesson.loading')}
              interaction={hand ? 'play' : 'view'}
              hand={hand}
              allowed={hand ? offered : null}
              rotations={legal.rotations}
              onIntent={onIntent}
              marks={boardMarks}
              hint={hand ? undefined : boardHint}
              label={t('lesson.board')}
            />
          ) : (
            // Before the island wakes: the same frame as the board's (so nothing moves when it comes), a still drawing inside.
            <div class="board board--view">
              <div class="board__stage">
                <div class="board__viewport lesson__still">
                  <BoardPicture position={state.board} marks={marks} label={t('lesson.picture')} class="learn-picture" testId="learn-picture" />
                </div>
              </div>
              <p class="board__status is-info">{boardHint}</p>
            </div>
          )}
          <p class="lesson__scores" data-testid="lesson-scores">
            <span>{t('lesson.scores')}:</span>{' '}
            {state.board.players.map((p, i) => (
              <span key={p} class="lesson__score">
                {i > 0 && ', '}
                {t('lesson.playerPoints', { player: p, points: state.board.scores?.[p] ?? 0 })}
              </span>
            ))}
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
