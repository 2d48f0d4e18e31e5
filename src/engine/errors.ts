/**
 * The engine's error vocabulary: every code the engine and the worker answer
 * with, each with the type of its parameters. An error is data — a code and
 * the values a sentence needs — never a sentence: src/i18n/words.ts
 * (`wordError`) words it, in any language. docs/errors.md lists them all.
 */
import type { SegmentKind, Side, Spot } from './tiles';

/** Every error code, in the order docs/errors.md lists them. */
export const ERROR_CODES = [
  // reading a position or a link
  'bad-json', 'too-large', 'bad-position', 'bad-link',
  // reading a game record (src/engine/record.ts)
  'bad-game',
  // a tile or a rotation that does not exist
  'unknown-tile', 'bad-rotation',
  // placing a tile
  'occupied', 'not-adjacent', 'edge-mismatch', 'no-tile-left', 'board-full', 'too-many-tiles', 'not-connected',
  // placing a meeple
  'no-such-spot', 'feature-occupied', 'no-meeple-left', 'farmers-off',
  // the worker's arguments and runs
  'bad-move', 'bad-option', 'cancelled', 'internal', 'engine-stopped',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A value as a sentence needs it: what kind it was, and for text, numbers and lists enough to name it. */
export type Found =
  | { kind: 'null' | 'nothing' | 'nan' | 'function' | 'object' }
  | { kind: 'text'; text: string; length: number }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'list'; length: number }
  | { kind: 'other'; type: string };

/** Longest piece of given text kept in a Found (its full length is kept too). */
const FOUND_TEXT_MAX = 24;

/** Describe any value for an error's parameters. */
export function foundOf(v: unknown): Found {
  if (v === null) return { kind: 'null' };
  if (v === undefined) return { kind: 'nothing' };
  if (typeof v === 'string') return { kind: 'text', text: v.slice(0, FOUND_TEXT_MAX), length: v.length };
  if (typeof v === 'number') return Number.isNaN(v) ? { kind: 'nan' } : { kind: 'number', value: v };
  if (typeof v === 'boolean') return { kind: 'boolean', value: v };
  if (Array.isArray(v)) return { kind: 'list', length: v.length };
  if (typeof v === 'function') return { kind: 'function' };
  if (typeof v === 'object') return { kind: 'object' };
  return { kind: 'other', type: typeof v };
}

// ------------------------------------------------------------------ where in a position file

/** A place in a position object named by its keys: ['tiles', 2, 'x'] (list positions from 0); [] is the whole position. */
export interface FieldWhere { in: 'field'; path: readonly (string | number)[] }
/** Tile `index` (from 1) of the position's list, at (x, y). */
export interface TileWhere { in: 'tile'; index: number; x: number; y: number }
/** Meeple `index` (from 1) of the position's list: `player`'s, at (x, y). */
export interface MeepleWhere { in: 'meeple'; index: number; player: string; x: number; y: number }
/** Player `index` (from 1) of the position's list. */
export interface PlayerWhere { in: 'player'; index: number }
export type Where = FieldWhere | TileWhere | MeepleWhere | PlayerWhere;

/** The rule a schema check found broken (the wording is in src/i18n/errors.en.ts, `schema.check.*`). */
export const SCHEMA_CHECKS = [
  'whole', 'min', 'max', 'format', 'name-empty', 'name-long', 'name-reserved',
  'players-few', 'players-many', 'tiles-many', 'meeples-many', 'score-whole', 'score-negative', 'score-max',
  'game-format', 'moves-many',
] as const;
export type SchemaCheck = (typeof SCHEMA_CHECKS)[number];

/** What the position's schema found wrong at a place. */
export type SchemaIssue =
  | { kind: 'missing'; field: string }
  | { kind: 'unknown-field'; field: string }
  /** `expected`: schema type names ('Object', 'Array', 'number', 'string', 'boolean') or literals as written ('"x"'). */
  | { kind: 'type'; expected: string[]; found: string }
  | { kind: 'check'; check: SchemaCheck; limit?: number };

// ------------------------------------------------------------------ parameters

/** A move: tile `tile` turned `rot` quarter turns at (x, y). */
export interface MoveAt { x: number; y: number; tile: string; rot: number }

/** The worker's argument names (as the caller passes them). */
export type ArgName =
  | 'tile' | 'move' | 'move.tile' | 'move.x' | 'move.y' | 'move.rot' | 'move.meeple' | 'x' | 'y' | 'spot'
  | 'options' | 'timeLimitMs' | 'limit' | 'id' | 'slowdownMs' | 'holdMs' | 'onProgress' | 'cancel' | 'objective'
  | 'level' | 'seed' | 'playouts' | 'at' | 'settings' | 'seats';

