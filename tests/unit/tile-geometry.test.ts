import { describe, expect, it } from 'vitest';
import {
  CENTER,
  meepleAnchor,
  meepleAnchors,
  pointInOutline,
  rotatePoint,
  segmentOutline,
  segmentPath,
  tileGeometry,
  type Point,
} from '../../src/components/tiles/geometry';
import { computeSpots, tableNumber } from '../../src/components/tiles/spots-compute';
import { TILE_SPOTS } from '../../src/components/tiles/spots';
import { PLAYER_COLORS, PLAYER_COLOR_NAMES } from '../../src/components/tiles/colors';
import {
  KIND_CITY,
  KIND_CLOISTER,
  KIND_FIELD,
  KIND_NAMES,
  KIND_ROAD,
  TILE_DEFS,
  TILE_LETTERS,
  oriented,
} from '../../src/engine/tiles';

const ROTS = [0, 1, 2, 3];
const ALL = TILE_LETTERS.flatMap((letter, type) => ROTS.map((rot) => ({ letter, type, rot })));
const SIDE_NAMES = ['N', 'E', 'S', 'W'];

/** A point `depth` units inside the tile from side s, at distance u along the side (clockwise). */
function nearSide(s: number, u: number, depth = 1.5): Point {
  switch (s) {
    case 0:
      return { x: u, y: depth };
    case 1:
      return { x: 100 - depth, y: u };
    case 2:
      return { x: 100 - u, y: 100 - depth };
    default:
      return { x: depth, y: 100 - u };
  }
}

/** Length of an outline's boundary lying on side s of the tile. */
function lengthOnSide(outline: readonly Point[], s: number): number {
  const on = (p: Point) =>
    s === 0 ? Math.abs(p.y) < 1e-6 : s === 1 ? Math.abs(p.x - 100) < 1e-6 : s === 2 ? Math.abs(p.y - 100) < 1e-6 : Math.abs(p.x) < 1e-6;
  let len = 0;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i];
    const b = outline[(i + 1) % outline.length];
    if (on(a) && on(b)) len += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return len;
}

function distToOutline(p: Point, outline: readonly Point[]): number {
  let d = Infinity;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i];
    const b = outline[(i + 1) % outline.length];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
    d = Math.min(d, Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)));
  }
  return d;
}

function sidesOfMask(mask: number): string[] {
  return SIDE_NAMES.filter((_, s) => mask & (1 << s));
}

describe('tile geometry: a shape for every segment', () => {
  it.each(ALL)('$letter rot $rot: one closed outline per engine segment, of the right kind', ({ letter, type, rot }) => {
    const geo = tileGeometry(letter, rot);
    const o = oriented(type, rot);
    expect(geo.letter).toBe(letter);
    expect(geo.rot).toBe(rot);
    expect(geo.segments).toHaveLength(o.segments.length);
    geo.segments.forEach((seg, i) => {
      expect(seg.index).toBe(i);
      expect(seg.kind).toBe(KIND_NAMES[o.segments[i].kind]);
      expect(seg.outline.length).toBeGreaterThanOrEqual(3);
      expect(seg.path).toMatch(/^M[-\d.]+ [-\d.]+( L[-\d.]+ [-\d.]+)+ Z$/);
      expect(segmentPath(letter, rot, i)).toBe(seg.path);
      expect(segmentOutline(type, rot, i)).toBe(seg.outline);
      for (const p of seg.outline) {
        expect(p.x).toBeGreaterThanOrEqual(-1e-6);
        expect(p.x).toBeLessThanOrEqual(100 + 1e-6);
        expect(p.y).toBeGreaterThanOrEqual(-1e-6);
        expect(p.y).toBeLessThanOrEqual(100 + 1e-6);
      }
    });
  });

  it('draws the same letter whether given as a letter or a type index, and caches it', () => {
    expect(tileGeometry('D', 1)).toBe(tileGeometry(TILE_LETTERS.indexOf('D'), 1));
    expect(tileGeometry('d', 1)).toBe(tileGeometry('D', 1));
  });

  it('names what is wrong with bad input', () => {
    expect(() => tileGeometry('Z', 0)).toThrow(/unknown tile letter "Z"/);
    expect(() => tileGeometry(24, 0)).toThrow(/unknown tile type 24/);
    expect(() => tileGeometry('D', 4)).toThrow(/rotation must be 0, 1, 2 or 3.*got 4/);
    expect(() => tileGeometry('D', 1.5)).toThrow(/rotation/);
    expect(() => segmentPath('D', 0, 9)).toThrow(/tile D has segments 0–3, no segment 9/);
    expect(() => meepleAnchor('D', 0, -1)).toThrow(/no segment -1/);
  });
});

