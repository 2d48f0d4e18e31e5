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
 * The word "one" is read where it counts something ("one point", "one knight
 * each", "one of 5", prose-numbers.ts COUNTED_NOUNS), not where it is an
 * article or a pronoun ("the one on the left").
 */
const find = (text: string) => numbersIn(text, 'en', { one: 'counts' });

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
const excused = (where: string, text: string) => EXCEPTIONS.some((e) => e.where === where && e.text.toLowerCase() === text.toLowerCase());
const unclaimed = (t: Text) => find(t.text).filter((n) => !t.declared.has(n.value));

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

  it('lists only exceptions that are still there', () => {
    const still = (where: string, text: string) => all.some((t) => t.where === where && unclaimed(t).some((n) => n.text.toLowerCase() === text.toLowerCase()));
    expect(EXCEPTIONS.filter((e) => !still(e.where, e.text))).toEqual([]);
  });

  it('checks number words, "one" where it counts, and digits', () => {
    // The finder behind this test reads words, so a count written as a word is caught.
    const fake: Text = { where: 'nowhere', text: 'Red has three knights, one pennant and 4 cities; the one on the left is open.', declared: new Set([4]) };
    expect(unclaimed(fake).filter((n) => !excused(fake.where, n.text)).map((n) => n.text)).toEqual(['three', 'one']);
  });
});
