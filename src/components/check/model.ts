/**
 * The score checker's board as plain data, and the edits the page makes to
 * it (no rules here: the engine's `check` and `fitRotations` decide).
 *
 *   CheckDoc = { seats, position }   seats: each player's colour and optional name;
 *                                    position.players: the name, else the colour
 *   withPlayerCount(doc, 5), withSeat(doc, 1, { color: 'green', name: '' }), withBefore(doc, 0, 23)
 *   turnTile(pos, x, y, rot)        the tile turned, its meeples turned with it
 *   paletteCounts(pos)              copies of each letter left of the 72 (can go below 0)
 *   seatsFor(players, colors)       seats for a position from a link or a file (its `colors` by seat)
 *   positionOf(doc)                 the position to share or save: with `colors` when the names alone would not give the seats' colours
 */
import { COLOR_NAMES, colorName, colorsFor, type ColorName } from '../../engine/colors';
import { DEFAULT_RULES, type Rules } from '../../engine/rules';
import { distinctRotations, PORT_NAMES, TILE_DEFS, tileTypeIndex, type Spot } from '../../engine/tiles';
import type { Position } from '../../worker/api';

export interface Seat {
  color: ColorName;
  /** Optional; the colour names the player when empty. */
  name: string;
  /** The laps of the track entered for this player (0, 50, 100…), when entered: the score field then shows the rest as typed. */
  lap?: number;
}

export interface CheckDoc {
  seats: Seat[];
  position: Position;
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** Longest name kept (the position format allows 40). */
export const MAX_NAME = 24;
/** Points in one lap of the score track (the track has 50 spaces). */
export const LAP = 50;
/** Highest score before the final scoring the checker takes. */
export const MAX_SCORE = 99_999;

/** The name a seat has in the position. */
export const seatName = (s: Seat): string => s.name.trim() || s.color;

/** Colours by player name, for the board. */
export function colorsOf(seats: readonly Seat[]): Record<string, ColorName> {
  const out: Record<string, ColorName> = {};
  for (const s of seats) Object.defineProperty(out, seatName(s), { value: s.color, enumerable: true });
  return out;
}

export function emptyDoc(players = 2): CheckDoc {
  const seats = COLOR_NAMES.slice(0, players).map((color) => ({ color, name: '' }));
  return { seats, position: { format: 'carcassonne-position/1', players: seats.map(seatName), tiles: [], meeples: [], scores: {} } };
}

/**
 * Seats for the players of a position: the colour the position gives them,
 * else the colour their name says, else the free colours in order (the
 * engine's `colorsFor`); a player named by the colour they have needs no name.
 */
export function seatsFor(players: readonly string[], given: readonly (ColorName | null)[] = []): Seat[] {
  const colors = colorsFor(players, given);
  return players.map((p, i) => ({ color: colors[i], name: p === colors[i] ? '' : p }));
}

/** The board as it is shared and saved: every seat's colour written (`colors`) unless the names alone give them all. */
export function positionOf(doc: CheckDoc): Position {
  const names = doc.seats.map(seatName);
  const byNames = colorsFor(names);
  if (doc.seats.every((s, i) => s.color === byNames[i])) return doc.position;
  return { ...doc.position, colors: colorsOf(doc.seats) };
}

/** The doc with every player's name in the position renamed as the seats now say. */
function renamed(doc: CheckDoc, seats: Seat[], keep: (old: string) => boolean = () => true): CheckDoc {
  const names = new Map(doc.seats.map((s, i) => [seatName(s), i < seats.length ? seatName(seats[i]) : null]));
  const pos = doc.position;
  const scores: Record<string, number> = {};
  for (const [k, v] of Object.entries(pos.scores ?? {})) {
    const n = names.get(k);
    if (n && keep(k)) Object.defineProperty(scores, n, { value: v, enumerable: true, writable: true });
  }
  const meeples = (pos.meeples ?? []).flatMap((m) => {
    const n = names.get(m.player);
    return n && keep(m.player) ? [{ ...m, player: n }] : [];
  });
  return { seats, position: { ...pos, players: seats.map(seatName), meeples, scores } };
}

export function withPlayerCount(doc: CheckDoc, n: number): CheckDoc {
  const count = Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, n));
  if (count <= doc.seats.length) return renamed(doc, doc.seats.slice(0, count));
  const seats = [...doc.seats];
  for (const c of COLOR_NAMES) {
    if (seats.length >= count) break;
    if (!seats.some((s) => s.color === c)) seats.push({ color: c, name: '' });
  }
  return renamed(doc, seats);
}

