/**
 * The person chose Reload on the "new version" prompt: ask the newer build's worker to take over; the page reloads
 * when it does (offline.ts listens for the change of controller).
 *
 * The worker first asked may never take over: a build published again meanwhile (or, in the tests, the old one put
 * back) is installed beside it and, once installed, replaces it as the waiting worker, and the one asked is
 * discarded before it got to the message (on a slow phone the worker may first have to be started to read it).
 * Then the worker that replaced it is asked. With no newer worker left, the page simply reloads.
 *
 * Kept apart from the page script, with the service worker container passed in, so it is tested in Node
 * (tests/unit/take-over.test.ts).
 */
export const TAKE_OVER = 'carc:take-over';

/** What of `navigator.serviceWorker` this needs. */
export interface Workers {
  getRegistration(): Promise<Pick<ServiceWorkerRegistration, 'waiting' | 'installing'> | undefined>;
}

export async function takeOver(workers: Workers, reload: () => void): Promise<void> {
  const reg = await workers.getRegistration();
  const next = reg?.waiting ?? reg?.installing;
  if (!next) return reload();
  const onChange = (): void => {
    if (next.state === 'installed') next.postMessage(TAKE_OVER);
    else if (next.state === 'redundant') {
      next.removeEventListener('statechange', onChange);
      void takeOver(workers, reload);
    }
  };
  next.addEventListener('statechange', onChange);
  if (next.state === 'installed') next.postMessage(TAKE_OVER);
}