describe('tile geometry: shapes follow the rotated catalogue data', () => {
  it.each(ALL)('$letter rot $rot: each segment touches exactly the sides the data says', ({ letter, type, rot }) => {
    const o = oriented(type, rot);
    const geo = tileGeometry(letter, rot);
    o.segments.forEach((seg, i) => {
      if (seg.kind === KIND_CLOISTER) return;
      const outline = geo.segments[i].outline;
      const touched = SIDE_NAMES.filter((_, s) => lengthOnSide(outline, s) > 1);
      let expected: string[];
      if (seg.kind === KIND_CITY || seg.kind === KIND_ROAD) expected = sidesOfMask(seg.sides);
      else expected = SIDE_NAMES.filter((_, s) => [0, 1, 2].some((k) => seg.ports & (1 << (s * 3 + k))));
      expect(touched, `${letter} rot ${rot} segment ${i} (${KIND_NAMES[seg.kind]})`).toEqual(expected);
      // A city holds the whole of each of its sides; a road the middle 12 units.
      for (let s = 0; s < 4; s++) {
        const len = lengthOnSide(outline, s);
        if (seg.kind === KIND_CITY && seg.sides & (1 << s)) expect(len).toBeCloseTo(100, 6);
        if (seg.kind === KIND_ROAD && seg.sides & (1 << s)) expect(len).toBeCloseTo(12, 6);
      }
    });
  });

  it.each(ALL)('$letter rot $rot: the point just inside every port lies in the segment holding that port', ({ letter, type, rot }) => {
    const o = oriented(type, rot);
    const geo = tileGeometry(letter, rot);
    for (let p = 0; p < 12; p++) {
      const s = Math.floor(p / 3);
      const k = p % 3;
      const point = nearSide(s, [20, 50, 80][k]);
      const owner = o.portSeg[p];
      const holders = geo.segments
        .filter((seg) => seg.kind !== 'cloister' && pointInOutline(point, seg.outline))
        .map((seg) => seg.index);
      expect(holders, `${letter} rot ${rot} port ${p}`).toEqual([owner]);
    }
  });

  it.each(ALL)('$letter rot $rot: cities and fields tile the box without gaps or overlaps', ({ letter, rot }) => {
    const geo = tileGeometry(letter, rot);
    const areas = geo.segments.filter((s) => s.kind !== 'cloister');
    for (let y = 1.25; y < 100; y += 2.5) {
      for (let x = 1.25; x < 100; x += 2.5) {
        const p = { x, y };
        if (areas.some((s) => distToOutline(p, s.outline) < 0.3)) continue;
        const cityOrField = areas.filter((s) => (s.kind === 'city' || s.kind === 'field') && pointInOutline(p, s.outline));
        const onRoad = areas.some((s) => s.kind === 'road' && pointInOutline(p, s.outline));
        // Roads meeting at a village may overlap one another; nothing else may.
        expect(cityOrField.length + (onRoad ? 1 : 0), `${letter} rot ${rot} at ${x},${y}`).toBe(1);
      }
    }
  });

  it('draws separate caps for H and I, one piece over the corner for M–P, a band for F and G', () => {
    for (const letter of ['H', 'I']) {
      const cities = tileGeometry(letter, 0).segments.filter((s) => s.kind === 'city');
      expect(cities).toHaveLength(2);
      // The two caps do not share any inner point.
      const [a, b] = cities;
      for (let y = 2; y < 100; y += 4) for (let x = 2; x < 100; x += 4) {
        expect(pointInOutline({ x, y }, a.outline) && pointInOutline({ x, y }, b.outline)).toBe(false);
      }
    }
    for (const letter of ['M', 'N', 'O', 'P']) {
      for (const rot of ROTS) {
        const cities = tileGeometry(letter, rot).segments.filter((s) => s.kind === 'city');
        expect(cities).toHaveLength(1);
        const sides = SIDE_NAMES.filter((_, s) => lengthOnSide(cities[0].outline, s) > 99);
        expect(sides).toHaveLength(2);
        // Adjacent sides: the corner between them is city.
        const corner = { N: { E: [98, 2], W: [2, 2] }, E: { S: [98, 98] }, S: { W: [2, 98] } } as Record<string, Record<string, number[]>>;
        const key = sides.join('');
        const at = key === 'NE' ? corner.N.E : key === 'NW' ? corner.N.W : key === 'ES' ? corner.E.S : corner.S.W;
        expect(pointInOutline({ x: at[0], y: at[1] }, cities[0].outline), `${letter} rot ${rot} ${key}`).toBe(true);
      }
    }
    for (const letter of ['F', 'G']) {
      const city = tileGeometry(letter, 0).segments.find((s) => s.kind === 'city');
      expect(city && pointInOutline(CENTER, city.outline)).toBe(true);
    }
    const full = tileGeometry('C', 2).segments[0];
    expect(SIDE_NAMES.map((_, s) => lengthOnSide(full.outline, s))).toEqual([100, 100, 100, 100]);
  });

  it.each(ALL)('$letter rot $rot: pennants, villages, cloisters and gates appear where the data has them', ({ letter, type, rot }) => {
    const o = oriented(type, rot);
    const def = TILE_DEFS[type];
    const geo = tileGeometry(letter, rot);
    for (const city of geo.cities) {
      const seg = o.segments[city.segment];
      expect(seg.kind).toBe(KIND_CITY);
      expect(city.pennant !== null).toBe(seg.pennant);
      if (city.pennant) expect(pointInOutline(city.pennant, geo.segments[city.segment].outline)).toBe(true);
      for (const h of city.houses) expect(pointInOutline(h, geo.segments[city.segment].outline)).toBe(true);
      expect(city.wall === '').toBe(seg.sides === 15);
    }
    expect(geo.cities.length).toBe(o.segments.filter((s) => s.kind === KIND_CITY).length);
    expect(geo.roads.length).toBe(o.segments.filter((s) => s.kind === KIND_ROAD).length);
    expect(geo.cloister !== null).toBe(def.cloister);
    expect(geo.village !== null).toBe(def.roads.some((r) => r.end === 'junction'));
    const cityRoads = o.segments.filter((s) => s.kind === KIND_ROAD && s.roadEnd === 'city');
    expect(geo.gates).toHaveLength(cityRoads.length);
    for (const [i, gate] of geo.gates.entries()) {
      // The gate sits on the way from the road's side to the centre, facing into the city.
      const side = SIDE_NAMES.findIndex((_, s) => cityRoads[i].sides & (1 << s));
      expect(gate.angle).toBe(((side + 2) % 4) * 90);
      const along = side === 0 || side === 2 ? gate.x : gate.y;
      expect(along).toBeCloseTo(50, 6);
    }
  });
});