/** A seat's new colour or name; null when that would give two players one name or one colour. */
export function withSeat(doc: CheckDoc, i: number, seat: Seat): CheckDoc | null {
  const next: Seat = { color: seat.color, name: seat.name.slice(0, MAX_NAME), ...(seat.lap !== undefined ? { lap: seat.lap } : {}) };
  const seats = doc.seats.map((s, j) => (j === i ? next : s));
  const names = seats.map(seatName);
  if (new Set(names).size !== names.length || new Set(seats.map((s) => s.color)).size !== seats.length) return null;
  if (['__proto__', 'constructor', 'prototype'].includes(seatName(next))) return null;
  return renamed(doc, seats);
}

/** The score on the track before the final scoring. */
export function withBefore(doc: CheckDoc, i: number, score: number): CheckDoc {
  const name = seatName(doc.seats[i]);
  const scores = { ...(doc.position.scores ?? {}) };
  Object.defineProperty(scores, name, { value: Math.max(0, Math.min(MAX_SCORE, Math.round(score) || 0)), enumerable: true, writable: true, configurable: true });
  return { ...doc, position: { ...doc.position, scores } };
}

export const beforeOf = (doc: CheckDoc, i: number): number => doc.position.scores?.[seatName(doc.seats[i])] ?? 0;

/** The laps shown for a seat: the ones entered while they fit under its score, else the whole laps in it. */
export function lapOf(doc: CheckDoc, i: number): number {
  const before = beforeOf(doc, i);
  const entered = doc.seats[i].lap;
  if (entered !== undefined && entered <= before) return entered;
  return Math.floor(before / LAP) * LAP;
}

/** A seat's score as its laps and the space its marker stands on (the marker's number kept as entered, even past a lap). */
export function withTrack(doc: CheckDoc, i: number, lap: number, marker: number): CheckDoc {
  const seats = doc.seats.map((s, j) => (j === i ? { ...s, lap } : s));
  return withBefore({ ...doc, seats }, i, lap + marker);
}

/** What was typed in a score field: a whole number from 0 to `max` (empty is 0), or why not. */
export type ScoreEntry = { ok: true; value: number } | { ok: false; why: 'not-number' | 'too-big' };
export function readScore(text: string, max: number): ScoreEntry {
  const s = text.trim();
  if (s === '') return { ok: true, value: 0 };
  if (!/^[0-9]+$/.test(s)) return { ok: false, why: 'not-number' };
  const n = Number(s);
  return n > max ? { ok: false, why: 'too-big' } : { ok: true, value: n };
}

/** Why a name cannot be seat i's: the other seat (index) that has it already, 'reserved', or null when it can. */
export function nameTaken(doc: CheckDoc, i: number, name: string): number | 'reserved' | null {
  const wanted = seatName({ ...doc.seats[i], name });
  if (['__proto__', 'constructor', 'prototype'].includes(wanted)) return 'reserved';
  const j = doc.seats.findIndex((s, k) => k !== i && seatName(s) === wanted);
  return j >= 0 ? j : null;
}

export function withRules(doc: CheckDoc, change: Partial<Rules>): CheckDoc {
  const merged = { ...DEFAULT_RULES, ...(doc.position.rules ?? {}), ...change };
  const rules: Partial<Rules> = {};
  for (const key of Object.keys(DEFAULT_RULES) as (keyof Rules)[]) {
    if (merged[key] !== DEFAULT_RULES[key]) (rules as Record<string, unknown>)[key] = merged[key];
  }
  const { rules: _old, ...rest } = doc.position;
  return { ...doc, position: Object.keys(rules).length ? { ...rest, rules } : rest };
}

export const rulesOf = (pos: Position): Rules => ({ ...DEFAULT_RULES, ...(pos.rules ?? {}) });

/** A spot turned with its tile by `turns` quarter turns clockwise. */
export function turnSpot(spot: Spot, turns: number): Spot {
  if (spot === 'C') return spot;
  const i = PORT_NAMES.indexOf(spot as (typeof PORT_NAMES)[number]);
  return PORT_NAMES[(i + 3 * (((turns % 4) + 4) % 4)) % 12];
}

/** The tile at (x, y) turned to `rot`, its meeples turned with it. */
export function turnTile(pos: Position, x: number, y: number, rot: number): Position {
  const tile = pos.tiles.find((t) => t.x === x && t.y === y);
  if (!tile) return pos;
  const turns = rot - tile.rot;
  return {
    ...pos,
    tiles: pos.tiles.map((t) => (t === tile ? { ...t, rot } : t)),
    meeples: (pos.meeples ?? []).map((m) => (m.x === x && m.y === y ? { ...m, at: turnSpot(m.at, turns) } : m)),
  };
}

/** The rotations of a tile letter that look different (all four for a letter that is not a tile). */
function rotationsOf(tile: string): readonly number[] {
  const type = tileTypeIndex(tile);
  return type < 0 ? [0, 1, 2, 3] : distinctRotations(type);
}

