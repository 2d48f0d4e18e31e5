/**
 * The puzzle collection (puzzles/*.json, docs/puzzles.md): every file has the
 * puzzle shape, the collection covers every theme and objective, and every
 * puzzle re-solves to its stated value and best moves, with every figure of
 * its explanation found among the engine's own figures for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFeatures, placeTile, scorePosition, solvePosition, validatePosition, type SolveReport } from '../../src/engine/api';
import { TILE_LETTERS } from '../../src/engine/tiles';
import { withDefaults } from '../../src/engine/rules';
import { sameMove } from '../../src/engine/moves';
import { MAX_PUZZLE_REMAINING, PUZZLE_OBJECTIVES, THEMES, readPuzzle, type Puzzle } from '../../src/engine/puzzle';

const DIR = join(__dirname, '../../puzzles');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

/** Each file read through readPuzzle (a failure names the file and the problem). */
const puzzles: { file: string; puzzle: Puzzle }[] = files.map((file) => {
  const read = readPuzzle(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
  if (!read.ok) throw new Error(`${file}: ${JSON.stringify(read.problem)}`);
  return { file, puzzle: read.value };
});

/** How many moves of the ranking lend their figures to an explanation (docs/puzzles.md). */
const RANKED_FIGURES = 5;

/** Number words an explanation may use for a figure, checked like digits. */
const WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  twice: 2, double: 2,
};

/** The figures of an explanation: numbers in digits, and number words from two to twelve. */
function figuresOf(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\d+(?:\.\d+)?|[A-Za-z]+/g)) {
    const token = m[0];
    if (/^\d/.test(token)) out.push(Number(token));
    else if (WORDS[token.toLowerCase()] !== undefined) out.push(WORDS[token.toLowerCase()]);
  }
  return out;
}

type Ranked = SolveReport['moves'][number];

function addMove(facts: Set<number>, m: Ranked): void {
  facts.add(m.value);
  facts.add(Math.abs(m.value));
  const b = m.breakdown;
  if (!b) return;
  for (const n of [b.now, b.later, b.final, ...Object.values(b.gains)]) {
    facts.add(n);
    facts.add(Math.abs(n));
  }
  for (const why of b.why) {
    if ('points' in why) facts.add(Math.abs(why.points));
    if ('tiles' in why) facts.add(why.tiles);
    if ('pennants' in why) facts.add(why.pennants);
  }
}

/**
 * Every figure the engine gives about a puzzle (docs/puzzles.md, "Numbers in
 * explanations"): the value; the scores; the figures of the first moves of the
 * ranking, of every best move and of the greedy moves; the meeples each
 * player has on the board and in the supply; the features holding meeples; the features the best move touches and the totals after it; the
 * number of tiles to come; and the moves named in `numbers`.
 */
