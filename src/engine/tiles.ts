/**
 * The base-game tile catalogue (Wikicarpedia letters A–X) and the tables
 * derived from it for every rotation.
 *
 * Geometry. Each tile side has three "ports", read clockwise around the tile:
 *
 *        0 NW   1 N   2 NE
 *   11 WN                 3 EN
 *   10 W                  4 E
 *    9 WS                 5 ES
 *        8 SW   7 S   6 SE
 *
 * The middle port of a side carries the road or city reaching that side's
 * middle; the two half-side ports carry the fields beside it (or the city,
 * when the whole side is city). Turning a tile a quarter clockwise moves
 * port p to port (p + 3) mod 12. A port p on side s at offset k (0..2) meets
 * the port on the opposite side at offset 2 - k of the neighbouring tile.
 *
 * Every table here is computed once at module load; nothing is allocated per move.
 */

export type EdgeKind = 'C' | 'R' | 'F';
export type SegmentKind = 'city' | 'road' | 'field' | 'cloister';
export type Side = 'N' | 'E' | 'S' | 'W';
export type HalfSide = 'NW' | 'NE' | 'EN' | 'ES' | 'SE' | 'SW' | 'WS' | 'WN';
export type Spot = Side | HalfSide | 'C';

export const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];
/** Port names in port order 0..11. */
export const PORT_NAMES: readonly (Side | HalfSide)[] = [
  'NW', 'N', 'NE', 'EN', 'E', 'ES', 'SE', 'S', 'SW', 'WS', 'W', 'WN',
];
const HALF_SIDES: readonly HalfSide[] = ['NW', 'NE', 'EN', 'ES', 'SE', 'SW', 'WS', 'WN'];
export const ALL_SPOTS: readonly Spot[] = ['N', 'E', 'S', 'W', 'C', ...HALF_SIDES];

/** Cell offsets per side: N is y - 1 (y grows to the south). */
export const SIDE_DX = [0, 1, 0, -1] as const;
export const SIDE_DY = [-1, 0, 1, 0] as const;

export const KIND_CITY = 0;
export const KIND_ROAD = 1;
export const KIND_FIELD = 2;
export const KIND_CLOISTER = 3;
export const KIND_NAMES: readonly SegmentKind[] = ['city', 'road', 'field', 'cloister'];

/** Edge codes packed two bits per side (side s at bits 2s..2s+1). 0 = nothing. */
export const EDGE_FIELD = 1;
export const EDGE_ROAD = 2;
export const EDGE_CITY = 3;
const EDGE_CODE: Record<EdgeKind, number> = { F: EDGE_FIELD, R: EDGE_ROAD, C: EDGE_CITY };
export const EDGE_LETTER = ['', 'F', 'R', 'C'] as const;

function portIndex(name: Side | HalfSide): number {
  return PORT_NAMES.indexOf(name);
}
export function oppositePort(p: number): number {
  const side = (p / 3) | 0;
  const k = p % 3;
  return ((side + 2) % 4) * 3 + (2 - k);
}
export function rotatePort(p: number, rot: number): number {
  return (p + 3 * rot) % 12;
}

/** How a road segment ends inside the tile (for drawing): it passes through, or stops at something. */
export type RoadEnd = 'through' | 'junction' | 'cloister' | 'city';

export interface CityDef { sides: Side[]; pennant: boolean }
export interface RoadDef { sides: Side[]; end: RoadEnd }
export interface FieldDef { halves: HalfSide[]; cities: number[] }
export interface TileDef {
  letter: string;
  count: number;
  edges: string; // NESW
  cloister: boolean;
  cities: CityDef[];
  roads: RoadDef[];
  fields: FieldDef[];
  /** The start tile is one of this type's copies. */
  start?: boolean;
}

const c = (sides: string, pennant = false): CityDef => ({ sides: sides.split('') as Side[], pennant });
const r = (sides: string, end: RoadEnd): RoadDef => ({ sides: sides.split('') as Side[], end });
const f = (halves: string, cities: number[] = []): FieldDef => ({
  halves: halves.split(' ') as HalfSide[],
  cities,
});
const ALL_HALVES = 'NW NE EN ES SE SW WS WN';

