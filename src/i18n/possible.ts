/** Adds the words of `carc possible`'s reasons (possible.en.ts): import this module once where wordImpossible is used. */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'possible'> = {
  en: () => import('./possible.en'),
  cs: () => import('./possible.cs'),
  fr: () => import('./possible.fr'),
  zh: () => import('./possible.zh'),
};

await addArea('possible', words);
