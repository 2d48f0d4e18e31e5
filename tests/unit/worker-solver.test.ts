/**
 * The solver over the worker boundary, and the client that keeps workers alive.
 *
 * 1. engineApi.rank called the way a page calls it: through Comlink over a
 *    MessageChannel (Node's, standing in for the worker's port), with a
 *    Comlink-proxied progress callback; cancel, time limit, typed refusals.
 * 2. Every method's refusals of arguments of the wrong type.
 * 3. client.ts over fake workers (a MessageChannel with the API on the far
 *    end): crashes, silent deaths, restarts, what is re-sent and what is not,
 *    and cancelling a ranking that cannot hear the cancel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxy, type Remote } from 'comlink';
import { connect } from './engine-over-channel';
import { FakeWorker } from './fake-worker';

import { createEngineApi, engineApi, type ComputerMoveReport, type EngineApi, type Position, type RankReport, type Result } from '../../src/worker/api';
import { readPosition, writePosition } from '../../src/engine/notation';
import { rankMoves as engineRankMoves } from '../../src/engine/solver';
import { drawTile, newGame, playRandomTurn, Rng } from '../../src/engine/game';
import { TILE_LETTERS, tileTypeIndex } from '../../src/engine/tiles';
import { t } from '../../src/i18n';
import { failureText } from '../../src/components/ui/words';
import { wordError, wordWhy } from '../../src/i18n/words';

/** Comlink's types spread a Result union into a union of promises; it is one Promise<Result>. */
const rankOver = (engine: Remote<EngineApi>, ...args: Parameters<EngineApi['rank']>) =>
  (engine.rank as unknown as (...a: Parameters<EngineApi['rank']>) => Promise<Result<RankReport>>)(...args);

/** The start tile with Red's meeple in its city. */
const start = (): Position => ({
  format: 'carcassonne-position/1',
  players: ['Red', 'Blue'],
  tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
  meeples: [{ player: 'Red', x: 0, y: 0, at: 'N' }],
});

/** A position from a seeded random game after `turns` turns (plenty of moves for most tiles). */
function midGame(seed: number, turns: number, players = 3): Position {
  const game = newGame(players, seed);
  const rng = new Rng(seed * 7 + 1);
  for (let i = 0; i < turns; i++) {
    const type = drawTile(game);
    if (type < 0) break;
    playRandomTurn(game.board, type, rng);
  }
  return writePosition(game.board, Array.from({ length: players }, (_, p) => `P${p + 1}`));
}

/** The number of moves (placement × meeple choice) the engine's solver finds. */
function moveCount(pos: Position, tile: string): number {
  const read = readPosition(pos);
  if (!read.ok) throw new Error(wordError(read.error));
  return engineRankMoves(read.value.board, tileTypeIndex(tile)).total;
}

/** A mid-game position and a tile with at least `min` moves. */
function busyPosition(min: number): { pos: Position; tile: string } {
  for (let seed = 1; seed < 50; seed++) {
    const pos = midGame(seed, 30);
    for (const tile of ['W', 'V', 'U', 'L', 'X']) if (moveCount(pos, tile) >= min) return { pos, tile };
  }
  throw new Error(`no position with ${min} moves`);
}

const expectError = (r: Result<unknown>, code: string, ...words: (string | RegExp)[]) => {
  expect(r.ok, JSON.stringify(r)).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe(code);
  for (const w of words) expect(wordError(r.error)).toMatch(w);
};

// ------------------------------------------------------------------ rank over Comlink

