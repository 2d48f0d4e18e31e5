/**
 * A lesson step's words: its title and text, the task, the answer field of a
 * number step and what the lesson said of the last number (`Say`: what the
 * page says of an answer, here for a number, under the board for a move on it).
 * Tasks speak of taps on a touch screen and of clicks with a mouse.
 */
import type { TargetedEvent } from 'preact';
import { localPath, t } from '../../i18n';
import '../../i18n/learn';
import type { Step } from './schema';
import { tileName } from '../board/describe';
import type { StepState } from './LessonPlayer';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

interface StepTextProps {
  step: Step;
  title: string;
  state: StepState;
  answer: string;
  setAnswer: (text: string) => void;
  submitNumber: (e: TargetedEvent<HTMLFormElement>) => void;
  /** A touch screen (taps, not clicks). */
  touch: boolean;
}

/**
 * What the page says of the last answer (a refusal the board said itself is not said again): one live region.
 * A place or point step has it under the board, a number step under its answer field.
 */
export function Say({ step, state }: { step: Step; state: StepState }) {
  const f = state.feedback && !state.feedback.onBoard ? state.feedback : null;
  return (
    <div class="lesson__feedback" role="status" aria-live="polite" data-testid="lesson-feedback" data-kind={step.kind} data-tone={state.feedback?.tone ?? ''}>
      {f && (
        <div class={`lesson__say is-${f.tone}`}>
          <strong>{f.tone === 'good' ? t('lesson.right') : f.tone === 'bad' ? t('lesson.wrong') : ''}</strong> {f.text}
          {f.detail && <p class="lesson__detail">{f.detail}</p>}
        </div>
      )}
    </div>
  );
}

export default function StepText({ step, title, state, answer, setAnswer, submitNumber, touch }: StepTextProps) {
  const task = step.kind !== 'explain';
  const taskText =
    step.kind === 'place'
      ? t('lesson.taskPlace', { tile: step.tile, name: tileName(step.tile) })
      : step.kind === 'point'
        ? t(step.target === 'meeple' ? (touch ? 'lesson.taskPointMeepleTouch' : 'lesson.taskPointMeeple') : touch ? 'lesson.taskPointTouch' : 'lesson.taskPoint')
        : step.kind === 'number'
          ? t(touch ? 'lesson.taskNumberTouch' : 'lesson.taskNumber')
          : '';
  return (
    <section class="lesson__text" aria-labelledby="lesson-step-title">
      <h2 id="lesson-step-title" class="lesson__title">
        {title}
      </h2>
      {/* On a phone the words scroll in a box of their own over the board: a region the keyboard can reach and scroll,
          drawn afresh for each step (so a new step's words start at their top). */}
      <div key={step.id} class="lesson__body" data-testid="lesson-text" tabIndex={0}>
        <Paragraphs text={step.text} />
      </div>
      {step.source && (
        <p class="lesson__source" data-testid="lesson-source">
          {t('lesson.source')}{' '}
          {step.source.summary ? <a href={localPath(`/learn/summary/#${step.source.summary}`)}>{step.source.text}</a> : step.source.text}
        </p>
      )}
      {task && !state.solved && (
        <p class="lesson__task" data-testid="lesson-task">
          {t('lesson.yourTurn', { task: taskText })}
          {step.kind === 'point' && <span class="lesson__task-keys"> {t(step.target === 'meeple' ? 'lesson.taskPointMeepleKeys' : 'lesson.taskPointKeys')}</span>}
        </p>
      )}
      {step.kind === 'number' && !state.solved && (
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
      {step.kind === 'number' && <Say step={step} state={state} />}
    </section>
  );
}
