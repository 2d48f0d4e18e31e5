/**
 * The screen kept awake while a board is being copied from the table (the
 * Screen Wake Lock API, where the browser has it): asked for while `on` and
 * the page is shown, given back when the page is hidden or left, asked for
 * again on return. Where the browser has no wake lock, or refuses one (a
 * battery saver), nothing happens and nothing is said.
 */
import { useEffect } from 'preact/hooks';

interface Sentinel {
  readonly released: boolean;
  release(): Promise<void>;
}
interface WakeLock {
  request(type: 'screen'): Promise<Sentinel>;
}

export function useWakeLock(on: boolean): void {
  useEffect(() => {
    const lock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!on || !lock || typeof lock.request !== 'function') return;
    let sentinel: Sentinel | null = null;
    let alive = true;
    let asking = false;
    const ask = () => {
      if (!alive || asking || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      asking = true;
      lock.request('screen').then(
        (s) => {
          asking = false;
          if (alive && document.visibilityState === 'visible') sentinel = s;
          else void s.release().catch(() => undefined);
        },
        () => {
          asking = false;
        },
      );
    };
    const giveBack = () => {
      const s = sentinel;
      sentinel = null;
      if (s && !s.released) void s.release().catch(() => undefined);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? ask() : giveBack());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', giveBack);
    window.addEventListener('pageshow', ask);
    ask();
    return () => {
      alive = false;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', giveBack);
      window.removeEventListener('pageshow', ask);
      giveBack();
    };
  }, [on]);
}
