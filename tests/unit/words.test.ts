import { describe, expect, it } from 'vitest';
import { ERROR_CODES, engineError, type EngineError } from '../../src/engine/errors';
import { readPosition } from '../../src/engine/notation';
import { decodeLink } from '../../src/engine/link';
import { ALL_SPOTS, SIDES } from '../../src/engine/tiles';
import { wordError, wordFeature, wordKind, wordSide, wordSpot, wordWarning, wordWhy } from '../../src/i18n/words';

const move = { x: 3, y: -2, tile: 'K', rot: 1 };
const tileAt = { in: 'tile', index: 4, x: 3, y: -2 } as const;
const meepleAt = { in: 'meeple', index: 2, player: 'Ann', x: 3, y: -2 } as const;

/** One error of every kind and variant, with the values its sentence must show. */
const samples: [EngineError, (string | number)[]][] = [
  [engineError('bad-json', { problem: 'not-text', found: { kind: 'number', value: 42 } }), ['the number 42']],
  [engineError('bad-json', { problem: 'syntax', detail: 'Unexpected end' }), ['Unexpected end']],
  [engineError('too-large', { kb: 300, maxKb: 256 }), [300, 256]],
  [engineError('bad-position', { problem: 'not-object', found: { kind: 'list', length: 2 } }), ['a list of 2 items']],
  [engineError('bad-position', { problem: 'too-many', what: 'tiles', count: 100000, max: 72 }), ['In tiles', 100000, 72]],
  [engineError('bad-position', { problem: 'too-many', what: 'meeples', count: 99, max: 90 }), ['In meeples', 99]],
  [engineError('bad-position', { problem: 'too-many', what: 'players', count: 9, max: 6 }), ['In players', 9, 6]],
  [engineError('bad-position', { problem: 'too-many', what: 'scores', count: 7, max: 6 }), ['In scores', 6]],
  [engineError('bad-position', { problem: 'schema', where: { in: 'field', path: ['tiles', 2, 'x'] }, issue: { kind: 'type', expected: ['number'], found: '"1"' } }),
    ['In tile 3, x: expected a number but found "1".']],
  [engineError('bad-position', { problem: 'schema', where: { in: 'field', path: ['tiles', 1] }, issue: { kind: 'missing', field: 'rot' } }), ['In tile 2: "rot" is missing.']],
  [engineError('bad-position', { problem: 'schema', where: { in: 'field', path: [] }, issue: { kind: 'unknown-field', field: 'turn' } }), ['In the position: "turn" is not a field it can have.']],
  [engineError('bad-position', { problem: 'schema', where: { in: 'field', path: ['rules', 'meeples'] }, issue: { kind: 'check', check: 'max', limit: 15 } }), ['In rules, meeples: must be at most 15.']],
  [engineError('bad-position', { problem: 'name-twice', where: { in: 'player', index: 2 }, name: 'red' }), ['Player 2', '"red"']],
  [engineError('bad-position', { problem: 'no-tiles' }), ['no tiles']],
  [engineError('bad-position', { problem: 'not-a-player', field: 'meeples', name: 'green', players: ['red', 'blue'], where: meepleAt }), ['Meeple 2 (Ann at (3, -2))', '"green"', 'red, blue']],
  [engineError('bad-position', { problem: 'not-a-player', field: 'toPlay', name: 'green', players: ['red'] }), ['In toPlay', '"green"', 'red']],
  [engineError('bad-position', { problem: 'meeple-on-tile', where: meepleAt, other: 1 }), ['Meeple 2', 'meeple 1']],
  [engineError('bad-position', { problem: 'two-scores', name: 'red', key: ' red' }), ['red has two scores', '" red"']],
  [engineError('bad-position', { cause: 'not-connected', where: tileAt, tile: 'B' }), ['The position is not valid: Tile 4 (B at (3, -2)) is not connected']],
  [engineError('bad-link', { problem: 'no-code' }), ['no board code']],
  [engineError('bad-link', { problem: 'version' }), ['c1/']],
  [engineError('bad-link', { problem: 'too-many-scores' }), ['more scores']],
  [engineError('bad-link', { problem: 'to-play' }), ['player to play']],
  [engineError('bad-link', { problem: 'too-long', length: 9000, max: 8192 }), [9000, 8192]],
  [engineError('bad-link', { problem: 'parts', count: 3 }), ['3 parts']],
  [engineError('bad-link', { problem: 'name', text: '%E0' }), ['"%E0"']],
  [engineError('bad-link', { problem: 'rules', text: 'zz' }), ['"zz"']],
  [engineError('bad-link', { problem: 'tile', index: 2, text: 'Z00.0' }), ['Tile 2', '"Z00.0"']],
  [engineError('bad-link', { problem: 'meeple', index: 3, text: 'Q' }), ['Meeple 3', '"Q"']],
  [engineError('bad-link', { problem: 'score', index: 1, text: 'x' }), ['player 1', '"x"']],
  [engineError('bad-link', { problem: 'meeple-player', index: 1, player: 4, players: 2 }), ['Meeple 1', 'player 4', 'only 2 players']],
  [engineError('bad-link', { problem: 'meeple-player', index: 1, player: 4, players: 1 }), ['only 1 player.']],
  [engineError('unknown-tile', { tile: 'Z' }), ['"Z"']],
  [engineError('unknown-tile', { tile: 'Q'.repeat(30), where: tileAt }), ['Tile 4 at (3, -2): "QQQQQQQQQQQQQQQQQQQQQQQQ…" (30 characters)']],
  [engineError('unknown-tile', { argument: 'move.tile', found: { kind: 'null' } }), ['In the move, tile', 'not null']],
  [engineError('bad-rotation', { rot: 5 }), ['not 5']],
  [engineError('bad-rotation', { rot: 1.5, where: tileAt }), ['Tile 4 at (3, -2): rot', '1.5']],
  [engineError('bad-rotation', { argument: 'move.rot', found: { kind: 'text', text: '1', length: 1 } }), ['In the move, rot', 'the text "1"']],
  [engineError('occupied', { ...move, ntile: 'D' }), ['(D) at (3, -2)']],
  [engineError('occupied', { where: tileAt, other: 2 }), ['Tile 4', 'tile 2']],
  [engineError('not-adjacent', move), ['(3, -2)']],
  [engineError('edge-mismatch', { ...move, side: 'E', edge: 'R', nx: 4, ny: -2, ntile: 'B', nedge: 'F' }),
    ['The east side of this tile is a road, but it would touch the west side of the B tile at (4, -2), which is a field.']],
  [engineError('edge-mismatch', { ...move, side: 'S', edge: 'C', nx: 3, ny: -1, ntile: 'U', nedge: 'R', where: tileAt, other: 5 }),
    ['Tile 4 (K at (3, -2)): its south side is a city, but the north side of tile 5 (U at (3, -1)) is a road.']],
  [engineError('no-tile-left', { ...move, count: 3 }), ['All 3 K tiles']],
  [engineError('no-tile-left', { ...move, tile: 'C', count: 1 }), ['The only C tile']],
  [engineError('board-full', move), ['All the tiles']],
  [engineError('too-many-tiles', { where: tileAt, tile: 'C', count: 1, nth: 2 }), ['Tile 4', 'only 1 tile of type C', 'number 2']],
  [engineError('too-many-tiles', { where: tileAt, tile: 'K', count: 3, nth: 4 }), ['only 3 tiles of type K', 'number 4']],
  [engineError('not-connected', { where: tileAt, tile: 'B' }), ['Tile 4 (B at (3, -2)) is not connected']],
  [engineError('no-such-spot', { argument: 'spot', found: { kind: 'number', value: 7 } }), ['The spot', 'the number 7']],
  [engineError('no-such-spot', { problem: 'not-a-spot', spot: 'Q' }), ['"Q" is not a spot name. Use N, E, S or W']],
  [engineError('no-such-spot', { problem: 'not-a-spot', spot: 'Q', where: meepleAt }), ['Meeple 2 (Ann at (3, -2)): "Q" is not a spot name']],
  [engineError('no-such-spot', { ...move, problem: 'not-on-tile', spot: 'C', open: ['N', 'SE'] }), ['This K tile has no cloister. Open spots here: N, SE.']],
  [engineError('no-such-spot', { ...move, problem: 'not-on-tile', spot: 'W', open: [] }), ['no road or city reaching the middle of its west side', 'No spot on it is open']],
  [engineError('no-such-spot', { problem: 'not-on-tile', spot: 'NW', tile: 'D', where: meepleAt }), ['Meeple 2', 'has no field along the west half of the north side']],
  [engineError('no-such-spot', { problem: 'no-tile', where: meepleAt }), ['Meeple 2', 'no tile on that cell']],
  [engineError('no-such-spot', { problem: 'no-feature', x: 1, y: 2, spot: 'E' }), ['at E of the tile at (1, 2)']],
  [engineError('feature-occupied', { ...move, spot: 'N', kind: 'road', holders: [{ player: 'blue', x: 1, y: 0, at: 'S' }, { player: 'red', x: 2, y: 0, at: 'W' }] }),
    ["This road would join a road that already has a meeple on it (blue's at (1, 0), the south side; red's at (2, 0), the west side)."]],
  [engineError('no-meeple-left', { ...move, spot: 'N', player: 'red', meeples: 7 }), ['red has no meeple left', 'all 7']],
  [engineError('no-meeple-left', { ...move, spot: 'N', player: 'red', meeples: 1 }), ['their only meeple']],
  [engineError('no-meeple-left', { where: meepleAt, meeples: 5 }), ['Meeple 2', 'Ann has only 5 meeples.']],
  [engineError('farmers-off', { ...move, spot: 'NW' }), ['Farmers are not used']],
  [engineError('farmers-off', { where: meepleAt }), ['Meeple 2', 'farmers are not used']],
  [engineError('bad-move', { argument: 'move', found: { kind: 'text', text: 'a'.repeat(24), length: 200000 } }), ['A move must be an object', '(200000 characters)']],
  [engineError('bad-move', { argument: 'x', found: { kind: 'number', value: 0.5 }, cell: ['0.5', '0'] }), ['The cell must be whole numbers, not (0.5, 0): x is the number 0.5.']],
  [engineError('bad-move', { problem: 'cell', x: 1.5, y: 2 }), ['(1.5, 2)']],
  [engineError('bad-option', { argument: 'limit', found: { kind: 'number', value: 0 }, max: 100 }), ['from 1 to 100', 'the number 0']],
  [engineError('bad-option', { argument: 'options', found: { kind: 'boolean', value: true } }), ['ranking options', 'not true']],
  [engineError('bad-option', { problem: 'unknown-option', option: 'speed', known: ['timeLimitMs', 'limit'] }), ['"speed"', 'timeLimitMs, limit']],
  [engineError('cancelled', {}), ['cancelled']],
  [engineError('internal', { call: 'place', detail: 'boom' }), ['place: boom']],
  [engineError('engine-stopped', { reason: 'out of memory' }), ['out of memory']],
];

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

  it('names every spot and side, and words warnings', () => {
    for (const s of ALL_SPOTS) expect(wordSpot(s)).toMatch(/^the /);
    expect(SIDES.map(wordSide)).toEqual(['north', 'east', 'south', 'west']);
    expect(wordWarning({ code: 'meeple-on-finished-feature', x: 1, y: 2 })).toMatch(/^The meeple at \(1, 2\) stands on a finished feature/);
  });
});
