/**
 * The board's camera as a hook: the box's size, the view (pan and zoom),
 * fitting the board into the box until the person moves it (framing the
 * cells in play when a cell is to be chosen), the wheel, zoom buttons within
 * the box's limits, bringing a cell into view, and zooming in on a tile for
 * its meeple (then back). The maths is in view.ts.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Position } from '../../worker/api';
import { CELL, fitBounds, panToShowCell, PLAY_TILE_PX, playFrame, wheelFactor, zoomAt, zoomLimits, zoomToCell, type Pt, type View, type ZoomLimits } from './view';
import { boardBounds } from './model';

export interface ViewControl {
  ref: { current: HTMLDivElement | null };
  size: { w: number; h: number } | null;
  view: View;
  /** How far pinch, wheel and buttons zoom in this box: from the whole board to a tile a third of the box. */
  limits: ZoomLimits | undefined;
  /** Set the view by hand (the board no longer fits itself to the box). */
  move: (next: View | ((v: View) => View)) => void;
  fit: () => void;
  zoomBy: (factor: number) => void;
  showCell: (cell: Pt) => void;
  /** Zoom in so the cell is at least `px` wide; `restore` goes back to the view before. */
  zoomInOn: (cell: Pt, px: number) => void;
  restore: () => void;
}

/** Pixels kept free round the board when it is fitted. */
const PADDING = 12;

/**
 * `focus`: the cells in play when a cell is to be chosen (the view frames them so that a tile is at least
 * PLAY_TILE_PX wide); null when none is (the whole board is fitted).
 */
export function useView(position: Position | null, insetTop = 0, focus: readonly Pt[] | null = null): ViewControl {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [view, setView] = useState<View>({ tx: 0, ty: 0, scale: 1 });
  const autoFit = useRef(true);
  const before = useRef<{ view: View; autoFit: boolean } | null>(null);
  const limits = useMemo(() => (size ? zoomLimits(boardBounds(position), size.w, size.h, PADDING) : undefined), [size?.w, size?.h, position]);
  const latest = useRef({ position, size, view, insetTop, focus, limits });
  latest.current = { position, size, view, insetTop, focus, limits };
  const focusKey = focus ? focus.map((c) => `${c.x},${c.y}`).join(' ') : '';

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setSize((s) => (s && s.w === r.width && s.h === r.height ? s : { w: r.width, h: r.height }));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    // The wheel zooms (a non-passive listener, so the page does not scroll).
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      autoFit.current = false;
      setView((v) => zoomAt(v, wheelFactor(e.deltaY, e.deltaMode), { x: e.clientX - r.left, y: e.clientY - r.top }, latest.current.limits));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      ro.disconnect();
      el.removeEventListener('wheel', onWheel);
    };
  }, []);

  const fit = useCallback(() => {
    const { size: s, position: p, insetTop: top, focus: f } = latest.current;
    if (!s) return;
    autoFit.current = true;
    const tiles = p && p.tiles.length ? boardBounds(p) : null;
    // The laid tiles themselves (boardBounds adds a cell all round).
    const laid = tiles && { minX: tiles.minX + 1, minY: tiles.minY + 1, maxX: tiles.maxX - 1, maxY: tiles.maxY - 1 };
    // The whole board (with a cell to spare all round, where a wrong try can go too) when a tile is wide enough so.
    const whole = fitBounds(boardBounds(p), s.w, s.h, PADDING, top);
    const framed = f && f.length && whole.scale * CELL < PLAY_TILE_PX ? playFrame(laid, f, s.w, s.h, PADDING, top) : null;
    setView(framed ?? whole);
  }, []);

  useEffect(() => {
    if (autoFit.current) fit();
  }, [size?.w, size?.h, position?.tiles.length, position === null, insetTop, focusKey, fit]);

  const move = useCallback((next: View | ((v: View) => View)) => {
    autoFit.current = false;
    setView(next);
  }, []);

  const zoomBy = (factor: number) => {
    if (!size) return;
    move((v) => {
      const next = zoomAt(v, factor, { x: size.w / 2, y: size.h / 2 }, limits);
      // Out as far as it goes: the whole board, centred.
      if (factor < 1 && limits && next.scale <= limits.min + 1e-9) {
        const b = boardBounds(latest.current.position);
        const top = latest.current.insetTop;
        const cx = ((b.minX + b.maxX + 1) / 2) * CELL * next.scale;
        const cy = ((b.minY + b.maxY + 1) / 2) * CELL * next.scale;
        return { tx: size.w / 2 - cx, ty: top + (size.h - top) / 2 - cy, scale: next.scale };
      }
      return next;
    });
  };

  const showCell = useCallback((cell: Pt) => {
    const s = latest.current.size;
    // A margin that grows with the tile: what is drawn on it (a meeple on an edge) may stand a little beyond its cell.
    if (s) setView((v) => panToShowCell(v, cell, s.w, s.h, Math.max(PADDING, 0.08 * CELL * v.scale)));
  }, []);

  const zoomInOn = (cell: Pt, px: number) => {
    if (!size) return;
    before.current = { view, autoFit: autoFit.current };
    autoFit.current = false;
    setView(zoomToCell(view, cell, size.w, size.h, px));
  };

  const restore = () => {
    const saved = before.current;
    if (!saved) return;
    before.current = null;
    autoFit.current = saved.autoFit;
    setView(saved.view);
  };

  return { ref, size, view, limits, move, fit, zoomBy, showCell, zoomInOn, restore };
}
