/**
 * The playground's record of a game (src/components/playground/gameLog.ts, issue 25): every move kept as it is
 * played (set-aside tiles too), followed by undo and redo, replaced by a move played after an undo, and written as
 * a `carcassonne-game/1` file that the engine reads back to the very board on the table; the file and the share
 * link through the page's own readers (share.ts) and the worker's game reader; the review kept while the game
 * still has the moves it reviewed.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, placeTile } from '../../src/engine/api';
import { createEngineApi } from '../../src/worker/api';
import type { Position } from '../../src/worker/api';
import { drawNext, startGame } from '../../src/components/playground/game';
import { newPosition } from '../../src/components/playground/seats';
import { movesMade, movesTo, placementEntry, withMove, type GameLog } from '../../src/components/playground/gameLog';
import { fingerprint, gameFile, isStandardStart, reviewFor } from '../../src/components/playground/gameRecord';
import { decodeGameLink, encodeGameLink, gameFileText, isGameJson, parsePositionJson, readLinkHash } from '../../src/components/playground/share';
import { errorText } from '../../src/components/ui/words';

const api = createEngineApi();

/** One turn as the playground plays it: the move (spread over the legal ones, a meeple on its first spot), the next tile drawn; a tile that fits nowhere set aside. */
function turn(pos: Position, log: GameLog | null, pick = 0): { pos: Position; log: GameLog } {
  const tile = pos.inHand!;
  const list = legalMoves(pos, tile);
  if (!list.ok) throw new Error('legalMoves');
  if (list.value.length === 0) return { pos: drawNext(pos), log: withMove(log, pos, { tile, discarded: true }) };
  const p = list.value[(pos.tiles.length * 7 + pick) % list.value.length];
  const move = { tile, x: p.x, y: p.y, rot: p.rot, meeple: p.spots[0] ?? null };
  const played = placeTile(pos, move);
  if (!played.ok) throw new Error(`place: ${JSON.stringify(played.error)}`);
  return { pos: drawNext(played.value.position), log: withMove(log, pos, placementEntry(move)) };
}

/** A game from the shuffled bag, `turns` turns in (set-aside tiles count as turns). */
function game(seed: number, turns: number, from?: Position): { positions: Position[]; log: GameLog } {
  let pos = from ?? startGame(newPosition(2), seed);
  let log: GameLog = { start: pos, moves: [] };
  const positions = [pos];
  for (let i = 0; i < turns && pos.inHand; i++) {
    ({ pos, log } = turn(pos, log));
    positions.push(pos);
  }
  return { positions, log };
}

/** The board of a position, for comparing: tiles (any order), meeples, scores, player to play. */
const boardOf = (p: Position) => ({
  tiles: [...p.tiles].sort((a, b) => a.y - b.y || a.x - b.x),
  meeples: [...(p.meeples ?? [])].sort((a, b) => a.y - b.y || a.x - b.x || a.at.localeCompare(b.at)),
  scores: p.scores ?? {},
  toPlay: p.toPlay,
});

describe('the record kept with the moves', () => {
  const { positions, log } = game(7, 30);
  const now = positions[positions.length - 1];

  it('has every move, and the board is the one the moves lead to', () => {
    expect(log.moves).toHaveLength(30);
    expect(movesTo(log, now)).toEqual(log.moves);
    expect(isStandardStart(log.start)).toBe(true);
    const read = api.readGame(gameFile(log));
    expect(read.ok && read.value.moves).toBe(30);
    const replayed = api.replayGame(gameFile(log), 30);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(boardOf(replayed.value)).toEqual(boardOf(now));
  });

  it('follows undo and redo, and a move played after an undo replaces the ones that followed', () => {
    const back = positions[12];
    expect(movesMade(log, back)).toBe(12);
    expect(movesTo(log, back)).toEqual(log.moves.slice(0, 12));
    // Redo: the later boards still have their moves.
    expect(movesTo(log, positions[20])).toEqual(log.moves.slice(0, 20));
    const other = turn(back, log, 1);
    expect(other.log.moves).toHaveLength(13);
    expect(other.log.moves.slice(0, 12)).toEqual(log.moves.slice(0, 12));
    expect(other.log.moves[12]).not.toEqual(log.moves[12]);
    // The boards of the replaced line are no longer boards of this record.
    expect(movesTo(other.log, positions[20])).toBeNull();
  });

  it('a board that is not of the game has no record, and a move on it starts a new one there', () => {
    const elsewhere = game(8, 5).positions[5];
    expect(movesTo(log, elsewhere)).toBeNull();
    const next = turn(elsewhere, log);
    expect(next.log.start).toBe(elsewhere);
    expect(next.log.moves).toHaveLength(1);
    expect(isStandardStart(next.log.start)).toBe(false);
    const file = gameFile(next.log);
    // A game begun from a board: its start, with the whole bag (the tile in hand included).
    expect(file.start?.remaining).toHaveLength(1 + (elsewhere.remaining?.length ?? 0));
    const replayed = api.replayGame(file, 1);
    expect(replayed.ok && boardOf(replayed.value)).toEqual(boardOf(next.pos));
  });

  it('keeps a tile set aside as a move of its own, and the engine agrees it fitted nowhere', () => {
    // A made-up board where the tile in hand fits nowhere: a cloister in its field alone, and a C (city on every side).
    const blocked: Position = {
      format: 'carcassonne-position/1',
      players: ['Red', 'Blue'],
      tiles: [{ x: 0, y: 0, tile: 'B', rot: 0 }],
      toPlay: 'Red',
      inHand: 'C',
      remaining: ['A', 'B'],
      draw: 'in-order',
    };
    const none = legalMoves(blocked, 'C');
    expect(none.ok && none.value).toEqual([]);
    const after = turn(blocked, null);
    expect(after.log.moves).toEqual([{ tile: 'C', discarded: true }]);
    expect(after.pos.inHand).toBe('A');
    expect(movesTo(after.log, after.pos)).toEqual([{ tile: 'C', discarded: true }]);
    const read = api.readGame(gameFile(after.log));
    expect(read.ok).toBe(true);
  });
});

