/**
 * Translations are data, checked here (docs/i18n.md): every file
 * `src/i18n/<area>.<locale>.ts` is registered in its area's table, has every
 * key of the English area and no other, keeps every placeholder, gives a
 * plural message every form Intl.PluralRules names for its language, and
 * follows its language's typography (French spaces, Chinese full-width
 * punctuation). A published language (SHIPPED) has every area.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, type Area, type AreaLoaders } from '../../src/i18n/catalog';
import { coreWords, pluralForms } from '../../src/i18n';
import { LOCALES, SHIPPED, type Locale } from '../../src/i18n/locales';

const DIR = join(process.cwd(), 'src/i18n');
const TRANSLATED = ['cs', 'fr', 'zh'] as const satisfies readonly Locale[];
type Translated = (typeof TRANSLATED)[number];

/** The table of each area: the core's in index.ts, a section's in its module. */
async function tableOf(area: Area): Promise<AreaLoaders<Area>> {
  if (area in coreWords) return coreWords[area as keyof typeof coreWords] as AreaLoaders<Area>;
  const mod = (await import(`../../src/i18n/${area}.ts`)) as { words: AreaLoaders<Area> };
  return mod.words;
}

/** The file of an area in a language: en.ts and site.cs.ts hold the site's words, <area>.<locale>.ts the others. */
const fileOf = (area: Area, locale: Locale) => (area === 'site' ? (locale === 'en' ? 'en.ts' : `site.${locale}.ts`) : `${area}.${locale}.ts`);

const files = readdirSync(DIR);
const tables = new Map<Area, AreaLoaders<Area>>();
for (const area of AREAS) tables.set(area, await tableOf(area));
const words = new Map<string, Record<string, string>>();
for (const area of AREAS) {
  for (const locale of ['en', ...TRANSLATED] as const) {
    const load = tables.get(area)![locale];
    if (load) words.set(`${area}.${locale}`, (await load()).default as Record<string, string>);
  }
}

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholders = (m: string) => new Set([...m.matchAll(PLACEHOLDER)].map((x) => x[1]));
const categories = (l: Locale) => new Intl.PluralRules(LOCALES[l].lang).resolvedOptions().pluralCategories.slice().sort();

describe('the dictionary files', () => {
  it('every area has its English file, and every translation file is registered in its area’s table', () => {
    for (const area of AREAS) expect(files, `${fileOf(area, 'en')}`).toContain(fileOf(area, 'en'));
    const translations = files.filter((f) => /^[a-z]+\.(cs|fr|zh)\.ts$/.test(f));
    expect(translations.length, 'the sample translations').toBeGreaterThan(0);
    for (const f of translations) {
      const [area, locale] = f.split('.') as [Area, Translated];
      expect(AREAS, `${f}: no area "${area}" (src/i18n/catalog.ts)`).toContain(area);
      expect(tables.get(area)![locale], `${f} is not in the table of ${area} (src/i18n/${area === 'site' || area in coreWords ? 'index' : area}.ts)`).toBeTypeOf('function');
    }
    for (const area of AREAS) {
      for (const locale of TRANSLATED) {
        if (tables.get(area)![locale]) expect(files, `the table of ${area} names ${fileOf(area, locale)}`).toContain(fileOf(area, locale));
      }
    }
  });

  it('a published language has every area', () => {
    for (const locale of SHIPPED.filter((l): l is Translated => (TRANSLATED as readonly string[]).includes(l))) {
      for (const area of AREAS) expect(words.has(`${area}.${locale}`), `${locale} is published (src/i18n/locales.ts) without ${fileOf(area, locale)}`).toBe(true);
    }
  });
});

