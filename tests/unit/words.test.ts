import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/engine/errors';
import { samples } from './error-samples';
import { readPosition } from '../../src/engine/notation';
import { decodeLink } from '../../src/engine/link';
import { ALL_SPOTS, SIDES } from '../../src/engine/tiles';
import '../../src/i18n/reports';
import { wordError, wordFeature, wordKind, wordSide, wordSpot, wordWarning, wordWhy } from '../../src/i18n/words';
import { wordMeepleOn } from '../../src/i18n/reportWords';

describe('wordError: every code in the vocabulary has a sentence', () => {
  it('the samples cover every code', () => {
    expect(new Set(samples.map(([e]) => e.code))).toEqual(new Set(ERROR_CODES));
  });

  it.each(samples.map(([e, shows]) => [`${e.code} ${JSON.stringify(e.params).slice(0, 60)}`, e, shows] as const))('%s', (_name, error, shows) => {
    const text = wordError(error);
    expect(text.length).toBeGreaterThan(8);
    expect(text.trim()).toBe(text);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).not.toMatch(/undefined|\[object|NaN/);
    for (const s of shows) expect(text).toContain(String(s));
  });

  it('words what the reader and the link decoder really return', () => {
    const r = readPosition({ format: 'carcassonne-position/1', players: ['a'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }], meeples: [{ player: 'a', x: 0, y: 0, at: 'NW' }] });
    expect(!r.ok && wordError(r.error)).toBe('Meeple 1 (a at (0, 0)): This D tile, turned this way, has no field along the west half of the north side.');
    const l = decodeLink('c1/red/D00.0///5/');
    expect(!l.ok && wordError(l.error)).toBe('The player to play in the link is not one of the players.');
  });
});

describe('the words for features, reasons, spots and sides', () => {
  it('words features with their size and pennants', () => {
    expect(wordFeature('city', 3, 1)).toBe('a city of 3 tiles with 1 pennant');
    expect(wordFeature('city', 1, 2)).toBe('a city of 1 tile with 2 pennants');
    expect(wordFeature('road', 4)).toBe('a road of 4 tiles');
    expect(wordFeature('cloister', 9)).toBe('a cloister');
    expect(wordFeature('farm', 12)).toBe('a farm');
    expect(['city', 'road', 'cloister', 'farm', 'field'].map((k) => wordKind(k as 'city'))).toEqual(['city', 'road', 'cloister', 'farm', 'field']);
  });

  it('words the solver’s reasons in one line', () => {
    expect(wordWhy([
      { kind: 'now', feature: 'city', tiles: 2, pennants: 0, points: 4 },
      { kind: 'end', feature: 'city', points: -1, several: false },
      { kind: 'end', feature: 'farm', points: 3, several: true },
      { kind: 'rival', player: 'Blue', points: 2 },
    ])).toBe('scores 4 now for a city of 2 tiles; −1 at the end from the city; +3 at the end from farms; Blue gains 2');
    expect(wordWhy([{ kind: 'none' }])).toBe('no points either way');
  });

  it('names a meeple by its role on the feature under its spot, the tile turned as placed', () => {
    // D: a city on the north side, a road through from west to east, fields above and below the road.
    expect(wordMeepleOn('D', 0, 'N')).toBe('a knight on N');
    expect(wordMeepleOn('D', 0, 'E')).toBe('a highwayman on E');
    expect(wordMeepleOn('D', 0, 'SW')).toBe('a farmer on SW');
    // Turned a quarter: the city faces east.
    expect(wordMeepleOn('D', 1, 'E')).toBe('a knight on E');
    expect(wordMeepleOn('D', 1, 'N')).toBe('a highwayman on N');
    expect(wordMeepleOn('b', 2, 'C')).toBe('a monk on C');
    // Nothing under the spot, or no such tile: a meeple, as before.
    expect(wordMeepleOn('D', 0, 'C')).toBe('a meeple on C');
    expect(wordMeepleOn('Z', 0, 'N')).toBe('a meeple on N');
  });

  it('names every spot and side, and words warnings', () => {
    for (const s of ALL_SPOTS) expect(wordSpot(s)).toMatch(/^the /);
    expect(SIDES.map(wordSide)).toEqual(['north', 'east', 'south', 'west']);
    expect(wordWarning({ code: 'meeple-on-finished-feature', x: 1, y: 2 })).toMatch(/^The meeple at \(1, 2\) stands on a finished feature/);
  });
});

describe('the engine’s English dictionary', () => {
  it('has no empty message and only well-formed placeholders, and is part of the reference dictionary', async () => {
    const { default: engineEn } = await import('../../src/i18n/engine.en');
    const { translate } = await import('../../src/i18n');
    for (const [key, message] of Object.entries(engineEn)) {
      expect(message.trim(), key).not.toBe('');
      expect(message.replace(/\{\w+\}/g, ''), `${key} has a malformed placeholder`).not.toMatch(/[{}]/);
      if (!/\{\w+\}/.test(message)) expect(translate('en', key as never)).toBe(message);
    }
  });
});
