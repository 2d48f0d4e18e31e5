import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/engine/board';
import { drawTile, newGame, playRandomTurn, Rng } from '../../src/engine/game';
import { countPlacements, legalPlacements, nthPlacement } from '../../src/engine/moves';
import { readPosition, type Position } from '../../src/engine/notation';
import { finalPointsInto, finalScore } from '../../src/engine/scoring';
import { solve, type SearchOptions } from '../../src/engine/search';
import { oriented, tileTypeIndex } from '../../src/engine/tiles';
import { wordError } from '../../src/i18n/words';
import { turnOfTheLoop } from '../setup/turn';

const T = tileTypeIndex;

function read(pos: Omit<Position, 'format'>) {
  const r = readPosition({ format: 'carcassonne-position/1', ...pos });
  if (!r.ok) throw new Error(wordError(r.error));
  return r.value;
}

const key = (m: { x: number; y: number; rot: number; meeple: string | null }) => `${m.x},${m.y},${m.rot},${m.meeple ?? '-'}`;

// ------------------------------------------------------------------ a naive reference, written for the test

/** Every move in the documented order: y, x, rotation, no meeple, then the open spots in segment order. */
function naiveMoves(b: Board, type: number): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (const p of legalPlacements(b, type)) {
    out.push([p.x, p.y, p.rot, -1]);
    for (const spot of p.spots) out.push([p.x, p.y, p.rot, oriented(type, p.rot).spotSeg[spot]]);
  }
  return out;
}

function naiveMargins(b: Board): number[] {
  const total = finalScore(b).total;
  return total.map((t, p) => t - Math.max(...total.filter((_, q) => q !== p), b.players > 1 ? -Infinity : 0));
}

/**
 * Each player's margin at the end, by plain recursion on cloned boards: every
 * player picks the move best for their own margin (`tie`: the first or the
 * last of equal ones in move order), a tile that fits nowhere is discarded,
 * random draws average over every copy left.
 */
function naive(b: Board, pile: number[], random: boolean, tie: 'first' | 'last' = 'first'): number[] {
  if (pile.length === 0) return naiveMargins(b);
  if (random) {
    const sum = new Array<number>(b.players).fill(0);
    for (let i = 0; i < pile.length; i++) {
      const v = naiveTurn(b, pile[i], [...pile.slice(0, i), ...pile.slice(i + 1)], random, tie);
      v.forEach((x, p) => (sum[p] += x / pile.length));
    }
    return sum;
  }
  return naiveTurn(b, pile[0], pile.slice(1), random, tie);
}

function naiveTurn(b: Board, type: number, rest: number[], random: boolean, tie: 'first' | 'last'): number[] {
  const moves = naiveMoves(b, type);
  if (moves.length === 0) return naive(b, rest, random, tie);
  let best: number[] | null = null;
  for (const [x, y, rot, seg] of moves) {
    const c = b.clone();
    c.play(type, x, y, rot, seg);
    const v = naive(c, rest, random, tie);
    if (best === null || v[b.toPlay] > best[b.toPlay] + 1e-9 || (tie === 'last' && Math.abs(v[b.toPlay] - best[b.toPlay]) < 1e-9)) best = v;
  }
  return best!;
}

/**
 * The value of every root move by the naive reference, keyed by move. The event loop turns after each root move:
 * the reference can take seconds, and a test must not hold its worker that long (tests/setup/event-loop.ts).
 */
async function naiveRoot(b: Board, type: number, pile: number[], random: boolean, tie: 'first' | 'last' = 'first'): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const [x, y, rot, seg] of naiveMoves(b, type)) {
    await turnOfTheLoop();
    const c = b.clone();
    c.play(type, x, y, rot, seg);
    const meeple = seg < 0 ? null : oriented(type, rot).segments[seg].spot;
    out.set(key({ x, y, rot, meeple }), naive(c, pile, random, tie)[b.toPlay]);
  }
  return out;
}

/** A board after `turns` random turns of a seeded game, and the tiles that come next. */
function randomPosition(players: number, seed: number, turns: number, rules?: object) {
  const game = newGame(players, seed, rules);
  const rng = new Rng(seed * 7 + 1);
  for (let i = 0; i < turns; i++) {
    const t = drawTile(game);
    if (t < 0) break;
    playRandomTurn(game.board, t, rng);
  }
  const next: number[] = [];
  for (let i = game.next; i < game.pile.length && next.length < 4; i++) next.push(game.pile[i]);
  return { board: game.board, next };
}

