/**
 * The position format `carcassonne-position/1` (docs/position-format.md):
 * reading it (with a schema for the shape and rule checks for the meaning,
 * each refusal naming the first problem and where it is) and writing it.
 */
import * as v from 'valibot';
import { Board } from './board';
import { DEFAULT_RULES, MAX_MEEPLES_PER_PLAYER, MAX_PLAYERS, nonDefaultRules, withDefaults, type Rules } from './rules';
import { fail, ok, type Result } from './result';
import {
  ALL_SPOTS,
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
import { at, clip, edgeWord, missingSpot, plural, quote, SIDE_WORDS } from './explain';

export const POSITION_FORMAT = 'carcassonne-position/1';
/** Reading stops before parsing anything larger (a full 72-tile game is about 6 KB). */
export const MAX_POSITION_BYTES = 256 * 1024;
/** Coordinates further out than this cannot belong to a connected board of 72 tiles anyway. */
export const MAX_COORD = 10_000;

export interface TileEntry { x: number; y: number; tile: string; rot: number }
export interface MeepleEntry { player: string; x: number; y: number; at: Spot }
export interface Position {
  format: typeof POSITION_FORMAT;
  rules?: Partial<Rules>;
  players: string[];
  tiles: TileEntry[];
  meeples?: MeepleEntry[];
  scores?: Record<string, number>;
  toPlay?: string;
}

const intIn = (min: number, max: number) =>
  v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));

const RulesSchema = v.strictObject({
  farmers: v.optional(v.boolean()),
  meeples: v.optional(intIn(1, MAX_MEEPLES_PER_PLAYER)),
  smallCity: v.optional(v.boolean()),
  farmScoring: v.optional(v.picklist(['third-edition', 'first-edition'])),
  incompleteScore: v.optional(v.boolean()),
});

const RESERVED_NAMES = ['__proto__', 'constructor', 'prototype'];
const PlayerName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a player name cannot be empty'),
  v.maxLength(40, 'a player name can be at most 40 characters'),
  v.check((n) => !RESERVED_NAMES.includes(n), 'that word cannot be a player name'),
);

const PositionSchema = v.strictObject({
  format: v.literal(POSITION_FORMAT, `the format must be "${POSITION_FORMAT}"`),
  rules: v.optional(RulesSchema),
  players: v.pipe(v.array(PlayerName), v.minLength(1, 'there must be at least one player'), v.maxLength(MAX_PLAYERS, `there can be at most ${MAX_PLAYERS} players`)),
  tiles: v.pipe(
    v.array(v.strictObject({
      x: intIn(-MAX_COORD, MAX_COORD),
      y: intIn(-MAX_COORD, MAX_COORD),
      tile: v.string(),
      rot: v.number(),
    })),
    v.maxLength(TOTAL_TILES, `the base game has only ${TOTAL_TILES} tiles`),
  ),
  meeples: v.optional(v.pipe(
    // Names in meeples and toPlay are trimmed as the players' own are, so they match.
    v.array(v.strictObject({ player: v.pipe(v.string(), v.trim()), x: v.number(), y: v.number(), at: v.string() })),
    v.maxLength(MAX_PLAYERS * MAX_MEEPLES_PER_PLAYER, 'too many meeples'),
  )),
  scores: v.optional(v.record(v.string(), v.pipe(v.number(), v.integer('a score must be a whole number'), v.minValue(0, 'a score cannot be negative'), v.maxValue(100_000, 'a score must be at most 100000')))),
  toPlay: v.optional(v.pipe(v.string(), v.trim())),
});

/** A position read and checked: the board, the players' names, and notes worth showing. */
export interface ReadPosition {
  board: Board;
  names: string[];
  warnings: string[];
}

const EXPECTED_WORDS: Record<string, string> = {
  Object: 'an object', Array: 'a list', number: 'a number', string: 'text', boolean: 'true or false',
};
/** The schema's name for what it expected, in words ("Object" → "an object"; literals stay as they are). */
function expectedWords(expected: string | null): string {
  if (expected === null) return 'something else';
  return expected.split(' | ').map((e) => EXPECTED_WORDS[e] ?? e).join(' or ');
}

/** Name the place an issue points at in words: "tile 3", "meeple 2", "rules", "the position". */
function describeIssue(issue: v.BaseIssue<unknown>): { where: string; message: string } {
  const parts: string[] = [];
  let parent = '';
  let last: unknown;
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    if (typeof key === 'number') {
      const noun = parent === 'tiles' ? 'tile' : parent === 'meeples' ? 'meeple' : parent === 'players' ? 'player' : 'item';
      parts.pop();
      parts.push(`${noun} ${key + 1}`);
    } else {
      parts.push(String(key));
      parent = String(key);
    }
    last = key;
  }
  const missing = issue.input === undefined && typeof last === 'string';
  let message: string;
  if (missing) {
    parts.pop();
    message = `${quote(String(last))} is missing`;
  } else if (issue.type === 'strict_object' && issue.expected === 'never' && typeof last === 'string') {
    parts.pop();
    message = `${quote(String(last))} is not a field it can have`;
  } else if (issue.kind === 'schema') {
    const received = EXPECTED_WORDS[issue.received] ?? clip(issue.received, 40);
    message = `expected ${expectedWords(issue.expected)} but found ${received}`;
  } else {
    message = issue.message;
  }
  const where = parts.join(', ');
  return { where: where || 'the position', message };
}

