/**
 * The puzzle file (docs/puzzles.md): one best-placement puzzle, `puzzles/<id>.json`.
 *
 * `readPuzzle` checks a parsed puzzle file's shape — the position through the
 * engine's one reader `readFor` — and answers the puzzle or the first problem
 * it finds, as data: a problem code and the field path where it is (or the
 * position's own engine error). No sentence here; whoever shows a problem words it.
 * Whether `value` and `best` are right is the solver's business (tests/unit/puzzles.test.ts).
 */
import { foundOf, type EngineError, type Found } from './errors';
import { readFor, type Position } from './notation';
import type { Objective } from './search';
import { ALL_SPOTS, TILE_LETTERS } from './tiles';

/** What a puzzle can be about; every puzzle names one or more. */
export const THEMES = [
  'roads', 'cities', 'cloisters', 'farms', 'sharing', 'stealing', 'blocking', 'meeple-economy', 'final-scoring', 'endgame',
] as const;
export type Theme = (typeof THEMES)[number];

/** The solver's objectives (search.ts), listed here so a page can read puzzles without the solver. */
export const PUZZLE_OBJECTIVES = ['points', 'final', 'endgame'] as const satisfies readonly Objective[];

/** 1 easy, 2 medium, 3 hard. */
export const DIFFICULTIES = [1, 2, 3] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The lessons a puzzle may point to (`learn`), pages /learn/<slug>/. */
export const LESSON_SLUGS = [
  'at-a-glance', 'placing-tiles', 'roads', 'cities', 'cloisters', 'meeples', 'turn-order',
  'sharing', 'final-scoring', 'farms', 'editions', 'house-rules',
] as const;
export type LessonSlug = (typeof LESSON_SLUGS)[number];

/** An endgame puzzle has at most this many tiles to come, so the collection re-solves quickly. */
export const MAX_PUZZLE_REMAINING = 4;

/** A move as `carc solve` prints it: the meeple's spot in board orientation, or null for none. */
export interface PuzzleMove { x: number; y: number; rot: number; meeple: string | null }

/**
 * A figure of the explanation that is not found among the solver's own figures,
 * named: `n` is the value of `move` under the puzzle's objective (docs/puzzles.md).
 */
export interface PuzzleNumber { n: number; move: PuzzleMove }

/** A spot of a tile on the board, naming the feature there. */
export interface PuzzleRef { x: number; y: number; spot: string }

/** What a claim's number can be (docs/puzzles.md, "Claims"); the unit test asks the engine for each. */
export const PUZZLE_CLAIM_KINDS = [
  'feature-points', 'feature-tiles', 'feature-pennants', 'farm-cities', 'feature-meeples',
  'move-points', 'move-value', 'best-value', 'next-value', 'move-gain', 'final-score', 'endgame-points', 'score',
  'meeples-in-supply', 'meeples-on-board', 'tiles-on-board', 'tiles-to-come', 'players', 'rule', 'sum',
  'feature-complete', 'feature-held', 'move-allowed', 'tile-fits', 'line-meeple',
] as const;
export type PuzzleClaimKind = (typeof PUZZLE_CLAIM_KINDS)[number];

/** The kinds of claim that state no number but a fact, true or false: their `value` is a boolean (docs/puzzles.md). */
export const PUZZLE_FACT_KINDS: readonly PuzzleClaimKind[] = ['feature-complete', 'feature-held', 'move-allowed', 'tile-fits', 'line-meeple'];

/** The features a claim may name by kind. */
export const FEATURE_KINDS = ['road', 'city', 'cloister', 'farm'] as const;

/** What a number is: its kind and, by kind, the feature, player, move or rule it is about. */
export interface PuzzleClaimIs {
  kind: PuzzleClaimKind;
  at?: PuzzleRef;
  player?: string;
  move?: PuzzleMove;
  objective?: Objective;
  feature?: (typeof FEATURE_KINDS)[number];
  name?: string;
  terms?: PuzzleClaimTerm[];
  /** Which tile to come (0 for the first), for `line-meeple`. */
  turn?: number;
  /** A tile (A–X) and a cell, for `tile-fits`. */
  tile?: string;
  x?: number;
  y?: number;
}

