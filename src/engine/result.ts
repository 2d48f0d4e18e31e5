/** Results instead of exceptions: every refusal is a typed error (src/engine/errors.ts), never a sentence. */
import { engineError, type EngineError, type ErrorCode, type ParamsOf } from './errors';

export type { EngineError };

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A refusal with `code`; its parameters are type-checked against the code. */
export function fail<C extends ErrorCode>(code: C, params: ParamsOf<C>): { ok: false; error: EngineError } {
  return { ok: false, error: engineError(code, params) };
}