function factsOf(p: Puzzle, solved: SolveReport): Set<number> {
  const facts = new Set<number>([p.value, Math.abs(p.value)]);
  for (const s of Object.values(p.position.scores ?? {})) facts.add(s);
  // Meeples: the size of the supply, and how many each player has on the board and left.
  const supply = withDefaults(p.position.rules).meeples;
  facts.add(supply);
  for (const name of p.position.players) {
    const used = (p.position.meeples ?? []).filter((m) => m.player === name).length;
    facts.add(used).add(supply - used);
  }
  const remaining = p.position.remaining ?? [];
  if (remaining.length) facts.add(remaining.length);
  const ranked = solved.moves;
  const isBest = (m: Ranked) => solved.best.some((b) => sameMove({ ...b, tile: solved.tile }, { ...m, tile: solved.tile }));
  ranked.slice(0, RANKED_FIGURES).forEach((m) => addMove(facts, m));
  ranked.filter(isBest).forEach((m) => addMove(facts, m));
  // The greedy moves come first in the points ranking; their breakdowns are enough.
  const points = solvePosition(p.position, { objective: 'points', top: 12 });
  // The greedy moves: those that score most this turn (when any move scores at all).
  if (points.ok && points.value.value !== null && points.value.value > 0) {
    for (const g of points.value.moves.filter((m) => m.value === points.value.value)) {
      addMove(facts, g);
      const same = ranked.find((m) => sameMove({ ...m, tile: solved.tile }, { ...g, tile: solved.tile }));
      if (same) facts.add(same.value).add(Math.abs(same.value));
    }
  }
  const before = listFeatures(p.position);
  if (before.ok) {
    for (const f of before.value) {
      if (Object.keys(f.meeples).length === 0) continue;
      facts.add(f.tiles).add(f.pennants).add(f.value);
      for (const n of Object.values(f.meeples)) facts.add(n);
      if (f.cities !== undefined) facts.add(f.cities);
    }
  }
  for (const b of solved.best) {
    const after = placeTile(p.position, { tile: solved.tile, ...b });
    if (!after.ok) continue;
    for (const n of Object.values(after.value.position.scores ?? {})) facts.add(n);
    for (const e of after.value.completed) facts.add(e.tiles).add(e.pennants).add(e.points);
    const features = listFeatures(after.value.position);
    if (features.ok) {
      for (const f of features.value) {
        if (!f.parts.some((part) => part.x === b.x && part.y === b.y)) continue;
        facts.add(f.tiles).add(f.pennants).add(f.value);
        for (const n of Object.values(f.meeples)) facts.add(n);
        if (f.cities !== undefined) facts.add(f.cities);
      }
    }
    const score = scorePosition(after.value.position);
    if (score.ok) for (const n of [...Object.values(score.value.total), ...Object.values(score.value.endgame)]) facts.add(n);
  }
  for (const named of p.numbers ?? []) {
    const m = ranked.find((r) => sameMove({ ...r, tile: solved.tile }, { ...named.move, tile: solved.tile }));
    if (m && m.value === named.n) facts.add(named.n).add(Math.abs(named.n));
  }
  return facts;
}