/** One term of a `sum` claim: a number of its own, on the board before or `after` a move, added or (`minus`) taken away. */
export interface PuzzleClaimTerm { is: PuzzleClaimIs; after?: true | PuzzleMove; minus?: true }

/**
 * A number the title or explanation states, tied to what it is: `value` is what the engine says `is` is, on the
 * puzzle's board, or with `after` on the board after the first best move (`true`) or after the move given. A
 * statement without a number (a fact kind, PUZZLE_FACT_KINDS) has `true` or `false` for `value`.
 */
export interface PuzzleClaim { value: number | boolean; is: PuzzleClaimIs; after?: true | PuzzleMove }

export interface Puzzle {
  /** The file name without `.json`: lowercase words and digits joined by hyphens. */
  id: string;
  title: string;
  themes: Theme[];
  difficulty: Difficulty;
  objective: Objective;
  /** A carcassonne-position/1 with `inHand` (and `remaining` for an endgame puzzle). */
  position: Position;
  /** The best value under the objective, as `carc solve` gives it. */
  value: number;
  /** Every best move, look-alikes once, as `carc solve` gives them. */
  best: PuzzleMove[];
  /** Two or three sentences for a player. */
  explanation: string;
  /** The lesson the puzzle turns on. */
  learn?: LessonSlug;
  /** Figures of the explanation named explicitly (see docs/puzzles.md). */
  numbers?: PuzzleNumber[];
  /** Every number of the title and explanation, with what it is (see docs/puzzles.md). */
  claims?: PuzzleClaim[];
  /**
   * The board was made up on purpose and could not arise in a real game (the explanation says so): the test that
   * asks whether every board could arise (tests/unit/possible-content.test.ts) leaves it out.
   */
  madeUp?: boolean;
}

/** Where in the puzzle file: keys and list positions (from 0); [] is the whole file. */
export type PuzzlePath = readonly (string | number)[];

/** Rules of the format a value can break. */
export const PUZZLE_CHECKS = [
  'id-format', 'empty', 'not-a-theme', 'theme-twice', 'not-a-difficulty', 'not-an-objective', 'not-a-lesson',
  'whole', 'rotation', 'not-a-spot', 'no-in-hand', 'no-remaining', 'remaining-many', 'remaining-unused',
  'not-a-claim-kind', 'not-a-player', 'not-a-feature', 'not-a-tile', 'true-only', 'fact-in-sum',
] as const;
export type PuzzleCheck = (typeof PUZZLE_CHECKS)[number];

/** What is wrong with a puzzle file, as data. */
export type PuzzleProblem =
  | { problem: 'missing'; path: PuzzlePath; field: string }
  | { problem: 'unknown-field'; path: PuzzlePath; field: string }
  | { problem: 'type'; path: PuzzlePath; expected: 'object' | 'list' | 'text' | 'number' | 'text-or-null' | 'boolean'; found: Found }
  | { problem: 'check'; path: PuzzlePath; check: PuzzleCheck; limit?: number }
  /** The position is refused by the engine's reader: its error as it gives it. */
  | { problem: 'position'; path: PuzzlePath; error: EngineError };

export type PuzzleRead = { ok: true; value: Puzzle } | { ok: false; problem: PuzzleProblem };

const PUZZLE_FIELDS = ['id', 'title', 'themes', 'difficulty', 'objective', 'position', 'value', 'best', 'explanation', 'learn', 'numbers', 'claims', 'madeUp'];
const REQUIRED = ['id', 'title', 'themes', 'difficulty', 'objective', 'position', 'value', 'best', 'explanation'];
const MOVE_FIELDS = ['x', 'y', 'rot', 'meeple'];
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Thrown inside the reader to stop at the first problem (never escapes it). */
class Stop {
  constructor(readonly problem: PuzzleProblem) {}
}

