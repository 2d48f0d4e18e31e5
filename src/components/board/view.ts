/**
 * The board's camera: how board ("world") coordinates map to the pixels of
 * the board's box, and the pan, zoom, pinch and fit operations on it.
 * Pure functions on plain numbers, no DOM.
 *
 * World units: a cell is CELL × CELL; cell (x, y) covers
 * [x·CELL, (x+1)·CELL) × [y·CELL, (y+1)·CELL) (y grows to the south, as in
 * the position format). Screen = world × scale + (tx, ty).
 */

/** World units per cell (the tile drawings use a 100 × 100 box). */
export const CELL = 100;
/** Hard zoom limits, in screen pixels per world unit (0.1 → 10 px tiles, 3 → 300 px tiles); `zoomLimits` gives a box's own. */
export const MIN_SCALE = 0.1;
export const MAX_SCALE = 3;
/** One press of a zoom button (or key): three go from a tile of 48 px to one of 162 px. */
export const ZOOM_STEP = 1.5;
/**
 * When a cell is to be chosen, a tile is shown at least this wide (WCAG 2.5.5 asks 44 px of a tap target):
 * if the whole board is smaller than that in the box, the view frames the cells in play instead.
 */
export const PLAY_TILE_PX = 48;
/** A meeple spot's tap area (px across) when a laid tile waits for its meeple: the nearest spot wins a tap within it. */
export const SPOT_TAP_PX = 48;
/** Largest zoom "fit" chooses, so that a board of one tile is not drawn huge. */
export const FIT_MAX_SCALE = 1.1;

export interface View {
  /** Screen x of world x = 0. */
  tx: number;
  /** Screen y of world y = 0. */
  ty: number;
  /** Screen pixels per world unit. */
  scale: number;
}

export interface Pt {
  x: number;
  y: number;
}

/** A rectangle of cells, inclusive on both ends. */
export interface CellBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

export function screenToWorld(view: View, p: Pt): Pt {
  return { x: (p.x - view.tx) / view.scale, y: (p.y - view.ty) / view.scale };
}

export function worldToScreen(view: View, p: Pt): Pt {
  return { x: p.x * view.scale + view.tx, y: p.y * view.scale + view.ty };
}

/** The cell under a world point. */
export function cellAtWorld(p: Pt): Pt {
  return { x: Math.floor(p.x / CELL), y: Math.floor(p.y / CELL) };
}

/** The cell under a screen point. */
export function cellAtScreen(view: View, p: Pt): Pt {
  return cellAtWorld(screenToWorld(view, p));
}

/** A point inside a cell, in the tile's own 0..100 box. */
export function localInCell(world: Pt, cell: Pt): Pt {
  return { x: ((world.x - cell.x * CELL) / CELL) * 100, y: ((world.y - cell.y * CELL) / CELL) * 100 };
}

/** Move the view by a screen offset. */
export function pan(view: View, dx: number, dy: number): View {
  return { tx: view.tx + dx, ty: view.ty + dy, scale: view.scale };
}

/** How far a box lets the person zoom: `min` shows the whole board, `max` a tile filling a third of the box's longer side. */
export interface ZoomLimits {
  min: number;
  max: number;
}

/** The zoom range of a width × height box showing `whole` (the board with a cell to spare all round). */
export function zoomLimits(whole: CellBounds, width: number, height: number, padding = 12): ZoomLimits {
  const w = (whole.maxX - whole.minX + 1) * CELL;
  const h = (whole.maxY - whole.minY + 1) * CELL;
  const all = Math.min(Math.max(1, width - 2 * padding) / w, Math.max(1, height - 2 * padding) / h);
  const max = clampScale(Math.max(1.2, Math.max(width, height) / 3 / CELL));
  // A small board fits at a large zoom: it may still be zoomed out a little.
  const min = clampScale(Math.min(all, 0.6, max));
  return { min, max };
}

/** A zoom inside `limits`; one already outside them (a tile zoomed in on for its meeple) may move back towards them but no further out. */
function clampTo(scale: number, from: number, limits?: ZoomLimits): number {
  const s = clampScale(scale);
  if (!limits) return s;
  const lo = Math.min(limits.min, from);
  const hi = Math.max(limits.max, from);
  return Math.min(hi, Math.max(lo, s));
}