describe('the puzzle files', () => {
  it('are at least 60, each named after its id', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(60);
    for (const { file, puzzle } of puzzles) expect(file).toBe(`${puzzle.id}.json`);
  });

  it('cover every theme at least 4 times and every objective at least 10 times', () => {
    for (const theme of THEMES) {
      expect(puzzles.filter((p) => p.puzzle.themes.includes(theme)).length, theme).toBeGreaterThanOrEqual(4);
    }
    for (const objective of PUZZLE_OBJECTIVES) {
      expect(puzzles.filter((p) => p.puzzle.objective === objective).length, objective).toBeGreaterThanOrEqual(10);
    }
  });

  it('use every difficulty and keep endgame puzzles small', () => {
    for (const d of [1, 2, 3]) expect(puzzles.some((p) => p.puzzle.difficulty === d), `difficulty ${d}`).toBe(true);
    for (const { puzzle } of puzzles.filter((p) => p.puzzle.objective === 'endgame')) {
      expect(puzzle.position.remaining!.length, puzzle.id).toBeLessThanOrEqual(MAX_PUZZLE_REMAINING);
    }
  });

  it('have distinct titles and explanations of two or three sentences', () => {
    expect(new Set(puzzles.map((p) => p.puzzle.title)).size).toBe(puzzles.length);
    for (const { puzzle } of puzzles) {
      const sentences = puzzle.explanation.split(/(?<=[.!?])\s+(?=[A-Z"])/).filter((s) => s.trim() !== '');
      expect(sentences.length, puzzle.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, puzzle.id).toBeLessThanOrEqual(3);
    }
  });

  it('name their players by colours written as names (English shows a name as written: "Blue lays tile K")', () => {
    const names = ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'Pink'];
    for (const { puzzle } of puzzles) {
      for (const name of puzzle.position.players) expect(names, `${puzzle.id}: ${name}`).toContain(name);
    }
  });
});

describe('readPuzzle', () => {
  const good = puzzles[0].puzzle;
  const broken = (change: (p: Record<string, unknown>) => void) => {
    const copy = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
    change(copy);
    const read = readPuzzle(copy);
    expect(read.ok).toBe(false);
    return read.ok ? null : read.problem;
  };

  it('names the field that is wrong', () => {
    expect(readPuzzle('x')).toEqual({ ok: false, problem: { problem: 'type', path: [], expected: 'object', found: { kind: 'text', text: 'x', length: 1 } } });
    expect(broken((p) => delete p.best)).toEqual({ problem: 'missing', path: [], field: 'best' });
    expect(broken((p) => (p.hint = 'x'))).toEqual({ problem: 'unknown-field', path: [], field: 'hint' });
    expect(broken((p) => (p.id = 'Road Steal'))).toEqual({ problem: 'check', path: ['id'], check: 'id-format' });
    expect(broken((p) => (p.themes = ['roads', 'rivers']))).toEqual({ problem: 'check', path: ['themes', 1], check: 'not-a-theme' });
    expect(broken((p) => (p.themes = ['roads', 'roads']))).toEqual({ problem: 'check', path: ['themes', 1], check: 'theme-twice' });
    expect(broken((p) => (p.difficulty = 4))).toEqual({ problem: 'check', path: ['difficulty'], check: 'not-a-difficulty' });
    expect(broken((p) => (p.objective = 'fun'))).toEqual({ problem: 'check', path: ['objective'], check: 'not-an-objective' });
    expect(broken((p) => (p.learn = 'chess'))).toEqual({ problem: 'check', path: ['learn'], check: 'not-a-lesson' });
    expect(broken((p) => (p.best = [{ x: 0, y: 0, rot: 5 }]))).toEqual({ problem: 'check', path: ['best', 0, 'rot'], check: 'rotation' });
    expect(broken((p) => (p.best = [{ x: 0, y: 0, rot: 1, meeple: 'Q' }]))).toEqual({ problem: 'check', path: ['best', 0, 'meeple'], check: 'not-a-spot' });
    expect(broken((p) => (p.value = '7'))).toMatchObject({ problem: 'type', path: ['value'], expected: 'number' });
    expect(broken((p) => (p.claims = [{ value: 3, is: { kind: 'guess' } }]))).toEqual({ problem: 'check', path: ['claims', 0, 'is', 'kind'], check: 'not-a-claim-kind' });
    expect(broken((p) => (p.claims = [{ value: 3, is: { kind: 'score', player: 'green' } }]))).toEqual({ problem: 'check', path: ['claims', 0, 'is', 'player'], check: 'not-a-player' });
    expect(broken((p) => (p.claims = [{ value: 3, is: { kind: 'feature-tiles' } }]))).toEqual({ problem: 'missing', path: ['claims', 0, 'is'], field: 'at' });
    expect(broken((p) => (p.claims = [{ value: 3, is: { kind: 'players', at: { x: 0, y: 0, spot: 'N' } } }]))).toEqual({ problem: 'unknown-field', path: ['claims', 0, 'is'], field: 'at' });
    expect(broken((p) => (p.claims = [{ value: 3, is: { kind: 'tiles-to-come' }, after: false }]))).toEqual({ problem: 'check', path: ['claims', 0, 'after'], check: 'true-only' });
    expect(broken((p) => (p.claims = [{ value: 3, is: { kind: 'sum', terms: [{ is: { kind: 'endgame-points', player: 'Red', feature: 'river' } }] } }]))).toEqual({ problem: 'check', path: ['claims', 0, 'is', 'terms', 0, 'is', 'feature'], check: 'not-a-feature' });
    // A statement without a number is true or false; a number is a number.
    const at = { x: 0, y: 0, spot: 'N' };
    expect(broken((p) => (p.claims = [{ value: 1, is: { kind: 'feature-held', at } }]))).toEqual({ problem: 'type', path: ['claims', 0, 'value'], expected: 'boolean', found: { kind: 'number', value: 1 } });
    expect(broken((p) => (p.claims = [{ value: true, is: { kind: 'score', player: 'Red' } }]))).toMatchObject({ problem: 'type', path: ['claims', 0, 'value'], expected: 'number' });
    expect(broken((p) => (p.claims = [{ value: 3, is: { kind: 'sum', terms: [{ is: { kind: 'feature-complete', at } }] } }]))).toEqual({ problem: 'check', path: ['claims', 0, 'is', 'terms', 0, 'is', 'kind'], check: 'fact-in-sum' });
    expect(broken((p) => (p.claims = [{ value: true, is: { kind: 'move-allowed' } }]))).toEqual({ problem: 'missing', path: ['claims', 0, 'is'], field: 'move' });
    expect(broken((p) => (p.claims = [{ value: true, is: { kind: 'tile-fits', tile: 'Z', x: 0, y: 0 } }]))).toEqual({ problem: 'check', path: ['claims', 0, 'is', 'tile'], check: 'not-a-tile' });
    expect(broken((p) => (p.madeUp = 'yes'))).toEqual({ problem: 'type', path: ['madeUp'], expected: 'boolean', found: { kind: 'text', text: 'yes', length: 3 } });
  });

  it('keeps the marker of a board made up on purpose, and only when given', () => {
    const read = readPuzzle({ ...good, madeUp: true });
    expect(read.ok && read.value.madeUp).toBe(true);
    const plain = readPuzzle(good);
    expect(plain.ok && 'madeUp' in plain.value).toBe(false);
  });

  it('reads the position through the engine and asks for a tile in hand', () => {
    const noTiles = broken((p) => ((p.position as Record<string, unknown>).tiles = []));
    expect(noTiles).toMatchObject({ problem: 'position', path: ['position'], error: { code: 'bad-position' } });
    expect(broken((p) => delete (p.position as Record<string, unknown>).inHand)).toEqual({ problem: 'check', path: ['position'], check: 'no-in-hand' });
    // A tile the box still holds, so only the puzzle's own rule is broken.
    const spare = TILE_LETTERS.find((t) => validatePosition({ ...good.position, remaining: [t] }).ok);
    const five: string[] = [];
    for (const t of TILE_LETTERS) if (five.length < 5 && validatePosition({ ...good.position, remaining: [...five, t] }).ok) five.push(t);
    expect(broken((p) => ((p.position as Record<string, unknown>).remaining = [spare]))).toEqual({
      problem: 'check', path: ['position', 'remaining'], check: 'remaining-unused',
    });
    expect(broken((p) => {
      p.objective = 'endgame';
      (p.position as Record<string, unknown>).remaining = five;
    })).toEqual({ problem: 'check', path: ['position', 'remaining'], check: 'remaining-many', limit: 4 });
  });
});

describe('every puzzle re-solves', () => {
  for (const { puzzle } of puzzles) {
    it(`${puzzle.id}: value, best moves and the figures of its explanation`, () => {
      const solved = solvePosition(puzzle.position, { objective: puzzle.objective, top: RANKED_FIGURES });
      expect(solved.ok).toBe(true);
      if (!solved.ok) return;
      const s = solved.value;
      expect(s.complete).toBe(true);
      expect(s.value).toBe(puzzle.value);
      // The same best moves (each look-alike once), in any order and under any look-alike name.
      expect(puzzle.best.length).toBe(s.best.length);
      for (const b of s.best) {
        expect(puzzle.best.some((p) => sameMove({ ...p, tile: s.tile }, { ...b, tile: s.tile })), JSON.stringify(b)).toBe(true);
      }
      if (puzzle.objective === 'points') {
        // One best move, and the meeple matters: without it (or elsewhere) the same placement scores less.
        expect(s.best.length).toBe(1);
        const b = s.best[0];
        const others = s.moves.filter((m) => m.x === b.x && m.y === b.y && m.rot === b.rot && m.meeple !== b.meeple);
        expect(others.length).toBeGreaterThan(0);
        for (const m of others) expect(m.value).toBeLessThan(s.value!);
      }
      const facts = factsOf(puzzle, s);
      for (const n of figuresOf(puzzle.explanation)) expect(facts.has(n), `${puzzle.id}: ${n} in the explanation`).toBe(true);
    }, 60_000);
  }
});
