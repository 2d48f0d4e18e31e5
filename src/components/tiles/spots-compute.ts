/**
 * Where meeples stand on cities and fields, where a city's small houses go and where grass
 * tufts grow: worked out from a tile type's shapes (./geometry.ts), by searching each segment
 * for the spot with the most room. The search is too slow to run while a page wakes up, so it
 * runs ahead of time: `npm run tiles:spots` writes its answers into the table ./spots.ts, which
 * the drawings read, and tests/unit/tile-geometry.test.ts checks the table against it.
 * Not loaded by any page.
 */
import type { SegmentKind } from '../../engine/tiles';
import { EPS, insideXY, pointInPoly, spotInputsOf, type P } from './geometry';

/** A tile type's spots in canonical orientation: one per segment, the houses of each city, the tufts. */
export interface TileSpots {
  anchors: P[];
  houses: P[][];
  tufts: P[];
}

export function computeSpots(type: number | string): TileSpots {
  const inp = spotInputsOf(type);
  const anchors = [...inp.fixed];
  const obstacles: Obstacle[] = [];
  if (inp.cloister) obstacles.push(boxDistance(inp.cloister));
  if (inp.village !== null) obstacles.push(circleDistance([50, 50], inp.village));
  for (const city of inp.cities) anchors[city.segment] = innerSpot(city.outline, 13, []);
  // Field meeples keep clear of the meeples standing on roads, cities and the cloister.
  const standing = anchors.filter((a): a is P => a !== null).map((a) => circleDistance(a, 16));
  inp.kinds.forEach((kind, i) => {
    if (kind === 'field') anchors[i] = innerSpot(inp.outlines[i], 14, [...obstacles, ...standing]);
  });
  const all = anchors.map((a, i) => {
    if (!a) throw new Error(`tile ${inp.letter}: segment ${i} (${inp.kinds[i]}) has no meeple spot`);
    return a;
  });
  const houses = inp.cities.map((city) => cityHouses(city, all[city.segment], inp.gates));
  const segments = inp.kinds.map((kind, i) => ({ kind, outline: inp.outlines[i] }));
  return { anchors: all, houses, tufts: fieldTufts(segments, all, obstacles) };
}

/** A number as the table keeps it: two decimals at most. */
export const tableNumber = (n: number): number => Math.round(n * 100) / 100 + 0;

type Obstacle = (x: number, y: number) => number;

/**
 * A spot well inside `poly`: as far as `room` from its edges and obstacles if
 * possible, and then as near its centroid as possible. Deterministic.
 */
function innerSpot(poly: readonly P[], room: number, obstacles: readonly Obstacle[]): P {
  const [tx, ty] = centroid(poly);
  // A spot's score is at most `room * 10` less its distance from the centroid: `bound`. Spots
  // that cannot beat what is already found are skipped unscored (the costly part is the distance
  // to the outline), which gives the same spot as scoring every one, several times faster.
  const bound = (x: number, y: number): number => room * 10 - Math.hypot(x - tx, y - ty);
  const score = (x: number, y: number): number => {
    if (!insideXY(x, y, poly)) return -Infinity;
    let d = edgeDistXY(x, y, poly);
    for (const o of obstacles) d = Math.min(d, o(x, y));
    if (d <= 0) return -Infinity;
    return Math.min(d, room) * 10 - Math.hypot(x - tx, y - ty);
  };
  // Coarse pass over the tile, then a finer look around the best few spots. The coarse spots are
  // scored nearest the centroid first, until no spot left can enter the best four.
  const grid: { p: P; b: number }[] = [];
  for (let y = 2; y < 100; y += 4) {
    for (let x = 2; x < 100; x += 4) grid.push({ p: [x, y], b: bound(x, y) });
  }
  grid.sort((a, b) => b.b - a.b);
  const coarse: { p: P; s: number }[] = [];
  const top: number[] = []; // the best four scores so far, highest first
  for (const { p, b } of grid) {
    if (top.length === 4 && b < top[3]) break;
    const s = score(p[0], p[1]);
    if (s === -Infinity) continue;
    coarse.push({ p, s });
    top.push(s);
    top.sort((u, v) => v - u);
    if (top.length > 4) top.pop();
  }
  coarse.sort((a, b) => b.s - a.s || a.p[1] - b.p[1] || a.p[0] - b.p[0]);
  let best: P = [tx, ty];
  let bestScore = -Infinity;
  const refine = (c: P, reach: number, step: number) => {
    for (let y = c[1] - reach; y <= c[1] + reach + EPS; y += step) {
      for (let x = c[0] - reach; x <= c[0] + reach + EPS; x += step) {
        if (bound(x, y) <= bestScore + EPS) continue;
        const s = score(x, y);
        if (s > bestScore + EPS) {
          bestScore = s;
          best = [x, y];
        }
      }
    }
  };
  for (const c of coarse.slice(0, 4)) refine(c.p, 3, 1);
  refine(best, 1, 0.5);
  if (bestScore === -Infinity) throw new Error('tile geometry: no room for a meeple inside a segment');
  return best;
}