const stop = (problem: PuzzleProblem): never => {
  throw new Stop(problem);
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function object(v: unknown, path: PuzzlePath, fields: readonly string[], required: readonly string[]): Record<string, unknown> {
  if (!isRecord(v)) return stop({ problem: 'type', path, expected: 'object', found: foundOf(v) });
  for (const key of Object.keys(v)) if (!fields.includes(key)) stop({ problem: 'unknown-field', path, field: key });
  for (const key of required) if (v[key] === undefined) stop({ problem: 'missing', path, field: key });
  return v;
}

function text(v: unknown, path: PuzzlePath): string {
  if (typeof v !== 'string') return stop({ problem: 'type', path, expected: 'text', found: foundOf(v) });
  if (v.trim() === '') stop({ problem: 'check', path, check: 'empty' });
  return v;
}

function num(v: unknown, path: PuzzlePath): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) return stop({ problem: 'type', path, expected: 'number', found: foundOf(v) });
  return v;
}

function whole(v: unknown, path: PuzzlePath): number {
  const n = num(v, path);
  if (!Number.isInteger(n)) stop({ problem: 'check', path, check: 'whole' });
  return n;
}

function list(v: unknown, path: PuzzlePath): unknown[] {
  if (!Array.isArray(v)) return stop({ problem: 'type', path, expected: 'list', found: foundOf(v) });
  return v;
}

function oneOf<T extends string | number>(v: unknown, known: readonly T[], path: PuzzlePath, check: PuzzleCheck): T {
  if (!(known as readonly unknown[]).includes(v)) stop({ problem: 'check', path, check });
  return v as T;
}

function move(v: unknown, path: PuzzlePath): PuzzleMove {
  const m = object(v, path, MOVE_FIELDS, ['x', 'y', 'rot']);
  const x = whole(m.x, [...path, 'x']);
  const y = whole(m.y, [...path, 'y']);
  const rot = whole(m.rot, [...path, 'rot']);
  if (rot < 0 || rot > 3) stop({ problem: 'check', path: [...path, 'rot'], check: 'rotation' });
  let meeple: string | null = null;
  if (m.meeple !== undefined && m.meeple !== null) {
    if (typeof m.meeple !== 'string') stop({ problem: 'type', path: [...path, 'meeple'], expected: 'text-or-null', found: foundOf(m.meeple) });
    if (!(ALL_SPOTS as readonly string[]).includes(m.meeple as string)) stop({ problem: 'check', path: [...path, 'meeple'], check: 'not-a-spot' });
    meeple = m.meeple as string;
  }
  return { x, y, rot, meeple };
}

/** The fields of `is` by claim kind: required, then optional. */
const CLAIM_FIELDS: Record<PuzzleClaimKind, [readonly string[], readonly string[]]> = {
  'feature-points': [['at'], []],
  'feature-tiles': [['at'], []],
  'feature-pennants': [['at'], []],
  'farm-cities': [['at'], []],
  'feature-meeples': [['at'], ['player']],
  'move-points': [[], ['move', 'player']],
  'move-value': [[], ['move', 'objective']],
  'best-value': [[], ['objective']],
  'next-value': [[], ['objective']],
  'move-gain': [['player'], ['move']],
  'final-score': [['player'], []],
  'endgame-points': [['player'], ['feature']],
  score: [['player'], []],
  'meeples-in-supply': [['player'], []],
  'meeples-on-board': [['player'], []],
  'tiles-on-board': [[], []],
  'tiles-to-come': [[], []],
  players: [[], []],
  rule: [['name'], []],
  sum: [['terms'], []],
  'feature-complete': [['at'], []],
  'feature-held': [['at'], ['player']],
  'move-allowed': [['move'], []],
  'tile-fits': [['tile', 'x', 'y'], []],
  'line-meeple': [['turn'], ['feature', 'move']],
};

