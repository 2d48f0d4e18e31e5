/** Adds the `carc` command line's words (cli.en.ts), for bin/carc.ts: import this module once, in every file of the section that words something. */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'cli'> = {
  en: () => import('./cli.en'),
  cs: () => import('./cli.cs'),
  fr: () => import('./cli.fr'),
  zh: () => import('./cli.zh'),
};

await addArea('cli', words);
