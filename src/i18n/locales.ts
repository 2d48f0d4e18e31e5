/**
 * The site's languages: their codes, URL segments and own names, and which of
 * them are published. Plain data, for the pages, the islands, the `carc`
 * command line, the build (astro.config.mjs) and the tests alike.
 *
 * A language goes live with one line: add it to SHIPPED, once every area of its
 * dictionary (src/i18n/<locale>/index.ts) and every content text
 * (src/content/translations/<locale>/) is there — the build and the tests refuse
 * a shipped language with a missing word (docs/i18n.md).
 */

export const LOCALES = {
  en: { lang: 'en', segment: '', name: 'English' },
  cs: { lang: 'cs', segment: 'cs', name: 'Čeština' },
  fr: { lang: 'fr', segment: 'fr', name: 'Français' },
  zh: { lang: 'zh-Hans', segment: 'zh', name: '简体中文' },
  /**
   * A made-up language for checks, never published: English made longer by 40 % and accented
   * (src/i18n/pseudo.ts), to find labels that clip or wrap badly. Built with CARC_DEV_PAGES=1 or
   * CARC_LOCALES=pseudo (docs/i18n.md).
   */
  pseudo: { lang: 'en-XA', segment: 'pseudo', name: 'Ƥšéûđöľöçåļé' },
} as const satisfies Record<string, { lang: string; segment: string; name: string }>;

export type Locale = keyof typeof LOCALES;
export const defaultLocale = 'en' satisfies Locale;

/**
 * The languages the published site has, in menu order. Switch a language on here, once complete.
 */
export const SHIPPED: readonly Locale[] = ['en', 'cs', 'fr', 'zh'];

/** The language made for checks only. */
export const PSEUDO: Locale = 'pseudo';

export const allLocales = Object.keys(LOCALES) as Locale[];

export function isLocale(value: string): value is Locale {
  return Object.prototype.hasOwnProperty.call(LOCALES, value);
}

/** The locale of a `lang` attribute ('zh-Hans' → 'zh'), or of a language tag a browser reports ('cs-CZ' → 'cs'). */
export function localeOfLang(lang: string | null | undefined): Locale | undefined {
  if (!lang) return undefined;
  const tag = lang.toLowerCase();
  for (const l of allLocales) if (LOCALES[l].lang.toLowerCase() === tag) return l;
  const base = tag.split('-')[0];
  // Chinese written in traditional characters is another language than the site's simplified Chinese.
  if (base === 'zh') return /-(hant|tw|hk|mo)(-|$)/.test(tag) ? undefined : 'zh';
  return base !== PSEUDO && isLocale(base) ? base : undefined;
}

/** Whether a missing word of this locale is an error (a published language, English, the pseudo-locale) or shown as ⟦key⟧ (a language being translated). */
export const isComplete = (l: Locale): boolean => l === defaultLocale || l === PSEUDO || SHIPPED.includes(l);

/** A site path in a language: '/learn/' → '/cs/learn/'; English stays at the root. */
export function pathIn(locale: Locale, path: string): string {
  const seg = LOCALES[locale].segment;
  return seg ? `/${seg}${path.startsWith('/') ? path : `/${path}`}` : path;
}

/** The language of a site path and the path without its language: '/cs/learn/' → ['cs', '/learn/']. */
export function splitPath(path: string): [Locale, string] {
  const m = /^\/([^/]+)(\/.*)?$/.exec(path);
  if (m) {
    for (const l of allLocales) {
      if (LOCALES[l].segment && LOCALES[l].segment === m[1]) return [l, m[2] ?? '/'];
    }
  }
  return [defaultLocale, path];
}
