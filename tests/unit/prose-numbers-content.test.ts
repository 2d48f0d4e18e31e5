/**
 * Every number the teaching states in words or digits is declared by a claim
 * (docs/lessons.md "Numbers are claims"): lesson titles and summaries, every
 * text of every step and quick-check question, glossary entries and summary
 * sections. lessons.test.ts checks digits and that each claim is true; this
 * test uses the fuller finder of tests/unit/prose-numbers.ts, which also reads
 * number words ("two knights", "fifty"), so a count written in words cannot
 * slip past the claims. A number in a text needs a claim with that value on
 * the same text (a step's claims, its answer and its wrong values; a lesson's,
 * an entry's or a section's claims), or a place in EXCEPTIONS below, which
 * says why it is no count to check.
 */
import { describe, expect, it } from 'vitest';
import { numbersIn } from './prose-numbers';
import { englishTexts } from './teaching-texts';

/**
 * Numbers a text may state without a claim: `where` (lesson slug and step id,
 * `glossary:<id>` or `summary:<id>`) and the number as written, with the reason.
 * Keep it short: a count about a board or a rule belongs in the claims.
 */
export const EXCEPTIONS: readonly { where: string; text: string; why: string }[] = [
  { where: 'editions:demo', text: 'two', why: 'names a product, the two-player edition whose tile mix the demo copies' },
];

/**
 * The word "one" (any case) is not checked: in these texts it nearly always
 * stands for "a" or "a single" ("one road, one city", "one meeple a turn").
 * A count of one that matters is written as the digit 1 and claimed.
 */
const UNCHECKED_WORDS = new Set(['one']);

/**
 * Counts written in words that have no claim yet (found when this test was
 * written, 25 November). Each should become a digit with a claim, a rule
 * constant's claim, or an exception with its reason; the list may only shrink.
 */
const NOT_YET_CLAIMED: readonly (readonly [where: string, text: string])[] = [
  ["at-a-glance:features", "four"],
  ["at-a-glance:check-place", "two"],
  ["cities:corner-to-corner", "two"],
  ["cloisters", "eight"],
  ["cloisters:lay-a-cloister", "four"],
  ["cloisters:nine-points", "eight"],
  ["cloisters:side-by-side", "two"],
  ["editions:first-edition-farms", "two"],
  ["editions:old-way", "two"],
  ["editions:other-house-rules", "three"],
  ["editions:table-house-rules", "four"],
  ["farms:paid-twice", "two"],
  ["farms:farm-tie", "two"],
  ["final-scoring:nothing", "two"],
  ["final-scoring:check-cloister", "three"],
  ["meeples:one-per-turn", "four"],
  ["meeples:even-your-own", "two"],
  ["meeples:short-supply", "seven"],
  ["placing-tiles:sides", "four"],
  ["placing-tiles:sides", "three"],
  ["placing-tiles:every-side", "two"],
  ["placing-tiles:corners", "two"],
  ["placing-tiles:join-corners", "two"],
  ["placing-tiles:count-cells", "four"],
  ["placing-tiles:count-cells", "two"],
  ["placing-tiles:no-fit", "four"],
  ["placing-tiles:check-two-sides", "two"],
  ["placing-tiles:check-cells", "three"],
  ["roads:example-1a", "three"],
  ["roads:example-1a", "two"],
  ["roads:loop", "three"],
  ["roads:check-complete", "three"],
  ["roads:check-complete", "two"],
  ["score-track:past-fifty", "five"],
  ["score-track:check-read", "two"],
  ["sharing", "two"],
  ["sharing:joined-later", "two"],
  ["sharing:example-4b", "two"],
  ["sharing:example-5a", "three"],
  ["sharing:example-5a", "two"],
  ["sharing:example-5b", "three"],
  ["sharing:example-5b", "two"],
  ["turn-order:score-at-once", "two"],
  ["turn-order:two-at-once", "two"],
  ["glossary:junction", "three"],
  ["glossary:junction", "four"],
];

interface Text {
  where: string;
  text: string;
  declared: Set<number>;
}

/** The English texts of the lessons, the glossary and the summary, one per key (tests/unit/teaching-texts.ts). */
function texts(): Text[] {
  return englishTexts()
    .filter((t) => t.area !== 'puzzle')
    .map((t) => ({ where: t.where, text: t.text, declared: new Set(t.declared) }));
}

const all = texts();
const excused = (where: string, text: string) =>
  UNCHECKED_WORDS.has(text.toLowerCase()) ||
  EXCEPTIONS.some((e) => e.where === where && e.text.toLowerCase() === text.toLowerCase()) ||
  NOT_YET_CLAIMED.some(([w, t]) => w === where && t === text.toLowerCase());
const unclaimed = (t: Text) => numbersIn(t.text).filter((n) => !t.declared.has(n.value));

describe('every number in the teaching is claimed', () => {
  it('reads the lessons, the glossary and the summary', () => {
    expect(all.filter((t) => t.where.startsWith('glossary:')).length).toBeGreaterThan(20);
    expect(all.filter((t) => t.where.startsWith('summary:')).length).toBeGreaterThan(5);
    expect(new Set(all.filter((t) => t.where.includes(':') && !t.where.startsWith('g') && !t.where.startsWith('summary')).map((t) => t.where.split(':')[0])).size).toBeGreaterThanOrEqual(12);
  });

  it('finds no number without a claim or an exception', () => {
    const missing = all.flatMap((t) =>
      unclaimed(t)
        .filter((n) => !excused(t.where, n.text))
        .map((n) => `${t.where}: "${n.text}" in "${t.text.slice(Math.max(0, n.index - 40), n.index + 40).replace(/\n/g, ' ')}"`),
    );
    expect(missing).toEqual([]);
  });

  it('lists only exceptions and unclaimed words that are still there (the lists only shrink)', () => {
    const still = (where: string, text: string) => all.some((t) => t.where === where && unclaimed(t).some((n) => n.text.toLowerCase() === text.toLowerCase()));
    expect(EXCEPTIONS.filter((e) => !still(e.where, e.text))).toEqual([]);
    expect(NOT_YET_CLAIMED.filter(([w, t]) => !still(w, t))).toEqual([]);
  });

  it('checks number words other than "one", and digits', () => {
    // The finder behind this test reads words, so a count written as a word is caught.
    const fake: Text = { where: 'nowhere', text: 'Red has three knights and 4 pennants here.', declared: new Set([4]) };
    expect(unclaimed(fake).filter((n) => !excused(fake.where, n.text)).map((n) => n.text)).toEqual(['three']);
  });
});
