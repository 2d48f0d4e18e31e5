/**
 * Translations. Every visible string on the site goes through `t`.
 *
 *   import { t } from '../i18n';
 *   t('nav.learn')                                  // "Learn"
 *   t('engine.summary', { types: 24, tiles: 72, … }) // placeholders are type-checked
 *
 * Adding a language (cs, fr, zh, …):
 *   1. create src/i18n/cs.ts:  `import type { Translation } from './index';
 *      const cs: Translation = { 'locale.name': 'Čeština', … }; export default cs;`
 *      (any key left out falls back to English);
 *   2. register it in `dictionaries` below (one import and one entry).
 * `Locale` and `locales` follow from that map, so the language switcher picks it up.
 */
import siteEn from './en';
import engineEn from './engine.en';
import type cliEn from './cli.en';
import type learnEn from './learn.en';
import type puzzlesEn from './puzzles.en';
import type checkEn from './check.en';
import type playgroundEn from './playground.en';
import type reviewEn from './review.en';
import type pagesEn from './pages.en';
import type reportsEn from './reports.en';
import type possibleEn from './possible.en';
import type dataEn from './data.en';

/**
 * The English reference dictionary: the site's strings (en.ts, which takes in
 * board.en.ts and tiles.en.ts) and the engine's vocabulary (engine.en.ts,
 * worded by words.ts), which every page may need; and one file per section
 * (the pages' own frame and text, the CLI, the playground, the tutor, the puzzles, the score checker), whose messages are
 * added when the section's module is imported (`import '…/i18n/learn'`,
 * src/i18n/sections.ts), so a page ships only the words it can show.
 * Another language gives one Translation for all of it.
 */
const core = { ...siteEn, ...engineEn } as const;
type Reference = typeof core & typeof cliEn & typeof learnEn & typeof puzzlesEn & typeof checkEn & typeof playgroundEn & typeof reviewEn & typeof pagesEn & typeof reportsEn & typeof possibleEn & typeof dataEn;

/** Every message key, taken from the English dictionaries. */
export type MessageKey = keyof Reference;
/** A complete dictionary has every key. */
export type Dictionary = { readonly [K in MessageKey]: string };
/** Other languages may leave keys out while they catch up; those fall back to English. */
export type Translation = Partial<Dictionary> & { readonly 'locale.name': string };

/** English as this page has it: the core, and the sections added so far. */
const en: Translation = { ...core };

const dictionaries = {
  en,
} satisfies Record<string, Translation>;

/** A section's English messages (src/i18n/sections.ts calls this); adding one twice changes nothing. */
export function addMessages(section: Readonly<Partial<Dictionary>>): void {
  Object.assign(en, section);
}

export type Locale = keyof typeof dictionaries;
/** The languages the site has, in switcher order. */
export const locales = Object.keys(dictionaries) as Locale[];
export const defaultLocale: Locale = 'en';

/** Placeholder names inside a message: 'a {x} b {y}' → 'x' | 'y'. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;
/** Keys whose message has no placeholders: store these when a key is chosen at run time (menus, cards). */
export type PlainMessageKey = {
  [K in MessageKey]: [Placeholders<Reference[K]>] extends [never] ? K : never;
}[MessageKey];
export type ParamValue = string | number;
export type MessageParams<K extends MessageKey> = { readonly [P in Placeholders<Reference[K]>]: ParamValue };
/** No second argument for plain messages; a params object when the message has placeholders. */
type ParamArgs<K extends MessageKey> = [Placeholders<Reference[K]>] extends [never]
  ? [params?: Record<string, never>]
  : [params: MessageParams<K>];

export function isLocale(value: string): value is Locale {
  return Object.prototype.hasOwnProperty.call(dictionaries, value);
}

function lookup(locale: Locale, key: MessageKey): string {
  const dict: Translation = dictionaries[locale];
  const message = dict[key] ?? en[key];
  if (typeof message !== 'string') {
    // Only reachable from untyped callers (e.g. a key built at run time).
    throw new Error(`i18n: no message "${String(key)}" in the ${locale} or English dictionary (src/i18n/en.ts; a section's words come with \`import '…/i18n/<section>'\`)`);
  }
  return message;
}

/** One number format per language: `n.toLocaleString(locale)` builds a new one on every call, which is slow. */
const numberFormats = new Map<Locale, Intl.NumberFormat>();
function formatNumber(locale: Locale, n: number): string {
  // Whole numbers under 1,000 need no grouping: written as they are, without waking Intl (its first
  // format is slow on a phone, and the board words hundreds of small numbers as it starts). Every language
  // planned (cs, fr, zh) writes these with the same digits; a language with other digits drops this line.
  if (Number.isInteger(n) && n > -1000 && n < 1000) return String(n);
  // English whole numbers (the solver's counts of positions, as it works) are grouped here, as Intl would.
  if (locale === 'en' && Number.isSafeInteger(n)) return (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let f = numberFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    numberFormats.set(locale, f);
  }
  return f.format(n);
}

function format(locale: Locale, message: string, params: Readonly<Record<string, ParamValue>> | undefined, key: string): string {
  return message.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`i18n: message "${key}" needs the parameter {${name}}`);
    return typeof value === 'number' ? formatNumber(locale, value) : value;
  });
}

/** Translate into a given language. */
export function translate<K extends MessageKey>(locale: Locale, key: K, ...args: ParamArgs<K>): string {
  const message = lookup(locale, key);
  return format(locale, message, args[0] as Readonly<Record<string, ParamValue>> | undefined, key);
}

/** A `t` bound to one language (for pages rendered in that language). */
export function getT(locale: Locale) {
  return <K extends MessageKey>(key: K, ...args: ParamArgs<K>): string => translate(locale, key, ...args);
}

/** Translate into the site's current language (English until other languages are added). */
export const t = getT(defaultLocale);
