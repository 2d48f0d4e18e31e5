import { describe, expect, it } from 'vitest';
import type { FeatureInfo, Position } from '../../src/worker/api';
import {
  describeBoard,
  featureFacts,
  meeplesText,
  scoreEventText,
  spotText,
  tileName,
  turnText,
  valueText,
} from '../../src/components/board/describe';
import { bt } from '../../src/components/board/strings';
import { placeTile } from '../../src/engine/api';
import { TILE_LETTERS } from '../../src/engine/tiles';
import { errorText } from '../../src/components/ui/words';
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

  it('describes a played turn from the engine’s report', () => {
    const start: Position = {
      format: 'carcassonne-position/1',
      players: ['Red', 'Blue'],
      tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
    };
    const move = { tile: 'E', x: 0, y: -1, rot: 2, meeple: 'S' as const };
    const r = placeTile(start, move);
    if (!r.ok) throw new Error(errorText(r.error));
    expect(turnText('Red', move, r.value)).toBe(
      'Red placed tile E at column 0, row -1 with a meeple on the city. Red scores 4 for a city of 2 tiles.',
    );
  });

  it('names spots in plain words', () => {
    expect(spotText('U', 1, 'E')).toBe('the road');
    expect(spotText('L', 0, 'S')).toBe('the road at the south side');
    expect(spotText('U', 1, 'SE')).toBe('the field at the south-east');
    expect(spotText('B', 0, 'C')).toBe('the cloister');
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
