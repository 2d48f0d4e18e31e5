/**
 * Tile geometry for drawing: one shape per segment of a tile type in one
 * rotation, where a meeple stands on each segment, and an outline per segment
 * for highlighting a feature. Pure functions, no DOM.
 *
 * Coordinates are tile-local in a 100 × 100 box in board orientation:
 * x grows to the east, y to the south, (0, 0) is the north-west corner.
 *
 * How it is built. Everything is derived from the engine's catalogue
 * (src/engine/tiles.ts): each tile type is laid out in its canonical
 * orientation from `oriented(type, 0)` — cities from the sides they hold,
 * roads from their sides and how they end, fields from their ports — and
 * every point is then turned a quarter clockwise `rot` times. Segment indexes
 * are the engine's: segment i here is segment i of `oriented(type, rot)`.
 *
 * Fields are not drawn by hand: a field's outline is traced by walking
 * clockwise along the tile edge over the ports the field holds and, where a
 * city or road interrupts it, along that feature's inner boundary to the
 * next port of the same field.
 *
 * The tile edge is cut like the engine's ports: a road reaches the middle of
 * a side between 44 and 56; a city holds a whole side.
 */
import {
  KIND_CITY,
  KIND_FIELD,
  KIND_NAMES,
  KIND_ROAD,
  TILE_DEFS,
  TILE_LETTERS,
  oriented,
  type RoadEnd,
  type SegmentKind,
} from '../../engine/tiles';
import { TILE_SPOTS } from './spots';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Side of the tile box. */
export const TILE_SIZE = 100;
/** Half the width of a road. */
export const ROAD_HALF_WIDTH = 6;
/** Centre of the tile. */
export const CENTER: Point = { x: 50, y: 50 };

/** One segment of a tile in one rotation, ready to draw. */
export interface SegmentGeometry {
  /** Index in `oriented(type, rot).segments`. */
  readonly index: number;
  readonly kind: SegmentKind;
  /** Closed outline (clockwise), board orientation. */
  readonly outline: readonly Point[];
  /** The outline as an SVG path ("M … Z"), for filling or highlighting. */
  readonly path: string;
  /** Where a meeple on this segment stands (the meeple's centre). */
  readonly anchor: Point;
}

export interface CityDrawing {
  readonly segment: number;
  /** Area of the city (same as the segment's path). */
  readonly fill: string;
  /** The wall: the city's inner boundary facing the fields ("" for a city filling the tile). */
  readonly wall: string;
  /** Centre of the pennant shield, or null. */
  readonly pennant: Point | null;
  /** Spots for small houses drawn inside the city (decoration). */
  readonly houses: readonly Point[];
}

export interface RoadDrawing {
  readonly segment: number;
  /** Centre line of the road (open path), drawn with a wide stroke. */
  readonly centerline: string;
  readonly end: RoadEnd;
}

/** Where a road passes through a city wall (tiles S and T). */
export interface Gate {
  readonly x: number;
  readonly y: number;
  /** Direction from the gate into the city, in degrees (0 = north, clockwise). */
  readonly angle: number;
}

export interface TileGeometry {
  readonly type: number;
  readonly letter: string;
  readonly rot: number;
  readonly segments: readonly SegmentGeometry[];
  readonly cities: readonly CityDrawing[];
  readonly roads: readonly RoadDrawing[];
  /** Centre of the village where roads meet (L, W, X), or null. */
  readonly village: Point | null;
  /** Centre of the cloister building (A, B), or null. */
  readonly cloister: Point | null;
  readonly gates: readonly Gate[];
  /** Small decorations on the fields (grass tufts), away from everything else. */
  readonly tufts: readonly Point[];
}

// ---------------------------------------------------------------------------
// Small helpers on points.

export type P = readonly [number, number];

export const EPS = 1e-6;

function rotP(p: P, k: number): P {
  let [x, y] = p;
  for (let i = 0; i < ((k % 4) + 4) % 4; i++) [x, y] = [TILE_SIZE - y, x];
  return [x, y];
}
function rotPts(ps: readonly P[], k: number): P[] {
  return ps.map((p) => rotP(p, k));
}
function same(a: P, b: P): boolean {
  return Math.abs(a[0] - b[0]) < 1e-4 && Math.abs(a[1] - b[1]) < 1e-4;
}
/** Append points, skipping any that repeat the previous one. */
function pushPts(out: P[], pts: readonly P[]): void {
  for (const p of pts) if (out.length === 0 || !same(out[out.length - 1], p)) out.push(p);
}
function mod400(t: number): number {
  return ((t % 400) + 400) % 400;
}

