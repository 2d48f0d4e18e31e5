/** Adds the puzzle trainer's words (puzzles.en.ts), for its pages and island: import this module once, in every file of the section that words something. */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'puzzles'> = {
  en: () => import('./puzzles.en'),
  cs: () => import('./puzzles.cs'),
  fr: () => import('./puzzles.fr'),
  zh: () => import('./puzzles.zh'),
};

await addArea('puzzles', words);
