/** Adds the words only pages show (pages.en.ts): the page frame (BaseLayout.astro) imports this, so every page has them at build time and no island ships them. */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'pages'> = {
  en: () => import('./pages.en'),
  cs: () => import('./pages.cs'),
  fr: () => import('./pages.fr'),
  zh: () => import('./pages.zh'),
};

await addArea('pages', words);
