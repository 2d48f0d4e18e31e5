/**
 * A deliberately simple reference for the rules, used only by the property
 * tests to check the fast engine. It shares nothing with the engine except the
 * raw tile catalogue (TILE_DEFS: edge letters and the segments of each tile in
 * its printed orientation). Everything else is re-derived here from the rules:
 *
 * - the board is a Map "x,y" → { letter, rot };
 * - a feature is found by flood fill over (tile, segment) nodes across touching sides;
 * - legal placements are found by trying every empty cell of the bounding box
 *   (grown by one) in all four rotations;
 * - scores follow the rule text directly.
 *
 * Clarity over speed: nothing here is cached or clever.
 *
 * Geometry (shared/tiles.md): y grows to the south; a quarter turn clockwise
 * maps N→E→S→W→N and NW→EN, NE→ES, EN→SE, ES→SW, SE→WS, SW→WN, WS→NW, WN→NE.
 * A half side is named by its side, then the direction along that side
 * (NW = north side, west half). The half across a side keeps its second
 * letter and flips the side: NW touches the neighbour's SW.
 */
import { TILE_DEFS } from '../../../src/engine/tiles';

export type Side = 'N' | 'E' | 'S' | 'W';
export type Half = 'NW' | 'NE' | 'EN' | 'ES' | 'SE' | 'SW' | 'WS' | 'WN';
export type Edge = 'C' | 'R' | 'F';
export type Kind = 'city' | 'road' | 'field' | 'cloister';

export const SIDE_LIST: readonly Side[] = ['N', 'E', 'S', 'W'];
export const HALF_LIST: readonly Half[] = ['NW', 'NE', 'EN', 'ES', 'SE', 'SW', 'WS', 'WN'];
export const SPOT_LIST: readonly string[] = [...SIDE_LIST, 'C', ...HALF_LIST];

const STEP: Record<Side, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const OPPOSITE: Record<Side, Side> = { N: 'S', E: 'W', S: 'N', W: 'E' };

export function turnSide(s: Side, rot: number): Side {
  return SIDE_LIST[(SIDE_LIST.indexOf(s) + rot) % 4];
}
export function turnHalf(h: Half, rot: number): Half {
  return HALF_LIST[(HALF_LIST.indexOf(h) + 2 * rot) % 8];
}
/** A spot name after turning the tile (or the whole board) `rot` quarter turns clockwise. */
export function turnSpot(spot: string, rot: number): string {
  if (spot === 'C') return 'C';
  if ((SIDE_LIST as readonly string[]).includes(spot)) return turnSide(spot as Side, rot);
  return turnHalf(spot as Half, rot);
}
function sideOfHalf(h: Half): Side {
  return h[0] as Side;
}
function facingHalf(h: Half): Half {
  return (OPPOSITE[sideOfHalf(h)] + h[1]) as Half;
}

// ------------------------------------------------------------------ tiles

export interface RefSegment {
  kind: Kind;
  /** Sides whose middle this city or road reaches (board orientation). */
  sides: Side[];
  /** Half sides this field covers (board orientation). */
  halves: Half[];
  pennant: boolean;
  /** For a field: indexes (in this tile's segment list) of the cities it touches. */
  cities: number[];
}

export interface RefTile {
  letter: string;
  rot: number;
  edges: Record<Side, Edge>;
  segments: RefSegment[];
}

const tileCache = new Map<string, RefTile>();

/** Tile `letter` turned `rot` quarter turns clockwise: edges and segments in board orientation (shared; do not modify). */
export function refTile(letter: string, rot: number): RefTile {
  const k = `${letter}${rot}`;
  let t = tileCache.get(k);
  if (!t) {
    t = buildTile(letter, rot);
    tileCache.set(k, t);
  }
  return t;
}

