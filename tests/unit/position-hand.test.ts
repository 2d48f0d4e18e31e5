import { describe, expect, it } from 'vitest';
import { placeTile, validatePosition } from '../../src/engine/api';
import type { Position } from '../../src/engine/notation';

const base: Position = {
  format: 'carcassonne-position/1',
  players: ['red', 'blue'],
  tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
};

describe('the tile in hand and the tiles to come in the canonical form', () => {
  it('keeps inHand, remaining and a random draw, in that order after the other fields', () => {
    const r = validatePosition({ ...base, draw: 'random', remaining: ['U', 'K', 'U'], inHand: 'E' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.value)).toEqual(['format', 'players', 'tiles', 'meeples', 'scores', 'toPlay', 'inHand', 'remaining', 'draw']);
    expect(r.value).toMatchObject({ inHand: 'E', remaining: ['U', 'K', 'U'], draw: 'random' });
    // Canonical comes back unchanged.
    const again = validatePosition(r.value);
    expect(again.ok && again.value).toEqual(r.value);
  });

  it('leaves out the default draw, an empty remaining, and a draw with nothing to come', () => {
    const inOrder = validatePosition({ ...base, inHand: 'E', remaining: ['U'], draw: 'in-order' });
    expect(inOrder.ok && Object.keys(inOrder.value)).toEqual(['format', 'players', 'tiles', 'meeples', 'scores', 'toPlay', 'inHand', 'remaining']);
    const empty = validatePosition({ ...base, remaining: [], draw: 'random' });
    expect(empty.ok && Object.keys(empty.value)).toEqual(['format', 'players', 'tiles', 'meeples', 'scores', 'toPlay']);
  });

  it('a played turn uses up the hand and keeps the tiles to come', () => {
    const r = placeTile({ ...base, inHand: 'E', remaining: ['U', 'K'], draw: 'random' }, { tile: 'E', x: 0, y: -1, rot: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.position.inHand).toBeUndefined();
    expect(r.value.position).toMatchObject({ remaining: ['U', 'K'], draw: 'random', toPlay: 'blue' });
  });

  it('counts the board, the hand and the tiles to come together against the box', () => {
    // D: 4 in the box, one on the board: three more (hand and to come) is the most allowed.
    expect(validatePosition({ ...base, inHand: 'D', remaining: ['D', 'D'] }).ok).toBe(true);
    const r = validatePosition({ ...base, inHand: 'D', remaining: ['D', 'D', 'D'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({
      code: 'bad-position',
      params: { cause: 'too-many-tiles', where: { in: 'field', path: ['remaining', 2] }, tile: 'D', count: 4, onBoard: 1, inHand: 1, remaining: 3 },
    });
  });
});
