/** Adds the words of the "Your data on this device" panel (data.en.ts): import this module where the panel is. */
import { addArea } from '.';
import type { AreaLoaders } from './catalog';

/** The section's words in each language (one line per language: src/i18n/catalog.ts). */
export const words: AreaLoaders<'data'> = {
  en: () => import('./data.en'),
  cs: () => import('./data.cs'),
  fr: () => import('./data.fr'),
  zh: () => import('./data.zh'),
};

await addArea('data', words);
