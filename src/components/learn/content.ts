/**
 * Build-time reading of the tutor's content for the pages (src/pages/learn/):
 * lessons in order, the glossary alphabetically, the summary in order, and the
 * lesson list's entries (a written lesson, or a place for one being written).
 */
import { getCollection } from 'astro:content';
import { collator, currentLocale, t } from '../../i18n';
import { localize } from '../../content/translations';
import '../../i18n/learn';
import { LESSON_SLUGS, type GlossaryEntry, type Lesson, type SummarySection } from './schema';

export async function lessons(): Promise<Lesson[]> {
  return (await getCollection('lessons')).map((e) => localize(e.data, `lessons/${e.data.slug}`)).sort((a, b) => a.order - b.order);
}

export async function glossary(): Promise<GlossaryEntry[]> {
  // In the dictionary order of the page's language (pinyin for Chinese); the anchors stay the English ids.
  const order = collator(currentLocale());
  return localize((await getCollection('glossary')).map((e) => e.data), 'glossary').sort((a, b) => order.compare(a.term, b.term));
}

export async function summary(): Promise<SummarySection[]> {
  return localize((await getCollection('summary')).map((e) => e.data), 'summary').sort((a, b) => a.order - b.order);
}

export interface ListEntry {
  slug: string;
  order: number;
  /** null while the lesson is being written. */
  title: string | null;
  summary: string | null;
  steps: number;
}

/** The twelve lessons for /learn/, written or not. */
export function listEntries(all: readonly Lesson[]): ListEntry[] {
  return LESSON_SLUGS.map((slug, i) => {
    const l = all.find((x) => x.slug === slug);
    return { slug, order: i + 1, title: l?.title ?? null, summary: l?.summary ?? null, steps: l ? l.steps.length + l.check.length : 0 };
  });
}

/** Titles by slug, for links. */
export const titles = (all: readonly Lesson[]): Record<string, string> => Object.fromEntries(all.map((l) => [l.slug, l.title]));

/** A lesson not written yet, by its number: "Lesson 8". */
export const lessonName = (slug: string): string => t('tutor.lessonNumber', { n: (LESSON_SLUGS as readonly string[]).indexOf(slug) + 1 });
