/**
 * A lesson step's words: its title and text, the task, the answer field of a
 * number step, what the engine or the lesson said of the last answer, and the
 * hint once "Show me" was asked for.
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
}

export default function StepText({ step, title, state, answer, setAnswer, submitNumber }: StepTextProps) {
  const task = step.kind !== 'explain';
  const taskText =
    step.kind === 'place'
      ? t('lesson.taskPlace', { tile: step.tile, name: tileName(step.tile) })
      : step.kind === 'point'
        ? t(step.target === 'meeple' ? 'lesson.taskPointMeeple' : 'lesson.taskPoint')
        : step.kind === 'number'
          ? t('lesson.taskNumber')
          : '';
  return (
    <section class="lesson__text" aria-labelledby="lesson-step-title">
      <h2 id="lesson-step-title" class="lesson__title">
        {title}
      </h2>
      <div class="lesson__body" data-testid="lesson-text">
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
          {step.hint}
        </p>
      )}
    </section>
  );
}
