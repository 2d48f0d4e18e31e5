/**
 * Property-based tests: the fast engine against the deliberately simple
 * reference in ./reference/scorer.ts, over many seeded random games with
 * every rule option. Seeds are fixed, so every run checks the same games;
 * `npm run soak` (SOAK=1) runs 20 times as many games from fresh seeds, and
 * prints each seed so that a failure can be replayed (SEED=… npm run soak).
 *
 * RUNS games per property.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeTile, scorePosition } from '../../src/engine/api';
import { Board, MOVE_CODES, OK } from '../../src/engine/board';
import { Rng, drawTile, newGame, playRandomTurn, type Game } from '../../src/engine/game';
import { canPlaceAnywhere, legalPlacements, legalPlacementsInto } from '../../src/engine/moves';
import { readPosition, writePosition, type Position } from '../../src/engine/notation';
import type { Rules } from '../../src/engine/rules';
import { finalPointsInto, finalScore } from '../../src/engine/scoring';
import { KIND_FIELD, KIND_NAMES, ORIENTED, TILE_LETTERS } from '../../src/engine/tiles';
import * as ref from './reference/scorer';
import { wordError } from '../../src/i18n/words';
import { stepwise, turnOfTheLoop } from '../setup/turn';

export const BASE_RUNS = 1000;
const SOAK = !!process.env.SOAK && process.env.SOAK !== '0';
/** Games per property (the soak script sets SOAK=1 for 20 times as many). */
export const RUNS = SOAK ? BASE_RUNS * 20 : BASE_RUNS;
const TIMEOUT = SOAK ? 3_600_000 : 60_000;
/** The soak's base seed: SEED from the environment to replay a run, else fresh. */
const SOAK_BASE = Number(process.env.SEED ?? Date.now() % 0x3fffffff) >>> 0;
if (SOAK) console.log(`properties: soak seeds start at ${SOAK_BASE} (replay with SEED=${SOAK_BASE} npm run soak)`);
/** The seed for one property: fixed normally, fresh (and printed) in a soak. */
const seedFor = (fixed: number): number => (SOAK ? (SOAK_BASE + fixed) >>> 0 : fixed);

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

interface Config {
  players: number;
  seed: number;
  rules: Rules;
}

const rulesArb: fc.Arbitrary<Rules> = fc.record({
  farmers: fc.boolean(),
  meeples: fc.integer({ min: 1, max: 7 }),
  smallCity: fc.boolean(),
  farmScoring: fc.constantFrom('third-edition' as const, 'first-edition' as const),
  incompleteScore: fc.boolean(),
});

const configArb: fc.Arbitrary<Config> = fc.record({
  players: fc.integer({ min: 2, max: 6 }),
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  rules: rulesArb,
});

/** Every combination of the rule options (2 × 7 × 2 × 2 × 2 = 112). */
function allRuleCombinations(): Rules[] {
  const out: Rules[] = [];
  for (const farmers of [false, true])
    for (let meeples = 1; meeples <= 7; meeples++)
      for (const smallCity of [false, true])
        for (const farmScoring of ['third-edition', 'first-edition'] as const)
          for (const incompleteScore of [false, true]) out.push({ farmers, meeples, smallCity, farmScoring, incompleteScore });
  return out;
}

// ------------------------------------------------------------------ comparing engine and reference

/**
 * expect(actual).toEqual(expected), without the cost of an assertion object on
 * the (many thousand) equal cases: only a difference goes through expect, for its diff.
 */
function same(actual: unknown, message: string, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, message).toEqual(expected);
}

function names(players: number): string[] {
  return NAMES.slice(0, players);
}

/** A segment of a placed tile as the reference names it: "x,y,road:E,W". */
function partLabel(letter: string, rot: number, x: number, y: number, spot: string): string {
  const t = ref.refTile(letter, rot);
  const seg = ref.spotSegment(t, spot);
  if (seg < 0) throw new Error(`spot ${spot} names nothing on ${letter} rot ${rot}`);
  return `${x},${y},${ref.segmentLabel(t, seg)}`;
}

/** Meeples of a reference state, order-free: "player@x,y,label". */
function refMeeples(s: ref.RefState): string[] {
  return s.meeples.map((m) => {
    const t = s.tiles.get(ref.key(m.x, m.y))!;
    return `${m.player}@${partLabel(t.letter, t.rot, m.x, m.y, m.spot)}`;
  }).sort();
}

