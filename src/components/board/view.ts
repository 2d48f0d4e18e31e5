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
/** Zoom limits, in screen pixels per world unit (0.2 → 20 px tiles, 2 → 200 px tiles). */
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 2;
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

/** Zoom by `factor` keeping the world point under screen point `at` where it is. */
export function zoomAt(view: View, factor: number, at: Pt): View {
  const scale = clampScale(view.scale * factor);
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
export function pinch(startView: View, start: [Pt, Pt], now: [Pt, Pt]): View {
  const d0 = Math.hypot(start[1].x - start[0].x, start[1].y - start[0].y);
  const d1 = Math.hypot(now[1].x - now[0].x, now[1].y - now[0].y);
  const factor = d0 > 0 && d1 > 0 ? d1 / d0 : 1;
  const m0 = { x: (start[0].x + start[1].x) / 2, y: (start[0].y + start[1].y) / 2 };
  const m1 = { x: (now[0].x + now[1].x) / 2, y: (now[0].y + now[1].y) / 2 };
  const zoomed = zoomAt(startView, factor, m0);
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
