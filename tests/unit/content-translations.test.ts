/**
 * Content translations (src/content/overlay.ts, docs/i18n.md "Content"): the
 * texts of a lesson, the glossary, the summary or a puzzle in another language,
 * in files of their own keyed by the original's ids. Each file gives every text
 * of its original and nothing else; a published language has a file for every
 * piece of content.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOverlay, checkOverlay, isComplete, textsOf } from '../../src/content/overlay';
import { SHIPPED } from '../../src/i18n/locales';

const ROOT = process.cwd();
const json = (path: string): unknown => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** Every original, by the name its translations go under. */
const originals = new Map<string, unknown>([
  ...readdirSync(join(ROOT, 'src/content/lessons')).map((f) => [`lessons/${f.replace(/\.json$/, '')}`, json(`src/content/lessons/${f}`)] as const),
  ['glossary', json('src/content/glossary/terms.json')],
  ['summary', json('src/content/summary.json')],
  ...readdirSync(join(ROOT, 'puzzles'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [`puzzles/${f.replace(/\.json$/, '')}`, json(`puzzles/${f}`)] as const),
]);

/** Every translation file: src/content/translations/<locale>/…, puzzles/translations/<locale>/…. */
function translations(): { locale: string; what: string; file: string }[] {
  const out: { locale: string; what: string; file: string }[] = [];
  const walk = (dir: string, under: string, prefix: string) => {
    let entries: string[];
    try {
      entries = readdirSync(join(ROOT, dir));
    } catch {
      return;
    }
    for (const locale of entries) {
      const visit = (sub: string) => {
        for (const e of readdirSync(join(ROOT, dir, locale, sub), { withFileTypes: true })) {
          const rel = sub ? `${sub}/${e.name}` : e.name;
          if (e.isDirectory()) visit(rel);
          else out.push({ locale, what: prefix + rel.replace(/\.json$/, ''), file: `${dir}/${locale}/${rel}` });
        }
      };
      visit(under);
    }
  };
  walk('src/content/translations', '', '');
  walk('puzzles/translations', '', 'puzzles/');
  return out;
}

describe('the texts of a piece of content', () => {
  it('are keyed by ids, not places, and leave boards, answers and claims alone', () => {
    const lesson = {
      slug: 'x', title: 'T', summary: 'S',
      steps: [{ id: 'one', text: 'A', source: { text: 'Rule book', summary: 'roads' }, wrong: [{ x: 1, y: 0, reason: 'no' }], position: { players: ['red'] }, claims: [{ value: 2 }] }],
    };
    expect(textsOf(lesson)).toEqual({ title: 'T', summary: 'S', 'steps.one.text': 'A', 'steps.one.source.text': 'Rule book', 'steps.one.wrong.0.reason': 'no' });
    expect(textsOf([{ id: 'farm', term: 'Farm', definition: 'D', lessons: ['farms'] }])).toEqual({ 'farm.term': 'Farm', 'farm.definition': 'D' });
    expect(textsOf([{ id: 'setup', heading: 'H', points: ['a', 'b'] }])).toEqual({ 'setup.heading': 'H', 'setup.points.0': 'a', 'setup.points.1': 'b' });
    const cs = applyOverlay(lesson, { title: 'Č', summary: 'Sh', 'steps.one.text': 'Á', 'steps.one.source.text': 'Pravidla', 'steps.one.wrong.0.reason': 'ne' });
    expect(cs.steps[0]).toEqual({ ...lesson.steps[0], text: 'Á', source: { text: 'Pravidla', summary: 'roads' }, wrong: [{ x: 1, y: 0, reason: 'ne' }] });
    expect(cs.title).toBe('Č');
  });

  it('a translation must give every text and nothing else (it bites)', () => {
    const original = { title: 'T', 'steps.one.text': 'A' };
    expect(checkOverlay(original, { title: 'Č' })).toEqual({ missing: ['steps.one.text'], unknown: [], empty: [] });
    expect(checkOverlay(original, { title: 'Č', 'steps.one.text': 'Á', 'steps.two.text': 'B' }).unknown).toEqual(['steps.two.text']);
    expect(checkOverlay(original, { title: ' ', 'steps.one.text': 'Á' }).empty).toEqual(['title']);
    expect(isComplete(checkOverlay(original, { title: 'Č', 'steps.one.text': 'Á' }))).toBe(true);
  });
});

describe('the translation files', () => {
  const files = translations();

  it('there is a sample, and each names an original and gives all its texts, nothing else', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const { locale, what, file } of files) {
      expect(['cs', 'fr', 'zh'], `${file}: a language of the site`).toContain(locale);
      const original = originals.get(what);
      expect(original, `${file}: no content "${what}" to translate`).toBeDefined();
      const issues = checkOverlay(textsOf(original), json(file));
      expect(issues, file).toEqual({ missing: [], unknown: [], empty: [] });
    }
  });

  it('keeps every number of the original’s texts (the claims check them by the same keys)', () => {
    for (const { what, file } of files) {
      const english = textsOf(originals.get(what));
      const theirs = json(file) as Record<string, string>;
      for (const [key, text] of Object.entries(english)) {
        const numbers = (s: string) => (s.match(/\d+/g) ?? []).sort();
        expect(numbers(theirs[key] ?? ''), `${file} ${key}: the numbers of "${text}"`).toEqual(numbers(text));
      }
    }
  });

  it('a published language has every piece of content', () => {
    for (const locale of SHIPPED.filter((l) => l !== 'en')) {
      for (const what of originals.keys()) expect(files.some((f) => f.locale === locale && f.what === what), `${locale}: ${what}`).toBe(true);
    }
  });
});
