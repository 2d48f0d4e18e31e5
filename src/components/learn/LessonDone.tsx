/**
 * The end of a lesson: what was learnt, the next lesson, all lessons, or again from the start. A lesson gone
 * through with tasks left undone is skimmed: it says so, and offers the first task left.
 */
import { localPath, t } from '../../i18n';
import '../../i18n/learn';

interface LessonDoneProps {
  title: string;
  next: { slug: string; title: string } | null;
  restart: () => void;
  /** Tasks left undone (the lesson is skimmed), and a way to the first of them. */
  left: number;
  toTask?: () => void;
}

export default function LessonDone({ title, next, restart, left, toTask }: LessonDoneProps) {
  return (
    <section class="lesson__done panel" data-testid="lesson-done" data-state={left ? 'skimmed' : 'done'}>
      <h2>{t(left ? 'lesson.skimmedHeading' : 'lesson.doneHeading')}</h2>
      <p>{left ? t('lesson.skimmedBody', { title, count: left }) : t('lesson.doneBody', { title: title })}</p>
      <p class="lesson__done-links">
        {toTask && (
          <button type="button" class="button button--primary" onClick={toTask} data-testid="lesson-to-task">
            {t('lesson.toTask')}
          </button>
        )}
        {next && (
          <a class="button button--primary" href={localPath(`/learn/${next.slug}/`)} data-testid="lesson-next-lesson">
            {t('lesson.nextLesson', { title: next.title })}
          </a>
        )}
        <a class="button" href={localPath('/learn/')}>
          {t('lesson.allLessons')}
        </a>
        <button type="button" class="button" onClick={restart} data-testid="lesson-restart">
          {t('lesson.restart')}
        </button>
      </p>
    </section>
  );
}
