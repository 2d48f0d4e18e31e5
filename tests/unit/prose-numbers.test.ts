/** The finder of numbers in prose (tests/unit/prose-numbers.ts) that the claim checks of the teaching rely on, in each language. */
import { describe, expect, it } from 'vitest';
import { LANGS, NUMBER_WORDS, numbersIn, type Lang } from './prose-numbers';
import { englishTexts } from './teaching-texts';

const values = (t: string) => numbersIn(t).map((x) => x.value);

describe('numbersIn', () => {
  it.each([
    ['A road of 3 tiles scores 3 points.', [3, 3]],
    ['Two knights share one city of twenty-one tiles, a hundred points.', [2, 1, 21, 100]],
    ['Laps of fifty: 1,000 points or 2.5, -3.', [50, 1000, 2.5, -3]],
    ['Seven meeples each, twelve tiles, two hundred in all.', [7, 12, 200]],
    ['TWO roads. Nine tiles.', [2, 9]],
  ] as const)('finds the numbers of %j', (text, want) => {
    expect(values(text)).toEqual(want);
  });

  it.each([
    'One of the roads is closed; no one holds the other one.',
    'The 2014 edition and the 20th anniversary; C2 and the 3rd printing.',
    'Lay them one at a time, one by one.',
    'Someone, anyone, none, often, tone, twofold-free text.',
  ])('finds none in %j', (text) => {
    expect(values(text)).toEqual([]);
  });

  it.each([
    ['One point per tile, one knight each, one of 5, a one-tile city, one complete city.', [1, 1, 1, 5, 1, 1]],
    ['Lay one more tile; only one meeple a turn.', [1, 1]],
    ['One of them is open; the one on the left, and this one, and one by one.', []],
    ['Is it one? A tile, one or the other, which one of the roads.', []],
  ] as const)('with one: "counts", finds the numbers of %j', (text, want) => {
    expect(numbersIn(text, 'en', { one: 'counts' }).map((x) => x.value)).toEqual(want);
  });

  it('says where each number stands', () => {
    expect(numbersIn('a 4 and a five')).toEqual([
      { value: 4, text: '4', index: 2 },
      { value: 5, text: 'five', index: 10 },
    ]);
  });
});

describe('numbersIn in the languages to come', () => {
  const of = (t: string, lang: Lang) => numbersIn(t, lang).map((x) => x.value);

  it.each([
    ['cs', 'Dvě města po třech dlaždicích, tedy 6 dlaždic; se dvěma rytíři a padesáti body.', [2, 3, 6, 2, 50]],
    ['cs', 'Silnice o dvaceti jedna dlaždicích dá 21 bodů, dvě stě bodů je 200; 2,5 bodu a 1 000 bodů.', [21, 21, 200, 200, 2.5, 1000]],
    ['cs', 'Jeden z rytířů stojí na 2. dlaždici. Zbývá 6. Ani jeden nebodoval.', [6]],
    ['fr', 'Deux villes de trois tuiles, soit 6 tuiles ; vingt et un points, soixante-dix, quatre-vingt-dix et quatre-vingts.', [2, 3, 6, 21, 70, 90, 80]],
    ['fr', 'Une ville et un chevalier : un plateau tout neuf, la 2e tuile, deux cents points, 2,5.', [200, 2.5]],
    ['fr', 'Dix-sept tuiles et douze points, quatre-vingt-treize.', [17, 12, 93]],
    ['zh', '两座城市，每座三块板块，共6块；二十一分，十二分，一百分。', [2, 3, 6, 21, 12, 100]],
    ['zh', '一座城市一起计分，第二块板块，十分重要。', []],
  ] as const)('%s: %j', (lang, text, want) => {
    expect(of(text, lang)).toEqual(want);
  });

  it('has a word for every number from 0 to 12 and every ten the texts use, in every language, each read back as itself', () => {
    // The tens (and hundreds) the English teaching states, in digits or words: a translation may write any of them in words.
    const stated = englishTexts().flatMap((t) => numbersIn(t.text, 'en').map((n) => n.value));
    const tens = [...new Set(stated.filter((n) => Number.isInteger(n) && n >= 20 && n < 100).map((n) => n - (n % 10)))].sort((a, b) => a - b);
    expect(tens.length).toBeGreaterThan(0);
    const hundred = stated.some((n) => n >= 100);
    for (const lang of LANGS) {
      const w = NUMBER_WORDS[lang];
      const values = new Set([...Object.values(w.units), ...Object.values(w.tens)]);
      for (let n = 0; n <= 12; n++) expect(values.has(n), `${lang}: no word for ${n}`).toBe(true);
      for (const t of tens) expect(values.has(t), `${lang}: no word for ${t}`).toBe(true);
      if (hundred) expect(w.hundred.length, `${lang}: no word for a hundred`).toBeGreaterThan(0);
      // Each word alone is found as its own value (an article-like word is not counted at all).
      for (const [word, value] of [...Object.entries(w.units), ...Object.entries(w.tens)]) {
        const want = w.articles.includes(word) ? [] : [value];
        expect(of(w.spaced ? ` ${word} ` : word, lang), `${lang}: "${word}"`).toEqual(want);
      }
    }
  });

  it('refuses a language it has no words for', () => {
    expect(() => numbersIn('deux', 'de' as Lang)).toThrow(/no number words/);
  });
});
