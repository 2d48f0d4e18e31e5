/**
 * "Your data on this device" (on the about page): what the site keeps in this
 * browser, export to a file, import from a file, delete all (each replacing
 * step asks first). Everything goes through src/components/ui/storage.ts.
 *
 * Server rendering shows the heading's text and a note that the panel needs
 * JavaScript; the controls appear once the island runs.
 */
import { downloadText } from './download';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import '../../i18n/data';
import { browserStore, parseExport, type Store, type StoredItem, type StoreError } from './storage';

const EXPORT_FILE = 'carcassonne-tutor-data.json';

/** A store error in words (the storage module returns codes). */
export function storeErrorText(error: StoreError): string {
  switch (error.code) {
    case 'bad-json':
      return t('data.bad.json', { detail: error.params.detail });
    case 'not-export':
      return t('data.bad.notExport');
    case 'newer-version':
      return t('data.bad.version', error.params);
    case 'bad-items':
      return t('data.bad.items', error.params);
    case 'foreign-key':
      return t('data.bad.key', error.params);
    case 'too-big':
      return t('data.bad.tooBig', { kb: Math.ceil(error.params.chars / 1000), max: Math.floor(error.params.max / 1000) });
    case 'storage-refused':
      return t('data.bad.full', error.params);
    case 'save-blocked':
      return t('data.bad.blocked', error.params);
  }
}

/** What a stored item is, in words. */
function itemName(item: StoredItem): string {
  if (item.damaged) return t('data.damaged', { key: item.key });
  if (item.name === 'playground' || item.name.startsWith('carc.playground.')) return t('data.name.playground');
  if (item.name === 'puzzles/own') return t('data.name.ownPuzzles');
  if (item.name === 'language') return t('data.name.language');
  return t('data.name.other', { key: item.key });
}

type Pending = { kind: 'reset' } | { kind: 'import'; file: string; text: string; count: number };
type Note = { tone: 'info' | 'error'; text: string } | null;

export default function DataPanel() {
  const [store, setStore] = useState<Store | null | undefined>(undefined);
  const [items, setItems] = useState<StoredItem[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [note, setNote] = useState<Note>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const s = browserStore();
    setStore(s);
    if (s) setItems(s.list());
  }, []);
  useEffect(() => {
    if (pending) confirmButton.current?.focus();
  }, [pending]);

  if (store === undefined) return <p class="data__muted">{t('data.noScript')}</p>;
  if (store === null) return <p role="status">{t('data.unavailable')}</p>;

  const refresh = () => setItems(store.list());

  const exportAll = () => {
    downloadText(store.exportAll(), EXPORT_FILE, 'application/json');
    setNote({ tone: 'info', text: t('data.exported', { file: EXPORT_FILE }) });
  };

  const fileChosen = async (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch (e) {
      setNote({ tone: 'error', text: t('data.badFile', { file: file.name, reason: e instanceof Error ? e.message : String(e) }) });
      return;
    }
    const parsed = parseExport(text);
    if (!parsed.ok) {
      setNote({ tone: 'error', text: t('data.badFile', { file: file.name, reason: storeErrorText(parsed.error) }) });
      return;
    }
    setNote(null);
    setPending({ kind: 'import', file: file.name, text, count: parsed.value.length });
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'reset') {
      store.resetAll();
      setNote({ tone: 'info', text: t('data.resetDone') });
    } else {
      const result = store.importAll(pending.text);
      setNote(
        result.ok
          ? { tone: 'info', text: t('data.imported', { file: pending.file, count: result.value.count }) }
          : { tone: 'error', text: t('data.badFile', { file: pending.file, reason: storeErrorText(result.error) }) },
      );
    }
    setPending(null);
    refresh();
  };

  const cancel = () => {
    setPending(null);
    setNote({ tone: 'info', text: t('data.cancelled') });
  };

  return (
    <div class="data" data-testid="data-panel">
      <p>{t('data.intro')}</p>
      <h3 class="data__subheading">{t('data.kept')}</h3>
      {items.length === 0 ? (
        <p class="data__muted" data-testid="data-empty">
          {t('data.nothing')}
        </p>
      ) : (
        <ul class="data__items" data-testid="data-items">
          {items.map((item) => (
            <li key={item.key}>
              {itemName(item)} <span class="data__muted">({t('data.size', { kb: Math.max(0.1, Math.round(item.chars / 100) / 10) })})</span>
            </li>
          ))}
        </ul>
      )}
      <div class="data__actions">
        <button type="button" class="button" onClick={exportAll} disabled={pending !== null}>
          {t('data.export')}
        </button>
        <button type="button" class="button" onClick={() => fileInput.current?.click()} disabled={pending !== null}>
          {t('data.import')}
        </button>
        <input ref={fileInput} type="file" accept=".json,application/json" hidden onChange={fileChosen} data-testid="data-import" />
        <button
          type="button"
          class="button button--danger"
          onClick={() => {
            setNote(null);
            setPending({ kind: 'reset' });
          }}
          disabled={pending !== null || items.length === 0}
        >
          {t('data.reset')}
        </button>
      </div>
      {pending && (
        <div class="data__confirm" role="alertdialog" aria-labelledby="data-confirm-text" aria-modal="false">
          <p id="data-confirm-text">
            {pending.kind === 'reset' ? t('data.resetConfirm') : t('data.importConfirm', { file: pending.file, count: pending.count })}
          </p>
          <div class="data__actions">
            <button ref={confirmButton} type="button" class="button button--danger" onClick={confirm}>
              {pending.kind === 'reset' ? t('data.resetYes') : t('data.importYes')}
            </button>
            <button type="button" class="button" onClick={cancel}>
              {t('data.cancel')}
            </button>
          </div>
        </div>
      )}
      <p class={`data__note${note?.tone === 'error' ? ' data__note--error' : ''}`} role="status" aria-live="polite" data-testid="data-note">
        {note?.text ?? ''}
      </p>
    </div>
  );
}
