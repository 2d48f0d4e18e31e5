/**
 * The score checker's lenient reading (src/engine/check.ts): the rule book's
 * final-scoring example, farms (third and first edition, with the cities each
 * farm supplies named tile by tile), every warning, and what is still refused.
 */
import { describe, expect, it } from 'vitest';
import { checkPosition, fitRotations } from '../../src/engine/check';
import { scorePosition } from '../../src/engine/api';
import { CHECK_WARNING_CODES, type CheckWarning } from '../../src/engine/errors';
import { wordCheckWarning, wordError } from '../../src/i18n/words';
import '../../src/i18n/reports';
import { createEngineApi } from '../../src/worker/api';
import { featureLabel } from '../../src/components/check/Result';
import '../../src/i18n/check';

type T = [string, number, number, number];
type M = [string, number, number, string];
const position = (tiles: T[], meeples: M[], extra: Record<string, unknown> = {}) => ({
  format: 'carcassonne-position/1',
  players: ['green', 'black', 'yellow', 'blue', 'red'],
  tiles: tiles.map(([tile, x, y, rot]) => ({ x, y, tile, rot })),
  meeples: meeples.map(([player, x, y, at]) => ({ player, x, y, at })),
  ...extra,
});

/** The rule book's final-scoring example (as in rules-examples.test.ts): green 8, yellow 4, blue 3, red 3, black 0. */
const FINAL_TILES: T[] = [
  ['D', 0, 0, 0], ['Q', 0, -1, 2], ['F', -1, -1, 0], ['E', -2, -1, 1], ['M', 1, -1, 3],
  ['U', -1, 0, 1], ['W', 1, 0, 0], ['B', 0, 1, 0], ['O', 2, 0, 1], ['E', 3, 0, 3],
];
const FINAL_MEEPLES: M[] = [
  ['green', -2, -1, 'E'], ['green', 1, -1, 'N'], ['black', 0, 0, 'N'],
  ['yellow', 0, 1, 'C'], ['blue', 2, 0, 'N'], ['red', -1, 0, 'W'],
];

/** Two rows of caps: cities A = (0,0)+(0,-1) and B = (1,0)+(1,-1) complete, C = (2,0) open. */
const FARM_TWO_ROWS: T[] = [['E', 0, 0, 0], ['E', 1, 0, 0], ['E', 2, 0, 0], ['E', 0, -1, 2], ['E', 1, -1, 2]];

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value;
};
const codes = (w: readonly CheckWarning[]) => w.map((x) => x.code);

describe('checkPosition: the final-scoring example', () => {
  it('scores green 8, yellow 4, blue 3, red 3, black 0 from scores of 0, green wins', () => {
    const r = ok(checkPosition(position(FINAL_TILES, FINAL_MEEPLES)));
    expect(r.endgame).toEqual({ green: 8, black: 0, yellow: 4, blue: 3, red: 3 });
    expect(r.total).toEqual({ green: 8, black: 0, yellow: 4, blue: 3, red: 3 });
    expect(r.before).toEqual({ green: 0, black: 0, yellow: 0, blue: 0, red: 0 });
    expect(r.winners).toEqual(['green']);
    expect(r.warnings).toEqual([]);
    const city = r.features.find((f) => f.kind === 'city' && f.tiles === 5)!;
    expect(city).toMatchObject({ pennants: 3, meeples: { green: 2, black: 1 }, winners: ['green'], points: 8 });
    expect(city.gains).toEqual({ green: 8, black: 0, yellow: 0, blue: 0, red: 0 });
    expect(city.cells).toHaveLength(5);
    expect(r.features.map((f) => f.points).sort()).toEqual([3, 3, 4, 8]);
  });

  it('agrees with the strict final scoring on a legal board, and adds the scores before', () => {
    const pos = position(FINAL_TILES, FINAL_MEEPLES, { scores: { green: 10, black: 4, yellow: 7, blue: 0, red: 12 } });
    const strict = ok(scorePosition(pos));
    const r = ok(checkPosition(pos));
    expect(r.total).toEqual(strict.total);
    expect(r.total).toEqual({ green: 18, black: 4, yellow: 11, blue: 3, red: 15 });
    expect(r.winners).toEqual(['green']);
  });

  it('with "unfinished features score nothing" everyone keeps the score before', () => {
    const r = ok(checkPosition(position(FINAL_TILES, FINAL_MEEPLES, { rules: { incompleteScore: false }, scores: { red: 5, blue: 5 } })));
    expect(r.endgame).toEqual({ green: 0, black: 0, yellow: 0, blue: 0, red: 0 });
    expect(r.winners).toEqual(['blue', 'red']);
  });

  it('keys features the same way under different rules (for "what if")', () => {
    const a = ok(checkPosition(position(FINAL_TILES, FINAL_MEEPLES)));
    const b = ok(checkPosition(position(FINAL_TILES, FINAL_MEEPLES, { rules: { incompleteScore: false } })));
    expect(b.features.map((f) => f.key)).toEqual(a.features.map((f) => f.key));
    expect(new Set(a.features.map((f) => f.key)).size).toBe(a.features.length);
  });
});