/** Zoom by `factor` keeping the world point under screen point `at` where it is (within `limits` when given). */
export function zoomAt(view: View, factor: number, at: Pt, limits?: ZoomLimits): View {
  const scale = clampTo(view.scale * factor, view.scale, limits);
  const k = scale / view.scale;
  return { tx: at.x - (at.x - view.tx) * k, ty: at.y - (at.y - view.ty) * k, scale };
}

/** Zoom factor for one mouse-wheel event (deltaY in pixels; up zooms in). */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  const clamped = Math.max(-300, Math.min(300, px));
  return Math.exp(-clamped * 0.0015);
}

/**
 * Two-finger gesture: the view that keeps the world points first under the
 * two fingers (at `start`) under them now (at `now`), as nearly as a zoom and
 * pan can (no rotation).
 */
export function pinch(startView: View, start: [Pt, Pt], now: [Pt, Pt], limits?: ZoomLimits): View {
  const d0 = Math.hypot(start[1].x - start[0].x, start[1].y - start[0].y);
  const d1 = Math.hypot(now[1].x - now[0].x, now[1].y - now[0].y);
  const factor = d0 > 0 && d1 > 0 ? d1 / d0 : 1;
  const m0 = { x: (start[0].x + start[1].x) / 2, y: (start[0].y + start[1].y) / 2 };
  const m1 = { x: (now[0].x + now[1].x) / 2, y: (now[0].y + now[1].y) / 2 };
  const zoomed = zoomAt(startView, factor, m0, limits);
  return pan(zoomed, m1.x - m0.x, m1.y - m0.y);
}

/** The view that shows `bounds` (cells) centred in a width × height box with `padding` pixels around. */
/** (`top`: pixels kept clear above the padding, e.g. for a legend drawn over the board's top edge.) */
export function fitBounds(bounds: CellBounds, width: number, height: number, padding = 16, top = 0): View {
  const w = (bounds.maxX - bounds.minX + 1) * CELL;
  const h = (bounds.maxY - bounds.minY + 1) * CELL;
  const availW = Math.max(1, width - 2 * padding);
  const availH = Math.max(1, height - 2 * padding - top);
  const scale = clampScale(Math.min(FIT_MAX_SCALE, availW / w, availH / h));
  const cx = (bounds.minX * CELL + w / 2) * scale;
  const cy = (bounds.minY * CELL + h / 2) * scale;
  return { tx: width / 2 - cx, ty: top + (height - top) / 2 - cy, scale };
}

/** The cells at least partly visible in a width × height box. */
export function visibleCells(view: View, width: number, height: number): CellBounds {
  const a = cellAtScreen(view, { x: 0, y: 0 });
  const b = cellAtScreen(view, { x: width, y: height });
  return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
}

/**
 * The smallest pan that brings a whole cell into the box (with `margin`
 * pixels to spare); the same view when it is already in.
 */
export function panToShowCell(view: View, cell: Pt, width: number, height: number, margin = 8): View {
  const left = cell.x * CELL * view.scale + view.tx;
  const top = cell.y * CELL * view.scale + view.ty;
  const size = CELL * view.scale;
  let dx = 0;
  let dy = 0;
  if (left < margin) dx = margin - left;
  else if (left + size > width - margin) dx = width - margin - (left + size);
  if (top < margin) dy = margin - top;
  else if (top + size > height - margin) dy = height - margin - (top + size);
  return dx === 0 && dy === 0 ? view : pan(view, dx, dy);
}

/** Whether two views are the same (for skipping needless renders). */
export function sameView(a: View, b: View): boolean {
  return a.tx === b.tx && a.ty === b.ty && a.scale === b.scale;
}

/**
 * Bring a cell into view at least `minPx` pixels wide (but no wider than fits
 * the box with `margin` around it): zoomed in and centred on the cell when it
 * is smaller than that on screen, else just panned into view.
 */
export function zoomToCell(view: View, cell: Pt, width: number, height: number, minPx: number, margin = 12): View {
  if (CELL * view.scale >= minPx) return panToShowCell(view, cell, width, height, margin);
  const room = Math.max(1, Math.min(width, height) - 2 * margin);
  const scale = clampScale(Math.min(minPx, room) / CELL);
  if (scale <= view.scale) return panToShowCell(view, cell, width, height, margin);
  return {
    tx: width / 2 - (cell.x + 0.5) * CELL * scale,
    ty: height / 2 - (cell.y + 0.5) * CELL * scale,
    scale,
  };
}

