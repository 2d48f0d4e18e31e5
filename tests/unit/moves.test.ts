import { describe, expect, it } from 'vitest';
import { featureAt, legalMoves, placeTile } from '../../src/engine/api';
import { canonicalMove, sameMove } from '../../src/engine/moves';
import { wordError } from '../../src/i18n/words';

const start = { format: 'carcassonne-position/1', players: ['red', 'blue'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }] };

describe('placements far away', () => {
  // The board's cells repeat every 128 internally; true coordinates must still decide.
  it.each([129, -127, 257, 1 - 128 * 3])('refuses a cell at x = %i as not touching the board', (x) => {
    const r = placeTile(start, { tile: 'U', x, y: 0, rot: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('not-adjacent');
      expect(wordError(r.error)).toMatch(`(${x}, 0) does not touch any tile`);
    }
  });

  it('refuses a cell 128 away from an occupied one as not adjacent, not as occupied', () => {
    const r = placeTile(start, { tile: 'U', x: 0, y: 128, rot: 0 });
    expect(!r.ok && r.error.code).toBe('not-adjacent');
  });

  it('still accepts the real neighbour', () => {
    expect(placeTile(start, { tile: 'U', x: 1, y: 0, rot: 1 }).ok).toBe(true);
  });
});

describe('featureAt', () => {
  it('refuses cells that are not whole numbers', () => {
    const r = featureAt(start, Number.NaN, 0, 'N');
    expect(!r.ok && r.error.code).toBe('bad-move');
  });

  it('does not find the start tile\'s city 128 cells away', () => {
    const r = featureAt(start, 128, 0, 'N');
    expect(!r.ok && r.error.code).toBe('no-such-spot');
  });

  it('describes the start tile\'s city: one tile, unfinished, worth 1 at the end', () => {
    const r = featureAt(start, 0, 0, 'N');
    expect(r.ok && [r.value.kind, r.value.tiles, r.value.complete, r.value.value]).toEqual(['city', 1, false, 1]);
  });
});

describe('the same move (rulings 9)', () => {
  type M = { tile: string; x: number; y: number; rot: number; meeple?: string | null };
  const at = (tile: string, rot: number, meeple?: string | null, x = 1, y = 0): M => ({ tile, x, y, rot, meeple });
  const cases: [string, M, M, boolean][] = [
    ['a straight road turned a half turn looks the same', at('U', 1), at('U', 3), true],
    ['a straight road turned a quarter looks different', at('U', 0), at('U', 1), false],
    ['a cloister looks the same every way', at('B', 0), at('B', 3), true],
    ['the four-sided city looks the same every way', at('C', 1), at('C', 2), true],
    ['the crossroads looks the same every way', at('X', 0), at('X', 3), true],
    ['a city cap turned a half turn looks different', at('E', 0), at('E', 2), false],
    ['either end of a road is the same road', at('U', 1, 'E'), at('U', 1, 'W'), true],
    ['the road, named on two equal-looking rotations', at('U', 1, 'E'), at('U', 3, 'W'), true],
    ['a field by any of its half sides', at('U', 1, 'NW'), at('U', 3, 'EN'), true],
    ['the fields on either side of a road differ', at('U', 1, 'NW'), at('U', 1, 'SW'), false],
    ['a meeple against none', at('U', 1, 'E'), at('U', 1), false],
    ['no meeple, written three ways', at('U', 1, null), at('U', 1, ''), true],
    ['the north city of the two-city tile, on equal-looking rotations', at('H', 0, 'N'), at('H', 2, 'N'), true],
    ['the two cities of the two-city tile differ', at('H', 0, 'N'), at('H', 2, 'S'), false],
    ['another cell', at('U', 1), at('U', 1, undefined, 2, 0), false],
    ['another tile', at('U', 1), at('V', 1), false],
    ['a cloister meeple on any turn of the cloister', at('B', 0, 'C'), at('B', 2, 'C'), true],
  ];
  it.each(cases)('%s', (_name, a, b, same) => {
    expect(sameMove(a, b)).toBe(same);
    expect(sameMove(b, a)).toBe(same);
    expect(sameMove(a, a)).toBe(true);
  });

  it.each([
    [at('U', 3, 'W'), at('U', 1, 'E')],
    [at('U', 2, 'S'), at('U', 0, 'N')],
    [at('U', 3, 'WN'), at('U', 1, 'NW')],
    [at('B', 3, 'C'), at('B', 0, 'C')],
    [at('H', 2, 'S'), at('H', 0, 'S')],
    [at('E', 2), at('E', 2, null)],
    [at('E', 1, ''), at('E', 1, null)],
    [at('Z', 5, 'Q'), at('Z', 5, 'Q')],
    [at('U', 1, 'Q'), at('U', 1, 'Q')],
  ])('canonical form of %j', (m, canonical) => {
    expect(canonicalMove(m)).toEqual(canonical);
  });

  it('every legal placement the engine lists is canonical, and no two are the same move', () => {
    for (const tile of ['U', 'V', 'B', 'C', 'H', 'X', 'D']) {
      const r = legalMoves(start, tile);
      if (!r.ok) throw new Error(wordError(r.error));
      const moves = r.value.map((p) => ({ tile, x: p.x, y: p.y, rot: p.rot }));
      for (const m of moves) expect(canonicalMove(m).rot).toBe(m.rot);
      for (let i = 0; i < moves.length; i++) for (let j = i + 1; j < moves.length; j++) expect(sameMove(moves[i], moves[j])).toBe(false);
      // Each open spot is listed under its canonical name, once per segment.
      for (const p of r.value) {
        const names = p.spots.map((s) => canonicalMove({ tile, x: p.x, y: p.y, rot: p.rot, meeple: s }).meeple);
        expect(names).toEqual(p.spots);
      }
    }
  });
});