describe('checkPosition: farms', () => {
  const two = (meeples: M[], rules: Record<string, unknown> = {}) =>
    ({ ...position(FARM_TWO_ROWS, meeples, { rules }), players: ['red', 'blue'] });

  it('a farm supplying two completed cities scores 6 and names each city by its tiles', () => {
    const r = ok(checkPosition(two([['red', 0, 0, 'SW']])));
    expect(r.endgame).toEqual({ red: 6, blue: 0 });
    const farm = r.features.find((f) => f.kind === 'farm')!;
    expect(farm.points).toBe(6);
    expect(farm.cities).toHaveLength(2);
    const cities = farm.cities!.map((c) => c.tiles.map((t) => `${t.x},${t.y}`).sort());
    expect(cities).toEqual(expect.arrayContaining([['0,-1', '0,0'], ['1,-1', '1,0']]));
    expect(farm.cities!.every((c) => c.parts.length >= 2)).toBe(true);
  });

  it('farmers off: the farm is not scored and the farmer is flagged', () => {
    const r = ok(checkPosition(two([['red', 0, 0, 'SW']], { farmers: false })));
    expect(r.endgame).toEqual({ red: 0, blue: 0 });
    expect(r.features).toEqual([]);
    expect(codes(r.warnings)).toEqual(['farmers-off']);
  });

  it('first-edition farm scoring: one row per completed city, 4 points to the most farmers around it', () => {
    const r = ok(checkPosition(two([['red', 0, 0, 'SW'], ['blue', 0, -1, 'NW'], ['blue', 1, -1, 'NW']], { farmScoring: 'first-edition' })));
    // A and B each touch both farms: blue has 2 farmers on the north farm, red 1 on the south one.
    expect(r.endgame).toEqual({ red: 0, blue: 8 });
    const rows = r.features.filter((f) => f.kind === 'farm');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.points).toBe(4);
      expect(row.cities).toHaveLength(1);
      expect(row.cities![0].tiles).toHaveLength(2);
      expect(row.key.startsWith('farm-city@')).toBe(true);
    }
    const third = ok(checkPosition(two([['red', 0, 0, 'SW'], ['blue', 0, -1, 'NW'], ['blue', 1, -1, 'NW']])));
    // Third edition: red's south farm 2 cities = 6, blue's north farm 2 cities = 6.
    expect(third.endgame).toEqual({ red: 6, blue: 6 });
  });
});

describe('the checker’s rows in words', () => {
  const two = (meeples: M[], rules: Record<string, unknown> = {}) =>
    ({ ...position(FARM_TWO_ROWS, meeples, { rules }), players: ['red', 'blue'] });

  it('a farm by the cities it supplies (one city in the singular); a first-edition row by its city, never by coordinates', () => {
    const farm = ok(checkPosition(two([['red', 0, 0, 'SW']]))).features.find((f) => f.kind === 'farm')!;
    expect(featureLabel(farm, false)).toBe('Farm supplying 2 completed cities');
    expect(featureLabel({ ...farm, cities: farm.cities!.slice(0, 1) }, false)).toBe('Farm supplying 1 completed city');
    expect(featureLabel({ ...farm, cities: [] }, false)).toBe('Farm supplying 0 completed cities');
    const rows = ok(checkPosition(two([['red', 0, 0, 'SW'], ['blue', 0, -1, 'NW']], { farmScoring: 'first-edition' }))).features.filter((f) => f.kind === 'farm');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(featureLabel(row, true)).toBe('Farmers around a completed city of 2 tiles');
      expect(featureLabel(row, true)).not.toMatch(/\(-?\d+, -?\d+\)/);
    }
  });
});

