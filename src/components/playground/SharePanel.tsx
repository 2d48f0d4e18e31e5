/**
 * Share links and position files on the playground (issue 6).
 *
 * - "Share link" puts the board's code (engine's encodeLink) after the page's
 *   address, copies it and shows it in a read-only field to copy by hand.
 * - Opening the page with such a hash (or pasting one later) decodes it
 *   (decodeLink, capped in length before anything else), has the engine's
 *   worker validate it, and hands it to `onOpen`; a damaged code goes to
 *   `onProblem` with the reason, and the board stays as it was. The hash is
 *   then removed from the address, so a reload shows the saved board.
 * - "Export file" downloads the board as a `carcassonne-position/1` file;
 *   "Import file" (or a file dropped on `dropZone`) checks the size before
 *   reading, parses the JSON, and has the engine's worker validate it: a
 *   refusal names the problem and where it is, and the board stays as it was.
 *
 * - In a game with a record (gameLog.ts), the link holds the game (its start, its
 *   moves, the computer's levels and the bag's order), and "Export game" downloads it
 *   as a `carcassonne-game/1` file; "Import file" reads either kind of file, and the
 *   engine's game reader checks a game (a refusal names the move and what is wrong).
 *
 * The owner (Playground) decides how the opened board replaces the current
 * one, so that the previous board is never lost.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ask } from '../ui/useEngine';
import type { Level, Position } from '../../worker/api';
import type { GameLog } from './gameLog';
import type { OpenedGame } from './gameFiles';

export type { OpenedGame };
/** A game's record in and out (gameFiles.ts): loaded when a game's link or file comes in or goes out. */
const loadGameFiles = () => import('./gameFiles');

/** The link codec and the file helpers (./share.ts): loaded when a link, a file or a share is first asked for. */
let shareModule: Promise<typeof import('./share')> | null = null;
const loadShare = () => (shareModule ??= import('./share'));
import { bt } from '../board/strings';
import '../../i18n/playground';
import { errorText, printable } from '../ui/words';
import './share.css';

export type OpenedFrom = { kind: 'link' } | { kind: 'file'; name: string };

interface Props {
  /** The board on the table; null until the saved board has been restored. */
  position: Position | null;
  /** A board from a link or a file, checked by the engine (canonical form). */
  onOpen: (next: Position, from: OpenedFrom) => void;
  /** A game from a link or a file, checked by the engine. */
  onOpenGame: (game: OpenedGame, from: OpenedFrom) => void;
  /** The game on the table with its record (null without one): a link then holds the game, and it can be exported. */
  game: { log: GameLog; computer: Readonly<Record<string, Level>>; moves: number } | null;
  /** A link that could not be opened: the message to show near the board. */
  onProblem: (text: string) => void;
  /** Where a position file may be dropped (the board area). */
  dropZone?: { current: HTMLElement | null };
}

type Status = { tone: 'info' | 'error'; text: string } | null;