function refTiles(s: ref.RefState): string[] {
  return [...s.tiles.values()].map((t) => `${t.x},${t.y},${t.letter},${t.rot}`).sort();
}

/** The engine board must hold exactly what the reference state holds. */
function expectSameState(board: Board, s: ref.RefState, where: string): void {
  const pos = writePosition(board, names(board.players));
  const mine = ref.fromPosition(pos);
  same(refTiles(mine), `${where}: tiles`, refTiles(s));
  same(refMeeples(mine), `${where}: meeples`, refMeeples(s));
  same(Array.from(board.scores), `${where}: scores`, s.scores);
  same(Array.from(board.supply), `${where}: supply`, ref.supply(s));
  same(board.toPlay, `${where}: toPlay`, s.toPlay);
}

function bitsToList(bits: number, players: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < players; p++) if (bits & (1 << p)) out.push(p);
  return out;
}

function engineEvents(board: Board): string[] {
  return board.events.map((e) => JSON.stringify({
    kind: KIND_NAMES[e.kind], tiles: e.tiles, pennants: e.pennants, points: e.points,
    winners: bitsToList(e.winners, board.players), meeples: e.meeples,
  })).sort();
}

function refEvents(events: ref.RefEvent[]): string[] {
  return events.map((e) => JSON.stringify({
    kind: e.kind, tiles: e.tiles, pennants: e.pennants, points: e.points, winners: e.winners, meeples: e.meeples,
  })).sort();
}

interface NormFeature {
  kind: string;
  complete: boolean;
  tiles: number;
  pennants: number;
  meeples: number[];
  winners: number[];
  points: number;
  cities?: number;
  parts?: string[];
}

function normEngineFinal(board: Board, withParts: boolean): string[] {
  const letterAt = new Map<string, { letter: string; rot: number }>();
  for (let s = 0; s < board.tileCount; s++) letterAt.set(ref.key(board.slotX[s], board.slotY[s]), { letter: TILE_LETTERS[board.slotType[s]], rot: board.slotRot[s] });
  return finalScore(board).features.map((f) => {
    const n: NormFeature = {
      kind: f.kind, complete: f.complete, tiles: f.tiles, pennants: f.pennants, meeples: f.meeples,
      winners: f.winners, points: f.points,
    };
    if (f.kind === 'farm') n.cities = f.cities?.length ?? 0;
    if (withParts) {
      n.parts = f.parts.map((p) => {
        const t = letterAt.get(ref.key(p.x, p.y))!;
        return partLabel(t.letter, t.rot, p.x, p.y, p.at);
      }).sort();
    }
    return JSON.stringify(n);
  }).sort();
}

function normRefFinal(f: ref.RefFinal, withParts: boolean): string[] {
  return f.features.map((x) => {
    const n: NormFeature = {
      kind: x.kind, complete: x.complete, tiles: x.tiles, pennants: x.pennants, meeples: x.meeples,
      winners: x.winners, points: x.points,
    };
    if (x.kind === 'farm') n.cities = x.cities;
    if (withParts) n.parts = x.parts;
    return JSON.stringify(n);
  }).sort();
}

/** Engine final scoring (both implementations) equals the reference's, per player and per feature. */
function expectFinalMatches(board: Board, s: ref.RefState, where: string): ref.RefFinal {
  const expected = ref.finalScore(s);
  const actual = finalScore(board);
  same(actual.endgame, `${where}: endgame points`, expected.endgame);
  same(actual.total, `${where}: totals`, expected.total);
  same(normEngineFinal(board, true), `${where}: features`, normRefFinal(expected, true));
  const fast = new Int32Array(board.players);
  finalPointsInto(board, fast);
  same(Array.from(fast), `${where}: finalPointsInto`, expected.endgame);
  return expected;
}

/** Engine legal placements (with open spots) equal the reference's brute force. */
function expectSamePlacements(board: Board, s: ref.RefState, type: number, where: string): void {
  const letter = TILE_LETTERS[type];
  const engine = legalPlacements(board, type).map((p) => {
    const t = ref.refTile(letter, p.rot);
    const spots = p.spots.map((spot) => ref.segmentLabel(t, ref.spotSegment(t, spot))).sort();
    return `${p.x},${p.y} ${ref.tileLook(letter, p.rot)} [${spots.join(' ')}]`;
  }).sort();
  const expected = ref.legalPlacements(s, letter).map((p) => `${p.x},${p.y} ${p.look} [${p.spots.join(' ')}]`).sort();
  same(engine, `${where}: legal placements of ${letter}`, expected);
  same(new Set(engine).size, `${where}: no placement listed twice`, engine.length);
  const buf = new Int32Array(1024);
  same(legalPlacementsInto(board, type, buf), `${where}: legalPlacementsInto count`, expected.length);
  same(canPlaceAnywhere(board, type), `${where}: canPlaceAnywhere`, expected.length > 0);
}