/** The point at clockwise distance t along the tile edge from the north-west corner. */
function perimeterPoint(t: number): P {
  const tt = mod400(t);
  const s = Math.floor(tt / 100);
  const u = tt - 100 * s;
  switch (s) {
    case 0:
      return [u, 0];
    case 1:
      return [100, u];
    case 2:
      return [100 - u, 100];
    default:
      return [0, 100 - u];
  }
}

/** Points along the tile edge clockwise from ts to te (corners included). */
function perimeterRun(ts: number, te: number): P[] {
  let end = te;
  while (end <= ts + EPS) end += 400;
  const pts: P[] = [perimeterPoint(ts)];
  for (let c = Math.floor(ts / 100 + EPS) * 100 + 100; c < end - EPS; c += 100) pts.push(perimeterPoint(c));
  pts.push(perimeterPoint(end));
  return pts;
}

function cubic(p0: P, p1: P, p2: P, p3: P, n = 24): P[] {
  const out: P[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = (1 - t) ** 3;
    const b = 3 * (1 - t) ** 2 * t;
    const c = 3 * (1 - t) * t ** 2;
    const d = t ** 3;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return out;
}

/** Arc around centre c with radius r from angle a0 to a1 (radians, y down). */
function arc(c: P, r: number, a0: number, a1: number, n = 16): P[] {
  const out: P[] = [];
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    out.push([c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)]);
  }
  return out;
}

