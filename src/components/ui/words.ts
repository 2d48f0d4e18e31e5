/**
 * The one place components turn an engine error into words (contract 1).
 * Today the engine still sends an English `message`; after the merge this
 * points at `wordError` in src/i18n/words.ts, and nothing else changes.
 */
import type { EngineError } from '../../worker/api';

export function errorText(error: EngineError | { code: string; message?: string }): string {
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : error.code;
}
