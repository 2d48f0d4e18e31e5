/** Results instead of exceptions: every refusal has a stable code and a plain-words message. */
export interface EngineError {
  code: string;
  message: string;
  /** Values the message was made from, so the site can word it in other languages. */
  params?: Record<string, string | number>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: string, message: string, params?: Record<string, string | number>): Result<T> {
  return params ? { ok: false, error: { code, message, params } } : { ok: false, error: { code, message } };
}
