import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../src/components/ui/edit';
import { editTap, meepleNear } from '../../src/components/board/editTap';
import { anchorOfSpot, tilesByCell } from '../../src/components/board/model';
import { meepleOffset } from '../../src/components/board/layers';
import type { Position } from '../../src/worker/api';

const base: Position = {
  format: 'carcassonne-position/1',
  players: ['Red', 'Blue'],
  tiles: [
    { x: 0, y: 0, tile: 'D', rot: 0 },
    { x: 1, y: 0, tile: 'U', rot: 1 },
  ],
  meeples: [],
  toPlay: 'Red',
};

describe('edit intents applied to a position', () => {
  it('puts a tile only on an empty cell, and moves a tile with its meeples', () => {
    expect(applyEdit(base, { type: 'put-tile', move: { tile: 'V', x: 0, y: 0, rot: 0 } })).toBeNull();
    const put = applyEdit(base, { type: 'put-tile', move: { tile: 'V', x: 0, y: 1, rot: 2 } })!;
    expect(put.tiles).toContainEqual({ x: 0, y: 1, tile: 'V', rot: 2 });
    const withMeeple = applyEdit(put, { type: 'put-meeple', x: 0, y: 1, at: 'N', player: 'Blue' })!;
    const moved = applyEdit(withMeeple, { type: 'move-tile', from: { x: 0, y: 1 }, to: { x: -1, y: 0 } })!;
    expect(moved.tiles).toContainEqual({ x: -1, y: 0, tile: 'V', rot: 2 });
    expect(moved.meeples).toEqual([{ x: -1, y: 0, at: 'N', player: 'Blue' }]);
    expect(applyEdit(moved, { type: 'move-tile', from: { x: -1, y: 0 }, to: { x: 0, y: 0 } })).toBeNull();
  });

  it('keeps two meeples of different players on one feature, and removes one by index', () => {
    let pos = applyEdit(base, { type: 'put-meeple', x: 0, y: 0, at: 'E', player: 'Red' })!;
    pos = applyEdit(pos, { type: 'put-meeple', x: 1, y: 0, at: 'E', player: 'Blue' })!;
    expect(pos.meeples).toHaveLength(2);
    const less = applyEdit(pos, { type: 'remove-meeple', x: 0, y: 0, at: 'E', index: 0 })!;
    expect(less.meeples).toEqual([{ x: 1, y: 0, at: 'E', player: 'Blue' }]);
    const noTile = applyEdit(pos, { type: 'remove-tile', x: 1, y: 0 })!;
    expect(noTile.tiles).toHaveLength(1);
    expect(noTile.meeples).toEqual([{ x: 0, y: 0, at: 'E', player: 'Red' }]);
  });
});

describe('what a tap means when editing', () => {
  const tiles = tilesByCell(base);
  it('lays the tile on an empty cell, picks a tile to move, then moves it', () => {
    const tools = { tool: 'tile', tile: 'V', player: 'Red' } as const;
    expect(editTap(tools, base, tiles, { x: 0, y: 1 }, { x: 50, y: 150 }, null)).toEqual({ lay: { x: 0, y: 1 } });
    expect(editTap(tools, base, tiles, { x: 0, y: 0 }, { x: 50, y: 50 }, null)).toBeNull();
    // The score checker's tile tool: a tap on a laid tile asks to turn it.
    expect(editTap({ ...tools, turnOnTap: true }, base, tiles, { x: 0, y: 0 }, { x: 50, y: 50 }, null)).toEqual({ intent: { type: 'turn-tile', x: 0, y: 0 } });
    expect(editTap({ ...tools, turnOnTap: true }, base, tiles, { x: 0, y: 1 }, { x: 50, y: 150 }, null)).toEqual({ lay: { x: 0, y: 1 } });
    const move = { ...tools, tool: 'move' } as const;
    expect(editTap(move, base, tiles, { x: 1, y: 0 }, { x: 150, y: 50 }, null)).toEqual({ select: { x: 1, y: 0 } });
    expect(editTap(move, base, tiles, { x: 2, y: 0 }, { x: 250, y: 50 }, { x: 1, y: 0 })).toEqual({
      intent: { type: 'move-tile', from: { x: 1, y: 0 }, to: { x: 2, y: 0 } },
    });
  });

  it('removes the meeple nearest the tap among two on one spot, else the tile', () => {
    const pos: Position = {
      ...base,
      meeples: [
        { x: 0, y: 0, at: 'E', player: 'Red' },
        { x: 0, y: 0, at: 'E', player: 'Blue' },
      ],
    };
    const a = anchorOfSpot('D', 0, 'E')!;
    const second = { x: a.x + meepleOffset(1, 2), y: a.y };
    expect(meepleNear(pos, tiles.get('0,0')!, second)).toBe(1);
    const erase = { tool: 'erase', tile: null, player: 'Red' } as const;
    expect(editTap(erase, pos, tiles, { x: 0, y: 0 }, second, null)).toEqual({
      intent: { type: 'remove-meeple', x: 0, y: 0, at: 'E', index: 1 },
    });
    expect(editTap(erase, pos, tiles, { x: 1, y: 0 }, { x: 150, y: 10 }, null)).toEqual({ intent: { type: 'remove-tile', x: 1, y: 0 } });
  });

  it('the meeple nearest a point on any tile, within the radius asked', () => {
    const pos: Position = { ...base, meeples: [{ x: 0, y: 0, at: 'E', player: 'Red' }] };
    const a = anchorOfSpot('D', 0, 'E')!;
    // Just over the east edge, on the next cell: found when any tile counts and the radius reaches it.
    const beside = { x: a.x + 14, y: a.y };
    expect(meepleNear(pos, null, beside, 20, tiles)).toBe(0);
    expect(meepleNear(pos, null, beside, 10, tiles)).toBe(-1);
    expect(meepleNear(pos, tiles.get('1,0')!, beside, 20)).toBe(-1);
  });
});