function buildTile(letter: string, rot: number): RefTile {
  const def = TILE_DEFS.find((d) => d.letter === letter);
  if (!def) throw new Error(`reference: unknown tile ${letter}`);
  const edges = {} as Record<Side, Edge>;
  SIDE_LIST.forEach((s, i) => (edges[turnSide(s, rot)] = def.edges[i] as Edge));
  const segments: RefSegment[] = [];
  if (def.cloister) segments.push({ kind: 'cloister', sides: [], halves: [], pennant: false, cities: [] });
  const cityIndex: number[] = [];
  for (const c of def.cities) {
    cityIndex.push(segments.length);
    segments.push({ kind: 'city', sides: c.sides.map((s) => turnSide(s, rot)), halves: [], pennant: c.pennant, cities: [] });
  }
  for (const r of def.roads) {
    segments.push({ kind: 'road', sides: r.sides.map((s) => turnSide(s, rot)), halves: [], pennant: false, cities: [] });
  }
  for (const f of def.fields) {
    segments.push({ kind: 'field', sides: [], halves: f.halves.map((h) => turnHalf(h, rot)), pennant: false, cities: f.cities.map((i) => cityIndex[i]) });
  }
  return { letter, rot, edges, segments };
}

/** The segment a spot name designates on a tile, or -1 (N/E/S/W: city or road; C: cloister; halves: field). */
export function spotSegment(tile: RefTile, spot: string): number {
  if (spot === 'C') return tile.segments.findIndex((s) => s.kind === 'cloister');
  if ((SIDE_LIST as readonly string[]).includes(spot)) {
    return tile.segments.findIndex((s) => (s.kind === 'city' || s.kind === 'road') && s.sides.includes(spot as Side));
  }
  if ((HALF_LIST as readonly string[]).includes(spot)) {
    return tile.segments.findIndex((s) => s.kind === 'field' && s.halves.includes(spot as Half));
  }
  return -1;
}

/** Every spot name that designates segment `i`. */
export function spotsOf(tile: RefTile, i: number): string[] {
  return SPOT_LIST.filter((spot) => spotSegment(tile, spot) === i);
}

/** A description of a segment that does not depend on how it is numbered: "road:E,W". */
export function segmentLabel(tile: RefTile, i: number): string {
  const s = tile.segments[i];
  const where = s.kind === 'cloister' ? ['C'] : s.kind === 'field' ? [...s.halves].sort() : [...s.sides].sort();
  return `${s.kind}:${where.join(',')}${s.pennant ? '+p' : ''}`;
}

/** What a turned tile looks like (rotations that look the same give the same string). */
export function tileLook(letter: string, rot: number): string {
  const t = refTile(letter, rot);
  const segs = t.segments.map((_, i) => {
    const cities = t.segments[i].cities.map((c) => segmentLabel(t, c)).sort().join('|');
    return `${segmentLabel(t, i)}${cities ? `>${cities}` : ''}`;
  }).sort();
  return `${SIDE_LIST.map((s) => t.edges[s]).join('')} ${segs.join(' ')}`;
}

// ------------------------------------------------------------------ board state

export interface RefRules {
  farmers: boolean;
  meeples: number;
  smallCity: boolean;
  farmScoring: 'third-edition' | 'first-edition';
  incompleteScore: boolean;
}

export const REF_DEFAULT_RULES: RefRules = {
  farmers: true, meeples: 7, smallCity: false, farmScoring: 'third-edition', incompleteScore: true,
};

export interface RefPlaced { letter: string; rot: number; x: number; y: number }
export interface RefMeeple { player: number; x: number; y: number; spot: string }

export interface RefState {
  players: number;
  rules: RefRules;
  tiles: Map<string, RefPlaced>;
  meeples: RefMeeple[];
  scores: number[];
  toPlay: number;
}

export const key = (x: number, y: number): string => `${x},${y}`;

/** The fields of a position the reference needs (same shape as the position format). */
export interface RefPositionLike {
  rules?: Partial<RefRules>;
  players: string[];
  tiles: { x: number; y: number; tile: string; rot: number }[];
  meeples?: { player: string; x: number; y: number; at: string }[];
  scores?: Record<string, number>;
  toPlay?: string;
}

export function fromPosition(pos: RefPositionLike): RefState {
  const tiles = new Map<string, RefPlaced>();
  for (const t of pos.tiles) tiles.set(key(t.x, t.y), { letter: t.tile, rot: t.rot, x: t.x, y: t.y });
  const meeples = (pos.meeples ?? []).map((m) => ({ player: pos.players.indexOf(m.player), x: m.x, y: m.y, spot: m.at }));
  const scores = pos.players.map((n) => pos.scores?.[n] ?? 0);
  const toPlay = pos.toPlay === undefined ? 0 : pos.players.indexOf(pos.toPlay);
  return { players: pos.players.length, rules: { ...REF_DEFAULT_RULES, ...(pos.rules ?? {}) }, tiles, meeples, scores, toPlay };
}

