/**
 * The position format `carcassonne-position/1` (docs/position-format.md):
 * reading it (with a schema for the shape and rule checks for the meaning,
 * each refusal naming the first problem and where it is) and writing it.
 */
import * as v from 'valibot';
import { Board } from './board';
import { isSpot } from './moves';
import { MAX_MEEPLES_PER_PLAYER, MAX_PLAYERS, nonDefaultRules, withDefaults, type Rules } from './rules';
import { fail, ok, type Result } from './result';
import { colorName, type ColorName } from './colors';
import { SCHEMA_CHECKS, foundOf, type CausedBy, type FieldWhere, type MeepleWhere, type SchemaCheck, type SchemaIssue, type TileWhere } from './errors';
import {
  EDGE_LETTER,
  KIND_FIELD,
  SIDES,
  SIDE_DX,
  SIDE_DY,
  TILE_DEFS,
  TILE_LETTERS,
  TOTAL_TILES,
  oriented,
  tileTypeIndex,
  type Spot,
} from './tiles';

export const POSITION_FORMAT = 'carcassonne-position/1';
/** Reading stops before parsing anything larger (a full 72-tile game is about 6 KB). */
export const MAX_POSITION_BYTES = 256 * 1024;
/** Coordinates further out than this cannot belong to a connected board of 72 tiles anyway. */
const MAX_COORD = 10_000;

export interface TileEntry { x: number; y: number; tile: string; rot: number }
export interface MeepleEntry { player: string; x: number; y: number; at: Spot }
/** How the tiles of `remaining` come: in the order listed, or each drawn uniformly from what is left. */
export const DRAW_MODES = ['in-order', 'random'] as const;
export type DrawMode = (typeof DRAW_MODES)[number];
export interface Position {
  format: typeof POSITION_FORMAT;
  rules?: Partial<Rules>;
  players: string[];
  /** Each named player's colour (yellow, red, green, blue, black or pink; grey or gray read as pink). */
  colors?: Record<string, string>;
  tiles: TileEntry[];
  meeples?: MeepleEntry[];
  scores?: Record<string, number>;
  toPlay?: string;
  /** The tile letter the player to play holds. */
  inHand?: string;
  /** Tile letters still to come (none when absent). */
  remaining?: string[];
  /** How `remaining` is drawn; "in-order" when absent. */
  draw?: DrawMode;
}

/** The tiles of a position beyond the board: the one in hand, the ones to come and how they come. */
export interface Hand {
  /** Tile type in hand, or -1 for none. */
  inHand: number;
  /** Tile types still to come, in the order given. */
  remaining: number[];
  draw: DrawMode;
}

const intIn = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(check('whole')), v.minValue(min, check('min')), v.maxValue(max, check('max')));

/** Schema messages are check names (errors.ts, SchemaCheck), worded by src/i18n/words.ts. */
function check(name: SchemaCheck): SchemaCheck {
  return name;
}

const RulesSchema = v.strictObject({
  farmers: v.optional(v.boolean()),
  meeples: v.optional(intIn(1, MAX_MEEPLES_PER_PLAYER)),
  smallCity: v.optional(v.boolean()),
  farmScoring: v.optional(v.picklist(['third-edition', 'first-edition'])),
  incompleteScore: v.optional(v.boolean()),
});

const RESERVED_NAMES = ['__proto__', 'constructor', 'prototype'];
const MAX_NAME_LENGTH = 40;
const PlayerName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, check('name-empty')),
  v.maxLength(MAX_NAME_LENGTH, check('name-long')),
  v.check((n) => !RESERVED_NAMES.includes(n), check('name-reserved')),
);
const MAX_SCORE = 100_000;