function expectSame(solved: ReturnType<typeof solve>, ref: Map<string, number>) {
  expect(solved.moves.length).toBe(ref.size);
  for (const m of solved.moves) expect(m.value, key(m)).toBeCloseTo(ref.get(key(m))!, 6);
  const best = Math.max(...ref.values());
  expect(solved.value).toBeCloseTo(best, 6);
  expect(solved.best.map(key).sort()).toEqual([...ref].filter(([, v]) => Math.abs(v - best) < 1e-6).map(([k]) => k).sort());
}

// ------------------------------------------------------------------ hand-made positions

/** Red's meeple on the start tile's city; red holds an E (a city cap). */
const CAP = { players: ['red', 'blue'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }], meeples: [{ player: 'red' as const, x: 0, y: 0, at: 'N' as const }], inHand: 'E' };

/**
 * A steal. Row y = 0: D (0,0) and U (1,0) carry one road with a red meeple on each;
 * U (3,0) is a road of its own with blue's meeple; cloisters (B) above join them.
 * Red holds a U for the gap at (2,0), which makes one road of 4 tiles: red 2
 * meeples against blue's 1, so red scores 4 at the end and blue nothing.
 */
const STEAL = {
  players: ['red', 'blue'],
  tiles: [
    { x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'U', rot: 1 },
    { x: 1, y: -1, tile: 'B', rot: 0 }, { x: 2, y: -1, tile: 'B', rot: 0 }, { x: 3, y: -1, tile: 'B', rot: 0 },
    { x: 3, y: 0, tile: 'U', rot: 1 },
  ],
  meeples: [
    { player: 'red', x: 0, y: 0, at: 'W' as const }, { player: 'red', x: 1, y: 0, at: 'W' as const },
    { player: 'blue', x: 3, y: 0, at: 'E' as const },
  ],
  inHand: 'U',
};

describe('solver objectives on hand-made positions', () => {
  it('points: closing red\'s two-tile city scores 4, with or without the farmer', () => {
    const { board } = read(CAP);
    const s = solve(board, T('E'), { objective: 'points' });
    // The city of 2 tiles scores 2 × 2 = 4 now; a meeple on the cap's field changes nothing this turn.
    expect(s.value).toBe(4);
    expect(s.best.every((m) => m.x === 0 && m.y === -1 && m.rot === 2)).toBe(true);
    expect(s.best.map((m) => m.meeple)).toEqual([null, 'NW']);
    expect(s.complete).toBe(true);
    // Every move is listed, best first; everything else scores nothing now.
    expect(s.moves.slice(2).every((m) => m.value === 0)).toBe(true);
  });

  it('final: the city closed (4) plus a farmer on the field beside it (3) makes 7', () => {
    const { board } = read(CAP);
    const s = solve(board, T('E'), { objective: 'final' });
    // Red: 4 for the city + 3 for the farm that supplies it; blue 0 → margin 7.
    expect(s.value).toBe(7);
    expect(s.best.map(key)).toEqual(['0,-1,2,NW']);
    // Closing it with no farmer: 4 − 0.
    expect(s.moves.find((m) => key(m) === '0,-1,2,-')!.value).toBe(4);
  });

  it('final values a steal: the gap-filler takes blue\'s road (4 − 0), where points sees nothing', () => {
    const { board } = read(STEAL);
    const s = solve(board, T('U'), { objective: 'final' });
    // Before: red's road of 2 tiles is worth 2, blue's of 1 tile 1. After the gap: red 4, blue 0.
    expect(s.value).toBe(4);
    expect(s.best.length).toBe(3); // no meeple, or a farmer on either field (no completed city: worth 0)
    expect(s.best.every((m) => m.x === 2 && m.y === 0 && m.rot === 1)).toBe(true);
    expect(s.best[0].meeple).toBeNull();
    // The next best is a road of its own with a meeple: red 2 + 1, blue 1 → margin 2.
    expect(s.moves[3].value).toBe(2);
    const points = solve(board, T('U'), { objective: 'points' });
    expect(points.moves.find((m) => m.x === 2 && m.y === 0)!.value).toBe(0);
  });

  it('a tile that fits nowhere has no moves and no value', () => {
    const { board } = read({ players: ['red'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }] });
    // C is all city: D's road sides and field side refuse it; only north (D's city) takes it.
    const s = solve(board, T('C'), { objective: 'final' });
    expect(s.moves.length).toBeGreaterThan(0);
    const none = solve(read({ ...CAP, tiles: [{ x: 0, y: 0, tile: 'C', rot: 0 }], meeples: [] }).board, T('C'), { objective: 'final' });
    expect(none).toMatchObject({ value: null, best: [], moves: [] });
  });
});