export function cloneState(s: RefState): RefState {
  return { ...s, tiles: new Map(s.tiles), meeples: s.meeples.map((m) => ({ ...m })), scores: [...s.scores] };
}

function tileOn(state: RefState, x: number, y: number): RefTile | null {
  const p = state.tiles.get(key(x, y));
  return p ? refTile(p.letter, p.rot) : null;
}

/** Meeples each player still has in the supply. */
export function supply(state: RefState): number[] {
  const out = new Array<number>(state.players).fill(state.rules.meeples);
  for (const m of state.meeples) out[m.player]--;
  return out;
}

// ------------------------------------------------------------------ features by flood fill

export interface RefNode { x: number; y: number; seg: number }
const nodeKey = (n: RefNode) => `${n.x},${n.y},${n.seg}`;

export interface RefFeature {
  kind: Kind;
  nodes: RefNode[];
  /** Distinct cells of the feature (a cloister: itself and its neighbours). */
  tiles: number;
  pennants: number;
  complete: boolean;
  /** Meeples of each player standing on it. */
  meeples: number[];
  /** Smallest node key: a name for the feature. */
  id: string;
}

/** The segments directly joined to node `n` across its tile's sides. */
function neighbours(state: RefState, n: RefNode): RefNode[] {
  const tile = tileOn(state, n.x, n.y)!;
  const seg = tile.segments[n.seg];
  const out: RefNode[] = [];
  if (seg.kind === 'city' || seg.kind === 'road') {
    for (const s of seg.sides) {
      const [dx, dy] = STEP[s];
      const other = tileOn(state, n.x + dx, n.y + dy);
      if (!other) continue;
      const j = other.segments.findIndex((o) => o.kind === seg.kind && o.sides.includes(OPPOSITE[s]));
      if (j < 0) throw new Error(`reference: ${seg.kind} at ${n.x},${n.y} side ${s} meets no ${seg.kind}`);
      out.push({ x: n.x + dx, y: n.y + dy, seg: j });
    }
  } else if (seg.kind === 'field') {
    for (const h of seg.halves) {
      const [dx, dy] = STEP[sideOfHalf(h)];
      const other = tileOn(state, n.x + dx, n.y + dy);
      if (!other) continue;
      const j = other.segments.findIndex((o) => o.kind === 'field' && o.halves.includes(facingHalf(h)));
      if (j < 0) throw new Error(`reference: field at ${n.x},${n.y} half ${h} meets no field`);
      out.push({ x: n.x + dx, y: n.y + dy, seg: j });
    }
  }
  return out;
}

const AROUND: [number, number][] = [[-1, -1], [0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0]];

/** The whole feature that segment `seg` of the tile at (x, y) belongs to. */
export function featureAt(state: RefState, x: number, y: number, seg: number): RefFeature {
  const tile = tileOn(state, x, y);
  if (!tile || seg < 0 || seg >= tile.segments.length) throw new Error(`reference: no segment ${seg} at ${x},${y}`);
  const kind = tile.segments[seg].kind;
  const start: RefNode = { x, y, seg };
  const seen = new Map<string, RefNode>([[nodeKey(start), start]]);
  const todo = [start];
  while (todo.length) {
    const n = todo.pop()!;
    for (const m of neighbours(state, n)) {
      if (!seen.has(nodeKey(m))) {
        seen.set(nodeKey(m), m);
        todo.push(m);
      }
    }
  }
  const nodes = [...seen.values()];
  const cells = new Set(nodes.map((n) => key(n.x, n.y)));
  let tiles = cells.size;
  let complete = false;
  if (kind === 'cloister') {
    tiles = 1 + AROUND.filter(([dx, dy]) => state.tiles.has(key(x + dx, y + dy))).length;
    complete = tiles === 9;
  } else if (kind === 'city' || kind === 'road') {
    // Complete when no side of any of its segments looks onto an empty cell.
    complete = nodes.every((n) => tileOn(state, n.x, n.y)!.segments[n.seg].sides.every((s) => {
      const [dx, dy] = STEP[s];
      return state.tiles.has(key(n.x + dx, n.y + dy));
    }));
  }
  const pennants = nodes.filter((n) => tileOn(state, n.x, n.y)!.segments[n.seg].pennant).length;
  const inFeature = new Set(nodes.map(nodeKey));
  const meeples = new Array<number>(state.players).fill(0);
  for (const m of state.meeples) {
    const t = tileOn(state, m.x, m.y);
    if (!t) throw new Error(`reference: meeple on empty cell ${m.x},${m.y}`);
    if (inFeature.has(nodeKey({ x: m.x, y: m.y, seg: spotSegment(t, m.spot) }))) meeples[m.player]++;
  }
  const id = [...inFeature].sort()[0];
  return { kind, nodes, tiles, pennants, complete, meeples, id };
}

