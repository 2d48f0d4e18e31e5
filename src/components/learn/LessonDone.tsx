/** The end of a lesson: what was learnt, the next lesson, all lessons, or again from the start. */
import { localPath, t } from '../../i18n';
import '../../i18n/learn';

interface LessonDoneProps {
  title: string;
  next: { slug: string; title: string } | null;
  restart: () => void;
}

export default function LessonDone({ title, next, restart }: LessonDoneProps) {
  return (
    <section class="lesson__done panel" data-testid="lesson-done">
      <h2>{t('lesson.doneHeading')}</h2>
      <p>{t('lesson.doneBody', { title: title })}</p>
      <p class="lesson__done-links">
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
