/**
 * The board's camera as a hook: the box's size, the view (pan and zoom),
 * fitting the board into the box until the person moves it, the wheel,
 * zoom buttons, bringing a cell into view, and zooming in on a tile for its
 * meeple (then back). The maths is in view.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Position } from '../../worker/api';
import { fitBounds, panToShowCell, wheelFactor, zoomAt, zoomToCell, type Pt, type View } from './view';
import { boardBounds } from './model';

export interface ViewControl {
  ref: { current: HTMLDivElement | null };
  size: { w: number; h: number } | null;
  view: View;
  /** Set the view by hand (the board no longer fits itself to the box). */
  move: (next: View | ((v: View) => View)) => void;
  fit: () => void;
  zoomBy: (factor: number) => void;
  showCell: (cell: Pt) => void;
  /** Zoom in so the cell is at least `px` wide; `restore` goes back to the view before. */
  zoomInOn: (cell: Pt, px: number) => void;
  restore: () => void;
}

export function useView(position: Position | null, insetTop = 0): ViewControl {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [view, setView] = useState<View>({ tx: 0, ty: 0, scale: 1 });
  const autoFit = useRef(true);
  const before = useRef<{ view: View; autoFit: boolean } | null>(null);
  const latest = useRef({ position, size, view, insetTop });
  latest.current = { position, size, view, insetTop };

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
      setView((v) => zoomAt(v, wheelFactor(e.deltaY, e.deltaMode), { x: e.clientX - r.left, y: e.clientY - r.top }));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      ro.disconnect();
      el.removeEventListener('wheel', onWheel);
    };
  }, []);

  const fit = useCallback(() => {
    const s = latest.current.size;
    if (!s) return;
    autoFit.current = true;
    setView(fitBounds(boardBounds(latest.current.position), s.w, s.h, 12, latest.current.insetTop));
  }, []);

  useEffect(() => {
    if (autoFit.current) fit();
  }, [size?.w, size?.h, position?.tiles.length, position === null, insetTop, fit]);

  const move = useCallback((next: View | ((v: View) => View)) => {
    autoFit.current = false;
    setView(next);
  }, []);

  const zoomBy = (factor: number) => {
    if (!size) return;
    move((v) => zoomAt(v, factor, { x: size.w / 2, y: size.h / 2 }));
  };

  const showCell = useCallback((cell: Pt) => {
    const s = latest.current.size;
    if (s) setView((v) => panToShowCell(v, cell, s.w, s.h, 12));
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

  return { ref, size, view, move, fit, zoomBy, showCell, zoomInOn, restore };
}