/** The 24 base-game types as given in shared/tiles.md (canonical orientation, rot 0). */
export const TILE_DEFS: readonly TileDef[] = [
  { letter: 'A', count: 2, edges: 'FFRF', cloister: true, cities: [], roads: [r('S', 'cloister')], fields: [f(ALL_HALVES)] },
  { letter: 'B', count: 4, edges: 'FFFF', cloister: true, cities: [], roads: [], fields: [f(ALL_HALVES)] },
  { letter: 'C', count: 1, edges: 'CCCC', cloister: false, cities: [c('NESW', true)], roads: [], fields: [] },
  { letter: 'D', count: 4, edges: 'CRFR', cloister: false, start: true, cities: [c('N')], roads: [r('WE', 'through')], fields: [f('EN WN', [0]), f('ES SE SW WS')] },
  { letter: 'E', count: 5, edges: 'CFFF', cloister: false, cities: [c('N')], roads: [], fields: [f('EN ES SE SW WS WN', [0])] },
  { letter: 'F', count: 2, edges: 'FCFC', cloister: false, cities: [c('EW', true)], roads: [], fields: [f('NW NE', [0]), f('SE SW', [0])] },
  { letter: 'G', count: 1, edges: 'FCFC', cloister: false, cities: [c('EW')], roads: [], fields: [f('NW NE', [0]), f('SE SW', [0])] },
  { letter: 'H', count: 3, edges: 'CFCF', cloister: false, cities: [c('N'), c('S')], roads: [], fields: [f('EN ES WS WN', [0, 1])] },
  { letter: 'I', count: 2, edges: 'CFFC', cloister: false, cities: [c('N'), c('W')], roads: [], fields: [f('EN ES SE SW', [0, 1])] },
  { letter: 'J', count: 3, edges: 'CRRF', cloister: false, cities: [c('N')], roads: [r('ES', 'through')], fields: [f('ES SE'), f('EN SW WS WN', [0])] },
  { letter: 'K', count: 3, edges: 'CFRR', cloister: false, cities: [c('N')], roads: [r('SW', 'through')], fields: [f('SW WS'), f('EN ES SE WN', [0])] },
  { letter: 'L', count: 3, edges: 'CRRR', cloister: false, cities: [c('N')], roads: [r('E', 'junction'), r('S', 'junction'), r('W', 'junction')], fields: [f('EN WN', [0]), f('ES SE'), f('SW WS')] },
  { letter: 'M', count: 2, edges: 'CCFF', cloister: false, cities: [c('NE', true)], roads: [], fields: [f('SE SW WS WN', [0])] },
  { letter: 'N', count: 3, edges: 'CCFF', cloister: false, cities: [c('NE')], roads: [], fields: [f('SE SW WS WN', [0])] },
  { letter: 'O', count: 2, edges: 'CRRC', cloister: false, cities: [c('NW', true)], roads: [r('ES', 'through')], fields: [f('ES SE'), f('EN SW', [0])] },
  { letter: 'P', count: 3, edges: 'CRRC', cloister: false, cities: [c('NW')], roads: [r('ES', 'through')], fields: [f('ES SE'), f('EN SW', [0])] },
  { letter: 'Q', count: 1, edges: 'CCFC', cloister: false, cities: [c('NEW', true)], roads: [], fields: [f('SE SW', [0])] },
  { letter: 'R', count: 3, edges: 'CCFC', cloister: false, cities: [c('NEW')], roads: [], fields: [f('SE SW', [0])] },
  { letter: 'S', count: 2, edges: 'CCRC', cloister: false, cities: [c('NEW', true)], roads: [r('S', 'city')], fields: [f('SE', [0]), f('SW', [0])] },
  { letter: 'T', count: 1, edges: 'CCRC', cloister: false, cities: [c('NEW')], roads: [r('S', 'city')], fields: [f('SE', [0]), f('SW', [0])] },
  { letter: 'U', count: 8, edges: 'RFRF', cloister: false, cities: [], roads: [r('NS', 'through')], fields: [f('NE EN ES SE'), f('SW WS WN NW')] },
  { letter: 'V', count: 9, edges: 'FFRR', cloister: false, cities: [], roads: [r('SW', 'through')], fields: [f('SW WS'), f('NW NE EN ES SE WN')] },
  { letter: 'W', count: 4, edges: 'FRRR', cloister: false, cities: [], roads: [r('E', 'junction'), r('S', 'junction'), r('W', 'junction')], fields: [f('NW NE EN WN'), f('ES SE'), f('SW WS')] },
  { letter: 'X', count: 1, edges: 'RRRR', cloister: false, cities: [], roads: [r('N', 'junction'), r('E', 'junction'), r('S', 'junction'), r('W', 'junction')], fields: [f('WN NW'), f('NE EN'), f('ES SE'), f('SW WS')] },
];

