/**
 * The puzzle trainer's pure logic added for the lichess-like flow: plural-capable
 * messages, the graded hints (what the move is about, the area, the cell), equal moves grouped,
 * the solution played out (an endgame's line to the end).
 */
import { describe, expect, it } from 'vitest';
import { aboutMove, hintArea } from '../../src/components/puzzles/hints';
import { aboutText } from '../../src/components/puzzles/words';
import { formatMessage, t } from '../../src/i18n';
import { groupMoves } from '../../src/components/puzzles/groups';
import { freshAttempt, nextAttempt, type AttemptEvent } from '../../src/components/puzzles/outcome';
import { checkProgress, dueAgain, emptyProgress, PROGRESS_VERSION, record } from '../../src/components/puzzles/progress';
import { addDays, comeback, expectedScore, rate, START_RATING } from '../../src/components/puzzles/rating';
import { playLine, withMove, type LineEngine } from '../../src/components/puzzles/line';
import { placeTile, scorePosition, solvePosition, type Position, type ScoreReport, type SolveReport } from '../../src/engine/api';
import type { Puzzle } from '../../src/engine/puzzle';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('plural-capable messages', () => {
  it('picks the form Intl.PluralRules names for the count, with other as the fallback', () => {
    const m = '[one]{count} move scores nothing[other]{count} moves score nothing';
    expect(formatMessage('en', m, { count: 1 })).toBe('1 move scores nothing');
    expect(formatMessage('en', m, { count: 6 })).toBe('6 moves score nothing');
    expect(formatMessage('en', m, { count: 0 })).toBe('0 moves score nothing');
    // Czech has few (2–4) and many: a message that gives them gets them, one without falls back to other.
    const cs = '[one]{count} tah[few]{count} tahy[other]{count} tahů';
    expect(formatMessage('cs', cs, { count: 3 })).toBe('3 tahy');
    expect(formatMessage('cs', '[one]a[other]b', { count: 3 })).toBe('b');
    expect(formatMessage('en', 'no forms at all', { count: 2 })).toBe('no forms at all');
  });

  it('fills a dictionary message and chooses its form', () => {
    expect(t('puzzles.hint.area', { count: 1 })).toBe('Hint: the best move is on the marked cell.');
    expect(t('puzzles.hint.area', { count: 4 })).toBe('Hint: the best move is on one of the 4 marked cells.');
  });
});

