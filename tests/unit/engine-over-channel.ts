/**
 * The engine API reached the way a page reaches it: through Comlink over a
 * MessageChannel (Node's, standing in for the worker's port). Shared by the
 * worker tests; every channel opened is closed after the file's tests.
 */
import { afterAll } from 'vitest';
import { expose, wrap, type Remote } from 'comlink';
import { engineApi, type EngineApi } from '../../src/worker/api';

type Endpoint = NonNullable<Parameters<typeof expose>[1]>;

const channels: MessageChannel[] = [];
afterAll(() => {
  for (const c of channels) {
    c.port1.close();
    c.port2.close();
  }
});

/** `api` exposed on one end of a new channel, wrapped on the other. */
export function connect(api: object = engineApi): Remote<EngineApi> {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(api, channel.port1 as unknown as Endpoint);
  return wrap<EngineApi>(channel.port2 as unknown as Endpoint);
}