/** Every feature on the board, each once. */
export function allFeatures(state: RefState): RefFeature[] {
  const done = new Set<string>();
  const out: RefFeature[] = [];
  for (const p of state.tiles.values()) {
    const t = refTile(p.letter, p.rot);
    for (let i = 0; i < t.segments.length; i++) {
      if (done.has(nodeKey({ x: p.x, y: p.y, seg: i }))) continue;
      const f = featureAt(state, p.x, p.y, i);
      for (const n of f.nodes) done.add(nodeKey(n));
      out.push(f);
    }
  }
  return out;
}

/** Players with the most meeples (all of them when tied); nobody when there are none. */
export function majority(counts: readonly number[]): number[] {
  const best = Math.max(0, ...counts);
  if (best === 0) return [];
  return counts.flatMap((c, p) => (c === best ? [p] : []));
}

/** A finished road, city or cloister. */
export function completedPoints(kind: Kind, tiles: number, pennants: number, rules: RefRules): number {
  if (kind === 'road') return tiles;
  if (kind === 'cloister') return 9;
  if (kind === 'city') {
    if (rules.smallCity && tiles === 2) return 2 + pennants;
    return 2 * tiles + 2 * pennants;
  }
  throw new Error('reference: fields are scored as farms');
}

/** An unfinished road, city or cloister at the end of the game. */
export function unfinishedPoints(kind: Kind, tiles: number, pennants: number, rules: RefRules): number {
  if (!rules.incompleteScore) return 0;
  if (kind === 'road') return tiles;
  if (kind === 'city') return tiles + pennants;
  if (kind === 'cloister') return tiles; // the cloister and its neighbours, one point each
  throw new Error('reference: fields are scored as farms');
}

// ------------------------------------------------------------------ final scoring

export interface RefScoredFeature {
  kind: 'city' | 'road' | 'cloister' | 'farm';
  complete: boolean;
  tiles: number;
  pennants: number;
  meeples: number[];
  winners: number[];
  points: number;
  /** The nodes it is made of, as "x,y,segmentLabel" (farms in first-edition scoring: all farms around the city). */
  parts: string[];
  /** Farms: completed cities bordering it. */
  cities?: number;
}

export interface RefFinal {
  endgame: number[];
  total: number[];
  features: RefScoredFeature[];
}

function partsOf(state: RefState, nodes: RefNode[]): string[] {
  return nodes.map((n) => `${n.x},${n.y},${segmentLabel(tileOn(state, n.x, n.y)!, n.seg)}`).sort();
}

/**
 * Final scoring of a board as if the game ended now. Only features with a
 * meeple on them are listed (each road, city, cloister and farm once; with
 * first-edition farm scoring, one entry per completed city that a farm with
 * farmers borders).
 */
