/**
 * The computer's levels (src/engine/levels.ts, strong.ts) and matches between
 * them (match.ts): legal moves at every level, Strong blind to the bag's
 * order, reproducible for a seed, stopped by its time limit on a fake clock
 * (never a real one: no timing is asserted), and the pairs of a match on the
 * same tiles with the seats swapped.
 */
import { describe, expect, it } from 'vitest';
import { OK, type Board } from '../../src/engine/board';
import { drawTile, newGame, playRandomTurn, Rng, type Game } from '../../src/engine/game';
import { chooseMove, ENDGAME_TILES, LEVELS, startThinking, type ComputerChoice, type Level } from '../../src/engine/levels';
import { matchGames, playMatchGame, summarize, type GameResult } from '../../src/engine/match';
import { STRONG_DEFAULTS, StrongSearch } from '../../src/engine/strong';
import { computerMove, placeTile } from '../../src/engine/api';
import { writePosition } from '../../src/engine/notation';
import { solve } from '../../src/engine/search';
import { ORIENTED, TILE_LETTERS } from '../../src/engine/tiles';

/** A game after `turns` random turns, with the next tile drawn: the board, the tile and the bag. */
function midGame(seed: number, turns: number, players = 2): { game: Game; board: Board; type: number; bag: number[] } {
  const game = newGame(players, seed);
  const rng = new Rng(seed * 31 + 7);
  for (let i = 0; i < turns; i++) {
    const t = drawTile(game);
    if (t < 0) break;
    playRandomTurn(game.board, t, rng);
  }
  const type = drawTile(game);
  return { game, board: game.board, type, bag: Array.from(game.pile.subarray(game.next)) };
}

function expectLegal(board: Board, type: number, c: ComputerChoice | null): void {
  expect(c).not.toBeNull();
  if (!c) return;
  expect(board.checkPlacement(type, c.x, c.y, c.rot)).toBe(OK);
  if (c.seg >= 0) {
    expect(board.checkMeeple(type, c.x, c.y, c.rot, c.seg, board.toPlay)).toBe(OK);
    expect(c.meeple).toBe(ORIENTED[type * 4 + c.rot].segments[c.seg].spot);
  } else {
    expect(c.meeple).toBeNull();
  }
}

const shuffled = (list: readonly number[], seed: number) => {
  const out = [...list];
  const rng = new Rng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** Few playouts: the tests check what the search does, not how well it plays. (Each move still works out the replies of its candidates: seconds on a busy machine, hence the timeouts.) */
const SMALL = { playouts: 120 };

describe('the levels', { timeout: 120_000 }, () => {
  it('every level plays a legal move, early, midway and in the endgame, with 2 and 4 players', () => {
    const cases: [number, number, number][] = [[1, 3, 2], [2, 30, 2], [3, 66, 2], [4, 20, 4], [5, 64, 4]];
    for (const [seed, turns, players] of cases) {
      const { board, type, bag } = midGame(seed, turns, players);
      expect(type).toBeGreaterThanOrEqual(0);
      for (const level of LEVELS) {
        const before = JSON.stringify(writePosition(board, ['a', 'b', 'c', 'd'].slice(0, players)));
        const choice = chooseMove(board, type, bag, { level, seed: 9, ...SMALL });
        expectLegal(board, type, choice);
        // The board is left as it was.
        expect(JSON.stringify(writePosition(board, ['a', 'b', 'c', 'd'].slice(0, players)))).toBe(before);
        const endgame = bag.length <= ENDGAME_TILES;
        expect(choice!.method).toBe(level === 'beginner' ? 'chance' : endgame ? 'endgame' : level === 'club' ? 'final' : 'playouts');
      }
    }
  });

  it('club plays the first best final move, as the playground computer does', () => {
    const { board, type, bag } = midGame(11, 20);
    const best = solve(board, type, { objective: 'final' }).best[0];
    const c = chooseMove(board, type, bag, { level: 'club' })!;
    expect([c.x, c.y, c.rot, c.seg]).toEqual([best.x, best.y, best.rot, best.seg]);
  });

  it('beginner picks by chance among the moves, the better ones more often, reproducibly for a seed', () => {
    const { board, type, bag } = midGame(12, 24);
    const ranked = solve(board, type, { objective: 'final' });
    const value = new Map(ranked.moves.map((m) => [`${m.x},${m.y},${m.rot},${m.seg}`, m.value]));
    const picks: number[] = [];
    const distinct = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const c = chooseMove(board, type, bag, { level: 'beginner', seed })!;
      const key = `${c.x},${c.y},${c.rot},${c.seg}`;
      distinct.add(key);
      picks.push(value.get(key)!);
      expect(chooseMove(board, type, bag, { level: 'beginner', seed })).toEqual(c);
    }
    // Not always the best move, not any move: on average much better than a move picked at random.
    expect(distinct.size).toBeGreaterThan(1);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(picks)).toBeLessThan(ranked.value!);
    expect(mean(picks)).toBeGreaterThan(mean(ranked.moves.map((m) => m.value)));
  });

  it('a tile that fits nowhere gives no move at any level', () => {
    // Only the start tile on the board: a second copy of a tile whose every copy is placed cannot be played.
    const { board } = midGame(13, 0);
    const cType = TILE_LETTERS.indexOf('C');
    expect(board.play(cType, 0, -1, 0, -1)).toBe(OK);
    for (const level of LEVELS) expect(chooseMove(board, cType, [], { level })).toBeNull();
  });
});