describe('hints, from general to exact', () => {
  it('says what the best move is about: what it scores now, or at the end, or takes from the others, and its meeple', () => {
    const city = { kind: 'now', feature: 'city', tiles: 2, pennants: 0, points: 4 } as const;
    const farm = { kind: 'end', feature: 'farm', points: 3, several: false } as const;
    const now = aboutMove({ why: [city, farm], gains: { Red: 7, Blue: 0 } }, 'Red', 'road', true);
    expect(now).toEqual({ what: { kind: 'now', feature: 'city' }, meeple: 'road', supply: true });
    expect(aboutText(now)).toBe('Hint: the best move completes a city of yours and scores it this turn. It puts your meeple on a road.');
    const end = aboutMove({ why: [farm], gains: { Red: 3 } }, 'Red', 'field', true);
    expect(end).toEqual({ what: { kind: 'end', feature: 'farm' }, meeple: 'farm', supply: true });
    expect(aboutText(end)).toContain('what a farm will pay you at the end');
    // The kind that adds most at the end is named.
    const road = { kind: 'end', feature: 'road', points: 5, several: false } as const;
    expect(aboutMove({ why: [farm, road], gains: { Red: 8 } }, 'Red', null, true).what).toEqual({ kind: 'end', feature: 'road' });
    // A gain somewhere that a loss elsewhere outweighs is not what the move is "about": it takes from Blue.
    const takes = aboutMove({ why: [farm, { kind: 'end', feature: 'road', points: -4, several: false }], gains: { Red: -1, Blue: -6 } }, 'Red', null, true);
    expect(takes.what).toEqual({ kind: 'takes' });
    expect(aboutText(takes)).toBe('Hint: the best move adds nothing to your score, now or at the end; it is about what it takes from the others at the end of the game. It keeps your meeple in your supply.');
    const quiet = aboutMove({ why: [{ kind: 'rival', player: 'Blue', points: 2 }], gains: { Red: 0, Blue: 2 } }, 'Red', null, true);
    expect(quiet.what).toEqual({ kind: 'quiet' });
    expect(aboutText(quiet)).toBe('Hint: the best move adds nothing to your score, now or at the end; think about what it leaves the others. It keeps your meeple in your supply.');
    // With no meeple left, the move keeps none in the supply: it places none.
    expect(aboutText({ ...quiet, supply: false })).toMatch(/It places no meeple: you have none left\.$/);
    // Without the solver's breakdown, only the meeple is said.
    expect(aboutText(aboutMove(undefined, 'Red', 'city', true))).toBe('Hint: the best move puts your meeple on a city.');
    expect(aboutText(aboutMove(undefined, 'Red', null, false))).toBe('Hint: the best move places no meeple: you have none left.');
  });

  it('the area: the fitting cells of a 3 × 3 block that holds the best, the block with the most of them, the same on every visit', () => {
    const best = { x: 0, y: 0 };
    const fits = [
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: -2, y: 0 },
      { x: 5, y: 5 },
    ];
    const area = hintArea(best, fits, 'some-puzzle');
    expect(area).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
    ]);
    expect(hintArea(best, [...fits].reverse(), 'some-puzzle')).toEqual(area);
    // Alone: the best cell is the whole area.
    expect(hintArea(best, [{ x: 9, y: 9 }], 'p')).toEqual([best]);
    // Ties between blocks are settled by the puzzle's id, the same way each time.
    const ring = [
      { x: -1, y: 0 },
      { x: 1, y: 0 },
    ];
    const a = hintArea(best, ring, 'one');
    expect(hintArea(best, ring, 'one')).toEqual(a);
    expect(a).toContainEqual(best);
    expect(a.length).toBeGreaterThanOrEqual(2);
  });
});

describe('equal moves grouped in the list of values', () => {
  it('puts moves of the same value in one row, in the order of their first move, with what they do when it is the same', () => {
    const moves = [
      { id: 'a', value: 4, why: 'Scores 4 now for a city of 2 tiles.' },
      { id: 'b', value: 0, why: null },
      { id: 'c', value: 0, why: null },
      { id: 'd', value: 2, why: 'Scores 2 now for a road of 2 tiles.' },
      { id: 'e', value: 0, why: null },
      { id: 'f', value: 2, why: 'Scores 2 now for a road of 2 tiles.' },
      { id: 'g', value: 1, why: 'Scores 1 now.' },
      { id: 'h', value: 1 / 3, why: null },
      { id: 'i', value: 0.333, why: null },
      { id: 'j', value: 1, why: '+1 at the end from the farm.' },
    ];
    const groups = groupMoves(moves, (m) => m.why);
    expect(groups.map((g) => [g.value, g.moves.map((m) => m.id).join(''), g.why])).toEqual([
      [4, 'a', 'Scores 4 now for a city of 2 tiles.'],
      [0, 'bce', null],
      [2, 'df', 'Scores 2 now for a road of 2 tiles.'],
      [1, 'gj', null],
      [1 / 3, 'hi', null],
    ]);
    expect(groupMoves([], () => null)).toEqual([]);
  });

  it('words a group with one message whose form follows the count', () => {
    expect(t('puzzles.solution.groupNothing', { count: 6 })).toBe('6 moves score nothing');
    expect(t('puzzles.solution.groupNothing', { count: 1 })).toBe('1 move scores nothing');
    expect(t('puzzles.solution.group', { count: 3, value: 'a final margin of −2' })).toBe('3 moves give a final margin of −2');
  });
});

