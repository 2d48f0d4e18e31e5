import { describe, expect, it } from 'vitest';
import type { Placement, Position } from '../../src/worker/api';
import {
  anchorOfSpot,
  boardBounds,
  edgesOf,
  kindCounts,
  kindOfSpot,
  meeplesOnBoard,
  nextRotation,
  pathOfSpot,
  placementsByCell,
  playerColors,
  playerToPlay,
  remainingTiles,
  segmentOfSpot,
  snapRotation,
  spotAtPoint,
  spotsOfTile,
  startCursor,
  stepCell,
  tilesByCell,
  totalRemaining,
} from '../../src/components/board/model';
import { legalMoves } from '../../src/engine/api';

const pos: Position = {
  format: 'carcassonne-position/1',
  players: ['Red', 'Blue'],
  tiles: [
    { x: 0, y: 0, tile: 'D', rot: 0 },
    { x: 1, y: 0, tile: 'U', rot: 1 },
    { x: 0, y: -1, tile: 'E', rot: 2 },
  ],
  meeples: [{ player: 'Blue', x: 1, y: 0, at: 'E' }],
  toPlay: 'Blue',
};

describe('board model helpers', () => {
  it('indexes tiles and placements by cell', () => {
    expect(tilesByCell(pos).get('1,0')).toEqual({ x: 1, y: 0, tile: 'U', rot: 1 });
    expect(tilesByCell(null).size).toBe(0);
    const placements: Placement[] = [
      { x: 2, y: 0, rot: 1, spots: ['E'] },
      { x: 2, y: 0, rot: 3, spots: [] },
      { x: 0, y: 1, rot: 0, spots: ['N'] },
    ];
    const by = placementsByCell(placements);
    expect(by.get('2,0')!.map((p) => p.rot)).toEqual([1, 3]);
    expect(by.get('0,1')).toHaveLength(1);
  });

  it('bounds: every tile with a ring of cells around it, plus extra cells', () => {
    expect(boardBounds(pos)).toEqual({ minX: -1, minY: -2, maxX: 2, maxY: 1 });
    expect(boardBounds(pos, [{ x: 5, y: -7 }])).toEqual({ minX: -1, minY: -7, maxX: 5, maxY: 1 });
    expect(boardBounds(null)).toEqual({ minX: -1, minY: -1, maxX: 1, maxY: 1 });
  });

  it('turns to the next allowed rotation, either way, wrapping around', () => {
    expect(nextRotation(0, [0, 1, 2, 3])).toBe(1);
    expect(nextRotation(3, [0, 1, 2, 3])).toBe(0);
    expect(nextRotation(0, [0, 1, 2, 3], -1)).toBe(3);
    expect(nextRotation(1, [0, 1])).toBe(0);
    expect(nextRotation(0, [2])).toBe(2);
    expect(nextRotation(2, [2])).toBe(2);
    expect(nextRotation(3, [])).toBe(3);
    expect(nextRotation(2, [0, 1])).toBe(0); // not allowed now: the next one that is
    expect(snapRotation(1, [1, 3])).toBe(1);
    expect(snapRotation(2, [1, 3])).toBe(3);
    expect(snapRotation(2, [])).toBe(2);
  });

  it('counts the tiles left of each type', () => {
    const left = remainingTiles(pos);
    expect(left.D).toBe(3);
    expect(left.U).toBe(7);
    expect(left.E).toBe(4);
    expect(left.X).toBe(1);
    expect(totalRemaining(left)).toBe(69);
    expect(totalRemaining(remainingTiles(null))).toBe(72);
  });

  it('maps spots to segments, kinds, meeple anchors and outlines', () => {
    // D upright: the city is north, the road runs west–east, fields above and below the road.
    expect(kindOfSpot('D', 0, 'N')).toBe('city');
    expect(kindOfSpot('D', 0, 'W')).toBe('road');
    expect(segmentOfSpot('D', 0, 'W')).toBe(segmentOfSpot('D', 0, 'E'));
    expect(kindOfSpot('D', 0, 'SE')).toBe('field');
    expect(kindOfSpot('D', 0, 'S')).toBeNull();
    expect(kindOfSpot('D', 0, 'C')).toBeNull();
    expect(segmentOfSpot('D', 0, 'nope')).toBe(-1);
    expect(segmentOfSpot('?', 0, 'N')).toBe(-1);
    // Turned a quarter, the city faces east.
    expect(kindOfSpot('D', 1, 'E')).toBe('city');
    const a = anchorOfSpot('D', 0, 'N')!;
    expect(a.y).toBeLessThan(35);
    expect(pathOfSpot('D', 0, 'N')).toMatch(/^M.*Z$/);
    expect(pathOfSpot('D', 0, 'S')).toBeNull();
    expect(spotsOfTile('B', 0)).toEqual(['C', 'NW']);
    expect(kindCounts('L', 0)).toEqual({ city: 1, road: 3, field: 3, cloister: 0 });
  });

  it('finds the spot under a point of a tile: the road before the field around it', () => {
    expect(spotAtPoint('D', 0, { x: 50, y: 50 })).toBe('E'); // the road through the middle
    expect(spotAtPoint('D', 0, { x: 50, y: 5 })).toBe('N'); // the city at the top
    expect(kindOfSpot('D', 0, spotAtPoint('D', 0, { x: 50, y: 85 })!)).toBe('field');
    expect(spotAtPoint('B', 0, { x: 50, y: 50 })).toBe('C'); // the cloister
    expect(spotAtPoint('B', 0, { x: 5, y: 95 })).toBe('NW'); // the field around it
    expect(spotAtPoint('D', 0, { x: -1, y: 50 })).toBeNull();
    // Every point of every tile, in every rotation, lands on a spot that names something there.
    for (const tile of ['A', 'C', 'L', 'O', 'S', 'X']) {
      for (let rot = 0; rot < 4; rot++) {
        for (let x = 0; x <= 100; x += 12.5) {
          for (let y = 0; y <= 100; y += 12.5) {
            const spot = spotAtPoint(tile, rot, { x, y });
            expect(spot, `${tile} rot ${rot} at ${x},${y}`).not.toBeNull();
            expect(segmentOfSpot(tile, rot, spot!)).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }
  });

  it('colours players by name, then by free seat colour', () => {
    expect(playerColors(['Red', 'Blue'])).toEqual({ Red: 'red', Blue: 'blue' });
    expect(playerColors(['Ann', 'Bob', 'yellow'])).toEqual({ yellow: 'yellow', Ann: 'red', Bob: 'green' });
    expect(playerColors(['Ann'], { Ann: 'pink' })).toEqual({ Ann: 'pink' });
  });

  it('counts meeples, names the player to play, and starts the cursor on the first tile', () => {
    expect(meeplesOnBoard(pos)).toEqual({ Red: 0, Blue: 1 });
    expect(playerToPlay(pos)).toBe('Blue');
    expect(playerToPlay({ ...pos, toPlay: undefined })).toBe('Red');
    expect(startCursor(pos)).toEqual({ x: 0, y: 0 });
    expect(startCursor(null)).toEqual({ x: 0, y: 0 });
    expect(stepCell({ x: 0, y: 0 }, 'ArrowUp')).toEqual({ x: 0, y: -1 });
    expect(stepCell({ x: 0, y: 0 }, 'ArrowLeft')).toEqual({ x: -1, y: 0 });
  });

  it('reads the edges of a turned tile as the engine places it', () => {
    expect(edgesOf('D', 0)).toEqual(['C', 'R', 'F', 'R']);
    expect(edgesOf('D', 1)).toEqual(['R', 'C', 'R', 'F']);
    // Agrees with the engine: E upside down fits north of D (its south side is the city).
    expect(edgesOf('E', 2)[2]).toBe('C');
    const r = legalMoves(pos, 'E');
    expect(r.ok).toBe(true);
    if (r.ok) for (const p of r.value) expect(edgesOf('E', p.rot)).toHaveLength(4);
  });
});
