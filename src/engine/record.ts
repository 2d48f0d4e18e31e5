/**
 * The game record `carcassonne-game/1` (docs/game-format.md): a whole game as
 * its rules, its players, its start and every move in turn (the tile drawn,
 * where it went, its rotation and the meeple, or a tile nobody could place),
 * read strictly (each refusal a typed `bad-game` error naming the first
 * problem: never an exception, never a sentence), written back in canonical
 * form, and replayed to the position after any move.
 *
 * The start is the start tile alone, or a board given in the record (a game
 * begun from a position). The bag at the start is the start's `remaining`
 * when it lists tiles, otherwise every tile of the box not on the board; a
 * move draws its tile from it, and a tile that fits nowhere is set aside (the
 * same player draws again). The game is over when the bag is empty.
 */
import * as v from 'valibot';
import type { Board } from './board';
import type { ColorName } from './colors';
import { engineError, foundOf, type BadGameParams, type EngineError, type SchemaCheck } from './errors';
import { LEVELS, type Level } from './levels';
import { canPlaceAnywhere, checkMove } from './moves';
import { POSITION_FORMAT, readFor, schemaProblem, withoutBom, writePosition, type MeepleEntry, type Position, type TileEntry } from './notation';
import { fail, ok, type Result } from './result';
import { nonDefaultRules, type Rules } from './rules';
import { ORIENTED, START_TILE, TILE_DEFS, TILE_LETTERS, TOTAL_TILES, tileTypeIndex, type Spot } from './tiles';

export const GAME_FORMAT = 'carcassonne-game/1';
/** Reading stops before parsing anything larger (a whole game is about 5 KB). */
export const MAX_GAME_BYTES = 256 * 1024;
/** A game draws each tile once: no record has more moves than the box has tiles. */
export const MAX_MOVES = TOTAL_TILES;

/** One entry of `moves` as written: a placement (cell, rotation, meeple or none) or a tile set aside. */
export interface GameMoveEntry {
  tile: string;
  x?: number;
  y?: number;
  rot?: number;
  meeple?: string;
  discarded?: true;
}

/** The board a game starts from when it is not the start tile alone. */
export interface GameStart {
  tiles: TileEntry[];
  meeples?: MeepleEntry[];
  scores?: Record<string, number>;
  toPlay?: string;
  /** The bag at the start, in any order (its order is not part of the record). */
  remaining?: string[];
}

export interface GameFile {
  format: typeof GAME_FORMAT;
  rules?: Partial<Rules>;
  players: string[];
  colors?: Record<string, string>;
  /** The players the computer played, with its level. */
  computer?: Record<string, Level>;
  start?: GameStart;
  moves: GameMoveEntry[];
}

/** A move read and checked. */
export interface RecordedMove {
  /** The tile type drawn. */
  type: number;
  /** The seat of the player who drew it. */
  player: number;
  /** Set aside: it fitted nowhere (x, y, rot are 0 and seg -1). */
  discarded: boolean;
  x: number;
  y: number;
  rot: number;
  /** The meeple's segment on the tile, -1 for none; its spot (board orientation) or null. */
  seg: number;
  meeple: Spot | null;
}

/** A game read and checked: everything needed to replay it. */
export interface GameRecord {
  names: string[];
  rules: Rules;
  colors: (ColorName | null)[];
  /** The level of each seat the computer played, null for a person. */
  computer: (Level | null)[];
  /** The board at the start (never changed: replays copy it). */
  start: Board;
  /** How many tiles of each type are in the bag at the start. */
  bag: Int8Array;
  /** Whether the record gave a start of its own (a board other than the start tile alone, or a bag of its own). */
  customStart: boolean;
  moves: RecordedMove[];
}

const check = (name: SchemaCheck): SchemaCheck => name;
const whole = v.pipe(v.number(), v.integer(check('whole')));

const MoveSchema = v.strictObject({
  tile: v.string(),
  x: v.optional(whole),
  y: v.optional(whole),
  rot: v.optional(whole),
  meeple: v.optional(v.string()),
  discarded: v.optional(v.literal(true)),
});

// The start's fields are checked by the position reader (their shapes and their meaning).
const StartSchema = v.strictObject({
  tiles: v.unknown(),
  meeples: v.optional(v.unknown()),
  scores: v.optional(v.unknown()),
  toPlay: v.optional(v.unknown()),
  remaining: v.optional(v.unknown()),
});

const GameSchema = v.strictObject({
  format: v.literal(GAME_FORMAT, check('game-format')),
  rules: v.optional(v.unknown()),
  players: v.unknown(),
  colors: v.optional(v.unknown()),
  computer: v.optional(v.record(v.string(), v.picklist(LEVELS))),
  start: v.optional(StartSchema),
  moves: v.pipe(v.array(MoveSchema), v.maxLength(MAX_MOVES, check('moves-many'))),
});