describe('tile geometry: meeple spots', () => {
  it.each(ALL)('$letter rot $rot: each spot is inside the tile, on its own segment, apart from the others', ({ letter, type, rot }) => {
    const geo = tileGeometry(letter, rot);
    const anchors = meepleAnchors(letter, rot);
    expect(anchors).toHaveLength(oriented(type, rot).segments.length);
    geo.segments.forEach((seg, i) => {
      const a = anchors[i];
      expect(a).toEqual(meepleAnchor(type, rot, i));
      expect(a.x).toBeGreaterThan(5);
      expect(a.x).toBeLessThan(95);
      expect(a.y).toBeGreaterThan(5);
      expect(a.y).toBeLessThan(95);
      expect(pointInOutline(a, seg.outline), `${letter} rot ${rot} segment ${i}`).toBe(true);
      geo.segments.forEach((other, j) => {
        if (j === i) return;
        // A cloister stands inside its field's outline; everything else is in one segment only.
        if (!(seg.kind === 'cloister' && other.kind === 'field')) {
          expect(pointInOutline(a, other.outline), `${letter} rot ${rot}: spot ${i} inside segment ${j}`).toBe(false);
        }
        expect(Math.hypot(a.x - anchors[j].x, a.y - anchors[j].y)).toBeGreaterThan(15);
      });
    });
  });

  it('puts the cloister meeple in the middle, a field meeple off the cloister and roads', () => {
    const a = tileGeometry('A', 0);
    expect(Math.hypot(a.segments[0].anchor.x - 50, a.segments[0].anchor.y - 50)).toBeLessThan(5);
    const field = a.segments.find((s) => s.kind === 'field');
    expect(field).toBeDefined();
    expect(Math.hypot(field!.anchor.x - 50, field!.anchor.y - 50)).toBeGreaterThan(25);
    // Junction roads: the meeple stands partway along its own branch.
    const x = tileGeometry('X', 0);
    const o = oriented(TILE_LETTERS.indexOf('X'), 0);
    x.segments.forEach((seg, i) => {
      if (seg.kind !== 'road') return;
      const side = o.segments[i].sides;
      const dx = seg.anchor.x - 50;
      const dy = seg.anchor.y - 50;
      const dist = Math.hypot(dx, dy);
      expect(dist).toBeGreaterThan(20);
      expect(dist).toBeLessThan(40);
      if (side === 1) expect(dy).toBeLessThan(0);
      if (side === 2) expect(dx).toBeGreaterThan(0);
      if (side === 4) expect(dy).toBeGreaterThan(0);
      if (side === 8) expect(dx).toBeLessThan(0);
    });
  });

  it.each(ALL)('$letter rot $rot: turning a quarter moves spots and outlines by the same quarter turn', ({ letter, rot }) => {
    const here = tileGeometry(letter, rot);
    const next = tileGeometry(letter, (rot + 1) % 4);
    here.segments.forEach((seg, i) => {
      const turned = rotatePoint(seg.anchor, 1);
      expect(next.segments[i].anchor.x).toBeCloseTo(turned.x, 6);
      expect(next.segments[i].anchor.y).toBeCloseTo(turned.y, 6);
      seg.outline.forEach((p, k) => {
        const q = rotatePoint(p, 1);
        expect(next.segments[i].outline[k].x).toBeCloseTo(q.x, 6);
        expect(next.segments[i].outline[k].y).toBeCloseTo(q.y, 6);
      });
    });
    here.cities.forEach((c, i) => {
      if (!c.pennant) return;
      const q = rotatePoint(c.pennant, 1);
      expect(next.cities[i].pennant?.x).toBeCloseTo(q.x, 6);
      expect(next.cities[i].pennant?.y).toBeCloseTo(q.y, 6);
    });
  });

  it('rotatePoint turns clockwise about the centre (north goes east)', () => {
    expect(rotatePoint({ x: 50, y: 0 }, 1)).toEqual({ x: 100, y: 50 });
    expect(rotatePoint({ x: 10, y: 20 }, 2)).toEqual({ x: 90, y: 80 });
    expect(rotatePoint({ x: 10, y: 20 }, 4)).toEqual({ x: 10, y: 20 });
  });
});

