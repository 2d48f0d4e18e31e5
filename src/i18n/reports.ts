/** Adds the solver-report and checker-warning wording (reports.en.ts), for bin/carc.ts and the score checker. */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'reports'> = {
  en: () => import('./reports.en'),
  cs: () => import('./reports.cs'),
  fr: () => import('./reports.fr'),
  zh: () => import('./reports.zh'),
};

await addArea('reports', words);
