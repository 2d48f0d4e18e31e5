/**
 * Errors in words (src/components/ui/words.ts says how they reach a page): the
 * engine's typed errors through `wordError` (src/i18n/words.ts), the page's own
 * (a file or a save that cannot be read) through the dictionary. Loaded with the
 * first error a page words: `wordsOfError` in words.ts, or a static import from
 * a module that is itself loaded on demand.
 */
import { t } from '../../i18n';
import { wordError } from '../../i18n/words';
import { isPageError, type AnyError, type SaveProblem } from './words';

function wordSaveProblem(p: SaveProblem): string {
  switch (p.problem) {
    case 'not-json':
      return t('page.err.bad-save.not-json', { detail: p.detail });
    case 'version':
      return t('page.err.bad-save.version', { found: p.found });
    case 'bad-step':
      return t('page.err.bad-save.bad-step', { step: String(p.step) });
    case 'not-object':
      return t('page.err.bad-save.not-object');
    case 'no-position':
      return t('page.err.bad-save.no-position');
    case 'history-not-list':
      return t('page.err.bad-save.history-not-list');
    case 'hand-not-letter':
      return t('page.err.bad-save.hand-not-letter');
  }
}

/** An error in words, for a status line or a notice. */
export function errorText(error: AnyError): string {
  if (!isPageError(error)) return wordError(error);
  switch (error.code) {
    case 'bad-file':
      return t('page.err.bad-file');
    case 'empty-file':
      return t('page.err.empty-file');
    case 'file-too-large':
      return t('page.err.file-too-large', { size: error.params.size, maxKb: String(error.params.maxKb) });
    case 'text-too-large':
      return t('page.err.text-too-large', { size: error.params.size, maxKb: String(error.params.maxKb) });
    case 'too-deep':
      return t('page.err.too-deep', { depth: String(error.params.depth), max: String(error.params.max) });
    case 'bad-save':
      return wordSaveProblem(error.params);
    case 'save-failed':
      return t('page.err.save-failed', { reason: error.params.reason });
  }
}