describe('strong', { timeout: 120_000 }, () => {
  it('is blind to the order of the bag: shuffled tiles to come give the same move for a seed', () => {
    for (const seed of [21, 22]) {
      const { board, type, bag } = midGame(seed, 24);
      const first = chooseMove(board, type, bag, { level: 'strong', seed: 5, ...SMALL });
      for (let k = 1; k <= 3; k++) {
        const other = chooseMove(board, type, shuffled(bag, k), { level: 'strong', seed: 5, ...SMALL });
        expect(other).toEqual(first);
      }
    }
  });

  it('is reproducible for a seed, and its seed matters', () => {
    const { board, type, bag } = midGame(23, 16);
    const one = new StrongSearch(board, type, countsOf(bag), 1, { ...STRONG_DEFAULTS, playouts: 300, candidates: 8, keepMeeple: 2 });
    one.step(() => false);
    const again = new StrongSearch(board, type, countsOf(bag), 1, { ...STRONG_DEFAULTS, playouts: 300, candidates: 8, keepMeeple: 2 });
    again.step(() => false);
    expect(again.best()).toEqual(one.best());
    expect(again.done).toBe(one.done);
    expect(one.done).toBe(one.total);
    // Another seed plays other futures: over a few seeds, the playouts' means differ (the search looks at them).
    const bests = new Set<string>();
    for (let s = 1; s <= 6; s++) {
      const c = chooseMove(board, type, bag, { level: 'strong', seed: s, playouts: 40 })!;
      bests.add(`${c.x},${c.y},${c.rot},${c.seg}`);
    }
    expect(bests.size).toBeGreaterThan(1);
  });

  it('spends its playout budget and no more, in steps that can stop anywhere', () => {
    const { board, type, bag } = midGame(24, 20);
    const search = new StrongSearch(board, type, countsOf(bag), 3, { ...STRONG_DEFAULTS, playouts: 400, candidates: 10, keepMeeple: 3 });
    expect(search.total).toBeGreaterThan(300);
    expect(search.total).toBeLessThanOrEqual(400);
    let asked = 0;
    // Stopped after 25 playouts: not finished, a legal best move so far.
    expect(search.step(() => asked++ >= 25)).toBe(false);
    expect(search.done).toBe(25);
    const soFar = search.best()!;
    expect(board.checkPlacement(type, soFar.x, soFar.y, soFar.rot)).toBe(OK);
    // Resumed, it finishes its schedule, and gives what an uninterrupted search gives.
    expect(search.step(() => false)).toBe(true);
    expect(search.done).toBe(search.total);
    const whole = new StrongSearch(board, type, countsOf(bag), 3, { ...STRONG_DEFAULTS, playouts: 400, candidates: 10, keepMeeple: 3 });
    whole.step(() => false);
    expect(search.best()).toEqual(whole.best());
  });

  it('stops at its time limit on the clock it is given, with the best move so far', () => {
    const { board, type, bag } = midGame(25, 20);
    let clock = 0;
    // A clock that moves 1 ms each time it is read: a 40 ms limit ends the thinking after about 40 playouts.
    const thinker = startThinking(board, type, bag, { level: 'strong', seed: 1, playouts: 5000, timeLimitMs: 40, now: () => clock++ });
    expect(thinker.step()).toBe(true);
    expect(thinker.done).toBeGreaterThan(0);
    expect(thinker.done).toBeLessThan(60);
    const c = thinker.result()!;
    expectLegal(board, type, c);
    expect(c).toMatchObject({ complete: false, capped: true, method: 'playouts' });
    // `until` pauses the thinking without ending it.
    clock = 0;
    const paused = startThinking(board, type, bag, { level: 'strong', seed: 1, playouts: 300, timeLimitMs: 100_000, now: () => clock++ });
    expect(paused.step(10)).toBe(false);
    const partway = paused.done;
    expect(partway).toBeGreaterThan(0);
    expect(partway).toBeLessThan(paused.total);
    while (!paused.step(clock + 10));
    expect(paused.done).toBe(paused.total);
    expect(paused.result()).toMatchObject({ complete: true, capped: false });
  });
});

function countsOf(bag: readonly number[]): Int8Array {
  const counts = new Int8Array(24);
  for (const t of bag) counts[t]++;
  return counts;
}

