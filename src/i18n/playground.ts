/** Adds the playground's words (playground.en.ts), for its page and island: import this module once, in every file of the section that words something. */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'playground'> = {
  en: () => import('./playground.en'),
  cs: () => import('./playground.cs'),
  fr: () => import('./playground.fr'),
  zh: () => import('./playground.zh'),
};

await addArea('playground', words);
