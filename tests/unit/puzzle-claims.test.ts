/**
 * The numbers of every puzzle's title and explanation are claims
 * (docs/puzzles.md, "Claims"): each number the texts state (found by
 * prose-numbers.ts) is the value of one of the puzzle's claims, and each claim
 * is what the engine says it is, on the puzzle's board or after a move. A
 * number the test cannot tie to the board stays out only through the short
 * list NOT_CLAIMED, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { loadPuzzles } from '../../src/components/puzzles/collection';
import { featureAt, placeTile, scorePosition, solvePosition, type Move, type Position, type SolveReport } from '../../src/engine/api';
import { playLine, type Line, type LineEngine } from '../../src/components/puzzles/line';
import { sameMove } from '../../src/engine/moves';
import { PUZZLE_FACT_KINDS, type Puzzle, type PuzzleClaim, type PuzzleClaimIs, type PuzzleClaimTerm, type PuzzleMove } from '../../src/engine/puzzle';
import type { Objective } from '../../src/engine/search';
import { factOnBoard, measureOnBoard, must, ruleValue, type BoardClaim, type BoardFact } from './claims';
import { numbersIn } from './prose-numbers';
import { puzzleDeclared } from './teaching-texts';

/** Every puzzle, read and checked as the site reads them. */
const puzzles: Puzzle[] = loadPuzzles();

/** Numbers a puzzle's texts may state without a claim, by puzzle id, each with its reason. Keep it short. */
const NOT_CLAIMED: Readonly<Record<string, readonly { n: number; why: string }[]>> = {};

/** The engine for the line of tiles to come, as the puzzle page plays it out (line.ts), run in this process. */
const LINE_ENGINE: LineEngine = {
  solve: async (position, objective) => solvePosition(position, { objective, top: 0 }),
  place: async (position, move) => placeTile(position, move),
  score: async (position) => scorePosition(position),
};

/** The line the puzzle page shows after a move of an endgame puzzle: each tile to come, who laid it where, with what meeple. */
async function lineAfter(p: Puzzle, move: PuzzleMove): Promise<Line> {
  const played = must(placeTile(p.position, { tile: p.position.inHand!, ...move } as Move), 'the line');
  const line = await playLine(played.position, p.position.toPlay ?? p.position.players[0], LINE_ENGINE);
  return must(line, 'the line');
}

/** The engine's checker for one puzzle: the moves are those of its tile in hand; `lines` holds the lines after the moves its claims name. */
function checker(p: Puzzle, lines: ReadonlyMap<string, Line>) {
  const tile = p.position.inHand!;
  const full = (m: PuzzleMove): Move => ({ tile, ...m });
  const solved = new Map<Objective, SolveReport>();
  const solve = (objective: Objective) => {
    if (!solved.has(objective)) solved.set(objective, must(solvePosition(p.position, { objective, top: 1 }), `solving for ${objective}`));
    return solved.get(objective)!;
  };
  const board = (after: true | PuzzleMove | undefined): Position =>
    after === undefined ? p.position : must(placeTile(p.position, full(after === true ? p.best[0] : after)), 'after').position;
  const noAfter = (is: PuzzleClaimIs, after: unknown) => {
    if (after !== undefined) throw new Error(`a claim of kind "${is.kind}" is about the puzzle's own board: no "after"`);
  };

  function measure(is: PuzzleClaimIs, after: true | PuzzleMove | undefined): number {
    const move = full(is.move ?? p.best[0]);
    switch (is.kind) {
      case 'rule':
        return ruleValue(is.name!);
      case 'sum':
        return is.terms!.reduce((n, t: PuzzleClaimTerm) => n + (t.minus ? -1 : 1) * measure(t.is, t.after), 0);
      case 'players':
        noAfter(is, after);
        return p.position.players.length;
      case 'tiles-to-come':
        noAfter(is, after);
        return (p.position.remaining ?? []).length;
      case 'meeples-on-board':
        return (board(after).meeples ?? []).filter((m) => m.player === is.player).length;
      case 'move-value': {
        noAfter(is, after);
        const s = solve(is.objective ?? p.objective);
        const found = s.moves.find((m) => sameMove({ ...m, tile }, move));
        if (!found) throw new Error(`move ${JSON.stringify(is.move)} is not a legal move of the tile in hand`);
        return found.value;
      }
      case 'best-value':
        // The best value of any move: "it scores nothing anywhere this turn" is a best value of 0 under `points`.
        noAfter(is, after);
        return solve(is.objective ?? p.objective).value ?? NaN;
      case 'next-value': {
        noAfter(is, after);
        // The best value among the moves that do not reach the best: "every other placement scores nothing".
        const s = solve(is.objective ?? p.objective);
        const below = s.moves.filter((m) => m.value < s.value!);
        if (below.length === 0) throw new Error('every move reaches the best value');
        return Math.max(...below.map((m) => m.value));
      }
      case 'move-gain': {
        noAfter(is, after);
        const before = must(scorePosition(p.position), 'move-gain').total[is.player!];
        const then = must(scorePosition(board(is.move ?? true)), 'move-gain').total[is.player!];
        return then - before;
      }
      default:
        return measureOnBoard({ ...is, move: is.kind === 'move-points' ? move : undefined } as BoardClaim, board(after), move);
    }
  }
  /** A statement without a number: true or false on its board. */
  function fact(is: PuzzleClaimIs, after: true | PuzzleMove | undefined): boolean {
    if (is.kind === 'line-meeple') {
      noAfter(is, after);
      const step = lines.get(JSON.stringify(is.move ?? p.best[0]))!.steps[is.turn!];
      if (!step) throw new Error(`the line has no tile ${is.turn}`);
      if (!step.move?.meeple) return false;
      if (is.feature === undefined) return true;
      const kind = must(featureAt(step.position, step.move.x, step.move.y, step.move.meeple), 'the line').kind;
      return kind === is.feature;
    }
    return factOnBoard({ ...is, move: is.move ? full(is.move) : undefined } as BoardFact, board(after), full(p.best[0]));
  }
  return (c: PuzzleClaim): number | boolean => (PUZZLE_FACT_KINDS.includes(c.is.kind) ? fact(c.is, c.after) : measure(c.is, c.after));
}