function fmt(n: number): string {
  const v = Math.round(n * 100) / 100;
  return Object.is(v, -0) ? '0' : String(v);
}
function pathOf(pts: readonly P[], closed: boolean): string {
  if (pts.length === 0) return '';
  const parts = pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${fmt(p[0])} ${fmt(p[1])}`);
  return parts.join(' ') + (closed ? ' Z' : '');
}

/** Whether p is inside the polygon (even-odd). */
export function pointInPoly(p: P, poly: readonly P[]): boolean {
  return insideXY(p[0], p[1], poly);
}
export function insideXY(px: number, py: number, poly: readonly P[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const xi = poly[i][0];
    const yi = poly[i][1];
    const xj = poly[j][0];
    const yj = poly[j][1];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Open polyline split where it crosses the vertical line x = xc (first crossing). */
function splitAtX(line: readonly P[], xc: number): { before: P[]; at: P; after: P[] } {
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1];
    const [x1, y1] = line[i];
    if ((x0 - xc) * (x1 - xc) <= 0 && x0 !== x1) {
      const t = (xc - x0) / (x1 - x0);
      const at: P = [xc, y0 + t * (y1 - y0)];
      return { before: [...line.slice(0, i), at], at, after: [at, ...line.slice(i)] };
    }
  }
  throw new Error(`tile geometry: wall does not cross x = ${xc}`);
}

// ---------------------------------------------------------------------------
// Shapes in the canonical frame of each pattern.

/**
 * A place where a feature touches the tile edge, from ts to te (clockwise
 * perimeter distance), and the feature's inner boundary from there to the
 * start of the feature's next contact.
 */
interface Contact {
  ts: number;
  te: number;
  next: P[];
}

function rotContacts(cs: readonly Contact[], k: number): Contact[] {
  return cs.map((c) => ({ ts: c.ts + 100 * k, te: c.te + 100 * k, next: rotPts(c.next, k) }));
}

/** Outline of a feature made of contacts and inner boundaries. */
function contactsOutline(cs: readonly Contact[]): P[] {
  const out: P[] = [];
  for (const c of cs) {
    pushPts(out, perimeterRun(c.ts, c.te));
    pushPts(out, c.next);
  }
  if (out.length > 1 && same(out[0], out[out.length - 1])) out.pop();
  return out;
}

// City walls, canonical frames.
/** Cap on the north side: wall from the north-east corner back to the north-west corner. */
const WALL_CAP = cubic([100, 0], [62, 37], [38, 37], [0, 0]);
/** City on north and east: wall from the south-east corner to the north-west corner, bowed towards the city. */
const WALL_CORNER = cubic([100, 100], [80, 58.7], [41.3, 20], [0, 0]);
/** City on east and west (band): the two walls. */
const WALL_BAND_S = cubic([100, 100], [84, 64], [16, 64], [0, 100]);
const WALL_BAND_N = cubic([0, 0], [16, 36], [84, 36], [100, 0]);
/** City on west, north and east (south open): wall from the south-east corner to the south-west corner. */
const WALL_THREE = cubic([100, 100], [90, 56], [10, 56], [0, 100]);

/** Where the pennant shield sits, per city pattern, canonical frame. */
const PENNANT_CAP: P = [28, 11];
const PENNANT_CORNER: P = [82, 18];
const PENNANT_BAND: P = [19, 50];
const PENNANT_THREE: P = [20, 20];
const PENNANT_FULL: P = [24, 24];

interface CityShape {
  contacts: Contact[];
  walls: P[][];
  pennantSpot: P;
  /** Road into the city on the open side (S and T), if any. */
  gateRoad?: { outline: P[]; centerline: P[]; anchor: P; gate: Gate; clusterContacts: Contact[] };
}

function sideList(mask: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < 4; s++) if (mask & (1 << s)) out.push(s);
  return out;
}

function cityShape(letter: string, sidesMask: number, gateRoadSide: number | null): CityShape {
  const sides = sideList(sidesMask);
  const n = sides.length;
  const build = (contacts: Contact[], walls: P[][], pennant: P, k: number): CityShape => ({
    contacts: rotContacts(contacts, k),
    walls: walls.map((w) => rotPts(w, k)),
    pennantSpot: rotP(pennant, k),
  });
  if (gateRoadSide !== null && n !== 3) {
    throw new Error(`tile ${letter}: a road ending at a city is drawn only into a city on three sides`);
  }
  if (n === 4) return { contacts: [{ ts: 0, te: 400, next: [] }], walls: [], pennantSpot: PENNANT_FULL };
  if (n === 1) {
    const k = sides[0];
    return build([{ ts: 0, te: 100, next: WALL_CAP }], [WALL_CAP], PENNANT_CAP, k);
  }
  if (n === 2) {
    const [a, b] = sides;
    if (b - a === 2) {
      // Band: canonical frame holds east and west.
      const k = a === 1 ? 0 : 1;
      return build(
        [
          { ts: 100, te: 200, next: WALL_BAND_S },
          { ts: 300, te: 400, next: WALL_BAND_N },
        ],
        [WALL_BAND_S, WALL_BAND_N],
        PENNANT_BAND,
        k,
      );
    }
    // Two adjacent sides: canonical frame holds north and east.
    const k = b - a === 1 ? a : 3; // {0,3} is west + north: frame turned three times
    return build([{ ts: 0, te: 200, next: WALL_CORNER }], [WALL_CORNER], PENNANT_CORNER, k);
  }
  // Three sides: canonical frame leaves the south side open.
  const open = [0, 1, 2, 3].find((s) => !sides.includes(s)) as number;
  const k = (open + 2) % 4;
  const shape = build([{ ts: 300, te: 600, next: WALL_THREE }], [WALL_THREE], PENNANT_THREE, k);
  if (gateRoadSide !== null) {
    if (gateRoadSide !== open) throw new Error(`tile ${letter}: the road into the city must come from its open side`);
    const lo = 50 - ROAD_HALF_WIDTH;
    const hi = 50 + ROAD_HALF_WIDTH;
    const east = splitAtX(WALL_THREE, hi); // wall runs from the east corner westwards
    const west = splitAtX(east.after, lo);
    const apex = splitAtX(WALL_THREE, 50).at;
    const clusterContacts: Contact[] = [
      { ts: 300, te: 600, next: [...east.before, [hi, 100]] },
      { ts: 200 + lo, te: 200 + hi, next: [[lo, 100], ...west.after] },
    ];
    const outline: P[] = [[hi, 100], [lo, 100], west.at, ...west.before.slice(1, -1).reverse(), east.at];
    shape.gateRoad = {
      outline: rotPts(dedupe(outline), k),
      centerline: rotPts([[50, 100], [50, apex[1] - 4]], k),
      anchor: rotP([50, (apex[1] + 100) / 2 + 1], k),
      gate: { ...pointObj(rotP(apex, k)), angle: 90 * k },
      clusterContacts: rotContacts(clusterContacts, k),
    };
  }
  return shape;
}

function dedupe(pts: readonly P[]): P[] {
  const out: P[] = [];
  pushPts(out, pts);
  return out;
}

interface RoadShape {
  outline: P[];
  centerline: P[];
  anchor: P;
  /** Contacts for a through road or a road ending at a cloister (junction roads are grouped). */
  contacts: Contact[] | null;
}

const LO = 50 - ROAD_HALF_WIDTH;
const HI = 50 + ROAD_HALF_WIDTH;
/** How far from the centre a road to the cloister stops (it disappears under the building). */
const CLOISTER_ROAD_STOP = 12;
/** The cloister building's footprint, for keeping field meeples and tufts off it. */
const CLOISTER_BOX = { x0: 33, y0: 30, x1: 67, y1: 68 };
/** The village at a junction, for keeping field meeples and tufts off it. */
const VILLAGE_RADIUS = 15;

function throughRoad(letter: string, sides: number[]): RoadShape {
  const [a, b] = sides;
  if (b - a === 2) {
    // Straight: canonical frame runs east–west.
    const k = a === 1 ? 0 : 1;
    const contacts: Contact[] = [
      { ts: 100 + LO, te: 100 + HI, next: [[100, HI], [0, HI]] },
      { ts: 300 + LO, te: 300 + HI, next: [[0, LO], [100, LO]] },
    ];
    const rc = rotContacts(contacts, k);
    return { outline: contactsOutline(rc), centerline: rotPts([[100, 50], [0, 50]], k), anchor: [50, 50], contacts: rc };
  }
  if (b - a === 1 || (a === 0 && b === 3)) {
    // Curve: canonical frame joins north and east around the north-east corner.
    const k = b - a === 1 ? a : 3;
    const c: P = [100, 0];
    const contacts: Contact[] = [
      { ts: LO, te: HI, next: arc(c, 50 - ROAD_HALF_WIDTH, Math.PI, Math.PI / 2) },
      { ts: 100 + LO, te: 100 + HI, next: arc(c, 50 + ROAD_HALF_WIDTH, Math.PI / 2, Math.PI) },
    ];
    const rc = rotContacts(contacts, k);
    const mid = 50 * Math.SQRT1_2;
    return {
      outline: contactsOutline(rc),
      centerline: rotPts(arc(c, 50, Math.PI, Math.PI / 2), k),
      anchor: rotP([100 - mid, mid], k),
      contacts: rc,
    };
  }
  throw new Error(`tile ${letter}: a through road must join two sides`);
}

/** A road from one side towards the centre (canonical frame: the north side). */
function spokeRoad(side: number, stopAt: number, lineTo: number, anchorAt: number, contactsToo: boolean): RoadShape {
  const outline: P[] = [[LO, 0], [HI, 0], [HI, stopAt], [LO, stopAt]];
  const contacts: Contact[] = [{ ts: LO, te: HI, next: [[HI, 0], [HI, stopAt], [LO, stopAt], [LO, 0]] }];
  return {
    outline: rotPts(outline, side),
    centerline: rotPts([[50, 0], [50, lineTo]], side),
    anchor: rotP([50, anchorAt], side),
    contacts: contactsToo ? rotContacts(contacts, side) : null,
  };
}

/** Contacts of roads meeting at a junction, as one feature (fields see its outline). */
function junctionContacts(sides: number[]): Contact[] {
  const corners: P[] = [[HI, LO], [HI, HI], [LO, HI], [LO, LO]]; // after N, E, S, W (clockwise)
  return sides.map((a, i) => {
    const b = sides[(i + 1) % sides.length];
    const next: P[] = [perimeterPoint(100 * a + HI)];
    for (let s = a; s !== b; s = (s + 1) % 4) next.push(corners[s]);
    next.push(perimeterPoint(100 * b + LO));
    return { ts: 100 * a + LO, te: 100 * a + HI, next };
  });
}

// ---------------------------------------------------------------------------
// One tile type, canonical orientation.

interface Canonical {
  segments: { kind: SegmentKind; outline: P[]; anchor: P }[];
  cities: { segment: number; outline: P[]; walls: P[][]; pennant: P | null; houses: P[] }[];
  roads: { segment: number; centerline: P[]; end: RoadEnd }[];
  village: boolean;
  cloister: boolean;
  gates: Gate[];
  tufts: P[];
}

function pointObj(p: P): { x: number; y: number } {
  return { x: p[0], y: p[1] };
}

/** Perimeter interval of port p (side s, offset k), given whether its side's middle is a road. */
function portInterval(p: number, roadSide: boolean): [number, number] {
  const s = (p / 3) | 0;
  const k = p % 3;
  const cuts = roadSide ? [0, LO, HI, 100] : [0, 100 / 3, 200 / 3, 100];
  return [100 * s + cuts[k], 100 * s + cuts[k + 1]];
}

function traceField(letter: string, fieldPorts: number, portT: [number, number][], clusters: Contact[][]): P[] {
  const owns = (p: number) => (fieldPorts & (1 << ((p + 12) % 12))) !== 0;
  if (fieldPorts === 0xfff) return [[0, 0], [100, 0], [100, 100], [0, 100]];
  const runStarts: number[] = [];
  for (let p = 0; p < 12; p++) if (owns(p) && !owns(p - 1)) runStarts.push(p);
  const first = runStarts[0];
  const out: P[] = [];
  const at = (a: number, b: number) => Math.abs(mod400(a) - mod400(b)) < 1e-3;
  // Walk: along the field's own stretch of tile edge, then along the inner
  // boundary of the feature that starts there; two features may meet at a
  // corner (tile I), in which case the walk goes on along the next one.
  let t = portT[first][0];
  let visitedFirst = false;
  for (let guard = 0; guard < 40; guard++) {
    const run = runStarts.find((r) => at(portT[r][0], t));
    if (run !== undefined) {
      if (run === first && visitedFirst) {
        if (out.length > 1 && same(out[0], out[out.length - 1])) out.pop();
        return out;
      }
      visitedFirst = true;
      let q = run;
      while (owns(q + 1)) q = (q + 1) % 12;
      pushPts(out, perimeterRun(portT[run][0], portT[q][1]));
      t = portT[q][1];
      continue;
    }
    let found: { cluster: Contact[]; i: number } | null = null;
    for (const cluster of clusters) {
      const i = cluster.findIndex((c) => at(c.ts, t));
      if (i >= 0) {
        found = { cluster, i };
        break;
      }
    }
    if (!found) throw new Error(`tile ${letter}: a field's outline meets nothing on the tile edge at ${fmt(mod400(t))}`);
    const prev = found.cluster[(found.i - 1 + found.cluster.length) % found.cluster.length];
    pushPts(out, [...prev.next].reverse());
    t = prev.te;
  }
  throw new Error(`tile ${letter}: a field's outline does not close`);
}

