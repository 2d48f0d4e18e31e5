import { describe, expect, it } from 'vitest';
import { readPosition } from '../../src/engine/notation';
import { rankMoves } from '../../src/engine/solver';
import { tileTypeIndex } from '../../src/engine/tiles';
import { legalPlacements } from '../../src/engine/moves';
import { playRandomGame } from '../../src/engine/game';
import { wordError } from '../../src/i18n/words';

function board(pos: object) {
  const r = readPosition({ format: 'carcassonne-position/1', ...pos });
  if (!r.ok) throw new Error(wordError(r.error));
  return r.value.board;
}

describe('solver', () => {
  it('prefers closing its own two-tile city and putting a farmer beside it', () => {
    // Red's meeple on the city of the start tile; red holds an E (city cap).
    const b = board({ players: ['red', 'blue'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }], meeples: [{ player: 'red', x: 0, y: 0, at: 'N' }] });
    const r = rankMoves(b, tileTypeIndex('E'));
    expect(r.complete).toBe(true);
    const best = r.moves[0];
    expect([best.x, best.y, best.rot]).toEqual([0, -1, 2]);
    // The farmer goes in the E tile's field, which borders the city just closed.
    expect(['EN', 'ES', 'SE', 'SW', 'WS', 'WN', 'NW', 'NE']).toContain(best.meeple);
    expect(best.now).toBe(4);
    // Red's city was worth 1 at the end before (1 tile); closing it loses that 1, the farmer adds 3.
    expect(best.later).toBe(2);
    expect(best.value).toBe(6);
    // Closing the city without a farmer comes next.
    const bare = r.moves.find((m) => m.x === 0 && m.y === -1 && m.meeple === null)!;
    expect(bare.value).toBe(3);
  });

  it('gives the opponent\'s gain as a loss: closing blue\'s city is the worst move', () => {
    const b = board({ players: ['red', 'blue'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }], meeples: [{ player: 'blue', x: 0, y: 0, at: 'N' }] });
    const r = rankMoves(b, tileTypeIndex('E'));
    const worst = r.moves[r.moves.length - 1];
    expect([worst.x, worst.y]).toEqual([0, -1]);
    expect(worst.value).toBe(-3);
  });

  it('tries every placement with every open meeple spot and no meeple, leaving the board untouched', () => {
    const g = playRandomGame(2, 5);
    const b = g.game.board;
    const type = tileTypeIndex('V');
    const before = JSON.stringify([Array.from(b.scores), b.tileCount, b.meepleTotal]);
    // Give V a free copy to place by checking on a board with room for it.
    const placements = legalPlacements(b, type);
    const r = rankMoves(b, type);
    expect(r.total).toBe(placements.reduce((n, p) => n + 1 + p.spots.length, 0));
    expect(r.tried).toBe(r.total);
    expect(JSON.stringify([Array.from(b.scores), b.tileCount, b.meepleTotal])).toBe(before);
  });

  it('stops when the progress callback says so, and reports it', () => {
    const b = board({ players: ['a', 'b'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }] });
    const r = rankMoves(b, tileTypeIndex('V'), { progress: () => false });
    expect(r.complete).toBe(false);
    expect(r.tried).toBe(16);
    expect(r.total).toBeGreaterThan(16);
  });
});
