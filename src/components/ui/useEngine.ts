/**
 * The board's one way to the rules engine: `ask('legalMoves', pos, 'L')`
 * calls the worker's method and resolves to its Result, typed as the method
 * returns it (Comlink's own types spread a Result union into a union of
 * promises, which TypeScript cannot infer through `callEngine`).
 * Rejects only if the worker itself fails to start or crashes.
 */
import { callEngine } from '../../worker/client';
import type { EngineApi } from '../../worker/api';

export type Method = keyof EngineApi;

export function ask<K extends Method>(method: K, ...args: Parameters<EngineApi[K]>): Promise<ReturnType<EngineApi[K]>> {
  return callEngine((engine) => {
    const fn = engine[method] as unknown as (...a: Parameters<EngineApi[K]>) => Promise<ReturnType<EngineApi[K]>>;
    return fn(...args);
  });
}
