/**
 * The board's worker methods, called the way a page calls them: through
 * Comlink over a MessageChannel (Node's, standing in for the worker's port),
 * so every argument and answer really is structured-cloned.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expose, wrap, type Remote } from 'comlink';
import { engineApi, type EngineApi, type Position } from '../../src/worker/api';
import { wordError } from '../../src/i18n/words';

const channel = new MessageChannel();
expose(engineApi, channel.port1 as unknown as Parameters<typeof expose>[1]);
const engine: Remote<EngineApi> = wrap<EngineApi>(channel.port2 as unknown as Parameters<typeof wrap>[0]);

afterAll(() => {
  channel.port1.close();
  channel.port2.close();
});

/** The start tile alone: city north, road west–east. */
const start = (): Position => ({
  format: 'carcassonne-position/1',
  players: ['Red', 'Blue'],
  tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
});

describe('board methods of the engine worker', () => {
  it('validate returns the canonical position, or names what is wrong', async () => {
    const good = await engine.validate(start());
    expect(good.ok).toBe(true);
    if (good.ok) {
      expect(good.value.toPlay).toBe('Red');
      expect(good.value.scores).toEqual({ Red: 0, Blue: 0 });
    }
    const bad = await engine.validate({ ...start(), tiles: [{ x: 0, y: 0, tile: 'Z', rot: 0 }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      // A broken position is bad-position, whatever rule it breaks (kept as the cause).
      expect(bad.error).toMatchObject({ code: 'bad-position', params: { cause: 'unknown-tile' } });
      expect(wordError(bad.error)).toContain('"Z"');
    }
  });

  it('legalMoves lists every placement with its open meeple spots', async () => {
    const r = await engine.legalMoves(start(), 'E');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // E (a city cap) can close the start tile's city from the north with its city turned south.
    const north = r.value.find((p) => p.x === 0 && p.y === -1);
    expect(north).toEqual({ x: 0, y: -1, rot: 2, spots: expect.arrayContaining(['S']) });
    for (const p of r.value) expect(Math.abs(p.x) + Math.abs(p.y)).toBe(1);
    const unknown = await engine.legalMoves(start(), 'ZZ');
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown-tile' } });
  });

  it('place plays a turn, scores what it completes and passes to the next player', async () => {
    const r = await engine.place(start(), { tile: 'E', x: 0, y: -1, rot: 2, meeple: 'S' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.scored).toEqual({ Red: 4, Blue: 0 });
    expect(r.value.completed).toEqual([
      { kind: 'city', tiles: 2, pennants: 0, points: 4, winners: ['Red'], meeples: { Red: 1 } },
    ]);
    expect(r.value.position.toPlay).toBe('Blue');
    expect(r.value.position.tiles).toHaveLength(2);
    // The meeple scored and went home.
    expect(r.value.position.meeples).toEqual([]);
  });

  it('place refuses an illegal move with the engine’s explanation', async () => {
    const mismatch = await engine.place(start(), { tile: 'E', x: 0, y: -1, rot: 0 });
    expect(mismatch).toMatchObject({ ok: false, error: { code: 'edge-mismatch' } });
    if (!mismatch.ok)
      expect(wordError(mismatch.error)).toMatch(
        /south side of this tile is a field.*north side of the D tile at \(0, 0\), which is a city/,
      );
    const far = await engine.place(start(), { tile: 'E', x: 3, y: 3, rot: 0 });
    expect(far).toMatchObject({ ok: false, error: { code: 'not-adjacent' } });
    if (!far.ok) expect(wordError(far.error)).toContain('(3, 3) does not touch any tile');
  });

  it('explainMove answers without playing', async () => {
    const pos = start();
    const legal = await engine.explainMove(pos, { tile: 'U', x: 1, y: 0, rot: 1 });
    expect(legal).toEqual({ ok: true, value: null });
    const occupied = await engine.explainMove(pos, { tile: 'U', x: 0, y: 0, rot: 1 });
    expect(occupied).toMatchObject({ ok: false, error: { code: 'occupied' } });
    const badSpot = await engine.explainMove(pos, { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'C' });
    expect(badSpot).toMatchObject({ ok: false, error: { code: 'no-such-spot' } });
    // Nothing was played: the position still has one tile.
    const v = await engine.validate(pos);
    expect(v.ok && v.value.tiles.length).toBe(1);
  });

  it('explainMove reports a meeple on an occupied feature', async () => {
    const placed = await engine.place(start(), { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'W' });
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    const again = await engine.explainMove(placed.value.position, { tile: 'U', x: -1, y: 0, rot: 1, meeple: 'E' });
    expect(again).toMatchObject({ ok: false, error: { code: 'feature-occupied' } });
    if (!again.ok) expect(wordError(again.error)).toContain("Red's at (1, 0)");
  });

  it('score counts the held features as if the game ended now', async () => {
    const placed = await engine.place(start(), { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'E' });
    if (!placed.ok) throw new Error(wordError(placed.error));
    const r = await engine.score(placed.value.position);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.features).toHaveLength(1);
    expect(r.value.features[0]).toMatchObject({ kind: 'road', tiles: 2, points: 2, winners: ['Red'] });
    expect(r.value.total).toEqual({ Red: 2, Blue: 0 });
  });

  it('features lists every feature, held or not, with its parts and value', async () => {
    const r = await engine.features(start());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const kinds = r.value.map((f) => f.kind).sort();
    expect(kinds).toEqual(['city', 'farm', 'farm', 'road']);
    const road = r.value.find((f) => f.kind === 'road')!;
    expect(road).toMatchObject({ tiles: 1, value: 1, meeples: {}, winners: [], complete: false });
    expect(road.parts).toEqual([{ x: 0, y: 0, at: 'E' }]);
    const city = r.value.find((f) => f.kind === 'city')!;
    expect(city.parts).toEqual([{ x: 0, y: 0, at: 'N' }]);
    expect(await engine.features({ format: 'nope' })).toMatchObject({ ok: false, error: { code: 'bad-position' } });
  });

  it('featureAt describes the whole connected feature', async () => {
    const placed = await engine.place(start(), { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'E' });
    if (!placed.ok) throw new Error(wordError(placed.error));
    const road = await engine.featureAt(placed.value.position, 0, 0, 'W');
    expect(road.ok).toBe(true);
    if (!road.ok) return;
    expect(road.value).toMatchObject({ kind: 'road', complete: false, tiles: 2, meeples: { Red: 1 }, value: 2 });
    expect(road.value.parts).toHaveLength(2);
    const none = await engine.featureAt(placed.value.position, 0, 0, 'C');
    expect(none).toMatchObject({ ok: false, error: { code: 'no-such-spot' } });
    const nowhere = await engine.featureAt(placed.value.position, 5, 5, 'N');
    expect(nowhere).toMatchObject({ ok: false, error: { code: 'no-such-spot' } });
  });

  it('distinctRotations lists the rotations that look different', async () => {
    expect(await engine.distinctRotations('B')).toEqual({ ok: true, value: [0] });
    expect(await engine.distinctRotations('U')).toEqual({ ok: true, value: [0, 1] });
    expect(await engine.distinctRotations('D')).toEqual({ ok: true, value: [0, 1, 2, 3] });
    expect(await engine.distinctRotations('?')).toEqual({ ok: true, value: [] });
  });

  it('never rejects: malformed input comes back as a Result', async () => {
    for (const answer of [
      await engine.validate(null),
      await engine.legalMoves('not a position', 'A'),
      await engine.place(start(), null as never),
      await engine.explainMove(start(), null as never),
      await engine.score([]),
      await engine.featureAt(start(), Number.NaN, 0, 'N'),
      await engine.featureAt(start(), 0.5, 0, 'N'),
      await engine.features(undefined),
    ]) {
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(wordError(answer.error).length).toBeGreaterThan(10);
    }
  });

  it('turns an exception inside the engine into an internal error', async () => {
    // A getter that throws: the engine reads it and the guard must catch it.
    const hostile = {
      tile: 'U',
      x: 1,
      y: 0,
      get rot(): number {
        throw new Error('boom');
      },
    };
    const direct = engineApi.place(start(), hostile as never);
    expect(direct).toEqual({ ok: false, error: { code: 'internal', params: { call: 'place', detail: 'boom' } } });
    if (!direct.ok) expect(wordError(direct.error)).toBe('The rules engine failed in place: boom');
  });
});

describe('one reader for every worker call', () => {
  /** Two tiles whose touching sides do not match: the start tile's road runs east into a cloister's field. */
  const broken = (): Position => ({
    format: 'carcassonne-position/1',
    players: ['Red', 'Blue'],
    tiles: [
      { x: 0, y: 0, tile: 'D', rot: 0 },
      { x: 1, y: 0, tile: 'B', rot: 0 },
    ],
  });
  const calls: [string, () => Promise<unknown>][] = [
    ['validate', () => engine.validate(broken())],
    ['legalMoves', () => engine.legalMoves(broken(), 'U')],
    ['place', () => engine.place(broken(), { tile: 'U', x: 0, y: 1, rot: 1 })],
    ['score', () => engine.score(broken())],
    ['featureAt', () => engine.featureAt(broken(), 0, 0, 'N')],
    ['features', () => engine.features(broken())],
    ['explainMove', () => engine.explainMove(broken(), { tile: 'U', x: 0, y: 1, rot: 1 })],
    ['rank', () => engine.rank(broken(), 'U')],
    ['solve', () => engine.solve(broken(), { objective: 'points', tile: 'U' })],
    ['move', () => engine.move(broken(), { level: 'club', tile: 'U' })],
    ['check', () => engine.check(broken())],
    ['fitRotations', () => engine.fitRotations(broken(), 'U', 0, 1)],
    ['tableAids', () => engine.tableAids(broken())],
  ];

  it('covers every method that takes a position', () => {
    // A game record's calls (readGame, replayGame, review) take a game, not a position: tests/unit/worker-review.test.ts.
    const takesPosition = Object.keys(engineApi).filter((m) => !['catalogueSummary', 'distinctRotations', 'cancel', 'release', 'readGame', 'replayGame', 'review'].includes(m));
    expect(calls.map(([name]) => name).sort()).toEqual(takesPosition.sort());
  });

  it.each(calls)('%s refuses a broken position as bad-position, its cause edge-mismatch', async (_name, call) => {
    const r = (await call()) as { ok: boolean; error?: Parameters<typeof wordError>[0] };
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: 'bad-position', params: { cause: 'edge-mismatch', side: 'E', edge: 'R', ntile: 'B', nedge: 'F' } });
    expect(wordError(r.error!)).toBe(
      'The position is not valid: Tile 1 (D at (0, 0)): its east side is a road, but the west side of tile 2 (B at (1, 0)) is a field.',
    );
  });
});
