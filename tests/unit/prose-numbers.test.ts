/** The finder of numbers in prose (tests/unit/prose-numbers.ts) that the claim checks of the teaching rely on. */
import { describe, expect, it } from 'vitest';
import { numbersIn } from './prose-numbers';

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
    expect(numbersIn(text, { one: 'counts' }).map((x) => x.value)).toEqual(want);
  });

  it('says where each number stands', () => {
    expect(numbersIn('a 4 and a five')).toEqual([
      { value: 4, text: '4', index: 2 },
      { value: 5, text: 'five', index: 10 },
    ]);
  });
});