describe('endgame against a naive reference', () => {
  const cases: [string, number, number, number, number, boolean][] = [
    // name, players, seed, turns played, tiles to come, random draw
    ['hand + 1 in order', 2, 3, 3, 1, false],
    ['hand + 1 in order, later', 2, 11, 6, 1, false],
    ['hand + 2 in order', 2, 5, 3, 2, false],
    ['hand + 2 in order, other seed', 2, 8, 2, 2, false],
    ['hand + 2 random', 2, 4, 3, 2, true],
    ['hand + 2 random, other seed', 2, 9, 2, 2, true],
    ['3 players, hand + 2 in order', 3, 6, 3, 2, false],
    ['3 players, hand + 2 random', 3, 12, 2, 2, true],
  ];
  it.each(cases)('%s', async (_name, players, seed, turns, count, random) => {
    const { board, next } = randomPosition(players, seed, turns, { meeples: 2 });
    const [hand, ...rest] = next;
    const pile = rest.slice(0, count);
    const s = solve(board, hand, { objective: 'endgame', remaining: pile, draw: random ? 'random' : 'in-order' });
    expect(s.complete).toBe(true);
    expect(s.depth).toBe(count);
    expectSame(s, await naiveRoot(board, hand, pile, random));
  }, 120_000); // the naive reference is slow, the more so on a busy machine

  // Random positions under random rule options (fast-check, fixed seed), one test each so the runner
  // hears from the worker between them.
  const ruleCases = fc.sample(
    fc.record({
      seed: fc.integer({ min: 1, max: 100_000 }),
      turns: fc.integer({ min: 2, max: 5 }),
      rules: fc.record({
        farmers: fc.boolean(),
        meeples: fc.integer({ min: 1, max: 7 }),
        smallCity: fc.boolean(),
        farmScoring: fc.constantFrom('third-edition' as const, 'first-edition' as const),
        incompleteScore: fc.boolean(),
      }),
    }),
    { seed: 0x5eed13, numRuns: 5 },
  );
  // Every other case without farmers (the sample happens to draw them on in all five).
  const withAndWithoutFarmers = ruleCases.map((c, i) => (i % 2 ? { ...c, rules: { ...c.rules, farmers: false } } : c));
  it.each(withAndWithoutFarmers.map((c) => [JSON.stringify(c), c] as const))('2 players, same values as the reference (lone meeples, killer moves, draws of one kind): %s', async (_name, { seed, turns, rules }) => {
    const { board, next } = randomPosition(2, seed, turns, rules);
    expect(next.length).toBeGreaterThanOrEqual(2);
    const [hand, a] = next;
    expectSame(solve(board, hand, { objective: 'endgame', remaining: [a] }), await naiveRoot(board, hand, [a], false));
    // Two copies of one tile drawn at random: each draw is of one kind only, the second searched with a window
    // (and the last tile's refutations tried first).
    expectSame(solve(board, hand, { objective: 'endgame', remaining: [a, a], draw: 'random' }), await naiveRoot(board, hand, [a, a], true));
  }, 120_000);

  it('3 players: a player facing equal margins takes the first move in order, and that decides the value', async () => {
    // Look through small 3-player positions for one where "the last of equal moves" would give another value.
    let found = 0;
    for (let seed = 1; seed <= 40 && found < 2; seed++) {
      const { board, next } = randomPosition(3, seed, 2, { meeples: 2 });
      const [hand, ...rest] = next;
      const pile = rest.slice(0, 1);
      const first = await naiveRoot(board, hand, pile, false, 'first');
      const last = await naiveRoot(board, hand, pile, false, 'last');
      if ([...first].every(([k, v]) => last.get(k) === v)) continue;
      found++;
      expectSame(solve(board, hand, { objective: 'endgame', remaining: pile }), first);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('endgame with no tiles to come is final (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 2, max: 4 }), (seed, turns, players) => {
        const { board, next } = randomPosition(players, seed, turns);
        if (next.length === 0) return;
        const end = solve(board, next[0], { objective: 'endgame', remaining: [] });
        const fin = solve(board, next[0], { objective: 'final' });
        expect(end.moves).toEqual(fin.moves);
        expect(end.best).toEqual(fin.best);
      }),
      { numRuns: 40 },
    );
  });

  it('with a time limit it answers the deepest values it finished, marked incomplete', () => {
    const { board, next } = randomPosition(2, 21, 30);
    const [hand, ...pile] = next;
    let t = 0;
    // A clock that moves 1 ms per look (one look every 1024 positions): 5 ms run out in the middle of the search.
    const opts: SearchOptions = { objective: 'endgame', remaining: pile, timeLimitMs: 5, now: () => t++ };
    const s = solve(board, hand, opts);
    expect(s.complete).toBe(false);
    expect(s.depth).toBeLessThan(pile.length);
    // Its values are those of the depth it finished: at depth 0, the final values.
    const at = solve(board, hand, { objective: 'endgame', remaining: pile.slice(0, s.depth) });
    expect(s.moves.map((m) => m.value).sort()).toEqual(at.moves.map((m) => m.value).sort());
    expect(s.best.map(key)).toEqual(at.best.map(key));
    // The progress callback can stop a search too.
    const stopped = solve(board, hand, { objective: 'endgame', remaining: pile, progress: () => false });
    expect(stopped.complete).toBe(false);
    expect(stopped.moves.length).toBe(at.moves.length);
  });
});