function read(pos: unknown): { board: Board; names: string[] } {
  const r = readPosition(pos);
  if (!r.ok) throw new Error(`readPosition refused: ${wordError(r.error)}`);
  return r.value;
}

// ------------------------------------------------------------------ drivers

/** The spot names of segment `seg` of an engine-oriented tile, via the engine's primary spot name. */
function engineSegSpot(type: number, rot: number, seg: number): string {
  return ORIENTED[type * 4 + rot].segments[seg].spot;
}

/**
 * Play a whole game with random choices through Board.play, mirroring every
 * move in the reference and checking the invariants after each one.
 */
function playCheckedGame(cfg: Config): void {
  const game = newGame(cfg.players, cfg.seed, cfg.rules);
  const board = game.board;
  const who = names(cfg.players);
  const rng = new Rng(cfg.seed ^ 0x2545f491);
  let state = ref.fromPosition(writePosition(board, who));
  const farmers = new Set<number>();
  const buf = new Int32Array(1024);
  let turn = 0;
  while (game.next < game.pile.length) {
    const type = game.pile[game.next++];
    const letter = TILE_LETTERS[type];
    const where = `${JSON.stringify(cfg)} turn ${turn} tile ${letter}`;
    const n = legalPlacementsInto(board, type, buf);
    if (n === 0) {
      // The engine discards it: the reference must find no placement either.
      same(ref.legalPlacements(state, letter, state.toPlay, false), `${where}: discarded tile`, []);
      game.discarded.push(type);
      continue;
    }
    const pick = buf[rng.int(n)];
    const f = pick >> 2;
    const rot = pick & 3;
    const x = board.frontX[f];
    const y = board.frontY[f];
    const player = board.toPlay;

    // Open spots on the chosen placement agree with the reference.
    const segs = ORIENTED[type * 4 + rot].segments.length;
    const open: number[] = [];
    for (let sg = 0; sg < segs; sg++) if (board.checkMeeple(type, x, y, rot, sg, player) === OK) open.push(sg);
    const t = ref.refTile(letter, rot);
    const refOpen = t.segments.flatMap((_, i) => (ref.meepleAllowed(state, letter, x, y, rot, i, player) ? [ref.segmentLabel(t, i)] : [])).sort();
    same(open.map((sg) => ref.segmentLabel(t, ref.spotSegment(t, engineSegSpot(type, rot, sg)))).sort(), `${where}: open spots at ${x},${y} rot ${rot}`, refOpen);

    // A few random placement probes around the board: same verdict as the reference.
    const box = ref.boundingBox(state);
    for (let k = 0; k < 3; k++) {
      const px = box.minX - 1 + rng.int(box.maxX - box.minX + 3);
      const py = box.minY - 1 + rng.int(box.maxY - box.minY + 3);
      const pt = rng.int(TILE_LETTERS.length);
      const pr = rng.int(4);
      const code = MOVE_CODES[board.checkPlacement(pt, px, py, pr)];
      const refusal = ref.placementRefusal(state, TILE_LETTERS[pt], px, py, pr);
      same(code, `${where}: probe ${TILE_LETTERS[pt]} at ${px},${py} rot ${pr}`, refusal ?? 'ok');
    }

    // Choose: mostly a meeple when one is allowed.
    const seg = open.length > 0 && rng.int(4) !== 0 ? open[rng.int(open.length)] : -1;
    let spot: string | null = null;
    if (seg >= 0) {
      const aliases = ref.spotsOf(t, ref.spotSegment(t, engineSegSpot(type, rot, seg)));
      spot = aliases[rng.int(aliases.length)];
    }
    const before = Array.from(board.scores);
    same(board.play(type, x, y, rot, seg), `${where}: play`, OK);
    if (seg >= 0 && ORIENTED[type * 4 + rot].segments[seg].kind === KIND_FIELD) farmers.add(((board.tileCount - 1) << 3) | seg);

    const applied = ref.applyMove(state, { letter, x, y, rot, spot });
    state = applied.state;
    // Each scored feature was complete, and scored what the reference says.
    same(engineEvents(board), `${where}: completed features`, refEvents(applied.events));
    expectSameState(board, state, where);

    // Invariants.
    for (let p = 0; p < cfg.players; p++) {
      let onBoard = 0;
      for (let i = 0; i < board.meepleTotal; i++) if (board.meeplePlayer[i] === p) onBoard++;
      same(board.supply[p] + onBoard, `${where}: meeples of player ${p}`, cfg.rules.meeples);
      if (board.scores[p] < before[p]) expect(board.scores[p], `${where}: score of player ${p} never decreases`).toBeGreaterThanOrEqual(before[p]);
    }
    const nodes = new Set(Array.from(board.meepleNode.subarray(0, board.meepleTotal)));
    for (const node of farmers) same(nodes.has(node), `${where}: farmer ${node} stays`, true);
    turn++;
  }
  same(board.tileCount + game.discarded.length, `${JSON.stringify(cfg)}: every tile placed or discarded`, 72);
  expectFinalMatches(board, state, `${JSON.stringify(cfg)} end`);
}

