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

const ROOT = join(import.meta.dirname, '../..');
const LANGS = ['cs', 'fr', 'zh'] as const;
type Lang = (typeof LANGS)[number];

interface Term {
  id: string;
  en: string;
  term: string;
  also?: string[];
  avoid: string[];
  source: string;
}

const termsOf = (lang: Lang): Term[] => (JSON.parse(readFileSync(join(ROOT, 'src/i18n/terms', `${lang}.json`), 'utf8')) as { terms: Term[] }).terms;

/** A text found in a language: where it is, and the words. */
interface Found {
  where: string;
  text: string;
}

const fileOf = (area: Area, lang: Lang) => (area === 'site' ? `site.${lang}.ts` : `${area}.${lang}.ts`);

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

/** A matcher for an avoided word: whole words (a stem with `*` for any ending); in Chinese, the characters anywhere. */
function matcher(lang: Lang, word: string): RegExp {
  const stem = word.endsWith('*');
  const w = (stem ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (lang === 'zh') return new RegExp(w, 'u');
  return new RegExp(`(?<![\\p{L}\\p{N}])${w}${stem ? '' : '(?![\\p{L}\\p{N}])'}`, 'iu');
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
    for (const { t, a, re } of rules) if (re.test(plain)) out.push(`${f.where}: "${a.replace(/\*$/, '…')}" — write "${t.term}" (${t.en})`);
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
        const texts = [...(await dictionaryTexts(lang)), ...jsonTexts(`src/content/translations/${lang}`), ...jsonTexts(`puzzles/translations/${lang}`)];
        expect(texts.length).toBeGreaterThan(0);
        expect(avoidedIn(lang, terms, texts)).toEqual([]);
      });
    });
  }

  it('catches an avoided word, a stem with its ending, and Chinese characters anywhere', () => {
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
  });
});
