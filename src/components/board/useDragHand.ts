/**
 * Dragging the tile in hand from the toolbar onto the board: while the
 * pointer is over the board the tile follows it as the ghost (the cursor
 * cell); dropped on a cell, it is laid there. Off the board the tile is
 * drawn under the pointer.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { cellAtScreen, type Pt } from './view';
import type { ViewControl } from './useView';

export function useDragHand(cam: ViewControl, onOver: (cell: Pt) => void, onDrop: (cell: Pt) => void) {
  /** Where the pointer is (page coordinates), while dragging. */
  const [drag, setDrag] = useState<{ x: number; y: number; id: number } | null>(null);
  const boardPointAt = (x: number, y: number): Pt | null => {
    const r = cam.ref.current?.getBoundingClientRect();
    if (!r || x < r.left || x > r.right || y < r.top || y > r.bottom) return null;
    return { x: x - r.left, y: y - r.top };
  };
  // Window listeners registered once per drag call the latest handlers.
  const latest = useRef({ onOver, onDrop, view: cam.view });
  latest.current = { onOver, onDrop, view: cam.view };
  useEffect(() => {
    if (!drag) return;
    const id = drag.id;
    const over = (e: PointerEvent) => boardPointAt(e.clientX, e.clientY);
    const move = (e: PointerEvent) => {
      if (e.pointerId !== id) return;
      setDrag({ x: e.clientX, y: e.clientY, id });
      const p = over(e);
      if (p) latest.current.onOver(cellAtScreen(latest.current.view, p));
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId !== id) return;
      setDrag(null);
      const p = over(e);
      if (p) latest.current.onDrop(cellAtScreen(latest.current.view, p));
    };
    const stop = (e: PointerEvent) => e.pointerId === id && setDrag(null);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', stop);
    };
  }, [drag !== null]);
  return {
    drag,
    start: (e: { clientX: number; clientY: number; pointerId: number }) => setDrag({ x: e.clientX, y: e.clientY, id: e.pointerId }),
    /** The tile is over the board (where the board draws it as the ghost). */
    overBoard: !!drag && boardPointAt(drag.x, drag.y) !== null,
  };
}