/** An argument of the wrong type or out of range; `max` for limits the sentence names. */
export interface ArgProblem { argument: ArgName; found: Found; max?: number }

/** A meeple already on a feature, by player name. */
export interface Holder { player: string; x: number; y: number; at: Spot }

/** Codes a position can break besides its shape; a broken position is `bad-position` with one of them as `cause`. */
export type CauseCode =
  | 'unknown-tile' | 'bad-rotation' | 'occupied' | 'too-many-tiles' | 'edge-mismatch' | 'not-connected'
  | 'no-such-spot' | 'farmers-off' | 'no-meeple-left';

type NoCause = { cause?: undefined };

export type BadPositionParams =
  | ({ problem: 'not-object'; found: Found } & NoCause)
  | ({ problem: 'too-many'; what: 'tiles' | 'meeples' | 'players' | 'scores' | 'colors' | 'remaining'; count: number; max: number } & NoCause)
  | ({ problem: 'schema'; where: FieldWhere; issue: SchemaIssue } & NoCause)
  | ({ problem: 'name-twice'; where: PlayerWhere; name: string } & NoCause)
  | ({ problem: 'no-tiles' } & NoCause)
  | ({ problem: 'not-a-player'; field: 'meeples' | 'scores' | 'colors' | 'toPlay'; name: string; players: string[]; where?: MeepleWhere } & NoCause)
  | ({ problem: 'meeple-on-tile'; where: MeepleWhere; other: number } & NoCause)
  | ({ problem: 'two-scores'; name: string; key: string } & NoCause)
  | ({ problem: 'two-colors'; name: string; key: string } & NoCause)
  /** `color`: the text given, which names no player colour. */
  | ({ problem: 'not-a-color'; where: FieldWhere; color: string } & NoCause)
  | ({ problem: 'color-twice'; color: string; name: string; other: string } & NoCause)
  | CausedBy;

/** A bad-position caused by another code: that code as `cause`, with its own parameters. */
export type CausedBy = { [C in CauseCode]: { cause: C } & ErrorParams[C] }[CauseCode];

export interface EdgeMismatch extends MoveAt {
  /** This tile's side that does not match, and what it is (C, R or F). */
  side: Side;
  edge: string;
  /** The neighbour across that side: its cell, its letter and what its touching side is. */
  nx: number;
  ny: number;
  ntile: string;
  nedge: string;
}

/**
 * What is wrong with a game record (`carcassonne-game/1`, src/engine/record.ts). `move` numbers the
 * entries of `moves` from 1. `position`: the players, rules, colours and start, read as a position,
 * are refused with `error`; `move`: that move breaks a rule (`error`: the refusal of the same move
 * on the board as it stood, e.g. `edge-mismatch` or `feature-occupied`).
 */
export type BadGameParams =
  | { problem: 'not-object'; found: Found }
  | { problem: 'too-many'; what: 'moves'; count: number; max: number }
  | { problem: 'schema'; where: FieldWhere; issue: SchemaIssue }
  | { problem: 'position'; error: EngineError }
  | { problem: 'not-a-player'; field: 'computer'; name: string; players: string[] }
  | { problem: 'move'; move: number; tile: string; player: string; error: EngineError }
  /** The tile a move names is not among the tiles still in the bag then (`left` tiles in all). */
  | { problem: 'not-in-bag'; move: number; tile: string; left: number }
  /** A move sets a tile aside (`discarded`), but it fits somewhere on the board. */
  | { problem: 'fits'; move: number; tile: string }
  /** A move both sets its tile aside and gives a cell, a rotation or a meeple (`field`: the first of those). */
  | { problem: 'discarded-placed'; move: number; field: string };