function buildCanonical(type: number): Canonical {
  const letter = TILE_LETTERS[type];
  const o = oriented(type, 0);
  const segs = o.segments;
  const result: Canonical = { segments: [], cities: [], roads: [], village: false, cloister: false, gates: [], tufts: [] };
  const outlines: (P[] | null)[] = segs.map(() => null);
  const anchors: (P | null)[] = segs.map(() => null);
  const clusters: Contact[][] = [];

  const roadSide = [0, 1, 2, 3].map((s) => segs[o.portSeg[s * 3 + 1]].kind === KIND_ROAD);
  const portT = Array.from({ length: 12 }, (_, p) => portInterval(p, roadSide[(p / 3) | 0]));

  // Roads into a city (S, T) are drawn with that city.
  const gateRoads = new Map<number, number>(); // road segment -> side
  segs.forEach((seg, i) => {
    if (seg.kind === KIND_ROAD && seg.roadEnd === 'city') gateRoads.set(i, sideList(seg.sides)[0]);
  });

  // Cities.
  const cityIdx = segs.map((s, i) => (s.kind === KIND_CITY ? i : -1)).filter((i) => i >= 0);
  for (const i of cityIdx) {
    const seg = segs[i];
    const gateEntry = cityIdx.length === 1 && gateRoads.size > 0 ? [...gateRoads.entries()][0] : null;
    const shape = cityShape(letter, seg.sides, gateEntry ? gateEntry[1] : null);
    const outline = contactsOutline(shape.contacts);
    outlines[i] = outline;
    result.cities.push({ segment: i, outline, walls: shape.walls, pennant: seg.pennant ? shape.pennantSpot : null, houses: [] });
    if (shape.gateRoad && gateEntry) {
      const [roadSeg] = gateEntry;
      outlines[roadSeg] = shape.gateRoad.outline;
      anchors[roadSeg] = shape.gateRoad.anchor;
      result.roads.push({ segment: roadSeg, centerline: shape.gateRoad.centerline, end: 'city' });
      result.gates.push(shape.gateRoad.gate);
      clusters.push(shape.gateRoad.clusterContacts);
    } else {
      clusters.push(shape.contacts.filter((c) => c.te - c.ts < 400));
    }
  }
  if (gateRoads.size > 0 && cityIdx.length !== 1) throw new Error(`tile ${letter}: a road ending at a city needs exactly one city`);

  // Roads.
  const junction: number[] = [];
  segs.forEach((seg, i) => {
    if (seg.kind !== KIND_ROAD || seg.roadEnd === 'city') return;
    const sides = sideList(seg.sides);
    let shape: RoadShape;
    if (seg.roadEnd === 'through') shape = throughRoad(letter, sides);
    else if (seg.roadEnd === 'junction') {
      shape = spokeRoad(sides[0], 50, HI, 19, false);
      junction.push(sides[0]);
    } else {
      if (o.cloisterSeg < 0) throw new Error(`tile ${letter}: a road ends at a cloister the tile does not have`);
      shape = spokeRoad(sides[0], 50 - CLOISTER_ROAD_STOP, 50, 16, true);
    }
    outlines[i] = shape.outline;
    anchors[i] = shape.anchor;
    result.roads.push({ segment: i, centerline: shape.centerline, end: seg.roadEnd ?? 'through' });
    if (shape.contacts) clusters.push(shape.contacts);
  });
  if (junction.length > 0) {
    if (junction.length < 3) throw new Error(`tile ${letter}: a junction needs three or four roads`);
    junction.sort((a, b) => a - b);
    clusters.push(junctionContacts(junction));
    result.village = true;
  }
  result.roads.sort((a, b) => a.segment - b.segment);

  // Cloister.
  if (o.cloisterSeg >= 0) {
    result.cloister = true;
    const b = CLOISTER_BOX;
    outlines[o.cloisterSeg] = [[b.x0, b.y0], [b.x1, b.y0], [b.x1, b.y1], [b.x0, b.y1]];
    anchors[o.cloisterSeg] = [50, 52];
  }

  // Fields.
  segs.forEach((seg, i) => {
    if (seg.kind !== KIND_FIELD) return;
    outlines[i] = traceField(letter, seg.ports, portT, clusters);
  });

  segs.forEach((seg, i) => {
    if (!outlines[i]) throw new Error(`tile ${letter}: segment ${i} (${KIND_NAMES[seg.kind]}) has no shape`);
  });

  // Meeple spots for cities and fields, city houses and grass tufts are the costly part: worked out
  // ahead of time (./spots-compute.ts, `npm run tiles:spots`) and read from the table ./spots.ts.
  spotInputs.set(type, {
    letter,
    kinds: segs.map((seg) => KIND_NAMES[seg.kind]),
    outlines: outlines as P[][],
    fixed: [...anchors],
    cities: result.cities.map(({ segment, outline, walls, pennant }) => ({ segment, outline, walls, pennant })),
    gates: result.gates.map((g): P => [g.x, g.y]),
    cloister: o.cloisterSeg >= 0 ? CLOISTER_BOX : null,
    village: result.village ? VILLAGE_RADIUS : null,
  });
  let spots: { anchors: P[]; houses: P[][]; tufts: P[] } | null = null;
  const finish = () => (spots ??= spotsOf(letter));
  segs.forEach((seg, i) => {
    const segment = { kind: KIND_NAMES[seg.kind], outline: outlines[i] as P[] };
    result.segments.push(lazy(segment, 'anchor', () => finish().anchors[i]));
  });
  result.cities.forEach((city, n) => lazy(city, 'houses', () => finish().houses[n]));
  return lazy(result, 'tufts', () => finish().tufts);
}

