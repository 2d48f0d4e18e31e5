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
import type { CheckReport, Position } from '../../worker/api';
import { errorText } from '../ui/words';
import { ask } from '../ui/useEngine';

/** The link codec and the file helpers, loaded when first used (they stay out of the page's first load). */
const tools = () => Promise.all([import('../playground/share'), import('../ui/download')]).then(([share, download]) => ({ ...share, ...download }));
import { localPath, t } from '../../i18n';
import '../../i18n/check';
import { openPosition } from './keep';
import { wordList } from '../../i18n/words';

/** The result in one line, for the share sheet: "Final score: green 18, red 15. green wins." */
function resultLine(r: CheckReport): string {
  const totals = wordList(r.players.map((p) => t('check.summary.total', { player: p, points: r.total[p] ?? 0 })));
  const who = r.winners.length === 1 ? t('check.summary.winner', { player: r.winners[0] }) : t('check.summary.tie', { players: wordList(r.winners) });
  return `${t('check.summary.line', { totals })} ${who}`;
}
import type { CheckDoc } from './model';

interface Props {
  position: Position;
  /** The result, once there is one: the panel's first buttons are then about it (share, print, what if). */
  result: CheckReport | null;
  /** Show the rule switches (what if…). */
  onWhatIf: () => void;
  onOpen: (doc: CheckDoc, from: string) => void;
}

/** A line about the board as it was when it was said: it goes when the board changes (but for the change it came with). */
type Status = { tone: 'info' | 'error'; text: string; outlives?: boolean } | null;

/** The phone's share sheet, where the browser has one. */
type Share = (data: { title?: string; text?: string; url: string }) => Promise<void>;

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
      return { href: linkFor(strict.value, new URL(localPath(PLAYGROUND_PATH), window.location.href).href) };
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

export default function KeepPanel({ position, result, onWhatIf, onOpen }: Props) {
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const seq = useRef(0);
  const empty = position.tiles.length === 0;
  const toPlayground = usePlaygroundLink(position);

  // A line (and a link) about the board as it was goes when the board changes.
  useEffect(() => {
    setStatus((s) => (s?.outlives ? { ...s, outlives: false } : null));
    setLink(null);
  }, [position]);

  const share = async () => {
    const { linkFor } = await tools();
    const url = linkFor(position, window.location.href);
    const sheet = (navigator as Navigator & { share?: Share }).share;
    if (typeof sheet === 'function') {
      try {
        await sheet.call(navigator, { title: t('check.keep.shareTitle'), text: result ? resultLine(result) : t('check.keep.shareTitle'), url });
        setStatus({ tone: 'info', text: t('check.keep.shared') });
        return;
      } catch (e) {
        // Closed without sharing: nothing to say. Refused (no sheet after all): the link, copied, as below.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
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
    setStatus({ tone: 'info', text: t('check.keep.opened', { file: name }), outlives: true });
    onOpen(opened.doc, name);
  };

  return (
    <section class="ck-panel ck-keep" aria-labelledby="ck-keep" data-testid="check-keep">
      <h2 id="ck-keep">{t('check.keep.heading')}</h2>
      {result && (
        <div class="ck-actions ck-actions--result">
          <button type="button" class="button button--primary" onClick={share} data-testid="check-share">
            {t('check.keep.shareResult')}
          </button>
          <button type="button" class="button" onClick={() => window.print()} data-testid="check-print">
            {t('check.keep.print')}
          </button>
          <button type="button" class="button" onClick={onWhatIf} data-testid="check-whatif-go">
            {t('check.keep.whatIf')}
          </button>
        </div>
      )}
      <div class="ck-actions">
        {!result && (
          <button type="button" class="button" onClick={share} disabled={empty} data-testid="check-share">
            {t('check.keep.share')}
          </button>
        )}
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
      </div>
      {link && (
        <label class="ck-link">
          <span>{t('check.keep.linkLabel')}</span>
          <input type="text" readOnly value={link} data-testid="check-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </label>
      )}
      {toPlayground && 'href' in toPlayground && (
        <p class="ck-solve ck-muted">
          <a href={toPlayground.href} data-testid="check-to-playground">
            {t('check.keep.solve')}
          </a>
          {': '}
          {t('check.keep.solveNote')}
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
