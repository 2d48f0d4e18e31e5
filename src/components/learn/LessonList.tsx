/**
 * The list of lessons at /learn/: server-rendered in full; once awake it
 * marks the lessons done in this browser, and those skimmed (gone through with
 * tasks left undone) apart from them, and offers to continue where the learner
 * left off (progress.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { localPath, t } from '../../i18n';
import '../../i18n/learn';
import type { ListEntry } from './content';
import { lessonState, loadProgress, type Loaded } from './progress';
import './learn.css';

export default function LessonList({ entries }: { entries: ListEntry[] }) {
  const [saved, setSaved] = useState<Loaded | null>(null);
  useEffect(() => {
    loadProgress().then(setSaved);
  }, []);
  const p = saved?.progress;
  const written = entries.filter((e) => e.title);
  const done = (slug: string) => !!p?.done.includes(slug);
  const doneCount = written.filter((e) => done(e.slug)).length;
  const skimmedCount = written.filter((e) => lessonState(p, e.slug) === 'skimmed').length;
  // Continue: a lesson left part-way, else the first written lesson not gone through, else the first skimmed.
  const partway = written.find((e) => (p?.at[e.slug] ?? 0) > 0 && !done(e.slug)) ?? written.find((e) => (p?.at[e.slug] ?? 0) > 0);
  const resume = partway ?? written.find((e) => lessonState(p, e.slug) === 'new') ?? written.find((e) => !done(e.slug));
  const at = resume ? (p?.at[resume.slug] ?? 0) : 0;
  return (
    <div class="learn-list" data-testid="learn-list" data-ready={saved ? 'true' : 'false'}>
      <div class="learn-list__continue panel">
        {saved && resume ? (
          <>
            <a class="button button--primary" href={localPath(`/learn/${resume.slug}/`)} data-testid="learn-continue">
              {p && (p.done.length > 0 || p.skimmed.length > 0 || at > 0) ? t('tutor.continue', { title: resume.title! }) : t('tutor.start')}
            </a>
            {at > 0 && <span class="learn-list__at">{t('tutor.continueAt', { step: at + 1, count: resume.steps })}</span>}
          </>
        ) : (
          <a class="button button--primary" href={localPath(`/learn/${written[0]?.slug ?? 'at-a-glance'}/`)} data-testid="learn-continue">
            {t('tutor.start')}
          </a>
        )}
        <span class="learn-list__progress" data-testid="learn-progress">
          {skimmedCount ? t('tutor.progressSkimmed', { done: doneCount, count: entries.length, skimmed: skimmedCount }) : t('tutor.progress', { done: doneCount, count: entries.length })}
        </span>
      </div>
      <ol class="learn-list__items" aria-label={t('tutor.lessonsLabel')}>
        {entries.map((e) => {
          const state = lessonState(p, e.slug);
          return (
            <li
              key={e.slug}
              class={`learn-item is-${state}${e.title ? '' : ' is-coming'}`}
              data-slug={e.slug}
              data-done={state === 'done' ? 'true' : 'false'}
              data-state={state}
            >
              <span class="learn-item__n" aria-hidden="true">
                {state === 'done' ? '✓' : e.order}
              </span>
              <div>
                {e.title ? (
                  <a class="learn-item__title" href={localPath(`/learn/${e.slug}/`)}>
                    {e.title}
                  </a>
                ) : (
                  <span class="learn-item__title">{t('tutor.lessonNumber', { n: e.order })}</span>
                )}
                {state === 'done' && <span class="badge learn-item__badge">{t('tutor.done')}</span>}
                {state === 'skimmed' && <span class="badge learn-item__badge learn-item__badge--skimmed">{t('tutor.skimmed')}</span>}
                {!e.title && <span class="badge learn-item__badge">{t('tutor.comingLabel')}</span>}
                {e.summary && <p class="learn-item__summary">{e.summary}</p>}
              </div>
            </li>
          );
        })}
      </ol>
      {saved && !saved.store && <p class="lesson__note">{t('tutor.storageOff')}</p>}
      {saved?.problem && <p class="lesson__note">{t('tutor.storageDamaged', { reason: saved.problem.reason, key: saved.problem.keptAs })}</p>}
    </div>
  );
}