describe('the solution played out', () => {
  const puzzle = JSON.parse(readFileSync(join(process.cwd(), 'puzzles', 'endgame-take-the-gap.json'), 'utf8')) as Puzzle;
  const engine: LineEngine = {
    solve: async (p, objective) => solvePosition(p, { objective, top: 0 }),
    place: async (p, m) => placeTile(p, m),
    score: async (p) => scorePosition(p),
  };

  it('sets the tile and the meeple on the board before anything is scored', () => {
    const p = withMove(puzzle.position, { tile: 'E', x: 9, y: 9, rot: 1, meeple: 'N' }, 'red');
    expect(p.tiles.at(-1)).toEqual({ x: 9, y: 9, tile: 'E', rot: 1 });
    expect(p.meeples?.at(-1)).toEqual({ player: 'red', x: 9, y: 9, at: 'N' });
    expect(p.inHand).toBeUndefined();
    expect(withMove(puzzle.position, { tile: 'E', x: 9, y: 9, rot: 1, meeple: null }, 'red').meeples).toEqual(puzzle.position.meeples);
  });

  it('an endgame line: each tile to come played in turn, best for its player, ends at the puzzle’s value', async () => {
    const player = puzzle.position.toPlay!;
    const played = placeTile(puzzle.position, { tile: puzzle.position.inHand!, ...puzzle.best[0] });
    if (!played.ok) throw new Error('the best move does not play');
    const line = await playLine(played.value.position, player, engine);
    if (!line.ok) throw new Error('no line');
    expect(line.value.steps.map((s) => s.tile)).toEqual(puzzle.position.remaining);
    // Turns alternate from the player after the puzzle's player (2 players).
    expect(line.value.steps[0].player).not.toBe(player);
    expect(line.value.margin).toBe(puzzle.value);
    expect(line.value.steps.at(-1)!.position.remaining ?? []).toEqual([]);
  });

  it('a tile that fits nowhere is set aside and the same player takes the next', async () => {
    const calls: string[] = [];
    const fake: LineEngine = {
      solve: async (p) => {
        calls.push(`${p.toPlay}:${p.inHand}`);
        return { ok: true, value: { best: p.inHand === 'X' ? [] : [{ x: 0, y: 1, rot: 0, meeple: null }] } as unknown as SolveReport };
      },
      place: async (p) => ({ ok: true, value: { scored: {}, completed: [], position: { ...p, inHand: undefined, toPlay: p.toPlay === 'a' ? 'b' : 'a' } } }),
      score: async () => ({ ok: true, value: { endgame: {}, total: { a: 5, b: 3 }, features: [] } as unknown as ScoreReport }),
    };
    const start: Position = { format: 'carcassonne-position/1', players: ['a', 'b'], toPlay: 'b', tiles: [], remaining: ['X', 'E'] };
    const line = await playLine(start, 'a', fake);
    expect(calls).toEqual(['b:X', 'b:E']);
    expect(line.ok && line.value.steps.map((s) => s.move === null)).toEqual([true, false]);
    expect(line.ok && line.value.margin).toBe(2);
  });
});

describe('one clear outcome per try', () => {
  const run = (...events: AttemptEvent[]) => events.reduce(nextAttempt, freshAttempt()).result;

  it('solved at the first go, solved after a miss or a hint, or failed when the solution was viewed first', () => {
    expect(run()).toBeNull();
    expect(run('solve')).toBe('solved');
    expect(run('miss', 'solve')).toBe('helped');
    expect(run('hint', 'hint', 'solve')).toBe('helped');
    expect(run('view')).toBe('failed');
    expect(run('hint', 'view')).toBe('failed');
    // Until it is solved, a miss counts as failed (a try left there stays failed).
    expect(run('miss')).toBe('failed');
  });

  it('stays once solved or viewed: a retry played out or a look at the solution afterwards changes nothing', () => {
    expect(run('solve', 'view')).toBe('solved');
    expect(run('solve', 'miss', 'solve')).toBe('solved');
    expect(run('view', 'solve')).toBe('failed');
    const a = nextAttempt(freshAttempt(), 'view');
    expect(nextAttempt(a, 'solve')).toBe(a);
  });

  it('is kept with the progress: helped breaks the streak, and version 1 progress is still read', () => {
    let p = record(emptyProgress(), 'a', 'solved', '2026-11-25');
    p = record(p, 'b', 'helped', '2026-11-25');
    expect(p).toMatchObject({ streak: 0, best: 1 });
    expect(checkProgress(JSON.parse(JSON.stringify(p)), PROGRESS_VERSION)).toEqual({ ok: true, value: p });
    const v1 = { results: { a: { result: 'solved', on: '2026-11-20' } }, streak: 1, best: 1 };
    expect(checkProgress(v1, 1)).toEqual({ ok: true, value: v1 });
    // "helped" did not exist in version 1.
    expect(checkProgress({ ...v1, results: { a: { result: 'helped', on: '2026-11-20' } } }, 1).ok).toBe(false);
  });
});