export function finalScore(state: RefState): RefFinal {
  const rules = state.rules;
  const features = allFeatures(state);
  const featureOfNode = new Map<string, RefFeature>();
  for (const f of features) for (const n of f.nodes) featureOfNode.set(nodeKey(n), f);

  const endgame = new Array<number>(state.players).fill(0);
  const scored: RefScoredFeature[] = [];
  const farms: { feature: RefFeature; cities: RefFeature[] }[] = [];
  for (const f of features) {
    if (f.meeples.every((c) => c === 0)) continue;
    if (f.kind === 'field') {
      if (!rules.farmers) continue;
      // The completed cities that any segment of this farm touches on its own tile.
      const cities = new Map<string, RefFeature>();
      for (const n of f.nodes) {
        for (const c of tileOn(state, n.x, n.y)!.segments[n.seg].cities) {
          const city = featureOfNode.get(nodeKey({ x: n.x, y: n.y, seg: c }))!;
          if (city.complete) cities.set(city.id, city);
        }
      }
      farms.push({ feature: f, cities: [...cities.values()] });
      continue;
    }
    const winners = majority(f.meeples);
    const points = f.complete ? completedPoints(f.kind, f.tiles, f.pennants, rules) : unfinishedPoints(f.kind, f.tiles, f.pennants, rules);
    for (const p of winners) endgame[p] += points;
    scored.push({ kind: f.kind as 'city' | 'road' | 'cloister', complete: f.complete, tiles: f.tiles, pennants: f.pennants, meeples: f.meeples, winners, points, parts: partsOf(state, f.nodes) });
  }

  if (rules.farmScoring === 'third-edition') {
    // Each farm: 3 points per completed city it borders, to the majority of its farmers.
    for (const { feature, cities } of farms) {
      const winners = majority(feature.meeples);
      const points = 3 * cities.length;
      for (const p of winners) endgame[p] += points;
      scored.push({ kind: 'farm', complete: false, tiles: feature.tiles, pennants: 0, meeples: feature.meeples, winners, points, parts: partsOf(state, feature.nodes), cities: cities.length });
    }
  } else {
    // First edition: each completed city: 4 points to the majority of farmers on all the farms bordering it.
    const byCity = new Map<string, { city: RefFeature; farms: RefFeature[] }>();
    for (const { feature, cities } of farms) {
      for (const city of cities) {
        const entry = byCity.get(city.id) ?? { city, farms: [] };
        entry.farms.push(feature);
        byCity.set(city.id, entry);
      }
    }
    for (const { city, farms: around } of byCity.values()) {
      const counts = new Array<number>(state.players).fill(0);
      for (const farm of around) farm.meeples.forEach((c, p) => (counts[p] += c));
      const winners = majority(counts);
      for (const p of winners) endgame[p] += 4;
      scored.push({ kind: 'farm', complete: true, tiles: city.tiles, pennants: city.pennants, meeples: counts, winners, points: 4, parts: around.flatMap((f) => partsOf(state, f.nodes)).sort(), cities: 1 });
    }
  }
  return { endgame, total: endgame.map((e, p) => e + state.scores[p]), features: scored };
}

// ------------------------------------------------------------------ placing tiles

export type RefRefusal = 'occupied' | 'not-adjacent' | 'edge-mismatch' | 'no-tile-left';

function copiesOnBoard(state: RefState, letter: string): number {
  let n = 0;
  for (const t of state.tiles.values()) if (t.letter === letter) n++;
  return n;
}

/** Why tile `letter` turned `rot` cannot go on (x, y), or null when it can. */
export function placementRefusal(state: RefState, letter: string, x: number, y: number, rot: number): RefRefusal | null {
  if (state.tiles.has(key(x, y))) return 'occupied';
  const def = TILE_DEFS.find((d) => d.letter === letter)!;
  if (copiesOnBoard(state, letter) >= def.count) return 'no-tile-left';
  if (state.tiles.size === 0) return null;
  const tile = refTile(letter, rot);
  let touching = 0;
  let mismatch = false;
  for (const s of SIDE_LIST) {
    const [dx, dy] = STEP[s];
    const other = tileOn(state, x + dx, y + dy);
    if (!other) continue;
    touching++;
    if (other.edges[OPPOSITE[s]] !== tile.edges[s]) mismatch = true;
  }
  if (touching === 0) return 'not-adjacent';
  return mismatch ? 'edge-mismatch' : null;
}

