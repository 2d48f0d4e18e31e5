/**
 * The statements without a number that claims can make (tests/unit/claims.ts, factOnBoard), each true and false
 * on a small board, so that a claim of either value is checked and not taken on trust.
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../src/engine/api';
import { FACT_KINDS, factOnBoard, type BoardFact } from './claims';

/** The start tile's city closed by an E (4 points for red); red's highwayman on the road east of it, still open; blue to play. */
const BOARD: Position = {
  format: 'carcassonne-position/1',
  players: ['red', 'blue'],
  tiles: [
    { x: 0, y: 0, tile: 'D', rot: 0 },
    { x: 0, y: -1, tile: 'E', rot: 2 },
    { x: 1, y: 0, tile: 'U', rot: 1 },
    { x: 2, y: 0, tile: 'U', rot: 1 },
  ],
  meeples: [{ player: 'red', x: 1, y: 0, at: 'E' }],
  scores: { red: 4 },
  toPlay: 'blue',
};

const cases: [what: string, fact: BoardFact, want: boolean][] = [
  ['the city north of the start tile is complete', { kind: 'feature-complete', at: { x: 0, y: 0, spot: 'N' } }, true],
  ['the road through it is not', { kind: 'feature-complete', at: { x: 0, y: 0, spot: 'E' } }, false],
  ['red holds the road', { kind: 'feature-held', at: { x: 2, y: 0, spot: 'W' }, player: 'red' }, true],
  ['blue does not', { kind: 'feature-held', at: { x: 2, y: 0, spot: 'W' }, player: 'blue' }, false],
  ['someone holds the road', { kind: 'feature-held', at: { x: 1, y: 0, spot: 'W' } }, true],
  ['nobody holds the closed city', { kind: 'feature-held', at: { x: 0, y: -1, spot: 'S' } }, false],
  ['blue may not put a highwayman on the road red holds', { kind: 'move-allowed', move: { tile: 'U', x: 3, y: 0, rot: 1, meeple: 'E' } }, false],
  ['blue may extend it without a meeple', { kind: 'move-allowed', move: { tile: 'U', x: 3, y: 0, rot: 1, meeple: null } }, true],
  ['blue may put a farmer beside it', { kind: 'move-allowed', move: { tile: 'U', x: 3, y: 0, rot: 1, meeple: 'NE' } }, true],
  ['the road continues from the start tile onto the straight', { kind: 'same-feature', at: { x: 0, y: 0, spot: 'E' }, and: { x: 2, y: 0, spot: 'W' } }, true],
  ['the closed city and the road are not one feature', { kind: 'same-feature', at: { x: 0, y: 0, spot: 'N' }, and: { x: 0, y: 0, spot: 'E' } }, false],
  ['a straight fits east of the road', { kind: 'tile-fits', tile: 'U', x: 3, y: 0 }, true],
  ['a cloister does not: its fields meet the road', { kind: 'tile-fits', tile: 'B', x: 3, y: 0 }, false],
];

describe('factOnBoard', () => {
  it.each(cases)('%s', (_what, fact, want) => {
    expect(factOnBoard(fact, BOARD, null)).toBe(want);
  });

  it('has a true and a false case for every kind', () => {
    for (const kind of FACT_KINDS) {
      expect(cases.filter(([, f, w]) => f.kind === kind && w).length, kind).toBeGreaterThan(0);
      expect(cases.filter(([, f, w]) => f.kind === kind && !w).length, kind).toBeGreaterThan(0);
    }
  });

  it('a farm is never complete, a legal-move claim needs a move, and a refused meeple must be refused for itself', () => {
    expect(() => factOnBoard({ kind: 'feature-complete', at: { x: 1, y: 0, spot: 'NE' } }, BOARD, null)).toThrow(/farm/);
    expect(() => factOnBoard({ kind: 'move-allowed' }, BOARD, null)).toThrow(/needs a move/);
    expect(() => factOnBoard({ kind: 'move-allowed', move: { tile: 'B', x: 3, y: 0, rot: 0, meeple: 'C' } }, BOARD, null)).toThrow(/fits/);
  });
});
