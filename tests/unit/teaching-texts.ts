/**
 * Every sentence of the teaching, by key and language, with the numbers its
 * claims declare: the puzzles' titles and explanations, the lessons' titles,
 * summaries and step texts, the glossary and the summary. Claims belong to a
 * key (a puzzle, a lesson step, a glossary entry, a summary section), never
 * to the English words, so a translation of a sentence is checked against the
 * same claims as the English (docs/lessons.md and docs/puzzles.md,
 * "Translations").
 *
 * Keys: `puzzle:<id>#title`, `puzzle:<id>#explanation`; `lesson:<slug>#title`,
 * `lesson:<slug>#summary`, `lesson:<slug>/<step id>#text` (and `#title`,
 * `#success`, `#hint`, `#otherwise`, `#wrong.<i>`, `#labels.<i>`, a check
 * question as a step); `glossary:<id>#term`, `glossary:<id>#definition`;
 * `summary:<id>#heading`, `summary:<id>#points.<i>`.
 *
 * English comes from the content files themselves; a translation is read from its overlay file (docs/i18n.md,
 * "Content", src/content/overlay.ts: a flat object of the English original's text paths and their translations),
 * each overlay path turned into the key above.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { glossaryEntry, lesson as lessonSchema, summarySection, type Lesson, type Step } from '../../src/components/learn/schema';
import { readPuzzle, type Puzzle } from '../../src/engine/puzzle';
import { LANGS, type Lang } from './prose-numbers';

const ROOT = join(import.meta.dirname, '../..');
const CONTENT = join(ROOT, 'src/content');

/** What part of the teaching a text belongs to: it decides which number words are checked (below). */
export type Area = 'puzzle' | 'lesson' | 'glossary' | 'summary';

export interface TeachingText {
  /** The sentence's key, the same in every language. */
  key: string;
  /**
   * The item the key belongs to, as the exception lists name it: `puzzle:<id>`, `<slug>` (a lesson's title and
   * summary), `<slug>:<step id>`, `glossary:<id>`, `summary:<id>`.
   */
  where: string;
  area: Area;
  lang: Lang;
  text: string;
  /** The numbers the key's claims declare (a puzzle's negative values also by their size). */
  declared: ReadonlySet<number>;
}

/** The texts of one item, as a translation file gives them: a field's text, or a list of texts. */
type Fields = Record<string, string | readonly string[] | undefined>;

/** An item's texts as keys: `prefix#field`, `prefix#field.<i>` for a list. */
function keyed(prefix: string, fields: Fields): [key: string, text: string][] {
  const out: [string, string][] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') out.push([`${prefix}#${field}`, value]);
    else value.forEach((text, i) => out.push([`${prefix}#${field}.${i}`, text]));
  }
  return out;
}

/** A step's texts by field, as a lesson translation gives them. */
export function stepFields(s: Step): Fields {
  const labels = (s.marks ?? []).flatMap((m) => (m.kind === 'label' ? [m.text] : []));
  const fields: Fields = { title: s.title, text: s.text };
  if (s.kind !== 'explain') {
    fields.success = s.success;
    fields.hint = s.hint;
    fields.otherwise = s.otherwise;
    if (s.wrong?.length) fields.wrong = s.wrong.map((w) => w.reason);
  }
  if (labels.length) fields.labels = labels;
  return fields;
}

/** The numbers among claims' values (a statement's claim is true or false, and declares no number). */
const numbersOf = (claims: readonly { value: number | boolean }[] | undefined): number[] => (claims ?? []).flatMap((c) => (typeof c.value === 'number' ? [c.value] : []));

/** What a lesson step's claims declare: its claims, and a number step's answer and wrong values. */
function stepDeclared(s: Step): Set<number> {
  return new Set([...numbersOf(s.claims), ...(s.kind === 'number' ? [s.answer.value, ...(s.wrong ?? []).map((w) => w.value)] : [])]);
}

/** What a puzzle's claims declare: each number, and a negative one by its size too ("you lose by 13"). */
export function puzzleDeclared(p: Puzzle): Set<number> {
  return new Set((p.claims ?? []).flatMap((c) => (typeof c.value === 'number' ? [c.value, Math.abs(c.value)] : [])));
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const jsonFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : []);

export function lessons(): Lesson[] {
  return jsonFiles(join(CONTENT, 'lessons')).map((f) => lessonSchema.parse(readJson(join(CONTENT, 'lessons', f))));
}

export function puzzles(): Puzzle[] {
  return jsonFiles(join(ROOT, 'puzzles')).map((f) => {
    const read = readPuzzle(readJson(join(ROOT, 'puzzles', f)));
    if (!read.ok) throw new Error(`puzzles/${f}: ${JSON.stringify(read.problem)}`);
    return read.value;
  });
}

