/**
 * The aids at the table (src/engine/aids.ts) against exact counting: on
 * boards from random games and small bags, every tile of the bag taken one by
 * one and tried on every open cell in every rotation (the board's own
 * placement check, then the feature looked at after playing it).
 */
import { describe, expect, it } from 'vitest';
import { OK, type Board } from '../../src/engine/board';
import { Rng, drawTile, newGame, playRandomTurn } from '../../src/engine/game';
import { bagByType, closeOdds, deadCells, tableAids } from '../../src/engine/aids';
import { allRoots } from '../../src/engine/features';
import { KIND_FIELD, TILE_DEFS, TILE_LETTERS } from '../../src/engine/tiles';

function boardAfter(seed: number, turns: number): { board: Board; pile: number[] } {
  const game = newGame(2, seed);
  const rng = new Rng(seed * 13 + 1);
  for (let i = 0; i < turns; i++) {
    const t = drawTile(game);
    if (t < 0) break;
    playRandomTurn(game.board, t, rng);
  }
  return { board: game.board, pile: Array.from(game.pile.subarray(game.next)) };
}

const counts = (list: readonly number[]) => {
  const c = new Int8Array(TILE_DEFS.length);
  for (const t of list) c[t]++;
  return c;
};

/** Whether tile `type` closes the feature of `node` with some legal placement anywhere: tried on every cell of the board's edge. */
function closesByTrying(board: Board, node: number, type: number): boolean {
  const root = board.find(node);
  for (let f = 0; f < board.frontCount; f++) {
    for (let rot = 0; rot < 4; rot++) {
      if (board.checkPlacement(type, board.frontX[f], board.frontY[f], rot) !== OK) continue;
      const b = board.clone();
      b.putTile(type, board.frontX[f], board.frontY[f], rot);
      if (b.isComplete(b.find(root))) return true;
    }
  }
  return false;
}

describe('the aids at the table', { timeout: 60_000 }, () => {
  it('counts the tiles that can close each open feature, and the chance of the next one, as trying every tile of a small bag does', () => {
    let features = 0;
    let closable = 0;
    for (const [seed, turns, bagSize] of [[1, 20, 6], [2, 35, 8], [3, 50, 5], [4, 12, 10]]) {
      const { board, pile } = boardAfter(seed, turns);
      const bagList = pile.slice(0, bagSize);
      const bag = counts(bagList);
      for (const root of allRoots(board)) {
        const odds = closeOdds(board, root, bag);
        const kind = board.nodeKind(root);
        if (kind === KIND_FIELD || board.isComplete(root)) {
          expect(odds).toBeNull();
          continue;
        }
        features++;
        // Exact counting: each tile of the bag, one at a time.
        const closing = bagList.filter((t) => closesByTrying(board, root, t));
        expect(odds!.closers).toBe(closing.length);
        expect(odds!.bag).toBe(bagList.length);
        expect(odds!.chance).toBeCloseTo(closing.length / bagList.length, 12);
        expect(odds!.tiles).toEqual([...new Set(closing)].sort((a, b) => a - b).map((t) => TILE_LETTERS[t]));
        if (closing.length) closable++;
      }
    }
    // The boards had open features of both sorts: some a tile of the bag closes, some none does.
    expect(features).toBeGreaterThan(closable);
    expect(closable).toBeGreaterThan(0);
  });

  it('finds the open cells no tile of the bag fits, as trying every tile in every rotation does', () => {
    let dead = 0;
    for (const [seed, turns, bagSize] of [[5, 40, 3], [6, 60, 2], [7, 55, 4]]) {
      const { board, pile } = boardAfter(seed, turns);
      const bagList = pile.slice(0, bagSize);
      const expected: { x: number; y: number }[] = [];
      for (let f = 0; f < board.frontCount; f++) {
        const x = board.frontX[f];
        const y = board.frontY[f];
        const fillable = bagList.some((t) => [0, 1, 2, 3].some((rot) => board.checkPlacement(t, x, y, rot) === OK));
        if (!fillable) expected.push({ x, y });
      }
      expected.sort((a, b) => a.y - b.y || a.x - b.x);
      expect(deadCells(board, counts(bagList))).toEqual(expected);
      dead += expected.length;
    }
    expect(dead).toBeGreaterThan(0);
    // An empty bag fills nothing: every open cell is dead.
    const { board } = boardAfter(8, 10);
    expect(deadCells(board, new Int8Array(TILE_DEFS.length))).toHaveLength(board.frontCount);
  });

  it('lists the bag by type and sums it all up', () => {
    const { board, pile } = boardAfter(9, 30);
    const bag = counts(pile);
    const aids = tableAids(board, bag);
    expect(aids.tiles).toBe(pile.length);
    expect(aids.bag).toHaveLength(24);
    expect(aids.bag.reduce((n, b) => n + b.count, 0)).toBe(pile.length);
    expect(bagByType(bag).find((b) => b.tile === TILE_LETTERS[pile[0]])!.count).toBe(pile.filter((t) => t === pile[0]).length);
    for (const f of aids.features) {
      expect(['road', 'city', 'cloister']).toContain(f.kind);
      expect(f.chance).toBeCloseTo(f.closers / pile.length, 12);
      expect(f.parts.length).toBeGreaterThan(0);
    }
  });
});
