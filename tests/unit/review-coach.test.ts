/**
 * The playground's review and "Try it again" (issue 25): a move of the review in words and on the board, the
 * chart's series, your own puzzles as they are kept (src/components/puzzles/own.ts), and the judge of a puzzle
 * made from a mistake: its one-move game is weighed exactly as the whole game's review weighed that move, so the
 * mistake is still a mistake in the puzzle and the review's best move is right (through the page's worker client).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalMoves } from '../../src/engine/api';
import { readGame } from '../../src/engine/record';
import { reviewGame, type MoveReview } from '../../src/engine/review';
import { engineApi, type Spot } from '../../src/worker/api';
import { checkOwn, oneMoveGame, withOwn, type OwnPuzzle } from '../../src/components/puzzles/own';
import { lossText, reviewMarks, selectionText } from '../../src/components/playground/ReviewPanel';
import { chartSeries, sentences } from '../../src/components/playground/ReviewChart';
import { FakeWorker } from './fake-worker';
import { hookMove, latePosition } from '../e2e/late-game';

const late = latePosition();
/** The move the playground's test hook plays there (a poor one). */
const poor = hookMove(late);

describe('a puzzle made from a mistake is judged as the review judged it', { timeout: 60_000 }, () => {
  const one = oneMoveGame(late, poor);
  const read = readGame(one);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  const review = reviewGame(read.value, { seats: [0] });
  const m = review.moves[0];

  it('the poor move is a mistake, weighed by Strong’s playouts with its noise', () => {
    expect(m.method).toBe('playouts');
    expect(m.mistake).toBe(true);
    expect(m.loss!).toBeGreaterThan(Math.max(1, m.noise!));
    expect(m.best).not.toBeNull();
  });

  it('the same move first in a longer game is weighed the same (the judge of a try sees what the review saw)', () => {
    // Two more moves: the first legal move of each tile drawn after it.
    const after = engineApi.replayGame(one, 1);
    if (!after.ok) throw new Error('replay');
    const moves = [...one.moves];
    let pos = after.value;
    for (let i = 0; i < 2; i++) {
      const tile = pos.remaining![0];
      const legal = legalMoves({ ...pos, inHand: tile, remaining: pos.remaining!.slice(1) }, tile);
      if (!legal.ok || legal.value.length === 0) break;
      const q = legal.value[0];
      moves.push({ tile, x: q.x, y: q.y, rot: q.rot });
      const next = engineApi.replayGame({ ...one, moves }, moves.length);
      if (!next.ok) throw new Error('replay');
      pos = next.value;
    }
    expect(moves.length).toBeGreaterThan(1);
    const whole = readGame({ ...one, moves });
    if (!whole.ok) throw new Error(JSON.stringify(whole.error));
    const first = reviewGame(whole.value, { seats: [0] }).moves[0];
    expect({ best: first.best, loss: first.loss, noise: first.noise, value: first.value }).toEqual({ best: m.best, loss: m.loss, noise: m.noise, value: m.value });
  });

  describe('through the page’s worker client', () => {
    let workers: FakeWorker[] = [];
    let judge: typeof import('../../src/components/puzzles/OwnPuzzlePage');

    beforeEach(async () => {
      vi.resetModules();
      const client = await import('../../src/worker/client');
      client.configureEngineClientForTests({
        createWorker: (role) => {
          const w = new FakeWorker(role, engineApi);
          workers.push(w);
          return w;
        },
      });
      judge = await import('../../src/components/puzzles/OwnPuzzlePage');
    });
    afterEach(() => {
      for (const w of workers) w.terminate();
      workers = [];
    });

    it('the mistake is wrong again, the best move is right, and the puzzle’s solution is the review’s best', async () => {
      const own: OwnPuzzle = {
        id: 'own-test1',
        made: '2026-11-26',
        judge: 'strong',
        position: late,
        played: { x: poor.x, y: poor.y, rot: poor.rot, meeple: poor.meeple },
        loss: m.loss!,
        noise: m.noise!,
        best: { ...m.best! },
        value: m.bestValue!,
        game: { move: 1, of: 5 },
      };
      const j = judge.strongJudge(own);
      expect(j.report.best).toEqual([m.best]);
      expect(j.report.value).toBe(m.bestValue);
      const again = await j.weigh({ ...poor, meeple: poor.meeple as Spot | null });
      expect(again).toEqual({ ok: true, value: { value: m.value, bestValue: m.bestValue, right: false } });
      const right = await j.weigh({ tile: poor.tile, ...m.best! });
      expect(right).toEqual({ ok: true, value: { value: m.bestValue, bestValue: m.bestValue, right: true } });
      expect(judge.ownAsPuzzle(own)).toMatchObject({ id: 'own-test1', objective: 'endgame', position: late, best: [m.best], value: m.bestValue });
    });
  });
});