/** An engine game played with game.ts (drawTile + playRandomTurn), stopped before turn `stop` (or at the end). */
function engineGame(cfg: Config, stop = Infinity): { game: Game; type: number } {
  const game = newGame(cfg.players, cfg.seed, cfg.rules);
  const rng = new Rng(cfg.seed ^ 0x68e31da4);
  let turn = 0;
  for (let type = drawTile(game); type >= 0; type = drawTile(game)) {
    if (turn++ === stop) return { game, type };
    playRandomTurn(game.board, type, rng);
  }
  return { game, type: -1 };
}

/** Replace a position's meeples by random ones (any spot alias, several on a feature, ties), with random scores. */
function randomMeeples(pos: Position, rules: Rules, rng: Rng): Position {
  const players = pos.players.length;
  const left = new Array<number>(players).fill(rules.meeples);
  const meeples: Position['meeples'] = [];
  for (const t of pos.tiles) {
    if (rng.int(3) !== 0) continue;
    const tile = ref.refTile(t.tile, t.rot);
    const choices = tile.segments.map((_, i) => i).filter((i) => rules.farmers || tile.segments[i].kind !== 'field');
    const p = rng.int(players);
    if (left[p] === 0 || choices.length === 0) continue;
    left[p]--;
    const aliases = ref.spotsOf(tile, choices[rng.int(choices.length)]);
    meeples.push({ player: pos.players[p], x: t.x, y: t.y, at: aliases[rng.int(aliases.length)] as never });
  }
  const scores: Record<string, number> = {};
  for (const n of pos.players) scores[n] = rng.int(120);
  return { ...pos, meeples, scores, toPlay: pos.players[rng.int(players)] };
}

function shuffle<T>(xs: readonly T[], rng: Rng): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The same position with the whole board turned a quarter clockwise: (x, y) → (-y, x). */
function turnBoard(pos: Position): Position {
  return {
    ...pos,
    tiles: pos.tiles.map((t) => ({ ...t, x: -t.y, y: t.x, rot: (t.rot + 1) % 4 })),
    meeples: (pos.meeples ?? []).map((m) => ({ ...m, x: -m.y, y: m.x, at: ref.turnSpot(m.at, 1) as never })),
  };
}

function moveBoard(pos: Position, dx: number, dy: number): Position {
  return {
    ...pos,
    tiles: pos.tiles.map((t) => ({ ...t, x: t.x + dx, y: t.y + dy })),
    meeples: (pos.meeples ?? []).map((m) => ({ ...m, x: m.x + dx, y: m.y + dy })),
  };
}

// ------------------------------------------------------------------ properties

const momentArb = fc.record({ cfg: configArb, moment: fc.integer({ min: 0, max: 75 }), salt: fc.integer({ min: 0, max: 0x7fffffff }) });

