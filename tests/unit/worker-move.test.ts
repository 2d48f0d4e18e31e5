/**
 * The computer's move over the worker boundary (`move`): called the way a
 * page calls it, through Comlink over a MessageChannel; levels, progress,
 * the time limit on a fake clock, a cancel heard between slices without
 * ending the worker, and typed refusals of bad arguments.
 */
import { describe, expect, it, vi } from 'vitest';
import { proxy, type Remote } from 'comlink';
import { connect } from './engine-over-channel';
import { createEngineApi, engineApi, type ComputerMoveReport, type EngineApi, type Position, type Result } from '../../src/worker/api';
import { placeTile } from '../../src/engine/api';
import { writePosition } from '../../src/engine/notation';
import { drawTile, newGame, playRandomTurn, Rng } from '../../src/engine/game';
import { TILE_LETTERS } from '../../src/engine/tiles';
import { wordError } from '../../src/i18n/words';

const moveOver = (engine: Remote<EngineApi>, ...args: Parameters<EngineApi['move']>) =>
  (engine.move as unknown as (...a: Parameters<EngineApi['move']>) => Promise<Result<ComputerMoveReport>>)(...args);

/** A 2-player game after `turns` random turns, holding the next tile, the rest of the pile as the bag. */
function midGame(seed: number, turns: number): Position {
  const game = newGame(2, seed);
  const rng = new Rng(seed * 5 + 3);
  for (let i = 0; i < turns; i++) {
    const type = drawTile(game);
    if (type < 0) break;
    playRandomTurn(game.board, type, rng);
  }
  const rest = Array.from(game.pile.slice(game.next), (t) => TILE_LETTERS[t]);
  return { ...writePosition(game.board, ['Red', 'Blue']), inHand: rest[0], remaining: rest.slice(1) };
}

const expectError = (r: Result<unknown>, code: string, ...words: RegExp[]) => {
  expect(r.ok, JSON.stringify(r)).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe(code);
  for (const w of words) expect(wordError(r.error)).toMatch(w);
};

describe('the computer through the worker boundary', { timeout: 120_000 }, () => {
  it('answers a legal move at every level, with progress for Strong', async () => {
    const engine = connect();
    const pos = midGame(1, 20);
    for (const level of ['beginner', 'club', 'strong'] as const) {
      const seen: [number, number][] = [];
      const r = await moveOver(engine, pos, { level, seed: 3, playouts: 150 }, proxy((done: number, total: number) => void seen.push([done, total])));
      if (!r.ok) throw new Error(wordError(r.error));
      expect(r.value).toMatchObject({ level, tile: pos.inHand, player: 'Red', complete: true });
      expect(r.value.move).not.toBeNull();
      expect(placeTile(pos, { tile: r.value.tile, ...r.value.move! }).ok).toBe(true);
      if (level === 'strong') {
        expect(r.value.method).toBe('playouts');
        await vi.waitFor(() => expect(seen.at(-1)?.[0]).toBe(r.value.work));
        expect(seen.at(-1)![0]).toBe(seen.at(-1)![1]);
      }
    }
    // The same seed, the same move, whatever the bag's order.
    const a = await moveOver(engine, pos, { level: 'strong', seed: 3, playouts: 150 });
    const b = await moveOver(engine, { ...pos, remaining: [...pos.remaining!].reverse() }, { level: 'strong', seed: 3, playouts: 150 });
    expect(a.ok && b.ok && b.value.move).toEqual(a.ok && a.value.move);
  });

  it('plays the best move found when its time limit runs out (a fake clock)', async () => {
    let clock = 0;
    // The clock moves 1 ms each time it is read: a 30 ms limit ends the thinking after a few dozen playouts.
    const engine = connect(createEngineApi({ now: () => clock++ }));
    const pos = midGame(2, 20);
    const r = await moveOver(engine, pos, { level: 'strong', seed: 1, playouts: 100_000, timeLimitMs: 30 });
    if (!r.ok) throw new Error(wordError(r.error));
    expect(r.value.complete).toBe(false);
    expect(r.value.work).toBeGreaterThan(0);
    expect(r.value.work).toBeLessThan(100);
    expect(placeTile(pos, { tile: r.value.tile, ...r.value.move! }).ok).toBe(true);
  });

  it('hears a cancel between slices of its thinking, and the same worker answers the next call', async () => {
    let clock = 0;
    let cancelSent = false;
    const api = createEngineApi({ now: () => clock++ });
    const engine = connect(api);
    const pos = midGame(3, 16);
    // A budget far beyond what a test could wait for: only the cancel can end this run.
    const running = moveOver(engine, pos, { level: 'strong', seed: 1, playouts: 1_000_000, timeLimitMs: 60_000, id: 'think-1' }, proxy(() => {
      if (!cancelSent) {
        cancelSent = true;
        void engine.cancel('think-1');
      }
    }));
    expectError(await running, 'cancelled');
    expect(cancelSent).toBe(true);
    // Not ended: the same API (the same worker) answers at once.
    const next = await moveOver(engine, pos, { level: 'club' });
    expect(next.ok).toBe(true);
    // A progress answer of false stops a run too.
    const stopped = await api.move(pos, { level: 'strong', playouts: 1_000_000, timeLimitMs: 60_000 }, () => false);
    expectError(stopped, 'cancelled');
  });

  it('refuses bad arguments with typed errors naming them', async () => {
    const engine = connect();
    const pos = midGame(4, 10);
    const { inHand: _hand, ...noHand } = pos;
    expectError(await moveOver(engine, pos, { level: 'master' as never }), 'bad-option', /The level must be "beginner", "club" or "strong"/);
    expectError(await moveOver(engine, pos, undefined as never), 'bad-option', /The level must be/);
    expectError(await moveOver(engine, pos, { level: 'club', seed: 'x' as never }), 'bad-option', /seed/);
    expectError(await moveOver(engine, pos, { level: 'strong', playouts: -3 }), 'bad-option', /playouts must be a whole number from 1 to 1,?000,?000/);
    expectError(await moveOver(engine, pos, { level: 'club', speed: 1 } as never), 'bad-option', /"speed"/);
    expectError(await moveOver(engine, pos, { level: 'club', limit: 3 } as never), 'bad-option', /"limit"/);
    expectError(await moveOver(engine, pos, { level: 'club', tile: 5 as never }), 'unknown-tile', /the number 5/);
    expectError(await moveOver(engine, noHand, { level: 'club' }), 'unknown-tile', /tile/);
    expectError(await moveOver(engine, { ...pos, tiles: [] }, { level: 'club' }), 'bad-position');
    expectError(await moveOver(engine, pos, { level: 'club' }, 'not a function' as never), 'bad-option', /progress callback/);
    // Called directly, without Comlink, it never throws either.
    expectError(await engineApi.move(null, { level: 'club' }), 'bad-position');
  });
});