export const TILE_LETTERS: readonly string[] = TILE_DEFS.map((d) => d.letter);
/** Most segments any tile has (X: four roads and four fields). */
export const MAX_SEGMENTS = 8;
export const START_TILE = 'D';
export const TOTAL_TILES = TILE_DEFS.reduce((n, d) => n + d.count, 0);

export function tileTypeIndex(letter: string): number {
  return TILE_LETTERS.indexOf(letter);
}

/** One segment of a tile in one rotation (board orientation). */
export interface Segment {
  kind: number; // KIND_*
  /** 12-bit mask of the ports this segment holds (none for a cloister). */
  ports: number;
  /** 4-bit mask of sides whose middle this road or city reaches. */
  sides: number;
  pennant: boolean;
  /** For a field: indexes (in this rotation's segment list) of the cities it touches. */
  cities: number[];
  /** The spot a meeple on this segment is named by, in board orientation. */
  spot: Spot;
  /** Every spot name that designates this segment. */
  spots: Spot[];
  /** For roads: how the road ends inside the tile. */
  roadEnd?: RoadEnd;
}

/** One tile type in one rotation. */
export interface Oriented {
  type: number;
  rot: number;
  /** Packed edges: 2 bits per side, side s at bits 2s. */
  edges: number;
  segments: Segment[];
  /** Segment index holding each port 0..11. */
  portSeg: Int8Array;
  /** Segment index of the cloister, or -1. */
  cloisterSeg: number;
  /** Segment index for each spot name, -1 when the spot names nothing on this tile. */
  spotSeg: Record<Spot, number>;
}

function buildOriented(type: number, rot: number): Oriented {
  const def = TILE_DEFS[type];
  const segments: Segment[] = [];
  const rotSide = (s: number) => (s + rot) % 4;
  const edgeAt = (s: number) => EDGE_CODE[def.edges[s] as EdgeKind];
  let edges = 0;
  for (let s = 0; s < 4; s++) edges |= edgeAt(s) << (2 * rotSide(s));

  let cloisterSeg = -1;
  if (def.cloister) {
    cloisterSeg = segments.length;
    segments.push({ kind: KIND_CLOISTER, ports: 0, sides: 0, pennant: false, cities: [], spot: 'C', spots: ['C'] });
  }
  const cityIndex: number[] = [];
  for (const city of def.cities) {
    let ports = 0;
    for (const side of city.sides) {
      const s = SIDES.indexOf(side);
      for (let k = 0; k < 3; k++) ports |= 1 << rotatePort(s * 3 + k, rot);
    }
    cityIndex.push(segments.length);
    segments.push({ kind: KIND_CITY, ports, sides: 0, pennant: city.pennant, cities: [], spot: 'N', spots: [] });
  }
  for (const road of def.roads) {
    let ports = 0;
    for (const side of road.sides) ports |= 1 << rotatePort(SIDES.indexOf(side) * 3 + 1, rot);
    segments.push({ kind: KIND_ROAD, ports, sides: 0, pennant: false, cities: [], spot: 'N', spots: [], roadEnd: road.end });
  }
  for (const field of def.fields) {
    let ports = 0;
    for (const h of field.halves) {
      const p = portIndex(h);
      ports |= 1 << rotatePort(p, rot);
      // The middle of a field side belongs to the field on its halves.
      const side = (p / 3) | 0;
      if (def.edges[side] === 'F') ports |= 1 << rotatePort(side * 3 + 1, rot);
    }
    segments.push({
      kind: KIND_FIELD, ports, sides: 0, pennant: false,
      cities: field.cities.map((i) => cityIndex[i]), spot: 'NW', spots: [],
    });
  }
  const portSeg = new Int8Array(12).fill(-1);
  segments.forEach((seg, i) => {
    for (let p = 0; p < 12; p++) {
      if (seg.ports & (1 << p)) {
        if (portSeg[p] !== -1) throw new Error(`tile ${def.letter}: port ${PORT_NAMES[p]} in two segments`);
        portSeg[p] = i;
      }
    }
  });
  for (let p = 0; p < 12; p++) {
    if (portSeg[p] === -1) throw new Error(`tile ${def.letter}: port ${PORT_NAMES[p]} in no segment`);
  }
  const spotSeg = {} as Record<Spot, number>;
  for (const spot of ALL_SPOTS) spotSeg[spot] = -1;
  spotSeg.C = cloisterSeg;
  for (let s = 0; s < 4; s++) {
    const seg = portSeg[s * 3 + 1];
    const kind = segments[seg].kind;
    if (kind === KIND_CITY || kind === KIND_ROAD) {
      spotSeg[SIDES[s]] = seg;
      segments[seg].sides |= 1 << s;
    }
  }
  for (const h of HALF_SIDES) {
    const seg = portSeg[portIndex(h)];
    if (segments[seg].kind === KIND_FIELD) spotSeg[h] = seg;
  }
  for (const spot of ALL_SPOTS) {
    const seg = spotSeg[spot];
    if (seg >= 0) segments[seg].spots.push(spot);
  }
  for (const seg of segments) seg.spot = seg.spots[0];
  return { type, rot, edges, segments, portSeg, cloisterSeg, spotSeg };
}

