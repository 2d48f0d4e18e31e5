/**
 * Rules examples and official clarifications from the seed rule texts, replayed through the engine API.
 *
 * Every case rebuilds, on our own grid, the situation a numbered example or a publisher clarification
 * describes (the seeds only show pictures, so the layouts are ours; the numbers are theirs), then
 * asserts the exact result. Seeds (see /work/shared/seeds/README.md, notes in docs/rules-notes.md):
 *   S000 = 000_e89872d078fe1701.txt  base game C2 / 20th anniversary (English)
 *   S001 = 001_a64edc64a4c84f19.txt  first edition (farmers, first-edition farms, small city)
 *   S002 = 002_3feabcbe5c7f2ddf.txt  C2/C3 (Czech)
 *   S003 = 003_899b3109911e80c6.txt  print-and-play demo (5 meeples, no farmers in the text)
 *   S004 = 004_adcc8499f46bf235.txt  C2 (French/English)
 *
 * Conventions: x grows east, y grows south, rot = quarter turns clockwise (rot 1 moves the N edge to E).
 * Every board below was checked for matching edges against src/engine/tiles.ts.
 * Spot names are compared through the segment they designate (so 'W' and 'S' on an M tile turned twice
 * count as the same city), and records are compared with missing players read as 0.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, placeTile, scorePosition, validatePosition } from '../../src/engine/api';
import { canonicalMove, sameMove } from '../../src/engine/moves';
import { ALL_SPOTS, oriented, SIDE_DX, SIDE_DY, tileTypeIndex, type Spot } from '../../src/engine/tiles';
import { wordError } from '../../src/i18n/words';
import type { EngineError } from '../../src/engine/errors';

// ---------------------------------------------------------------------------------------------
// Local shapes (as documented for carcassonne-position/1 and src/engine/api.ts)
// ---------------------------------------------------------------------------------------------
interface Rules {
  farmers?: boolean;
  meeples?: number;
  smallCity?: boolean;
  farmScoring?: 'third-edition' | 'first-edition';
  incompleteScore?: boolean;
}
interface TileOnBoard { x: number; y: number; tile: string; rot: number }
interface MeepleOnBoard { player: string; x: number; y: number; at: string }
interface Position {
  format: 'carcassonne-position/1';
  rules: Rules;
  players: string[];
  tiles: TileOnBoard[];
  meeples: MeepleOnBoard[];
  scores: Record<string, number>;
  toPlay: string;
}
type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };
interface Feature {
  kind: 'city' | 'road' | 'cloister' | 'farm';
  complete: boolean;
  tiles: number;
  pennants: number;
  meeples: Record<string, number>;
  winners: string[];
  points: number;
  cities?: number;
}
interface Scoring { endgame: Record<string, number>; total: Record<string, number>; features: Feature[] }
interface Move { tile: string; x: number; y: number; rot: number; meeple?: string }
interface Turn { scored: Record<string, number>; position: Position }
interface Legal { x: number; y: number; rot: number; spots: string[] }

type ApiPos = Parameters<typeof scorePosition>[0];
const asApi = (p: Position) => p as unknown as ApiPos;
const score = (p: Position) => scorePosition(asApi(p)) as unknown as Result<Scoring>;
const play = (p: Position, m: Move) =>
  placeTile(asApi(p), m as unknown as Parameters<typeof placeTile>[1]) as unknown as Result<Turn>;
const moves = (p: Position, tile: string) => legalMoves(asApi(p), tile as never) as unknown as Result<Legal[]>;
const validate = (p: Position) => validatePosition(asApi(p)) as unknown as Result<Position>;

// ---------------------------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------------------------
type T = [tile: string, x: number, y: number, rot: number];
type M = [player: string, x: number, y: number, at: string];

function position(
  tiles: T[],
  meeples: M[] = [],
  opts: { players?: string[]; toPlay?: string; scores?: Record<string, number>; rules?: Rules } = {},
): Position {
  const players = opts.players ?? ['red', 'blue'];
  const scores: Record<string, number> = {};
  for (const p of players) scores[p] = opts.scores?.[p] ?? 0;
  return {
    format: 'carcassonne-position/1',
    rules: opts.rules ?? {},
    players,
    tiles: tiles.map(([tile, x, y, rot]) => ({ x, y, tile, rot })),
    meeples: meeples.map(([player, x, y, at]) => ({ player, x, y, at })),
    scores,
    toPlay: opts.toPlay ?? players[0],
  };
}

function unwrap<V>(r: Result<V>, what: string): V {
  if (!r.ok) throw new Error(`${what}: expected ok, got ${r.error.code}: ${wordError(r.error)}`);
  return r.value;
}

/** Every player of the position, missing entries read as 0; and no stray keys. */
function full(rec: Record<string, number>, players: string[]): Record<string, number> {
  for (const k of Object.keys(rec)) expect(players, `unexpected key ${k} in a per-player record`).toContain(k);
  const out: Record<string, number> = {};
  for (const p of players) out[p] = rec[p] ?? 0;
  return out;
}

/** A board-level name for the segment a spot designates: the sorted list of every spot naming it. */
function segKey(tile: string, rot: number, at: string): string {
  const o = oriented(tileTypeIndex(tile), rot);
  if (!(ALL_SPOTS as readonly string[]).includes(at)) return `nothing:${at}`;
  const s = o.spotSeg[at as Spot];
  if (s < 0) return `nothing:${at}`;
  return [...o.segments[s].spots].sort().join('+');
}

function meepleKeys(p: Position): string[] {
  return p.meeples
    .map((m) => {
      const t = p.tiles.find((q) => q.x === m.x && q.y === m.y);
      return `${m.player}@${m.x},${m.y}:${t ? segKey(t.tile, t.rot, m.at) : `no-tile:${m.at}`}`;
    })
    .sort();
}

function nonZero(rec: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(rec).filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)));
}

/** Feature comparison: `complete` is not compared for farms; `tiles` is not compared for cloisters. */
function normFeature(f: Feature) {
  return {
    kind: f.kind,
    complete: f.kind === 'farm' ? null : f.complete,
    tiles: f.kind === 'cloister' ? null : f.tiles,
    pennants: f.pennants,
    meeples: nonZero(f.meeples),
    winners: [...f.winners].sort(),
    points: f.points,
    cities: f.kind === 'farm' ? f.cities : null,
  };
}
const featureOrder = (a: ReturnType<typeof normFeature>, b: ReturnType<typeof normFeature>) =>
  JSON.stringify(a).localeCompare(JSON.stringify(b));

type FeatureSpec = {
  kind: Feature['kind'];
  complete?: boolean;
  tiles?: number;
  pennants?: number;
  meeples: Record<string, number>;
  winners: string[];
  points: number;
  cities?: number;
};
function spec(s: FeatureSpec) {
  return normFeature({
    kind: s.kind,
    complete: s.complete ?? false,
    tiles: s.tiles ?? 0,
    pennants: s.pennants ?? 0,
    meeples: s.meeples,
    winners: s.winners,
    points: s.points,
    cities: s.cities,
  });
}

// ---------------------------------------------------------------------------------------------
// Boards (each worked out by hand; edges NESW after rotation are noted per tile)
// ---------------------------------------------------------------------------------------------

/** The start tile alone: D rot0 = C R F R (city cap N, road W–E). */
const START: T[] = [['D', 0, 0, 0]];

