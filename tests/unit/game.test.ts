import { describe, expect, it } from 'vitest';
import { drawTile, newGame, playRandomGame, playRandomTurn, restartGame, Rng, shuffledPile } from '../../src/engine/game';
import { finalPointsInto, finalScore } from '../../src/engine/scoring';
import { TILE_DEFS, tileTypeIndex } from '../../src/engine/tiles';
import { readPosition, writePosition } from '../../src/engine/notation';
import { wordError } from '../../src/i18n/words';

describe('game flow', () => {
  it('the draw pile holds the 71 tiles other than the start tile, in a seeded order', () => {
    const pile = shuffledPile(new Rng(3));
    expect(pile.length).toBe(71);
    const counts = new Array(24).fill(0);
    for (const t of pile) counts[t]++;
    TILE_DEFS.forEach((d, t) => expect(counts[t]).toBe(d.count - (d.letter === 'D' ? 1 : 0)));
    expect(Array.from(shuffledPile(new Rng(3)))).toEqual(Array.from(pile));
    expect(Array.from(shuffledPile(new Rng(4)))).not.toEqual(Array.from(pile));
  });

  it.each([2, 3, 4, 5, 6])('plays a whole %i-player game: every tile placed or discarded, turns in order', (players) => {
    const game = newGame(players, 100 + players);
    const rng = new Rng(players);
    let turns = 0;
    for (let t = drawTile(game); t >= 0; t = drawTile(game)) {
      expect(game.board.toPlay).toBe(turns % players);
      playRandomTurn(game.board, t, rng);
      turns++;
    }
    expect(game.board.tileCount + game.discarded.length).toBe(72);
    expect(turns).toBe(71 - game.discarded.length);
    const final = finalScore(game.board);
    expect(final.total.length).toBe(players);
    const best = Math.max(...final.total);
    expect(final.winners).toEqual(final.total.flatMap((t, p) => (t === best ? [p] : [])));
  });

  it('is reproducible from its seed', () => {
    const a = writePosition(playRandomGame(3, 9).game.board, ['a', 'b', 'c']);
    const b = writePosition(playRandomGame(3, 9).game.board, ['a', 'b', 'c']);
    const c = writePosition(playRandomGame(3, 10).game.board, ['a', 'b', 'c']);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('restarting a game on the same objects plays exactly as a new game', () => {
    const fresh = newGame(2, 77);
    const reused = newGame(2, 5);
    const r1 = new Rng(1);
    for (let t = drawTile(reused); t >= 0; t = drawTile(reused)) playRandomTurn(reused.board, t, r1);
    restartGame(reused, 77);
    const ra = new Rng(8);
    const rb = new Rng(8);
    for (let t = drawTile(fresh); t >= 0; t = drawTile(fresh)) playRandomTurn(fresh.board, t, ra);
    for (let t = drawTile(reused); t >= 0; t = drawTile(reused)) playRandomTurn(reused.board, t, rb);
    expect(writePosition(reused.board, ['a', 'b'])).toEqual(writePosition(fresh.board, ['a', 'b']));
  });

  it('finalPointsInto agrees with the full final scoring on many games and rule sets', () => {
    const rules = [undefined, { farmScoring: 'first-edition' as const }, { incompleteScore: false }, { smallCity: true }, { farmers: false }];
    for (let seed = 0; seed < 60; seed++) {
      const g = playRandomGame(2 + (seed % 5), seed, rules[seed % rules.length]);
      const out = new Int32Array(g.game.board.players);
      finalPointsInto(g.game.board, out);
      expect(Array.from(out)).toEqual(g.final.endgame);
    }
  });

  it('a tile that fits nowhere is discarded and the next is drawn', () => {
    // A lone crossroads: every open cell needs a road, so B (a cloister in a field) fits nowhere.
    const read = readPosition({ format: 'carcassonne-position/1', players: ['a', 'b'], tiles: [{ x: 0, y: 0, tile: 'X', rot: 0 }] });
    if (!read.ok) throw new Error(wordError(read.error));
    const game = { board: read.value.board, pile: Uint8Array.from([tileTypeIndex('B'), tileTypeIndex('U')]), next: 0, discarded: [] as number[] };
    expect(drawTile(game)).toBe(tileTypeIndex('U'));
    expect(game.discarded).toEqual([tileTypeIndex('B')]);
    expect(drawTile(game)).toBe(-1);
  });
});