describe('the local rating and puzzles that come back', () => {
  it('moves the rating by the outcome against the puzzle’s difficulty', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
    expect(rate(START_RATING, 2, 'solved')).toEqual({ value: 1520, games: 1 });
    expect(rate(START_RATING, 2, 'failed')).toEqual({ value: 1480, games: 1 });
    expect(rate(START_RATING, 2, 'helped')).toEqual({ value: 1500, games: 1 });
    // An easy puzzle gains little when solved and costs much when missed; a hard one the other way round.
    const easy = rate(START_RATING, 1, 'solved').value - 1500;
    const hard = rate(START_RATING, 3, 'solved').value - 1500;
    expect(easy).toBeGreaterThan(0);
    expect(hard).toBeGreaterThan(easy);
    expect(rate(START_RATING, 1, 'failed').value).toBeLessThan(rate(START_RATING, 3, 'failed').value);
    // After 10 rated puzzles the steps are smaller.
    expect(rate({ value: 1500, games: 10 }, 2, 'solved')).toEqual({ value: 1510, games: 11 });
  });

  it('rates a puzzle’s first try only, and the try as it ended (a miss then a solve is one helped try)', () => {
    let p = record(emptyProgress(), 'a', 'failed', '2026-11-25', 2);
    expect(p.rating).toEqual({ value: 1480, games: 1 });
    const base = p;
    // The page records the try over the progress as it was before it, each time its outcome changes.
    expect(record(base, 'b', 'failed', '2026-11-25', 2).rating).toEqual({ value: 1461, games: 2 });
    p = record(base, 'b', 'helped', '2026-11-25', 2);
    expect(p.rating).toEqual({ value: 1481, games: 2 });
    // Tried again another day: not rated.
    expect(record(p, 'a', 'solved', '2026-11-26', 2).rating).toEqual(p.rating);
    const back = checkProgress(JSON.parse(JSON.stringify({ ...p, showRating: true })), PROGRESS_VERSION);
    expect(back).toEqual({ ok: true, value: { ...p, showRating: true } });
    expect(checkProgress({ ...p, rating: { value: 'high', games: 1 } }, PROGRESS_VERSION)).toEqual({ ok: false, reason: 'rating' });
    expect(checkProgress({ ...p, showRating: 'yes' }, PROGRESS_VERSION)).toEqual({ ok: false, reason: 'showRating' });
  });

  it('brings a missed puzzle back the next day, then after 3 and 7 days of clean solves, then no more', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 7)).toBe('2027-01-07');
    expect(comeback(null, 'solved', '2026-11-25')).toBeNull();
    const first = comeback(null, 'failed', '2026-11-25');
    expect(first).toEqual({ due: '2026-11-26', step: 0 });
    expect(comeback(null, 'helped', '2026-11-25')).toEqual({ due: '2026-11-26', step: 0 });
    const second = comeback(first, 'solved', '2026-11-26');
    expect(second).toEqual({ due: '2026-11-29', step: 1 });
    const third = comeback(second, 'solved', '2026-11-29');
    expect(third).toEqual({ due: '2026-12-06', step: 2 });
    expect(comeback(third, 'solved', '2026-12-06')).toBeNull();
    // Missed again: it starts over.
    expect(comeback(third, 'failed', '2026-12-06')).toEqual({ due: '2026-12-07', step: 0 });

    let p = record(emptyProgress(), 'late', 'failed', '2026-11-25');
    p = record(p, 'early', 'helped', '2026-11-20');
    p = record(p, 'clean', 'solved', '2026-11-25');
    expect(dueAgain(p, '2026-11-25')).toEqual(['early']);
    expect(dueAgain(p, '2026-11-26')).toEqual(['early', 'late']);
    p = record(p, 'early', 'solved', '2026-11-26');
    expect(dueAgain(p, '2026-11-26')).toEqual(['late']);
    expect(p.results.early.again).toEqual({ due: '2026-11-29', step: 1 });
  });
});
