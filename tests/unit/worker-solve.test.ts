/**
 * The solver's `solve` over the worker boundary: called the way a page calls
 * it, through Comlink over a MessageChannel, with a proxied progress
 * callback; cancel, time limit, and typed refusals of bad arguments.
 */
import { describe, expect, it, vi } from 'vitest';
import { proxy, type Remote } from 'comlink';
import { connect } from './engine-over-channel';
import { createEngineApi, engineApi, type EngineApi, type Position, type Result, type SolveReport } from '../../src/worker/api';
import { writePosition } from '../../src/engine/notation';
import { drawTile, newGame, playRandomTurn, Rng } from '../../src/engine/game';
import { TILE_LETTERS } from '../../src/engine/tiles';
import { wordError } from '../../src/i18n/words';

/** Comlink's types spread a Result union into a union of promises; it is one Promise<Result>. */
const solveOver = (engine: Remote<EngineApi>, ...args: Parameters<EngineApi['solve']>) =>
  (engine.solve as unknown as (...a: Parameters<EngineApi['solve']>) => Promise<Result<SolveReport>>)(...args);

/** The start tile with Red's meeple in its city; Red holds an E. */
const cap = (): Position => ({
  format: 'carcassonne-position/1',
  players: ['Red', 'Blue'],
  tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
  meeples: [{ player: 'Red', x: 0, y: 0, at: 'N' }],
  inHand: 'E',
});

/** A 2-player position after `turns` random turns, holding the next tile, with `count` tiles to come. */
function lateGame(seed: number, turns: number, count: number): Position {
  const game = newGame(2, seed);
  const rng = new Rng(seed * 7 + 1);
  for (let i = 0; i < turns; i++) {
    const type = drawTile(game);
    if (type < 0) break;
    playRandomTurn(game.board, type, rng);
  }
  const next = Array.from(game.pile.slice(game.next, game.next + count + 1), (t) => TILE_LETTERS[t]);
  return { ...writePosition(game.board, ['Red', 'Blue']), inHand: next[0], remaining: next.slice(1) };
}

const expectError = (r: Result<unknown>, code: string, ...words: RegExp[]) => {
  expect(r.ok, JSON.stringify(r)).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe(code);
  for (const w of words) expect(wordError(r.error)).toMatch(w);
};

describe('solve through the worker boundary', () => {
  it('values every move of the tile in hand, final by default, the first `limit` with their breakdown', async () => {
    const engine = connect();
    const r = await solveOver(engine, cap(), { limit: 2 });
    if (!r.ok) throw new Error(wordError(r.error));
    // Closing Red's city (4) with a farmer beside it (3): Red 7, Blue 0.
    expect(r.value).toMatchObject({ objective: 'final', tile: 'E', player: 'Red', value: 7, best: [{ x: 0, y: -1, rot: 2, meeple: 'NW' }], complete: true });
    expect(r.value.moves[0].breakdown).toMatchObject({ now: 4, later: 2, final: 7, gains: { Red: 6, Blue: 0 } });
    expect(r.value.moves[1].breakdown).toMatchObject({ final: 4 });
    expect(r.value.moves[2].breakdown).toBeUndefined();
    // Points, for another tile given by name.
    const p = await solveOver(engine, cap(), { objective: 'points', tile: 'E' });
    expect(p.ok && p.value.value).toBe(4);
  });

  it('solves an endgame with the tiles to come and reports progress through a proxied callback', async () => {
    const engine = connect();
    const pos = lateGame(3, 40, 2);
    const seen: number[] = [];
    const r = await solveOver(engine, pos, { objective: 'endgame' }, proxy((nodes: number) => void seen.push(nodes)));
    if (!r.ok) throw new Error(wordError(r.error));
    expect(r.value).toMatchObject({ objective: 'endgame', remaining: pos.remaining, depth: 2, complete: true });
    // Progress messages travel separately from the answer: wait until the last one (every node) is in.
    await vi.waitFor(() => expect(seen.at(-1)).toBe(r.value.nodes));
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
    // The same answer as the engine gives directly, random draw included.
    const random = await solveOver(engine, { ...pos, draw: 'random' }, { objective: 'endgame' });
    expect(random.ok && random.value.draw).toBe('random');
  });

  it('a cancel sent right after the request stops the run; a progress answer of false stops it too', async () => {
    const engine = connect();
    const pos = lateGame(5, 40, 2);
    const running = solveOver(engine, pos, { objective: 'endgame', id: 'run-1' });
    const [answer, cancel] = await Promise.all([running, engine.cancel('run-1')]);
    expect(cancel).toEqual({ ok: true, value: true });
    expectError(answer, 'cancelled');
    // Called in the same thread (no proxy), a callback's false is heard at once.
    let calls = 0;
    const stopped = await engineApi.solve(lateGame(6, 40, 3), { objective: 'endgame' }, () => (calls++, false));
    expectError(stopped, 'cancelled');
    expect(calls).toBe(1);
  });

  it('answers the deepest values it finished when the time limit runs out, marked incomplete', async () => {
    let clock = 0;
    // A clock that moves 1 ms at each look: a 5 ms limit runs out in the middle of an endgame search.
    const engine = connect(createEngineApi({ now: () => clock++ }));
    const pos = lateGame(7, 50, 3);
    const r = await solveOver(engine, pos, { objective: 'endgame', timeLimitMs: 5 });
    if (!r.ok) throw new Error(wordError(r.error));
    expect(r.value.complete).toBe(false);
    expect(r.value.depth).toBeLessThan(3);
    expect(r.value.moves.length).toBeGreaterThan(0);
  });

  it('refuses bad arguments with typed errors naming them', async () => {
    const engine = connect();
    const { inHand: _hand, ...noHand } = cap();
    expectError(await solveOver(engine, cap(), { objective: 'best' as never }), 'bad-option', /objective must be "points", "final" or "endgame"/);
    expectError(await solveOver(engine, cap(), { speed: 1 } as never), 'bad-option', /"speed" is not a ranking option/);
    expectError(await solveOver(engine, cap(), { tile: 5 as never }), 'unknown-tile', /tile.*the number 5/);
    expectError(await solveOver(engine, cap(), { tile: 'Z' }), 'unknown-tile', /"Z"/);
    expectError(await solveOver(engine, noHand), 'unknown-tile', /tile/);
    expectError(await solveOver(engine, { ...cap(), inHand: 'Q!' }), 'bad-position', /inHand: "Q!" is not a tile/);
    expectError(await solveOver(engine, cap(), {}, 'not a function' as never), 'bad-option', /progress callback/);
  });
});