/** The smallest rectangle of cells holding every cell given (null for none). */
export function boundsOfCells(cells: readonly Pt[]): CellBounds | null {
  if (!cells.length) return null;
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const c of cells) {
    b.minX = Math.min(b.minX, c.x);
    b.minY = Math.min(b.minY, c.y);
    b.maxX = Math.max(b.maxX, c.x);
    b.maxY = Math.max(b.maxY, c.y);
  }
  return b;
}

function union(a: CellBounds, b: CellBounds): CellBounds {
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

/**
 * The view when a cell is to be chosen: the laid tiles and the cells in play (`focus`) fitted in the box, if a
 * tile is then at least `minPx` wide; otherwise a tile `minPx` wide (a little more when the cells in play allow)
 * and the view centred on the cells in play — on as many of them as the box holds when they are spread wider.
 * `tiles`: the laid tiles' cells (null: none); `whole`: the fit of the whole board, used when nothing is in play.
 */
export function playFrame(
  tiles: CellBounds | null,
  focus: readonly Pt[],
  width: number,
  height: number,
  padding = 12,
  top = 0,
  minPx = PLAY_TILE_PX,
): View | null {
  const inPlay = boundsOfCells(focus);
  if (!inPlay) return null;
  const both = fitBounds(tiles ? union(tiles, inPlay) : inPlay, width, height, padding, top);
  if (both.scale * CELL >= minPx - 1e-9) return both;
  const onlyFocus = fitBounds(inPlay, width, height, padding, top);
  // A tile minPx wide, or up to a quarter more when the cells in play still fit.
  const scale = clampScale(Math.max(minPx / CELL, Math.min(onlyFocus.scale, (minPx * 1.25) / CELL)));
  const cols = Math.max(1, Math.floor((width - 2 * padding) / (scale * CELL)));
  const rows = Math.max(1, Math.floor((height - 2 * padding - top) / (scale * CELL)));
  // The window of cols × rows cells that holds the most cells in play (ties: the one nearest their middle).
  const mid = { x: (inPlay.minX + inPlay.maxX) / 2, y: (inPlay.minY + inPlay.maxY) / 2 };
  // Each distinct left edge × each distinct top edge (in the order first met, as every pair would give them), counted
  // without building arrays: a board offers dozens of cells, and this runs as the engine's answer arrives.
  const xs = [...new Set(focus.map((f) => f.x))];
  const ys = [...new Set(focus.map((f) => f.y))];
  let best: { n: number; d: number; b: CellBounds } | null = null;
  for (const x0 of xs)
    for (const y0 of ys) {
      const x1 = x0 + cols - 1;
      const y1 = y0 + rows - 1;
      let n = 0;
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const f of focus) {
        if (f.x < x0 || f.x > x1 || f.y < y0 || f.y > y1) continue;
        n++;
        if (f.x < minX) minX = f.x;
        if (f.x > maxX) maxX = f.x;
        if (f.y < minY) minY = f.y;
        if (f.y > maxY) maxY = f.y;
      }
      if (n === 0) continue;
      const d = Math.hypot((minX + maxX) / 2 - mid.x, (minY + maxY) / 2 - mid.y);
      if (!best || n > best.n || (n === best.n && d < best.d)) best = { n, d, b: { minX, minY, maxX, maxY } };
    }
  const b = best!.b;
  const cx = ((b.minX + b.maxX + 1) / 2) * CELL * scale;
  const cy = ((b.minY + b.maxY + 1) / 2) * CELL * scale;
  return { tx: width / 2 - cx, ty: top + (height - top) / 2 - cy, scale };
}

/** The least distance (tile units) between two of a tile's meeple anchors (Infinity for fewer than two). */
export function nearestPair(points: readonly Pt[]): number {
  let d = Infinity;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) d = Math.min(d, Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y));
  return d;
}

/**
 * How wide (px) a tile waiting for its meeple is shown: at least `least`, and wide enough that spots `gap`
 * tile units apart are SPOT_TAP_PX apart on screen (so each has a tap area that wide, the nearest winning).
 */
export function meepleTilePx(gap: number, least: number): number {
  return Number.isFinite(gap) && gap > 0 ? Math.max(least, Math.ceil((SPOT_TAP_PX * CELL) / gap)) : least;
}
