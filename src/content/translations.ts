/**
 * The content in the page's language (docs/i18n.md, "Content"), for the pages
 * at build time: a lesson, the glossary, the summary and a puzzle with their
 * texts from the translation files (src/content/overlay.ts says how those are
 * keyed and checked). English is the original. A published language must have
 * every text (the build of its pages fails otherwise, and
 * tests/unit/content-translations.test.ts says what is missing); the
 * pseudo-locale makes its texts from English; a language being translated shows
 * a text it lacks as ⟦key⟧, as its dictionary does.
 */
import { currentLocale } from '../i18n';
import { isComplete as isPublished, PSEUDO, type Locale } from '../i18n/locales';
import { pseudoMessage } from '../i18n/pseudo';
import { applyOverlay, checkOverlay, isComplete, textsOf, type Texts } from './overlay';

/** Every translation file, by path ('/src/content/translations/cs/lessons/roads.json', '/puzzles/translations/cs/x.json'). */
const FILES = {
  ...import.meta.glob<Texts>('/src/content/translations/*/**/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Texts>('/puzzles/translations/*/*.json', { eager: true, import: 'default' }),
};

/** Where the translation of a piece of content is: 'lessons/roads', 'glossary', 'summary', 'puzzles/<id>'. */
export function translationPath(locale: Locale, what: string): string {
  return what.startsWith('puzzles/') ? `/puzzles/translations/${locale}/${what.slice('puzzles/'.length)}.json` : `/src/content/translations/${locale}/${what}.json`;
}

/** The translation files there are, as { locale, what } (for the tests). */
export function translationFiles(): { locale: string; what: string; texts: Texts }[] {
  return Object.entries(FILES).map(([path, texts]) => {
    const m = /^\/(?:src\/content\/translations\/([^/]+)\/(.+)|puzzles\/translations\/([^/]+)\/(.+))\.json$/.exec(path)!;
    return m[1] ? { locale: m[1], what: m[2], texts } : { locale: m[3], what: `puzzles/${m[4]}`, texts };
  });
}

/** A piece of content (`original`, known as `what`) in a language. */
export function localize<T>(original: T, what: string, locale: Locale = currentLocale()): T {
  if (locale === 'en') return original;
  const texts = textsOf(original);
  if (locale === PSEUDO) return applyOverlay(original, Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, pseudoMessage(v)])));
  const file = translationPath(locale, what);
  const translation = FILES[file];
  if (translation) {
    const issues = checkOverlay(texts, translation);
    if (isComplete(issues)) return applyOverlay(original, translation);
    if (isPublished(locale)) throw new Error(`${file.slice(1)}: ${JSON.stringify(issues)} (docs/i18n.md, "Content")`);
  } else if (isPublished(locale)) {
    throw new Error(`${file.slice(1)} is missing: ${locale} is published, so every text of ${what} needs its translation (docs/i18n.md, "Content")`);
  }
  // A language being translated: what it has, and ⟦key⟧ where a text is missing.
  const partial: Texts = {};
  for (const key of Object.keys(texts)) partial[key] = typeof translation?.[key] === 'string' && translation[key].trim() ? translation[key] : `⟦${what}:${key}⟧`;
  return applyOverlay(original, partial);
}
