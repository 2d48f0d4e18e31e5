/**
 * `true` from the task after the island's first paint: parts of a page that
 * the first screen does not need (side panels, lists) render then, so waking
 * the island is several short tasks rather than one long one.
 *
 * `useLater(k)` waits k tasks more: parts given 0, 1, 2, … render one per
 * task, and each re-renders only itself (call it in the part, not its host).
 */
import { useEffect, useState } from 'preact/hooks';

export function useLater(after = 0): boolean {
  const [hops, setHops] = useState(0);
  useEffect(() => {
    if (hops > after) return;
    const id = setTimeout(() => setHops((h) => h + 1), 0);
    return () => clearTimeout(id);
  }, [hops, after]);
  return hops > after;
}
