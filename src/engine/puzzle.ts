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
import { ALL_SPOTS } from './tiles';

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
  'at-a-glance', 'placing-tiles', 'roads', 'cities', 'cloisters', 'meeples', 'sharing',
  'turn-order', 'final-scoring', 'farms', 'score-track', 'editions',
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

const PUZZLE_FIELDS = ['id', 'title', 'themes', 'difficulty', 'objective', 'position', 'value', 'best', 'explanation', 'learn', 'numbers', 'madeUp'];
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
