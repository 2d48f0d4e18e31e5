/**
 * The worker's game calls (src/worker/api.ts): readGame, replayGame and
 * review, the last in slices with progress and a cancel heard between them.
 * Called directly (no MessageChannel): what is tested is the slicing and the
 * arguments, the review itself is tested in review.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEngineApi } from '../../src/worker/api';

const GAME = JSON.parse(readFileSync(new URL('../../docs/examples/game.json', import.meta.url), 'utf8')) as { players: string[]; moves: unknown[] };
/** The first 6 moves: a short game still going on. */
const SHORT = { ...GAME, moves: GAME.moves.slice(0, 6) };
const FAST = { searchPlayouts: 60, playouts: 20 };

describe('the worker\'s game calls', { timeout: 120_000 }, () => {
  it('reads a record back in canonical form and replays it to a move', () => {
    const api = createEngineApi();
    const read = api.readGame(SHORT);
    expect(read).toEqual({ ok: true, value: { game: SHORT, moves: 6, left: 65 } });
    const pos = api.replayGame(SHORT, 2);
    expect(pos.ok && pos.value.tiles).toHaveLength(3);
    expect(api.replayGame(SHORT, 7)).toEqual({ ok: false, error: { code: 'bad-option', params: { argument: 'at', found: { kind: 'number', value: 7 }, max: 6 } } });
    expect(api.readGame({ ...SHORT, moves: 'none' }).ok).toBe(false);
  });

  it('reviews in slices, passing progress on in moves, to the review of one go', async () => {
    const api = createEngineApi();
    const seen: [number, number][] = [];
    const r = await api.review(SHORT, { settings: FAST }, (done, total) => {
      seen.push([done, total]);
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.moves).toHaveLength(6);
    expect(seen.at(-1)).toEqual([6, 6]);
    for (let i = 1; i < seen.length; i++) expect(seen[i][0]).toBeGreaterThanOrEqual(seen[i - 1][0]);
    const again = await api.review(SHORT, { settings: FAST });
    expect(again).toEqual(r);
  });

  it('hears a cancel between slices, and a false answer from the progress callback', async () => {
    const api = createEngineApi();
    const running = api.review(GAME, { id: 'r1', settings: { searchPlayouts: 2000, playouts: 500 } });
    await new Promise((go) => setTimeout(go, 50));
    expect(api.cancel('r1')).toEqual({ ok: true, value: true });
    expect(await running).toEqual({ ok: false, error: { code: 'cancelled', params: {} } });
    const stopped = await api.review(GAME, { settings: FAST }, () => false);
    expect(stopped).toEqual({ ok: false, error: { code: 'cancelled', params: {} } });
  });

  it('refuses bad settings and seats with the argument named', async () => {
    const api = createEngineApi();
    expect(await api.review(SHORT, { settings: { playouts: 0 } })).toMatchObject({ ok: false, error: { code: 'bad-option', params: { argument: 'settings' } } });
    expect(await api.review(SHORT, { settings: { depth: 3 } as never })).toMatchObject({ ok: false, error: { code: 'bad-option', params: { problem: 'unknown-option', option: 'depth' } } });
    expect(await api.review(SHORT, { seats: [2] })).toMatchObject({ ok: false, error: { code: 'bad-option', params: { argument: 'seats', max: 1 } } });
    expect(await api.review({ format: 'x' })).toMatchObject({ ok: false, error: { code: 'bad-game' } });
  });

  it('gives the aids at the table for a position, the bag from its remaining or the box', () => {
    const api = createEngineApi();
    const pos = api.replayGame(GAME, 40);
    if (!pos.ok) throw new Error('replay');
    const aids = api.tableAids(pos.value);
    expect(aids.ok).toBe(true);
    if (!aids.ok) return;
    // remaining lists the 30 tiles after the one in hand.
    expect(aids.value.tiles).toBe(30);
    const { remaining: _r, draw: _d, ...board } = pos.value;
    const box = api.tableAids(board);
    // The box minus 41 tiles on the board and 1 in hand.
    expect(box.ok && box.value.tiles).toBe(30);
    expect(api.tableAids({ format: 'x' })).toMatchObject({ ok: false, error: { code: 'bad-position' } });
  });
});