describe('a game file and a game link through the page’s readers', () => {
  const { positions, log } = game(11, 24);
  const now = positions[positions.length - 1];
  const computer = { Blue: 'strong' as const };

  it('export then import: the same record, and the same board after its last move', () => {
    const text = gameFileText(gameFile(log, computer));
    const parsed = parsePositionJson(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(isGameJson(parsed.value)).toBe(true);
    const read = api.readGame(parsed.value);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.moves).toBe(24);
    expect(read.value.game.computer).toEqual(computer);
    expect(read.value.game.moves).toEqual(gameFile(log).moves);
    const end = api.replayGame(read.value.game, read.value.moves);
    expect(end.ok && boardOf(end.value)).toEqual(boardOf(now));
    // The tiles left are the bag's (its order is not in a file).
    if (end.ok) expect([...(end.value.remaining ?? [])].sort()).toEqual([now.inHand!, ...(now.remaining ?? [])].sort());
  });

  it('a damaged file is refused with the move and what is wrong named', () => {
    const file = gameFile(log);
    const m = file.moves.findIndex((x) => !x.discarded);
    const broken = { ...file, moves: file.moves.map((x, i) => (i === m ? { ...x, x: 40, y: 40 } : x)) };
    const read = api.readGame(JSON.parse(gameFileText(broken)));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(errorText(read.error)).toMatch(new RegExp(`^Move ${m + 1} \\(Red with "[A-X]"\\): The cell \\(40, 40\\) does not touch any tile`));
  });

  it('a link holds the record, the computer’s levels and the bag’s order, and opens to the same game', () => {
    const code = encodeGameLink(log, movesTo(log, now)!, now, computer);
    expect(code).toMatch(/^g1\/-s\//);
    expect(code.length).toBeLessThan(2000);
    const reading = readLinkHash(`#${code}`, () => false, true);
    expect(reading.kind).toBe('game');
    if (reading.kind !== 'game' || !reading.result.ok) throw new Error('not read');
    const { file, order } = reading.result.value;
    expect(file).toEqual(gameFile(log, computer));
    // The bag as it was drawn: the tiles of the moves, then the tile in hand and the rest in the order they will come.
    expect(order.slice(file.moves.length)).toEqual([now.inHand!, ...(now.remaining ?? [])]);
    expect(api.readGame(file).ok).toBe(true);
    // A page that opens boards only does not read a game's code as a game.
    expect(readLinkHash(`#${code}`).kind).toBe('link');
  });

  it('a damaged link says which part', () => {
    const code = encodeGameLink(log, movesTo(log, now)!, now, computer);
    const parts = code.split('/');
    const moves = parts[2].split('_');
    moves[3] = 'Q9';
    const broken = decodeGameLink([parts[0], parts[1], moves.join('_'), ...parts.slice(3)].join('/'));
    expect(broken).toEqual({ ok: false, error: { problem: 'move', index: 4, text: 'Q9' } });
    expect(decodeGameLink(['g1', 'x', ...parts.slice(2)].join('/'))).toMatchObject({ ok: false, error: { problem: 'levels' } });
    expect(decodeGameLink('g1/--')).toMatchObject({ ok: false, error: { problem: 'parts', count: 2 } });
  });
});

describe('the review is kept with the game while it has the moves reviewed', () => {
  const { positions, log } = game(5, 10);
  const review = (n: number) => ({ of: fingerprint(gameFile(log, {}, n)), review: { moves: new Array(n).fill(null) } });

  it('is the game’s after more moves, and after an undo', () => {
    const r = review(10);
    expect(reviewFor(r, log)).toBe(r);
    const more = turn(positions[10], log);
    expect(reviewFor(r, more.log)).toBe(r);
    expect(reviewFor(review(6), log)).not.toBeNull();
  });

  it('goes when a reviewed move is replaced, or the game is another', () => {
    const r = review(10);
    const replaced = turn(positions[4], log, 1);
    expect(reviewFor(r, replaced.log)).toBeNull();
    expect(reviewFor(r, game(6, 10).log)).toBeNull();
    // The levels of the computer are no part of what was reviewed.
    expect(fingerprint(gameFile(log, {}, 10))).toBe(r.of);
  });
});
