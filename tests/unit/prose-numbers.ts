/**
 * The numbers a text states, for the tests that check every number of the
 * site's teaching against the engine or a rule constant ("claims": lessons,
 * puzzles, the glossary, the summary, the checker's notes). It finds numbers
 * written in digits ("8", "1,000", "-3") and English number words ("two",
 * "twelve", "fifty", "a hundred"), and leaves out what is not a count of
 * anything on a board: years, edition numbers, ordinals, and the phrases of
 * NOT_A_NUMBER where "one" is a pronoun ("one of them", "no one").
 *
 * A number a text states must be declared by a claim of that text; the tests
 * say which text and which number when one is not.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/**
 * Words and phrases with a number word in them that state no number: "one" as
 * a pronoun or article-like word, and fixed phrases. Matched case-insensitively
 * as whole words; the number inside is then not counted. Keep this list short:
 * a sentence that states a count belongs in its claims, not here.
 */
export const NOT_A_NUMBER: readonly string[] = [
  'one of',
  'one another',
  'no one',
  'any one',
  'each one',
  'this one',
  'that one',
  'the one',
  'which one',
  'every one',
  'one by one',
  'one at a time',
  'at one',
  'one more time',
  'one day',
  'one way',
  'one or the other',
  'the other one',
  'a new one',
  'one side',
];

/**
 * With `{ one: 'counts' }` the word "one" is a number only where it counts something: before a noun of the game
 * ("one point", "one tile", "one complete city", "a one-tile city"), in "one of 5" and in "one each". Elsewhere it
 * is an article or a pronoun ("one of them", "the one on the left") and is left out. The lessons use this; the
 * default reads every "one" but the phrases of NOT_A_NUMBER.
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
const YEAR = /^(19|20)\d\d$/;

export interface Found {
  value: number;
  /** As written in the text. */
  text: string;
  /** Where in the text. */
  index: number;
}

/** The numbers `text` states (see the top of this file; `one: 'counts'` reads "one" only where it counts something). */
export function numbersIn(text: string, options: { one?: 'always' | 'counts' } = {}): Found[] {
  const found: Found[] = [];
  let masked = text;
  // "one" that counts nothing: blanked out first (keeping offsets), before the phrases below would hide "one of 5".
  if (options.one === 'counts') masked = masked.replace(/\bone\b/gi, (m, index: number) => (oneCounts(text, index) ? m : ' '.repeat(m.length)));
  // Blank out the phrases that state no number, keeping offsets.
  for (const phrase of NOT_A_NUMBER) {
    const re = new RegExp(`\\b${phrase.replace(/ /g, '\\s+')}\\b`, 'gi');
    masked = masked.replace(re, (m, index: number) => (options.one === 'counts' && /^one of/i.test(m) && oneCounts(text, index) ? m : ' '.repeat(m.length)));
  }
  // Digits: 8, 1,000, 3.5, -2; not ordinals (20th, 2nd), not parts of names like "C2" or "x3", not years.
  for (const m of masked.matchAll(/(?<![\w.,])[-−]?\d{1,3}(?:,\d{3})+(?![\w])|(?<![\w.,])[-−]?\d+(?:\.\d+)?(?![\w]|\.\d)/g)) {
    const raw = m[0].replace('−', '-');
    const after = masked.slice((m.index ?? 0) + m[0].length);
    if (/^(st|nd|rd|th)\b/i.test(after)) continue;
    const value = Number(raw.replace(/,/g, ''));
    if (YEAR.test(raw)) continue;
    found.push({ value, text: m[0], index: m.index ?? 0 });
  }
  // Words: "a hundred", "two hundred", "fifty", "twenty-one", "seven".
  const unit = Object.keys(UNITS).join('|');
  const tens = Object.keys(TENS).join('|');
  const word = (re: RegExp, value: (m: RegExpMatchArray) => number) => {
    masked = masked.replace(re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpMatchArray;
      const index = args[args.length - 2] as number;
      found.push({ value: value(m), text: m[0], index });
      return ' '.repeat(m[0].length);
    });
  };
  word(new RegExp(`\\b(a|${unit})\\s+hundred\\b`, 'gi'), (m) => (m[1].toLowerCase() === 'a' ? 1 : UNITS[m[1].toLowerCase()]) * 100);
  word(/\bhundred\b/gi, () => 100);
  word(new RegExp(`\\b(${tens})(?:[-\\s](${unit}))?\\b`, 'gi'), (m) => TENS[m[1].toLowerCase()] + (m[2] ? UNITS[m[2].toLowerCase()] : 0));
  word(new RegExp(`\\b(${unit})\\b`, 'gi'), (m) => UNITS[m[1].toLowerCase()]);
  return found.sort((a, b) => a.index - b.index);
}
