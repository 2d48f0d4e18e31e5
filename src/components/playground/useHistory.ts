/** The playground's board with its undo and redo stacks: a new move clears what could be redone. */
import { useState } from 'preact/hooks';
import type { Position } from '../../worker/api';

export interface History {
  position: Position;
  past: Position[];
  future: Position[];
  record: (next: Position) => void;
  undo: () => boolean;
  redo: () => boolean;
  /** Replace everything (a restored save, a board that replaces an untouched one). */
  reset: (position: Position, past?: Position[]) => void;
}

export function useHistory(initial: () => Position): History {
  const [state, setState] = useState(() => ({ position: initial(), past: [] as Position[], future: [] as Position[] }));
  return {
    ...state,
    record: (next) => setState((s) => ({ position: next, past: [...s.past, s.position], future: [] })),
    undo: () => {
      if (!state.past.length) return false;
      setState((s) => (s.past.length ? { position: s.past[s.past.length - 1], past: s.past.slice(0, -1), future: [s.position, ...s.future] } : s));
      return true;
    },
    redo: () => {
      if (!state.future.length) return false;
      setState((s) => (s.future.length ? { position: s.future[0], past: [...s.past, s.position], future: s.future.slice(1) } : s));
      return true;
    },
    reset: (position, past = []) => setState({ position, past, future: [] }),
  };
}