/** The place a schema issue points at and what is wrong there, read as notation.ts reads it, with the game file's checks. */
const gameSchemaProblem = (issue: v.BaseIssue<unknown>) =>
  schemaProblem(issue, (m) => (m === 'moves-many' || m === 'whole' ? (m as SchemaCheck) : 'game-format'));

const bad = (params: BadGameParams): { ok: false; error: EngineError } => fail('bad-game', params);

/** Read a game record from JSON text (refusing oversized text before parsing it). */
export function readGameText(text: string): Result<GameRecord> {
  if (typeof text !== 'string') return fail('bad-json', { problem: 'not-text', found: foundOf(text) });
  if (text.length > MAX_GAME_BYTES) return fail('too-large', { kb: Math.round(text.length / 1024), maxKb: MAX_GAME_BYTES / 1024 });
  let data: unknown;
  try {
    data = JSON.parse(withoutBom(text));
  } catch (e) {
    return fail('bad-json', { problem: 'syntax', detail: (e as Error).message });
  }
  return readGame(data);
}

/** The tiles of the box not on `board`, by type. */
function boxMinusBoard(board: Board): Int8Array {
  const bag = new Int8Array(TILE_DEFS.length);
  for (let t = 0; t < TILE_DEFS.length; t++) bag[t] = TILE_DEFS[t].count - board.typeUsed[t];
  return bag;
}

/** Check a game record object, and replay it to check every move. */
export function readGame(data: unknown): Result<GameRecord> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return bad({ problem: 'not-object', found: foundOf(data) });
  const raw = data as Record<string, unknown>;
  if (Array.isArray(raw.moves) && raw.moves.length > MAX_MOVES) return bad({ problem: 'too-many', what: 'moves', count: raw.moves.length, max: MAX_MOVES });
  if (Array.isArray(raw.computer)) {
    return bad({ problem: 'schema', where: { in: 'field', path: ['computer'] }, issue: { kind: 'type', expected: ['Object'], found: 'Array' } });
  }
  const parsed = v.safeParse(GameSchema, data);
  if (!parsed.success) return bad({ problem: 'schema', ...gameSchemaProblem(parsed.issues[0]) });
  const game = parsed.output;
  const start = raw.start as Record<string, unknown> | undefined;

  // The players, rules, colours and start, read as one position by the position reader.
  const position: Record<string, unknown> = { format: POSITION_FORMAT, players: raw.players };
  for (const key of ['rules', 'colors'] as const) if (raw[key] !== undefined) position[key] = raw[key];
  if (start) {
    for (const key of ['tiles', 'meeples', 'scores', 'toPlay', 'remaining'] as const) if (start[key] !== undefined) position[key] = start[key];
  } else {
    position.tiles = [{ x: 0, y: 0, tile: START_TILE, rot: 0 }];
  }
  const read = readFor(position);
  if (!read.ok) return bad({ problem: 'position', error: read.error });
  const { board, names, colors, hand } = read.value;

  const computer: (Level | null)[] = names.map(() => null);
  const nameIndex = new Map(names.map((n, i) => [n, i]));
  for (const key of Object.keys(game.computer ?? {})) {
    const p = nameIndex.get(key.trim());
    if (p === undefined) return bad({ problem: 'not-a-player', field: 'computer', name: key, players: names });
    computer[p] = game.computer![key];
  }

  let bag: Int8Array;
  if (hand.remaining.length > 0) {
    bag = new Int8Array(TILE_DEFS.length);
    for (const t of hand.remaining) bag[t]++;
  } else {
    bag = boxMinusBoard(board);
  }
  const startBoard = board.clone();
  const customStart = start !== undefined;

  // Every move, played in turn on a copy of the start.
  const left = Int8Array.from(bag);
  let inBag = left.reduce((a, b) => a + b, 0);
  const moves: RecordedMove[] = [];
  for (let i = 0; i < game.moves.length; i++) {
    const m = game.moves[i];
    const number = i + 1;
    const type = tileTypeIndex(m.tile);
    if (type < 0) return bad({ problem: 'move', move: number, tile: m.tile, player: names[board.toPlay], error: engineError('unknown-tile', { tile: m.tile }) });
    if (left[type] <= 0) return bad({ problem: 'not-in-bag', move: number, tile: TILE_LETTERS[type], left: inBag });
    const player = board.toPlay;
    if (m.discarded) {
      const placed = (['x', 'y', 'rot', 'meeple'] as const).find((f) => m[f] !== undefined);
      if (placed) return bad({ problem: 'discarded-placed', move: number, field: placed });
      if (canPlaceAnywhere(board, type)) return bad({ problem: 'fits', move: number, tile: TILE_LETTERS[type] });
      moves.push({ type, player, discarded: true, x: 0, y: 0, rot: 0, seg: -1, meeple: null });
    } else {
      for (const f of ['x', 'y', 'rot'] as const) {
        if (m[f] === undefined) return bad({ problem: 'schema', where: { in: 'field', path: ['moves', i] }, issue: { kind: 'missing', field: f } });
      }
      const move = { tile: TILE_LETTERS[type], x: m.x!, y: m.y!, rot: m.rot!, meeple: m.meeple ?? null };
      const checked = checkMove(board, names, move);
      if (!checked.ok) return bad({ problem: 'move', move: number, tile: move.tile, player: names[player], error: checked.error });
      const seg = checked.value.seg;
      board.play(type, move.x, move.y, move.rot, seg);
      moves.push({ type, player, discarded: false, x: move.x, y: move.y, rot: move.rot, seg, meeple: seg < 0 ? null : ORIENTED[type * 4 + move.rot].segments[seg].spot });
    }
    left[type]--;
    inBag--;
  }
  return ok({ names, rules: board.rules, colors, computer, start: startBoard, bag, customStart, moves });
}