const PositionSchema = v.strictObject({
  format: v.literal(POSITION_FORMAT, check('format')),
  rules: v.optional(RulesSchema),
  players: v.pipe(v.array(PlayerName), v.minLength(1, check('players-few')), v.maxLength(MAX_PLAYERS, check('players-many'))),
  tiles: v.pipe(
    v.array(v.strictObject({
      x: intIn(-MAX_COORD, MAX_COORD),
      y: intIn(-MAX_COORD, MAX_COORD),
      tile: v.string(),
      rot: v.number(),
    })),
    v.maxLength(TOTAL_TILES, check('tiles-many')),
  ),
  meeples: v.optional(v.pipe(
    // Names in meeples and toPlay are trimmed as the players' own are, so they match.
    v.array(v.strictObject({ player: v.pipe(v.string(), v.trim()), x: v.number(), y: v.number(), at: v.string() })),
    v.maxLength(MAX_PLAYERS * MAX_MEEPLES_PER_PLAYER, check('meeples-many')),
  )),
  colors: v.optional(v.record(v.string(), v.string())),
  scores: v.optional(v.record(v.string(), v.pipe(v.number(), v.integer(check('score-whole')), v.minValue(0, check('score-negative')), v.maxValue(MAX_SCORE, check('score-max'))))),
  toPlay: v.optional(v.pipe(v.string(), v.trim())),
  inHand: v.optional(v.string()),
  remaining: v.optional(v.pipe(v.array(v.string()), v.maxLength(TOTAL_TILES, check('tiles-many')))),
  draw: v.optional(v.picklist(DRAW_MODES)),
});

/** Something legal but unusual about a position, worth telling (worded by src/i18n/words.ts, `wordWarning`). */
export type PositionWarning = { code: 'meeple-on-finished-feature'; x: number; y: number };

/** A position read and checked: the board, the players' names, and notes worth showing. */
export interface ReadPosition {
  board: Board;
  names: string[];
  warnings: PositionWarning[];
  /** The tile in hand and the tiles to come. */
  hand: Hand;
  /** The colour `colors` gives each player, by seat (null where it gives none; `colorsFor` fills the rest). */
  colors: (ColorName | null)[];
}

/**
 * The place an issue points at and what is wrong there, as data; `checkOf` names a failed check from its message
 * (the position's checks by default; record.ts passes the game file's).
 */
export function schemaProblem(
  issue: v.BaseIssue<unknown>,
  checkOf: (message: string) => SchemaCheck = (m) => ((SCHEMA_CHECKS as readonly string[]).includes(m) ? (m as SchemaCheck) : 'format'),
): { where: FieldWhere; issue: SchemaIssue } {
  const path: (string | number)[] = (issue.path ?? []).map((item) => (item as { key: unknown }).key as string | number);
  const last = path[path.length - 1];
  if (issue.input === undefined && typeof last === 'string') {
    return { where: { in: 'field', path: path.slice(0, -1) }, issue: { kind: 'missing', field: last } };
  }
  if (issue.type === 'strict_object' && issue.expected === 'never' && typeof last === 'string') {
    return { where: { in: 'field', path: path.slice(0, -1) }, issue: { kind: 'unknown-field', field: last } };
  }
  const where: FieldWhere = { in: 'field', path };
  if (issue.kind === 'schema') {
    return { where, issue: { kind: 'type', expected: issue.expected === null ? [] : issue.expected.split(' | '), found: issue.received } };
  }
  const limit = typeof issue.requirement === 'number' ? issue.requirement : undefined;
  const name = checkOf(issue.message);
  return { where, issue: limit === undefined ? { kind: 'check', check: name } : { kind: 'check', check: name, limit } };
}

/** The text without the byte-order mark some editors write at its start (it is not part of the JSON). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Read a position from JSON text (refusing oversized text before parsing it), through `readFor`. */
export function readPositionText(text: string): Result<ReadPosition> {
  if (typeof text !== 'string') return fail('bad-json', { problem: 'not-text', found: foundOf(text) });
  if (text.length > MAX_POSITION_BYTES) {
    return fail('too-large', { kb: Math.round(text.length / 1024), maxKb: MAX_POSITION_BYTES / 1024 });
  }
  let data: unknown;
  try {
    data = JSON.parse(withoutBom(text));
  } catch (e) {
    return fail('bad-json', { problem: 'syntax', detail: (e as Error).message });
  }
  return readFor(data);
}

/**
 * The one reader every action uses: a broken position is refused as
 * "bad-position" (the rule it breaks kept as params.cause, with that rule's
 * parameters), so it is never taken for an illegal move.
 */
export function readFor(pos: unknown): Result<ReadPosition> {
  const read = readPosition(pos);
  if (read.ok || read.error.code === 'bad-position') return read;
  return fail('bad-position', { ...read.error.params, cause: read.error.code } as CausedBy);
}