/**
 * Gives `obj` the property `key`, worked out by `make` on first read and kept (an ordinary
 * enumerable property from then on, so copies and comparisons see a plain value).
 */
function lazy<T extends object, K extends string, V>(obj: T, key: K, make: () => V): T & Record<K, V> {
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = make();
      Object.defineProperty(obj, key, { value, enumerable: true, configurable: true, writable: true });
      return value;
    },
  });
  return obj as T & Record<K, V>;
}

// ---------------------------------------------------------------------------
// Public API.

/** What ./spots-compute.ts needs of a tile type to work out its spots (canonical orientation). */
export interface SpotInputs {
  letter: string;
  kinds: SegmentKind[];
  outlines: P[][];
  /** Spots known from the shapes (roads, the cloister); null for cities and fields. */
  fixed: (P | null)[];
  cities: { segment: number; outline: P[]; walls: P[][]; pennant: P | null }[];
  gates: P[];
  cloister: { x0: number; y0: number; x1: number; y1: number } | null;
  /** The village's radius where roads meet, or null. */
  village: number | null;
}
const spotInputs = new Map<number, SpotInputs>();

/** The shapes a tile type's spots are worked out from (for ./spots-compute.ts and its test). */
export function spotInputsOf(type: number | string): SpotInputs {
  const t = tileTypeOf(type);
  canonical(t);
  return spotInputs.get(t) as SpotInputs;
}

