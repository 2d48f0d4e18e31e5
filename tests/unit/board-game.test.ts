import { describe, expect, it } from 'vitest';
import { bagLeft, drawNext, fullBag, gameState, seededRandom, setAsideTiles, shuffle, startGame } from '../../src/components/playground/game';
import { newPosition } from '../../src/components/playground/seats';
import { createEngineApi } from '../../src/worker/api';

const engine = createEngineApi();

describe('the game bag', () => {
  it('holds the 71 tiles of the box beside the start tile', () => {
    const bag = fullBag(newPosition(2));
    expect(bag).toHaveLength(71);
    expect(bag.filter((t) => t === 'D')).toHaveLength(3);
    expect(bag.filter((t) => t === 'C')).toHaveLength(1);
  });

  it('shuffles the same way for the same seed, differently for another, keeping every tile', () => {
    const bag = fullBag(newPosition(2));
    const a = shuffle(bag, seededRandom(7));
    expect(shuffle(bag, seededRandom(7))).toEqual(a);
    expect(shuffle(bag, seededRandom(8))).not.toEqual(a);
    expect([...a].sort()).toEqual([...bag].sort());
    expect(a).not.toEqual(bag);
  });

  it('starts a game with the first tile in hand and 70 in the bag, a valid position', () => {
    const g = startGame(newPosition(3), 42);
    expect(g.inHand).toMatch(/^[A-X]$/);
    expect(bagLeft(g)).toBe(70);
    expect(g.draw).toBe('in-order');
    expect(gameState(g, true)).toBe('playing');
    expect(setAsideTiles(g)).toEqual([]);
    const v = engine.validate(g);
    expect(v.ok).toBe(true);
  });
});

describe('drawing the next tile', () => {
  const base = newPosition(2);
  it('takes the first tile of the bag into the hand, dropping the one played', () => {
    const next = drawNext({ ...base, inHand: 'A', remaining: ['U', 'K', 'E'], draw: 'in-order' });
    expect(next.inHand).toBe('U');
    expect(next.remaining).toEqual(['K', 'E']);
  });
  it('takes the last tile, leaving no bag', () => {
    const next = drawNext({ ...base, remaining: ['E'] });
    expect(next.inHand).toBe('E');
    expect(next.remaining).toBeUndefined();
    expect(gameState(next, true)).toBe('playing');
  });
  it('with the bag empty leaves the hand empty: the game is over', () => {
    const next = drawNext({ ...base, inHand: 'A' });
    expect(next.inHand).toBeUndefined();
    expect(gameState(next, true)).toBe('over');
    expect(gameState(next, false)).toBe('free');
  });
  it('counts a tile that left the game as set aside', () => {
    const start = startGame(newPosition(2), 1);
    // The tile in hand fits nowhere (say): it is set aside and the next is drawn.
    const after = drawNext(start);
    expect(setAsideTiles(after)).toEqual([start.inHand]);
    expect(bagLeft(after)).toBe(69);
  });
});

describe('the final scoring shown at the end of a game', () => {
  it('splits the report into feature lines, totals and the winner', async () => {
    const { finalReport } = await import('../../src/components/playground/GameOver');
    const { wordScoreReport } = await import('../../src/i18n/reportWords');
    const pos = {
      format: 'carcassonne-position/1',
      players: ['Red', 'Blue'],
      tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
      meeples: [{ player: 'Red', x: 0, y: 0, at: 'N' }],
      scores: { Red: 3, Blue: 1 },
    };
    const score = engine.score(pos);
    if (!score.ok) throw new Error('score');
    const r = finalReport(wordScoreReport(score.value, pos.players));
    expect(r.features).toHaveLength(1);
    expect(r.features[0]).toMatch(/city/);
    expect(r.totals).toHaveLength(3);
    expect(r.totals[2]).toMatch(/^Total: Red 4, Blue 1$/);
    expect(r.winner).toMatch(/^Winner: Red/);
  });
});
