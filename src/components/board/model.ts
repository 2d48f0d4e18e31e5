/**
 * Pure helpers the board draws with: where things are, what the pointer is
 * over, which rotation comes next, how many tiles are left. No rules are
 * decided here — what is legal always comes from the engine (through the
 * worker); these only read a position and the tile catalogue's drawing data.
 */
import type { Placement, Position } from '../../worker/api';
import { ALL_SPOTS, KIND_NAMES, TILE_DEFS, TILE_LETTERS, oriented, tileTypeIndex, type Spot } from '../../engine/tiles';
import { PLAYER_COLOR_NAMES, isPlayerColorName, type PlayerColorName } from '../tiles/colors';
import { meepleAnchor, segmentPath, tileGeometry, pointInOutline, type Point } from '../tiles/geometry';
import type { CellBounds, Pt } from './view';

export type { Spot };

export interface TileAt {
  x: number;
  y: number;
  tile: string;
  rot: number;
}

/** A feature named by one of its parts: the spot `at` of the tile at (x, y). */
export interface FeatureRef {
  x: number;
  y: number;
  at: Spot;
}

export function cellKey(x: number, y: number): string {
  return `${x},${y}`;
}

/** The tiles of a position by cell. */
export function tilesByCell(pos: Position | null | undefined): Map<string, TileAt> {
  const map = new Map<string, TileAt>();
  for (const t of pos?.tiles ?? []) map.set(cellKey(t.x, t.y), t);
  return map;
}

/** Legal placements grouped by cell ("x,y" → placements there, one per fitting rotation). */
export function placementsByCell(placements: readonly Placement[]): Map<string, Placement[]> {
  const map = new Map<string, Placement[]>();
  for (const p of placements) {
    const key = cellKey(p.x, p.y);
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  }
  return map;
}

/**
 * The cells to show: every tile, the cells around them, and any extra cells
 * (e.g. legal placements). An empty position gives the cells around (0, 0).
 */
export function boardBounds(pos: Position | null | undefined, extra: readonly Pt[] = []): CellBounds {
  const tiles = pos?.tiles ?? [];
  if (tiles.length === 0 && extra.length === 0) return { minX: -1, minY: -1, maxX: 1, maxY: 1 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const t of tiles) {
    minX = Math.min(minX, t.x - 1);
    minY = Math.min(minY, t.y - 1);
    maxX = Math.max(maxX, t.x + 1);
    maxY = Math.max(maxY, t.y + 1);
  }
  for (const c of extra) {
    minX = Math.min(minX, c.x);
    minY = Math.min(minY, c.y);
    maxX = Math.max(maxX, c.x);
    maxY = Math.max(maxY, c.y);
  }
  return { minX, minY, maxX, maxY };
}

/**
 * The next rotation after `current` among `allowed` (cyclic, in turning
 * order), or the previous one with dir = -1. With nothing allowed, `current`.
 * When `current` is not allowed, the first allowed rotation after it.
 */
export function nextRotation(current: number, allowed: readonly number[], dir: 1 | -1 = 1): number {
  if (allowed.length === 0) return current;
  for (let k = 1; k <= 4; k++) {
    const r = (((current + dir * k) % 4) + 4) % 4;
    if (allowed.includes(r)) return r;
  }
  return current;
}

/** The rotation to show on a cell: `current` if it fits there, otherwise the first that does (or `current`). */
export function snapRotation(current: number, fitting: readonly number[]): number {
  if (fitting.length === 0 || fitting.includes(current)) return current;
  return nextRotation(current, fitting, 1);
}

/** Copies of each tile type not yet on the board (letter → count). */
export function remainingTiles(pos: Position | null | undefined): Record<string, number> {
  const left: Record<string, number> = {};
  for (const d of TILE_DEFS) left[d.letter] = d.count;
  for (const t of pos?.tiles ?? []) if (t.tile in left) left[t.tile] = Math.max(0, left[t.tile] - 1);
  return left;
}

export function totalRemaining(left: Record<string, number>): number {
  return TILE_LETTERS.reduce((n, l) => n + (left[l] ?? 0), 0);
}

/** The segment index a spot names on a tile turned `rot` (−1 when it names nothing there). */
export function segmentOfSpot(tile: string, rot: number, spot: string): number {
  const type = tileTypeIndex(tile);
  if (type < 0 || !(ALL_SPOTS as readonly string[]).includes(spot)) return -1;
  return oriented(type, rot).spotSeg[spot as Spot];
}

/** The spot that names a segment (its first name, as the engine writes it). */
export function spotOfSegment(tile: string, rot: number, seg: number): Spot | null {
  const type = tileTypeIndex(tile);
  if (type < 0) return null;
  return oriented(type, rot).segments[seg]?.spot ?? null;
}

export type SegmentKindName = 'road' | 'city' | 'field' | 'cloister';

/** What kind of thing a spot names on a tile. */
export function kindOfSpot(tile: string, rot: number, spot: string): SegmentKindName | null {
  const seg = segmentOfSpot(tile, rot, spot);
  if (seg < 0) return null;
  // The catalogue knows the kind: no need to build the tile's drawing for it.
  return KIND_NAMES[oriented(tileTypeIndex(tile), rot).segments[seg].kind];
}