describe('the engine API', { timeout: 120_000 }, () => {
  it('computerMove reads the bag from remaining, whatever its order and draw, and its move can be played', () => {
    const { board, type, bag } = midGame(31, 28);
    const pos = { ...writePosition(board, ['red', 'blue']), inHand: TILE_LETTERS[type], remaining: bag.map((t) => TILE_LETTERS[t]) };
    const r = computerMove(pos, { level: 'strong', seed: 4, ...SMALL });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ level: 'strong', tile: TILE_LETTERS[type], player: 'red', method: 'playouts', complete: true });
    const again = computerMove({ ...pos, remaining: [...pos.remaining].reverse(), draw: 'random' }, { level: 'strong', seed: 4, ...SMALL });
    expect(again.ok && again.value.move).toEqual(r.value.move);
    const played = placeTile(pos, { tile: r.value.tile, ...r.value.move! });
    expect(played.ok).toBe(true);
  });

  it('refuses a level, a seed or playouts it does not know, with typed errors', () => {
    const { board, type } = midGame(32, 5);
    const pos = { ...writePosition(board, ['red', 'blue']), inHand: TILE_LETTERS[type] };
    const bad = (options: object) => {
      const r = computerMove(pos, options as never);
      return r.ok ? null : r.error;
    };
    expect(bad({ level: 'master' })).toEqual({ code: 'bad-option', params: { argument: 'level', found: { kind: 'text', text: 'master', length: 6 } } });
    expect(bad({ level: 'club', seed: -1 })).toMatchObject({ code: 'bad-option', params: { argument: 'seed' } });
    expect(bad({ level: 'strong', playouts: 0 })).toMatchObject({ code: 'bad-option', params: { argument: 'playouts', max: 1_000_000 } });
    expect(bad({ level: 'strong', playouts: 2.5 })).toMatchObject({ code: 'bad-option', params: { argument: 'playouts' } });
    expect(bad({ level: 'club', tile: 'Z' })).toMatchObject({ code: 'unknown-tile', params: { tile: 'Z' } });
    const { inHand: _h, ...noHand } = pos;
    expect(computerMove(noHand, { level: 'club' })).toMatchObject({ ok: false, error: { code: 'unknown-tile' } });
  });
});

describe('matches', { timeout: 120_000 }, () => {
  it('pairs its games: the same tiles, the seats swapped; pairs differ', () => {
    const games = matchGames(6, 99);
    expect(games.map((g) => [g.pair, g.seatA])).toEqual([[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]]);
    for (let k = 0; k < 3; k++) {
      expect(games[2 * k].tileSeed).toBe(games[2 * k + 1].tileSeed);
      expect(Array.from(newGame(2, games[2 * k].tileSeed).pile)).toEqual(Array.from(newGame(2, games[2 * k + 1].tileSeed).pile));
    }
    expect(new Set(games.map((g) => g.tileSeed)).size).toBe(3);
    // With more players, A plays first, then last.
    expect(matchGames(2, 99, 4).map((g) => g.seatA)).toEqual([0, 3]);
  });

  it('a level against itself plays the same game twice in a pair, seats swapped: the totals are the same, the margins opposite', () => {
    const [g1, g2] = matchGames(2, 5);
    const club = { level: 'club' as Level };
    const r1 = playMatchGame(g1, club, club);
    const r2 = playMatchGame(g2, club, club);
    expect(r1.totals).toEqual(r2.totals);
    expect(r1.margin).toBe(r1.totals[0] - r1.totals[1]);
    expect(r2.margin).toBe(-r1.margin);
    expect(r1.movesA + r1.movesB).toBeGreaterThan(60);
  });

  it('is reproducible for a seed (no time limit reached)', () => {
    const [g] = matchGames(1, 8);
    const a = { level: 'strong' as Level, playouts: 30 };
    const b = { level: 'beginner' as Level };
    const one = playMatchGame(g, a, b);
    const two = playMatchGame(g, a, b);
    expect(two).toEqual(one);
  });

  it('sums a match up for A: a tie is half a win, the interval over the pairs', () => {
    const r = (pair: number, margin: number): GameResult => ({
      index: 0, pair, seatA: 0, totals: [], margin, movesA: 10, movesB: 10, msA: 50, msB: 0, wallMsA: 80, wallMsB: 0, cappedA: 1, cappedB: 0,
    });
    const s = summarize([r(0, 10), r(0, -4), r(1, 0), r(1, 6)]);
    expect(s).toMatchObject({ games: 4, wins: 2, losses: 1, ties: 1, winRate: 0.625, meanMargin: 3, msPerMove: 5, wallMsPerMove: 8, capped: 4 });
    expect(s.sdMargin).toBeCloseTo(Math.sqrt((49 + 49 + 9 + 9) / 3), 2);
    // Pairs scored 0.5 and 0.75: standard error 0.125.
    expect(s.ci95[0]).toBeCloseTo(0.625 - 1.96 * 0.125, 4);
    expect(s.ci95[1]).toBeCloseTo(0.625 + 1.96 * 0.125, 4);
  });
});