describe('endgame, best move only (the computer\'s search)', () => {
  /** Late 2-player positions where players still hold meeples, under random rules (fast-check, fixed seed). */
  const cases = fc.sample(
    fc.record({
      seed: fc.integer({ min: 1, max: 100_000 }),
      turns: fc.integer({ min: 45, max: 62 }),
      count: fc.integer({ min: 1, max: 2 }),
      random: fc.boolean(),
      rules: fc.record({
        farmers: fc.boolean(),
        meeples: fc.integer({ min: 4, max: 7 }),
        smallCity: fc.boolean(),
        farmScoring: fc.constantFrom('third-edition' as const, 'first-edition' as const),
        incompleteScore: fc.boolean(),
      }),
    }),
    { seed: 0xbe57, numRuns: 8 },
  );
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))('finds the move and value the full ranking puts first: %s', (_name, { seed, turns, count, random, rules }) => {
    const { board, next } = randomPosition(2, seed, turns, rules);
    const [hand, ...rest] = next;
    const options: SearchOptions = { objective: 'endgame', remaining: rest.slice(0, count), draw: random ? 'random' : 'in-order' };
    const full = solve(board, hand, options);
    const best = solve(board, hand, { ...options, bestOnly: true });
    expect(best.complete).toBe(true);
    expect(best.value).toBe(full.value);
    expect(key(best.best[0])).toBe(key(full.best[0]));
    // Every value it gives is the full ranking's; the best of them first.
    const byKey = new Map(full.moves.map((m) => [key(m), m.value]));
    for (const m of best.moves) expect(m.value, key(m)).toBe(byKey.get(key(m)));
    expect(best.moves[0].value).toBe(full.value);
    // Stopped by a budget of positions, it answers the best of the deepest depth it finished.
    const capped = solve(board, hand, { ...options, bestOnly: true, maxNodes: 2048 });
    const at = solve(board, hand, { ...options, remaining: options.remaining!.slice(0, capped.depth) });
    expect(key(capped.best[0])).toBe(key(at.best[0]));
    expect(capped.value).toBe(at.value);
  }, 120_000);
});

