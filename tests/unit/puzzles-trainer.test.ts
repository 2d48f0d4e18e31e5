/**
 * The puzzle trainer's pure logic added for the lichess-like flow: plural-capable
 * messages, the graded hints (what the move is about, the area, the cell).
 */
import { describe, expect, it } from 'vitest';
import { aboutMove, hintArea } from '../../src/components/puzzles/hints';
import { aboutText, plural, pluralForm } from '../../src/components/puzzles/words';

describe('plural-capable messages', () => {
  it('picks the form Intl.PluralRules names for the count, with other as the fallback', () => {
    const m = '[one]{count} move scores nothing[other]{count} moves score nothing';
    expect(pluralForm(m.replace(/\{count\}/g, '1'), 1)).toBe('1 move scores nothing');
    expect(pluralForm(m.replace(/\{count\}/g, '6'), 6)).toBe('6 moves score nothing');
    expect(pluralForm(m.replace(/\{count\}/g, '0'), 0)).toBe('0 moves score nothing');
    // Czech has few (2–4) and many: a message that gives them gets them, one without falls back to other.
    const cs = '[one]{count} tah[few]{count} tahy[other]{count} tahů';
    expect(pluralForm(cs.replace('{count}', '3').replace('{count}', '3').replace('{count}', '3'), 3, 'cs')).toBe('3 tahy');
    expect(pluralForm('[one]a[other]b', 3, 'cs')).toBe('b');
    expect(pluralForm('no forms at all', 2)).toBe('no forms at all');
  });

  it('fills a dictionary message and chooses its form', () => {
    expect(plural('puzzles.hint.area', { count: 1 })).toBe('Hint: the best move is on the marked cell.');
    expect(plural('puzzles.hint.area', { count: 4 })).toBe('Hint: the best move is on one of the 4 marked cells.');
  });
});

describe('hints, from general to exact', () => {
  it('says what the best move is about: what it scores now, or at the end, and its meeple', () => {
    const now = aboutMove([{ kind: 'now', feature: 'city', tiles: 2, pennants: 0, points: 4 }, { kind: 'end', feature: 'farm', points: 3, several: false }], 'road');
    expect(now).toEqual({ now: 'city', end: null, meeple: 'road' });
    expect(aboutText(now)).toBe('Hint: the best move completes a city of yours and scores it this turn. It puts your meeple on a road.');
    const end = aboutMove([{ kind: 'end', feature: 'farm', points: 3, several: false }], 'field');
    expect(end).toEqual({ now: null, end: 'farm', meeple: 'farm' });
    expect(aboutText(end)).toContain('what a farm will pay you at the end');
    const quiet = aboutMove([{ kind: 'rival', player: 'Blue', points: 2 }], null);
    expect(quiet).toEqual({ now: null, end: null, meeple: null });
    expect(aboutText(quiet)).toBe('Hint: the best move scores nothing for you, now or at the end; think about what it leaves the others. It keeps your meeple in your supply.');
    // A loss at the end is not what the move is "about".
    expect(aboutMove([{ kind: 'end', feature: 'road', points: -2, several: false }], null).end).toBeNull();
  });

  it('the area: the fitting cells of a 3 × 3 block that holds the best, the block with the most of them, the same on every visit', () => {
    const best = { x: 0, y: 0 };
    const fits = [
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: -2, y: 0 },
      { x: 5, y: 5 },
    ];
    const area = hintArea(best, fits, 'some-puzzle');
    expect(area).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
    ]);
    expect(hintArea(best, [...fits].reverse(), 'some-puzzle')).toEqual(area);
    // Alone: the best cell is the whole area.
    expect(hintArea(best, [{ x: 9, y: 9 }], 'p')).toEqual([best]);
    // Ties between blocks are settled by the puzzle's id, the same way each time.
    const ring = [
      { x: -1, y: 0 },
      { x: 1, y: 0 },
    ];
    const a = hintArea(best, ring, 'one');
    expect(hintArea(best, ring, 'one')).toEqual(a);
    expect(a).toContainEqual(best);
    expect(a.length).toBeGreaterThanOrEqual(2);
  });
});
