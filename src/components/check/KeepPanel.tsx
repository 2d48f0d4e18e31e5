/**
 * Sharing and keeping the checker's board: a link with the whole board (the
 * playground's share-link codec), a `carcassonne-position/1` file out and in
 * (a plain file input), and a print view of the result. A broken or hostile
 * file shows why and leaves the board as it was (the host only replaces it
 * with a board the engine accepted). The board also goes to the playground,
 * whose best-moves panel ranks the moves of a chosen tile on it — when the
 * strict reader takes it; otherwise the panel says what stops it (the
 * checker scores boards a game could not have reached, the playground not).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Position } from '../../worker/api';
import { errorText } from '../ui/words';
import { ask } from '../ui/useEngine';

/** The link codec and the file helpers, loaded when first used (they stay out of the page's first load). */
const tools = () => Promise.all([import('../playground/share'), import('../ui/download')]).then(([share, download]) => ({ ...share, ...download }));
import { t } from '../../i18n';
import '../../i18n/check';
import { openPosition } from './keep';
import type { CheckDoc } from './model';

interface Props {
  position: Position;
  onOpen: (doc: CheckDoc, from: string) => void;
}

type Status = { tone: 'info' | 'error'; text: string } | null;

/** The page that ranks the moves on a board. */
export const PLAYGROUND_PATH = '/playground/';

/** The board in the playground: its link, or why the playground would refuse it. */
type ToPlayground = { href: string } | { reason: string } | null;

/** The playground's link for this board (checked by the strict reader first), redone whenever the board changes. */
function usePlaygroundLink(position: Position): ToPlayground {
  const [to, setTo] = useState<ToPlayground>(null);
  useEffect(() => {
    setTo(null);
    if (position.tiles.length === 0) return;
    let alive = true;
    (async () => {
      const strict = await ask('validate', position);
      if (!strict.ok) return { reason: errorText(strict.error) };
      const { linkFor } = await import('../playground/share');
      return { href: linkFor(strict.value, new URL(PLAYGROUND_PATH, window.location.href).href) };
    })().then(
      (next) => alive && setTo(next),
      (e: unknown) => alive && setTo({ reason: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      alive = false;
    };
  }, [position]);
  return to;
}

export default function KeepPanel({ position, onOpen }: Props) {
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const seq = useRef(0);
  const empty = position.tiles.length === 0;
  const toPlayground = usePlaygroundLink(position);

  const share = async () => {
    const { linkFor } = await tools();
    const url = linkFor(position, window.location.href);
    setLink(url);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setStatus({ tone: 'info', text: t('check.keep.copied') });
    } catch {
      setStatus({ tone: 'info', text: t('check.keep.copyByHand') });
    }
  };

  const importFile = async (file: File) => {
    const mine = ++seq.current;
    const { checkFileSize, parsePositionJson, printable } = await tools();
    const name = printable(file.name).slice(0, 80);
    const refuse = (reason: string) => mine === seq.current && setStatus({ tone: 'error', text: t('check.keep.badFile', { file: name, reason: printable(reason) }) });
    const size = checkFileSize(file.size);
    if (!size.ok) return refuse(errorText(size.error));
    let text: string;
    try {
      text = await file.text();
    } catch (e) {
      return refuse(e instanceof Error ? e.message : String(e));
    }
    const parsed = parsePositionJson(text);
    if (!parsed.ok) return refuse(errorText(parsed.error));
    const opened = await openPosition(parsed.value);
    if (mine !== seq.current) return;
    if ('reason' in opened) return refuse(opened.reason);
    setStatus({ tone: 'info', text: t('check.keep.opened', { file: name }) });
    onOpen(opened.doc, name);
  };

  return (
    <section class="ck-panel ck-keep" aria-labelledby="ck-keep" data-testid="check-keep">
      <h2 id="ck-keep">{t('check.keep.heading')}</h2>
      <div class="ck-actions">
        <button type="button" class="button" onClick={share} disabled={empty} data-testid="check-share">
          {t('check.keep.share')}
        </button>
        <button
          type="button"
          class="button"
          disabled={empty}
          data-testid="check-export"
          onClick={async () => {
            const { downloadText, positionFileText, EXPORT_FILE_NAME, POSITION_MIME } = await tools();
            downloadText(positionFileText(position), EXPORT_FILE_NAME, POSITION_MIME);
            setStatus({ tone: 'info', text: t('check.keep.exported') });
          }}
        >
          {t('check.keep.export')}
        </button>
        <label class="button ck-file">
          {t('check.keep.import')}
          <input
            type="file"
            accept=".json,application/json"
            data-testid="check-import"
            onChange={(e) => {
              const input = e.currentTarget as HTMLInputElement;
              const file = input.files?.[0];
              input.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
        <button type="button" class="button" onClick={() => window.print()} disabled={empty}>
          {t('check.keep.print')}
        </button>
      </div>
      {link && (
        <label class="ck-link">
          <span>{t('check.keep.linkLabel')}</span>
          <input type="text" readOnly value={link} data-testid="check-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </label>
      )}
      {toPlayground && 'href' in toPlayground && (
        <p class="ck-solve">
          <a class="button button--primary" href={toPlayground.href} data-testid="check-to-playground">
            {t('check.keep.solve')}
          </a>{' '}
          <span class="ck-muted">{t('check.keep.solveNote')}</span>
        </p>
      )}
      {toPlayground && 'reason' in toPlayground && (
        <p class="ck-solve ck-solve--refused" data-testid="check-solve-refused">
          {t('check.keep.solveRefused', { reason: toPlayground.reason })}
        </p>
      )}
      <p class={`ck-status${status?.tone === 'error' ? ' ck-status--error' : ''}`} role="status" data-testid="check-keep-status">
        {status?.text ?? ''}
      </p>
    </section>
  );
}