describe.each(TRANSLATED.map((l) => [l]))('the %s translation', (locale) => {
  const areas = AREAS.filter((a) => words.has(`${a}.${locale}`));
  const each = () => areas.flatMap((area) => Object.entries(words.get(`${area}.${locale}`)!).map(([key, text]) => ({ area, key, text, en: words.get(`${area}.en`)![key] })));

  it('has every key of the English area and no other', () => {
    for (const area of areas) {
      const keys = Object.keys(words.get(`${area}.${locale}`)!).sort();
      const en = Object.keys(words.get(`${area}.en`)!).sort();
      expect(keys.filter((k) => !en.includes(k)), `${fileOf(area, locale)}: keys English does not have (unused)`).toEqual([]);
      expect(en.filter((k) => !keys.includes(k)), `${fileOf(area, locale)}: keys missing`).toEqual([]);
    }
  });

  it('keeps every placeholder, adds none, and leaves no text empty', () => {
    for (const { key, text, en } of each()) {
      expect(text.trim(), key).not.toBe('');
      expect([...placeholders(text)].sort(), `${locale} ${key}: the placeholders of "${en}"`).toEqual([...placeholders(en)].sort());
      expect(text.replace(PLACEHOLDER, ''), `${key} has a malformed placeholder`).not.toMatch(/[{}]/);
    }
  });

  it(`gives a plural message every form Intl.PluralRules names for ${locale}, and only a message with a {count}`, () => {
    const want = categories(locale);
    for (const { key, text, en } of each()) {
      const forms = pluralForms(text);
      const english = pluralForms(en);
      if (!forms) {
        // A language with one form needs no marks; any other must give the forms English gives.
        if (english) expect(want, `${locale} ${key} is a plural message in English: give it [${want.join('], [')}]`).toEqual(['other']);
        continue;
      }
      expect(placeholders(en).has('count'), `${locale} ${key} is plural, but English has no {count} to choose its form`).toBe(true);
      expect(text.startsWith('['), `${locale} ${key}: nothing may come before the first form`).toBe(true);
      expect(Object.keys(forms).sort(), `${locale} ${key}: the plural forms`).toEqual(want);
      for (const [cat, form] of Object.entries(forms)) expect(form!.trim(), `${locale} ${key} [${cat}]`).not.toBe('');
    }
  });

  it('follows its language’s typography', () => {
    for (const { key, text } of each()) {
      if (locale === 'fr') {
        // A no-break space (narrow before ; ! ?) before the high signs and inside « », never a plain one or none.
        expect(text, `fr ${key}: a plain space before ; : ! ? or »`).not.toMatch(/ [;:!?»]/);
        expect(text, `fr ${key}: a plain space after «`).not.toMatch(/« /);
        for (const m of text.matchAll(/(.)([;:!?»])/g)) {
          if (/\d/.test(m[1]) && m[2] === ':') continue; // 12:30
          expect(m[1], `fr ${key}: no no-break space before "${m[2]}" in "${text}"`).toMatch(/[\u00a0\u202f]/);
        }
        expect(text, `fr ${key}: straight quotes, where French uses « »`).not.toMatch(/"/);
      }
      if (locale === 'zh') {
        // Full-width punctuation next to Chinese: ，。：；！？（）“”, never the ASCII signs.
        expect(text, `zh ${key}: ASCII punctuation next to a Chinese character`).not.toMatch(/\p{Script=Han}[,.:;!?()]|[,.:;!?(]\p{Script=Han}/u);
        expect(text, `zh ${key}: ASCII punctuation at the end of a Chinese sentence`).not.toMatch(/\p{Script=Han}[,.;:!?]\s*$/u);
        expect(text, `zh ${key}: straight quotes, where Chinese uses “ ”`).not.toMatch(/"/);
      }
      if (locale === 'cs') {
        // Czech quotes are „ “.
        expect(text, `cs ${key}: straight quotes, where Czech uses „ “`).not.toMatch(/"/);
      }
    }
  });

  it('the typography checks bite', () => {
    const fr = (s: string) => / [;:!?»]/.test(s) || /[^\u00a0\u202f\d][;:!?»]/.test(s);
    expect(fr('Bonjour : oui')).toBe(true);
    expect(fr('Bonjour: oui')).toBe(true);
    expect(fr('Bonjour\u00a0: oui\u202f!')).toBe(false);
    const zh = (s: string) => /\p{Script=Han}[,.:;!?()]|[,.:;!?(]\p{Script=Han}/u.test(s);
    expect(zh('你好,世界')).toBe(true);
    expect(zh('你好，世界。')).toBe(false);
    expect(zh('{file} 包含 {count} 项')).toBe(false);
  });
});