/** The table's spots of one tile type as points. */
function spotsOf(letter: string): { anchors: P[]; houses: P[][]; tufts: P[] } {
  const row = TILE_SPOTS[letter];
  if (!row) throw new Error(`tile geometry: no spots for tile ${letter} in ./spots.ts (run npm run tiles:spots)`);
  const pts = (xs: readonly number[]): P[] => Array.from({ length: xs.length / 2 }, (_, i): P => [xs[2 * i], xs[2 * i + 1]]);
  return { anchors: pts(row[0]), houses: row[1].map(pts), tufts: pts(row[2]) };
}

const canonicalCache = new Map<number, Canonical>();
const geometryCache = new Map<number, TileGeometry>();

/** Resolve a tile type given as a letter ('A'–'X') or an index (0–23). */
export function tileTypeOf(type: number | string): number {
  if (typeof type === 'string') {
    const i = TILE_LETTERS.indexOf(type.toUpperCase());
    if (i < 0) throw new Error(`tile geometry: unknown tile letter ${JSON.stringify(type)} (expected one of A–X)`);
    return i;
  }
  if (!Number.isInteger(type) || type < 0 || type >= TILE_DEFS.length) {
    throw new Error(`tile geometry: unknown tile type ${String(type)} (expected a letter A–X or an index 0–${TILE_DEFS.length - 1})`);
  }
  return type;
}

