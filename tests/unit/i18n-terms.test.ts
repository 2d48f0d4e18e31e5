/**
 * One word per thing in every language (src/i18n/terms/README.md): each
 * translated language has a terms file naming its rule book's word for each
 * thing the site names, and the words to avoid (English left over, another
 * publisher's synonym). Every text of the language — its dictionary files
 * (src/i18n/<area>.<lang>.ts) and its content translations
 * (src/content/translations/<lang>/, puzzles/translations/<lang>/) — is read
 * here, and an avoided word fails with the file and the key it is in.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, type Area } from '../../src/i18n/catalog';
import { textsOf } from '../../src/content/overlay';

const ROOT = join(import.meta.dirname, '../..');
const LANGS = ['cs', 'fr', 'zh'] as const;
/** English has a terms file too, for the interface ideas: one meaning, one word (completed is not occupied). */
type Lang = (typeof LANGS)[number] | 'en';

interface Term {
  id: string;
  en: string;
  term: string;
  also?: string[];
  avoid: string[];
  /**
   * Avoided words a text may still quote as another edition's or publisher's name, inside the language's quotation
   * marks („…“, « … », “…”, 「…」): „cestovatelky“ names the new edition's role, where the site's word is „lupič“.
   */
  quoted?: string[];
  /** Words (a brand in Latin letters) a text may use only beside the term itself: "Hans im Glück" beside 幸运汉斯. */
  withTerm?: string[];
  source: string;
}

const termsOf = (lang: Lang): Term[] => (JSON.parse(readFileSync(join(ROOT, 'src/i18n/terms', `${lang}.json`), 'utf8')) as { terms: Term[] }).terms;

/** A text found in a language: where it is, and the words. */
interface Found {
  where: string;
  text: string;
}

const fileOf = (area: Area, lang: Lang) => (area === 'site' ? (lang === 'en' ? 'en.ts' : `site.${lang}.ts`) : `${area}.${lang}.ts`);

async function dictionaryTexts(lang: Lang): Promise<Found[]> {
  const out: Found[] = [];
  for (const area of AREAS) {
    const file = fileOf(area, lang);
    if (!existsSync(join(ROOT, 'src/i18n', file))) continue;
    const words = ((await import(`../../src/i18n/${file}`)) as { default: Record<string, string> }).default;
    for (const [key, text] of Object.entries(words)) out.push({ where: `src/i18n/${file}: ${key}`, text });
  }
  return out;
}

function jsonTexts(dir: string): Found[] {
  const out: Found[] = [];
  if (!existsSync(join(ROOT, dir))) return out;
  for (const name of readdirSync(join(ROOT, dir)).sort()) {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...jsonTexts(path));
    else if (name.endsWith('.json')) {
      const texts = JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
      for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') out.push({ where: `${path}: ${key}`, text });
    }
  }
  return out;
}

/** The English content's texts: every lesson, the glossary, the summary and every puzzle (the originals). */
function englishContent(): Found[] {
  const out: Found[] = [];
  const add = (path: string) => {
    for (const [key, text] of Object.entries(textsOf(JSON.parse(readFileSync(join(ROOT, path), 'utf8'))))) out.push({ where: `${path}: ${key}`, text });
  };
  for (const name of readdirSync(join(ROOT, 'src/content/lessons')).sort()) if (name.endsWith('.json')) add(`src/content/lessons/${name}`);
  add('src/content/glossary/terms.json');
  add('src/content/summary.json');
  for (const name of readdirSync(join(ROOT, 'puzzles')).sort()) if (name.endsWith('.json')) add(`puzzles/${name}`);
  return out;
}

/** Every text of a language: its dictionary, and its content (the originals in English, else the translations). */
async function textsIn(lang: Lang): Promise<Found[]> {
  const content = lang === 'en' ? englishContent() : [...jsonTexts(`src/content/translations/${lang}`), ...jsonTexts(`puzzles/translations/${lang}`)];
  return [...(await dictionaryTexts(lang)), ...content];
}

/** The words of a term (its word and the forms it lists), as stems: the last letters dropped where a word inflects. */
const wordsOf = (t: Term): string[] => [t.term, ...(t.also ?? [])];

/**
 * The language's words for a completed feature and for an occupied one share no word: in Chinese no two characters in
 * a row, elsewhere no word, nor the first five letters of one (the stem of an inflected word).
 */
