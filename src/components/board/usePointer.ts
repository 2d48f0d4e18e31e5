/**
 * Pointer input on the board's box: a press that hardly moves is a tap; one
 * that moves pans; two fingers pinch. A mouse without buttons pressed hovers.
 * Reports taps and hovers in box coordinates; pans and pinches move the view.
 * A finger's tap is the board's alone: the click the browser sends after it is
 * swallowed, because by then the host may have answered and moved the page (a
 * refusal shown above the board), and that click would land on whatever slid
 * under the finger — a Turn button, say.
 */
import { useRef } from 'preact/hooks';
import type { TargetedPointerEvent, TargetedTouchEvent } from 'preact';
import { pan, pinch, type Pt, type View } from './view';
import type { ViewControl } from './useView';

type Gesture =
  | { kind: 'none' }
  | { kind: 'press'; start: Pt; startView: View; pointerType: string; id: number }
  | { kind: 'pan'; start: Pt; startView: View; id: number }
  | { kind: 'pinch'; start: [Pt, Pt]; startView: View; ids: [number, number] };

/** Pixels a press may move and still be a click (more is a drag that pans). */
const CLICK_SLOP = { mouse: 4, other: 10 };

export interface PointerHandlers {
  onTap: (p: Pt, pointerType: string, e: { shiftKey: boolean }) => void;
  onHover: (p: Pt) => void;
  onLeave: () => void;
}

export function usePointer(view: ViewControl, handlers: PointerHandlers) {
  const gesture = useRef<Gesture>({ kind: 'none' });
  const pointers = useRef(new Map<number, Pt>());
  /** A finger's tap was just reported: its touchend cancels the click (and mouse events) that would follow. */
  const tapped = useRef(false);

  const local = (e: { clientX: number; clientY: number }): Pt => {
    const r = view.ref.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const capture = (id: number) => {
    try {
      view.ref.current?.setPointerCapture(id);
    } catch {
      /* pointer already gone */
    }
  };

  return {
    onPointerDown: (e: TargetedPointerEvent<HTMLDivElement>) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      tapped.current = false;
      // A mouse is one pointer: forget any press whose release happened elsewhere.
      if (e.pointerType === 'mouse') pointers.current.clear();
      const p = local(e);
      pointers.current.set(e.pointerId, p);
      if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.entries()];
        gesture.current = { kind: 'pinch', start: [a[1], b[1]], startView: view.view, ids: [a[0], b[0]] };
        capture(e.pointerId);
      } else if (pointers.current.size === 1)
        gesture.current = { kind: 'press', start: p, startView: view.view, pointerType: e.pointerType, id: e.pointerId };
    },
    onPointerMove: (e: TargetedPointerEvent<HTMLDivElement>) => {
      const p = local(e);
      if (pointers.current.has(e.pointerId)) pointers.current.set(e.pointerId, p);
      const g = gesture.current;
      if (g.kind === 'pinch') {
        const a = pointers.current.get(g.ids[0]);
        const b = pointers.current.get(g.ids[1]);
        if (a && b) view.move(pinch(g.startView, g.start, [a, b], view.limits));
        return;
      }
      if (g.kind === 'press' && g.id === e.pointerId) {
        const slop = g.pointerType === 'mouse' ? CLICK_SLOP.mouse : CLICK_SLOP.other;
        if (Math.hypot(p.x - g.start.x, p.y - g.start.y) <= slop) return;
        gesture.current = { kind: 'pan', start: g.start, startView: g.startView, id: g.id };
        capture(e.pointerId);
      }
      const g2 = gesture.current;
      if (g2.kind === 'pan' && g2.id === e.pointerId) {
        view.move(pan(g2.startView, p.x - g2.start.x, p.y - g2.start.y));
        return;
      }
      if (e.pointerType === 'mouse' && e.buttons === 0) handlers.onHover(p);
    },
    onPointerUp: (e: TargetedPointerEvent<HTMLDivElement>) => end(e, true),
    onPointerCancel: (e: TargetedPointerEvent<HTMLDivElement>) => end(e, false),
    onPointerLeave: (e: TargetedPointerEvent<HTMLDivElement>) => {
      if (e.pointerType === 'mouse' && gesture.current.kind === 'none') handlers.onLeave();
    },
    onTouchEnd: (e: TargetedTouchEvent<HTMLDivElement>) => {
      if (!tapped.current) return;
      tapped.current = false;
      if (!e.cancelable) return;
      e.preventDefault();
      // The click would have taken the focus from a text field elsewhere (closing the phone's keyboard): still do that.
      // (Focusing the board from script would draw its keyboard focus ring after every tap.)
      const a = document.activeElement;
      if (a instanceof HTMLElement && !view.ref.current?.contains(a)) a.blur();
    },
  };

  function end(e: TargetedPointerEvent<HTMLDivElement>, tap: boolean) {
    const g = gesture.current;
    pointers.current.delete(e.pointerId);
    if (tap && g.kind === 'press' && g.id === e.pointerId) {
      tapped.current = e.pointerType === 'touch';
      handlers.onTap(local(e), g.pointerType, e);
    }
    // After a pinch, the finger still down does nothing until it lifts (no jump into a pan).
    if (g.kind === 'pinch' || pointers.current.size === 0 || ('id' in g && g.id === e.pointerId)) gesture.current = { kind: 'none' };
  }
}
