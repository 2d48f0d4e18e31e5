/**
 * The review of a game (src/engine/review.ts): exact values against the
 * solver where the tiles left allow the exact search, a move known to be bad
 * called a mistake by what the solver says it loses, playouts that find an
 * obvious blunder, and a review worked in steps (as the worker runs it) that
 * gives what one run to the end gives.
 */
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/board';
import { Rng, drawTile, newGame, playRandomTurn } from '../../src/engine/game';
import { writePosition } from '../../src/engine/notation';
import { readGame, type GameFile, type GameMoveEntry, type GameRecord } from '../../src/engine/record';
import { reviewGame, startReview, MISTAKE_POINTS } from '../../src/engine/review';
import { solve, type SolvedMove } from '../../src/engine/search';
import { TILE_LETTERS } from '../../src/engine/tiles';

const NAMES = ['Anna', 'Ben'];

/** A random game after `turns` turns: the board and the tiles left in the pile, in order. */
function late(seed: number, turns: number): { board: Board; pile: number[] } {
  const game = newGame(2, seed);
  const rng = new Rng(seed * 17 + 3);
  for (let i = 0; i < turns; i++) {
    const t = drawTile(game);
    if (t < 0) break;
    playRandomTurn(game.board, t, rng);
  }
  return { board: game.board, pile: Array.from(game.pile.subarray(game.next)) };
}

const entry = (type: number, m: SolvedMove): GameMoveEntry => ({ tile: TILE_LETTERS[type], x: m.x, y: m.y, rot: m.rot, ...(m.meeple ? { meeple: m.meeple } : {}) });

/** A record starting from `board` with the bag `pile`, whose first move plays `first` with the pile's first tile. */
function recordFrom(board: Board, pile: number[], moves: GameMoveEntry[]): GameRecord {
  const pos = writePosition(board, NAMES);
  const file: GameFile = {
    format: 'carcassonne-game/1', players: NAMES,
    start: { tiles: pos.tiles, meeples: pos.meeples, scores: pos.scores, toPlay: pos.toPlay, remaining: pile.map((t) => TILE_LETTERS[t]) },
    moves,
  };
  const read = readGame(file);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}

describe('the review', { timeout: 120_000 }, () => {
  it('with few tiles to come, values every move exactly as the endgame search does', () => {
    for (const seed of [1, 2, 3]) {
      // Three tiles left: the first move has 2 to come after it (3 can take minutes with meeples on the board).
      const { board, pile } = late(seed, 68);
      const type = pile[0];
      const solved = solve(board, type, { objective: 'endgame', remaining: pile.slice(1), draw: 'random' });
      if (solved.moves.length < 2) continue;
      // The worst move by the exact values is played.
      const worst = solved.moves[solved.moves.length - 1];
      const record = recordFrom(board, pile, [entry(type, worst)]);
      const review = reviewGame(record, { settings: { exactNodes: 10_000_000 } });
      const r = review.moves[0];
      expect(r.method).toBe('exact');
      expect(r.bestValue).toBeCloseTo(solved.value!, 2);
      expect(r.value).toBeCloseTo(worst.value, 2);
      expect(r.loss).toBeCloseTo(solved.value! - worst.value, 2);
      expect(r.noise).toBe(0);
      expect(r.mistake).toBe(solved.value! - worst.value >= MISTAKE_POINTS);
      // The best move found is one of the solver's best.
      expect(solved.best.some((b) => b.x === r.best!.x && b.y === r.best!.y && b.meeple === r.best!.meeple)).toBe(true);
      // The best move played loses nothing.
      const best = reviewGame(recordFrom(board, pile, [entry(type, solved.best[0])]), { settings: { exactNodes: 10_000_000 } }).moves[0];
      expect(best).toMatchObject({ method: 'exact', loss: 0, mistake: false });
    }
  });

  it('finds by playouts a blunder the one-move values already show, and calls it a mistake', () => {
    let checked = 0;
    for (const seed of [4, 5, 6, 7, 8, 9]) {
      const { board, pile } = late(seed, 40);
      const type = pile[0];
      const ranked = solve(board, type, { objective: 'final' }).moves;
      const best = ranked[0];
      const worst = ranked[ranked.length - 1];
      // A move that gives away 10 points or more at once, with 30 tiles to come.
      if (best.value - worst.value < 10) continue;
      checked++;
      const review = reviewGame(recordFrom(board, pile, [entry(type, worst)]), { settings: { searchPlayouts: 400, playouts: 200 } });
      const r = review.moves[0];
      expect(r.method).toBe('playouts');
      expect(r.loss).toBeGreaterThan(r.noise!);
      expect(r.mistake).toBe(true);
      expect(review.players[board.toPlay]).toMatchObject({ moves: 1, mistakes: 1, worst: [1] });
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('works in steps, stopping when asked, to the same review as in one go; the same seed gives the same review', () => {
    const { board, pile } = late(10, 60);
    // Play the rest of the game by the one-move ranking's second best (a little worse each time).
    const b = board.clone();
    const moves: GameMoveEntry[] = [];
    for (const type of pile.slice(0, 6)) {
      const ranked = solve(b, type, { objective: 'final' }).moves;
      if (ranked.length === 0) {
        moves.push({ tile: TILE_LETTERS[type], discarded: true });
        continue;
      }
      const m = ranked[Math.min(1, ranked.length - 1)];
      moves.push(entry(type, m));
      b.play(type, m.x, m.y, m.rot, m.seg);
    }
    const record = recordFrom(board, pile, moves);
    const settings = { searchPlayouts: 200, playouts: 50, seed: 3 };
    const once = reviewGame(record, { settings });
    const reviewer = startReview(record, { settings });
    let stops = 0;
    let asked = 0;
    // Stop every 37th time the review asks.
    while (!reviewer.step(() => ++asked % 37 === 0)) {
      stops++;
      expect(reviewer.done).toBeLessThanOrEqual(reviewer.total);
      expect(reviewer.result().reviewed).toBe(reviewer.done);
    }
    expect(stops).toBeGreaterThan(3);
    expect(reviewer.result()).toEqual(once);
    expect(reviewGame(record, { settings })).toEqual(once);
    expect(once.moves.map((m) => m.move)).toEqual([1, 2, 3, 4, 5, 6]);
    // Scores after each move, as the record plays them.
    expect(once.moves[5].scores).toEqual(Array.from(b.scores));
  });
});
