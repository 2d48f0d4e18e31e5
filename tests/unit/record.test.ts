/**
 * The game record `carcassonne-game/1` (src/engine/record.ts,
 * docs/game-format.md): written and read back unchanged, every refusal a
 * typed `bad-game` error, and a replay that gives the board the moves give
 * when played one by one.
 */
import { describe, expect, it } from 'vitest';
import { OK, type Board } from '../../src/engine/board';
import { Rng, newGame } from '../../src/engine/game';
import { matchGames, playMatchGame } from '../../src/engine/match';
import { canPlaceAnywhere, legalPlacements } from '../../src/engine/moves';
import { writePosition, type Position } from '../../src/engine/notation';
import { bagLetters, positionAfter, readGame, readGameText, replay, tilesLeft, writeGame, type GameFile, type GameMoveEntry } from '../../src/engine/record';
import { finalPointsInto } from '../../src/engine/scoring';
import { ORIENTED, TILE_LETTERS } from '../../src/engine/tiles';
import type { EngineError } from '../../src/engine/errors';

/**
 * A whole game between random players, written as a record by hand: each
 * tile of a seeded pile in turn, set aside when it fits nowhere, otherwise a
 * random legal placement and a meeple on a random open spot half the time.
 */
function randomGameFile(seed: number, players = 2, stopAfter = Infinity): { file: GameFile; boards: Board[] } {
  const game = newGame(players, seed);
  const rng = new Rng(seed + 101);
  const board = game.board;
  const moves: GameMoveEntry[] = [];
  const boards = [board.clone()];
  for (let i = 0; i < game.pile.length && moves.length < stopAfter; i++) {
    const type = game.pile[i];
    const tile = TILE_LETTERS[type];
    if (!canPlaceAnywhere(board, type)) {
      moves.push({ tile, discarded: true });
    } else {
      const places = legalPlacements(board, type);
      const p = places[rng.int(places.length)];
      const spot = p.spots.length && rng.int(2) === 0 ? p.spots[rng.int(p.spots.length)] : null;
      const entry: GameMoveEntry = { tile, x: p.x, y: p.y, rot: p.rot };
      if (spot) entry.meeple = spot;
      moves.push(entry);
      expect(board.play(type, p.x, p.y, p.rot, spot ? ORIENTED[type * 4 + p.rot].spotSeg[spot] : -1)).toBe(OK);
    }
    boards.push(board.clone());
  }
  return { file: { format: 'carcassonne-game/1', players: names(players), moves }, boards };
}

const names = (n: number) => ['Anna', 'Ben', 'Cleo', 'Dev'].slice(0, n);

const sameBoard = (a: Board, b: Board) => {
  const pa = writePosition(a, names(a.players));
  const pb = writePosition(b, names(b.players));
  expect(pb).toEqual(pa);
};

function errorOf(data: unknown): EngineError {
  const read = readGame(data);
  expect(read.ok).toBe(false);
  if (read.ok) throw new Error('read');
  return read.error;
}