describe('endgame on late positions with meeples in hand, against a plain reference', () => {
  /**
   * Two players only: the root player's margin at the end by plain recursion — every move played out
   * (a board per depth, copied), every end scored in full (`finalPointsInto`), no shortcut of the
   * search (no quiet placements, lone meeples or farmers valued without playing, no windows).
   */
  function plain2(boards: Board[], d: number, pile: number[], random: boolean, me: number): number {
    const b = boards[d];
    if (pile.length === 0) {
      const t = new Int32Array(2);
      finalPointsInto(b, t);
      return t[me] + b.scores[me] - (t[1 - me] + b.scores[1 - me]);
    }
    if (random) {
      // Every copy left, each as likely (copies of one type give the same value: once each, weighted).
      let sum = 0;
      const seen = new Map<number, number>();
      for (const t of pile) seen.set(t, (seen.get(t) ?? 0) + 1);
      for (const [t, c] of seen) {
        const i = pile.indexOf(t);
        sum += c * plain2Turn(boards, d, t, [...pile.slice(0, i), ...pile.slice(i + 1)], random, me);
      }
      return sum / pile.length;
    }
    return plain2Turn(boards, d, pile[0], pile.slice(1), random, me);
  }

  function plain2Turn(boards: Board[], d: number, type: number, rest: number[], random: boolean, me: number): number {
    const b = boards[d];
    const moves = naiveMoves(b, type);
    if (moves.length === 0) return plain2(boards, d, rest, random, me);
    const child = (boards[d + 1] ??= b.clone());
    let best = b.toPlay === me ? -Infinity : Infinity;
    for (const [x, y, rot, seg] of moves) {
      child.copyFrom(b);
      child.play(type, x, y, rot, seg);
      const v = plain2(boards, d + 1, rest, random, me);
      best = b.toPlay === me ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  /** The reference's value of the root moves `which` picks (by key), keyed by move; the event loop turns after each. */
  async function plainRoot(b: Board, type: number, pile: number[], random: boolean, which: (k: string, i: number) => boolean): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const boards = [b.clone()];
    for (const [i, [x, y, rot, seg]] of naiveMoves(b, type).entries()) {
      if (!which(key({ x, y, rot, meeple: seg < 0 ? null : oriented(type, rot).segments[seg].spot }), i)) continue;
      await turnOfTheLoop();
      boards[0].copyFrom(b);
      boards[0].play(type, x, y, rot, seg);
      const meeple = seg < 0 ? null : oriented(type, rot).segments[seg].spot;
      out.set(key({ x, y, rot, meeple }), plain2(boards, 0, pile, random, b.toPlay));
    }
    return out;
  }

  /**
   * A late 2-player position where each player still holds a meeple or more (a meeple put down one
   * turn in four): the first such game from `seed` on.
   */
  function lateWithMeeples(from: number, tilesLeft: number, rules: object) {
    for (let seed = from; ; seed++) {
      const p = lateGame(seed, tilesLeft, rules);
      if (p.board.supply[0] > 0 && p.board.supply[1] > 0 && p.next[0] >= 0) return p;
    }
  }

  function lateGame(seed: number, tilesLeft: number, rules: object) {
    const game = newGame(2, seed, rules);
    const rng = new Rng(seed * 31 + 7);
    let type = drawTile(game);
    while (type >= 0 && game.pile.length - game.next > tilesLeft) {
      const b = game.board;
      const pick = nthPlacement(b, type, rng.int(countPlacements(b, type)));
      const [x, y, rot] = [b.frontX[pick >> 2], b.frontY[pick >> 2], pick & 3];
      let seg = -1;
      if (b.supply[b.toPlay] > 0 && rng.int(4) === 0) {
        const open = b.openSegments(type, x, y, rot);
        const segs: number[] = [];
        for (let k = 0; open >> k !== 0; k++) if (open & (1 << k)) segs.push(k);
        if (segs.length) seg = segs[rng.int(segs.length)];
      }
      b.playLegal(type, x, y, rot, seg);
      type = drawTile(game);
    }
    return { board: game.board, next: [type, ...Array.from(game.pile.slice(game.next))] };
  }

  // Positions 3 tiles before the end under random rules (fast-check, fixed seed); farmers on in most,
  // third-edition farms in most (the search values a lone farmer without playing it there).
  const cases = fc.sample(
    fc.record({
      seed: fc.integer({ min: 1, max: 100_000 }),
      rules: fc.record({
        farmers: fc.constantFrom(true, true, true, false),
        meeples: fc.integer({ min: 5, max: 7 }),
        smallCity: fc.boolean(),
        farmScoring: fc.constantFrom('third-edition' as const, 'third-edition' as const, 'first-edition' as const),
        incompleteScore: fc.boolean(),
      }),
    }),
    { seed: 0x1a7e, numRuns: 10 },
  ).map((c, i) => ({ ...c, random: i % 2 === 1 }));
  // The reference plays every end out: it values the three best root moves by the search, and one in eight of the others.
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))('hand + 2, every move and the best move only, as the reference: %s', async (_name, { seed, random, rules }) => {
    const { board, next } = lateWithMeeples(seed, 3, rules);
    const [hand, ...rest] = next;
    const pile = rest.slice(0, 2);
    const options: SearchOptions = { objective: 'endgame', remaining: pile, draw: random ? 'random' : 'in-order' };
    const full = solve(board, hand, options);
    const top = new Set(full.moves.slice(0, 3).map(key));
    const ref = await plainRoot(board, hand, pile, random, (k, i) => top.has(k) || i % 8 === seed % 8);
    expect(ref.size).toBeGreaterThanOrEqual(Math.floor(full.moves.length / 8));
    for (const k of top) expect(ref.has(k), k).toBe(true);
    for (const m of full.moves) if (ref.has(key(m))) expect(m.value, key(m)).toBeCloseTo(ref.get(key(m))!, 6);
    // No move the reference valued beats the best.
    const refBest = Math.max(...ref.values());
    expect(full.value).toBeCloseTo(refBest, 6);
    const best = solve(board, hand, { ...options, bestOnly: true });
    expect(best.value).toBeCloseTo(refBest, 6);
    expect(key(best.best[0])).toBe(key(full.best[0]));
    for (const m of best.moves) if (ref.has(key(m))) expect(m.value, key(m)).toBeCloseTo(ref.get(key(m))!, 6);
  }, 120_000);
});
