/**
 * The areas of the dictionary and their types. An area is one English file
 * (`<area>.en.ts`; the site's own words are en.ts) and, in every other
 * language, one file of the same keys beside it (`<area>.<locale>.ts`: check.cs.ts;
 * the site's: site.cs.ts). A translator adds a language's area by writing its
 * file and one line in the area's table (docs/i18n.md).
 */
import type siteEn from './en';
import type tilesEn from './tiles.en';
import type boardEn from './board.en';
import type engineEn from './engine.en';
import type pagesEn from './pages.en';
import type learnEn from './learn.en';
import type puzzlesEn from './puzzles.en';
import type checkEn from './check.en';
import type playgroundEn from './playground.en';
import type reviewEn from './review.en';
import type reportsEn from './reports.en';
import type possibleEn from './possible.en';
import type dataEn from './data.en';
import type cliEn from './cli.en';
import type { Locale } from './locales';

/** The English of each area: the reference every other language follows, key for key. */
export interface English {
  site: typeof siteEn;
  tiles: typeof tilesEn;
  board: typeof boardEn;
  engine: typeof engineEn;
  pages: typeof pagesEn;
  learn: typeof learnEn;
  puzzles: typeof puzzlesEn;
  check: typeof checkEn;
  playground: typeof playgroundEn;
  review: typeof reviewEn;
  reports: typeof reportsEn;
  possible: typeof possibleEn;
  data: typeof dataEn;
  cli: typeof cliEn;
}
export type Area = keyof English;

/** Every area, in the order of src/i18n/: the core first (words.ts and the board need it on every page), then the sections. */
export const AREAS = ['site', 'tiles', 'board', 'engine', 'pages', 'learn', 'puzzles', 'check', 'playground', 'review', 'reports', 'possible', 'data', 'cli'] as const satisfies readonly Area[];

/** Areas every page that words something has: the site's words, the tiles, the board and the engine's vocabulary. */
export const CORE_AREAS = ['site', 'tiles', 'board', 'engine'] as const satisfies readonly Area[];

/**
 * One area of a translation: every key of the English area, each a string (a
 * plural message is a string too: `[one]…[few]…[other]…`). A missing or an
 * unknown key fails the type check (`satisfies AreaWords<'check'>`).
 */
export type AreaWords<A extends Area> = { readonly [K in keyof English[A]]: string };

export type Loader<A extends Area> = () => Promise<{ default: AreaWords<A> }>;

/**
 * Where an area's words are, per language: English always, every other language once its file exists
 * (`<area>.<locale>.ts` beside `<area>.en.ts`). The loaders are dynamic imports, so each language's
 * words are a chunk of their own and a page loads only its language's; each table sits in the module
 * of its section (src/i18n/learn.ts …; the core's in index.ts), so a page's scripts name the chunks of
 * exactly the areas it uses (the build preloads those: src/integrations/i18n-preload.ts).
 */
export type AreaLoaders<A extends Area> = { readonly en: Loader<A> } & { readonly [L in Exclude<Locale, 'en' | 'pseudo'>]?: Loader<A> };
