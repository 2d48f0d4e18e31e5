/**
 * Translations. Every visible string on the site goes through `t`.
 *
 *   import { t } from '../i18n';
 *   t('nav.learn')                                  // "Learn", "Učit se", "Apprendre", "学习"
 *   t('engine.summary', { types: 24, tiles: 72, … }) // placeholders are type-checked
 *   t('board.info.tiles', { count: 3 })             // a plural message: its form comes from Intl.PluralRules
 *
 * Which language: the page's. In the browser that is the `lang` of the page's
 * <html> (each page is built in one language: /cs/learn/ is Czech); on the
 * server (the build) it is set for each page by src/middleware.ts, and in
 * `carc` by `--lang`. How the words get to a page, how a translator adds a
 * language and how the tests prove it complete: docs/i18n.md.
 *
 * The words are in areas (src/i18n/catalog.ts): the core (the site's words,
 * the tiles, the board, the engine's vocabulary), loaded here, and one area per
 * section (`import '…/i18n/learn'` adds the tutor's), so a page ships only the
 * words it shows, and only in its own language.
 */
import { CORE_AREAS, type Area, type AreaLoaders, type English, type Loader } from './catalog';
import { defaultLocale, isComplete, LOCALES, localeOfLang, pathIn, type Locale } from './locales';

export { defaultLocale, isLocale, LOCALES, type Locale } from './locales';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every English message, by key: the reference for keys, placeholders and plural forms. */
type Reference = UnionToIntersection<English[Area]>;

/** Every message key, taken from the English dictionaries. */
export type MessageKey = keyof Reference;
/** A complete dictionary has every key. */
export type Dictionary = { readonly [K in MessageKey]: string };

/** Placeholder names inside a message: 'a {x} b {y}' → 'x' | 'y'. */
type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
/** A plural message (`[one]…[other]…`) is chosen by its `count`, which must then be a number. */
type IsPlural<S> = S extends `${string}[other]${string}` ? true : false;
/** Keys whose message has no placeholders: store these when a key is chosen at run time (menus, cards). */
export type PlainMessageKey = {
  [K in MessageKey]: [Placeholders<Reference[K]>] extends [never] ? K : never;
}[MessageKey];
export type ParamValue = string | number;
export type MessageParams<K extends MessageKey> = {
  readonly [P in Placeholders<Reference[K]>]: P extends 'count' ? (IsPlural<Reference[K]> extends true ? number : ParamValue) : ParamValue;
};
/** No second argument for plain messages; a params object when the message has placeholders. */
type ParamArgs<K extends MessageKey> = [Placeholders<Reference[K]>] extends [never]
  ? [params?: Record<string, never>]
  : [params: MessageParams<K>];

// ------------------------------------------------------------------ the words loaded

/** The core's words in each language (one line per language and area: src/i18n/catalog.ts). */
export const coreWords: { readonly [A in (typeof CORE_AREAS)[number]]: AreaLoaders<A> } = {
  site: {
    en: () => import('./en'),
    cs: () => import('./site.cs'),
    fr: () => import('./site.fr'),
    zh: () => import('./site.zh'),
  },
  tiles: {
    en: () => import('./tiles.en'),
    cs: () => import('./tiles.cs'),
    fr: () => import('./tiles.fr'),
    zh: () => import('./tiles.zh'),
  },
  board: {
    en: () => import('./board.en'),
    cs: () => import('./board.cs'),
    fr: () => import('./board.fr'),
    zh: () => import('./board.zh'),
  },
  engine: {
    en: () => import('./engine.en'),
    cs: () => import('./engine.cs'),
    fr: () => import('./engine.fr'),
    zh: () => import('./engine.zh'),
  },
};

/** Every message loaded, per language (merged areas). */
const words = new Map<Locale, Record<string, string>>();
/** Which areas are loaded per language (a promise while loading). */
const loaded = new Map<Locale, Map<Area, Promise<void>>>();
/** The areas this page (or, on the server, any page so far) uses, and where their words are. */
const areas = new Map<Area, AreaLoaders<Area>>(Object.entries(coreWords) as [Area, AreaLoaders<Area>][]);

const onServer = typeof document === 'undefined';
/** The page's language: its <html lang> in the browser; on the server, set per page (setLocale). */
let current: Locale = (!onServer && localeOfLang(document.documentElement.lang)) || defaultLocale;