/** Where a meeple on `spot` stands, in the tile's 0..100 box. */
export function anchorOfSpot(tile: string, rot: number, spot: string): Point | null {
  const seg = segmentOfSpot(tile, rot, spot);
  return seg < 0 ? null : meepleAnchor(tile, rot, seg);
}

/** The outline path (tile box) of the segment a spot names, or null. */
export function pathOfSpot(tile: string, rot: number, spot: string): string | null {
  const seg = segmentOfSpot(tile, rot, spot);
  return seg < 0 ? null : segmentPath(tile, rot, seg);
}

const HIT_ORDER: Record<SegmentKindName, number> = { cloister: 0, road: 1, city: 2, field: 3 };
/** How close (tile units) to a road's or cloister's centre still counts as pointing at it. */
const NEAR = 7;

/**
 * The spot under a point of a tile (tile box 0..100): the cloister, a road
 * or a city before the field around them, since those are drawn on top.
 * Null outside the tile.
 */
export function spotAtPoint(tile: string, rot: number, p: Pt): Spot | null {
  if (!(p.x >= 0 && p.x <= 100 && p.y >= 0 && p.y <= 100)) return null;
  const geo = tileGeometry(tile, rot);
  const segs = [...geo.segments].sort((a, b) => HIT_ORDER[a.kind] - HIT_ORDER[b.kind]);
  for (const s of segs) {
    if (pointInOutline(p, s.outline)) return spotOfSegment(tile, rot, s.index);
  }
  // On a boundary line: the nearest meeple anchor of a road or cloister, then anything.
  let best: { d: number; index: number } | null = null;
  for (const s of geo.segments) {
    const d = Math.hypot(s.anchor.x - p.x, s.anchor.y - p.y) + (s.kind === 'road' || s.kind === 'cloister' ? 0 : NEAR);
    if (!best || d < best.d) best = { d, index: s.index };
  }
  return best ? spotOfSegment(tile, rot, best.index) : null;
}

/** Every spot on a tile that names a feature, one per segment, in segment order. */
export function spotsOfTile(tile: string, rot: number): Spot[] {
  const type = tileTypeIndex(tile);
  if (type < 0) return [];
  return oriented(type, rot).segments.map((s) => s.spot);
}

/** The colour of each player: by name when the name is a colour (Red, blue…), otherwise by seat. */
export function playerColors(
  players: readonly string[],
  given?: Readonly<Record<string, PlayerColorName>>,
): Record<string, PlayerColorName> {
  const out: Record<string, PlayerColorName> = {};
  const used = new Set<PlayerColorName>();
  for (const name of players) {
    const g = given?.[name];
    const byName = name.toLowerCase();
    const c = g ?? (isPlayerColorName(byName) && !used.has(byName) ? byName : undefined);
    if (c) {
      out[name] = c;
      used.add(c);
    }
  }
  for (const name of players) {
    if (out[name]) continue;
    const c = PLAYER_COLOR_NAMES.find((n) => !used.has(n)) ?? PLAYER_COLOR_NAMES[0];
    out[name] = c;
    used.add(c);
  }
  return out;
}

/** Meeples each player has on the board. */
export function meeplesOnBoard(pos: Position | null | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of pos?.players ?? []) out[p] = 0;
  for (const m of pos?.meeples ?? []) out[m.player] = (out[m.player] ?? 0) + 1;
  return out;
}

/** The player to play (the first player when the position does not say). */
export function playerToPlay(pos: Position | null | undefined): string {
  return pos?.toPlay ?? pos?.players[0] ?? '';
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** The cell one step from `cell` in the arrow's direction. */
export function stepCell(cell: Pt, key: ArrowKey): Pt {
  switch (key) {
    case 'ArrowUp':
      return { x: cell.x, y: cell.y - 1 };
    case 'ArrowDown':
      return { x: cell.x, y: cell.y + 1 };
    case 'ArrowLeft':
      return { x: cell.x - 1, y: cell.y };
    case 'ArrowRight':
      return { x: cell.x + 1, y: cell.y };
  }
}

/** Edge letters (C, R, F) of a tile turned `rot`, in the order north, east, south, west. */
export function edgesOf(tile: string, rot: number): string[] {
  const def = TILE_DEFS[tileTypeIndex(tile)];
  if (!def) return [];
  // Turning clockwise moves side s to side s + rot: the north side now shows side (4 − rot).
  return [0, 1, 2, 3].map((s) => def.edges[(s - rot + 4) % 4]);
}

/** Whether a value looks like a spot name. */
export function isSpot(value: string): value is Spot {
  return (ALL_SPOTS as readonly string[]).includes(value);
}

/** Where the keyboard cursor starts: on the first tile of the position (else (0, 0)). */
export function startCursor(pos: Position | null | undefined): Pt {
  const first = pos?.tiles[0];
  return first ? { x: first.x, y: first.y } : { x: 0, y: 0 };
}

/** How many segments of each kind a tile has (to say "the road" when there is only one). */
export function kindCounts(tile: string, rot: number): Record<SegmentKindName, number> {
  const out: Record<SegmentKindName, number> = { road: 0, city: 0, field: 0, cloister: 0 };
  const type = tileTypeIndex(tile);
  if (type < 0) return out;
  for (const s of oriented(type, rot).segments) out[KIND_NAMES[s.kind]]++;
  return out;
}
