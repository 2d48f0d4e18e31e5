/**
 * The numbers a text states, for the tests that check every number of the
 * site's teaching against the engine or a rule constant ("claims": lessons,
 * puzzles, the glossary, the summary, the checker's notes), in each language
 * the site has or will have. It finds numbers written in digits ("8",
 * "1,000", "-3"; in Czech and French "2,5" and "1 000") and the language's
 * number words (English "two", "twelve", "fifty", "a hundred"; Czech "dvě",
 * "třemi", "padesát"; French "deux", "soixante-dix"; Chinese "两", "十二"),
 * and leaves out what is not a count of anything on a board: years, edition
 * numbers, ordinals, and the phrases of each language's `notANumber` where a
 * number word is a pronoun or an idiom ("one of them", "no one", "tout neuf",
 * "十分").
 *
 * A claim belongs to a sentence's key (a puzzle's explanation, a lesson
 * step's text), not to its English words: the same claims check the sentence
 * in every language (tests/unit/teaching-texts.ts, claims-languages.test.ts).
 * A language's words are in NUMBER_WORDS below; prose-numbers.test.ts checks
 * that each list covers 0 to 12 and every ten the texts use.
 */

/** The languages whose number words the finder knows: English now, the translations to come. */
export const LANGS = ['en', 'cs', 'fr', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

export interface NumberWords {
  /** Every form of the numbers 0 to 19 (a language that inflects them lists each form), with its value. */
  units: Readonly<Record<string, number>>;
  /** Every form of the tens 20 to 90. */
  tens: Readonly<Record<string, number>>;
  /** Every form of "hundred" (a unit before it multiplies: "two hundred"). */
  hundred: readonly string[];
  /** What joins a ten and a unit into one number, as regular expressions ("twenty-one", "vingt et un", "dvacet jedna"). */
  joiners: readonly string[];
  /**
   * Words of `units` that double as the indefinite article ("un", "une" in French, "一" alone in Chinese):
   * never counted, so a count of one in such a language is written as the digit 1 (and claimed).
   */
  articles: readonly string[];
  /** Phrases with a number word in them that state no number; matched whole, case aside. Keep these short. */
  notANumber: readonly string[];
  /** Digits: the decimal mark, and what groups thousands. */
  decimal: '.' | ',';
  /** Whether words stand between spaces (false: Chinese, where a run of numeral characters is one number). */
  spaced: boolean;
  /** Ordinals written with number words, left out ("第二" in Chinese; other languages' ordinals are words of their own). */
  ordinals?: RegExp;
}

const range = (words: readonly (string | readonly string[])[], from = 0): Record<string, number> =>
  Object.fromEntries(words.flatMap((w, i) => (typeof w === 'string' ? [[w, from + i]] : w.map((f) => [f, from + i]))));

export const NUMBER_WORDS: Readonly<Record<Lang, NumberWords>> = {
  en: {
    units: range(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']),
    tens: { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 },
    hundred: ['hundred'],
    joiners: ['-', '\\s'],
    articles: [],
    notANumber: [
      'one of', 'one another', 'no one', 'any one', 'each one', 'this one', 'that one', 'the one', 'which one', 'every one',
      'one by one', 'one at a time', 'at one', 'one more time', 'one day', 'one way', 'one or the other', 'the other one',
      'a new one', 'one side',
    ],
    decimal: '.',
    spaced: true,
  },
  cs: {
    // Czech numbers inflect: each case's form is a word of its own ("dvě" kostky, "dvou" hráčů, "třemi" dlaždicemi).
    units: range([
      ['nula', 'nuly', 'nule', 'nulou'],
      ['jeden', 'jedna', 'jedno', 'jednoho', 'jednomu', 'jedné', 'jednu', 'jedním', 'jednom', 'jedni', 'jedny', 'jedněch', 'jedněm', 'jedněmi'],
      ['dva', 'dvě', 'dvou', 'dvěma'],
      ['tři', 'tří', 'třem', 'třemi', 'třech'],
      ['čtyři', 'čtyř', 'čtyřem', 'čtyřmi', 'čtyřech'],
      ['pět', 'pěti'], ['šest', 'šesti'], ['sedm', 'sedmi'], ['osm', 'osmi'], ['devět', 'devíti'], ['deset', 'deseti'],
      ['jedenáct', 'jedenácti'], ['dvanáct', 'dvanácti'], ['třináct', 'třinácti'], ['čtrnáct', 'čtrnácti'], ['patnáct', 'patnácti'],
      ['šestnáct', 'šestnácti'], ['sedmnáct', 'sedmnácti'], ['osmnáct', 'osmnácti'], ['devatenáct', 'devatenácti'],
    ]),
    tens: {
      dvacet: 20, dvaceti: 20, třicet: 30, třiceti: 30, čtyřicet: 40, čtyřiceti: 40, padesát: 50, padesáti: 50,
      šedesát: 60, šedesáti: 60, sedmdesát: 70, sedmdesáti: 70, osmdesát: 80, osmdesáti: 80, devadesát: 90, devadesáti: 90,
    },
    hundred: ['sto', 'sta', 'stu', 'stem', 'stě', 'set'],
    joiners: ['\\s+'],
    articles: [],
    notANumber: ['jeden z', 'jedna z', 'jedno z', 'jednoho z', 'jedné z', 'ani jeden', 'ani jedna', 'ani jedno', 'jeden po druhém', 'jeden druhého', 'jeden druhému'],
    decimal: ',',
    spaced: true,
  },
  fr: {
    units: range([
      'zéro', ['un', 'une'], 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze',
      'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf',
    ]),
    // 70 and 90 are 60 + 10 and 80 + 10, so "soixante et onze" and "quatre-vingt-treize" are a ten and a unit.
    tens: { vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, 'soixante-dix': 70, 'quatre-vingt': 80, 'quatre-vingts': 80, 'quatre-vingt-dix': 90 },
    hundred: ['cent', 'cents'],
    // "et" only in "vingt et un", "soixante et onze": "quatre-vingt-dix et quatre" is two numbers.
    joiners: ['-', '\\s+et\\s+(?=(?:un|une|onze)(?![\\p{L}]))', '-et-'],
    articles: ['un', 'une'],
    notANumber: ['tout neuf', 'à neuf', 'de neuf', "l'un", "l'une", "l’un", "l’une", 'les uns', 'les unes'],
    decimal: ',',
    spaced: true,
  },
  zh: {
    units: {
      零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
      十一: 11, 十二: 12, 十三: 13, 十四: 14, 十五: 15, 十六: 16, 十七: 17, 十八: 18, 十九: 19,
    },
    tens: { 二十: 20, 三十: 30, 四十: 40, 五十: 50, 六十: 60, 七十: 70, 八十: 80, 九十: 90 },
    hundred: ['百'],
    joiners: [''],
    // "一" alone is "a" as often as "one" (一个城市, 一块板块): a count of one is written as the digit 1.
    articles: ['一'],
    notANumber: ['十分', '四周', '四面', '万一', '一一', '一起', '一样', '一些', '一直', '一定', '一般', '一切', '统一', '唯一', '一旦', '一边', '一下'],
    decimal: '.',
    spaced: false,
    ordinals: /第[零〇一二两三四五六七八九十百]+/g,
  },
};

/** Years (a four-digit number from 1900 to 2099) and edition names ("20th", "2nd edition") state no count. */
const YEAR = /^(19|20)\d\d$/;
/** Ordinal endings after digits, by language: "20th"; "2. vydání" (a full stop before a small letter; before a capital it ends the sentence); "2e". */
const ORDINAL: Readonly<Record<Lang, RegExp>> = {
  en: /^(st|nd|rd|th)\b/i,
  cs: /^\.[ \u00a0]*\p{Ll}/u,
  fr: /^(e|er|re|ème|nd|nde)(?![\p{L}])/iu,
  zh: /^(?!)/,
};

export interface Found {
  value: number;
  /** As written in the text. */
  text: string;
  /** Where in the text. */
  index: number;
}

/**
 * With `{ one: 'counts' }` the word "one" is a number only where it counts something: before a noun of the game
 * ("one point", "one tile", "one complete city", "a one-tile city"), in "one of 5" and in "one each". Elsewhere it
 * is an article or a pronoun ("one of them", "the one on the left") and is left out. The lessons use this; the
 * default reads every "one" but the phrases of `notANumber`. English only.
 */
export const COUNTED_NOUNS: readonly string[] = [
  'point', 'tile', 'meeple', 'knight', 'highwayman', 'monk', 'farmer', 'pennant', 'city', 'road', 'cloister', 'farm',
  'field', 'feature', 'cell', 'corner', 'edge', 'lap', 'space', 'player', 'colour', 'turn', 'piece', 'neighbour',
  'junction', 'village', 'curve', 'placement', 'copy', 'row', 'kind', 'type', 'rotation', 'end', 'figure', 'score',
  'game', 'hand', 'scoring', 'majority', 'stretch', 'winner', 'card', 'die', 'step',
];
/** Words that may stand between "one" and its noun: "one more tile", "one complete city". */
const BETWEEN = ['more', 'extra', 'single', 'complete', 'completed', 'open', 'unfinished', 'finished', 'separate', 'whole', 'big', 'small', 'new', 'last', 'empty', 'city', 'road', 'free', 'claimed', 'own'];
const COUNTED = new RegExp(`^(?:${COUNTED_NOUNS.join('|')})(?:e?s)?$`, 'i');
const WORD_NUMBER = /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifty|a hundred)$/i;

/** Whether the "one" at `index` of `text` counts something (see COUNTED_NOUNS). */
function oneCounts(text: string, index: number): boolean {
  const rest = text.slice(index + 3);
  const words = rest.match(/^(?:-|\s+)(\w+)(?:\s+(\w+))?(?:\s+(\w+))?/);
  if (!words) return false;
  const [, a, b, c] = words;
  if (COUNTED.test(a)) return true;
  if (b && BETWEEN.includes(a.toLowerCase()) && COUNTED.test(b)) return true;
  if (a.toLowerCase() === 'of' && b && (WORD_NUMBER.test(b) || (b.toLowerCase() === 'the' && c && WORD_NUMBER.test(c)))) return true;
  return a.toLowerCase() === 'each';
}

/** Years (a four-digit number from 1900 to 2099) and edition names ("20th", "2nd edition") state no count. */

export interface Found {
  value: number;
  /** As written in the text. */
  text: string;
  /** Where in the text. */
  index: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
/** Longest first, so that "dix-sept" is read before "dix" and "quatre-vingts" before "quatre". */
const alternation = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');

/**
 * The numbers `text` states, in language `lang` (see the top of this file); in English, `one: 'counts'` reads "one"
 * only where it counts something (COUNTED_NOUNS).
 */
export function numbersIn(text: string, lang: Lang = 'en', options: { one?: 'always' | 'counts' } = {}): Found[] {
  const w = NUMBER_WORDS[lang];
  const oneCounted = lang === 'en' && options.one === 'counts';
  if (!w) throw new Error(`no number words for the language "${lang}" (tests/unit/prose-numbers.ts, NUMBER_WORDS)`);
  // Whole words: not inside a longer word (letters of any script); Chinese has no spaces, so no such edge.
  const start = w.spaced ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = w.spaced ? '(?![\\p{L}\\p{N}_])' : '';
  const found: Found[] = [];
  // Blank out the phrases that state no number, and ordinals, keeping offsets.
  let masked = w.ordinals ? text.replace(w.ordinals, (m) => ' '.repeat(m.length)) : text;
  // "one" that counts nothing: blanked out first (keeping offsets), before the phrases below would hide "one of 5".
  if (oneCounted) masked = masked.replace(/\bone\b/gi, (m, index: number) => (oneCounts(text, index) ? m : ' '.repeat(m.length)));
  for (const phrase of w.notANumber) {
    masked = masked.replace(new RegExp(`${start}${escape(phrase)}${end}`, 'giu'), (m, index: number) =>
      oneCounted && /^one of/i.test(m) && oneCounts(text, index) ? m : ' '.repeat(m.length),
    );
  }
  // Digits: 8, 1,000 (English) or 1 000 (Czech, French), 3.5 or 3,5, -2; not ordinals, not parts of names ("C2", "x3"), not years.
  const digits =
    w.decimal === '.'
      ? /(?<![\w.,])[-−]?\d{1,3}(?:,\d{3})+(?![\w])|(?<![\w.,])[-−]?\d+(?:\.\d+)?(?![\w]|\.\d)/g
      : /(?<![\w.,])[-−]?\d{1,3}(?:[  ]\d{3})+(?![\w])|(?<![\w.,])[-−]?\d+(?:,\d+)?(?![\w]|,\d)/g;
  for (const m of masked.matchAll(digits)) {
    const raw = m[0].replace('−', '-');
    const after = text.slice((m.index ?? 0) + m[0].length);
    if (ORDINAL[lang].test(after)) continue;
    const plain = w.decimal === '.' ? raw.replace(/,/g, '') : raw.replace(/[  ]/g, '').replace(',', '.');
    if (YEAR.test(plain)) continue;
    found.push({ value: Number(plain), text: m[0], index: m.index ?? 0 });
  }
  masked = masked.replace(digits, (m) => ' '.repeat(m.length));
  const word = (re: RegExp, value: (m: RegExpMatchArray) => number | null) => {
    masked = masked.replace(re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpMatchArray;
      const index = args[args.length - 2] as number;
      const v = value(m);
      if (v === null) return m[0];
      found.push({ value: v, text: m[0], index });
      return ' '.repeat(m[0].length);
    });
  };
  const lower = (s: string) => s.toLowerCase();
  const unitOf = (s: string) => w.units[lower(s)] ?? w.units[s];
  const unit = alternation(Object.keys(w.units));
  const tens = alternation(Object.keys(w.tens));
  const hundred = alternation(w.hundred);
  const join = w.joiners.filter(Boolean).join('|');
  const joined = w.joiners.includes('') ? (join ? `(?:${join})?` : '') : `(?:${join})`;
  // "a hundred", "two hundred", "dvě stě", "deux cents", "一百", "百".
  const before = lang === 'en' ? `a|${unit}` : unit;
  word(new RegExp(`${start}(?:(${before})${w.spaced ? '\\s+' : ''})?(?:${hundred})${end}`, 'giu'), (m) =>
    m[1] === undefined ? 100 : (lower(m[1]) === 'a' ? 1 : unitOf(m[1])) * 100,
  );
  // "twenty-one", "vingt et un", "dvacet jedna", "二十一"; then a ten alone.
  word(new RegExp(`${start}(${tens})(?:${joined}(${unit}))?${end}`, 'giu'), (m) => {
    const t = w.tens[lower(m[1])] ?? w.tens[m[1]];
    return m[2] === undefined ? t : t + unitOf(m[2]);
  });
  // The units, but the article-like ones.
  word(new RegExp(`${start}(${unit})${end}`, 'giu'), (m) => (w.articles.includes(lower(m[1])) || w.articles.includes(m[1]) ? null : unitOf(m[1])));
  return found.sort((a, b) => a.index - b.index);
}
