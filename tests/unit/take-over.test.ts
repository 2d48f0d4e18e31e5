import { describe, expect, it } from 'vitest';
import { TAKE_OVER, takeOver, type Workers } from '../../src/scripts/take-over';

/** A service worker as the page sees it: a state, its changes, and the messages it was sent. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(m: unknown): void {
    this.messages.push(m);
  }
  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function registration(waiting: FakeWorker | null, installing: FakeWorker | null = null) {
  const reg = { waiting, installing };
  const workers = { getRegistration: async () => reg } as unknown as Workers;
  let reloads = 0;
  return { reg, workers, reload: () => void reloads++, reloads: () => reloads };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('Reload on the new-version prompt (src/scripts/take-over.ts)', () => {
  it('asks the waiting worker to take over, and does not reload by itself (the change of worker does)', async () => {
    const v1 = new FakeWorker('installed');
    const r = registration(v1);
    await takeOver(r.workers, r.reload);
    expect(v1.messages).toEqual([TAKE_OVER]);
    expect(r.reloads()).toBe(0);
  });

  it('when the worker asked is replaced before it takes over (a newer build installed meanwhile), asks the newer one', async () => {
    const v1 = new FakeWorker('installed');
    const r = registration(v1);
    await takeOver(r.workers, r.reload);
    // A newer build finished installing: it is the waiting worker now, and the one asked is thrown away.
    const v2 = new FakeWorker('installed');
    r.reg.waiting = v2;
    v1.become('redundant');
    await settle();
    expect(v2.messages).toEqual([TAKE_OVER]);
    expect(r.reloads()).toBe(0);
  });

  it('a newer build still installing is asked once it is installed', async () => {
    const v2 = new FakeWorker('installing');
    const r = registration(null, v2);
    await takeOver(r.workers, r.reload);
    expect(v2.messages).toEqual([]);
    v2.become('installed');
    expect(v2.messages).toEqual([TAKE_OVER]);
  });

  it('with no newer worker left, the page reloads (it then opens with the version in charge)', async () => {
    const r = registration(null);
    await takeOver(r.workers, r.reload);
    expect(r.reloads()).toBe(1);
    // The newer worker failed to install and nothing waits: reload rather than wait for nothing.
    const v2 = new FakeWorker('installing');
    const s = registration(null, v2);
    await takeOver(s.workers, s.reload);
    s.reg.installing = null;
    v2.become('redundant');
    await settle();
    expect(s.reloads()).toBe(1);
  });
});
