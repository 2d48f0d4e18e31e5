/**
 * Test-page island (src/pages/dev/engine.astro; the home page's line is static):
 * one live line from the rules engine, fetched through the worker, proving
 * that the worker answers in this browser.
 *
 * Server rendering produces the "waiting" text, so the page reads fine before
 * (or without) JavaScript; the line's box has a reserved height in CSS
 * (.engine-status) so nothing moves when the answer arrives.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { callEngine } from '../worker/client';
import { failureText } from './ui/words';
import type { CatalogueSummary } from '../worker/api';

type State =
  | { kind: 'waiting' }
  | { kind: 'ready'; summary: CatalogueSummary }
  | { kind: 'failed'; reason: string };

export default function EngineStatus() {
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    let alive = true;
    callEngine((engine) => engine.catalogueSummary()).then(
      (summary) => alive && setState({ kind: 'ready', summary }),
      (error: unknown) => alive && setState({ kind: 'failed', reason: failureText(error) }),
    );
    return () => {
      alive = false;
    };
  }, []);

  let text: string;
  if (state.kind === 'ready') {
    const { types, tiles, pennants, cloisters } = state.summary;
    text = t('engine.ready', { summary: t('engine.summary', { types, tiles, pennants, cloisters }) });
  } else if (state.kind === 'failed') {
    text = t('engine.failed', { reason: state.reason });
  } else {
    text = t('engine.waiting');
  }

  return (
    <p class="engine-status" role="status" aria-live="polite" data-state={state.kind} data-testid="engine-status">
      <span class="engine-status__dot" aria-hidden="true" />
      <span class="engine-status__text">{text}</span>
    </p>
  );
}