const orientedCache: (Oriented | undefined)[] = [];

/**
 * The type turned `rot` quarter turns, built on first use: a page that draws
 * a few tiles builds only those (ORIENTED, for the engine, builds them all).
 */
export function oriented(type: number, rot: number): Oriented {
  return (orientedCache[type * 4 + rot] ??= buildOriented(type, rot));
}

/** ORIENTED[type * 4 + rot], the same objects as oriented(type, rot). Pure: left out of pages that never read it. */
export const ORIENTED: readonly Oriented[] = /* @__PURE__ */ (() => {
  const out: Oriented[] = [];
  for (let t = 0; t < TILE_DEFS.length; t++) for (let rot = 0; rot < 4; rot++) out.push(oriented(t, rot));
  return out;
})();

function signature(o: Oriented): string {
  // Relabel segments in port order so that identical drawings give identical strings.
  const label = new Map<number, number>();
  const parts: string[] = [];
  for (let p = 0; p < 12; p++) {
    const seg = o.portSeg[p];
    if (!label.has(seg)) label.set(seg, label.size);
    const s = o.segments[seg];
    parts.push(`${s.kind}${label.get(seg)}${s.pennant ? 'p' : ''}`);
  }
  return `${o.cloisterSeg >= 0 ? 'c' : ''}${parts.join(',')}`;
}

const distinctCache: (readonly number[] | undefined)[] = [];

/** The rotations of a type that look different (B, C, X have one; U, F, G, H two), worked out on first use. */
export function distinctRotations(type: number): readonly number[] {
  return (distinctCache[type] ??= (() => {
    const seen = new Set<string>();
    const rots: number[] = [];
    for (let rot = 0; rot < 4; rot++) {
      const sig = signature(oriented(type, rot));
      if (!seen.has(sig)) {
        seen.add(sig);
        rots.push(rot);
      }
    }
    return rots;
  })());
}

/** distinctRotations of every type, by type index (pure: left out of pages that never read it). */
export const DISTINCT_ROTATIONS: readonly (readonly number[])[] = /* @__PURE__ */ TILE_DEFS.map((_, t) => distinctRotations(t));

/**
 * FIT[type * 256 + need]: bit r set when distinct rotation r of the type fits
 * a cell whose neighbours require `need` (edges packed 2 bits per side, 0 where
 * there is no neighbour). One load replaces four edge comparisons.
 */
