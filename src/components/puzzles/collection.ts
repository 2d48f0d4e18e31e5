/// <reference types="vite/client" />
/**
 * The puzzle collection, read at build time (Astro frontmatter only: the
 * files are never sent to the browser as a whole). Every `puzzles/*.json`
 * is checked with the puzzle reader (src/engine/puzzle.ts, readPuzzle); a
 * file that fails stops the build with a message naming the file and the field.
 *
 *   const puzzles = loadPuzzles();          // in collection order
 *   const list = puzzles.map(summary);       // what the list page and "next" need
 */
// Build time only, no rules: the reader checks a file's shape (and its position through readFor).
import { readPuzzle, THEMES, type Puzzle, type PuzzleProblem } from '../../engine/puzzle';
import { wordError } from '../../i18n/words';
import type { PuzzleSummary } from './sets';

export type { Puzzle };
/** The themes in the format's own order, for the filters. */
export { THEMES };

/** The raw files, by path ('/puzzles/road-steal-1.json'). */
const FILES = import.meta.glob<unknown>('/puzzles/*.json', { eager: true, import: 'default' });

/** Where in a file a problem is, as a person writes it: `themes[1]`, `position.remaining`, `best[0].meeple`. */
export function fieldName(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'the file as a whole';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** A problem of a puzzle file in one line, for the build's error message. */
export function problemText(problem: PuzzleProblem): string {
  const at = fieldName(problem.path);
  switch (problem.problem) {
    case 'missing':
      return `${at}: the field "${problem.field}" is missing`;
    case 'unknown-field':
      return `${at}: unknown field "${problem.field}"`;
    case 'type':
      return `${at}: expected ${problem.expected}, found ${problem.found.kind}`;
    case 'check':
      return `${at}: ${problem.check}${problem.limit === undefined ? '' : ` (limit ${problem.limit})`}`;
    case 'position':
      return `${at}: ${wordError(problem.error)}`;
  }
}

/** Read and check every file: the puzzles sorted by difficulty, then id; throws naming the first bad file and field. */
export function readCollection(files: Record<string, unknown>): Puzzle[] {
  const out: Puzzle[] = [];
  for (const [path, data] of Object.entries(files)) {
    const file = path.replace(/^\//, '');
    const read = readPuzzle(data);
    if (!read.ok) throw new Error(`${file}: ${problemText(read.problem)}`);
    const expected = file.replace(/^.*\//, '').replace(/\.json$/, '');
    if (read.value.id !== expected) throw new Error(`${file}: id: "${read.value.id}" should be the file name, "${expected}"`);
    out.push(read.value);
  }
  return out.sort((a, b) => a.difficulty - b.difficulty || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

let cached: Puzzle[] | null = null;

/** Every puzzle of puzzles/, checked, in collection order. */
export function loadPuzzles(): Puzzle[] {
  cached ??= readCollection(FILES);
  return cached;
}

/** What the list and "next" need of a puzzle. */
export function summary(p: Puzzle): PuzzleSummary {
  return { id: p.id, title: p.title, themes: p.themes, difficulty: p.difficulty, objective: p.objective };
}