function spotRef(v: unknown, path: PuzzlePath): PuzzleRef {
  const r = object(v, path, ['x', 'y', 'spot'], ['x', 'y', 'spot']);
  const x = whole(r.x, [...path, 'x']);
  const y = whole(r.y, [...path, 'y']);
  const spot = oneOf(r.spot, ALL_SPOTS as readonly string[], [...path, 'spot'], 'not-a-spot');
  return { x, y, spot };
}

/** `after`: `true` (after the first best move) or a move. */
function afterOf(v: unknown, path: PuzzlePath): true | PuzzleMove {
  if (v === true) return true;
  if (v === false) return stop({ problem: 'check', path, check: 'true-only' });
  return move(v, path);
}

function claimIs(v: unknown, path: PuzzlePath, players: readonly string[]): PuzzleClaimIs {
  if (!isRecord(v)) return stop({ problem: 'type', path, expected: 'object', found: foundOf(v) });
  if (v.kind === undefined) stop({ problem: 'missing', path, field: 'kind' });
  const kind = oneOf(v.kind, PUZZLE_CLAIM_KINDS, [...path, 'kind'], 'not-a-claim-kind');
  const [required, optional] = CLAIM_FIELDS[kind];
  const c = object(v, path, ['kind', ...required, ...optional], ['kind', ...required]);
  const is: PuzzleClaimIs = { kind };
  if (c.at !== undefined) is.at = spotRef(c.at, [...path, 'at']);
  if (c.player !== undefined) is.player = oneOf(text(c.player, [...path, 'player']), players, [...path, 'player'], 'not-a-player');
  if (c.move !== undefined) is.move = move(c.move, [...path, 'move']);
  if (c.objective !== undefined) is.objective = oneOf<Objective>(c.objective, PUZZLE_OBJECTIVES, [...path, 'objective'], 'not-an-objective');
  if (c.feature !== undefined) is.feature = oneOf(c.feature, FEATURE_KINDS, [...path, 'feature'], 'not-a-feature');
  if (c.name !== undefined) is.name = text(c.name, [...path, 'name']);
  if (c.tile !== undefined) is.tile = oneOf(c.tile, TILE_LETTERS, [...path, 'tile'], 'not-a-tile');
  if (c.turn !== undefined) is.turn = whole(c.turn, [...path, 'turn']);
  if (c.x !== undefined) is.x = whole(c.x, [...path, 'x']);
  if (c.y !== undefined) is.y = whole(c.y, [...path, 'y']);
  if (c.terms !== undefined) {
    const terms = list(c.terms, [...path, 'terms']);
    if (terms.length === 0) stop({ problem: 'check', path: [...path, 'terms'], check: 'empty' });
    is.terms = terms.map((t, i) => {
      const tp = [...path, 'terms', i];
      const o = object(t, tp, ['is', 'after', 'minus'], ['is']);
      const term: PuzzleClaimTerm = { is: claimIs(o.is, [...tp, 'is'], players) };
      if (PUZZLE_FACT_KINDS.includes(term.is.kind)) stop({ problem: 'check', path: [...tp, 'is', 'kind'], check: 'fact-in-sum' });
      if (o.after !== undefined) term.after = afterOf(o.after, [...tp, 'after']);
      if (o.minus !== undefined) {
        if (o.minus !== true) stop({ problem: 'check', path: [...tp, 'minus'], check: 'true-only' });
        term.minus = true;
      }
      return term;
    });
  }
  return is;
}

function claim(v: unknown, path: PuzzlePath, players: readonly string[]): PuzzleClaim {
  const c = object(v, path, ['value', 'is', 'after'], ['value', 'is']);
  const is = claimIs(c.is, [...path, 'is'], players);
  const fact = PUZZLE_FACT_KINDS.includes(is.kind);
  if (fact && typeof c.value !== 'boolean') stop({ problem: 'type', path: [...path, 'value'], expected: 'boolean', found: foundOf(c.value) });
  const out: PuzzleClaim = { value: fact ? (c.value as boolean) : num(c.value, [...path, 'value']), is };
  if (c.after !== undefined) out.after = afterOf(c.after, [...path, 'after']);
  return out;
}