function checkRot(rot: number): number {
  if (!Number.isInteger(rot) || rot < 0 || rot > 3) {
    throw new Error(`tile geometry: rotation must be 0, 1, 2 or 3 quarter turns clockwise, got ${String(rot)}`);
  }
  return rot;
}

/** Turn a tile-local point a quarter clockwise `rot` times about the tile's centre. */
export function rotatePoint(p: Point, rot: number): Point {
  const [x, y] = rotP([p.x, p.y], rot);
  return { x, y };
}

function canonical(type: number): Canonical {
  let c = canonicalCache.get(type);
  if (!c) {
    c = buildCanonical(type);
    canonicalCache.set(type, c);
  }
  return c;
}

/** All drawing data for one tile type in one rotation (cached). */
export function tileGeometry(type: number | string, rot: number): TileGeometry {
  const t = tileTypeOf(type);
  const r = checkRot(rot);
  const key = t * 4 + r;
  const cached = geometryCache.get(key);
  if (cached) return cached;
  const c = canonical(t);
  const rp = (p: P): Point => pointObj(rotP(p, r));
  const geo: TileGeometry = {
    type: t,
    letter: TILE_LETTERS[t],
    rot: r,
    segments: c.segments.map((s, index) => {
      const outline = rotPts(s.outline, r);
      return lazy({ index, kind: s.kind, outline: outline.map(pointObj), path: pathOf(outline, true) }, 'anchor', () => rp(s.anchor));
    }),
    cities: c.cities.map((city) =>
      lazy(
        {
          segment: city.segment,
          fill: pathOf(rotPts(city.outline, r), true),
          wall: city.walls.map((w) => pathOf(rotPts(w, r), false)).join(' '),
          pennant: city.pennant ? rp(city.pennant) : null,
        },
        'houses',
        () => city.houses.map(rp),
      ),
    ),
    roads: c.roads.map((road) => ({ segment: road.segment, centerline: pathOf(rotPts(road.centerline, r), false), end: road.end })),
    village: c.village ? { ...CENTER } : null,
    cloister: c.cloister ? { ...CENTER } : null,
    gates: c.gates.map((g) => ({ ...rp([g.x, g.y]), angle: (g.angle + 90 * r) % 360 })),
    tufts: [],
  };
  lazy(geo, 'tufts', () => c.tufts.map(rp));
  geometryCache.set(key, geo);
  return geo;
}

