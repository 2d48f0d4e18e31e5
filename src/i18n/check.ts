/** Adds the score checker's words (check.en.ts), for its page and island: import this module once, in every file of the section that words something. */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'check'> = {
  en: () => import('./check.en'),
  cs: () => import('./check.cs'),
  fr: () => import('./check.fr'),
  zh: () => import('./check.zh'),
};

await addArea('check', words);