function readOrStop(file: unknown): Puzzle {
  const p = object(file, [], PUZZLE_FIELDS, REQUIRED);
  const id = text(p.id, ['id']);
  if (!ID_PATTERN.test(id)) stop({ problem: 'check', path: ['id'], check: 'id-format' });
  const title = text(p.title, ['title']);
  const themeList = list(p.themes, ['themes']);
  if (themeList.length === 0) stop({ problem: 'check', path: ['themes'], check: 'empty' });
  const themes = themeList.map((t, i) => oneOf(t, THEMES, ['themes', i], 'not-a-theme'));
  themes.forEach((t, i) => {
    if (themes.indexOf(t) !== i) stop({ problem: 'check', path: ['themes', i], check: 'theme-twice' });
  });
  const difficulty = oneOf(p.difficulty, DIFFICULTIES, ['difficulty'], 'not-a-difficulty');
  const objective = oneOf<Objective>(p.objective, PUZZLE_OBJECTIVES, ['objective'], 'not-an-objective');

  const read = readFor(p.position);
  if (!read.ok) stop({ problem: 'position', path: ['position'], error: read.error });
  const position = p.position as Position;
  if (position.inHand === undefined) stop({ problem: 'check', path: ['position'], check: 'no-in-hand' });
  const remaining = position.remaining ?? [];
  if (objective === 'endgame') {
    if (remaining.length === 0) stop({ problem: 'check', path: ['position'], check: 'no-remaining' });
    if (remaining.length > MAX_PUZZLE_REMAINING) {
      stop({ problem: 'check', path: ['position', 'remaining'], check: 'remaining-many', limit: MAX_PUZZLE_REMAINING });
    }
  } else if (remaining.length > 0) {
    // Only the endgame objective looks at the tiles to come: a list here would mislead.
    stop({ problem: 'check', path: ['position', 'remaining'], check: 'remaining-unused' });
  }

  const value = num(p.value, ['value']);
  const bestList = list(p.best, ['best']);
  if (bestList.length === 0) stop({ problem: 'check', path: ['best'], check: 'empty' });
  const best = bestList.map((m, i) => move(m, ['best', i]));
  const explanation = text(p.explanation, ['explanation']);
  const puzzle: Puzzle = { id, title, themes, difficulty, objective, position, value, best, explanation };
  if (p.learn !== undefined) puzzle.learn = oneOf(p.learn, LESSON_SLUGS, ['learn'], 'not-a-lesson');
  if (p.numbers !== undefined) {
    puzzle.numbers = list(p.numbers, ['numbers']).map((entry, i) => {
      const e = object(entry, ['numbers', i], ['n', 'move'], ['n', 'move']);
      return { n: num(e.n, ['numbers', i, 'n']), move: move(e.move, ['numbers', i, 'move']) };
    });
  }
  if (p.claims !== undefined) {
    puzzle.claims = list(p.claims, ['claims']).map((c, i) => claim(c, ['claims', i], position.players));
  }
  if (p.madeUp !== undefined) {
    if (typeof p.madeUp !== 'boolean') stop({ problem: 'type', path: ['madeUp'], expected: 'boolean', found: foundOf(p.madeUp) });
    puzzle.madeUp = p.madeUp as boolean;
  }
  return puzzle;
}

/** Check a parsed puzzle file: the puzzle, or the first problem found and where. */
export function readPuzzle(value: unknown): PuzzleRead {
  try {
    return { ok: true, value: readOrStop(value) };
  } catch (e) {
    if (e instanceof Stop) return { ok: false, problem: e.problem };
    throw e;
  }
}