/** The pseudo-locale's words are English's, made longer and accented (src/i18n/pseudo.ts). */
function loaderOf(locale: Locale, table: AreaLoaders<Area>): Loader<Area> | undefined {
  if (locale === 'pseudo') return () => Promise.all([import('./pseudo'), table.en()]).then(([p, m]) => ({ default: p.pseudoWords(m.default) }));
  return table[locale];
}

function load(locale: Locale, area: Area): Promise<void> {
  let byArea = loaded.get(locale);
  if (!byArea) loaded.set(locale, (byArea = new Map()));
  let p = byArea.get(area);
  if (!p) {
    const loader = loaderOf(locale, areas.get(area)!);
    p = loader
      ? loader().then((m) => {
          let w = words.get(locale);
          if (!w) words.set(locale, (w = {}));
          Object.assign(w, m.default);
        })
      : Promise.resolve();
    byArea.set(area, p);
  }
  return p;
}

/**
 * Adds an area's words (a section module calls this: src/i18n/learn.ts). In the
 * browser, in the page's language only; on the server, in every language used so far.
 */
export async function addArea<A extends Area>(area: A, table: AreaLoaders<A>): Promise<void> {
  areas.set(area, table as unknown as AreaLoaders<Area>);
  await Promise.all([...loaded.keys(), current].map((l) => load(l, area)));
}

/** Words every page in this language from now on (the build's middleware, per page; `carc --lang`; tests). */
export async function setLocale(locale: Locale): Promise<void> {
  await Promise.all([...areas.keys()].map((a) => load(locale, a)));
  current = locale;
}

/** The language words are put in now. */
export const currentLocale = (): Locale => current;
/** The BCP 47 tag of the language words are put in now ('zh-Hans' for zh), for Intl and `lang` attributes. */
export const currentLang = (): string => LOCALES[current].lang;

await setLocale(current);

// ------------------------------------------------------------------ formatting

/** Whether a key has a message in the language now (a key built at run time, e.g. 'tile.' + letter). */
export function hasMessage(key: string): key is MessageKey {
  const w = words.get(current);
  return !!w && Object.prototype.hasOwnProperty.call(w, key);
}

function lookup(locale: Locale, key: MessageKey): string {
  const message = words.get(locale)?.[key];
  if (typeof message === 'string') return message;
  // A language being translated shows the key, marked, where its word is missing: a preview build
  // (CARC_LOCALES) shows what is left to do. A published language never gets here: the tests refuse
  // a missing word, and the build of a page that asks for one fails.
  if (!isComplete(locale)) return `⟦${key}⟧`;
  // Only reachable from untyped callers (e.g. a key built at run time), or an area not imported.
  throw new Error(`i18n: no message "${String(key)}" in the ${locale} dictionary (src/i18n/catalog.ts; a section's words come with \`import '…/i18n/<section>'\`)`);
}

/** Made once per language: Intl's formats are slow to build (a phone's first one takes milliseconds). */
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

function formatNumber(locale: Locale, n: number): string {
  // Whole numbers under 1,000 need no grouping: written as they are, without waking Intl (its first
  // format is slow on a phone, and the board words hundreds of small numbers as it starts). Every
  // language of the site (en, cs, fr, zh) writes these with the same digits.
  if (Number.isInteger(n) && n > -1000 && n < 1000) return String(n);
  // English whole numbers (the solver's counts of positions, as it works) are grouped here, as Intl would.
  if (locale === 'en' && Number.isSafeInteger(n)) return (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let f = numberFormats.get(locale);
  if (!f) numberFormats.set(locale, (f = new Intl.NumberFormat(LOCALES[locale].lang)));
  return f.format(n);
}

/** The plural categories Intl.PluralRules names. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
const FORM = /\[(zero|one|two|few|many|other)\]/;

/** The plural category of a number in a language, from Intl.PluralRules. */
export function pluralCategory(locale: Locale, n: number): PluralCategory {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(LOCALES[locale].lang)));
  return rules.select(n) as PluralCategory;
}

/**
 * The forms of a plural message: `[one]{count} tile[other]{count} tiles` →
 * { one: '{count} tile', other: '{count} tiles' }; null for a plain message.
 */