/** Parameters of each code. */
export interface ErrorParams {
  'bad-json': { problem: 'not-text'; found: Found } | { problem: 'syntax'; detail: string };
  'too-large': { kb: number; maxKb: number };
  'bad-position': BadPositionParams;
  'bad-game': BadGameParams;
  'bad-link':
    | { problem: 'no-code' | 'version' | 'too-many-scores' | 'to-play' }
    | { problem: 'too-long'; length: number; max: number }
    | { problem: 'parts'; count: number; version: string; expected: number }
    | { problem: 'name' | 'rules' | 'hand' | 'colors'; text: string }
    | { problem: 'tile' | 'meeple' | 'score'; index: number; text: string }
    | { problem: 'meeple-player'; index: number; player: number; players: number };
  /** `where`: a tile of the file, or the field `inHand` / an entry of `remaining`. */
  'unknown-tile': { tile: string; where?: TileWhere | FieldWhere } | ArgProblem;
  'bad-rotation': { rot: number; where?: TileWhere } | ArgProblem;
  'occupied': (MoveAt & { ntile: string }) | { where: TileWhere; other: number };
  'not-adjacent': MoveAt;
  'edge-mismatch': EdgeMismatch & { where?: TileWhere; other?: number };
  'no-tile-left': MoveAt & { count: number };
  'board-full': MoveAt;
  'too-many-tiles':
    | { where: TileWhere; tile: string; count: number; nth: number }
    /** More copies of `tile` on the board, in hand and to come than the box's `count`; `where` is the first one too many. */
    | { where: FieldWhere; tile: string; count: number; onBoard: number; inHand: number; remaining: number };
  'not-connected': { where: TileWhere; tile: string };
  'no-such-spot':
    | ArgProblem
    | { problem: 'not-a-spot'; spot: string; where?: MeepleWhere }
    | (MoveAt & { problem: 'not-on-tile'; spot: Spot; open: Spot[] })
    | { problem: 'not-on-tile'; spot: Spot; tile: string; where: MeepleWhere }
    | { problem: 'no-tile'; where: MeepleWhere }
    | { problem: 'no-feature'; x: number; y: number; spot: Spot };
  'feature-occupied': MoveAt & { spot: Spot; kind: SegmentKind; holders: Holder[] };
  'no-meeple-left': (MoveAt & { spot: Spot; player: string; meeples: number }) | { where: MeepleWhere; meeples: number };
  'farmers-off': (MoveAt & { spot: Spot }) | { where: MeepleWhere };
  'bad-move': ArgProblem | { problem: 'cell'; x: number; y: number } | (ArgProblem & { cell: [string, string] });
  'bad-option': ArgProblem | { problem: 'unknown-option'; option: string; known: string[] };
  'cancelled': Record<string, never>;
  /** A bug: `call` is the worker method, `detail` what was thrown. */
  'internal': { call: string; detail: string };
  /** The worker stopped before answering (reported by the worker client). */
  'engine-stopped': { reason: string };
}

export type ParamsOf<C extends ErrorCode> = ErrorParams[C];

/** An error: a code and its parameters; no message (word it with src/i18n/words.ts). */
export type EngineError = { [C in ErrorCode]: { code: C; params: ErrorParams[C] } }[ErrorCode];

/** The error for `code`; the parameters are type-checked against the code. */
export function engineError<C extends ErrorCode>(code: C, params: ParamsOf<C>): EngineError {
  return { code, params } as EngineError;
}

// Every code has parameters and every parameter type has a code in the list (checked by the compiler).
type Missing = Exclude<keyof ErrorParams, ErrorCode> | Exclude<ErrorCode, keyof ErrorParams>;
const everyCodeListed: [Missing] extends [never] ? true : Missing = true;
void everyCodeListed;

// ------------------------------------------------------------------ the score checker's warnings

/**
 * Problems the score checker (src/engine/check.ts) lets through and reports:
 * a board copied from a table can hold them, and it can still be scored.
 * Worded by src/i18n/words.ts `wordCheckWarning`; docs/errors.md lists them.
 */
export const CHECK_WARNING_CODES = ['scored-during-play', 'too-many-tiles', 'too-many-meeples', 'meeples-on-tile', 'farmers-off'] as const;

export type CheckWarningCode = (typeof CHECK_WARNING_CODES)[number];

export type CheckWarning =
  /**
   * A finished road, city or cloister still holds meeples: it should have scored `points` during play for
   * `winners` (and the meeples gone back). The checker leaves it out of the final scoring. (x, y, at): its first meeple.
   */
  | {
      code: 'scored-during-play'; kind: Exclude<SegmentKind, 'field'>; x: number; y: number; at: Spot;
      tiles: number; pennants: number; points: number; winners: string[]; meeples: Record<string, number>;
      /** The meeples on it, as indexes (from 0) into the position's list. */
      indexes: number[];
      parts: { x: number; y: number; at: Spot }[];
    }
  /** `onBoard` copies of `tile` on the board, the box holds `count`; `where`: the first one too many. */
  | { code: 'too-many-tiles'; tile: string; count: number; onBoard: number; where: TileWhere }
  /** `player` has `count` meeples on the board but owns `meeples`. */
  | { code: 'too-many-meeples'; player: string; count: number; meeples: number; where: PlayerWhere }
  /** A second meeple on one tile (a tile gets at most one meeple when it is played); `other`: the first one's number. */
  | { code: 'meeples-on-tile'; where: MeepleWhere; other: number }
  /** A farmer, but farmers are not played: it is not counted. */
  | { code: 'farmers-off'; where: MeepleWhere };