/** The next rotation after `rot` among `fits` (look-alike rotations once), or null when no other fits. */
export function nextFit(tile: string, rot: number, fits: readonly number[]): number | null {
  const distinct = rotationsOf(tile);
  const ways = fits.filter((r) => distinct.includes(r));
  for (let k = 1; k <= 4; k++) {
    const r = (rot + k) % 4;
    if (ways.includes(r) && r !== rot) return r;
  }
  return null;
}

/**
 * The way that fits nearest `rot` (the tile in hand as it is turned): `rot` itself when it fits, else the fewest
 * quarter turns from it either way (clockwise first on a tie), look-alike rotations once; null when none fits.
 */
export function nearestFit(tile: string, rot: number, fits: readonly number[]): number | null {
  const distinct = rotationsOf(tile);
  const ways = fits.filter((r) => distinct.includes(r));
  if (!ways.length) return fits[0] ?? null;
  for (const k of [0, 1, -1, 2]) {
    const r = (((rot + k) % 4) + 4) % 4;
    if (ways.includes(r)) return r;
    // A look-alike of `r` (a straight road turned twice is itself) that fits counts as `r`.
    const alike = ways.find((w) => w % 2 === r % 2 && distinct.length === 2);
    if (alike !== undefined) return alike;
  }
  return ways[0];
}

/** One way a tile lies: a letter and a rotation. */
export interface Way {
  tile: string;
  rot: number;
}

/** The ways that fit a cell, tile by tile in the palette's order (`fitsOf(letter)`: the rotations of it that fit), look-alikes once. */
export function waysThatFit(fitsOf: (letter: string) => readonly number[]): Way[] {
  return PALETTE_ORDER.flatMap((tile) => {
    const distinct = rotationsOf(tile);
    return fitsOf(tile)
      .filter((r) => distinct.includes(r))
      .map((rot) => ({ tile, rot }));
  });
}

/** `pos` with the tile at (x, y) replaced by `tile` turned `rot` (its meeples go: they were on the other tile). */
export function replaceTile(pos: Position, x: number, y: number, tile: string, rot: number): Position {
  return {
    ...pos,
    tiles: pos.tiles.map((t) => (t.x === x && t.y === y ? { x, y, tile, rot } : t)),
    meeples: (pos.meeples ?? []).filter((m) => m.x !== x || m.y !== y),
  };
}

/** How many distinct ways fit. */
export function waysToFit(tile: string, fits: readonly number[]): number {
  const distinct = rotationsOf(tile);
  return fits.filter((r) => distinct.includes(r)).length;
}

/** Tile letters, the common ones first (then by letter). */
export const PALETTE_ORDER: readonly string[] = [...TILE_DEFS].sort((a, b) => b.count - a.count || (a.letter < b.letter ? -1 : 1)).map((d) => d.letter);

/** Copies of each letter left of the box's (below 0 when the board has more than the box holds). */
export function paletteCounts(pos: Position): Record<string, number> {
  const left: Record<string, number> = {};
  for (const d of TILE_DEFS) left[d.letter] = d.count;
  for (const t of pos.tiles) if (Object.hasOwn(left, t.tile)) left[t.tile]--;
  return left;
}

/** Fix for a finished feature still holding meeples: its points added to the winners' scores, its meeples taken back. */
export function scoreDuringPlay(doc: CheckDoc, winners: readonly string[], points: number, indexes: readonly number[]): CheckDoc {
  const scores = { ...(doc.position.scores ?? {}) };
  for (const w of winners) Object.defineProperty(scores, w, { value: (scores[w] ?? 0) + points, enumerable: true, writable: true, configurable: true });
  const drop = new Set(indexes);
  const meeples = (doc.position.meeples ?? []).filter((_, i) => !drop.has(i));
  return { ...doc, position: { ...doc.position, scores, meeples } };
}

/** A saved doc as it is read back: the shape checked here, the board by the engine. */
export function docFrom(data: unknown): CheckDoc | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as { seats?: unknown; position?: unknown };
  if (!Array.isArray(d.seats) || typeof d.position !== 'object' || d.position === null) return null;
  const seats: Seat[] = [];
  for (const s of d.seats) {
    if (typeof s !== 'object' || s === null) return null;
    const { color, name, lap } = s as { color?: unknown; name?: unknown; lap?: unknown };
    if (typeof color !== 'string' || colorName(color) !== color || typeof name !== 'string') return null;
    const laps = typeof lap === 'number' && Number.isInteger(lap) && lap >= 0 && lap <= MAX_SCORE && lap % LAP === 0 ? { lap } : {};
    seats.push({ color: color as ColorName, name: name.slice(0, MAX_NAME), ...laps });
  }
  if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS) return null;
  const pos = d.position as Position;
  if (!Array.isArray(pos.players) || pos.players.join('\u0000') !== seats.map(seatName).join('\u0000')) return null;
  return { seats, position: pos };
}
