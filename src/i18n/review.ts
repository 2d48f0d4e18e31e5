/**
 * Adds the words of the playground's review and aids at the table (review.en.ts), for the panels that show them:
 * imported by those panels, which the playground loads when they are first asked for, so the page's first load
 * does not carry these words.
 */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'review'> = {
  en: () => import('./review.en'),
  cs: () => import('./review.cs'),
  fr: () => import('./review.fr'),
  zh: () => import('./review.zh'),
};

await addArea('review', words);
