/**
 * Could every board the site shows arise in a real game? `checkPossible`
 * (src/engine/possible.ts) over every lesson board (a lesson's named `boards`
 * and the `position` of any step or check question), every puzzle and every
 * example in docs/examples/.
 *
 * Many of today's boards cannot. They are listed below, each with the codes of
 * the reasons it cannot (errors.ts IMPOSSIBLE_CODES), so that this test passes
 * today and fails when a new impossible board appears, when a listed board
 * gains a reason, or when a listed board is fixed (then take it, or the reason
 * fixed, off the list): the list can only shrink. A board made up on purpose
 * is marked `"madeUp": true` (docs/lessons.md, docs/puzzles.md) and is not
 * asked; it must not be listed either.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPossible } from '../../src/engine/possible';
import type { ImpossibleCode } from '../../src/engine/errors';
import { wordImpossible } from '../../src/i18n/words';
import '../../src/i18n/possible';

const ROOT = join(import.meta.dirname, '../..');

/**
 * The boards that cannot arise in a game today, by file (and, in a lesson, board name or step id), with the codes of their
 * reasons: the three docs examples are boards of our own for showing the commands, and docs/position-format.md says so.
 */
const KNOWN_IMPOSSIBLE: Readonly<Record<string, readonly ImpossibleCode[]>> = {
  'docs/examples/first-edition-farms.json': ['meeple-on-start-tile', 'too-few-turns', 'unreachable-score'],
  'docs/examples/hand.json': ['meeple-on-start-tile'],
  'docs/examples/small.json': ['meeple-on-start-tile', 'unreachable-score'],
};

interface Shown {
  /** File (and in a lesson, `#` and the board's name or the step's id). */
  key: string;
  position: Record<string, unknown>;
  madeUp: boolean;
}

const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
const files = (dir: string) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.json')).sort().map((f) => `${dir}/${f}`);

/** A lesson's board as written: the engine's position with, maybe, the lesson's own marker. */
function lessonBoard(key: string, board: Record<string, unknown>): Shown {
  const { madeUp, ...position } = board;
  return { key, position, madeUp: madeUp === true };
}

function shownBoards(): Shown[] {
  const out: Shown[] = [];
  for (const file of files('src/content/lessons')) {
    const lesson = readJson(file) as { boards?: Record<string, Record<string, unknown>>; steps: { id: string; position?: Record<string, unknown> }[]; check: { id: string; position?: Record<string, unknown> }[] };
    for (const [name, board] of Object.entries(lesson.boards ?? {})) out.push(lessonBoard(`${file}#${name}`, board));
    for (const step of [...lesson.steps, ...lesson.check]) if (step.position) out.push(lessonBoard(`${file}#${step.id}`, step.position));
  }
  for (const file of files('puzzles')) {
    const puzzle = readJson(file) as { position: Record<string, unknown>; madeUp?: boolean };
    out.push({ key: file, position: puzzle.position, madeUp: puzzle.madeUp === true });
  }
  // The position files among the examples (docs/examples/game.json is a game record, carcassonne-game/1).
  for (const file of files('docs/examples')) {
    const json = readJson(file) as { format?: unknown };
    if (json.format === 'carcassonne-position/1') out.push({ key: file, position: json, madeUp: false });
  }
  return out;
}

const boards = shownBoards();

describe('every board the site shows could arise in a game, but the known ones', () => {
  it('finds the lessons, the puzzles and the examples', () => {
    expect(boards.filter((b) => b.key.startsWith('src/content/lessons/')).length).toBeGreaterThanOrEqual(60);
    expect(boards.filter((b) => b.key.startsWith('puzzles/')).length).toBeGreaterThanOrEqual(60);
    expect(boards.map((b) => b.key)).toContain('docs/examples/small.json');
  });

  it('lists only boards that exist and are not marked as made up', () => {
    const asked = new Set(boards.filter((b) => !b.madeUp).map((b) => b.key));
    expect(Object.keys(KNOWN_IMPOSSIBLE).filter((key) => !asked.has(key))).toEqual([]);
  });

  it.each(boards.filter((b) => !b.madeUp).map((b) => [b.key, b] as const))('%s', (key, board) => {
    const checked = checkPossible(board.position);
    if (!checked.ok) throw new Error(`${key}: the position cannot be read: ${JSON.stringify(checked.error)}`);
    const report = checked.value;
    expect(report.verdict, `${key}: the search gave up after ${report.nodes} tiles`).not.toBe('unknown');
    const codes = report.verdict === 'impossible' ? [...new Set(report.reasons.map((r) => r.code))].sort() : [];
    const why = report.verdict === 'impossible' ? report.reasons.map(wordImpossible).join('\n') : 'it could arise';
    // A board that cannot arise is listed with exactly its reasons; one that can is not listed.
    expect(codes, `${key}:\n${why}`).toEqual(KNOWN_IMPOSSIBLE[key] ?? []);
  });
});