describe('rank through the worker boundary', () => {
  it('ranks every move and explains the best ones in plain words, with players by name', async () => {
    const engine = connect();
    const r = await rankOver(engine, start(), 'E', { limit: 3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const report = r.value;
    expect(report).toMatchObject({ tile: 'E', player: 'Red', complete: true, stopped: null, timeLimitMs: 5000 });
    expect(report.tried).toBe(report.total);
    expect(report.total).toBe(moveCount(start(), 'E'));
    expect(report.moves).toHaveLength(3);
    const best = report.moves[0];
    // Closing Red's city from the north with a farmer beside it.
    expect(best).toMatchObject({ x: 0, y: -1, rot: 2, now: 4, later: 2, value: 6, gains: { Red: 6, Blue: 0 } });
    expect(['NW', 'NE', 'EN', 'ES', 'SE', 'SW', 'WS', 'WN']).toContain(best.meeple);
    expect(best.why).toEqual([
      { kind: 'now', feature: 'city', tiles: 2, pennants: 0, points: 4 },
      { kind: 'end', feature: 'city', points: -1, several: false },
      { kind: 'end', feature: 'farm', points: 3, several: false },
    ]);
    expect(wordWhy(best.why)).toBe('scores 4 now for a city of 2 tiles; −1 at the end from the city; +3 at the end from the farm');
    // Best first.
    for (let i = 1; i < report.moves.length; i++) expect(report.moves[i - 1].value).toBeGreaterThanOrEqual(report.moves[i].value);
  });

  it('names the rival who gains, and says when a move changes nothing', async () => {
    const engine = connect();
    // Blue holds the start city; Red closing it gives Blue 4 (and takes Blue's 1 at the end).
    const pos: Position = { ...start(), meeples: [{ player: 'Blue', x: 0, y: 0, at: 'N' }] };
    const r = await rankOver(engine, pos, 'E', { limit: 100 });
    if (!r.ok) throw new Error(wordError(r.error));
    const worst = r.value.moves[r.value.moves.length - 1];
    expect(worst).toMatchObject({ x: 0, y: -1, meeple: null, value: -3, gains: { Red: 0, Blue: 3 } });
    expect(worst.why).toEqual([{ kind: 'rival', player: 'Blue', points: 3 }]);
    expect(wordWhy(worst.why)).toBe('Blue gains 3');
    const quiet = r.value.moves.find((m) => m.value === 0 && m.gains.Blue === 0 && m.gains.Red === 0);
    expect(quiet?.why).toEqual([{ kind: 'none' }]);
  });

  it('reports progress through a proxied callback, ending with every move tried', async () => {
    const engine = connect();
    const { pos, tile } = busyPosition(40);
    const seen: [number, number][] = [];
    const r = await rankOver(engine, pos, tile, {}, proxy((tried: number, total: number) => void seen.push([tried, total])));
    if (!r.ok) throw new Error(wordError(r.error));
    // Progress messages travel separately from the answer: wait until the last one is in.
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([r.value.total, r.value.total]));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const [tried, total] of seen) {
      expect(total).toBe(r.value.total);
      expect(tried).toBeGreaterThan(0);
      expect(tried).toBeLessThanOrEqual(total);
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i][0]).toBeGreaterThanOrEqual(seen[i - 1][0]);
  });

  it('cancel(id) stops a run: the answer is a cancelled error, and the worker serves the next request', async () => {
    const engine = connect();
    const { pos, tile } = busyPosition(40);
    const running = rankOver(engine, pos, tile, { id: 'run-1' });
    const cancelled = await engine.cancel('run-1');
    expectError(await running, 'cancelled', /cancelled/);
    expect(cancelled).toEqual({ ok: true, value: true });
    // Nothing by that name runs any more.
    expect(await engine.cancel('run-1')).toEqual({ ok: true, value: false });
    const again = await rankOver(engine, pos, tile, { id: 'run-1' });
    expect(again.ok && again.value.complete).toBe(true);
  });

  it('stops when the progress callback answers false', async () => {
    const { pos, tile } = busyPosition(40);
    const r = await engineApi.rank(pos, tile, {}, () => false);
    expectError(r, 'cancelled');
  });

  it('stops at the time limit and ranks the moves tried so far, marked incomplete', async () => {
    // A clock that moves a second each time it is read: the limit is reached after the first progress step.
    let clock = 0;
    const engine = connect(createEngineApi({ now: () => (clock += 1000) }));
    const { pos, tile } = busyPosition(64);
    const r = await rankOver(engine, pos, tile, { timeLimitMs: 2500, limit: 100 });
    if (!r.ok) throw new Error(wordError(r.error));
    const total = moveCount(pos, tile);
    expect(r.value).toMatchObject({ complete: false, stopped: 'time-limit', total, timeLimitMs: 2500 });
    expect(r.value.tried).toBeGreaterThan(0);
    expect(r.value.tried).toBeLessThan(total);
    expect(r.value.moves).toHaveLength(r.value.tried);
    // Without a limit the same clock lets every move be tried.
    const full = await rankOver(engine, pos, tile, { timeLimitMs: 60_000 });
    expect(full.ok && full.value.complete).toBe(true);
  });

  it('holdMs (a test aid) keeps a run at work until that long after it started, and still answers in full', async () => {
    let clock = 0;
    const engine = connect(createEngineApi({ now: () => (clock += 10) }));
    const r = await rankOver(engine, start(), 'E', { holdMs: 5000, timeLimitMs: 60_000 });
    expect(r.ok && r.value.complete).toBe(true);
    expect(clock).toBeGreaterThanOrEqual(5000);
    clock = 0;
    const quick = await rankOver(engine, start(), 'E', { timeLimitMs: 60_000 });
    expect(quick.ok && quick.value.complete).toBe(true);
    expect(clock).toBeLessThan(5000);
  });

  it('release(id) (a test aid) ends a run\'s hold: it answers in full as soon as its work is done', async () => {
    let clock = 0;
    const engine = connect(createEngineApi({ now: () => (clock += 10) }));
    const answer = rankOver(engine, start(), 'E', { id: 'held', holdMs: 30_000, timeLimitMs: 60_000 });
    const released = await engine.release('held');
    expect(released).toEqual({ ok: true, value: true });
    const r = await answer;
    expect(r.ok && r.value.complete).toBe(true);
    expect(clock).toBeLessThan(30_000);
    // A run that has ended, or never was, is not released; a bad id is refused.
    expect(await engine.release('held')).toEqual({ ok: true, value: false });
    expectError(await engine.release(12 as never), 'bad-option', /id.*the number 12/);
  });

  it('refuses bad requests with typed errors naming the argument', async () => {
    const engine = connect();
    const pos = start();
    const cases: [Promise<Result<RankReport>>, string, RegExp][] = [
      [rankOver(engine, pos, 5 as never), 'unknown-tile', /tile.*the number 5/],
      [rankOver(engine, pos, null as never), 'unknown-tile', /tile.*null/],
      [rankOver(engine, pos, 'Z'), 'unknown-tile', /"Z"/],
      [rankOver(engine, pos, 'A'.repeat(100_000)), 'unknown-tile', /100000 characters/],
      [rankOver(engine, null, 'E'), 'bad-position', /not null/],
      [rankOver(engine, '{"format":1}', 'E'), 'bad-position', /not the text "{"format":1}"/],
      [rankOver(engine, { ...pos, tiles: new Array(100_000).fill(pos.tiles[0]) }, 'E'), 'bad-position', /100000 tiles/],
      [rankOver(engine, pos, 'E', 'fast' as never), 'bad-option', /options.*the text "fast"/],
      [rankOver(engine, pos, 'E', { timeLimitMs: '5000' as never }), 'bad-option', /timeLimitMs.*the text "5000"/],
      [rankOver(engine, pos, 'E', { timeLimitMs: -1 }), 'bad-option', /timeLimitMs/],
      [rankOver(engine, pos, 'E', { limit: 0 }), 'bad-option', /limit.*the number 0/],
      [rankOver(engine, pos, 'E', { limit: '3' as never }), 'bad-option', /limit.*the text "3"/],
      [rankOver(engine, pos, 'E', { id: 7 as never }), 'bad-option', /id.*the number 7/],
      [rankOver(engine, pos, 'E', { speed: 1 } as never), 'bad-option', /"speed" is not a ranking option/],
      [rankOver(engine, pos, 'E', { holdMs: 40_000 }), 'bad-option', /holdMs.*the number 40000/],
      [rankOver(engine, pos, 'E', {}, 42 as never), 'bad-option', /progress callback.*the number 42/],
    ];
    for (const [answer, code, words] of cases) expectError(await answer, code, words);
    expectError(await engine.cancel(12 as never), 'bad-option', /id.*the number 12/);
  });

  it('keeps serving after bad requests and after an engine failure', async () => {
    const engine = connect();
    expectError(await rankOver(engine, undefined, undefined as never), 'bad-position');
    expectError(await engine.legalMoves(start(), ['A'] as never), 'unknown-tile');
    const good = await rankOver(engine, start(), 'E');
    expect(good.ok).toBe(true);
    // A position whose getter throws reaches the engine only in a direct call: it becomes an internal error.
    const hostile = { ...start() } as Record<string, unknown>;
    Object.defineProperty(hostile, 'tiles', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expectError(await engineApi.rank(hostile, 'E'), 'internal', /failed in rank: boom/);
    const after = await rankOver(engine, start(), 'E');
    expect(after.ok).toBe(true);
  });

  it('explains moves so that the parts add up to the points, on positions from random games', async () => {
    const engine = connect();
    let checked = 0;
    for (const seed of [3, 8, 21]) {
      for (const turns of [6, 25, 50]) {
        const pos = midGame(seed, turns, 2 + (seed % 3));
        for (const tile of ['A', 'E', 'L', 'V', 'W']) {
          const r = await rankOver(engine, pos, tile, { limit: 12 });
          if (!r.ok) throw new Error(wordError(r.error));
          const read = readPosition(pos);
          if (!read.ok) throw new Error(wordError(read.error));
          const direct = engineRankMoves(read.value.board, tileTypeIndex(tile));
          expect(r.value.moves.map((m) => [m.x, m.y, m.rot, m.meeple, m.value])).toEqual(
            direct.moves.slice(0, 12).map((m) => [m.x, m.y, m.rot, m.meeple, m.value]),
          );
          for (const m of r.value.moves) {
            const sum = (kind: string) =>
              m.why.reduce((n, p) => n + (p.kind === kind && 'points' in p ? p.points : 0), 0);
            expect(sum('now'), wordWhy(m.why)).toBe(m.now);
            expect(sum('end'), wordWhy(m.why)).toBe(m.later);
            const me = r.value.player;
            const rivals = Object.entries(m.gains).filter(([name]) => name !== me).map(([, g]) => g);
            const best = Math.max(0, ...rivals);
            const rival = m.why.find((p) => p.kind === 'rival');
            expect(rival ? rival.points : 0).toBe(best);
            expect(m.value).toBe(m.gains[me] - best);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

// ------------------------------------------------------------------ argument types everywhere

describe('every method refuses arguments of the wrong type with a typed error', () => {
  it('numbers as strings, null, lists and huge values', async () => {
    const engine = connect();
    const pos = start();
    const cases: [Result<unknown>, string, RegExp][] = [
      [await engine.validate(new Array(100_000).fill(0)), 'bad-position', /not a list/],
      [await engine.legalMoves(pos, 5 as never), 'unknown-tile', /the number 5/],
      [await engine.legalMoves(pos, new Array(100_000).fill('A') as never), 'unknown-tile', /a list of 100000 items/],
      [await engine.place(pos, { tile: 'U', x: '1', y: 0, rot: 1 } as never), 'bad-move', /x must be a whole number, not the text "1"/],
      [await engine.place(pos, { tile: 'U', x: 1, y: 0, rot: '1' } as never), 'bad-rotation', /rot.*the text "1"/],
      [await engine.place(pos, { tile: 'U', x: 1, y: 0, rot: 1, meeple: 3 } as never), 'no-such-spot', /meeple.*the number 3/],
      [await engine.place(pos, [] as never), 'bad-move', /not a list of 0 items/],
      [await engine.place(pos, null as never), 'bad-move', /not null/],
      [await engine.explainMove(pos, { tile: null, x: 1, y: 0, rot: 1 } as never), 'unknown-tile', /tile.*null/],
      [await engine.featureAt(pos, '0' as never, 0, 'N'), 'bad-move', /x is the text "0"/],
      [await engine.featureAt(pos, 0, null as never, 'N'), 'bad-move', /y is null/],
      [await engine.featureAt(pos, 0, 0, 5 as never), 'no-such-spot', /the number 5/],
      [await engine.distinctRotations(null as never), 'unknown-tile', /null/],
      [await engine.score('{}'), 'bad-position', /not the text "{}"/],
      [await engine.features(null), 'bad-position', /not null/],
    ];
    for (const [answer, code, words] of cases) expectError(answer, code, words);
    // Still serving.
    expect((await engine.legalMoves(pos, 'U')).ok).toBe(true);
  });
});

// ------------------------------------------------------------------ the client over fake workers

type ClientModule = typeof import('../../src/worker/client');

const never = () => new Promise<never>(() => {});

describe('the client keeps an engine alive', () => {
  let client: ClientModule;
  let workers: FakeWorker[];
  /** The API each new worker gets, by role and by how many of that role came before. */
  let apiFor: (role: string, index: number) => object;

  beforeEach(async () => {
    vi.resetModules();
    client = await import('../../src/worker/client');
    workers = [];
    apiFor = () => engineApi;
    client.configureEngineClientForTests({
      watchdogMs: 300,
      startupMs: 2000,
      cancelGraceMs: 100,
      maxRestarts: 3,
      createWorker: (role) => {
        const index = workers.filter((w) => w.role === role).length;
        const w = new FakeWorker(role, apiFor(role, index));
        workers.push(w);
        return w;
      },
    });
  });

  afterEach(() => {
    for (const w of workers) if (!w.terminated) w.terminate();
  });

  const engineWorkers = () => workers.filter((w) => w.role === 'engine');
  const solverWorkers = () => workers.filter((w) => w.role === 'solver');
  const summary = () => client.callEngine((e) => e.catalogueSummary());
  /** callEngine for a method answering a Result (Comlink's types spread the union into a union of promises). */
  const call = <T,>(fn: (e: Remote<EngineApi>) => unknown) =>
    client.callEngine(fn as (e: Remote<EngineApi>) => Promise<Result<T>>);

  it('starts no worker in a page that is going away: a call made after pagehide is answered after pageshow', async () => {
    // A page of its own (window with pagehide/pageshow), and a client that listens to it.
    vi.resetModules();
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    try {
      client = await import('../../src/worker/client');
      client.configureEngineClientForTests({
        createWorker: (role) => {
          const w = new FakeWorker(role, engineApi);
          workers.push(w);
          return w;
        },
      });
      expect((await summary()).tiles).toBe(72);
      expect(engineWorkers()).toHaveLength(1);
      page.dispatchEvent(new Event('pagehide'));
      expect(engineWorkers()[0].terminated).toBe(true);
      let answered = false;
      const later = summary().then((r) => {
        answered = true;
        return r;
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(engineWorkers(), 'no worker started while the page is hidden').toHaveLength(1);
      expect(answered).toBe(false);
      page.dispatchEvent(new Event('pageshow'));
      expect((await later).tiles).toBe(72);
      expect(engineWorkers()).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('after a crash, starts a new worker, answers the reading call from it and tells the page', async () => {
    const validate = vi.fn(engineApi.validate);
    apiFor = (role, i) => (i === 0 ? { ...engineApi, validate: never } : { ...engineApi, validate });
    const restarts: string[] = [];
    client.onEngineRestart((info) => restarts.push(info.reason));
    expect((await summary()).tiles).toBe(72);
    const pending = call<Position>((e) => e.validate(start()));
    await new Promise((r) => setTimeout(r, 20));
    engineWorkers()[0].crash('out of memory');
    const answer = await pending;
    expect(answer.ok).toBe(true);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(restarts).toEqual(['out of memory']);
    expect(engineWorkers()).toHaveLength(2);
    expect(engineWorkers()[0].terminated).toBe(true);
    expect(client.engineClientInfo().restarts).toBe(1);
  });

  it('does not re-run a move that was being played when the worker died: it rejects, saying nothing changed', async () => {
    const place = vi.fn(engineApi.place);
    apiFor = (role, i) => (i === 0 ? { ...engineApi, place: never } : { ...engineApi, place });
    expect((await summary()).tiles).toBe(72);
    const move = call((e) => e.place(start(), { tile: 'U', x: 1, y: 0, rot: 1 }));
    await new Promise((r) => setTimeout(r, 20));
    engineWorkers()[0].crash();
    // The client says why with a code; the page words it (failureText) in its language.
    const lost: unknown = await move.catch((e: unknown) => e);
    expect(lost).toMatchObject({ name: 'EngineFailure', code: 'call-lost' });
    expect(failureText(lost)).toBe(t('engine.callLost'));
    expect(place).not.toHaveBeenCalled();
    // The next move is played by the new worker.
    const next = await call((e) => e.place(start(), { tile: 'U', x: 1, y: 0, rot: 1 }));
    expect(next.ok).toBe(true);
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('notices a worker that died silently when a call goes unanswered, and recovers', async () => {
    const restarts: string[] = [];
    client.onEngineRestart((info) => restarts.push(info.reason));
    expect((await summary()).tiles).toBe(72);
    engineWorkers()[0].terminate();
    const moves = await call((e) => e.legalMoves(start(), 'U'));
    expect(moves.ok).toBe(true);
    expect(restarts).toHaveLength(1);
    expect(restarts[0]).toMatch(/no answer/);
    expect(engineWorkers()).toHaveLength(2);
  });

  it('a messageerror counts as a crash too', async () => {
    const restarts: string[] = [];
    client.onEngineRestart((info) => restarts.push(info.reason));
    expect((await summary()).tiles).toBe(72);
    engineWorkers()[0].dispatchEvent(new Event('messageerror'));
    expect(restarts).toEqual(['a message could not be decoded']);
    expect((await summary()).tiles).toBe(72);
    expect(engineWorkers()).toHaveLength(2);
  });

  it('does not restart a worker that never started: every call rejects with the reason', async () => {
    apiFor = () => ({});
    const first = summary();
    engineWorkers()[0].crash('script not found');
    await expect(first).rejects.toMatchObject({ name: 'EngineFailure', code: 'engine-failed', reason: 'script not found' });
    await expect(summary()).rejects.toMatchObject({ name: 'EngineFailure', code: 'engine-failed', reason: 'script not found' });
    expect(failureText(await summary().catch((e: unknown) => e))).toBe('script not found');
    expect(engineWorkers()).toHaveLength(1);
  });

  it('gives up after too many crashes and says so', async () => {
    const restarts: string[] = [];
    client.onEngineRestart((info) => restarts.push(info.reason));
    for (let i = 0; i < 3; i++) {
      expect((await summary()).tiles).toBe(72);
      engineWorkers().at(-1)!.crash(`crash ${i + 1}`);
    }
    expect(restarts).toEqual(['crash 1', 'crash 2', 'crash 3']);
    expect((await summary()).tiles).toBe(72);
    engineWorkers().at(-1)!.crash('crash 4');
    const gaveUp: unknown = await summary().catch((e: unknown) => e);
    expect(gaveUp).toMatchObject({ name: 'EngineFailure', code: 'engine-gave-up' });
    expect(failureText(gaveUp)).toMatch(/keeps stopping/);
    expect(restarts).toHaveLength(3);
  });

  it('ranks in a worker of its own, reporting progress', async () => {
    const { pos, tile } = busyPosition(40);
    const seen: number[] = [];
    const r = await client.rankMoves(pos, tile, { onProgress: (tried) => seen.push(tried), limit: 5 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.moves).toHaveLength(5);
    expect(r.value.complete).toBe(true);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(r.value.total));
    expect(solverWorkers()).toHaveLength(1);
    expect(engineWorkers()).toHaveLength(0);
  });

  it('cancelling answers at once; a worker that hears the cancel is kept', async () => {
    client.configureEngineClientForTests({ cancelGraceMs: 5000 });
    const answers: Result<RankReport>[] = [];
    apiFor = () => ({
      ...engineApi,
      rank: async (...args: Parameters<EngineApi['rank']>) => {
        const r = await engineApi.rank(...args);
        answers.push(r);
        return r;
      },
    });
    const { pos, tile } = busyPosition(40);
    const controller = new AbortController();
    const running = client.rankMoves(pos, tile, { signal: controller.signal });
    controller.abort();
    const r = await running;
    expect(r).toEqual({ ok: false, error: { code: 'cancelled', params: {} } });
    // The worker heard the cancel and stopped by itself, so it was not ended.
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expectError(answers[0], 'cancelled');
    expect(solverWorkers()[0].terminated).toBe(false);
    expect((await client.rankMoves(pos, tile)).ok).toBe(true);
    expect(solverWorkers()).toHaveLength(1);
  });

  it("the computer's move: in the solver's worker; cancelled mid-thought, it answers at once and the worker, hearing the cancel between slices, is kept", async () => {
    const answers: Result<ComputerMoveReport>[] = [];
    apiFor = () => ({
      ...engineApi,
      move: async (...args: Parameters<EngineApi['move']>) => {
        const r = await engineApi.move(...args);
        answers.push(r);
        return r;
      },
    });
    // Twenty random turns, the next tile in hand and the rest of the pile in the bag.
    const game = newGame(2, 77);
    const rng = new Rng(77);
    for (let i = 0; i < 20; i++) playRandomTurn(game.board, drawTile(game), rng);
    const next = drawTile(game);
    const letters = (ts: ArrayLike<number>) => Array.from(ts, (t) => TILE_LETTERS[t]);
    const position: Position = { ...writePosition(game.board, ['P1', 'P2']), inHand: letters([next])[0], remaining: letters(game.pile.slice(game.next)) };
    const done = await client.computerMove(position, { level: 'strong', seed: 2, playouts: 200 });
    expect(done.ok && done.value.method).toBe('playouts');
    // Far more playouts than a test waits for, and a long time limit: only the cancel ends this one.
    const controller = new AbortController();
    const seen: number[] = [];
    const running = client.computerMove(position, { level: 'strong', playouts: 1_000_000 }, {
      signal: controller.signal, timeLimitMs: 60_000, onProgress: (n) => seen.push(n),
    });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    controller.abort();
    expectError(await running, 'cancelled');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expectError(answers[1], 'cancelled');
    expect(solverWorkers()).toHaveLength(1);
    expect(solverWorkers()[0].terminated).toBe(false);
    expect((await client.computerMove(position, { level: 'club' })).ok).toBe(true);
    expect(solverWorkers()).toHaveLength(1);
  });

  it('cancelling a ranking whose worker is too busy to hear it ends that worker; the next ranking gets a new one', async () => {
    // The first solver worker never answers (as if stuck in a long synchronous loop).
    apiFor = (role, i) => (role === 'solver' && i === 0 ? { ...engineApi, rank: never, cancel: never } : engineApi);
    const controller = new AbortController();
    const running = client.rankMoves(start(), 'E', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    expectError(await running, 'cancelled');
    expect(solverWorkers()[0].terminated).toBe(false);
    await vi.waitFor(() => expect(solverWorkers()[0].terminated).toBe(true));
    const next = await client.rankMoves(start(), 'E');
    expect(next.ok).toBe(true);
    expect(solverWorkers()).toHaveLength(2);
    // Ending a solver on purpose is no crash: nothing to tell the page.
    expect(client.engineClientInfo().restarts).toBe(0);
  });

  it('an aborted signal answers without starting any work', async () => {
    const controller = new AbortController();
    controller.abort();
    expectError(await client.rankMoves(start(), 'E', { signal: controller.signal }), 'cancelled');
    expect(workers).toHaveLength(0);
  });

  it('a ranking refused by the engine comes back as its Result', async () => {
    expectError(await client.rankMoves(start(), 'Q', { limit: 0 }), 'bad-option', /limit/);
    expect((await client.rankMoves(start(), 'Q')).ok).toBe(true);
  });
});