function segmentOf(type: number | string, rot: number, segIndex: number): SegmentGeometry {
  const geo = tileGeometry(type, rot);
  const seg = geo.segments[segIndex];
  if (!Number.isInteger(segIndex) || !seg) {
    throw new Error(
      `tile geometry: tile ${geo.letter} has segments 0–${geo.segments.length - 1}, no segment ${String(segIndex)}`,
    );
  }
  return seg;
}

/** SVG path (100 × 100 tile box, board orientation) outlining one segment, for highlighting. */
export function segmentPath(type: number | string, rot: number, segIndex: number): string {
  return segmentOf(type, rot, segIndex).path;
}

/** Closed outline of one segment as points. */
export function segmentOutline(type: number | string, rot: number, segIndex: number): readonly Point[] {
  return segmentOf(type, rot, segIndex).outline;
}

/** Where a meeple on a segment stands (its centre), tile-local 0..100, board orientation. */
export function meepleAnchor(type: number | string, rot: number, segIndex: number): Point {
  // Straight from the spots table: a meeple is placed without building the tile's shapes.
  const t = tileTypeOf(type);
  const r = checkRot(rot);
  const anchors = TILE_SPOTS[TILE_LETTERS[t]]?.[0];
  if (!anchors || !Number.isInteger(segIndex) || segIndex < 0 || 2 * segIndex >= anchors.length) return segmentOf(t, r, segIndex).anchor;
  return pointObj(rotP([anchors[2 * segIndex], anchors[2 * segIndex + 1]], r));
}

/** Meeple spots of every segment of a tile, by segment index. */
export function meepleAnchors(type: number | string, rot: number): readonly Point[] {
  return tileGeometry(type, rot).segments.map((s) => s.anchor);
}

/** True when a point lies inside a closed outline (even–odd rule). */
export function pointInOutline(p: Point, outline: readonly Point[]): boolean {
  return pointInPoly(
    [p.x, p.y],
    outline.map((q) => [q.x, q.y] as P),
  );
}

// ---------------------------------------------------------------------------
// Meeple silhouettes (shared by the drawing and the board).

/**
 * Standing meeple, centred on (0, 0), about 100 units tall and 100 wide.
 * Draw it scaled: a meeple on a tile is about 24 tile units tall.
 */
export const MEEPLE_PATH =
  'M0 -48 C11 -48 18 -40 18 -30 C18 -24 16 -21 13 -18 L40 -9 C50 -6 50 8 40 9 L20 10 ' +
  'L40 40 C44 46 42 50 35 50 L12 50 L0 30 L-12 50 L-35 50 C-42 50 -44 46 -40 40 L-20 10 ' +
  'L-40 9 C-50 8 -50 -6 -40 -9 L-13 -18 C-16 -21 -18 -24 -18 -30 C-18 -40 -11 -48 0 -48 Z';
/** The meeple's size in tile units when standing on a tile. */
export const MEEPLE_SIZE = 24;
