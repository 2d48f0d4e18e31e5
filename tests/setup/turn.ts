/**
 * One turn of the event loop, for a test that works for seconds: awaited between its cases, it lets the worker read
 * the main process's messages, so no test holds its worker for long (tests/setup/event-loop.ts).
 */
export const turnOfTheLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * A fast-check predicate that first lets the event loop turn: `fc.asyncProperty(arb, stepwise(check))` runs the same
 * cases as `fc.property(arb, check)` (the same seed draws the same values), with a turn of the loop between them.
 */
export const stepwise =
  <A extends unknown[]>(check: (...args: A) => boolean | void) =>
  async (...args: A): Promise<boolean | void> => {
    await turnOfTheLoop();
    return check(...args);
  };