const tileAt = (i: number, t: { x: number; y: number }): TileWhere => ({ in: 'tile', index: i + 1, x: t.x, y: t.y });

/** Check a position object and build its board (the rule a position breaks is its code; actions use `readFor`). */
export function readPosition(data: unknown): Result<ReadPosition> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('bad-position', { problem: 'not-object', found: foundOf(data) });
  }
  // Cheap size checks first, so a huge list is refused before each item is looked at.
  const raw = data as Record<string, unknown>;
  if (Array.isArray(raw.tiles) && raw.tiles.length > TOTAL_TILES) {
    return fail('bad-position', { problem: 'too-many', what: 'tiles', count: raw.tiles.length, max: TOTAL_TILES });
  }
  if (Array.isArray(raw.meeples) && raw.meeples.length > MAX_PLAYERS * MAX_MEEPLES_PER_PLAYER) {
    return fail('bad-position', { problem: 'too-many', what: 'meeples', count: raw.meeples.length, max: MAX_PLAYERS * MAX_MEEPLES_PER_PLAYER });
  }
  // A list is an object to the schema; rules, scores and colors must be plain objects.
  for (const key of ['rules', 'scores', 'colors'] as const) {
    if (Array.isArray(raw[key])) {
      return fail('bad-position', { problem: 'schema', where: { in: 'field', path: [key] }, issue: { kind: 'type', expected: ['Object'], found: 'Array' } });
    }
  }
  if (Array.isArray(raw.remaining) && raw.remaining.length > TOTAL_TILES) {
    return fail('bad-position', { problem: 'too-many', what: 'remaining', count: raw.remaining.length, max: TOTAL_TILES });
  }
  if (Array.isArray(raw.players) && raw.players.length > MAX_PLAYERS) {
    return fail('bad-position', { problem: 'too-many', what: 'players', count: raw.players.length, max: MAX_PLAYERS });
  }
  for (const what of ['scores', 'colors'] as const) {
    const byName = raw[what];
    if (typeof byName !== 'object' || byName === null) continue;
    let keys = 0;
    for (const key in byName) {
      if (Object.hasOwn(byName, key) && ++keys > MAX_PLAYERS) {
        return fail('bad-position', { problem: 'too-many', what, count: keys, max: MAX_PLAYERS });
      }
    }
  }
  const parsed = v.safeParse(PositionSchema, data);
  if (!parsed.success) return fail('bad-position', { problem: 'schema', ...schemaProblem(parsed.issues[0]) });
  const pos = parsed.output;
  const rules = withDefaults(pos.rules as Partial<Rules> | undefined);
  const names = pos.players;
  const nameIndex = new Map<string, number>();
  for (let i = 0; i < names.length; i++) {
    if (nameIndex.has(names[i])) return fail('bad-position', { problem: 'name-twice', where: { in: 'player', index: i + 1 }, name: names[i] });
    nameIndex.set(names[i], i);
  }

  // Tiles: known, turned 0-3, one per cell, no more copies than the game has.
  const tiles = pos.tiles;
  if (tiles.length === 0) return fail('bad-position', { problem: 'no-tiles' });
  const types: number[] = [];
  const byCell = new Map<string, number>();
  const used = new Array<number>(TILE_DEFS.length).fill(0);
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    const where = tileAt(i, t);
    const type = tileTypeIndex(t.tile);
    if (type < 0) return fail('unknown-tile', { tile: t.tile, where });
    if (!Number.isInteger(t.rot) || t.rot < 0 || t.rot > 3) return fail('bad-rotation', { rot: t.rot, where });
    const key = `${t.x},${t.y}`;
    const other = byCell.get(key);
    if (other !== undefined) return fail('occupied', { where, other: other + 1 });
    byCell.set(key, i);
    if (++used[type] > TILE_DEFS[type].count) {
      return fail('too-many-tiles', { where, tile: t.tile, count: TILE_DEFS[type].count, nth: used[type] });
    }
    types.push(type);
  }

  // The tile in hand and the tiles to come: known letters, and with the board no more copies than the box holds.
  const hand: Hand = { inHand: -1, remaining: [], draw: pos.draw ?? 'in-order' };
  const extra: { letter: string; path: (string | number)[] }[] = [];
  if (pos.inHand !== undefined) extra.push({ letter: pos.inHand, path: ['inHand'] });
  (pos.remaining ?? []).forEach((letter, i) => extra.push({ letter, path: ['remaining', i] }));
  for (const { letter, path } of extra) {
    const type = tileTypeIndex(letter);
    if (type < 0) return fail('unknown-tile', { tile: letter, where: { in: 'field', path } });
    if (path[0] === 'inHand') hand.inHand = type;
    else hand.remaining.push(type);
    if (++used[type] > TILE_DEFS[type].count) {
      const onBoard = types.filter((t) => t === type).length;
      const inHand = hand.inHand === type ? 1 : 0;
      const remaining = (pos.remaining ?? []).filter((l) => l === letter).length;
      return fail('too-many-tiles', { where: { in: 'field', path }, tile: letter, count: TILE_DEFS[type].count, onBoard, inHand, remaining });
    }
  }

  // Edges match wherever two tiles touch.
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    const edges = oriented(types[i], t.rot).edges;
    for (let s = 0; s < 2; s++) { // east and south: each touching pair once
      const side = s === 0 ? 1 : 2;
      const j = byCell.get(`${t.x + SIDE_DX[side]},${t.y + SIDE_DY[side]}`);
      if (j === undefined) continue;
      const other = tiles[j];
      const opp = (side + 2) % 4;
      const mine = (edges >> (2 * side)) & 3;
      const theirs = (oriented(types[j], other.rot).edges >> (2 * opp)) & 3;
      if (mine !== theirs) {
        return fail('edge-mismatch', {
          x: t.x, y: t.y, tile: t.tile, rot: t.rot, side: SIDES[side], edge: EDGE_LETTER[mine],
          nx: other.x, ny: other.y, ntile: other.tile, nedge: EDGE_LETTER[theirs], where: tileAt(i, t), other: j + 1,
        });
      }
    }
  }

  // All tiles connected.
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const i = queue.pop()!;
    for (let s = 0; s < 4; s++) {
      const j = byCell.get(`${tiles[i].x + SIDE_DX[s]},${tiles[i].y + SIDE_DY[s]}`);
      if (j !== undefined && !seen.has(j)) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  if (seen.size < tiles.length) {
    const lost = tiles.findIndex((_, i) => !seen.has(i));
    return fail('not-connected', { where: tileAt(lost, tiles[lost]), tile: tiles[lost].tile });
  }

  const board = new Board(names.length, rules);
  for (let i = 0; i < tiles.length; i++) board.putTile(types[i], tiles[i].x, tiles[i].y, tiles[i].rot);

  // Meeples: a listed player, a tile, a spot that names something there, one per tile, within the supply.
  const meeples = pos.meeples ?? [];
  const onTile = new Map<number, number>();
  for (let i = 0; i < meeples.length; i++) {
    const m = meeples[i];
    const where: MeepleWhere = { in: 'meeple', index: i + 1, player: m.player, x: m.x, y: m.y };
    const player = nameIndex.get(m.player);
    if (player === undefined) return fail('bad-position', { problem: 'not-a-player', field: 'meeples', name: m.player, players: names, where });
    const slot = byCell.get(`${m.x},${m.y}`);
    if (slot === undefined) return fail('no-such-spot', { problem: 'no-tile', where });
    if (!isSpot(m.at)) return fail('no-such-spot', { problem: 'not-a-spot', spot: m.at, where });
    const o = oriented(types[slot], tiles[slot].rot);
    const seg = o.spotSeg[m.at];
    if (seg < 0) return fail('no-such-spot', { problem: 'not-on-tile', spot: m.at, tile: tiles[slot].tile, where });
    if (o.segments[seg].kind === KIND_FIELD && !rules.farmers) return fail('farmers-off', { where });
    const prev = onTile.get(slot);
    if (prev !== undefined) return fail('bad-position', { problem: 'meeple-on-tile', where, other: prev + 1 });
    onTile.set(slot, i);
    if (board.supply[player] <= 0) return fail('no-meeple-left', { where, meeples: rules.meeples });
    board.addMeeple((slot << 3) | seg, player);
  }

  // Scores and the player to play.
  if (pos.scores) {
    // Keys read from the raw object: the schema drops keys such as "__proto__" silently.
    const given = new Set<number>();
    for (const key of Object.keys(raw.scores as object)) {
      const p = nameIndex.get(key.trim());
      if (p === undefined) return fail('bad-position', { problem: 'not-a-player', field: 'scores', name: key, players: names });
      if (given.has(p)) return fail('bad-position', { problem: 'two-scores', name: names[p], key });
      given.add(p);
      board.scores[p] = pos.scores[key];
    }
  }
  // Colours: a player's, a colour's name, one player per colour.
  const colors: (ColorName | null)[] = names.map(() => null);
  if (pos.colors) {
    for (const key of Object.keys(raw.colors as object)) {
      const p = nameIndex.get(key.trim());
      if (p === undefined) return fail('bad-position', { problem: 'not-a-player', field: 'colors', name: key, players: names });
      if (colors[p] !== null) return fail('bad-position', { problem: 'two-colors', name: names[p], key });
      const text = pos.colors[key];
      const c = colorName(text);
      if (c === null) return fail('bad-position', { problem: 'not-a-color', where: { in: 'field', path: ['colors', key] }, color: text });
      const other = colors.indexOf(c);
      if (other >= 0) return fail('bad-position', { problem: 'color-twice', color: c, name: names[p], other: names[other] });
      colors[p] = c;
    }
  }
  if (pos.toPlay !== undefined) {
    const p = nameIndex.get(pos.toPlay);
    if (p === undefined) return fail('bad-position', { problem: 'not-a-player', field: 'toPlay', name: pos.toPlay, players: names });
    board.toPlay = p;
  }
  const warnings: PositionWarning[] = [];
  for (let i = 0; i < board.meepleTotal; i++) {
    const root = board.find(board.meepleNode[i]);
    if (board.isComplete(root)) {
      const slot = board.meepleNode[i] >> 3;
      warnings.push({ code: 'meeple-on-finished-feature', x: board.slotX[slot], y: board.slotY[slot] });
    }
  }
  return ok({ board, names, warnings, hand, colors });
}

