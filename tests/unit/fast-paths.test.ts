/**
 * The fast paths of random play and search give the same answers as the
 * checked ones: `Board.openSegments` as `checkMeeple` on every segment,
 * `countPlacements`, `nthPlacement` and `randomPlacement` as `legalPlacementsInto`, and
 * `playLegal` as `play`, over every turn of random games (2 to 6 players,
 * farmers on and off, few meeples or many). Then, under random rules
 * (fast-check): the placements the board counts as cells open and close
 * (`Board.placements`, `canPlaceAnywhere`, `placementOfRank` from either end) as a
 * walk over the list, the cloisters' neighbours it keeps as a look at the grid, and
 * `quietPlacement` (what the search values without playing) as playing the move, and so the worth
 * of a lone farmer (`quietFarmerWorth`, `FarmCities.loneFarmerWorth`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OK, type Board } from '../../src/engine/board';
import { drawTile, newGame, Rng } from '../../src/engine/game';
import { canPlaceAnywhere, countPlacements, legalPlacementsInto, nthPlacement, placementOfRank, randomPlacement } from '../../src/engine/moves';
import { writePosition } from '../../src/engine/notation';
import { COLOR_NAMES } from '../../src/engine/colors';
import type { Rules } from '../../src/engine/rules';
import { FarmCities, finalPointsInto, GainBounds, hasFarmer, quietFarmerWorth, quietPlacement } from '../../src/engine/scoring';
import { solve } from '../../src/engine/search';
import { HAS_CLOISTER, KIND_FIELD, ORIENTED, TILE_DEFS } from '../../src/engine/tiles';

describe('fast paths', () => {
  it('agree with the checked paths at every turn of random games', () => {
    const buf = new Int32Array(1024);
    let segmentsChecked = 0;
    // Collected, then compared once: an expect per answer would cost more than the answers.
    const mismatches: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const players = 2 + (seed % 5);
      const names = COLOR_NAMES.slice(0, players);
      const rules = { farmers: seed % 3 !== 0, meeples: seed % 4 === 0 ? 3 : 7 };
      const game = newGame(players, seed, rules);
      const rng = new Rng(seed);
      for (let type = drawTile(game); type >= 0; type = drawTile(game)) {
        const board = game.board;
        const player = board.toPlay;
        for (let t = seed % 3; t < TILE_DEFS.length; t += 3) {
          const n = legalPlacementsInto(board, t, buf);
          if (countPlacements(board, t) !== n) mismatches.push(`count of ${t}, game ${seed}`);
          // A random placement is the placement of the rank drawn, with the same draw.
          const draws = [new Rng(seed * 100 + t), new Rng(seed * 100 + t)];
          const drawn = randomPlacement(board, t, draws[0]);
          const expected = n === 0 ? -1 : buf[draws[1].int(n)];
          if (drawn !== expected) mismatches.push(`random placement of ${t}, game ${seed}`);
          for (let k = 0; k < n; k++) {
            if (nthPlacement(board, t, k) !== buf[k]) mismatches.push(`placement ${k} of ${t}, game ${seed}`);
            if (board.supply[player] === 0) continue;
            const f = buf[k] >> 2;
            const rot = buf[k] & 3;
            const open = board.openSegments(t, board.frontX[f], board.frontY[f], rot);
            let expected = 0;
            for (let s = 0; s < ORIENTED[t * 4 + rot].segments.length; s++) {
              if (board.checkMeeple(t, board.frontX[f], board.frontY[f], rot, s, player) === OK) expected |= 1 << s;
              segmentsChecked++;
            }
            if (open !== expected) mismatches.push(`open segments ${open} ≠ ${expected}, game ${seed}`);
          }
        }
        // A random legal move of the tile drawn, played both ways: the same position.
        const pick = nthPlacement(board, type, rng.int(countPlacements(board, type)));
        const f = pick >> 2;
        const rot = pick & 3;
        const [x, y] = [board.frontX[f], board.frontY[f]];
        const open = board.supply[player] > 0 ? board.openSegments(type, x, y, rot) : 0;
        const segs: number[] = [-1];
        for (let s = 0; open >> s !== 0; s++) if (open & (1 << s)) segs.push(s);
        const seg = segs[rng.int(segs.length)];
        const checked = board.clone();
        expect(checked.play(type, x, y, rot, seg)).toBe(OK);
        board.playLegal(type, x, y, rot, seg);
        expect(writePosition(board, names)).toEqual(writePosition(checked, names));
      }
      expect(game.board.tileCount).toBeGreaterThan(60);
    }
    expect(mismatches).toEqual([]);
    expect(segmentsChecked).toBeGreaterThan(50_000);
  }, 120_000);
});

const rulesArb: fc.Arbitrary<Rules> = fc.record({
  farmers: fc.boolean(),
  meeples: fc.integer({ min: 1, max: 7 }),
  smallCity: fc.boolean(),
  farmScoring: fc.constantFrom('third-edition' as const, 'first-edition' as const),
  incompleteScore: fc.boolean(),
});
const gameArb = fc.record({ players: fc.integer({ min: 2, max: 5 }), seed: fc.integer({ min: 1, max: 0x7fffffff }), rules: rulesArb });

/** Each player's total (score so far plus final scoring) on a board. */
function totals(b: Board): number[] {
  const out = new Int32Array(b.players);
  finalPointsInto(b, out);
  return Array.from(out, (v, p) => v + b.scores[p]);
}

