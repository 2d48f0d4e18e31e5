/**
 * The engine API works through Comlink exactly as the page uses it: exposed on
 * one end of a MessageChannel, wrapped on the other, every call crossing a
 * structured-clone boundary. (In the browser the channel is the Worker.)
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { expose, wrap, releaseProxy, type Endpoint, type Remote } from 'comlink';
import { engineApi, type EngineApi } from '../../src/worker/api';
import { catalogueSummary } from '../../src/engine/tiles';

/** Adapts a node:worker_threads MessagePort to the DOM-style endpoint Comlink expects. */
function endpoint(port: MessagePort): Endpoint {
  const wrappers = new Map<EventListenerOrEventListenerObject, (data: unknown) => void>();
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) =>
      port.postMessage(message, transfer as unknown as readonly MessagePort[]),
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const wrapped = (data: unknown) => {
        const event = { data } as MessageEvent;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      wrappers.set(listener, wrapped);
      port.on('message', wrapped);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const wrapped = wrappers.get(listener);
      if (wrapped) port.off('message', wrapped);
      wrappers.delete(listener);
    },
    start: () => port.start(),
  };
}

const open: { remote: Remote<EngineApi>; channel: MessageChannel }[] = [];

function connect(): Remote<EngineApi> {
  const channel = new MessageChannel();
  expose(engineApi, endpoint(channel.port1));
  const remote = wrap<EngineApi>(endpoint(channel.port2));
  open.push({ remote, channel });
  return remote;
}

afterEach(() => {
  for (const { remote, channel } of open.splice(0)) {
    remote[releaseProxy]();
    channel.port1.close();
    channel.port2.close();
  }
});

describe('engineApi over Comlink', () => {
  it('answers catalogueSummary with the base-game totals', async () => {
    const engine = connect();
    const summary = await engine.catalogueSummary();
    expect(summary).toEqual({ types: 24, tiles: 72, pennants: 10, cloisters: 6 });
  });

  it('returns the same data as calling the engine directly', async () => {
    const engine = connect();
    expect(await engine.catalogueSummary()).toEqual(catalogueSummary());
  });

  it('serves several calls at once on one channel', async () => {
    const engine = connect();
    const answers = await Promise.all([engine.catalogueSummary(), engine.catalogueSummary(), engine.catalogueSummary()]);
    expect(answers.map((a) => a.tiles)).toEqual([72, 72, 72]);
  });

  it('exposes only plain functions, so every method can cross the worker boundary', () => {
    for (const [name, value] of Object.entries(engineApi)) {
      expect(typeof value, `engineApi.${name}`).toBe('function');
    }
  });
});
