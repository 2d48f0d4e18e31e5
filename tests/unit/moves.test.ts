import { describe, expect, it } from 'vitest';
import { featureAt, placeTile } from '../../src/engine/api';
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