describe('player colours', () => {
  it('has the six players in seating order with an outline that differs from the body', () => {
    expect(PLAYER_COLOR_NAMES).toEqual(['yellow', 'red', 'green', 'blue', 'black', 'pink']);
    for (const name of PLAYER_COLOR_NAMES) {
      const c = PLAYER_COLORS[name];
      expect(c.fill).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.outline).not.toBe(c.fill);
    }
    // Black gets a light outline, yellow a dark one.
    const lum = (hex: string) => {
      const n = parseInt(hex.slice(1), 16);
      return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
    };
    expect(lum(PLAYER_COLORS.black.outline)).toBeGreaterThan(200);
    expect(lum(PLAYER_COLORS.yellow.outline)).toBeLessThan(60);
  });
});

describe('field meeples stay off the roads', () => {
  it.each(ALL.filter(({ type }) => oriented(type, 0).segments.some((s) => s.kind === KIND_ROAD)))(
    '$letter rot $rot',
    ({ letter, type, rot }) => {
      const o = oriented(type, rot);
      const geo = tileGeometry(letter, rot);
      o.segments.forEach((seg, i) => {
        if (seg.kind !== KIND_FIELD) return;
        const a = geo.segments[i].anchor;
        for (const road of geo.segments.filter((s) => s.kind === 'road')) {
          expect(distToOutline(a, road.outline)).toBeGreaterThan(4);
        }
      });
    },
  );
});

describe('the spots table (src/components/tiles/spots.ts)', () => {
  it('holds what the spot search finds for every tile type (run npm run tiles:spots after changing shapes)', () => {
    const flat = (pts: readonly (readonly [number, number])[]) => pts.flatMap((p) => p.map(tableNumber));
    for (const letter of TILE_LETTERS) {
      const s = computeSpots(letter);
      expect(TILE_SPOTS[letter], letter).toEqual([flat(s.anchors), s.houses.map(flat), flat(s.tufts)]);
    }
  });

  it('drawings read their spots from the table: a tile type\'s meeple spots are the table\'s, turned', () => {
    for (const [type, letter] of TILE_LETTERS.entries()) {
      const row = TILE_SPOTS[letter];
      for (const rot of ROTS) {
        const got = meepleAnchors(type, rot);
        expect(got.length, letter).toBe(row[0].length / 2);
        got.forEach((p, i) => expect(p, `${letter}${rot} segment ${i}`).toEqual(rotatePoint({ x: row[0][2 * i], y: row[0][2 * i + 1] }, rot)));
      }
    }
  });
});
