/** Adds the tutor's words (learn.en.ts), for the lesson pages and their island: import this module once, in every file of the section that words something. */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'learn'> = {
  en: () => import('./learn.en'),
  cs: () => import('./learn.cs'),
  fr: () => import('./learn.fr'),
  zh: () => import('./learn.zh'),
};

await addArea('learn', words);