export function boundingBox(state: RefState): { minX: number; maxX: number; minY: number; maxY: number } {
  const xs = [...state.tiles.values()].map((t) => t.x);
  const ys = [...state.tiles.values()].map((t) => t.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Whether `player` may put a meeple on segment `seg` of the tile placed (legally) at (x, y). */
export function meepleAllowed(state: RefState, letter: string, x: number, y: number, rot: number, seg: number, player: number): boolean {
  const tile = refTile(letter, rot);
  if (seg < 0 || seg >= tile.segments.length) return false;
  if (tile.segments[seg].kind === 'field' && !state.rules.farmers) return false;
  if (supply(state)[player] <= 0) return false;
  const after = cloneState(state);
  after.tiles.set(key(x, y), { letter, rot, x, y });
  return featureAt(after, x, y, seg).meeples.every((c) => c === 0);
}

export interface RefPlacement {
  x: number;
  y: number;
  rot: number;
  /** tileLook(letter, rot): rotations that look the same are one placement. */
  look: string;
  /** Labels (segmentLabel) of the segments where the player may put a meeple. */
  spots: string[];
}

/** Every legal placement of `letter`, by brute force over the bounding box grown by one and all four rotations. */
export function legalPlacements(state: RefState, letter: string, player = state.toPlay, withSpots = true): RefPlacement[] {
  const out = new Map<string, RefPlacement>();
  const { minX, maxX, minY, maxY } = boundingBox(state);
  for (let y = minY - 1; y <= maxY + 1; y++) {
    for (let x = minX - 1; x <= maxX + 1; x++) {
      for (let rot = 0; rot < 4; rot++) {
        if (placementRefusal(state, letter, x, y, rot) !== null) continue;
        const look = tileLook(letter, rot);
        const k = `${x},${y} ${look}`;
        if (out.has(k)) continue;
        const tile = refTile(letter, rot);
        const spots = withSpots
          ? tile.segments.flatMap((_, i) => (meepleAllowed(state, letter, x, y, rot, i, player) ? [segmentLabel(tile, i)] : [])).sort()
          : [];
        out.set(k, { x, y, rot, look, spots });
      }
    }
  }
  return [...out.values()];
}

export interface RefMove { letter: string; x: number; y: number; rot: number; spot: string | null }

export interface RefEvent {
  kind: 'city' | 'road' | 'cloister';
  tiles: number;
  pennants: number;
  points: number;
  winners: number[];
  meeples: number[];
}

/**
 * One turn for the player to play: place the tile (and meeple), score every
 * road, city and cloister it completed, return those meeples, pass the turn.
 * Throws on an illegal move.
 */
export function applyMove(state: RefState, move: RefMove): { state: RefState; events: RefEvent[] } {
  const { letter, x, y, rot } = move;
  const refusal = placementRefusal(state, letter, x, y, rot);
  if (refusal) throw new Error(`reference: illegal placement ${letter} ${x},${y} rot ${rot}: ${refusal}`);
  const player = state.toPlay;
  const tile = refTile(letter, rot);
  let seg = -1;
  if (move.spot !== null) {
    seg = spotSegment(tile, move.spot);
    if (!meepleAllowed(state, letter, x, y, rot, seg, player)) throw new Error(`reference: illegal meeple ${move.spot}`);
  }
  const next = cloneState(state);
  next.tiles.set(key(x, y), { letter, rot, x, y });
  if (seg >= 0) next.meeples.push({ player, x, y, spot: move.spot! });

  // What the tile completed: roads and cities through it, cloisters on it or around it.
  const completed = new Map<string, RefFeature>();
  tile.segments.forEach((s, i) => {
    if (s.kind !== 'city' && s.kind !== 'road') return;
    const f = featureAt(next, x, y, i);
    if (f.complete) completed.set(f.id, f);
  });
  for (const [dx, dy] of [[0, 0], ...AROUND]) {
    const t = tileOn(next, x + dx, y + dy);
    if (!t) continue;
    const c = t.segments.findIndex((s) => s.kind === 'cloister');
    if (c < 0) continue;
    const f = featureAt(next, x + dx, y + dy, c);
    if (f.complete) completed.set(f.id, f);
  }
  const events: RefEvent[] = [];
  for (const f of completed.values()) {
    const points = completedPoints(f.kind, f.tiles, f.pennants, next.rules);
    const winners = majority(f.meeples);
    for (const p of winners) next.scores[p] += points;
    events.push({ kind: f.kind as RefEvent['kind'], tiles: f.tiles, pennants: f.pennants, points, winners, meeples: f.meeples });
    // Its meeples go back to their owners.
    const inFeature = new Set(f.nodes.map(nodeKey));
    next.meeples = next.meeples.filter((m) => !inFeature.has(nodeKey({ x: m.x, y: m.y, seg: spotSegment(tileOn(next, m.x, m.y)!, m.spot) })));
  }
  next.toPlay = (player + 1) % next.players;
  return { state: next, events };
}