/**
 * Final scoring example (S000/S002/S003/S004 "Example of final scoring").
 *   y=-1: E(-2) r1 FCFF | F(-1) r0 FCFC pennant | Q(0) r2 FCCC pennant | M(1) r3 CFFC pennant (open north)
 *   y= 0:               | U(-1) r1 FRFR          | D(0) r0 CRFR          | W(1) r0 FRRR | O(2) r1 CCRR pennant | E(3) r3 FFFC
 *   y= 1:                                        | B(0) cloister
 * Left city: E,F,Q,D,M = 5 tiles, 3 pennants, open at M's north side. Green x2, black x1 → green 5+3 = 8.
 * Cloister at (0,1): neighbours U(-1,0), D(0,0), W(1,0) = 3 → yellow 1+3 = 4.
 * Right city: O + E(3,0) = 2 tiles, 1 pennant, open at O's north side → blue 2+1 = 3.
 * Road: U(-1,0) – D – junction of W(1,0) = 3 tiles, open to the west → red 3.
 */
const FINAL_TILES: T[] = [
  ['D', 0, 0, 0], ['Q', 0, -1, 2], ['F', -1, -1, 0], ['E', -2, -1, 1], ['M', 1, -1, 3],
  ['U', -1, 0, 1], ['W', 1, 0, 0], ['B', 0, 1, 0], ['O', 2, 0, 1], ['E', 3, 0, 3],
];
const FINAL_MEEPLES: M[] = [
  ['green', -2, -1, 'E'], ['green', 1, -1, 'N'], ['black', 0, 0, 'N'],
  ['yellow', 0, 1, 'C'], ['blue', 2, 0, 'N'], ['red', -1, 0, 'W'],
];
const FIVE = ['green', 'black', 'yellow', 'blue', 'red'];
const FINAL_SCORES = { green: 10, black: 4, yellow: 7, blue: 0, red: 12 };

/**
 * A cloister ringed by a closed road (8 tiles) — the last corner (1,1) V r1 is missing.
 *   y=-1: V r3 FRRF | U r1 FRFR | V r0 FFRR
 *   y= 0: U r0 RFRF | B        | U r0 RFRF
 *   y= 1: V r2 RRFF | U r1 FRFR | [V r1 RFFR]
 * Placing V r1 at (1,1) completes the cloister (9) and the ring road, a loop of 8 tiles (8).
 */
const RING_OPEN: T[] = [
  ['B', 0, 0, 0], ['U', 0, -1, 1], ['U', 1, 0, 0], ['U', 0, 1, 1], ['U', -1, 0, 0],
  ['V', 1, -1, 0], ['V', -1, 1, 2], ['V', -1, -1, 3],
];
const RING_LAST: Move = { tile: 'V', x: 1, y: 1, rot: 1 };
/** Red monk + six red highwaymen on the ring road: 7 meeples, the whole supply. */
const RED_SEVEN: M[] = [
  ['red', 0, 0, 'C'], ['red', 0, -1, 'E'], ['red', 1, 0, 'N'], ['red', 0, 1, 'W'],
  ['red', -1, 0, 'S'], ['red', 1, -1, 'S'], ['red', -1, -1, 'E'],
];

/** Example 1 (roads): start tile + a three-way junction W r0 (F R R R) east of it, red on its west road. */
const EX1_TILES: T[] = [['D', 0, 0, 0], ['W', 1, 0, 0]];
/** The tile blue draws in 1c: L r0 (C R R R), city cap north, junction with roads E, S, W. */
const EX1_MOVE: Move = { tile: 'L', x: -1, y: 0, rot: 0 };

/** Example 2 (cities): start + M r2 (F F C C, pennant city S+W) above it; E r1 (F C F F) closes the west. */
const EX2_TILES: T[] = [['D', 0, 0, 0], ['M', 0, -1, 2]];
const EX2_CLOSE: Move = { tile: 'E', x: -1, y: -1, rot: 1 };

/**
 * Example 4 (two highwaymen on one road).
 *   y=0: W r0 (junction) | D r0 (yellow on road) | gap (1,0) | A r1 (cloister, road W) placed by red
 *   y=1:                 | U r1                  | U r1      | U r1
 * Filling the gap with U r1 completes W–D–U–A = 4 tiles, junction to cloister.
 */
const EX4_TILES: T[] = [['W', -1, 0, 0], ['D', 0, 0, 0], ['U', 0, 1, 1], ['U', 1, 1, 1], ['U', 2, 1, 1]];

/**
 * Example 5 (taking over a city). Three separate city caps around the empty cell (0,0):
 *   y=-1: V r1 RFFR | E r2 FFCF (yellow) | V r2 RRFF
 *   y= 0: E r1 FCFF (red, 5a)  | [Q r0 CCFC, 5b] | E r3 FFFC (red)
 * Q (pennant) joins the three caps: 4 tiles + 1 pennant = 10.
 */
const EX5_TILES: T[] = [['V', -1, -1, 1], ['E', 0, -1, 2], ['V', 1, -1, 2], ['E', 1, 0, 3]];

/**
 * Two cities meeting only at a corner (clarification "corner to corner is not a connection").
 *   y=-1: [empty] | N r2 FFCC (blue, city S+W)
 *   y= 0: N r0 CCFF (red, city N+E) | I r0 CFFC (two separate caps N and W)
 * Red's city = N(0,0) + I's west cap; blue's city = N(1,-1) + I's north cap; they touch at one point.
 */
const CORNER_TILES: T[] = [['N', 0, 0, 0], ['I', 1, 0, 0], ['N', 1, -1, 2]];

/** Three tiles in a row forming a complete city E r1 | F r0 (pennant) | E r3 — borders four farms. */
const FARM_ROW: T[] = [['E', -1, 0, 1], ['F', 0, 0, 0], ['E', 1, 0, 3]];
/**
 * FARM_ROW with empty cloister tiles B above and below F: F's north field runs into B(0,-1), F's south field
 * into B(0,1). Blue farms both (two farms, two tiles), yellow farms the west cap's field (a third farm).
 */
const FARM_ROW_B: T[] = [...FARM_ROW, ['B', 0, -1, 0], ['B', 0, 1, 0]];
const FARM_ROW_B_MEEPLES: M[] = [['blue', 0, -1, 'NW'], ['blue', 0, 1, 'SE'], ['yellow', -1, 0, 'NW']];

/**
 * Two rows of city caps: y=-1 E r2, E r2 (south caps) over y=0 E r0, E r0, E r0 (north caps).
 * Cities A = (0,0)+(0,-1) and B = (1,0)+(1,-1) are complete, C = (2,0) is open.
 * South farm (fields of the y=0 row) borders A, B, C; north farm (y=-1 row) borders A, B.
 */
const FARM_TWO_ROWS: T[] = [['E', 0, 0, 0], ['E', 1, 0, 0], ['E', 2, 0, 0], ['E', 0, -1, 2], ['E', 1, -1, 2]];

// ---------------------------------------------------------------------------------------------
// 1. Final scoring through scorePosition
// ---------------------------------------------------------------------------------------------
interface ScoreCase {
  name: string;
  pos: Position;
  endgame: Record<string, number>;
  features: FeatureSpec[];
  /** Compare only these feature kinds (first edition scores per city, so farm entries have no agreed shape). */
  kinds?: Feature['kind'][];
}

