import { describe, expect, it } from 'vitest';
import type { FeatureInfo, Position } from '../../src/worker/api';
import { describeBoard } from '../../src/components/board/describeBoard';
import {
  featureFacts,
  meeplesText,
  scoreEventText,
  spotText,
  tileName,
  valueText,
} from '../../src/components/board/describe';
import { bt } from '../../src/components/board/strings';
import { moveText } from '../../src/components/playground/announce';
import { placeTile } from '../../src/engine/api';
import { TILE_LETTERS } from '../../src/engine/tiles';
import { errorText } from '../../src/components/ui/words';
import { boardErrorText } from '../../src/components/ui/boardWords';
import { anchorOfSpot, spotsOfTile } from '../../src/components/board/model';
import { wordFeature, wordList } from '../../src/i18n/words';

const feature = (over: Partial<FeatureInfo>): FeatureInfo => ({
  kind: 'city',
  complete: false,
  tiles: 3,
  pennants: 0,
  meeples: {},
  winners: [],
  points: 3,
  value: 3,
  parts: [],
  ...over,
});

describe('board texts', () => {
  it('says who scored what', () => {
    expect(scoreEventText({ kind: 'city', tiles: 3, pennants: 1, points: 8, winners: ['Red'], meeples: { Red: 1 } })).toBe(
      'Red scores 8 for a city of 3 tiles with 1 pennant.',
    );
    expect(
      scoreEventText({ kind: 'road', tiles: 4, pennants: 0, points: 4, winners: ['Red', 'Blue'], meeples: { Red: 1, Blue: 1 } }),
    ).toBe('Red and Blue score 4 each for a road of 4 tiles.');
    expect(scoreEventText({ kind: 'cloister', tiles: 9, pennants: 0, points: 9, winners: [], meeples: {} })).toBe(
      'A cloister was completed; nobody had a meeple on it.',
    );
    expect(wordFeature('city', 5, 2)).toBe('a city of 5 tiles with 2 pennants');
    expect(wordFeature('road', 1, 0)).toBe('a road of 1 tile');
    expect(wordList(['Red', 'Blue', 'Green'])).toBe('Red, Blue and Green');
    expect(wordList([])).toBe('');
  });

  it('describes a played turn from the engine’s report, pointing at the board', () => {
    const start: Position = {
      format: 'carcassonne-position/1',
      players: ['Red', 'Blue'],
      tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
    };
    const move = { tile: 'E', x: 0, y: -1, rot: 2, meeple: 'S' as const };
    const r = placeTile(start, move);
    if (!r.ok) throw new Error(errorText(r.error));
    // Where the tile went is framed on the board: the sentence points there, with no coordinates.
    const note = { player: 'Red', computer: false, move, completed: r.value.completed };
    expect(moveText(note, { framed: true })).toBe('Red laid tile E, framed on the board, with a meeple on the city. Red scores 4 for a city of 2 tiles.');
    expect(moveText({ ...note, move: { ...move, meeple: null } }, { framed: true })).toBe('Red laid tile E, framed on the board. Red scores 4 for a city of 2 tiles.');
    expect(moveText(note)).not.toMatch(/column|row|\(-?\d+, -?\d+\)/i);
  });

  it('names spots in plain words, where they are as the tile lies on the board', () => {
    expect(spotText('U', 1, 'E')).toBe('the road');
    expect(spotText('L', 0, 'S')).toBe('the road at the south side');
    expect(spotText('B', 0, 'C')).toBe('the cloister');
    // A straight road turned a quarter: its fields lie north and south of the road, whatever their spots are called.
    expect(spotText('U', 1, 'SE')).toBe('the field at the south side');
    // The start tile turned a quarter (city east, road north to south): the field between road and city lies at the
    // south-east, though its spot is called NE; the other field lies west.
    expect(spotText('D', 1, 'NE')).toBe('the field at the south-east');
    expect(spotText('D', 1, 'NW')).toBe('the field at the west side');
    // A field that reaches the middle of the tile.
    expect(spotText('J', 0, 'EN')).toBe('the field at the centre');
  });

  it('every spot of every tile, every way turned: its words say where its meeple stands, and two spots never share them', () => {
    const PLACES: Record<string, [number, number]> = {
      'the north side': [0, -1], 'the north-east': [1, -1], 'the east side': [1, 0], 'the south-east': [1, 1],
      'the south side': [0, 1], 'the south-west': [-1, 1], 'the west side': [-1, 0], 'the north-west': [-1, -1], 'the centre': [0, 0],
    };
    for (const letter of TILE_LETTERS)
      for (const rot of [0, 1, 2, 3]) {
        const words = spotsOfTile(letter, rot).map((spot) => spotText(letter, rot, spot));
        expect(new Set(words).size, `${letter} turned ${rot}: ${words.join('; ')}`).toBe(words.length);
        for (const [i, spot] of spotsOfTile(letter, rot).entries()) {
          const place = Object.keys(PLACES).find((k) => words[i].endsWith(k));
          if (!place) continue; // the tile's only feature of its kind: named by its kind alone
          const a = anchorOfSpot(letter, rot, spot)!;
          const [dx, dy] = PLACES[place];
          // The meeple stands on that side of the tile's middle, as the board shows it (more than 15 of the tile's
          // 100 units off the middle that way), or near the middle.
          const off = (d: number) => (Math.abs(d) > 15 ? Math.sign(d) : 0);
          expect(off(a.x - 50), `${letter} ${rot} ${spot}: ${words[i]} at (${a.x}, ${a.y})`).toBe(dx);
          expect(off(a.y - 50), `${letter} ${rot} ${spot}: ${words[i]} at (${a.x}, ${a.y})`).toBe(dy);
        }
      }
  });

  it('a move refused on the board points at the board: the tile beside it, that cell — no coordinates', async () => {
    const start: Position = { format: 'carcassonne-position/1', players: ['Red', 'Blue'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }] };
    // A straight road north of the start tile: its south side (a road) would meet the start tile's city.
    const above = placeTile(start, { tile: 'U', x: 0, y: -1, rot: 0 });
    expect(above.ok).toBe(false);
    if (above.ok) return;
    expect(boardErrorText(above.error)).toBe(
      'The south side of this tile is a road, but it would touch the north side of the D tile below it, which is a city. Touching sides must match: city to city, road to road, field to field.',
    );
    // The same refusal for the command line keeps its coordinates (a person typed them there).
    expect(errorText(above.error)).toContain('at (0, 0)');
    const right = placeTile(start, { tile: 'E', x: 1, y: 0, rot: 0 });
    if (right.ok) throw new Error('E upright east of the start tile must not fit');
    expect(boardErrorText(right.error)).toContain('the D tile to its left');
    const far = placeTile(start, { tile: 'U', x: 3, y: 3, rot: 0 });
    if (far.ok) throw new Error('a cell touching nothing must be refused');
    expect(boardErrorText(far.error)).toMatch(/^That cell does not touch any tile along a side: a new tile must share a whole side/);
    const taken = placeTile(start, { tile: 'U', x: 0, y: 0, rot: 0 });
    if (taken.ok) throw new Error('a taken cell must be refused');
    expect(boardErrorText(taken.error)).toBe('There is already a tile (D) on that cell.');
    for (const text of [above, right, far, taken].map((r) => (r.ok ? '' : boardErrorText(r.error)))) {
      expect(text).not.toMatch(/\(-?\d+, -?\d+\)|column|row -?\d/i);
    }
    expect(bt('board.notListed', { tile: 'U' })).not.toMatch(/column|row|\{/);
  });

  it('sums up a feature', () => {
    expect(featureFacts(feature({ pennants: 1 }))).toEqual(['3 tiles', '1 pennant', 'not complete']);
    expect(featureFacts(feature({ kind: 'farm', tiles: 1, cities: 2 }))).toEqual(['1 tile', 'supplies 2 completed cities']);
    expect(valueText(feature({ complete: true, value: 8 }))).toBe('Complete: worth 8 points');
    expect(valueText(feature({ value: 1 }))).toBe('Worth 1 point if the game ended now');
    expect(meeplesText({ Red: 2, Blue: 1 })).toBe('Meeples: Red 2, Blue 1');
    expect(meeplesText({})).toBe('No meeples');
  });

  it('lists the board for screen readers', () => {
    const pos: Position = {
      format: 'carcassonne-position/1',
      players: ['Red'],
      tiles: [{ x: 0, y: 0, tile: 'D', rot: 1 }],
      meeples: [{ player: 'Red', x: 0, y: 0, at: 'E' }],
    };
    expect(describeBoard(pos)).toEqual([
      'Tile D (city on one side, straight road (the start tile)) at column 0, row 0, a quarter turn right; sides north road, east city, south road, west field. Red meeple on the city.',
    ]);
    expect(describeBoard(null)).toEqual([]);
  });

  it('has a name for every tile and fills every placeholder', () => {
    for (const l of TILE_LETTERS) expect(tileName(l)).not.toBe(l);
    expect(() => bt('board.scores', { players: 'Red' } as never)).toThrow(/needs the parameter \{points\}/);
  });
});