/** Whole games are played and replayed here: time for a busy machine. */
describe('the game record', { timeout: 60_000 }, () => {
  it('reads a whole game, writes it back unchanged, and reads that again to the same record', () => {
    for (const [seed, players] of [[1, 2], [2, 3], [7, 4]] as const) {
      const { file } = randomGameFile(seed, players);
      const read = readGame(file);
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      expect(read.value.moves).toHaveLength(71);
      expect(tilesLeft(read.value)).toBe(0);
      const written = writeGame(read.value);
      expect(written).toEqual(file);
      const again = readGameText(JSON.stringify(written));
      expect(again.ok && writeGame(again.value)).toEqual(file);
    }
  });

  it('keeps rules, colours, the computer\'s seats and a start of its own through a round trip', () => {
    const { file } = randomGameFile(3, 2, 20);
    // Start from the position after 10 of those moves, with the rest of the bag.
    const first = readGame({ ...file, moves: file.moves.slice(0, 10) });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const pos = positionAfter(first.value, 10);
    const start = { tiles: pos.tiles, meeples: pos.meeples, scores: pos.scores, toPlay: pos.toPlay };
    const custom: GameFile = {
      format: 'carcassonne-game/1',
      rules: { farmScoring: 'first-edition' },
      players: ['Anna', 'Ben'],
      colors: { Anna: 'blue', Ben: 'red' },
      computer: { Ben: 'strong' },
      start,
      moves: file.moves.slice(10, 20).map(({ meeple: _m, ...m }) => m),
    };
    const read = readGame(custom);
    expect(read.ok ? null : read.error).toBeNull();
    if (!read.ok) return;
    expect(read.value.computer).toEqual([null, 'strong']);
    expect(read.value.colors).toEqual(['blue', 'red']);
    expect(read.value.rules.farmScoring).toBe('first-edition');
    // The bag is the box minus the board: the 71 tiles less the 10 drawn.
    expect(read.value.bag.reduce((a, b) => a + b, 0)).toBe(61);
    const written = writeGame(read.value);
    // Canonical: the scores only when someone has scored, toPlay only when not the first player.
    const scored = Object.values(start.scores ?? {}).some((v) => v !== 0);
    expect(written).toEqual({
      ...custom,
      start: { tiles: start.tiles, ...(start.meeples?.length ? { meeples: start.meeples } : {}), ...(scored ? { scores: start.scores } : {}), ...(start.toPlay === 'Anna' ? {} : { toPlay: start.toPlay }) },
    });
    const again = readGame(written);
    expect(again.ok && writeGame(again.value)).toEqual(written);
    expect(written.start!.tiles).toEqual(start.tiles);
    expect(written.rules).toEqual({ farmScoring: 'first-edition' });
    expect(written.computer).toEqual({ Ben: 'strong' });
  });

  it('takes the bag from the start\'s remaining when it lists one, whatever its order', () => {
    const file: GameFile = {
      format: 'carcassonne-game/1', players: ['Anna', 'Ben'],
      start: { tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }], remaining: ['V', 'U', 'V'] },
      moves: [{ tile: 'V', x: 0, y: 1, rot: 0 }, { tile: 'U', x: 1, y: 0, rot: 1 }],
    };
    const read = readGame(file);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(bagLetters(read.value.bag)).toEqual(['U', 'V', 'V']);
    expect(tilesLeft(read.value)).toBe(1);
    expect(writeGame(read.value).start!.remaining).toEqual(['U', 'V', 'V']);
    // A third tile the bag does not hold.
    const more = errorOf({ ...file, moves: [...file.moves, { tile: 'U', x: -1, y: 0, rot: 1 }] });
    expect(more).toEqual({ code: 'bad-game', params: { problem: 'not-in-bag', move: 3, tile: 'U', left: 1 } });
  });

  it('replays to any move the board the moves give played one by one', () => {
    const { file, boards } = randomGameFile(11, 2);
    const read = readGame(file);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    for (const k of [0, 1, 5, 33, 70, 71]) {
      const r = replay(read.value, k);
      sameBoard(r.board, boards[k]);
      expect(r.bag.reduce((a, b) => a + b, 0)).toBe(71 - k);
      expect(r.next === null).toBe(k === 71);
    }
    // Past the end is the end.
    expect(replay(read.value, 500).at).toBe(71);
  });

  it('gives the position after move K with the next tile in hand and the rest of the bag drawn at random', () => {
    const { file, boards } = randomGameFile(12, 2);
    const read = readGame(file);
    if (!read.ok) throw new Error('read');
    const k = 30;
    const pos: Position = positionAfter(read.value, k);
    const next = file.moves[k];
    if (!next.discarded) expect(pos.inHand).toBe(next.tile);
    expect(pos.draw).toBe('random');
    expect((pos.remaining?.length ?? 0) + (pos.inHand ? 1 : 0)).toBe(71 - k);
    expect(pos.tiles).toEqual(writePosition(boards[k], names(2)).tiles);
    expect(positionAfter(read.value, 71).remaining).toBeUndefined();
  });

  it('records match games that replay to the same final totals', () => {
    const [g] = matchGames(2, 4);
    const result = playMatchGame(g, { level: 'club' }, { level: 'beginner' }, { record: true });
    expect(result.record).toBeDefined();
    const read = readGame(result.record);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.names).toEqual(['club', 'beginner']);
    expect(read.value.computer).toEqual(['club', 'beginner']);
    expect(read.value.moves).toHaveLength(71);
    const end = replay(read.value, 71).board;
    const totals = new Int32Array(2);
    finalPointsInto(end, totals);
    expect(Array.from(totals, (t, p) => t + end.scores[p])).toEqual(result.totals);
  });
});

