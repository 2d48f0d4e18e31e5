/**
 * Adds the words of the engine's errors (errors.en.ts), for src/i18n/words.ts, which puts errors into words: a page
 * loads both with its first error (src/components/ui/words.ts `wordsOfError`), so its first load does not carry the
 * sentences of every error code; `carc` loads them with words.ts.
 */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The area's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'errors'> = {
  en: () => import('./errors.en'),
  cs: () => import('./errors.cs'),
  fr: () => import('./errors.fr'),
  zh: () => import('./errors.zh'),
};

await addArea('errors', words);