export function pluralForms(message: string): Partial<Record<PluralCategory, string>> | null {
  if (!FORM.test(message)) return null;
  const parts = message.split(new RegExp(FORM.source, 'g'));
  const forms: Partial<Record<PluralCategory, string>> = {};
  // split keeps the captured categories: [before, cat1, text1, cat2, text2, …]
  for (let i = 1; i + 1 < parts.length; i += 2) forms[parts[i] as PluralCategory] = parts[i + 1];
  return forms;
}

/** A message (a dictionary's, or any in its form) with its placeholders filled and its plural form chosen, in a language. */
export function formatMessage(locale: Locale, message: string, params: Readonly<Record<string, ParamValue>> | undefined, key = 'a message'): string {
  const forms = pluralForms(message);
  if (forms) {
    const count = Number(params?.count);
    if (params?.count === undefined || !Number.isFinite(count)) throw new Error(`i18n: the plural message "${key}" needs a number {count}`);
    message = forms[pluralCategory(locale, count)] ?? forms.other ?? '';
  }
  return message.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`i18n: message "${key}" needs the parameter {${name}}`);
    if (typeof value === 'number') return formatNumber(locale, value);
    return PLAYER_PARAMS.has(name) ? playerLabelIn(locale, value) : value;
  });
}

// ------------------------------------------------------------------ players' names

/** The seats' colours, as the engine names them (src/engine/colors.ts). */
const SEAT_COLORS: readonly string[] = ['yellow', 'red', 'green', 'blue', 'black', 'pink'];
/** The placeholders that hold a player's name in the messages that name players. */
const PLAYER_PARAMS = new Set(['player', 'players', 'toPlay']);

/**
 * A player's name as a page in a language shows it. A player named by a colour (the lessons' and
 * puzzles' Red and Blue, the playground's seats, the checker's players without a name of their
 * own) is shown by that colour's name in the language: 'Red' → 'Červený' (`player.red`). Any other
 * name is the player's own and is shown as it is; English shows every name as it is written. The
 * names themselves (positions, links, files) never change: this is for display only.
 */
export function playerLabelIn(locale: Locale, name: string): string {
  if (locale === defaultLocale) return name;
  const color = name.trim().toLowerCase();
  if (!SEAT_COLORS.includes(color)) return name;
  const label = words.get(locale)?.[`player.${color}`];
  return typeof label === 'string' ? label : name;
}

/** A player's name as this page shows it (see playerLabelIn). */
export const playerLabel = (name: string): string => playerLabelIn(current, name);

/** A message as its dictionary writes it (placeholders and plural forms unfilled), for checks over the texts. */
export function messageOf(locale: Locale, key: string): string {
  return lookup(locale, key as MessageKey);
}

/** Translate into a given language (loaded: the page's own, or on the server one set before). */
export function translate<K extends MessageKey>(locale: Locale, key: K, ...args: ParamArgs<K>): string {
  return formatMessage(locale, lookup(locale, key), args[0] as Readonly<Record<string, ParamValue>> | undefined, key);
}

/** Translate into the page's language. */
export function t<K extends MessageKey>(key: K, ...args: ParamArgs<K>): string {
  return translate(current, key, ...args);
}

// ------------------------------------------------------------------ lists, order, numbers

const listFormats = new Map<string, Intl.ListFormat>();
/** "red", "red and blue", "red, blue and green" — in the page's language, by Intl.ListFormat. */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  if (items.length <= 1) return items.length ? playerLabelIn(current, items[0]) : '';
  const id = `${current}/${type}`;
  let f = listFormats.get(id);
  // British English, as the site writes it: "red, blue and green", without the serial comma.
  if (!f) listFormats.set(id, (f = new Intl.ListFormat(current === 'en' ? 'en-GB' : currentLang(), { type })));
  // In a list, each player named by a colour is shown by the page's word for it (playerLabel).
  return f.format(items.map((item) => playerLabelIn(current, item)));
}

/** Sorts words as a dictionary of the language does (Chinese by pinyin). */
export function collator(locale: Locale = current): Intl.Collator {
  return new Intl.Collator(locale === 'zh' ? 'zh-Hans-u-co-pinyin' : LOCALES[locale].lang);
}

/** A number written as the page's language writes it ("12,345", "12 345"). */
export const formatNumberHere = (n: number): string => formatNumber(current, n);

/** A site path in the page's language: '/learn/' on an English page, '/cs/learn/' on a Czech one. */
export const localPath = (path: string): string => pathIn(current, path);