function boxDistance(b: { x0: number; y0: number; x1: number; y1: number }): Obstacle {
  return (x, y) => {
    const dx = Math.max(b.x0 - x, 0, x - b.x1);
    const dy = Math.max(b.y0 - y, 0, y - b.y1);
    return Math.hypot(dx, dy);
  };
}
function circleDistance(c: P, r: number): Obstacle {
  return (x, y) => Math.max(0, Math.hypot(x - c[0], y - c[1]) - r);
}

/** A fixed scatter of candidate spots for decorations (a jittered lattice), the same for every tile. */
function scatter(step: number, jitter: number): P[] {
  const out: P[] = [];
  const n = Math.floor(100 / step);
  const off = (100 - (n - 1) * step) / 2;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const jx = (((i * 7 + j * 13) % 9) - 4) * (jitter / 4);
      const jy = (((i * 11 + j * 5) % 9) - 4) * (jitter / 4);
      out.push([off + i * step + jx, off + j * step + jy]);
    }
  }
  return out;
}

/**
 * A few houses inside a city, gathered round its meeple spot like a small
 * town, clear of the wall, the spot itself and the pennant.
 */
function cityHouses(city: { outline: P[]; walls: P[][]; pennant: P | null }, anchor: P, avoid: readonly P[]): P[] {
  const wallDist = (p: P) => Math.min(Infinity, ...city.walls.map((w) => distToPolyline(p, w)));
  // The cheap tests first: the outline and the walls are the costly ones.
  const candidates = scatter(3, 0).filter(
    (p) =>
      Math.min(p[0], p[1], 100 - p[0], 100 - p[1]) >= 7 &&
      Math.hypot(p[0] - anchor[0], p[1] - anchor[1]) >= 15 &&
      (!city.pennant || Math.hypot(p[0] - city.pennant[0], p[1] - city.pennant[1]) >= 14) &&
      avoid.every((a) => Math.hypot(p[0] - a[0], p[1] - a[1]) >= 16) &&
      pointInPoly(p, city.outline) &&
      wallDist(p) >= 9,
  );
  const area = Math.abs(polygonArea(city.outline));
  const most = Math.max(1, Math.min(5, Math.round(area / 1400)));
  const houses: P[] = [];
  while (houses.length < most) {
    let best: P | null = null;
    let bestScore = Infinity;
    for (const p of candidates) {
      if (houses.some((h) => Math.hypot(h[0] - p[0], h[1] - p[1]) < 15)) continue;
      const score = Math.abs(Math.hypot(p[0] - anchor[0], p[1] - anchor[1]) - 18);
      if (score < bestScore - EPS) {
        bestScore = score;
        best = p;
      }
    }
    if (!best) break;
    houses.push(best);
  }
  return houses.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

function polygonArea(poly: readonly P[]): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) a += poly[j][0] * poly[i][1] - poly[i][0] * poly[j][1];
  return a / 2;
}

function distToPolyline(p: P, line: readonly P[]): number {
  let d = Infinity;
  for (let i = 1; i < line.length; i++) d = Math.min(d, distToSegment(p, line[i - 1], line[i]));
  return d;
}

/** A few grass tufts per field, spread out, away from edges, roads, cities and meeple spots. */
function fieldTufts(segments: readonly { kind: SegmentKind; outline: P[] }[], anchors: readonly P[], obstacles: readonly Obstacle[]): P[] {
  const tufts: P[] = [];
  const candidates = scatter(16.4, 4);
  segments.forEach((seg) => {
    if (seg.kind !== 'field') return;
    let n = 0;
    for (const p of candidates) {
      if (n >= 3) break;
      if (!pointInPoly(p, seg.outline)) continue;
      if (distToPolyEdge(p, seg.outline) < 6) continue;
      if (obstacles.some((o) => o(p[0], p[1]) < 6)) continue;
      if (anchors.some((a) => Math.hypot(a[0] - p[0], a[1] - p[1]) < 16)) continue;
      if (tufts.some((t) => Math.hypot(t[0] - p[0], t[1] - p[1]) < 22)) continue;
      tufts.push(p);
      n++;
    }
  });
  return tufts;
}

function segDistXY(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return Math.sqrt(ex * ex + ey * ey);
}

function distToSegment(p: P, a: P, b: P): number {
  return segDistXY(p[0], p[1], a[0], a[1], b[0], b[1]);
}

function edgeDistXY(px: number, py: number, poly: readonly P[]): number {
  let d = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const e = segDistXY(px, py, poly[j][0], poly[j][1], poly[i][0], poly[i][1]);
    if (e < d) d = e;
  }
  return d;
}

function distToPolyEdge(p: P, poly: readonly P[]): number {
  return edgeDistXY(p[0], p[1], poly);
}

function centroid(poly: readonly P[]): P {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const cross = poly[j][0] * poly[i][1] - poly[i][0] * poly[j][1];
    a += cross;
    cx += (poly[j][0] + poly[i][0]) * cross;
    cy += (poly[j][1] + poly[i][1]) * cross;
  }
  if (Math.abs(a) < EPS) return poly[0];
  return [cx / (3 * a), cy / (3 * a)];
}