describe('the game record refuses, each time with a typed error', { timeout: 30_000 }, () => {
  const baseFile = randomGameFile(5, 2, 12).file;
  const base = (): GameFile => structuredClone(baseFile);

  it('what is not a game', () => {
    expect(errorOf([1, 2])).toEqual({ code: 'bad-game', params: { problem: 'not-object', found: { kind: 'list', length: 2 } } });
    expect(errorOf(null).params).toMatchObject({ problem: 'not-object' });
    const text = readGameText('{"format": ');
    expect(!text.ok && text.error.code).toBe('bad-json');
    const big = readGameText(' '.repeat(300 * 1024));
    expect(!big.ok && big.error.code).toBe('too-large');
  });

  it('a wrong format, a missing or unknown field, a wrong type', () => {
    expect(errorOf({ ...base(), format: 'carcassonne-position/1' }).params).toMatchObject({ problem: 'schema', where: { in: 'field', path: ['format'] } });
    const { moves: _m, ...noMoves } = base();
    expect(errorOf(noMoves).params).toEqual({ problem: 'schema', where: { in: 'field', path: [] }, issue: { kind: 'missing', field: 'moves' } });
    expect(errorOf({ ...base(), winner: 'Anna' }).params).toEqual({ problem: 'schema', where: { in: 'field', path: [] }, issue: { kind: 'unknown-field', field: 'winner' } });
    const moves = base().moves;
    moves[3] = { ...moves[3], x: 1.5 } as GameMoveEntry;
    expect(errorOf({ ...base(), moves }).params).toMatchObject({ problem: 'schema', where: { in: 'field', path: ['moves', 3, 'x'] } });
    const noRot = base().moves.map((m, i) => (i === 2 ? { tile: m.tile, x: m.x, y: m.y } : m));
    expect(errorOf({ ...base(), moves: noRot }).params).toEqual({ problem: 'schema', where: { in: 'field', path: ['moves', 2] }, issue: { kind: 'missing', field: 'rot' } });
    expect(errorOf({ ...base(), computer: { Ben: 'grandmaster' } }).params).toMatchObject({ problem: 'schema', where: { in: 'field', path: ['computer', 'Ben'] } });
  });

  it('more moves than the box has tiles, before looking at any of them', () => {
    const moves = Array.from({ length: 80 }, () => ({ tile: 'D', x: 0, y: 0, rot: 0 }));
    expect(errorOf({ ...base(), moves }).params).toEqual({ problem: 'too-many', what: 'moves', count: 80, max: 72 });
  });

  it('players, rules, colours or a start the position reader refuses', () => {
    expect(errorOf({ ...base(), players: ['Anna', 'Anna'] }).params).toMatchObject({ problem: 'position', error: { code: 'bad-position', params: { problem: 'name-twice' } } });
    expect(errorOf({ ...base(), colors: { Anna: 'purple' } }).params).toMatchObject({ problem: 'position', error: { params: { problem: 'not-a-color' } } });
    expect(errorOf({ ...base(), rules: { meeples: 99 } }).params).toMatchObject({ problem: 'position', error: { params: { problem: 'schema' } } });
    const start = { tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 5, y: 5, tile: 'E', rot: 0 }] };
    expect(errorOf({ ...base(), start }).params).toMatchObject({ problem: 'position', error: { params: { cause: 'not-connected' } } });
    expect(errorOf({ ...base(), start: { tiles: [], inHand: 'A' } }).params).toMatchObject({ problem: 'schema', issue: { kind: 'unknown-field', field: 'inHand' } });
  });

  it('a computer seat that names no player', () => {
    expect(errorOf({ ...base(), computer: { Zoe: 'club' } }).params).toEqual({ problem: 'not-a-player', field: 'computer', name: 'Zoe', players: ['Anna', 'Ben'] });
  });

  it('an illegal move, with the rule it breaks and who made it', () => {
    const file = base();
    // Move 5 put on the start tile's cell.
    const moves = file.moves.map((m, i) => (i === 4 ? { tile: m.tile, x: 0, y: 0, rot: 0 } : m));
    const e = errorOf({ ...file, moves });
    expect(e.params).toMatchObject({ problem: 'move', move: 5, tile: file.moves[4].tile, player: 'Anna', error: { code: 'occupied' } });
    const unknown = file.moves.map((m, i) => (i === 1 ? { ...m, tile: 'Z' } : m));
    expect(errorOf({ ...file, moves: unknown }).params).toMatchObject({ problem: 'move', move: 2, player: 'Ben', error: { code: 'unknown-tile' } });
    const spot = file.moves.map((m, i) => (i === 0 ? { ...m, meeple: 'XX' } : m));
    expect(errorOf({ ...file, moves: spot }).params).toMatchObject({ problem: 'move', move: 1, error: { code: 'no-such-spot' } });
  });

  it('a tile the bag no longer holds', () => {
    // The box has one X tile.
    const moves: GameMoveEntry[] = [{ tile: 'X', x: 1, y: 0, rot: 0 }, { tile: 'X', x: -1, y: 0, rot: 0 }];
    const e = errorOf({ format: 'carcassonne-game/1', players: ['Anna', 'Ben'], moves });
    expect(e.params).toEqual({ problem: 'not-in-bag', move: 2, tile: 'X', left: 70 });
  });

  it('a tile set aside that fits, and a tile set aside with a place', () => {
    const moves: GameMoveEntry[] = [{ tile: 'V', discarded: true }];
    expect(errorOf({ format: 'carcassonne-game/1', players: ['Anna'], moves }).params).toEqual({ problem: 'fits', move: 1, tile: 'V' });
    const placed = [{ tile: 'V', discarded: true, x: 0 }];
    expect(errorOf({ format: 'carcassonne-game/1', players: ['Anna'], moves: placed }).params).toEqual({ problem: 'discarded-placed', move: 1, field: 'x' });
  });
});
