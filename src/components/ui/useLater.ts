/**
 * `true` from the task after the island's first paint: parts of a page that
 * the first screen does not need (side panels, lists) render then, so waking
 * the island is several short tasks rather than one long one.
 */
import { useEffect, useState } from 'preact/hooks';

export function useLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(id);
  }, []);
  return later;
}