/**
 * Write a board (and the tiles in hand and to come, when there are any, and
 * the players' colours, when any is given) as a position object.
 */
export function writePosition(board: Board, names: readonly string[], hand?: Hand, colors?: readonly (ColorName | null)[]): Position {
  const tiles: TileEntry[] = [];
  for (let s = 0; s < board.tileCount; s++) {
    tiles.push({ x: board.slotX[s], y: board.slotY[s], tile: TILE_LETTERS[board.slotType[s]], rot: board.slotRot[s] });
  }
  const meeples: MeepleEntry[] = [];
  for (let i = 0; i < board.meepleTotal; i++) {
    const node = board.meepleNode[i];
    const slot = node >> 3;
    const o = oriented(board.slotType[slot], board.slotRot[slot]);
    meeples.push({ player: names[board.meeplePlayer[i]], x: board.slotX[slot], y: board.slotY[slot], at: o.segments[node & 7].spot });
  }
  const scores = byName(names, (p) => board.scores[p]);
  // `colors` comes next to the players it names, and only when it names someone.
  const given = colors?.some((c) => c !== null) ? { colors: byName(names, (p) => colors[p]) } : {};
  const pos: Position = { format: POSITION_FORMAT, players: [...names], ...given, tiles, meeples, scores, toPlay: names[board.toPlay] };
  const rules = nonDefaultRules(board.rules);
  if (Object.keys(rules).length) pos.rules = rules;
  if (hand && hand.inHand >= 0) pos.inHand = TILE_LETTERS[hand.inHand];
  if (hand && hand.remaining.length) {
    pos.remaining = hand.remaining.map((t) => TILE_LETTERS[t]);
    if (hand.draw !== 'in-order') pos.draw = hand.draw;
  }
  return pos;
}


/** A value for each player (none where `valueOf` gives null), by name, in player order; any name is a safe key. */
function byName<T>(names: readonly string[], valueOf: (p: number) => T | null): Record<string, T> {
  const out: Record<string, T> = {};
  names.forEach((n, p) => {
    const value = valueOf(p);
    if (value !== null) Object.defineProperty(out, n, { value, enumerable: true, writable: true, configurable: true });
  });
  return out;
}
