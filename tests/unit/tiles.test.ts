import { describe, expect, it } from 'vitest';
import {
  DISTINCT_ROTATIONS, KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD, ORIENTED, PORT_NAMES, TILE_DEFS,
  catalogueSummary, distinctRotations, oppositePort, oriented, rotatePort, tileTypeIndex,
} from '../../src/engine/tiles';

// The table in shared/tiles.md: letter, count, edges (N E S W), pennants, cloister.
const TABLE: [string, number, string, number, boolean][] = [
  ['A', 2, 'FFRF', 0, true], ['B', 4, 'FFFF', 0, true], ['C', 1, 'CCCC', 1, false], ['D', 4, 'CRFR', 0, false],
  ['E', 5, 'CFFF', 0, false], ['F', 2, 'FCFC', 1, false], ['G', 1, 'FCFC', 0, false], ['H', 3, 'CFCF', 0, false],
  ['I', 2, 'CFFC', 0, false], ['J', 3, 'CRRF', 0, false], ['K', 3, 'CFRR', 0, false], ['L', 3, 'CRRR', 0, false],
  ['M', 2, 'CCFF', 1, false], ['N', 3, 'CCFF', 0, false], ['O', 2, 'CRRC', 1, false], ['P', 3, 'CRRC', 0, false],
  ['Q', 1, 'CCFC', 1, false], ['R', 3, 'CCFC', 0, false], ['S', 2, 'CCRC', 1, false], ['T', 1, 'CCRC', 0, false],
  ['U', 8, 'RFRF', 0, false], ['V', 9, 'FFRR', 0, false], ['W', 4, 'FRRR', 0, false], ['X', 1, 'RRRR', 0, false],
];
const CODE: Record<string, number> = { F: 1, R: 2, C: 3 };

describe('tile catalogue', () => {
  it('has the totals of the base game: 24 types, 72 tiles, 10 pennants, 6 cloisters', () => {
    expect(catalogueSummary()).toEqual({ types: 24, tiles: 72, pennants: 10, cloisters: 6 });
  });

  it.each(TABLE)('tile %s: %i copies, edges %s, %i pennant(s), cloister %s', (letter, count, edges, pennants, cloister) => {
    const def = TILE_DEFS[tileTypeIndex(letter)];
    expect(def.count).toBe(count);
    expect(def.edges).toBe(edges);
    expect(def.cities.filter((c) => c.pennant).length).toBe(pennants);
    expect(def.cloister).toBe(cloister);
    // Every side's middle port carries what the edge says.
    const o = oriented(tileTypeIndex(letter), 0);
    for (let s = 0; s < 4; s++) {
      expect((o.edges >> (2 * s)) & 3).toBe(CODE[edges[s]]);
      const kind = o.segments[o.portSeg[s * 3 + 1]].kind;
      expect(kind).toBe({ C: KIND_CITY, R: KIND_ROAD, F: KIND_FIELD }[edges[s]]);
    }
  });

  it('rotating a quarter turn clockwise moves every edge one side clockwise', () => {
    for (let t = 0; t < 24; t++) {
      for (let rot = 0; rot < 4; rot++) {
        const e0 = oriented(t, 0).edges;
        const er = oriented(t, rot).edges;
        for (let s = 0; s < 4; s++) expect((er >> (2 * ((s + rot) % 4))) & 3).toBe((e0 >> (2 * s)) & 3);
      }
    }
  });

  it('maps spots under rotation as shared/tiles.md says (NW→EN, NE→ES, … WN→NE)', () => {
    const map: Record<string, string> = { N: 'E', E: 'S', S: 'W', W: 'N', NW: 'EN', NE: 'ES', EN: 'SE', ES: 'SW', SE: 'WS', SW: 'WN', WS: 'NW', WN: 'NE' };
    for (const [from, to] of Object.entries(map)) {
      expect(PORT_NAMES[rotatePort(PORT_NAMES.indexOf(from as never), 1)]).toBe(to);
    }
  });

  it('pairs ports across a shared side: NW meets SW, N meets S, NE meets SE, EN meets WN', () => {
    const name = (p: number) => PORT_NAMES[p];
    const idx = (n: string) => PORT_NAMES.indexOf(n as never);
    expect(name(oppositePort(idx('NW')))).toBe('SW');
    expect(name(oppositePort(idx('N')))).toBe('S');
    expect(name(oppositePort(idx('NE')))).toBe('SE');
    expect(name(oppositePort(idx('EN')))).toBe('WN');
    expect(name(oppositePort(idx('ES')))).toBe('WS');
  });

  it('has one distinct rotation for B, C, X and two for F, G, H, U', () => {
    const count = (l: string) => DISTINCT_ROTATIONS[tileTypeIndex(l)].length;
    for (const l of ['B', 'C', 'X']) expect(count(l)).toBe(1);
    for (const l of ['F', 'G', 'H', 'U']) expect(count(l)).toBe(2);
    for (const l of ['A', 'D', 'E', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'V', 'W']) expect(count(l)).toBe(4);
  });

  it('builds each turned tile once: oriented() and the ORIENTED table give the same objects, in the same order', () => {
    expect(ORIENTED).toHaveLength(TILE_DEFS.length * 4);
    TILE_DEFS.forEach((d, t) => {
      for (let rot = 0; rot < 4; rot++) {
        expect(oriented(t, rot)).toBe(ORIENTED[t * 4 + rot]);
        expect(oriented(t, rot)).toMatchObject({ type: t, rot });
      }
      expect(distinctRotations(t)).toBe(DISTINCT_ROTATIONS[t]);
    });
  });

  it('gives every segment a spot name that designates it, and cloisters only on A and B', () => {
    for (const o of ORIENTED) {
      o.segments.forEach((seg, i) => {
        expect(o.spotSeg[seg.spot]).toBe(i);
        if (seg.kind === KIND_CLOISTER) expect(['A', 'B']).toContain(TILE_DEFS[o.type].letter);
      });
    }
  });

  it('links fields to the cities they touch as in the table (D: the field above the road touches the city)', () => {
    const d = oriented(tileTypeIndex('D'), 0);
    const north = d.segments[d.spotSeg.EN];
    const south = d.segments[d.spotSeg.SE];
    expect(north.cities).toEqual([d.spotSeg.N]);
    expect(south.cities).toEqual([]);
    const h = oriented(tileTypeIndex('H'), 0);
    expect(h.segments[h.spotSeg.EN].cities.sort()).toEqual([h.spotSeg.N, h.spotSeg.S].sort());
  });
});
