/**
 * The tutor's content (docs/lessons.md): lessons, glossary and the printable
 * summary, each a JSON data file checked at build time by the schemas in
 * src/components/learn/schema.ts (the unit test checks them against the engine).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { glossaryEntry, lesson, summarySection } from './components/learn/schema';

/** One file per lesson: src/content/lessons/<slug>.json. */
const lessons = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/lessons' }),
  schema: lesson,
});

/** One file, a list of entries: src/content/glossary/terms.json. */
const glossary = defineCollection({
  loader: file('src/content/glossary/terms.json'),
  schema: glossaryEntry,
});

/** One file, a list of sections: src/content/summary.json. */
const summary = defineCollection({
  loader: file('src/content/summary.json'),
  schema: summarySection,
});

export const collections = { lessons, glossary, summary };