/** The numbers of a puzzle's title and explanation that no claim declares, in words (digits and number words alike). */
function unclaimed(p: Puzzle): string[] {
  // A negative value may be written as its size ("you lose by 13" for a value of -13).
  const declared = puzzleDeclared(p);
  const allowed = new Set((NOT_CLAIMED[p.id] ?? []).map((e) => e.n));
  const out: string[] = [];
  for (const [field, text] of [['title', p.title], ['explanation', p.explanation]] as const) {
    for (const n of numbersIn(text, 'en')) if (!declared.has(n.value) && !allowed.has(n.value)) out.push(`the number "${n.text}" in its ${field} has no claim`);
  }
  return out;
}

describe('every puzzle states only numbers it claims, and every claim is true', () => {
  it('has puzzles', () => expect(puzzles.length).toBeGreaterThanOrEqual(60));

  it('checks number words as well as digits, in the title and the explanation', () => {
    const p = puzzles.find((q) => q.id === 'road-outnumber')!;
    expect(unclaimed(p)).toEqual([]);
    expect(unclaimed({ ...p, explanation: `${p.explanation} Seven tiles, or 7.` })).toEqual([
      'the number "Seven" in its explanation has no claim',
      'the number "7" in its explanation has no claim',
    ]);
    // Number words in the title too.
    expect(unclaimed({ ...p, title: 'Eleven roads, twelve tiles' })).toEqual([
      'the number "Eleven" in its title has no claim',
      'the number "twelve" in its title has no claim',
    ]);
    // "one" counts in a puzzle (a lesson leaves the word to mean "a"): this puzzle claims no 1.
    const noOne = puzzles.find((q) => !puzzleDeclared(q).has(1))!;
    expect(unclaimed({ ...noOne, explanation: `${noOne.explanation} Take one tile.` })).toEqual(['the number "one" in its explanation has no claim']);
    // A claimed value written as a word is declared: 10 is the road's tiles after the move.
    expect(unclaimed({ ...p, explanation: p.explanation.replace('the road of 10 tiles', 'the road of ten tiles') })).toEqual([]);
  });

  for (const p of puzzles) {
    it(p.id, async () => {
      const claims = p.claims ?? [];
      // The lines of tiles to come that claims speak of, played out first (the page plays them the same way).
      const lines = new Map<string, Line>();
      for (const c of claims) {
        if (c.is.kind !== 'line-meeple') continue;
        const move = c.is.move ?? p.best[0];
        const key = JSON.stringify(move);
        if (!lines.has(key)) lines.set(key, await lineAfter(p, move));
      }
      const problems: string[] = [];
      problems.push(...unclaimed(p));
      const measure = checker(p, lines);
      for (const c of claims) {
        let got: number | boolean | string;
        try {
          got = measure(c);
        } catch (e) {
          got = (e as Error).message;
        }
        if (got !== c.value) problems.push(`claim ${JSON.stringify(c)}: the engine says ${got}`);
      }
      expect(problems, p.id).toEqual([]);
    }, 60_000);
  }
});
