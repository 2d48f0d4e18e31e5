/**
 * `ask` (src/components/ui/useEngine.ts) for the playground's panels loaded later (the review, the aids, a game's
 * link or file): the same call through the worker client, in a module of their own. Importing useEngine.ts from
 * them would make the bundler split the page's own chunk of it in two, which costs the first load more bytes.
 */
import { callEngine } from '../../worker/client';
import type { EngineApi } from '../../worker/api';

export function ask<K extends keyof EngineApi>(method: K, ...args: Parameters<EngineApi[K]>): Promise<ReturnType<EngineApi[K]>> {
  return callEngine((engine) => {
    const fn = engine[method] as unknown as (...a: Parameters<EngineApi[K]>) => Promise<ReturnType<EngineApi[K]>>;
    return fn(...args);
  });
}
