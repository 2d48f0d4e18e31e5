/**
 * The lesson host's judge (src/components/learn/judge.ts) agrees with the
 * engine's notion of the same move (rulings 9) on every tile, rotation pair
 * and meeple spot pair.
 */
import { describe, expect, it } from 'vitest';
import { sameMove } from '../../src/engine/moves';
import { TILE_LETTERS } from '../../src/engine/tiles';
import { SPOTS, lesson as lessonSchema } from '../../src/components/learn/schema';
import { positionOf, sameTile, sameTurn, wrongReason, turnIsRight } from '../../src/components/learn/judge';

const meeples = [null, ...SPOTS];

describe('sameTurn agrees with the engine', () => {
  it.each(TILE_LETTERS.map((l) => [l]))('tile %s', (tile) => {
    let same = 0;
    const differ: string[] = [];
    for (let ra = 0; ra < 4; ra++)
      for (let rb = 0; rb < 4; rb++)
        for (const ma of meeples)
          for (const mb of meeples) {
            const a = { tile, x: 0, y: 0, rot: ra, meeple: ma };
            const b = { tile, x: 0, y: 0, rot: rb, meeple: mb };
            if (sameTurn(a, b) !== sameMove(a, b)) differ.push(JSON.stringify([a, b]));
            if (sameMove(a, b)) same++;
          }
    expect(differ).toEqual([]);
    expect(same).toBeGreaterThan(0);
  });
  it('compares cells and tiles', () => {
    expect(sameTile({ tile: 'U', x: 0, y: 0, rot: 0 }, { tile: 'U', x: 0, y: 0, rot: 2 })).toBe(true);
    expect(sameTile({ tile: 'U', x: 0, y: 0, rot: 0 }, { tile: 'U', x: 0, y: 0, rot: 1 })).toBe(false);
    expect(sameTile({ tile: 'U', x: 0, y: 0, rot: 0 }, { tile: 'U', x: 1, y: 0, rot: 0 })).toBe(false);
    expect(sameTile({ tile: 'U', x: 0, y: 0, rot: 0 }, { tile: 'V', x: 0, y: 0, rot: 0 })).toBe(false);
  });
});

describe('a place step', () => {
  const base = { id: 's', text: 't', success: 's', hint: 'h', kind: 'place' as const, tile: 'U', board: 'b' };
  it('with meeple "same" needs the meeple as in an answer, by segment', () => {
    const s = { ...base, meeple: 'same' as const, answers: [{ tile: 'U', x: 1, y: 0, rot: 1, meeple: 'E' as const }] };
    expect(turnIsRight(s, { tile: 'U', x: 1, y: 0, rot: 3, meeple: 'W' })).toBe(true);
    expect(turnIsRight(s, { tile: 'U', x: 1, y: 0, rot: 1, meeple: null })).toBe(false);
    expect(turnIsRight(s, { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'NW' })).toBe(false);
  });
  it('with meeple "any" judges the tile only', () => {
    const s = { ...base, meeple: 'any' as const, answers: [{ tile: 'U', x: 1, y: 0, rot: 1 }] };
    expect(turnIsRight(s, { tile: 'U', x: 1, y: 0, rot: 3, meeple: 'NW' })).toBe(true);
    expect(turnIsRight(s, { tile: 'U', x: 1, y: 0, rot: 0 })).toBe(false);
  });
  it('gives the most specific reason for a wrong move', () => {
    const s = {
      ...base,
      meeple: 'same' as const,
      answers: [{ tile: 'U', x: 1, y: 0, rot: 1, meeple: 'E' as const }],
      wrong: [
        { x: 1, y: 0, reason: 'cell' },
        { x: 1, y: 0, rot: 1, meeple: null, reason: 'no meeple' },
        { x: 1, y: 0, rot: 0, reason: 'turned' },
      ],
    };
    expect(wrongReason(s, { tile: 'U', x: 1, y: 0, rot: 3, meeple: null }, true)).toBe('no meeple');
    expect(wrongReason(s, { tile: 'U', x: 1, y: 0, rot: 2 }, false)).toBe('turned');
    expect(wrongReason(s, { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'NW' }, true)).toBe('cell');
    expect(wrongReason(s, { tile: 'U', x: 2, y: 0, rot: 1 }, false)).toBe(null);
  });
});

describe('a board made up on purpose', () => {
  const board = { madeUp: true, format: 'carcassonne-position/1' as const, players: ['Red'], tiles: [{ x: 0, y: 0, tile: 'B', rot: 0 }] };
  const lessonData = {
    slug: 'meeples', order: 6, title: 'T', summary: 'S', boards: { ring: board },
    steps: [{ id: 'look', kind: 'explain', text: 'A board of our own.', board: 'ring' }],
    check: [
      { id: 'q1', kind: 'point', text: 't', success: 's', hint: 'h', target: 'feature', answers: [{ x: 0, y: 0, spot: 'C' }], position: { ...board, madeUp: false } },
      { id: 'q2', kind: 'point', text: 't', success: 's', hint: 'h', target: 'feature', answers: [{ x: 0, y: 0, spot: 'C' }], board: 'ring' },
    ],
  };

  it('is marked in the lesson (on a named board or a step\'s own), and the engine receives the position without the marker', () => {
    const lesson = lessonSchema.parse(lessonData);
    expect(lesson.boards?.ring.madeUp).toBe(true);
    expect(positionOf(lesson, lesson.steps[0])).toEqual({ format: 'carcassonne-position/1', players: ['Red'], tiles: [{ x: 0, y: 0, tile: 'B', rot: 0 }] });
    expect('madeUp' in positionOf(lesson, lesson.check[0])).toBe(false);
    expect(() => lessonSchema.parse({ ...lessonData, boards: { ring: { ...board, madeUp: 'yes' } } })).toThrow();
  });
});
