/** For tests of src/worker/client.ts: a Worker stand-in that runs the API in this thread. */
import { expose, type Endpoint } from 'comlink';

/** A stand-in for a Worker: the API exposed on the other end of a MessageChannel, in this thread. */
export class FakeWorker extends EventTarget {
  readonly channel = new MessageChannel();
  terminated = false;
  constructor(
    readonly role: string,
    api: object,
  ) {
    super();
    expose(api, this.channel.port1 as unknown as Endpoint);
    this.channel.port2.start();
  }
  postMessage(message: unknown, transfer?: Transferable[]): void {
    if (this.terminated) return;
    this.channel.port2.postMessage(message, (transfer ?? []) as Transferable[]);
  }
  override addEventListener(type: string, listener: (event: Event) => void): void {
    if (type === 'message') this.channel.port2.addEventListener('message', listener as EventListener);
    else super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: (event: Event) => void): void {
    if (type === 'message') this.channel.port2.removeEventListener('message', listener as EventListener);
    else super.removeEventListener(type, listener);
  }
  /** Like Worker.terminate: no event, and calls waiting for an answer never get one. */
  terminate(): void {
    this.terminated = true;
    this.channel.port1.close();
  }
  crash(message = 'out of memory'): void {
    this.terminate();
    this.dispatchEvent(Object.assign(new Event('error'), { message }));
  }
}
