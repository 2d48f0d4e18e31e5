/**
 * The one place components turn an error into words: the engine's typed
 * errors through `wordError` (src/i18n/words.ts), and the page's own errors
 * (a file or a save that cannot be read) through the dictionary. Errors stay
 * data (a code and its parameters) until this moment. The wording itself is
 * in errorText.ts, loaded with the first error a page words (`wordsOfError`;
 * modules that are loaded on demand themselves import `errorText` from it),
 * so a page's first load does not carry the sentences of every error code.
 */
import type { EngineError } from '../../engine/errors';
import { t } from '../../i18n';
import type { EngineFailure } from '../../worker/client';

/** Why a saved playground could not be read (checked before the engine sees its positions). */
export type SaveProblem =
  | { problem: 'not-json'; detail: string }
  | { problem: 'not-object' }
  | { problem: 'version'; found: string }
  | { problem: 'no-position' }
  | { problem: 'history-not-list' }
  | { problem: 'bad-step'; step: number }
  | { problem: 'hand-not-letter' };

/** Errors the page makes itself, before or after the engine: files, sizes, saves. */
export type PageError =
  | { code: 'bad-file'; params: Record<string, never> }
  | { code: 'empty-file'; params: Record<string, never> }
  /** A file refused by its size before it is read; `size` already in words ("10.0 MB"). */
  | { code: 'file-too-large'; params: { size: string; maxKb: number } }
  /** Text refused by its length before it is parsed. */
  | { code: 'text-too-large'; params: { size: string; maxKb: number } }
  | { code: 'too-deep'; params: { depth: number; max: number } }
  | { code: 'bad-save'; params: SaveProblem }
  | { code: 'save-failed'; params: { reason: string } };

export type AnyError = EngineError | PageError;

const PAGE_CODES: ReadonlySet<string> = new Set(['bad-file', 'empty-file', 'file-too-large', 'text-too-large', 'too-deep', 'bad-save', 'save-failed']);

export function isPageError(error: AnyError): error is PageError {
  return PAGE_CODES.has(error.code);
}

/** The wording of errors (errorText.ts, and with it the engine's error sentences): loaded with the first error a page words. */
export const errorWords = () => import('./errorText');

/** An error in words, for a status line or a notice; the wording comes with the first error (`errorWords`). */
export async function wordsOfError(error: AnyError): Promise<string> {
  try {
    return (await errorWords()).errorText(error);
  } catch {
    // The wording could not be fetched (offline before the service worker has the file): say so, with the error's code.
    return t('engine.wordsLost', { code: error.code });
  }
}

/** Why a call to the engine failed, in words: the worker client's codes (EngineFailure) worded here, any other error as it says. */
export function failureText(error: unknown): string {
  // Known by its name, not its class: a page (or a test) may hold errors from another copy of the client module.
  if (error instanceof Error && error.name === 'EngineFailure') {
    const failure = error as EngineFailure;
    if (failure.code === 'engine-gave-up') return t('engine.gaveUp', { reason: failure.reason });
    if (failure.code === 'call-lost') return t('engine.callLost');
    return failure.reason;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A result whose refusal is one of the page's own errors. */
export type PageResult<T> = { ok: true; value: T } | { ok: false; error: PageError };
/** A result refused by the engine or by the page. */
export type AnyResult<T> = { ok: true; value: T } | { ok: false; error: AnyError };

/** Control characters (as in a binary file) made visible, so a message never carries them raw. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/g, '\ufffd');
}