export const FIT: Uint8Array = /* @__PURE__ */ (() => {
  const fit = new Uint8Array(TILE_DEFS.length * 256);
  for (let t = 0; t < TILE_DEFS.length; t++) {
    for (let need = 0; need < 256; need++) {
      const mask = ((need | (need >> 1)) & 0x55) * 3;
      let bits = 0;
      for (const rot of DISTINCT_ROTATIONS[t]) if ((oriented(t, rot).edges & mask) === need) bits |= 1 << rot;
      fit[t * 256 + need] = bits;
    }
  }
  return fit;
})();

/** FIT_COUNT[type * 256 + need]: how many rotations of the type fit such a cell (the set bits of FIT). */
export const FIT_COUNT: Uint8Array = /* @__PURE__ */ Uint8Array.from(FIT, bitCount);

/**
 * The placements of every type on one open cell, packed for a running total per board. Types
 * whose sides fit the same cells alike (F, G and H; I, M and N; O and P; …) share a class
 * (FIT_CLASS[type]); FIT_PACKED[need * FIT_WORDS + (class / 5 | 0)] holds, in the 10-bit field
 * class % 5 of a float (an integer below 2^50, so sums are exact), how many rotations of the
 * class fit a cell whose neighbours require `need` (the set bits of FIT). A board adds a cell's
 * entry when the cell opens or its need changes and subtracts the old one, four additions for
 * all 24 types; a type's placements are then one field of its total (`fitField`). A total never
 * exceeds 4 × the open cells (at most 148), below the field's 1,024, so fields never carry.
 */
export const FIT_CLASS: Uint8Array = /* @__PURE__ */ (() => {
  const rows = new Map<string, number>();
  return Uint8Array.from(TILE_DEFS, (_, t) => {
    const row = FIT_COUNT.subarray(t * 256, t * 256 + 256).join();
    if (!rows.has(row)) rows.set(row, rows.size);
    return rows.get(row) as number;
  });
})();
export const FIT_WORDS = 4;
export const FIT_PACKED: Float64Array = /* @__PURE__ */ (() => {
  const out = new Float64Array(256 * FIT_WORDS);
  const seen = new Set<number>();
  for (let t = 0; t < TILE_DEFS.length; t++) {
    const cls = FIT_CLASS[t];
    if (cls >= 5 * FIT_WORDS) throw new Error('more classes of fit than FIT_WORDS holds');
    if (seen.has(cls)) continue;
    seen.add(cls);
    // Need 0 (no neighbour) is never an open cell's: its entry stays 0, so that a cell opening is a change from need 0.
    for (let need = 1; need < 256; need++) out[need * FIT_WORDS + ((cls / 5) | 0)] += FIT_COUNT[t * 256 + need] * 1024 ** (cls % 5);
  }
  return out;
})();

/**
 * A type's field of a board's running total of FIT_PACKED (`Board.fitTotals`): the total scaled
 * down by a power of two (exact), then its low 10 bits (a bitwise and keeps the low bits of
 * the integer part, whatever its size).
 */
export function fitField(totals: Float64Array, type: number): number {
  return (totals[FIELD_WORD[type]] * FIELD_SCALE[type]) & 1023;
}
const FIELD_WORD: Uint8Array = /* @__PURE__ */ Uint8Array.from(FIT_CLASS, (cls) => (cls / 5) | 0);
const FIELD_SCALE: Float64Array = /* @__PURE__ */ Float64Array.from(FIT_CLASS, (cls) => 1024 ** -(cls % 5));

/** SEG_KIND[(type * 4 + rot) * 8 + seg]: the kind of a segment, one load (for the hot paths of scoring). */
export const SEG_KIND: Uint8Array = /* @__PURE__ */ (() => {
  const kinds = new Uint8Array(ORIENTED.length * MAX_SEGMENTS);
  ORIENTED.forEach((o, i) => o.segments.forEach((sg, seg) => (kinds[i * MAX_SEGMENTS + seg] = sg.kind)));
  return kinds;
})();