describe('engine against the reference (property-based, fixed seeds)', () => {
  // Each of these games is checked move by move against the reference (and 112 more follow, one per rule combination).
  // The RUNS games are played in GAME_PARTS tests of their own, each from its own fixed seed, and every property lets
  // the event loop turn between its cases (stepwise): no test holds its worker for long (docs/testing.md).
  const GAME_PARTS = 4;
  for (let part = 0; part < GAME_PARTS; part++) {
    it(`random games, part ${part + 1} of ${GAME_PARTS}: meeples conserved, scores never drop, farmers stay, every scored feature complete and worth what the reference says, final score agrees`, async () => {
      await fc.assert(fc.asyncProperty(configArb, stepwise((cfg) => playCheckedGame(cfg))), { seed: seedFor(0x5eed0001 + part), numRuns: Math.ceil(RUNS / GAME_PARTS) });
    }, TIMEOUT);
  }

  it('a farmer may not join a farm that the new tile links to an occupied farm through its other field (found by these properties)', () => {
    // V turned 3 at (0,0): its small field (ES, SE) touches only unoccupied fields, but the tile's
    // other field joins them, through the cloister field of A, to Bo's farmer on U's west field.
    const pos = {
      format: 'carcassonne-position/1', players: ['Ada', 'Bo'],
      tiles: [{ x: 1, y: 0, tile: 'A', rot: 1 }, { x: 1, y: 1, tile: 'B', rot: 0 }, { x: 0, y: 1, tile: 'U', rot: 0 }],
      meeples: [{ player: 'Bo', x: 0, y: 1, at: 'NW' }], toPlay: 'Ada',
    };
    const s = ref.fromPosition(pos);
    const v = ref.refTile('V', 3);
    expect(ref.meepleAllowed(s, 'V', 0, 0, 3, ref.spotSegment(v, 'ES'), 0)).toBe(false);
    const { board } = read(pos);
    const type = TILE_LETTERS.indexOf('V');
    const here = legalPlacements(board, type).filter((p) => p.x === 0 && p.y === 0);
    expect(here).toEqual([{ x: 0, y: 0, rot: 3, spots: ['E'] }]);
    expect(MOVE_CODES[board.checkMeeple(type, 0, 0, 3, ORIENTED[type * 4 + 3].spotSeg.ES, 0)]).toBe('feature-occupied');
  });

  it('covers every combination of rule options (one checked game each)', async () => {
    const combos = allRuleCombinations();
    expect(combos).toHaveLength(112);
    const reps = SOAK ? 5 : 1;
    for (const [i, rules] of combos.entries()) {
      await turnOfTheLoop();
      for (let r = 0; r < reps; r++) playCheckedGame({ players: 2 + ((i + r) % 5), seed: 7919 * i + 104729 * r + 1, rules });
    }
  }, TIMEOUT);

  it('legal placements and open spots agree with the brute-force reference at random moments', async () => {
    await fc.assert(fc.asyncProperty(momentArb, stepwise(({ cfg, moment, salt }) => {
      const { game, type } = engineGame(cfg, moment);
      const board = game.board;
      const s = ref.fromPosition(writePosition(board, names(cfg.players)));
      const rng = new Rng(salt);
      const types = new Set([rng.int(TILE_LETTERS.length), rng.int(TILE_LETTERS.length)]);
      if (type >= 0) types.add(type);
      for (const t of types) expectSamePlacements(board, s, t, `${JSON.stringify(cfg)} before turn ${moment}`);
    })), { seed: seedFor(0x5eed0002), numRuns: RUNS });
  }, TIMEOUT);

  it('final score equals the reference on end positions and on mid-game positions with random meeples', async () => {
    await fc.assert(fc.asyncProperty(momentArb, stepwise(({ cfg, moment, salt }) => {
      const who = names(cfg.players);
      const end = engineGame(cfg).game.board;
      expectFinalMatches(end, ref.fromPosition(writePosition(end, who)), `${JSON.stringify(cfg)} end`);

      const mid = engineGame(cfg, moment).game.board;
      const pos = randomMeeples(writePosition(mid, who), cfg.rules, new Rng(salt));
      const { board } = read(pos);
      expectFinalMatches(board, ref.fromPosition(pos), `${JSON.stringify(cfg)} turn ${moment} random meeples ${JSON.stringify(pos.meeples)}`);
      // The JSON API says the same.
      const api = scorePosition(pos);
      if (!api.ok) throw new Error(wordError(api.error));
      expect(who.map((n) => api.value.endgame[n])).toEqual(ref.finalScore(ref.fromPosition(pos)).endgame);
    })), { seed: seedFor(0x5eed0003), numRuns: RUNS });
  }, TIMEOUT);

  it('final scoring does not depend on listing order, translation or turning the whole board', async () => {
    await fc.assert(fc.asyncProperty(momentArb, fc.integer({ min: -9900, max: 9900 }), fc.integer({ min: -9900, max: 9900 }), fc.integer({ min: 1, max: 3 }),
      stepwise(({ cfg, moment, salt }, dx, dy, turns) => {
        const who = names(cfg.players);
        const rng = new Rng(salt);
        const mid = engineGame(cfg, moment).game.board;
        const pos = randomMeeples(writePosition(mid, who), cfg.rules, rng);
        const base = read(pos).board;
        const expected = finalScore(base);
        const features = normEngineFinal(base, false);

        let variant: Position = { ...pos, tiles: shuffle(pos.tiles, rng), meeples: shuffle(pos.meeples ?? [], rng) };
        variant = moveBoard(variant, dx, dy);
        for (let k = 0; k < turns; k++) variant = turnBoard(variant);
        const where = `${JSON.stringify(cfg)} turn ${moment} moved ${dx},${dy} turned ${turns}`;
        const b = read(variant).board;
        expect(finalScore(b).endgame, `${where}: endgame`).toEqual(expected.endgame);
        expect(finalScore(b).total, `${where}: total`).toEqual(expected.total);
        expect(normEngineFinal(b, false), `${where}: features`).toEqual(features);
        const fast = new Int32Array(cfg.players);
        finalPointsInto(b, fast);
        expect(Array.from(fast), `${where}: finalPointsInto`).toEqual(expected.endgame);
        // The reference agrees on the transformed board too.
        expect(ref.finalScore(ref.fromPosition(variant)).endgame, `${where}: reference`).toEqual(expected.endgame);
      })), { seed: seedFor(0x5eed0004), numRuns: RUNS });
  }, TIMEOUT);

  it('positions round-trip: write(read(p)) = p, and applying a move then writing agrees with the board and the reference', async () => {
    await fc.assert(fc.asyncProperty(momentArb, stepwise(({ cfg, moment, salt }) => {
      const who = names(cfg.players);
      const rng = new Rng(salt);
      const { game, type } = engineGame(cfg, moment);
      const pos = writePosition(game.board, who);
      const where = `${JSON.stringify(cfg)} turn ${moment}`;
      expect(writePosition(read(pos).board, who), `${where}: write(read(p))`).toEqual(pos);
      expect(writePosition(read(JSON.parse(JSON.stringify(pos))).board, who), `${where}: through JSON text`).toEqual(pos);

      // Random meeples use any spot alias: reading and writing once gives the canonical form, which is then stable.
      const messy = randomMeeples(pos, cfg.rules, rng);
      const canon = writePosition(read(messy).board, who);
      expect(writePosition(read(canon).board, who), `${where}: canonical form is stable`).toEqual(canon);
      expect(refMeeples(ref.fromPosition(canon)), `${where}: same meeples after canonical form`).toEqual(refMeeples(ref.fromPosition(messy)));

      if (type < 0) return;
      // Apply a random legal move through the JSON API.
      const options = legalPlacements(game.board, type);
      const choice = options[rng.int(options.length)];
      const spot = choice.spots.length > 0 && rng.int(3) !== 0 ? choice.spots[rng.int(choice.spots.length)] : null;
      const move = { tile: TILE_LETTERS[type], x: choice.x, y: choice.y, rot: choice.rot, meeple: spot };
      const placed = placeTile(pos, move);
      if (!placed.ok) throw new Error(`${where}: placeTile refused ${JSON.stringify(move)}: ${wordError(placed.error)}`);
      const after = placed.value.position;
      expect(writePosition(read(after).board, who), `${where}: write(read(after))`).toEqual(after);
      const direct = read(pos).board;
      expect(direct.play(type, choice.x, choice.y, choice.rot, spot === null ? -1 : ORIENTED[type * 4 + choice.rot].spotSeg[spot as never])).toBe(OK);
      expect(writePosition(direct, who), `${where}: placeTile equals Board.play`).toEqual(after);
      const applied = ref.applyMove(ref.fromPosition(pos), { letter: TILE_LETTERS[type], x: choice.x, y: choice.y, rot: choice.rot, spot });
      expectSameState(read(after).board, applied.state, `${where}: placeTile vs reference`);
      const scored = who.map((n) => placed.value.scored[n]);
      expect(scored, `${where}: points scored`).toEqual(applied.state.scores.map((sc, p) => sc - (pos.scores?.[who[p]] ?? 0)));
      expect(placed.value.completed.map((e) => JSON.stringify({
        kind: e.kind, tiles: e.tiles, pennants: e.pennants, points: e.points,
        winners: e.winners.map((n) => who.indexOf(n)), meeples: who.map((n) => e.meeples[n] ?? 0),
      })).sort(), `${where}: completed features`).toEqual(refEvents(applied.events));
    })), { seed: seedFor(0x5eed0005), numRuns: RUNS });
  }, TIMEOUT);
});