/** The record as a game file object, in canonical form. */
export function writeGame(record: GameRecord): GameFile {
  const { names } = record;
  const file: GameFile = { format: GAME_FORMAT, players: [...names], moves: [] };
  const rules = nonDefaultRules(record.rules);
  if (Object.keys(rules).length) file.rules = rules;
  if (record.colors.some((c) => c !== null)) {
    file.colors = byName(names, (p) => record.colors[p]);
  }
  if (record.computer.some((c) => c !== null)) file.computer = byName(names, (p) => record.computer[p]);
  if (record.customStart) {
    const pos = writePosition(record.start, names);
    const start: GameStart = { tiles: pos.tiles };
    if (pos.meeples?.length) start.meeples = pos.meeples;
    if (record.start.scores.some((s) => s !== 0)) start.scores = pos.scores;
    if (record.start.toPlay !== 0) start.toPlay = pos.toPlay;
    const box = boxMinusBoard(record.start);
    if (record.bag.some((n, t) => n !== box[t])) start.remaining = bagLetters(record.bag);
    file.start = start;
  }
  file.moves = record.moves.map((m): GameMoveEntry => {
    if (m.discarded) return { tile: TILE_LETTERS[m.type], discarded: true };
    const entry: GameMoveEntry = { tile: TILE_LETTERS[m.type], x: m.x, y: m.y, rot: m.rot };
    if (m.meeple !== null) entry.meeple = m.meeple;
    return entry;
  });
  return file;
}

/** The letters of a bag given as counts, in letter order. */
export function bagLetters(bag: ArrayLike<number>): string[] {
  const out: string[] = [];
  for (let t = 0; t < TILE_DEFS.length; t++) for (let k = 0; k < bag[t]; k++) out.push(TILE_LETTERS[t]);
  return out;
}

/** A value for each player (none where `valueOf` gives null), by name, in player order. */
function byName<T>(names: readonly string[], valueOf: (p: number) => T | null): Record<string, T> {
  const out: Record<string, T> = {};
  names.forEach((n, p) => {
    const value = valueOf(p);
    if (value !== null) Object.defineProperty(out, n, { value, enumerable: true, writable: true, configurable: true });
  });
  return out;
}

/** A game replayed to some move. */
export interface Replayed {
  /** The board after the first `at` moves (a board of its own). */
  board: Board;
  /** The tiles still in the bag then, by type. */
  bag: Int8Array;
  /** Moves replayed. */
  at: number;
  /** The next move, or null at the end of the record. */
  next: RecordedMove | null;
}

/** The game after its first `at` moves (0: the start; clamped to the record's length). */
export function replay(record: GameRecord, at: number): Replayed {
  const k = Math.max(0, Math.min(record.moves.length, Math.floor(at)));
  const board = record.start.clone();
  const bag = Int8Array.from(record.bag);
  for (let i = 0; i < k; i++) {
    const m = record.moves[i];
    bag[m.type]--;
    if (!m.discarded) board.playLegal(m.type, m.x, m.y, m.rot, m.seg);
  }
  return { board, bag, at: k, next: k < record.moves.length ? record.moves[k] : null };
}

/**
 * The position after the first `at` moves, in the position format: the
 * board, and when the record goes on with a placement, that tile in hand;
 * the rest of the bag as `remaining`, drawn at random (its order is not part
 * of the record).
 */
export function positionAfter(record: GameRecord, at: number): Position {
  const r = replay(record, at);
  const bag = Int8Array.from(r.bag);
  let inHand = -1;
  if (r.next && !r.next.discarded) {
    inHand = r.next.type;
    bag[inHand]--;
  }
  const remaining: number[] = [];
  for (let t = 0; t < TILE_DEFS.length; t++) for (let k = 0; k < bag[t]; k++) remaining.push(t);
  return writePosition(r.board, record.names, { inHand, remaining, draw: 'random' }, record.colors);
}

/** Tiles left in the bag of a record after all its moves: 0 when the game is over. */
export function tilesLeft(record: GameRecord): number {
  let n = record.bag.reduce((a, b) => a + b, 0);
  n -= record.moves.length;
  return n;
}