/**
 * Flat tables by oriented tile (o = type * 4 + rot) for the hot paths of the board, so that
 * placing a tile reads typed arrays instead of the Oriented objects:
 * - PORT_SEG[o * 12 + p]: the segment holding port p (Oriented.portSeg);
 * - OPP_SEG[o * 12 + p]: the segment holding the port opposite p (`portSeg[oppositePort(p)]`),
 *   the one a neighbour's port p meets;
 * - EDGES[o]: the packed edges (Oriented.edges);
 * - SEG_COUNT[o]: the number of segments;
 * - SEG_OPEN[o * 8 + seg]: how many sides a road or city reaches (its open sides on a tile alone), 0 otherwise;
 * - SEG_PENNANT[o * 8 + seg]: 1 for a city with a pennant;
 * - SCORED_SEGS[o]: bit seg set for every road and city segment (those a move can complete);
 * - FIELD_SEGS[o]: bit seg set for every field segment.
 */
export const PORT_SEG: Int8Array = /* @__PURE__ */ Int8Array.from({ length: ORIENTED.length * 12 }, (_, i) => ORIENTED[(i / 12) | 0].portSeg[i % 12]);
export const OPP_SEG: Int8Array = /* @__PURE__ */ Int8Array.from({ length: ORIENTED.length * 12 }, (_, i) => ORIENTED[(i / 12) | 0].portSeg[oppositePort(i % 12)]);
export const EDGES: Uint8Array = /* @__PURE__ */ Uint8Array.from(ORIENTED, (o) => o.edges);
export const SEG_COUNT: Uint8Array = /* @__PURE__ */ Uint8Array.from(ORIENTED, (o) => o.segments.length);
export const SEG_OPEN: Uint8Array = /* @__PURE__ */ (() => {
  const out = new Uint8Array(ORIENTED.length * MAX_SEGMENTS);
  ORIENTED.forEach((o, i) => o.segments.forEach((sg, seg) => (out[i * MAX_SEGMENTS + seg] = sg.kind === KIND_CITY || sg.kind === KIND_ROAD ? bitCount(sg.sides) : 0)));
  return out;
})();
export const SEG_PENNANT: Uint8Array = /* @__PURE__ */ (() => {
  const out = new Uint8Array(ORIENTED.length * MAX_SEGMENTS);
  ORIENTED.forEach((o, i) => o.segments.forEach((sg, seg) => (out[i * MAX_SEGMENTS + seg] = sg.pennant ? 1 : 0)));
  return out;
})();
export const SCORED_SEGS: Uint8Array = /* @__PURE__ */ Uint8Array.from(ORIENTED, (o) => o.segments.reduce((m, sg, seg) => (sg.kind === KIND_CITY || sg.kind === KIND_ROAD ? m | (1 << seg) : m), 0));
export const FIELD_SEGS: Uint8Array = /* @__PURE__ */ Uint8Array.from(ORIENTED, (o) => o.segments.reduce((m, sg, seg) => (sg.kind === KIND_FIELD ? m | (1 << seg) : m), 0));

function bitCount(v: number): number {
  let n = 0;
  for (; v !== 0; v &= v - 1) n++;
  return n;
}

/** How many copies of each type the game has (TileDef.count, by type index). */
export const TILE_COUNT: Uint8Array = /* @__PURE__ */ Uint8Array.from(TILE_DEFS, (d) => d.count);

/** Whether the type has a cloister (by type index). */
export const HAS_CLOISTER: Uint8Array = Uint8Array.from(TILE_DEFS, (d) => (d.cloister ? 1 : 0));

/** The rotation with the smallest number that looks the same as `rot`. */
export function canonicalRotation(type: number, rot: number): number {
  const sig = signature(oriented(type, rot));
  for (const r0 of distinctRotations(type)) if (signature(oriented(type, r0)) === sig) return r0;
  return rot;
}

export interface CatalogueSummary {
  types: number;
  tiles: number;
  pennants: number;
  cloisters: number;
}

export function catalogueSummary(): CatalogueSummary {
  let tiles = 0;
  let pennants = 0;
  let cloisters = 0;
  for (const d of TILE_DEFS) {
    tiles += d.count;
    pennants += d.count * d.cities.filter((x) => x.pennant).length;
    if (d.cloister) cloisters += d.count;
  }
  return { types: TILE_DEFS.length, tiles, pennants, cloisters };
}