/** The text without the byte-order mark some editors write at its start (it is not part of the JSON). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Read a position from JSON text, refusing oversized text before parsing it. */
export function readPositionText(text: string): Result<ReadPosition> {
  if (typeof text !== 'string') return fail('bad-json', `A position must be given as JSON text, not ${text === null ? 'null' : typeof text}.`);
  if (text.length > MAX_POSITION_BYTES) {
    return fail('too-large', `This position is ${Math.round(text.length / 1024)} KB; a position can be at most ${MAX_POSITION_BYTES / 1024} KB.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(withoutBom(text));
  } catch (e) {
    return fail('bad-json', `This is not valid JSON: ${(e as Error).message}`);
  }
  return readPosition(data);
}

/** Check a position object and build its board. */
export function readPosition(data: unknown): Result<ReadPosition> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('bad-position', `A position must be a JSON object with "format", "players" and "tiles", not ${Array.isArray(data) ? 'a list' : data === null ? 'null' : typeof data}.`);
  }
  // Cheap size checks first, so a huge list is refused before each item is looked at.
  const raw = data as Record<string, unknown>;
  if (Array.isArray(raw.tiles) && raw.tiles.length > TOTAL_TILES) {
    return fail('bad-position', `In tiles: there are ${raw.tiles.length} tiles, but the base game has only ${TOTAL_TILES} tiles.`, { where: 'tiles' });
  }
  if (Array.isArray(raw.meeples) && raw.meeples.length > MAX_PLAYERS * MAX_MEEPLES_PER_PLAYER) {
    return fail('bad-position', `In meeples: there are ${raw.meeples.length} meeples, more than any game can have.`, { where: 'meeples' });
  }
  // A list is an object to the schema; rules and scores must be plain objects.
  for (const key of ['rules', 'scores'] as const) {
    if (Array.isArray(raw[key])) return fail('bad-position', `In ${key}: expected an object but found a list.`, { where: key });
  }
  if (Array.isArray(raw.players) && raw.players.length > MAX_PLAYERS) {
    return fail('bad-position', `In players: there are ${raw.players.length} players, but a game has at most ${MAX_PLAYERS} players.`, { where: 'players' });
  }
  if (typeof raw.scores === 'object' && raw.scores !== null && !Array.isArray(raw.scores)) {
    let keys = 0;
    for (const key in raw.scores) {
      if (Object.hasOwn(raw.scores, key) && ++keys > MAX_PLAYERS) {
        return fail('bad-position', `In scores: there are more than ${MAX_PLAYERS} entries, but a game has at most ${MAX_PLAYERS} players.`, { where: 'scores' });
      }
    }
  }
  const parsed = v.safeParse(PositionSchema, data);
  if (!parsed.success) {
    const { where, message } = describeIssue(parsed.issues[0]);
    return fail('bad-position', `In ${where}: ${message}.`, { where });
  }
  const pos = parsed.output;
  const rules = withDefaults(pos.rules as Partial<Rules> | undefined);
  const names = pos.players;
  const nameIndex = new Map<string, number>();
  for (let i = 0; i < names.length; i++) {
    if (nameIndex.has(names[i])) return fail('bad-position', `Player ${i + 1}: the name ${quote(names[i], 40)} is used twice.`);
    nameIndex.set(names[i], i);
  }

  // Tiles: known, turned 0-3, one per cell, no more copies than the game has.
  const tiles = pos.tiles;
  if (tiles.length === 0) return fail('bad-position', 'The board has no tiles: a position needs at least one.');
  const types: number[] = [];
  const byCell = new Map<string, number>();
  const used = new Array<number>(TILE_DEFS.length).fill(0);
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    const label = `Tile ${i + 1} at ${at(t.x, t.y)}`;
    const type = tileTypeIndex(t.tile);
    if (type < 0) return fail('unknown-tile', `${label}: ${quote(t.tile)} is not a tile of the base game (the letters are A to X).`, { index: i + 1 });
    if (!Number.isInteger(t.rot) || t.rot < 0 || t.rot > 3) return fail('bad-rotation', `${label}: rot must be 0, 1, 2 or 3 quarter turns, not ${t.rot}.`, { index: i + 1 });
    const key = `${t.x},${t.y}`;
    const other = byCell.get(key);
    if (other !== undefined) return fail('occupied', `${label}: tile ${other + 1} is already on that cell.`, { index: i + 1 });
    byCell.set(key, i);
    if (++used[type] > TILE_DEFS[type].count) {
      return fail('too-many-tiles', `${label}: the game has only ${plural(TILE_DEFS[type].count, 'tile')} of type ${t.tile}, and this is number ${used[type]}.`, { index: i + 1 });
    }
    types.push(type);
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
        return fail('edge-mismatch',
          `Tile ${i + 1} (${t.tile} at ${at(t.x, t.y)}): its ${SIDE_WORDS[side]} side is ${edgeWord(mine)}, but the ${SIDE_WORDS[opp]} side of tile ${j + 1} (${other.tile} at ${at(other.x, other.y)}) is ${edgeWord(theirs)}.`,
          { index: i + 1, side: SIDES[side], edge: EDGE_LETTER[mine], other: j + 1, otherEdge: EDGE_LETTER[theirs] });
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
    return fail('not-connected', `Tile ${lost + 1} (${tiles[lost].tile} at ${at(tiles[lost].x, tiles[lost].y)}) is not connected to tile 1: every tile must touch the others side to side.`, { index: lost + 1 });
  }

  const board = new Board(names.length, rules);
  for (let i = 0; i < tiles.length; i++) board.putTile(types[i], tiles[i].x, tiles[i].y, tiles[i].rot);

  // Meeples: a listed player, a tile, a spot that names something there, one per tile, within the supply.
  const meeples = pos.meeples ?? [];
  const onTile = new Map<number, number>();
  for (let i = 0; i < meeples.length; i++) {
    const m = meeples[i];
    const label = `Meeple ${i + 1} (${clip(m.player)} at ${at(m.x, m.y)})`;
    const player = nameIndex.get(m.player);
    if (player === undefined) return fail('bad-position', `${label}: ${quote(m.player)} is not one of the players (${names.join(', ')}).`, { index: i + 1 });
    const slot = byCell.get(`${m.x},${m.y}`);
    if (slot === undefined) return fail('no-such-spot', `${label}: there is no tile on that cell.`, { index: i + 1 });
    if (!(ALL_SPOTS as readonly string[]).includes(m.at)) {
      return fail('no-such-spot', `${label}: ${quote(m.at)} is not a spot name (use N, E, S, W, C or a half side such as NW or ES).`, { index: i + 1 });
    }
    const o = oriented(types[slot], tiles[slot].rot);
    const seg = o.spotSeg[m.at as Spot];
    if (seg < 0) {
      return fail('no-such-spot', `${label}: ${missingSpot(tiles[slot].tile, m.at as Spot)}`, { index: i + 1 });
    }
    if (o.segments[seg].kind === KIND_FIELD && !rules.farmers) {
      return fail('farmers-off', `${label}: farmers are not used in this game, so no meeple may stand in a field.`, { index: i + 1 });
    }
    const prev = onTile.get(slot);
    if (prev !== undefined) return fail('bad-position', `${label}: meeple ${prev + 1} is already on that tile, and a tile only ever receives one meeple.`, { index: i + 1 });
    onTile.set(slot, i);
    if (board.supply[player] <= 0) return fail('no-meeple-left', `${label}: ${m.player} has only ${plural(rules.meeples, 'meeple')}.`, { index: i + 1 });
    board.addMeeple((slot << 3) | seg, player);
  }

  // Scores and the player to play.
  const warnings: string[] = [];
  if (pos.scores) {
    // Keys read from the raw object: the schema drops keys such as "__proto__" silently.
    const given = new Set<number>();
    for (const key of Object.keys(raw.scores as object)) {
      const p = nameIndex.get(key.trim());
      if (p === undefined) return fail('bad-position', `In scores: ${quote(key)} is not one of the players (${names.join(', ')}).`);
      if (given.has(p)) return fail('bad-position', `In scores: ${names[p]} has two scores (${quote(key)} is the second).`);
      given.add(p);
      board.scores[p] = pos.scores[key];
    }
  }
  if (pos.toPlay !== undefined) {
    const p = nameIndex.get(pos.toPlay);
    if (p === undefined) return fail('bad-position', `In toPlay: ${quote(pos.toPlay)} is not one of the players (${names.join(', ')}).`);
    board.toPlay = p;
  }
  for (let i = 0; i < board.meepleTotal; i++) {
    const root = board.find(board.meepleNode[i]);
    if (board.isComplete(root)) {
      const slot = board.meepleNode[i] >> 3;
      warnings.push(`The meeple at ${at(board.slotX[slot], board.slotY[slot])} stands on a finished feature; in a game it would already have scored and gone back. It is scored here as finished.`);
    }
  }
  return ok({ board, names, warnings });
}

/** Write a board as a position object. */
export function writePosition(board: Board, names: readonly string[]): Position {
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
  const scores: Record<string, number> = {};
  names.forEach((n, p) => Object.defineProperty(scores, n, { value: board.scores[p], enumerable: true, writable: true, configurable: true }));
  const pos: Position = { format: POSITION_FORMAT, players: [...names], tiles, meeples, scores, toPlay: names[board.toPlay] };
  const rules = nonDefaultRules(board.rules);
  if (Object.keys(rules).length) pos.rules = rules;
  return pos;
}

export { DEFAULT_RULES };
