import { describe, expect, it } from 'vitest';
import { readFor, readPosition } from '../../src/engine/notation';
import { validatePosition } from '../../src/engine/api';
import { decodeLink, encodeLink } from '../../src/engine/link';
import { colorsFor } from '../../src/engine/colors';
import { checkPosition } from '../../src/engine/check';
import { wordError } from '../../src/i18n/words';

const base = {
  format: 'carcassonne-position/1' as const,
  players: ['Anna', 'Ben', 'red'],
  tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
};

const refusal = (pos: unknown): string => {
  const r = readFor(pos);
  if (r.ok) throw new Error('expected a refusal');
  expect(r.error.code).toBe('bad-position');
  return wordError(r.error);
};

describe('the players’ colours in a position (colors)', () => {
  it('reads each given colour by seat, grey and gray as pink, names trimmed', () => {
    const r = readPosition({ ...base, colors: { Anna: 'green', ' Ben ': 'Grey' } });
    expect(r.ok && r.value.colors).toEqual(['green', 'pink', null]);
    expect(readPosition(base).ok && (readPosition(base) as { value: { colors: unknown } }).value.colors).toEqual([null, null, null]);
  });

  it('refuses an unknown player, an unknown colour, two colours for one player and one colour for two players, naming where', () => {
    expect(refusal({ ...base, colors: { Zoe: 'green' } })).toBe('In colors: "Zoe" is not one of the players (Anna, Ben, red).');
    expect(refusal({ ...base, colors: { Anna: 'purple' } })).toBe('In colors, Anna: "purple" is not a player colour (yellow, red, green, blue, black or pink).');
    expect(refusal({ ...base, colors: { Anna: 'green', ' Anna': 'blue' } })).toBe('In colors: Anna has two colours (" Anna" is the second).');
    expect(refusal({ ...base, colors: { Anna: 'green', Ben: 'GREEN' } })).toBe('In colors: Anna and Ben are both green.');
    expect(refusal({ ...base, colors: { Anna: 3 } })).toBe('In colors, Anna: expected text but found 3.');
    expect(refusal({ ...base, colors: ['green'] })).toMatch(/^In colors: expected an object/);
    expect(refusal({ ...base, colors: 'green' })).toMatch(/^In colors: expected an object/);
    expect(refusal(JSON.parse('{"format":"carcassonne-position/1","players":["a"],"tiles":[{"x":0,"y":0,"tile":"D","rot":0}],"colors":{"__proto__":"red"}}'))).toBe('In colors: "__proto__" is not one of the players (a).');
    const many = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`p${i}`, 'red']));
    expect(refusal({ ...base, colors: many })).toBe('In colors: there are more than 6 entries, but a game has at most 6 players.');
  });

  it('keeps colours in the canonical form, next to the players, in player order and by their own names', () => {
    const r = validatePosition({ ...base, colors: { Ben: 'gray', ' Anna': 'Green' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.value).slice(0, 3)).toEqual(['format', 'players', 'colors']);
    expect(Object.entries(r.value.colors!)).toEqual([['Anna', 'green'], ['Ben', 'pink']]);
    const again = validatePosition(r.value);
    expect(again.ok && again.value).toEqual(r.value);
    // No colours given: no field written.
    const plain = validatePosition(base);
    expect(plain.ok && 'colors' in plain.value).toBe(false);
  });

  it('gives every player a colour: the given one, else the one the name says, else the first free one', () => {
    expect(colorsFor(['Anna', 'Ben', 'red'], ['green', null, null])).toEqual(['green', 'yellow', 'red']);
    expect(colorsFor(['Anna', 'Ben', 'red'])).toEqual(['yellow', 'green', 'red']);
    // A colour given to someone else wins over a name.
    expect(colorsFor(['red', 'Anna'], [null, 'red'])).toEqual(['yellow', 'red']);
    // Two names saying one colour: neither keeps it.
    expect(colorsFor(['Red', 'red'])).toEqual(['yellow', 'green']);
  });

  it('reaches the checker’s report', () => {
    const r = checkPosition({ ...base, tiles: [], colors: { Ben: 'black' } });
    expect(r.ok && r.value.colors).toEqual([null, 'black', null]);
  });
});

describe('colours in share links', () => {
  it('writes c3 with one letter per player when colours are given, and reads them back', () => {
    const canon = validatePosition({ ...base, colors: { Anna: 'green', Ben: 'pink' } });
    if (!canon.ok) throw new Error('valid');
    const code = encodeLink(canon.value);
    expect(code).toBe('c3/Anna~Ben~red/D00.0//0~0~0/0/////gp-');
    const back = decodeLink(code);
    expect(back.ok && back.value.colors).toEqual({ Anna: 'green', Ben: 'pink' });
    const again = back.ok ? validatePosition(back.value) : null;
    expect(again?.ok && again.value).toEqual(canon.value);
  });

  it('stays c2 without colours, and old c1 and c2 links still open without colours', () => {
    expect(encodeLink({ ...base }).startsWith('c2/')).toBe(true);
    for (const code of ['c1/red~blue/D00.0//0~0/0/', 'c2/red~blue/D00.0//0~0/0////']) {
      const r = decodeLink(code);
      expect(r.ok && r.value.players).toEqual(['red', 'blue']);
      expect(r.ok && 'colors' in r.value).toBe(false);
    }
  });

  it('refuses damaged colours, and leaves two players of one colour to the reader', () => {
    for (const part of ['gx', 'g', 'gpk-', '--', '']) {
      const r = decodeLink(`c3/Anna~Ben/D00.0//0~0/0/////${part}`);
      expect(!r.ok && wordError(r.error), part).toMatch(/colours in the link, ".*", are damaged/);
    }
    const r = decodeLink('c3/Anna~Ben/D00.0//0~0/0/////gg');
    expect(r.ok).toBe(true);
    expect(r.ok && refusal(r.value)).toBe('In colors: Anna and Ben are both green.');
    const short = decodeLink('c3/Anna~Ben/D00.0//0~0/0////');
    expect(!short.ok && wordError(short.error)).toBe('The board code has 10 parts separated by "/"; a "c3/" code has 11.');
  });
});

describe('the playground with a board that gives colours', () => {
  it('another number of players drops the given colours, so the board stays valid', async () => {
    const { withPlayers } = await import('../../src/components/playground/seats');
    const pos = { ...base, players: ['Anna', 'Ben'], colors: { Anna: 'green' }, meeples: [], scores: {} };
    expect(readFor(pos).ok).toBe(true);
    const three = withPlayers(pos, 3);
    expect(three.colors).toBeUndefined();
    expect(readFor(three).ok).toBe(true);
  });
});
