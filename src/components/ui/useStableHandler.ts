import { useMemo, useRef } from 'preact/hooks';

/**
 * A handler that keeps its identity from render to render and always runs the newest `fn` (the
 * closure of the last render, with its state). Passed to a component that skips drawing when its
 * props are unchanged (the Board), it does not count as a change.
 */
export function useStableHandler<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useMemo(() => (...args: A) => latest.current(...args), []);
}