function expectCompletedApartFromOccupied(lang: Lang, terms: readonly Term[]): void {
  const completed = terms.find((t) => t.id === 'completed');
  const occupied = terms.find((t) => t.id === 'occupied');
  expect(completed, `${lang}: a term "completed"`).toBeDefined();
  expect(occupied, `${lang}: a term "occupied"`).toBeDefined();
  const parts = (w: string): string[] => {
    const s = w.toLowerCase();
    if (lang === 'zh') return Array.from({ length: Math.max(0, [...s].length - 1) }, (_, i) => [...s].slice(i, i + 2).join(''));
    return s.split(/[^\p{L}]+/u).filter((x) => x.length > 2).map((x) => x.slice(0, 5));
  };
  const shared = wordsOf(completed!).flatMap((a) => wordsOf(occupied!).flatMap((b) => parts(a).filter((p) => parts(b).includes(p)).map((p) => `"${a}" and "${b}" share "${p}"`)));
  expect(shared, `${lang}: completed and occupied`).toEqual([]);
}

/** A matcher for an avoided word: whole words (a stem with `*` for any ending); in Chinese, the characters anywhere. */
function matcher(lang: Lang, word: string): RegExp {
  const stem = word.endsWith('*');
  const w = (stem ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (lang === 'zh') return new RegExp(w, 'u');
  return new RegExp(`(?<![\\p{L}\\p{N}])${w}${stem ? '' : '(?![\\p{L}\\p{N}])'}`, 'iu');
}

/** The language's quotations: „…“ (Czech), « … » (French), “…” and 「…」 (Chinese), and "…" anywhere. */
const QUOTES = /„[^“„]*“|«[^»]*»|“[^”]*”|「[^」]*」|"[^"]*"/gu;

/** The text without its quotations of a term's `quoted` words (each such quotation may name another edition's word). */
function withoutQuotations(lang: Lang, text: string, quoted: readonly string[]): string {
  if (!quoted.length) return text;
  const res = quoted.map((q) => matcher(lang, q));
  return text.replace(QUOTES, (q) => (res.some((re) => re.test(q)) ? ' ' : q));
}