/** The English texts, each with its key's claims. */
export function englishTexts(): TeachingText[] {
  const out: TeachingText[] = [];
  const add = (area: Area, where: string, prefix: string, fields: Fields, declared: ReadonlySet<number>) => {
    for (const [key, text] of keyed(prefix, fields)) out.push({ key, where, area, lang: 'en', text, declared });
  };
  for (const p of puzzles()) add('puzzle', `puzzle:${p.id}`, `puzzle:${p.id}`, { title: p.title, explanation: p.explanation }, puzzleDeclared(p));
  for (const l of lessons()) {
    add('lesson', l.slug, `lesson:${l.slug}`, { title: l.title, summary: l.summary }, new Set(numbersOf(l.claims)));
    for (const s of [...l.steps, ...l.check] as Step[]) add('lesson', `${l.slug}:${s.id}`, `lesson:${l.slug}/${s.id}`, stepFields(s), stepDeclared(s));
  }
  for (const g of glossaryEntry.array().parse(readJson(join(CONTENT, 'glossary/terms.json')))) {
    add('glossary', `glossary:${g.id}`, `glossary:${g.id}`, { term: g.term, definition: g.definition }, new Set(numbersOf(g.claims)));
  }
  for (const s of summarySection.array().parse(readJson(join(CONTENT, 'summary.json')))) {
    add('summary', `summary:${s.id}`, `summary:${s.id}`, { heading: s.heading, points: s.points }, new Set(numbersOf(s.claims)));
  }
  return out;
}

/** A translated text before it is matched to its English key. */
export interface Translated {
  key: string;
  lang: Lang;
  text: string;
  /** The file it comes from, for messages. */
  file: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const TRANSLATIONS = join(CONTENT, 'translations');

/**
 * The key (this file's, above) of a text that a translation file names by its overlay key (src/content/overlay.ts:
 * the path to the text in the English original), or null for a text no claim can be about (a step's source line).
 * A label's overlay key counts every mark of its step (`marks.<i>.text`); this file counts labels only.
 */
export function lessonKey(l: Lesson, path: string): string | null {
  if (path === 'title' || path === 'summary') return `lesson:${l.slug}#${path}`;
  const m = /^(steps|check)\.([^.]+)\.(.+)$/.exec(path);
  if (!m) return null;
  const [, , id, rest] = m;
  const step = [...l.steps, ...l.check].find((s) => s.id === id);
  if (!step) return `lesson:${l.slug}/${id}#${rest}`;
  const at = `lesson:${l.slug}/${id}`;
  if (['title', 'text', 'success', 'hint', 'otherwise'].includes(rest)) return `${at}#${rest}`;
  const wrong = /^wrong\.(\d+)\.reason$/.exec(rest);
  if (wrong) return `${at}#wrong.${wrong[1]}`;
  const mark = /^marks\.(\d+)\.text$/.exec(rest);
  if (mark) {
    const marks = step.marks ?? [];
    const i = Number(mark[1]);
    return marks[i]?.kind === 'label' ? `${at}#labels.${marks.slice(0, i).filter((k) => k.kind === 'label').length}` : `${at}#${rest}`;
  }
  return rest.startsWith('source.') ? null : `${at}#${rest}`;
}

/**
 * Every translated text present in the repository, by key: the overlay files of docs/i18n.md ("Content"),
 * `src/content/translations/<lang>/lessons/<slug>.json`, `…/glossary.json`, `…/summary.json` and
 * `puzzles/translations/<lang>/<id>.json`, each a flat object of overlay keys and texts.
 */
export function translatedTexts(): Translated[] {
  const out: Translated[] = [];
  const english = new Map<string, Lesson>(lessons().map((l) => [l.slug, l]));
  for (const lang of LANGS.filter((l) => l !== 'en')) {
    const read = (file: string, key: (path: string) => string | null) => {
      const texts = readJson(join(ROOT, file));
      for (const [path, text] of Object.entries(isRecord(texts) ? texts : {})) {
        const k = key(path);
        if (k !== null && typeof text === 'string') out.push({ key: k, lang, text, file });
      }
    };
    const puzzleDir = join(ROOT, 'puzzles/translations', lang);
    for (const f of jsonFiles(puzzleDir)) read(`puzzles/translations/${lang}/${f}`, (path) => `puzzle:${f.slice(0, -5)}#${path}`);
    for (const f of jsonFiles(join(TRANSLATIONS, lang, 'lessons'))) {
      const slug = f.slice(0, -5);
      const l = english.get(slug);
      read(`src/content/translations/${lang}/lessons/${f}`, (path) => (l ? lessonKey(l, path) : `lesson:${slug}#${path}`));
    }
    const entry = (area: 'glossary' | 'summary') => (path: string) => {
      const [id, ...rest] = path.split('.');
      return `${area}:${id}#${rest.join('.')}`;
    };
    for (const area of ['glossary', 'summary'] as const) {
      if (existsSync(join(TRANSLATIONS, lang, `${area}.json`))) read(`src/content/translations/${lang}/${area}.json`, entry(area));
    }
  }
  return out;
}