/** A file name as shown in a message: visible characters only, not too long. */
function fileLabel(name: string): string {
  const clean = printable(name).trim();
  if (!clean) return bt('share.noName');
  return `“${clean.length > 80 ? `${clean.slice(0, 77)}…` : clean}”`;
}

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export default function SharePanel(props: Props) {
  const { position } = props;
  const latest = useRef(props);
  latest.current = props;
  const ready = position !== null;

  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  /** Only the newest import may change the board. */
  const importSeq = useRef(0);
  const sharedFor = useRef<Position | null>(null);

  // A link or a status belongs to the board it was made for.
  useEffect(() => {
    if (sharedFor.current && sharedFor.current !== position) {
      sharedFor.current = null;
      setLink(null);
      setStatus(null);
    }
  }, [position]);

  // ----- a board code in the address (on arrival, or pasted later)
  useEffect(() => {
    if (!ready) return;
    let alive = true;
    const openHash = async () => {
      // Read once: a reload afterwards shows the saved board, not the link again.
      if (window.location.hash.length <= 1) return;
      const { takeLinkHash } = await loadShare();
      if (!alive) return;
      const reading = takeLinkHash(true);
      if (reading.kind === 'none') return;
      if (reading.kind === 'game') {
        const { readGameCode } = await loadGameFiles();
        const read = await readGameCode(reading.result);
        if (!alive) return;
        if (read.ok) latest.current.onOpenGame(read.game, { kind: 'link' });
        else latest.current.onProblem(bt('share.badLink', { reason: printable(read.reason) }));
        return;
      }
      const decoded = reading.result;
      if (!decoded.ok) {
        latest.current.onProblem(bt('share.badLink', { reason: printable(errorText(decoded.error)) }));
        return;
      }
      ask('validate', decoded.value).then(
        (checked) => {
          if (!alive) return;
          if (checked.ok) latest.current.onOpen(checked.value, { kind: 'link' });
          else latest.current.onProblem(bt('share.badLink', { reason: printable(errorText(checked.error)) }));
        },
        (e) => {
          if (alive) latest.current.onProblem(bt('share.failed', { reason: reasonOf(e) }));
        },
      );
    };
    void openHash();
    window.addEventListener('hashchange', openHash);
    return () => {
      alive = false;
      window.removeEventListener('hashchange', openHash);
    };
  }, [ready]);

  // ----- share
  const share = async () => {
    if (!position) return;
    const { linkFor, gameLinkFor } = await loadShare();
    const game = props.game;
    const url = game ? gameLinkFor(game.log, game.log.moves.slice(0, game.moves), position, game.computer, window.location.href) : linkFor(position, window.location.href);
    sharedFor.current = position;
    setLink(url);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setStatus({ tone: 'info', text: bt('share.copied') });
    } catch {
      setStatus({ tone: 'info', text: bt('share.copyFailed') });
      linkField.current?.focus();
    }
  };

  // ----- export
  const exportFile = async () => {
    if (!position) return;
    const checked = await ask('validate', position).catch((e: unknown) => ({
      ok: false as const,
      error: { code: 'engine-stopped' as const, params: { reason: reasonOf(e) } },
    }));
    if (!checked.ok) {
      setStatus({ tone: 'error', text: bt('share.failed', { reason: errorText(checked.error) }) });
      return;
    }
    const [{ positionFileText, POSITION_MIME, EXPORT_FILE_NAME }, { downloadText }] = await Promise.all([loadShare(), import('../ui/download')]);
    downloadText(positionFileText(checked.value), EXPORT_FILE_NAME, POSITION_MIME);
    sharedFor.current = position;
    setStatus({ tone: 'info', text: bt('share.exported', { file: fileLabel(EXPORT_FILE_NAME) }) });
  };

  // ----- export the game's record (checked by the engine's game reader first)
  const exportGame = async () => {
    const game = props.game;
    if (!game) return;
    const { exportGameFile } = await loadGameFiles();
    const done = await exportGameFile(game.log, game.computer, game.moves);
    if (!done.ok) return setStatus({ tone: 'error', text: bt('share.failed', { reason: done.reason }) });
    sharedFor.current = position;
    setStatus({ tone: 'info', text: bt('game.exported', { file: fileLabel(done.name), count: done.moves }) });
  };

  // ----- import
  const importFile = async (file: File) => {
    const seq = ++importSeq.current;
    const name = fileLabel(file.name);
    const refuse = (reason: string) => {
      if (seq !== importSeq.current) return;
      setBusy(false);
      setStatus({ tone: 'error', text: bt('share.badFile', { file: name, reason: printable(reason) }) });
    };
    const { checkFileSize, parsePositionJson, isGameJson } = await loadShare();
    // The size first: an oversized file is never read.
    const size = checkFileSize(file.size);
    if (!size.ok) return refuse(errorText(size.error));
    setBusy(true);
    setStatus({ tone: 'info', text: bt('share.busy') });
    let text: string;
    try {
      text = await file.text();
    } catch (e) {
      return refuse(reasonOf(e));
    }
    if (seq !== importSeq.current) return;
    const parsed = parsePositionJson(text);
    if (!parsed.ok) return refuse(errorText(parsed.error));
    if (isGameJson(parsed.value)) {
      // A game record: the engine's game reader checks it, move by move.
      const { readGameData } = await loadGameFiles();
      const read = await readGameData(parsed.value);
      if (!read.ok) return refuse(read.reason);
      if (seq !== importSeq.current) return;
      setBusy(false);
      setStatus(null);
      latest.current.onOpenGame(read.game, { kind: 'file', name });
      return;
    }
    let checked: Awaited<ReturnType<typeof ask<'validate'>>>;
    try {
      checked = await ask('validate', parsed.value);
    } catch (e) {
      if (seq !== importSeq.current) return;
      setBusy(false);
      setStatus({ tone: 'error', text: bt('share.failed', { reason: reasonOf(e) }) });
      return;
    }
    if (!checked.ok) return refuse(errorText(checked.error));
    if (seq !== importSeq.current) return;
    setBusy(false);
    setStatus(null);
    latest.current.onOpen(checked.value, { kind: 'file', name });
  };

  const onFileChosen = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again is noticed.
    input.value = '';
    if (file) void importFile(file);
  };

  // ----- drop a file on the board
  const [dragging, setDragging] = useState(false);
  const importRef = useRef(importFile);
  importRef.current = importFile;
  useEffect(() => {
    const zone = props.dropZone?.current;
    if (!zone || !ready) return;
    const hasFiles = (e: DragEvent) => !!e.dataTransfer && Array.from(e.dataTransfer.types).includes('Files');
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth++;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setDragging(false);
      const files = e.dataTransfer?.files;
      if (!files || files.length === 0) return;
      if (files.length > 1) {
        setStatus({ tone: 'error', text: bt('share.notOneFile') });
        return;
      }
      void importRef.current(files[0]);
    };
    zone.addEventListener('dragenter', enter);
    zone.addEventListener('dragover', over);
    zone.addEventListener('dragleave', leave);
    zone.addEventListener('drop', drop);
    return () => {
      zone.removeEventListener('dragenter', enter);
      zone.removeEventListener('dragover', over);
      zone.removeEventListener('dragleave', leave);
      zone.removeEventListener('drop', drop);
    };
  }, [props.dropZone, ready]);
  useEffect(() => {
    const zone = props.dropZone?.current;
    if (!zone) return;
    zone.dataset.dropLabel = bt('share.dropHere');
    zone.classList.toggle('share-drop-target', dragging);
  }, [dragging, props.dropZone]);

  return (
    <section class="pg__panel share" aria-labelledby="pg-share" data-testid="share-panel" onPointerEnter={() => void loadShare()} onFocusIn={() => void loadShare()}>
      <div class="pg__panel-head">
        <h2 id="pg-share">{bt('share.heading')}</h2>
      </div>
      <p class="pg__muted">{bt(props.game ? 'game.shareNote' : 'share.note')}</p>
      <div class="share__actions">
        <button type="button" class="board__btn board__btn--primary" onClick={share} disabled={!ready} data-testid="share-link">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
            <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </svg>
          {bt('share.link')}
        </button>
        <button type="button" class="board__btn" onClick={exportFile} disabled={!ready} data-testid="share-export">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </svg>
          {bt('share.export')}
        </button>
        {props.game && (
          <button type="button" class="board__btn" onClick={exportGame} disabled={!ready} data-testid="share-export-game">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
            {bt('game.export')}
          </button>
        )}
        <label class={`board__btn share__import${!ready || busy ? ' is-disabled' : ''}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 20V9M7 14l5-5 5 5M5 4h14" />
          </svg>
          {bt('share.import')}
          <input
            type="file"
            accept=".json,application/json"
            class="visually-hidden"
            onChange={onFileChosen}
            disabled={!ready || busy}
            data-testid="share-import"
          />
        </label>
      </div>
      <p class="pg__muted share__hint">{bt('share.importHint')}</p>
      {link !== null && (
        <label class="share__link">
          <span>{bt('share.linkLabel')}</span>
          <input
            ref={linkField}
            type="text"
            readOnly
            value={link}
            onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
            data-testid="share-url"
          />
        </label>
      )}
      <div class="share__status" data-testid="share-status">
        <p role="status">{status?.tone === 'info' ? status.text : ''}</p>
        {status?.tone === 'error' && (
          <p role="alert" class="is-error">
            {status.text}
          </p>
        )}
      </div>
    </section>
  );
}
