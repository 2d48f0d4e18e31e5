/**
 * Share links and position files on the playground (issue 6). The panel draws
 * its buttons; what they do is in shareActions.ts, loaded when first used.
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
import type { Level, Position } from '../../worker/api';
import type { GameLog } from './gameLog';
import type { OpenedGame } from './gameFiles';
import type { OpenedFrom, ShareContext, Status } from './shareActions';
import { bt } from '../board/strings';
import '../../i18n/playground';
import './share.css';

export type { OpenedFrom, OpenedGame };

/** What the panel does (shareActions.ts): loaded when a link, a file or a share is first asked for. */
let actions: Promise<typeof import('./shareActions')> | null = null;
const loadActions = () => (actions ??= import('./shareActions'));
const act = (run: (a: typeof import('./shareActions')) => Promise<void>) => loadActions().then(run);

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

export default function SharePanel(props: Props) {
  const { position } = props;
  const latest = useRef(props);
  latest.current = props;
  const ready = position !== null;

  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  const importSeq = useRef(0);
  const sharedFor = useRef<Position | null>(null);
  /** What the actions need, read when they run (the page's latest callbacks and board). */
  const ctx = (): ShareContext => ({
    ...latest.current,
    game: latest.current.game,
    setStatus,
    setBusy,
    setLink,
    linkField,
    sharedFor,
    importSeq,
  });

  // A link or a status belongs to the board it was made for.
  useEffect(() => {
    if (sharedFor.current && sharedFor.current !== position) {
      sharedFor.current = null;
      setLink(null);
      setStatus(null);
    }
  }, [position]);

  // ----- a board or game code in the address (on arrival, or pasted later)
  useEffect(() => {
    if (!ready) return;
    let alive = true;
    const openHash = () => {
      if (window.location.hash.length > 1) void act((a) => (alive ? a.openHash(ctx(), () => alive) : Promise.resolve()));
    };
    openHash();
    window.addEventListener('hashchange', openHash);
    return () => {
      alive = false;
      window.removeEventListener('hashchange', openHash);
    };
  }, [ready]);

  const onFileChosen = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again is noticed.
    input.value = '';
    if (file) void act((a) => a.importFile(ctx(), file));
  };

  // ----- drop a file on the board
  const [dragging, setDragging] = useState(false);
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
      const file = files[0];
      void act((a) => a.importFile(ctx(), file));
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
    <section class="pg__panel share" aria-labelledby="pg-share" data-testid="share-panel" onPointerEnter={() => void loadActions()} onFocusIn={() => void loadActions()}>
      <div class="pg__panel-head">
        <h2 id="pg-share">{bt('share.heading')}</h2>
      </div>
      <p class="pg__muted">{bt(props.game ? 'game.shareNote' : 'share.note')}</p>
      <div class="share__actions">
        <button type="button" class="board__btn board__btn--primary" onClick={() => void act((a) => a.shareLink(ctx()))} disabled={!ready} data-testid="share-link">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
            <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </svg>
          {bt('share.link')}
        </button>
        <button type="button" class="board__btn" onClick={() => void act((a) => a.exportBoard(ctx()))} disabled={!ready} data-testid="share-export">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </svg>
          {bt('share.export')}
        </button>
        {props.game && (
          <button type="button" class="board__btn" onClick={() => void act((a) => a.exportGame(ctx()))} disabled={!ready} data-testid="share-export-game">
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