describe('checkPosition: warnings, not refusals', () => {
  it('a finished city still holding a meeple: left out of the final scoring, with the points it should have scored', () => {
    // A = (0,0)+(0,-1) is complete: red's knight there should have scored 4 during play.
    const pos = { ...position(FARM_TWO_ROWS, [['red', 0, 0, 'N'], ['blue', 2, 0, 'N']]), players: ['red', 'blue'] };
    expect(scorePosition(pos).ok).toBe(true);
    const r = ok(checkPosition(pos));
    expect(codes(r.warnings)).toEqual(['scored-during-play']);
    expect(r.warnings[0]).toMatchObject({ kind: 'city', points: 4, winners: ['red'], tiles: 2, x: 0, y: 0, at: 'N', indexes: [0] });
    expect(r.endgame).toEqual({ red: 0, blue: 1 });
    expect(r.features.map((f) => f.kind)).toEqual(['city']);
  });

  it('more tiles of a type than the box holds (the strict reader refuses it)', () => {
    const pos = { ...position([['X', 0, 0, 0], ['X', 1, 0, 0], ['U', 0, 1, 0]], []), players: ['red', 'blue'] };
    expect(scorePosition(pos).ok).toBe(false);
    const r = ok(checkPosition(pos));
    expect(r.warnings).toEqual([{ code: 'too-many-tiles', tile: 'X', count: 1, onBoard: 2, where: { in: 'tile', index: 2, x: 1, y: 0 } }]);
  });

  it('more meeples than a player owns', () => {
    const road: T[] = [['U', 0, 0, 0], ['U', 0, 1, 0], ['U', 0, 2, 0], ['U', 0, 3, 0]];
    const meeples: M[] = [['red', 0, 0, 'N'], ['red', 0, 1, 'N'], ['red', 0, 2, 'N'], ['red', 0, 3, 'N']];
    const pos = { ...position(road, meeples, { rules: { meeples: 3 } }), players: ['red', 'blue'] };
    expect(scorePosition(pos).ok).toBe(false);
    const r = ok(checkPosition(pos));
    expect(r.warnings).toEqual([{ code: 'too-many-meeples', player: 'red', count: 4, meeples: 3, where: { in: 'player', index: 1 } }]);
    // The road of 4 tiles, open at both ends, still scores 4 for red.
    expect(r.endgame).toEqual({ red: 4, blue: 0 });
  });

  it('two meeples on one tile, on the same feature: both count', () => {
    const pos = { ...position([['U', 0, 0, 0], ['U', 0, 1, 0]], [['red', 0, 0, 'N'], ['blue', 0, 0, 'N'], ['blue', 0, 1, 'N']]), players: ['red', 'blue'] };
    expect(scorePosition(pos).ok).toBe(false);
    const r = ok(checkPosition(pos));
    expect(r.warnings).toEqual([{ code: 'meeples-on-tile', where: { in: 'meeple', index: 2, player: 'blue', x: 0, y: 0 }, other: 1 }]);
    expect(r.endgame).toEqual({ red: 0, blue: 2 });
  });

  it('every warning code is worded', () => {
    expect(CHECK_WARNING_CODES.length).toBe(5);
    const samples: CheckWarning[] = [
      { code: 'scored-during-play', kind: 'city', x: 0, y: 0, at: 'N', tiles: 2, pennants: 0, points: 4, winners: ['red'], meeples: { red: 1 }, indexes: [0], parts: [] },
      { code: 'too-many-tiles', tile: 'X', count: 1, onBoard: 2, where: { in: 'tile', index: 2, x: 1, y: 0 } },
      { code: 'too-many-meeples', player: 'red', count: 8, meeples: 7, where: { in: 'player', index: 1 } },
      { code: 'meeples-on-tile', where: { in: 'meeple', index: 2, player: 'blue', x: 0, y: 0 }, other: 1 },
      { code: 'farmers-off', where: { in: 'meeple', index: 1, player: 'red', x: 0, y: 0 } },
    ];
    expect(samples.map((s) => s.code).sort()).toEqual([...CHECK_WARNING_CODES].sort());
    for (const s of samples) {
      const text = wordCheckWarning(s);
      expect(text).not.toMatch(/\{|undefined|warning\./);
      expect(text.length).toBeGreaterThan(20);
    }
    expect(wordCheckWarning(samples[0])).toContain('4');
  });
});

describe('checkPosition: what it still refuses', () => {
  it('edges that do not match', () => {
    const r = checkPosition({ ...position([['D', 0, 0, 0], ['E', 0, -1, 0]], []), players: ['red'] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-position');
      expect((r.error.params as { cause?: string }).cause).toBe('edge-mismatch');
      expect(wordError(r.error)).toMatch(/Tile 2/);
    }
  });

  it('tiles that are not connected', () => {
    const r = checkPosition({ ...position([['D', 0, 0, 0], ['D', 5, 5, 0]], []), players: ['red'] });
    expect(!r.ok && (r.error.params as { cause?: string }).cause).toBe('not-connected');
  });

  it('a broken file names the same place the strict reader names', () => {
    const bad = position([['D', 0, 0, 0], ['U', 1, 0, 1]], []);
    (bad.tiles[1] as Record<string, unknown>).rot = 'x';
    const r = checkPosition(bad);
    expect(!r.ok && r.error.params).toMatchObject({ problem: 'schema', where: { in: 'field', path: ['tiles', 1, 'rot'] } });
    const unknownTile = checkPosition(position([['D', 0, 0, 0], ['Z', 1, 0, 0]], []));
    expect(!unknownTile.ok && unknownTile.error.params).toMatchObject({ cause: 'unknown-tile', where: { in: 'tile', index: 2 } });
    const stranger = checkPosition(position([['D', 0, 0, 0]], [['red', 0, 0, 'N'], ['mallory', 0, 0, 'S']]));
    expect(!stranger.ok && stranger.error.params).toMatchObject({ problem: 'not-a-player', where: { index: 2 } });
    const offTile = checkPosition(position([['D', 0, 0, 0]], [['red', 3, 3, 'N']]));
    expect(!offTile.ok && offTile.error.params).toMatchObject({ problem: 'no-tile', where: { index: 1, x: 3, y: 3 } });
    for (const junk of [null, 7, 'text', [], { format: 'nope' }]) expect(checkPosition(junk).ok).toBe(false);
    // An empty board scores nothing (the checker starts from one).
    const empty = ok(checkPosition({ ...position([], []), players: ['red', 'blue'] }));
    expect(empty.features).toEqual([]);
    expect(empty.total).toEqual({ red: 0, blue: 0 });
  });
});

describe('fitRotations', () => {
  const pos = { ...position([['D', 0, 0, 0]], []), players: ['red'] };
  it('lists the rotations whose edges match, or says why none does', () => {
    // East of D (road east): U fits turned once or three times (road W–E).
    expect(ok(fitRotations(pos, 'U', 1, 0))).toEqual([1, 3]);
    const none = fitRotations(pos, 'E', 0, 1); // south of D is field; E has only one city side, which can face elsewhere
    expect(ok(none).length).toBeGreaterThan(0);
    const city = fitRotations(pos, 'C', 0, 1); // C is all city: cannot touch D's field
    expect(!city.ok && city.error.code).toBe('edge-mismatch');
    const far = fitRotations(pos, 'U', 5, 5);
    expect(!far.ok && far.error.code).toBe('not-adjacent');
    // A tile already on the cell is not looked at (turning it): D alone can be turned any way.
    expect(ok(fitRotations(pos, 'D', 0, 0))).toEqual([0, 1, 2, 3]);
    const two = { ...position([['D', 0, 0, 0], ['U', 1, 0, 1]], []), players: ['red'] };
    expect(ok(fitRotations(two, 'U', 1, 0))).toEqual([1, 3]);
    // An empty board: the first tile goes anywhere, any way.
    expect(ok(fitRotations({ ...pos, tiles: [] }, 'V', 3, -2))).toEqual([0, 1, 2, 3]);
    // The box's count is not checked: a second X fits wherever its edges do.
    const xs = { ...position([['X', 0, 0, 0]], []), players: ['red'] };
    expect(ok(fitRotations(xs, 'X', 1, 0))).toEqual([0, 1, 2, 3]);
  });
});

describe('the worker exposes the checker', () => {
  const api = createEngineApi();
  it('check and fitRotations answer Results and never throw', () => {
    const r = api.check(position(FINAL_TILES, FINAL_MEEPLES));
    expect(r.ok && r.value.total).toEqual({ green: 8, black: 0, yellow: 4, blue: 3, red: 3 });
    expect(api.check(undefined).ok).toBe(false);
    expect(api.fitRotations(position(FINAL_TILES, []), 'U', -2, 0).ok).toBe(true);
    const bad = api.fitRotations(position(FINAL_TILES, []), 42 as unknown as string, 0, 0);
    expect(!bad.ok && bad.error.code).toBe('unknown-tile');
    const cell = api.fitRotations(position(FINAL_TILES, []), 'U', 0.5, 0);
    expect(!cell.ok && cell.error.code).toBe('bad-move');
  });
});