const scoreCases: ScoreCase[] = [
  {
    // S000 / S002 / S003 / S004 "Example of final scoring": green 8 (5 tiles + 3 pennants, black shut out),
    // yellow 4 (monastery + 3 neighbours), blue 3 (2 tiles + 1 pennant), red 3 (3 road tiles).
    name: 'final scoring example: incomplete cities, cloister and road',
    pos: position(FINAL_TILES, FINAL_MEEPLES, { players: FIVE, scores: FINAL_SCORES }),
    endgame: { green: 8, black: 0, yellow: 4, blue: 3, red: 3 },
    features: [
      { kind: 'city', tiles: 5, pennants: 3, meeples: { green: 2, black: 1 }, winners: ['green'], points: 8 },
      { kind: 'cloister', meeples: { yellow: 1 }, winners: ['yellow'], points: 4 },
      { kind: 'city', tiles: 2, pennants: 1, meeples: { blue: 1 }, winners: ['blue'], points: 3 },
      { kind: 'road', tiles: 3, meeples: { red: 1 }, winners: ['red'], points: 3 },
    ],
  },
  {
    // House rule in all five seeds: "incomplete features score nothing at the end" (rules.incompleteScore = false).
    name: 'house rule incompleteScore=false: the final scoring example scores nothing',
    pos: position(FINAL_TILES, FINAL_MEEPLES, { players: FIVE, scores: FINAL_SCORES, rules: { incompleteScore: false } }),
    endgame: { green: 0, black: 0, yellow: 0, blue: 0, red: 0 },
    features: [
      { kind: 'city', tiles: 5, pennants: 3, meeples: { green: 2, black: 1 }, winners: ['green'], points: 0 },
      { kind: 'cloister', meeples: { yellow: 1 }, winners: ['yellow'], points: 0 },
      { kind: 'city', tiles: 2, pennants: 1, meeples: { blue: 1 }, winners: ['blue'], points: 0 },
      { kind: 'road', tiles: 3, meeples: { red: 1 }, winners: ['red'], points: 0 },
    ],
  },
  {
    // Clarification "corner to corner is not a connection" (S000, S002, S003, S004 fn 8): two cities, 2 tiles each.
    name: 'cities touching only at a corner are two cities',
    pos: position(CORNER_TILES, [['red', 0, 0, 'N'], ['blue', 1, -1, 'S']]),
    endgame: { red: 2, blue: 2 },
    features: [
      { kind: 'city', tiles: 2, meeples: { red: 1 }, winners: ['red'], points: 2 },
      { kind: 'city', tiles: 2, meeples: { blue: 1 }, winners: ['blue'], points: 2 },
    ],
  },
  {
    // Clarification "monasteries can be placed directly next to each other" (S000 fn 12, S002 fn 12, S003 fn 6,
    // S004 fn 9): each cloister is its own feature and counts the other as a neighbour: 1 + 1 = 2 each.
    name: 'two cloisters side by side are scored separately',
    pos: position([['B', 0, 0, 0], ['B', 1, 0, 0]], [['red', 0, 0, 'C'], ['blue', 1, 0, 'C']]),
    endgame: { red: 2, blue: 2 },
    features: [
      { kind: 'cloister', meeples: { red: 1 }, winners: ['red'], points: 2 },
      { kind: 'cloister', meeples: { blue: 1 }, winners: ['blue'], points: 2 },
    ],
  },
  {
    // S001 question "final scoring: 1 point per follower or per road segment?" + "two meeples do not double
    // the points" (S000 fn 13): a 3-tile open road with two red highwaymen is worth 3, once.
    name: 'incomplete road: 1 per tile, two own highwaymen do not double it',
    pos: position([['U', -1, 0, 1], ['D', 0, 0, 0], ['U', 1, 0, 1]], [['red', -1, 0, 'W'], ['red', 1, 0, 'E']]),
    endgame: { red: 3, blue: 0 },
    features: [{ kind: 'road', tiles: 3, meeples: { red: 2 }, winners: ['red'], points: 3 }],
  },
  {
    // Tied majority (S000 summary, S001 "in the case of a draw, all players involved score the full number"):
    // open city D + M r2 = 2 tiles + 1 pennant, one red and one blue knight → 3 each.
    name: 'tied majority in an incomplete city: both score in full',
    pos: position([['D', 0, 0, 0], ['M', 0, -1, 2]], [['red', 0, 0, 'N'], ['blue', 0, -1, 'W']]),
    endgame: { red: 3, blue: 3 },
    features: [{ kind: 'city', tiles: 2, pennants: 1, meeples: { red: 1, blue: 1 }, winners: ['blue', 'red'], points: 3 }],
  },
  {
    // S001 farm scoring: a farm scores 3 per completed city it borders. The start tile's north field borders its
    // city (closed by E r2 above); the field south of the road does not (roads separate farms) and scores 0.
    // Also S001's unanswered question "farms with no adjacent city?": they score nothing.
    // (Blue's farmer stands on an empty cloister tile B below D, whose field joins D's south field.)
    name: 'farm beside a completed city scores 3; the farm across the road scores 0',
    pos: position([['D', 0, 0, 0], ['E', 0, -1, 2], ['B', 0, 1, 0]], [['red', 0, 0, 'EN'], ['blue', 0, 1, 'NE']]),
    endgame: { red: 3, blue: 0 },
    features: [
      { kind: 'farm', tiles: 1, cities: 1, meeples: { red: 1 }, winners: ['red'], points: 3 },
      { kind: 'farm', tiles: 2, cities: 0, meeples: { blue: 1 }, winners: ['blue'], points: 0 },
    ],
  },
  {
    // S001 fn 15 ("BLUE even earns points twice"), third edition: one completed city borders several farms;
    // blue has farmers on two of them (north and south of F), yellow on a third (west cap's field). Each pays 3.
    name: 'third edition: a city bordering two of blue\'s farms pays blue twice',
    pos: position(FARM_ROW_B, FARM_ROW_B_MEEPLES, {
      players: ['blue', 'yellow'],
    }),
    endgame: { blue: 6, yellow: 3 },
    features: [
      { kind: 'farm', tiles: 2, cities: 1, meeples: { blue: 1 }, winners: ['blue'], points: 3 },
      { kind: 'farm', tiles: 2, cities: 1, meeples: { blue: 1 }, winners: ['blue'], points: 3 },
      { kind: 'farm', tiles: 1, cities: 1, meeples: { yellow: 1 }, winners: ['yellow'], points: 3 },
    ],
  },
  {
    // S001 fn 15, first edition: each completed city pays 4 once, to whoever has most farmers on all farms
    // bordering it: blue 2 against yellow 1 → blue 4, yellow nothing.
    name: 'first edition: the same city pays 4 to blue only',
    pos: position(FARM_ROW_B, FARM_ROW_B_MEEPLES, {
      players: ['blue', 'yellow'],
      rules: { farmScoring: 'first-edition' },
    }),
    endgame: { blue: 4, yellow: 0 },
    features: [],
    kinds: ['city', 'road', 'cloister'],
  },
  {
    // S001 farm scoring: majority on a farm (red 2 vs blue 1 on the south farm) and only completed cities count
    // (A, B complete, C open → 2 × 3). Red's two farmers do not double it (S000 fn 13). Blue's north farm also
    // borders A and B → 6.
    name: 'third edition: farm majority, only completed cities count, no doubling',
    pos: position(FARM_TWO_ROWS, [['red', 0, 0, 'SW'], ['red', 2, 0, 'SE'], ['blue', 1, 0, 'SW'], ['blue', 0, -1, 'NW']]),
    endgame: { red: 6, blue: 6 },
    features: [
      { kind: 'farm', tiles: 3, cities: 2, meeples: { red: 2, blue: 1 }, winners: ['red'], points: 6 },
      { kind: 'farm', tiles: 2, cities: 2, meeples: { blue: 1 }, winners: ['blue'], points: 6 },
    ],
  },
  {
    // S001 fn 15 first-edition rule on the same board: city A has red 2 + blue 2 farmers around it (blue's are on
    // two farms) → tie, 4 each; city B likewise; open city C pays nothing → 8 each.
    name: 'first edition: farmers of all bordering farms are counted together per city',
    pos: position(FARM_TWO_ROWS, [['red', 0, 0, 'SW'], ['red', 2, 0, 'SE'], ['blue', 1, 0, 'SW'], ['blue', 0, -1, 'NW']], {
      rules: { farmScoring: 'first-edition' },
    }),
    endgame: { red: 8, blue: 8 },
    features: [],
    kinds: ['city', 'road', 'cloister'],
  },
  {
    // S001 "Every farm scores the bordering cities": a farm running along three tiles of the same city (E r1, F,
    // E r3 above a row of U r1) counts that city once → 3; the farm north of F borders it too → another 3.
    name: 'a farm touching one city on three tiles counts it once; another farm counts it again',
    pos: position([...FARM_ROW, ['U', -1, 1, 1], ['U', 0, 1, 1], ['U', 1, 1, 1]], [['red', 0, 1, 'NW'], ['blue', 0, 0, 'NE']]),
    endgame: { red: 3, blue: 3 },
    features: [
      { kind: 'farm', tiles: 6, cities: 1, meeples: { red: 1 }, winners: ['red'], points: 3 },
      { kind: 'farm', tiles: 1, cities: 1, meeples: { blue: 1 }, winners: ['blue'], points: 3 },
    ],
  },
  {
    // Tied farm (S001 "In the case of a draw, all the players with the most farmers are considered owners").
    name: 'tied farm: both owners score the full 3',
    // D's north field runs east into U r1's north field at (1,0): one farm of 2 tiles bordering the completed
    // city D + E r2; one red and one blue farmer on it.
    pos: position([['D', 0, 0, 0], ['E', 0, -1, 2], ['U', 1, 0, 1]], [['red', 0, 0, 'EN'], ['blue', 1, 0, 'NW']]),
    endgame: { red: 3, blue: 3 },
    features: [{ kind: 'farm', tiles: 2, cities: 1, meeples: { red: 1, blue: 1 }, winners: ['blue', 'red'], points: 3 }],
  },
  {
    // Clarification S004 fn 11 (S001 question "on cloister tiles, may we deploy on the surrounding field?"): yes;
    // the monastery then stays empty. The farm (B's field + D's south field) borders no city → 0; no cloister
    // feature is listed because nobody is on it.
    name: 'farmer beside a cloister: the cloister is not occupied',
    pos: position([['D', 0, 0, 0], ['B', 0, 1, 0]], [['red', 0, 1, 'NW']]),
    endgame: { red: 0, blue: 0 },
    features: [{ kind: 'farm', tiles: 2, cities: 0, meeples: { red: 1 }, winners: ['red'], points: 0 }],
  },
];