describe('a move of the review in words and on the board', () => {
  const base: MoveReview = {
    move: 7,
    player: 0,
    tile: 'K',
    played: { x: 1, y: 2, rot: 1, meeple: null },
    best: { x: 3, y: 2, rot: 0, meeple: 'S' },
    method: 'playouts',
    value: 4.5,
    bestValue: 8.75,
    loss: 4.25,
    noise: 0.61,
    mistake: true,
    scores: [10, 4],
    work: 100,
  };

  it('a mistake: its loss and noise, the move played and the better one drawn with their labels', () => {
    expect(lossText(base)).toBe('−4.3 ± 0.6');
    expect(selectionText(base, 'Red', 20)).toBe(
      'Move 7 of 20: Red drew tile K. A mistake: it gave away 4.3 points (± 0.6) against the better move, drawn on the board. Expected final margin after it: +4.5; after the best: +8.8.',
    );
    const marks = reviewMarks(base, 'Red');
    expect(marks.filter((k) => k.kind === 'preview')).toHaveLength(2);
    expect(marks).toContainEqual({ kind: 'cell', x: 1, y: 2, style: 'bad' });
    expect(marks).toContainEqual({ kind: 'label', x: 1, y: 2, text: '−4.3', style: 'bad' });
    expect(marks).toContainEqual({ kind: 'preview', move: { tile: 'K', x: 3, y: 2, rot: 0, meeple: 'S' }, player: 'Red' });
    expect(marks).toContainEqual({ kind: 'label', x: 3, y: 2, text: 'best', style: 'good' });
  });

  it('the best move, an exact one, a tile set aside and a move not reviewed', () => {
    const best = { ...base, best: base.played, loss: 0, noise: 0, mistake: false, bestValue: 4.5 };
    expect(lossText(best)).toBe('best');
    expect(reviewMarks(best, 'Red').filter((k) => k.kind === 'preview')).toHaveLength(1);
    const exact = { ...base, method: 'exact' as const, noise: 0, loss: 3 };
    expect(lossText(exact)).toBe('−3');
    expect(selectionText({ ...exact, loss: 0.5, mistake: false }, 'Red', 20)).toContain('within the noise, or under 1 point, so not a mistake');
    const aside = { ...base, played: null, best: null, loss: 0, noise: 0, mistake: false, method: 'only' as const };
    expect(lossText(aside)).toBe('set aside');
    expect(reviewMarks(aside, 'Red')).toEqual([]);
    expect(lossText({ ...base, method: 'skipped', loss: null, noise: null, mistake: false })).toBe('not reviewed');
  });

  it('the chart’s series: the start, a row after each move, the final totals', () => {
    const file = { format: 'carcassonne-game/1' as const, players: ['Red', 'Blue'], moves: [] };
    const review = { moves: [{ ...base, scores: [2, 0] }, { ...base, scores: [2, 5] }], players: [], settings: {} as never, reviewed: 2 };
    expect(chartSeries(file, review, null)).toEqual([[0, 0], [2, 0], [2, 5]]);
    expect(chartSeries(file, review, { Red: 20, Blue: 9 })).toEqual([[0, 0], [2, 0], [2, 5], [20, 9]]);
  });
});

describe('your own puzzles as they are kept', () => {
  const own: OwnPuzzle = {
    id: 'own-abc123',
    made: '2026-11-26',
    judge: 'exact',
    position: late,
    played: { x: 0, y: 1, rot: 0, meeple: null },
    loss: 3,
    noise: 0,
    best: { x: 1, y: 1, rot: 2, meeple: 'N' },
    value: 12,
    game: { move: 40, of: 71 },
  };

  it('are checked on reading: a damaged one refuses the list, naming it', () => {
    expect(checkOwn({ puzzles: [own] }, 1)).toEqual({ ok: true, value: { puzzles: [own] } });
    expect(checkOwn({ puzzles: [own, { ...own, id: 'x' }] }, 1)).toEqual({ ok: false, reason: 'puzzle 2' });
    expect(checkOwn({ puzzles: [{ ...own, best: { ...own.best, meeple: 'Q' } }] }, 1)).toMatchObject({ ok: false });
    expect(checkOwn({ puzzles: [own] }, 2)).toEqual({ ok: false, reason: 'version 2' });
  });

  it('the same mistake tried again keeps its id (and so its progress); a new one comes first', () => {
    const again = withOwn([own], { ...own, id: 'own-new1', made: '2026-11-27', loss: 3.5 });
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: 'own-abc123', made: '2026-11-26', loss: 3.5 });
    const other = withOwn([own], { ...own, id: 'own-new2', position: { ...late, toPlay: 'Blue' } });
    expect(other.map((q) => q.id)).toEqual(['own-new2', 'own-abc123']);
  });
});

describe('the review’s sentences one after another', () => {
  it('puts a space after a Latin stop and none after a full-width one, and skips empty parts', () => {
    expect(sentences('Move 1 of 5: Red drew tile H.', 'A mistake.', '')).toBe('Move 1 of 5: Red drew tile H. A mistake.');
    expect(sentences('第 1 步（共 5 步）：红方抽到了板块 H。', '', '失误。', '最佳走法之后：+3。')).toBe('第 1 步（共 5 步）：红方抽到了板块 H。失误。最佳走法之后：+3。');
    expect(sentences('', '')).toBe('');
  });
});