/**
 * Play a random game in which a player with a meeple puts one down half the time (so that
 * late boards hold many, farmers among them), calling `look` before each turn.
 */
function meepleGame(players: number, seed: number, rules: Rules, look: (b: Board, type: number, rng: Rng) => void): void {
  const game = newGame(players, seed, rules);
  const rng = new Rng(seed ^ 0x2545f491);
  for (let type = drawTile(game); type >= 0; type = drawTile(game)) {
    const b = game.board;
    look(b, type, rng);
    const pick = nthPlacement(b, type, rng.int(countPlacements(b, type)));
    const [x, y, rot] = [b.frontX[pick >> 2], b.frontY[pick >> 2], pick & 3];
    const open = b.supply[b.toPlay] > 0 && rng.int(2) === 0 ? b.openSegments(type, x, y, rot) : 0;
    const segs: number[] = [];
    for (let s = 0; open >> s !== 0; s++) if (open & (1 << s)) segs.push(s);
    b.playLegal(type, x, y, rot, segs.length ? segs[rng.int(segs.length)] : -1);
  }
}

describe('fast paths under random rules (property-based, fixed seed)', () => {
  it('the placements the board counts, and the walk from either end, agree with the list of placements; so do the cloisters\' neighbours', () => {
    const buf = new Int32Array(1024);
    let ranks = 0;
    fc.assert(
      fc.property(gameArb, ({ players, seed, rules }) => {
        const mismatches: string[] = [];
        meepleGame(players, seed, rules, (b) => {
          for (let t = 0; t < TILE_DEFS.length; t++) {
            const n = legalPlacementsInto(b, t, buf);
            if (countPlacements(b, t) !== n) mismatches.push(`count of ${t}`);
            if (canPlaceAnywhere(b, t) !== n > 0) mismatches.push(`fits anywhere, ${t}`);
            // The walk picks the cell from the nearer end: every rank, both halves.
            for (let k = 0; k < n; k++, ranks++) if (placementOfRank(b, t, k, n) !== buf[k]) mismatches.push(`rank ${k} of ${t}`);
          }
          for (let i = 0; i < b.cloisterCount; i++) {
            const c = b.cloisterSlots[i];
            if (!HAS_CLOISTER[b.slotType[c]] || b.cloisterTiles(c) !== b.tilesAround(c)) mismatches.push(`cloister at slot ${c}`);
          }
          // A copy keeps the counts: the same placements on a board copied from this one.
          if (b.tileCount % 17 === 0) {
            const copy = b.clone();
            for (let t = 0; t < TILE_DEFS.length; t++) if (copy.placements(t) !== b.placements(t)) mismatches.push(`copied count of ${t}`);
          }
        });
        expect(mismatches).toEqual([]);
      }),
      { seed: 0x0f1d5, numRuns: 12 },
    );
    expect(ranks).toBeGreaterThan(100_000);
  }, 120_000);

  it('a quiet placement changes no player\'s points, now or at the end, and a lone meeple on it earns its worth', () => {
    const buf = new Int32Array(1024);
    const worth = new Int32Array(8);
    let quiet = 0;
    let loud = 0;
    let meeples = 0;
    fc.assert(
      fc.property(gameArb, ({ players, seed, rules }) => {
        const mismatches: string[] = [];
        meepleGame(players, seed, rules, (b, type, rng) => {
          if (b.tileCount < 15 || rng.int(4) !== 0) return;
          const before = totals(b).join();
          const farmers = hasFarmer(b);
          const n = legalPlacementsInto(b, type, buf);
          for (let i = 0; i < n; i++) {
            const f = buf[i] >> 2;
            const [x, y, rot] = [b.frontX[f], b.frontY[f], buf[i] & 3];
            if (!quietPlacement(b, type, x, y, rot, farmers, worth)) {
              loud++;
              continue;
            }
            quiet++;
            const c = b.clone();
            c.playLegal(type, x, y, rot, -1);
            if (totals(c).join() !== before) mismatches.push(`quiet ${type} at ${x},${y} turned ${rot}: ${before} became ${totals(c).join()}`);
            if (b.supply[b.toPlay] === 0) continue;
            const open = b.openSegments(type, x, y, rot);
            for (let s = 0; open >> s !== 0; s++) {
              if (!(open & (1 << s)) || worth[s] < 0) continue;
              meeples++;
              const m = b.clone();
              m.playLegal(type, x, y, rot, s);
              const expected = totals(b);
              expected[b.toPlay] += worth[s];
              if (totals(m).join() !== expected.join()) mismatches.push(`meeple on ${s} of ${type} at ${x},${y}: worth ${worth[s]}, totals ${totals(m).join()} not ${expected.join()}`);
            }
          }
        });
        expect(mismatches).toEqual([]);
      }),
      { seed: 0x9e3779b1, numRuns: 25 },
    );
    // Both kinds are met, and many lone meeples.
    expect(quiet).toBeGreaterThan(5_000);
    expect(loud).toBeGreaterThan(500);
    expect(meeples).toBeGreaterThan(1_000);
  }, 120_000);

  it('a lone farmer on a quiet placement, or on a placement played, earns its worth (third-edition farms), and nobody else\'s points change', () => {
    const buf = new Int32Array(1024);
    const worth = new Int32Array(8);
    const cities = new FarmCities();
    const played = new FarmCities();
    let quietFarmers = 0;
    let loudFarmers = 0;
    let earning = 0;
    let quietEarning = 0;
    let unknown = 0;
    fc.assert(
      fc.property(gameArb, ({ players, seed, rules }) => {
        const mismatches: string[] = [];
        meepleGame(players, seed, rules, (b, type, rng) => {
          if (b.tileCount < 10 || rng.int(2) !== 0 || b.supply[b.toPlay] === 0) return;
          const farmers = hasFarmer(b);
          cities.build(b);
          const n = legalPlacementsInto(b, type, buf);
          for (let i = 0; i < n; i++) {
            const f = buf[i] >> 2;
            const [x, y, rot] = [b.frontX[f], b.frontY[f], buf[i] & 3];
            const quiet = quietPlacement(b, type, x, y, rot, farmers, worth);
            const open = b.openSegments(type, x, y, rot);
            const c = b.clone();
            c.playLegal(type, x, y, rot, -1);
            const after = totals(c);
            played.build(c);
            for (let s = 0; open >> s !== 0; s++) {
              if (!(open & (1 << s)) || ORIENTED[type * 4 + rot].segments[s].kind !== KIND_FIELD) continue;
              const w = quiet ? quietFarmerWorth(b, type, x, y, rot, s, cities) : played.loneFarmerWorth(((c.tileCount - 1) << 3) | s);
              if (w < 0) {
                unknown++;
                if (rules.farmScoring === 'third-edition' && rules.farmers) mismatches.push(`no worth for a farmer on ${s} of ${type} at ${x},${y}`);
                continue;
              }
              if (quiet) quietFarmers++;
              else loudFarmers++;
              if (w > 0) earning++;
              if (w > 0 && quiet) quietEarning++;
              const m = b.clone();
              m.playLegal(type, x, y, rot, s);
              const expected = [...after];
              expected[b.toPlay] += w;
              if (totals(m).join() !== expected.join()) mismatches.push(`farmer on ${s} of ${type} at ${x},${y} (${quiet ? 'quiet' : 'loud'}): worth ${w}, totals ${totals(m).join()} not ${expected.join()}`);
            }
          }
        });
        expect(mismatches).toEqual([]);
      }),
      { seed: 0x7a4e5, numRuns: 60 },
    );
    // Both kinds of placement are met, many farmers earn something, and first-edition farms are left to play.
    expect(quietFarmers).toBeGreaterThan(2_000);
    expect(loudFarmers).toBeGreaterThan(500);
    expect(earning).toBeGreaterThan(300);
    expect(quietEarning).toBeGreaterThan(150);
    expect(unknown).toBeGreaterThan(0);
  }, 120_000);

  it('two players: no move on an open cell gains more than the cell\'s bound (GainBounds), under random rules', () => {
    const buf = new Int32Array(1024);
    const cities = new FarmCities();
    const bounds = new GainBounds();
    let moves = 0;
    let tightest = Infinity;
    fc.assert(
      fc.property(fc.record({ seed: fc.integer({ min: 1, max: 0x7fffffff }), rules: rulesArb }), ({ seed, rules }) => {
        const mismatches: string[] = [];
        meepleGame(2, seed, rules, (b, type, rng) => {
          if (b.tileCount < 8 || rng.int(3) !== 0) return;
          const me = b.toPlay;
          const before = totals(b);
          cities.build(b);
          bounds.begin(b, type, cities);
          const n = legalPlacementsInto(b, type, buf);
          for (let i = 0; i < n; i++) {
            const f = buf[i] >> 2;
            const [x, y, rot] = [b.frontX[f], b.frontY[f], buf[i] & 3];
            const bound = bounds.cell(f);
            const open = b.supply[me] > 0 ? b.openSegments(type, x, y, rot) : 0;
            for (let s = -1; s < 8; s++) {
              if (s >= 0 && !(open & (1 << s))) continue;
              const c = b.clone();
              c.playLegal(type, x, y, rot, s);
              const t = totals(c);
              const gain = t[me] - t[1 - me] - (before[me] - before[1 - me]);
              moves++;
              tightest = Math.min(tightest, bound - gain);
              if (gain > bound) mismatches.push(`${type} at ${x},${y} turned ${rot}, meeple ${s}: gains ${gain}, bound ${bound}`);
            }
          }
        });
        expect(mismatches).toEqual([]);
      }),
      { seed: 0xb0d5, numRuns: 30 },
    );
    expect(moves).toBeGreaterThan(20_000);
    // The bound is met exactly by some move: it is no looser than it needs to be there.
    expect(tightest).toBeLessThanOrEqual(2);
  }, 120_000);

  it('one-move values (`final`, and the endgame with one tile to come) equal playing each move out on late boards with meeples', () => {
    let boards = 0;
    fc.assert(
      fc.property(fc.record({ seed: fc.integer({ min: 1, max: 0x7fffffff }), rules: rulesArb }), ({ seed, rules }) => {
        meepleGame(2, seed, rules, (b, type, rng) => {
          if (b.tileCount < 50 || rng.int(6) !== 0) return;
          boards++;
          const solved = solve(b, type, { objective: 'final' });
          for (const m of solved.moves) {
            const c = b.clone();
            expect(c.play(type, m.x, m.y, m.rot, m.seg)).toBe(OK);
            const t = totals(c);
            expect(m.value, `${m.x},${m.y},${m.rot},${m.seg}`).toBe(t[b.toPlay] - t[1 - b.toPlay]);
          }
          // One tile to come, in order: the best answer to each move, played out.
          const next = (type + 1 + rng.int(TILE_DEFS.length - 1)) % TILE_DEFS.length;
          const end = solve(b, type, { objective: 'endgame', remaining: [next] });
          for (const m of end.moves) {
            const c = b.clone();
            c.play(type, m.x, m.y, m.rot, m.seg);
            let best = -Infinity;
            const n = legalPlacementsInto(c, next, buf);
            if (n === 0) {
              const t = totals(c);
              best = t[c.toPlay] - t[1 - c.toPlay];
            }
            for (let i = 0; i < n; i++) {
              const f = buf[i] >> 2;
              const [x, y, rot] = [c.frontX[f], c.frontY[f], buf[i] & 3];
              const open = c.supply[c.toPlay] > 0 ? c.openSegments(next, x, y, rot) : 0;
              for (let s = -1; s < 8; s++) {
                if (s >= 0 && !(open & (1 << s))) continue;
                const r = c.clone();
                r.playLegal(next, x, y, rot, s);
                const t = totals(r);
                best = Math.max(best, t[c.toPlay] - t[1 - c.toPlay]);
              }
            }
            expect(m.value, `${m.x},${m.y},${m.rot},${m.seg}`).toBe(-best);
          }
        });
      }),
      { seed: 0x51ab, numRuns: 6 },
    );
    expect(boards).toBeGreaterThan(5);
  }, 120_000);
});

const buf = new Int32Array(1024);