describe('final scoring (scorePosition) — seed examples', () => {
  for (const c of scoreCases) {
    it(c.name, () => {
      const v = unwrap(score(c.pos), c.name);
      expect(full(v.endgame, c.pos.players)).toEqual(full(c.endgame, c.pos.players));
      const total: Record<string, number> = {};
      for (const p of c.pos.players) total[p] = c.pos.scores[p] + (c.endgame[p] ?? 0);
      expect(full(v.total, c.pos.players)).toEqual(total);
      const keep = (f: { kind: Feature['kind'] }) => !c.kinds || c.kinds.includes(f.kind);
      const got = v.features.filter(keep).map(normFeature).sort(featureOrder);
      const want = c.features.filter(keep).map(spec).sort(featureOrder);
      expect(got).toEqual(want);
    });
  }

  it('a bad position is refused with an error, not a crash', () => {
    const r = score(position([['D', 0, 0, 0], ['B', 1, 0, 0]]));
    expect(r.ok).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Turns that score (placeTile)
// ---------------------------------------------------------------------------------------------
interface TurnCase {
  name: string;
  pos: Position;
  move: Move;
  scored: Record<string, number>;
  /** Meeples on the board after the turn, as [player, x, y, spot]. */
  after: M[];
  toPlay?: string;
}

const EX5_AFTER_5A = position([...EX5_TILES, ['E', -1, 0, 1]], [['yellow', 0, -1, 'S'], ['red', 1, 0, 'W'], ['red', -1, 0, 'E']], {
  players: ['yellow', 'red'],
  toPlay: 'red',
});

const turnCases: TurnCase[] = [
  {
    // Example 1a/1b (S000, S002, S003, S004): the junction tile continues the road and fields; red puts a
    // highwayman on its west road (unoccupied). The road is open at the west end → nothing scores.
    name: 'example 1b: highwayman on an open road, nothing scores',
    pos: position(START, [], { toPlay: 'red' }),
    move: { tile: 'W', x: 1, y: 0, rot: 0, meeple: 'W' },
    scored: {},
    after: [['red', 1, 0, 'W']],
    toPlay: 'blue',
  },
  {
    // Example 1c–1f: blue's L closes the road junction–D–junction (3 tiles) and takes the city instead; red scores 3
    // and gets the highwayman back, blue's knight stays.
    name: 'examples 1c–1f: opponent closes red\'s 3-tile road; red scores 3, blue\'s knight stays',
    pos: position(EX1_TILES, [['red', 1, 0, 'W']], { toPlay: 'blue' }),
    move: { ...EX1_MOVE, meeple: 'N' },
    scored: { red: 3 },
    after: [['blue', -1, 0, 'N']],
    toPlay: 'red',
  },
  {
    // S002 text under 1c: blue could also have used either other road of the new tile.
    name: 'example 1c (S002): a separate road of the same junction tile is free',
    pos: position(EX1_TILES, [['red', 1, 0, 'W']], { toPlay: 'blue' }),
    move: { ...EX1_MOVE, meeple: 'S' },
    scored: { red: 3 },
    after: [['blue', -1, 0, 'S']],
  },
  {
    // "Use a meeple, score a feature, and get the meeple back" (S000, S002, S003, S004): without red's highwayman
    // blue may put one on the road it just closed, scores 3 at once and takes it back.
    name: 'meeple on the road the same tile completes scores 3 and returns at once',
    pos: position(EX1_TILES, [], { toPlay: 'blue' }),
    move: { ...EX1_MOVE, meeple: 'E' },
    scored: { blue: 3 },
    after: [],
  },
  {
    // S001 fn 3: completing an unoccupied feature without deploying on it earns nothing.
    name: 'closing an empty road scores nobody',
    pos: position(EX1_TILES, [], { toPlay: 'blue' }),
    move: EX1_MOVE,
    scored: {},
    after: [],
  },
  {
    // Example 2a: the new tile extends the start tile's city; it is empty, so red may put a knight there.
    name: 'example 2a: knight on an unoccupied, growing city',
    pos: position(START, [], { toPlay: 'red' }),
    move: { tile: 'M', x: 0, y: -1, rot: 2, meeple: 'S' },
    scored: {},
    after: [['red', 0, -1, 'S']],
  },
  {
    // Example 2b: the closing tile completes a 3-tile city with one pennant: 3 × 2 + 2 = 8 (S002 spells it out).
    name: 'example 2b: completed 3-tile city with a pennant scores 8',
    pos: position(EX2_TILES, [['red', 0, -1, 'W']], { toPlay: 'red' }),
    move: EX2_CLOSE,
    scored: { red: 8 },
    after: [],
  },
  {
    // Small-city rule (S001 fn 6) only touches 2-tile cities; example 2b still scores 8 with it.
    name: 'small-city rule leaves a 3-tile city alone (still 8)',
    pos: position(EX2_TILES, [['red', 0, -1, 'W']], { toPlay: 'red', rules: { smallCity: true } }),
    move: EX2_CLOSE,
    scored: { red: 8 },
    after: [],
  },
  {
    // Example 3a: a cloister tile fits under the start tile (field against field) and takes a monk.
    name: 'example 3a: cloister placed against a field edge, with a monk',
    pos: position(START, [], { toPlay: 'red' }),
    move: { tile: 'B', x: 0, y: 1, rot: 0, meeple: 'C' },
    scored: {},
    after: [['red', 0, 1, 'C']],
  },
  {
    // Example 3b: the eighth neighbour completes the monastery: 9. The same tile closes the ring road (a loop of
    // 8 tiles, S000 "the road loops onto itself") → blue 8. One tile, two features (S002 summary).
    name: 'example 3b: eighth neighbour completes the cloister (9) and closes a ring road (8)',
    pos: position(RING_OPEN, [['red', 0, 0, 'C'], ['blue', 0, -1, 'E']], { toPlay: 'red' }),
    move: RING_LAST,
    scored: { red: 9, blue: 8 },
    after: [],
    toPlay: 'blue',
  },
  {
    // All seven of red's meeples come back after one tile completes cloister + ring road (9 + 8); six highwaymen
    // on one road still score it once (S000 fn 13).
    name: 'one tile returns seven meeples: cloister 9 + road 8 = 17',
    pos: position(RING_OPEN, RED_SEVEN, { toPlay: 'red' }),
    move: RING_LAST,
    scored: { red: 17 },
    after: [],
  },
  {
    // S004 fn 11: a farmer on a cloister tile leaves the monastery empty; completing it later scores nobody, and the
    // farmer is never returned during the game (S001 "Farms").
    name: 'farmer on a cloister tile: completing that cloister scores nothing, farmer stays',
    pos: position(RING_OPEN, [['red', 0, 0, 'NW'], ['blue', 0, -1, 'E']], { toPlay: 'red' }),
    move: RING_LAST,
    scored: { blue: 8 },
    after: [['red', 0, 0, 'NW']],
  },
  {
    // Example 4a: red places the cloister-with-road tile A r1 beyond the gap so that its road is not (yet)
    // connected to yellow's, and puts a highwayman on it.
    name: 'example 4a: highwayman on a road not yet joined to the occupied one',
    pos: position(EX4_TILES, [['yellow', 0, 0, 'E']], { players: ['yellow', 'red'], toPlay: 'red' }),
    move: { tile: 'A', x: 2, y: 0, rot: 1, meeple: 'W' },
    scored: {},
    after: [['yellow', 0, 0, 'E'], ['red', 2, 0, 'W']],
    toPlay: 'yellow',
  },
  {
    // Example 4b: the gap tile joins both roads, junction to cloister, 4 tiles; one highwayman each → both 4.
    name: 'example 4b: joined road, one highwayman each, both score 4',
    pos: position([...EX4_TILES, ['A', 2, 0, 1]], [['yellow', 0, 0, 'E'], ['red', 2, 0, 'W']], {
      players: ['yellow', 'red'],
      toPlay: 'red',
    }),
    move: { tile: 'U', x: 1, y: 0, rot: 1 },
    scored: { yellow: 4, red: 4 },
    after: [],
    toPlay: 'yellow',
  },
  {
    // Example 5a: red's new cap is not connected to any occupied city segment → a knight is allowed.
    name: 'example 5a: knight on a separate city segment next to yellow\'s city',
    pos: position(EX5_TILES, [['yellow', 0, -1, 'S'], ['red', 1, 0, 'W']], { players: ['yellow', 'red'], toPlay: 'red' }),
    move: { tile: 'E', x: -1, y: 0, rot: 1, meeple: 'E' },
    scored: {},
    after: [['yellow', 0, -1, 'S'], ['red', 1, 0, 'W'], ['red', -1, 0, 'E']],
  },
  {
    // Example 5b: Q joins the three caps into one completed city of 4 tiles + 1 pennant = 10; red has 2 knights
    // against yellow's 1 → only red scores; everyone's knights come back.
    name: 'example 5b: red\'s majority takes the joined city: red 10, yellow 0',
    pos: EX5_AFTER_5A,
    move: { tile: 'Q', x: 0, y: 0, rot: 0 },
    scored: { red: 10 },
    after: [],
  },
  {
    // S000 fn 13 / S002 fn 14: "two knights do not double the points" — two red knights alone still get 10.
    name: 'two own knights in a completed city score it once',
    pos: position([...EX5_TILES, ['E', -1, 0, 1]], [['red', 0, -1, 'S'], ['red', -1, 0, 'E']], {
      players: ['yellow', 'red'],
      toPlay: 'yellow',
    }),
    move: { tile: 'Q', x: 0, y: 0, rot: 0 },
    scored: { red: 10 },
    after: [],
    toPlay: 'red',
  },
  {
    // Clarification on the tile with two city segments (S000, S002, S003, S004 fn 19), case 1: red already holds
    // the small city; red deploys a second knight to the other segment right after placing; the small city
    // (2 tiles) scores 4 and that knight returns; the new one stays.
    name: 'two-segment tile H: small city scores 4, the new knight on the other cap stays',
    pos: position(START, [['red', 0, 0, 'N']], { toPlay: 'red' }),
    move: { tile: 'H', x: 0, y: -1, rot: 0, meeple: 'N' },
    scored: { red: 4 },
    after: [['red', 0, -1, 'N']],
  },
  {
    // Same clarification, case 2: small city unoccupied, red deploys into it: 4 points, the knight is back at
    // once and cannot be redeployed this turn.
    name: 'two-segment tile H: knight into the small city scores 4 and is not redeployed',
    pos: position(START, [], { toPlay: 'red' }),
    move: { tile: 'H', x: 0, y: -1, rot: 0, meeple: 'S' },
    scored: { red: 4 },
    after: [],
  },
  {
    // Same clarification, case 2 other choice: knight on the open cap; the small city completes unoccupied.
    name: 'two-segment tile H: knight on the open cap, the empty small city scores nobody',
    pos: position(START, [], { toPlay: 'red' }),
    move: { tile: 'H', x: 0, y: -1, rot: 0, meeple: 'N' },
    scored: {},
    after: [['red', 0, -1, 'N']],
  },
  {
    // The same with the other two-segment tile, I r2 (caps S and E).
    name: 'two-segment tile I: small city scores 4, the knight on the east cap stays',
    pos: position(START, [['red', 0, 0, 'N']], { toPlay: 'red' }),
    move: { tile: 'I', x: 0, y: -1, rot: 2, meeple: 'E' },
    scored: { red: 4 },
    after: [['red', 0, -1, 'E']],
  },
  {
    // Historical small-city rule (S001 fn 6, rules.smallCity = true): a completed 2-tile city scores 2.
    name: 'small-city rule: a completed 2-tile city scores 2',
    pos: position(START, [], { toPlay: 'red', rules: { smallCity: true } }),
    move: { tile: 'H', x: 0, y: -1, rot: 0, meeple: 'S' },
    scored: { red: 2 },
    after: [],
  },
  {
    // Tiles count once per feature (S002 "2 points per tile, not per city part"): the I tile's two caps both
    // belong to one city that loops round N r2, N r1, M r0: 4 tiles + 1 pennant = 10 (not 12).
    name: 'a tile holding two parts of the same city counts once (10, not 12)',
    pos: position([['N', 0, -1, 2], ['N', -1, -1, 1], ['M', -1, 0, 0]], [['red', -1, -1, 'E']], { toPlay: 'red' }),
    move: { tile: 'I', x: 0, y: 0, rot: 0 },
    scored: { red: 10 },
    after: [],
  },
  {
    // Same for roads: a loop leaving L's junction east and returning south covers L, V, V, V = 4 tiles.
    name: 'a road that starts and ends at the same junction counts that tile once (4)',
    pos: position([['L', 0, 0, 0], ['V', 1, 0, 0], ['V', 1, 1, 1]], [['red', 1, 0, 'W']], { toPlay: 'red' }),
    move: { tile: 'V', x: 0, y: 1, rot: 2 },
    scored: { red: 4 },
    after: [],
  },
  {
    // S001 question on T-junctions + fn 4: every junction ends a road; the piece between two junction tiles
    // is a complete 2-tile road.
    name: 'road between two junctions is complete (2)',
    pos: position([['W', 0, 0, 0]], [['red', 0, 0, 'E']], { toPlay: 'red' }),
    move: { tile: 'W', x: 1, y: 0, rot: 0 },
    scored: { red: 2 },
    after: [],
  },
  {
    // A road ends where it meets a city (S000 "The roads", 3.): junction – D – T r1 (road into the city) = 3.
    name: 'road ending in a city is complete (3)',
    pos: position([['W', -1, 0, 0], ['D', 0, 0, 0]], [['red', 0, 0, 'W']], { toPlay: 'red' }),
    move: { tile: 'T', x: 1, y: 0, rot: 1 },
    scored: { red: 3 },
    after: [],
  },
  {
    // Farmers stay until the end (S001 "Farms"): red's road scores 3 and that highwayman returns; red's farmer on
    // the field beside that road (west junction tile, joined to D's north field) stays.
    name: 'completing a road returns the highwayman but not the farmer',
    pos: position([['W', -1, 0, 0], ['D', 0, 0, 0]], [['red', 0, 0, 'E'], ['red', -1, 0, 'NW']], { toPlay: 'red' }),
    move: { tile: 'W', x: 1, y: 0, rot: 0 },
    scored: { red: 3 },
    after: [['red', -1, 0, 'NW']],
  },
  {
    // Clarification "corner to corner is not a connection", continued: the tile that fills the corner closes both
    // cities at once; each is 3 tiles → 6 to red and 6 to blue, separately.
    name: 'filling the corner completes two separate cities: 6 each',
    pos: position(CORNER_TILES, [['red', 0, 0, 'N'], ['blue', 1, -1, 'S']], { toPlay: 'red' }),
    move: { tile: 'I', x: 0, y: -1, rot: 2 },
    scored: { red: 6, blue: 6 },
    after: [],
  },
  {
    // Adjacent cloisters (S000 fn 12): neighbours may be cloisters themselves. Center B with B, B, B above,
    // E r3 / E r1 beside and E r2 × 3 below; the last E completes red's cloister → 9; blue's cloister (0,-1)
    // is still open and keeps its monk.
    name: 'a cloister surrounded partly by cloisters completes normally (9)',
    pos: position(
      [
        ['B', 0, 0, 0], ['B', -1, -1, 0], ['B', 0, -1, 0], ['B', 1, -1, 0],
        ['E', -1, 0, 3], ['E', 1, 0, 1], ['E', -1, 1, 2], ['E', 0, 1, 2],
      ],
      [['red', 0, 0, 'C'], ['blue', 0, -1, 'C']],
      { toPlay: 'red' },
    ),
    move: { tile: 'E', x: 1, y: 1, rot: 2 },
    scored: { red: 9 },
    after: [['blue', 0, -1, 'C']],
  },
  {
    // Clarification "it is not possible to connect to a monastery": a second cloister next to an occupied one
    // is a new feature and may take a monk.
    name: 'a monk next to another player\'s monk is allowed',
    pos: position([['B', 0, 0, 0]], [['red', 0, 0, 'C']], { toPlay: 'blue' }),
    move: { tile: 'B', x: 1, y: 0, rot: 0, meeple: 'C' },
    scored: {},
    after: [['red', 0, 0, 'C'], ['blue', 1, 0, 'C']],
  },
  {
    // Print-and-play demo (S003): 5 meeples each. With 4 on the board the fifth may still be placed.
    name: 'PnP demo limit 5: the fifth meeple may be placed',
    pos: position(RING_OPEN, RED_SEVEN.slice(0, 4), { toPlay: 'red', rules: { meeples: 5 } }),
    move: { ...RING_LAST, meeple: 'SE' },
    scored: { red: 17 },
    after: [['red', 1, 1, 'SE']],
  },
];

describe('turns (placeTile) — seed examples and clarifications', () => {
  for (const c of turnCases) {
    it(c.name, () => {
      const v = unwrap(play(c.pos, c.move), c.name);
      expect(full(v.scored, c.pos.players)).toEqual(full(c.scored, c.pos.players));
      const want: Record<string, number> = {};
      for (const p of c.pos.players) want[p] = c.pos.scores[p] + (c.scored[p] ?? 0);
      expect(full(v.position.scores, c.pos.players)).toEqual(want);
      const expectedPos = position([...c.pos.tiles.map((t) => [t.tile, t.x, t.y, t.rot] as T), [c.move.tile, c.move.x, c.move.y, c.move.rot]], c.after);
      expect(meepleKeys(v.position)).toEqual(meepleKeys(expectedPos));
      const placed = v.position.tiles.filter((t) => t.x === c.move.x && t.y === c.move.y);
      expect(placed).toHaveLength(1);
      expect(placed[0].tile).toBe(c.move.tile);
      // The tile lies as the move put it (an equal-looking rotation is the same move).
      expect(sameMove(placed[0], { ...c.move, meeple: null })).toBe(true);
      expect(v.position.tiles).toHaveLength(c.pos.tiles.length + 1);
      const i = c.pos.players.indexOf(c.pos.toPlay);
      expect(v.position.toPlay).toBe(c.toPlay ?? c.pos.players[(i + 1) % c.pos.players.length]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// 3. Refused turns (placeTile error codes)
// ---------------------------------------------------------------------------------------------
interface ErrorCase { name: string; pos: Position; move: Move; code: string }

const errorCases: ErrorCase[] = [
  {
    // S001 "Corner-to-corner placement is not permitted"; S002 "Přiložit kartičku pouze rohem není dovoleno".
    name: 'corner contact is not adjacency',
    pos: position(START),
    move: { tile: 'B', x: 1, y: 1, rot: 0 },
    code: 'not-adjacent',
  },
  {
    name: 'a tile far away from the board is not adjacent',
    pos: position(START),
    move: { tile: 'U', x: 5, y: -3, rot: 0 },
    code: 'not-adjacent',
  },
  {
    // Clarification "Can a road end in nothing? No" (S000, S002, S003, S004 fn 14): a cloister's field edge
    // cannot meet the start tile's road.
    name: 'a road cannot end against a field edge',
    pos: position(START),
    move: { tile: 'B', x: 1, y: 0, rot: 0 },
    code: 'edge-mismatch',
  },
  {
    // S001/S002 "city must continue city": a road edge against the start tile's city cap.
    name: 'a road edge cannot meet a city edge',
    pos: position(START),
    move: { tile: 'U', x: 0, y: -1, rot: 0 },
    code: 'edge-mismatch',
  },
  {
    // S000 fn 5 / S002 fn 5: "it is not enough to look for only one side that fits". At (1,1) V r0 matches the
    // field above it (U r1) but puts a road against the cloister's field on its west.
    name: 'every touching edge must match, not just one',
    pos: position([['D', 0, 0, 0], ['U', 1, 0, 1], ['B', 0, 1, 0]]),
    move: { tile: 'V', x: 1, y: 1, rot: 0 },
    code: 'edge-mismatch',
  },
  {
    name: 'a cell that already holds a tile',
    pos: position(START),
    move: { tile: 'U', x: 0, y: 0, rot: 1 },
    code: 'occupied',
  },
  { name: 'unknown tile letter', pos: position(START), move: { tile: 'Z', x: 0, y: 1, rot: 0 }, code: 'unknown-tile' },
  { name: 'rotation 4 is not a rotation', pos: position(START), move: { tile: 'U', x: 0, y: 1, rot: 4 }, code: 'bad-rotation' },
  { name: 'negative rotation', pos: position(START), move: { tile: 'U', x: 0, y: 1, rot: -1 }, code: 'bad-rotation' },
  {
    // tiles.md: only one C exists (count 1); it is already on the board.
    name: 'no copy of the tile left (the single C)',
    pos: position([['D', 0, 0, 0], ['C', 0, -1, 0]]),
    move: { tile: 'C', x: 0, y: -2, rot: 0 },
    code: 'no-tile-left',
  },
  {
    name: 'the position itself is broken (road against field)',
    pos: position([['D', 0, 0, 0], ['B', 1, 0, 0]]),
    move: { tile: 'B', x: 0, y: 1, rot: 0 },
    code: 'bad-position',
  },
  {
    name: 'meeple on a cloister spot of a tile without cloister',
    pos: position(START),
    move: { tile: 'U', x: 0, y: 1, rot: 1, meeple: 'C' },
    code: 'no-such-spot',
  },
  {
    // U r1 has a field on its north side, so "N" (road or city at the middle of north) names nothing.
    name: 'meeple on a side name where that side is a field',
    pos: position(START),
    move: { tile: 'U', x: 0, y: 1, rot: 1, meeple: 'N' },
    code: 'no-such-spot',
  },
  {
    // Example 1c: blue may not join red's road.
    name: 'example 1c: the road is taken by red',
    pos: position(EX1_TILES, [['red', 1, 0, 'W']], { toPlay: 'blue' }),
    move: { ...EX1_MOVE, meeple: 'E' },
    code: 'feature-occupied',
  },
  {
    // S000 summary: "... at least one other meeple, including one of yours".
    name: 'a feature held by one\'s own meeple is occupied too',
    pos: position(START, [['red', 0, 0, 'E']], { toPlay: 'red' }),
    move: { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'W' },
    code: 'feature-occupied',
  },
  {
    // Example 4a: continuing yellow's road directly, red could not put a highwayman on it.
    name: 'example 4a: red may not put a highwayman on yellow\'s road',
    pos: position(EX4_TILES, [['yellow', 0, 0, 'E']], { players: ['yellow', 'red'], toPlay: 'red' }),
    move: { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'E' },
    code: 'feature-occupied',
  },
  {
    // Farms follow the same rule (S001 "no other follower on the road, city, or field segments connected").
    name: 'a farm joined to an occupied farm is occupied',
    pos: position(START, [['blue', 0, 0, 'SE']], { toPlay: 'red' }),
    move: { tile: 'B', x: 0, y: 1, rot: 0, meeple: 'NW' },
    code: 'feature-occupied',
  },
  {
    // Farmers are a separate module in C2 (S000 "Info on farmers rules"; S003 has none): rules.farmers = false.
    name: 'farmers switched off: no meeple on a field',
    pos: position(START, [], { rules: { farmers: false } }),
    move: { tile: 'B', x: 0, y: 1, rot: 0, meeple: 'NE' },
    code: 'farmers-off',
  },
  {
    // S000 setup: 7 meeples each. Red's seven are all on the board.
    name: 'all seven meeples in use',
    pos: position(RING_OPEN, RED_SEVEN, { toPlay: 'red' }),
    move: { ...RING_LAST, meeple: 'SE' },
    code: 'no-meeple-left',
  },
  {
    // S003: the demo plays with 5 meeples each.
    name: 'PnP demo: all five meeples in use',
    pos: position(RING_OPEN, RED_SEVEN.slice(0, 5), { toPlay: 'red', rules: { meeples: 5 } }),
    move: { ...RING_LAST, meeple: 'SE' },
    code: 'no-meeple-left',
  },
  {
    // Small-city clarification: a meeple is deployed before scoring, so the knight that the small city will
    // return cannot pay for the new one. With a supply of 1 (on the start tile's city) there is none to deploy.
    name: 'two-segment tile: the meeple returning from the small city cannot be reused this turn',
    pos: position(START, [['red', 0, 0, 'N']], { toPlay: 'red', rules: { meeples: 1 } }),
    move: { tile: 'H', x: 0, y: -1, rot: 0, meeple: 'N' },
    code: 'no-meeple-left',
  },
];

describe('refused turns (placeTile errors)', () => {
  for (const c of errorCases) {
    it(c.name, () => {
      const r = play(c.pos, c.move);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(c.code);
        expect(wordError(r.error).length).toBeGreaterThan(0);
      }
    });
  }

  it('the same placements become legal once the problem is removed', () => {
    // Controls for the error cases above, so that each refusal is about the one thing it names.
    const ok: [Position, Move][] = [
      [position(START), { tile: 'B', x: 0, y: 1, rot: 0 }],
      [position([['D', 0, 0, 0], ['U', 1, 0, 1], ['B', 0, 1, 0]]), { tile: 'V', x: 1, y: 1, rot: 3 }],
      [position(START, [['red', 0, 0, 'E']], { toPlay: 'red' }), { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'NW' }],
      [position(START, [['blue', 0, 0, 'SE']], { toPlay: 'red' }), { tile: 'B', x: 0, y: 1, rot: 0, meeple: 'C' }],
      [position(START, [], { rules: { farmers: false } }), { tile: 'B', x: 0, y: 1, rot: 0, meeple: 'C' }],
      [position(RING_OPEN, RED_SEVEN.slice(0, 6), { toPlay: 'red' }), { ...RING_LAST, meeple: 'SE' }],
      [position(START, [], { toPlay: 'red', rules: { meeples: 1 } }), { tile: 'H', x: 0, y: -1, rot: 0, meeple: 'N' }],
    ];
    for (const [p, m] of ok) unwrap(play(p, m), JSON.stringify(m));
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Legal moves
// ---------------------------------------------------------------------------------------------
function moveKey(tile: string, m: { x: number; y: number; rot: number }) {
  return `${m.x},${m.y}/${canonicalMove({ tile, x: m.x, y: m.y, rot: m.rot }).rot}`;
}
function spotSet(tile: string, m: { rot: number; spots: string[] }) {
  return [...new Set(m.spots.map((s) => segKey(tile, m.rot, s)))].sort();
}
function expectSpots(tile: string, list: Legal[], x: number, y: number, rot: number, spots: string[]) {
  const key = moveKey(tile, { x, y, rot });
  const m = list.find((q) => moveKey(tile, q) === key);
  expect(m, `move ${tile} at ${key}`).toBeDefined();
  if (!m) return;
  for (const s of m.spots) expect(segKey(tile, m.rot, s)).not.toMatch(/^nothing:/);
  expect(spotSet(tile, m)).toEqual([...new Set(spots.map((s) => segKey(tile, rot, s)))].sort());
}

describe('legal moves (legalMoves)', () => {
  it('cloister next to the start tile: only below it, listed once (all rotations look alike)', () => {
    // Example 3a: the cloister needs field edges; the start tile has city N, roads E and W, field S.
    const list = unwrap(moves(position(START), 'B'), 'B');
    expect(list.map((m) => moveKey('B', m))).toEqual(['0,1/0']);
    expectSpots('B', list, 0, 1, 0, ['C', 'NW']);
  });

  it('the four-sided city tile fits only on the start tile\'s city', () => {
    const list = unwrap(moves(position(START), 'C'), 'C');
    expect(list.map((m) => moveKey('C', m))).toEqual(['0,-1/0']);
    expectSpots('C', list, 0, -1, 0, ['N']);
  });

  it('straight road on the start tile: 3 placements, identical rotations listed once', () => {
    // East and west ends take U turned a quarter (rot 1 ≡ rot 3); below, U r1 puts field against field.
    const list = unwrap(moves(position(START), 'U'), 'U');
    expect(list).toHaveLength(3);
    expect(list.map((m) => moveKey('U', m)).sort()).toEqual(['-1,0/1', '0,1/1', '1,0/1']);
  });

  it('curve and start-tile type on the start tile: 6 placements each, none on a diagonal', () => {
    for (const tile of ['V', 'D']) {
      const list = unwrap(moves(position(START), tile), tile);
      expect(list, tile).toHaveLength(6);
      const keys = list.map((m) => moveKey(tile, m));
      expect(new Set(keys).size).toBe(keys.length);
      for (const m of list) expect(Math.abs(m.x) + Math.abs(m.y)).toBe(1);
    }
  });

  it('spots on an occupied road are not offered; a fresh road is', () => {
    const pos = position(START, [['red', 0, 0, 'E']], { toPlay: 'blue' });
    const list = unwrap(moves(pos, 'U'), 'U');
    expectSpots('U', list, 1, 0, 1, ['NW', 'SE']);
    expectSpots('U', list, -1, 0, 1, ['NW', 'SE']);
    expectSpots('U', list, 0, 1, 1, ['E', 'NW', 'SE']);
  });

  it('farmers switched off: no field spots are offered', () => {
    const list = unwrap(moves(position(START, [], { rules: { farmers: false } }), 'U'), 'U');
    expect(list).toHaveLength(3);
    for (const m of list) expect(spotSet('U', m)).toEqual([segKey('U', 1, 'E')]);
  });

  it('a player with no meeple left is offered placements but no spots', () => {
    const list = unwrap(moves(position(RING_OPEN, RED_SEVEN, { toPlay: 'red' }), 'V'), 'V');
    expect(list.some((m) => moveKey('V', m) === moveKey('V', RING_LAST))).toBe(true);
    for (const m of list) expect(m.spots).toEqual([]);
  });

  it('every move offered on the final-scoring board is accepted by placeTile, with any offered spot', () => {
    const pos = position(FINAL_TILES, FINAL_MEEPLES, { players: FIVE, scores: FINAL_SCORES, toPlay: 'red' });
    for (const tile of ['V', 'K', 'B', 'E']) {
      const list = unwrap(moves(pos, tile), tile);
      expect(list.length, tile).toBeGreaterThan(0);
      const keys = list.map((m) => moveKey(tile, m));
      expect(new Set(keys).size).toBe(keys.length);
      for (const m of list) {
        const neighbours = [0, 1, 2, 3].filter((s) =>
          pos.tiles.some((t) => t.x === m.x + SIDE_DX[s] && t.y === m.y + SIDE_DY[s]),
        );
        expect(neighbours.length, `${tile} at ${m.x},${m.y} must touch an edge`).toBeGreaterThan(0);
        unwrap(play(pos, { tile, x: m.x, y: m.y, rot: m.rot }), `${tile} ${m.x},${m.y},${m.rot}`);
        for (const s of m.spots) unwrap(play(pos, { tile, x: m.x, y: m.y, rot: m.rot, meeple: s }), `${tile} ${s}`);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 5. Position validation
// ---------------------------------------------------------------------------------------------
interface ValidateCase { name: string; pos: Position; ok: boolean }

const validateCases: ValidateCase[] = [
  { name: 'the final scoring example is a valid position', pos: position(FINAL_TILES, FINAL_MEEPLES, { players: FIVE }), ok: true },
  {
    // Brief: two meeples on one feature are legal in a position (features join: examples 4b, 5b).
    // (The final scoring example above already has green x2 + black in one open city.)
    name: 'two players\' meeples on one open road are allowed',
    pos: position([['D', 0, 0, 0], ['U', 1, 0, 1]], [['red', 0, 0, 'E'], ['blue', 1, 0, 'E']]),
    ok: true,
  },
  { name: 'seven meeples of one colour are allowed', pos: position(RING_OPEN, RED_SEVEN), ok: true },
  {
    name: 'eight meeples of one colour are too many',
    pos: position(RING_OPEN, [...RED_SEVEN, ['red', -1, 1, 'N']]),
    ok: false,
  },
  {
    name: 'PnP demo: six meeples with a supply of five are too many',
    pos: position(RING_OPEN, RED_SEVEN.slice(0, 6), { rules: { meeples: 5 } }),
    ok: false,
  },
  { name: 'tile touching only at a corner is disconnected', pos: position([['D', 0, 0, 0], ['B', 1, 1, 0]]), ok: false },
  { name: 'road edge against field edge', pos: position([['D', 0, 0, 0], ['B', 1, 0, 0]]), ok: false },
  { name: 'two copies of the single C tile', pos: position([['D', 0, 0, 0], ['C', 0, -1, 0], ['C', 0, -2, 0]]), ok: false },
  { name: 'two tiles on one cell', pos: position([['D', 0, 0, 0], ['D', 0, 0, 2]]), ok: false },
  { name: 'unknown tile letter', pos: position([['D', 0, 0, 0], ['Z', 0, 1, 0]]), ok: false },
  { name: 'rotation out of range', pos: position([['D', 0, 0, 0], ['B', 0, 1, 7]]), ok: false },
  { name: 'monk on a tile without a cloister', pos: position(START, [['red', 0, 0, 'C']]), ok: false },
  { name: 'meeple on an empty cell', pos: position(START, [['red', 3, 3, 'N']]), ok: false },
  { name: 'side name on a field side names nothing', pos: position([['D', 0, 0, 0], ['U', 0, 1, 1]], [['red', 0, 1, 'N']]), ok: false },
  { name: 'meeple of a player who is not in the game', pos: position(START, [['green', 0, 0, 'N']]), ok: false },
  {
    // Derived from the turn rules (one meeple per turn, only on the tile just placed, meeples never move):
    // no tile can ever carry two meeples, even on two different features.
    name: 'two meeples on one tile cannot arise',
    pos: position(START, [['red', 0, 0, 'N'], ['blue', 0, 0, 'SE']]),
    ok: false,
  },
];

describe('position validation (validatePosition)', () => {
  for (const c of validateCases) {
    it(c.name, () => {
      const r = validate(c.pos);
      expect(r.ok).toBe(c.ok);
      if (!r.ok) expect(wordError(r.error).length).toBeGreaterThan(0);
    });
  }
});