// ------------------------------------------------------------------ why a position cannot arise in a game

/**
 * Why a position could not arise in a real game under its rules
 * (src/engine/possible.ts, `checkPossible`): necessary conditions a board
 * breaks, or a search for an order of laying its tiles that found none.
 * Worded by src/i18n/words.ts `wordImpossible`; docs/errors.md lists them.
 */
export const IMPOSSIBLE_CODES = [
  'too-many-tiles', 'too-many-meeples', 'meeples-on-tile', 'farmers-off',
  'no-start-tile', 'meeple-on-start-tile', 'meeple-on-completed', 'meeples-joined', 'too-few-turns',
  'unreachable-score', 'no-order', 'turn-order',
] as const;

export type ImpossibleCode = (typeof IMPOSSIBLE_CODES)[number];

/** A cell of the board. */
export interface Cell { x: number; y: number }

export type ImpossibleReason =
  /**
   * More copies of `tile` than the box holds (`count`, the start tile counted among the D tiles): `onBoard` on the
   * board, `inHand` in hand and `remaining` still to come; `where`: the first one too many.
   */
  | { code: 'too-many-tiles'; tile: string; count: number; onBoard: number; inHand: number; remaining: number; where: TileWhere | FieldWhere }
  /** `player` has `count` meeples on the board but owns `meeples` (rules.meeples). */
  | { code: 'too-many-meeples'; player: string; count: number; meeples: number; where: PlayerWhere }
  /** A second meeple on one tile (a tile receives at most one, when it is laid); `other`: the first one's number. */
  | { code: 'meeples-on-tile'; where: MeepleWhere; other: number }
  /** A farmer in a game played without farmers. */
  | { code: 'farmers-off'; where: MeepleWhere }
  /** No tile of the start tile's type (`tile`, D) on the board: every game starts from the start tile. */
  | { code: 'no-start-tile'; tile: string }
  /**
   * A meeple on a tile of the start tile's type (`tile`, D), and every such tile on the board (`starts` of them)
   * holds one: one of them is the start tile, which nobody lays, so nobody could put a meeple on it.
   */
  | { code: 'meeple-on-start-tile'; where: MeepleWhere; tile: string; starts: number }
  /** A meeple on a completed road, city or cloister: it would have scored and gone back the turn it was completed. */
  | { code: 'meeple-on-completed'; kind: Exclude<SegmentKind, 'field'>; tiles: number; pennants: number; where: MeepleWhere }
  /**
   * Two meeples on one road, city or field whose parts are joined with no tile that could have been laid after
   * both: `touching`, their tiles are side by side and their parts meet across that side; `start-tile`, their
   * parts meet through the start tile at `start`, which is on the table before either.
   */
  | { code: 'meeples-joined'; kind: Exclude<SegmentKind, 'cloister'>; where: MeepleWhere; other: MeepleWhere; through: 'touching' | 'start-tile'; start?: Cell }
  /**
   * Players lay tiles in turn: with `toPlay` to play now, `player` has laid `turns` of the tiles after the start
   * tile, fewer than the `meeples` they have on the board.
   */
  | { code: 'too-few-turns'; player: string; meeples: number; turns: number; toPlay: string; where: PlayerWhere }
  /**
   * `player`'s `score` is not the sum of any choice of the `completed` completed roads, cities and cloisters on the
   * board (points during play come only from features completed, each paying its holders once, and they stay on
   * the board), taking at most `most` of them: one for each tile the player could have put a meeple on.
   */
  | { code: 'unreachable-score'; player: string; score: number; completed: number; most: number; where: PlayerWhere }
  /**
   * From the start tile at `start`, no order of laying the tiles (each touching the ones before) lets every meeple
   * be put on the tile just laid, on a road, city, field or cloister nobody held at that moment.
   */
  | { code: 'no-order'; start: Cell }
  /**
   * Such orders exist from the start tile at `start`, but none in turn: no order lets each player put their own
   * meeples on tiles they laid themselves, the players taking turns (`toPlay` to play now; null when the position
   * does not say, and no first player works).
   */
  | { code: 'turn-order'; start: Cell; toPlay: string | null };