/** The avoided words each text uses, one line each. */
export function avoidedIn(lang: Lang, terms: readonly Term[], texts: readonly Found[]): string[] {
  const rules = terms.flatMap((t) => t.avoid.map((a) => ({ t, a, re: matcher(lang, a) })));
  const out: string[] = [];
  // Placeholders and tile letters are code, not words: {player}, "tile E"; so are command-line options (--tile), `code`, file
  // paths (shared/tiles.md) and the file formats' field names and values, quoted as one word („tiles“, « meeples », "inHand").
  for (const f of texts) {
    const plain = f.text
      .replace(/\{\w+\}/g, ' ')
      .replace(/`[^`]*`/g, ' ')
      .replace(/(?<![\p{L}\p{N}])--[a-z][\w-]*/giu, ' ')
      .replace(/(?:[\w.-]+\/)+[\w.-]+/g, ' ')
      .replace(/[„"«][\u00a0\u202f ]?[A-Za-z][A-Za-z0-9]*[\u00a0\u202f ]?[“"»]/g, ' ');
    for (const { t, a, re } of rules) {
      if (re.test(withoutQuotations(lang, plain, t.quoted ?? []))) out.push(`${f.where}: "${a.replace(/\*$/, '…')}" — write "${t.term}" (${t.en})`);
    }
    for (const t of terms) {
      for (const w of t.withTerm ?? []) {
        if (matcher(lang, w).test(plain) && !plain.includes(t.term)) out.push(`${f.where}: "${w}" without "${t.term}" — give the local name beside it (${t.en})`);
      }
    }
  }
  return out;
}

describe('one word per thing in every language', () => {
  for (const lang of LANGS) {
    describe(lang, () => {
      const terms = termsOf(lang);

      it('names each term once, with its source, and avoids none of its own words', () => {
        expect(new Set(terms.map((t) => t.id)).size).toBe(terms.length);
        for (const t of terms) {
          expect(t.term.trim(), t.id).not.toBe('');
          expect(t.source.trim(), t.id).not.toBe('');
          for (const a of t.avoid) for (const own of [t.term, ...(t.also ?? [])]) expect(matcher(lang, a).test(own), `${t.id}: avoids "${a}", its own "${own}"`).toBe(false);
        }
        for (const id of ['meeple', 'highwayman', 'knight', 'monk', 'farmer', 'road', 'city', 'cloister', 'field', 'land-tile', 'score-track', 'junction']) {
          expect(terms.some((t) => t.id === id), id).toBe(true);
        }
      });

      it('no text of the language uses an avoided word', async () => {
        const texts = await textsIn(lang);
        expect(texts.length).toBeGreaterThan(0);
        expect(avoidedIn(lang, terms, texts)).toEqual([]);
      });

      it('completed and occupied are two words that share none (a feature complete is not a feature taken)', () => {
        expectCompletedApartFromOccupied(lang, terms);
      });
    });
  }

  describe('en', () => {
    const terms = termsOf('en');
    it('no English text uses a word for completed in the sense of occupied', async () => {
      expect(avoidedIn('en', terms, await textsIn('en'))).toEqual([]);
    });
    it('completed and occupied are two words that share none', () => {
      expectCompletedApartFromOccupied('en', terms);
    });
  });

  it('catches an avoided word, a stem with its ending, Chinese characters anywhere, an unquoted word of another edition and a brand alone', () => {
    const cs: Term[] = [{ id: 'pennant', en: 'pennant', term: 'erb', avoid: ['štít*', 'pennant'], source: 'test' }];
    expect(avoidedIn('cs', cs, [{ where: 'a', text: 'Město se štítem.' }, { where: 'b', text: 'Dva erby, {pennant}.' }, { where: 'c', text: 'A pennant.' }])).toEqual([
      'a: "štít…" — write "erb" (pennant)',
      'c: "pennant" — write "erb" (pennant)',
    ]);
    // Code is left alone (an option, a quoted field name); the same word as a word is still caught.
    const tile: Term[] = [{ id: 'land-tile', en: 'land tile', term: 'kartička krajiny', avoid: ['tile*'], source: 'test' }];
    expect(avoidedIn('cs', tile, [{ where: 'a', text: 'Pole „tiles“ a volba --tile L (shared/tiles.md).' }, { where: 'b', text: 'Položte tile na stůl.' }, { where: 'c', text: 'Tiles „ano“.' }])).toEqual([
      'b: "tile…" — write "kartička krajiny" (land tile)',
      'c: "tile…" — write "kartička krajiny" (land tile)',
    ]);
    // Code is not words: a command-line option, a field name in backticks.
    const meeple: Term[] = [{ id: 'meeple', en: 'meeple', term: '米宝', avoid: ['meeple'], source: 'test' }];
    expect(avoidedIn('zh', meeple, [{ where: 'o', text: '用 --meeple SPOT 放米宝。' }, { where: 'f', text: '字段 `meeples` 列出米宝。' }, { where: 'w', text: '一个 meeple。' }])).toEqual([
      'w: "meeple" — write "米宝" (meeple)',
    ]);
    const zh: Term[] = [{ id: 'monk', en: 'monk', term: '僧侣', avoid: ['修士'], source: 'test' }];
    expect(avoidedIn('zh', zh, [{ where: 'z', text: '一名修士在修道院里。' }])).toHaveLength(1);
 
    // Another edition's word may be quoted as such, in the language's quotation marks, and only there.
    const highwayman: Term[] = [{ id: 'highwayman', en: 'highwayman', term: 'lupič', avoid: ['cestovatel*'], quoted: ['cestovatel*'], source: 'test' }];
    expect(avoidedIn('cs', highwayman, [{ where: 'q', text: 'Nová edice říká lupičům „cestovatelky“.' }, { where: 'p', text: 'Postavte cestovatelku na cestu.' }])).toEqual([
      'p: "cestovatel…" — write "lupič" (highwayman)',
    ]);
    // A brand in Latin letters only beside the local name the seed gives.
    const hig: Term[] = [{ id: 'hig', en: 'Hans im Glück', term: '幸运汉斯', avoid: [], withTerm: ['Hans im Glück'], source: 'test' }];
    expect(avoidedIn('zh', hig, [{ where: 'a', text: 'Hans im Glück（幸运汉斯）的规则。' }, { where: 'b', text: 'Hans im Glück 的规则。' }])).toEqual([
      'b: "Hans im Glück" without "幸运汉斯" — give the local name beside it (Hans im Glück)',
    ]);
  });
});
