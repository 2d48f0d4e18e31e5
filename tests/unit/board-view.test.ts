import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CELL,
  FIT_MAX_SCALE,
  MAX_SCALE,
  MIN_SCALE,
  cellAtScreen,
  clampScale,
  fitBounds,
  localInCell,
  pan,
  panToShowCell,
  zoomToCell,
  pinch,
  screenToWorld,
  visibleCells,
  wheelFactor,
  worldToScreen,
  zoomAt,
  zoomLimits,
  playFrame,
  boundsOfCells,
  type CellBounds,
  nearestPair,
  meepleTilePx,
  PLAY_TILE_PX,
  SPOT_TAP_PX,
  ZOOM_STEP,
  type View,
} from '../../src/components/board/view';
import { anchorOfSpot, spotsOfTile } from '../../src/components/board/model';

const view: View = { tx: 120, ty: -40, scale: 0.8 };

describe('board camera', () => {
  it('screen and world coordinates are inverse maps', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (x, y) => {
          const back = screenToWorld(view, worldToScreen(view, { x, y }));
          expect(back.x).toBeCloseTo(x, 6);
          expect(back.y).toBeCloseTo(y, 6);
        },
      ),
    );
  });

  it('finds the cell under a screen point, negative cells included', () => {
    // World x = (screen − tx) / scale: screen 120 is world 0, the west edge of cell 0.
    expect(cellAtScreen(view, { x: 120, y: -40 })).toEqual({ x: 0, y: 0 });
    expect(cellAtScreen(view, { x: 119, y: -41 })).toEqual({ x: -1, y: -1 });
    expect(cellAtScreen(view, { x: 120 + 80 * 2.5, y: -40 + 80 * 1.2 })).toEqual({ x: 2, y: 1 });
  });

  it('gives a point inside a cell in the tile’s 0..100 box', () => {
    expect(localInCell({ x: -75, y: 230 }, { x: -1, y: 2 })).toEqual({ x: 25, y: 30 });
  });

  it('zooming keeps the point under the pointer still, within the limits', () => {
    const at = { x: 300, y: 200 };
    const before = screenToWorld(view, at);
    const z = zoomAt(view, 1.7, at);
    expect(z.scale).toBeCloseTo(1.36);
    const after = screenToWorld(z, at);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
    expect(zoomAt(view, 100, at).scale).toBe(MAX_SCALE);
    expect(zoomAt(view, 0.001, at).scale).toBe(MIN_SCALE);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('a wheel turned up zooms in, down zooms out, and one notch never jumps wildly', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(0)).toBe(1);
    expect(wheelFactor(-100000)).toBe(wheelFactor(-300));
    // Lines and pages are converted to pixels.
    expect(wheelFactor(-3, 1)).toBeCloseTo(wheelFactor(-48), 9);
  });

  it('panning moves by the screen offset', () => {
    expect(pan(view, 10, -5)).toEqual({ tx: 130, ty: -45, scale: 0.8 });
  });

  it('a pinch keeps the world points under both fingers', () => {
    const start: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ];
    const now: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 50, y: 150 },
      { x: 250, y: 150 },
    ];
    const p = pinch(view, start, now);
    expect(p.scale).toBeCloseTo(1.6);
    for (let i = 0; i < 2; i++) {
      const w0 = screenToWorld(view, start[i]);
      const w1 = screenToWorld(p, now[i]);
      expect(w1.x).toBeCloseTo(w0.x, 9);
      expect(w1.y).toBeCloseTo(w0.y, 9);
    }
    // Fingers that do not move change nothing.
    expect(pinch(view, start, start)).toEqual(view);
  });

  it('fit centres the cells in the box, no bigger than FIT_MAX_SCALE', () => {
    const one = fitBounds({ minX: -1, minY: -1, maxX: 1, maxY: 1 }, 800, 600, 10);
    expect(one.scale).toBe(FIT_MAX_SCALE);
    // The middle of cell (0, 0) is the middle of the box.
    expect(worldToScreen(one, { x: 50, y: 50 })).toEqual({ x: 400, y: 300 });

    const wide = fitBounds({ minX: -10, minY: 0, maxX: 9, maxY: 1 }, 800, 600, 0);
    expect(wide.scale).toBeCloseTo(800 / (20 * CELL));
    const vis = visibleCells(wide, 800, 600);
    expect(vis.minX).toBe(-10);
    expect(vis.maxX).toBe(10); // the right edge of the box is the left edge of cell 10
  });

  it('fit can keep a strip at the top clear (for the legend): the cells start below it and are centred in the rest', () => {
    const tall = fitBounds({ minX: 0, minY: 0, maxX: 0, maxY: 9 }, 400, 600, 10, 30);
    const top = worldToScreen(tall, { x: 0, y: 0 });
    const bottom = worldToScreen(tall, { x: 0, y: 10 * CELL });
    expect(top.y).toBeCloseTo(40);
    expect(bottom.y).toBeCloseTo(590);
    // Without the strip the same cells reach the padding.
    expect(worldToScreen(fitBounds({ minX: 0, minY: 0, maxX: 0, maxY: 9 }, 400, 600, 10), { x: 0, y: 0 }).y).toBeCloseTo(10);
  });

  it('pans just enough to show a cell, and not at all when it is shown', () => {
    const v: View = { tx: 0, ty: 0, scale: 1 };
    expect(panToShowCell(v, { x: 1, y: 1 }, 400, 400, 8)).toBe(v);
    // Cell 5 spans x 500..600: its east edge must come to 400 − 8.
    const right = panToShowCell(v, { x: 5, y: 1 }, 400, 400, 8);
    expect(right).toEqual({ tx: -(600 - 392), ty: 0, scale: 1 });
    // Cell row −2 spans y −200..−100: its north edge must come to 8.
    const up = panToShowCell(v, { x: 1, y: -2 }, 400, 400, 8);
    expect(up).toEqual({ tx: 0, ty: 208, scale: 1 });
    // A corner cell moves on both axes.
    expect(panToShowCell(v, { x: -1, y: 0 }, 400, 400, 8)).toEqual({ tx: 108, ty: 8, scale: 1 });
  });

  it('zoomToCell: a cell smaller than asked is zoomed in on and centred; a big enough one is only panned into view', () => {
    const small = { tx: 10, ty: 20, scale: 0.5 };
    const z = zoomToCell(small, { x: 3, y: -2 }, 400, 300, 176);
    expect(z.scale).toBeCloseTo(1.76);
    // The cell's centre is the box's centre.
    expect(3.5 * 100 * z.scale + z.tx).toBeCloseTo(200);
    expect(-1.5 * 100 * z.scale + z.ty).toBeCloseTo(150);
    // Never wider than the box allows (with its margin).
    const tiny = zoomToCell(small, { x: 0, y: 0 }, 160, 400, 176, 12);
    expect(tiny.scale * 100).toBeLessThanOrEqual(136 + 1e-9);
    // Big enough already: the same as panning it into view.
    const big = { tx: 0, ty: 0, scale: 2 };
    expect(zoomToCell(big, { x: 1, y: 1 }, 400, 400, 176)).toEqual(panToShowCell(big, { x: 1, y: 1 }, 400, 400, 12));
  });

  it('zoom limits: from the whole board fitting the box to a tile a third of the box, and pinch and buttons keep to them', () => {
    // A 15 × 15 board (with its ring) in a phone's box.
    const whole = { minX: -7, minY: -7, maxX: 7, maxY: 7 };
    const l = zoomLimits(whole, 366, 560, 12);
    expect(l.min * CELL * 15).toBeLessThanOrEqual(366 - 24 + 1e-9);
    expect(l.max * CELL).toBeCloseTo(560 / 3);
    const at = { x: 183, y: 280 };
    expect(zoomAt({ tx: 0, ty: 0, scale: 1 }, 100, at, l).scale).toBeCloseTo(l.max);
    expect(zoomAt({ tx: 0, ty: 0, scale: 1 }, 0.001, at, l).scale).toBeCloseTo(l.min);
    expect(pinch({ tx: 0, ty: 0, scale: 1 }, [{ x: 0, y: 0 }, { x: 10, y: 0 }], [{ x: 0, y: 0 }, { x: 1000, y: 0 }], l).scale).toBeCloseTo(l.max);
    // A view beyond them (a tile zoomed in on for its meeple) is not pulled back by zooming further in.
    expect(zoomAt({ tx: 0, ty: 0, scale: l.max * 1.5 }, ZOOM_STEP, at, l).scale).toBeCloseTo(l.max * 1.5);
    // A small board may still be zoomed out a little, and in to a useful size.
    const small = zoomLimits({ minX: -1, minY: -1, maxX: 3, maxY: 1 }, 366, 560, 12);
    expect(small.min).toBeLessThanOrEqual(0.6);
    expect(small.max).toBeGreaterThanOrEqual(1.2);
    // Two presses of + from 0.67 reach 1.5.
    expect(zoomAt(zoomAt({ tx: 0, ty: 0, scale: 0.67 }, ZOOM_STEP, at, small), ZOOM_STEP, at, small).scale).toBeCloseTo(1.5075);
  });

  it('playFrame: tiles and cells in play fitted when a tile is then wide enough; else the cells in play at PLAY_TILE_PX or more', () => {
    // Three tiles in a row and one cell in play beside them, in a phone's box: the four cells fill its width (no ring of empty cells).
    const near = playFrame({ minX: 0, minY: 0, maxX: 2, maxY: 0 }, [{ x: 3, y: 0 }], 366, 500, 12)!;
    expect(near.scale).toBeCloseTo((366 - 24) / 400);
    // A big board whose cells in play are spread all round: a tile is PLAY_TILE_PX wide at least, and the cells
    // in play shown are as many as the window holds.
    const tiles = { minX: -6, minY: -6, maxX: 6, maxY: 6 };
    const focus = [
      { x: -7, y: 0 },
      { x: 7, y: 0 },
      { x: 7, y: 1 },
      { x: 7, y: 2 },
      { x: 0, y: -7 },
    ];
    const f = playFrame(tiles, focus, 366, 500, 12)!;
    expect(f.scale * CELL).toBeGreaterThanOrEqual(PLAY_TILE_PX);
    const seen = visibleCells(f, 366, 500);
    const shown = focus.filter((c) => c.x > seen.minX && c.x < seen.maxX && c.y > seen.minY && c.y < seen.maxY);
    expect(shown).toEqual([
      { x: 7, y: 0 },
      { x: 7, y: 1 },
      { x: 7, y: 2 },
    ]);
    // Nothing in play: no frame (the host fits the whole board).
    expect(playFrame(tiles, [], 366, 500)).toBeNull();
  });

  it('playFrame gives the same view as the first way it was written (every pair of cells in play, arrays built), on random boards', () => {
    // The first version, kept here as the reference: each pair of cells in play gives a window's left and top edges.
    const reference = (tiles: CellBounds | null, focus: { x: number; y: number }[], width: number, height: number, padding = 12, top = 0) => {
      const inPlay = boundsOfCells(focus);
      if (!inPlay) return null;
      const all = tiles
        ? { minX: Math.min(tiles.minX, inPlay.minX), minY: Math.min(tiles.minY, inPlay.minY), maxX: Math.max(tiles.maxX, inPlay.maxX), maxY: Math.max(tiles.maxY, inPlay.maxY) }
        : inPlay;
      const both = fitBounds(all, width, height, padding, top);
      if (both.scale * CELL >= PLAY_TILE_PX - 1e-9) return both;
      const onlyFocus = fitBounds(inPlay, width, height, padding, top);
      const scale = clampScale(Math.max(PLAY_TILE_PX / CELL, Math.min(onlyFocus.scale, (PLAY_TILE_PX * 1.25) / CELL)));
      const cols = Math.max(1, Math.floor((width - 2 * padding) / (scale * CELL)));
      const rows = Math.max(1, Math.floor((height - 2 * padding - top) / (scale * CELL)));
      const mid = { x: (inPlay.minX + inPlay.maxX) / 2, y: (inPlay.minY + inPlay.maxY) / 2 };
      let best: { n: number; d: number; b: CellBounds } | null = null;
      for (const a of focus)
        for (const c of focus) {
          const inside = focus.filter((f) => f.x >= a.x && f.x <= a.x + cols - 1 && f.y >= c.y && f.y <= c.y + rows - 1);
          const b = boundsOfCells(inside);
          if (!b) continue;
          const d = Math.hypot((b.minX + b.maxX) / 2 - mid.x, (b.minY + b.maxY) / 2 - mid.y);
          if (!best || inside.length > best.n || (inside.length === best.n && d < best.d)) best = { n: inside.length, d, b };
        }
      const b = best!.b;
      const cx = ((b.minX + b.maxX + 1) / 2) * CELL * scale;
      const cy = ((b.minY + b.maxY + 1) / 2) * CELL * scale;
      return { tx: width / 2 - cx, ty: top + (height - top) / 2 - cy, scale };
    };
    const cell = fc.record({ x: fc.integer({ min: -12, max: 12 }), y: fc.integer({ min: -12, max: 12 }) });
    fc.assert(
      fc.property(
        fc.array(cell, { maxLength: 40 }),
        fc.option(fc.record({ minX: fc.integer({ min: -12, max: 0 }), minY: fc.integer({ min: -12, max: 0 }), maxX: fc.integer({ min: 0, max: 12 }), maxY: fc.integer({ min: 0, max: 12 }) }), { nil: null }),
        fc.integer({ min: 200, max: 1400 }),
        fc.integer({ min: 200, max: 1000 }),
        fc.integer({ min: 0, max: 80 }),
        (focus, tiles, w, h, top) => {
          expect(playFrame(tiles, focus, w, h, 12, top)).toEqual(reference(tiles, focus, w, h, 12, top));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a tile waiting for its meeple is shown wide enough that every two spots are SPOT_TAP_PX apart', () => {
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWX')
      for (const rot of [0, 1, 2, 3]) {
        const anchors = spotsOfTile(letter, rot).map((s) => anchorOfSpot(letter, rot, s)!);
        const gap = nearestPair(anchors);
        const px = meepleTilePx(gap, 176);
        expect(px).toBeGreaterThanOrEqual(176);
        if (Number.isFinite(gap)) expect((gap * px) / CELL).toBeGreaterThanOrEqual(SPOT_TAP_PX - 1e-9);
      }
    expect(meepleTilePx(Infinity, 176)).toBe(176);
    expect(meepleTilePx(20, 176)).toBe(240);
  });
});
