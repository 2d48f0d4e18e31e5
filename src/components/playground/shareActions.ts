/**
 * What the share panel (SharePanel.tsx) does, loaded when it is first used (a
 * link in the address, a button pressed, a file chosen or dropped): the panel
 * itself only draws its buttons, so the playground's first load stays small.
 *
 * - A board code in the address is decoded (share.ts, capped in length first),
 *   checked by the engine and handed to `onOpen`; a game's code (`g1/…`) to
 *   `onOpenGame` once the engine's game reader has read it; a damaged one goes
 *   to `onProblem` with the reason, and the board stays as it was.
 * - "Share link" makes the link (the game's, when there is a record), copies
 *   it and shows it; "Export file" and "Export game" download the board or the
 *   game once the engine has checked it; "Import file" checks the size before
 *   reading, parses the JSON and has the engine check a position or a game: a
 *   refusal names the problem and where it is, and the board stays as it was.
 */
import type { Level, Position } from '../../worker/api';
import { ask } from './laterAsk';
import { bt } from '../board/strings';
import '../../i18n/playground';
import '../../i18n/review';
import { errorText, printable } from '../ui/words';
import { checkFileSize, EXPORT_FILE_NAME, gameLinkFor, isGameJson, linkFor, parsePositionJson, positionFileText, POSITION_MIME, takeLinkHash } from './share';
import type { GameLog } from './gameLog';
import type { OpenedGame } from './gameFiles';

export type OpenedFrom = { kind: 'link' } | { kind: 'file'; name: string };
export type Status = { tone: 'info' | 'error'; text: string } | null;

/** What an action needs of the panel: its board and game, the page's callbacks, and the panel's own state. */
export interface ShareContext {
  position: Position | null;
  game: { log: GameLog; computer: Readonly<Record<string, Level>>; moves: number } | null;
  onOpen: (next: Position, from: OpenedFrom) => void;
  onOpenGame: (game: OpenedGame, from: OpenedFrom) => void;
  onProblem: (text: string) => void;
  setStatus: (s: Status) => void;
  setBusy: (busy: boolean) => void;
  setLink: (url: string) => void;
  /** The field the link is shown in (focused when the browser did not let the page copy it). */
  linkField: { current: HTMLInputElement | null };
  /** The board a link or a status was made for (they go when the board changes). */
  sharedFor: { current: Position | null };
  /** Only the newest import may change the board. */
  importSeq: { current: number };
}

const loadGameFiles = () => import('./gameFiles');
const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** A file name as shown in a message: visible characters only, not too long. */
function fileLabel(name: string): string {
  const clean = printable(name).trim();
  if (!clean) return bt('share.noName');
  return `“${clean.length > 80 ? `${clean.slice(0, 77)}…` : clean}”`;
}

/** A board or a game code in the address (read once: a reload afterwards shows the saved board). `alive`: the panel is still there. */
export async function openHash(ctx: ShareContext, alive: () => boolean): Promise<void> {
  const reading = takeLinkHash(true);
  if (reading.kind === 'none') return;
  if (reading.kind === 'game') {
    const { readGameCode } = await loadGameFiles();
    const read = await readGameCode(reading.result);
    if (!alive()) return;
    if (read.ok) ctx.onOpenGame(read.game, { kind: 'link' });
    else ctx.onProblem(bt('share.badLink', { reason: printable(read.reason) }));
    return;
  }
  const decoded = reading.result;
  if (!decoded.ok) return ctx.onProblem(bt('share.badLink', { reason: printable(errorText(decoded.error)) }));
  try {
    const checked = await ask('validate', decoded.value);
    if (!alive()) return;
    if (checked.ok) ctx.onOpen(checked.value, { kind: 'link' });
    else ctx.onProblem(bt('share.badLink', { reason: printable(errorText(checked.error)) }));
  } catch (e) {
    if (alive()) ctx.onProblem(bt('share.failed', { reason: reasonOf(e) }));
  }
}

/** "Share link": the board's (or the game's) link, copied and shown. */
export async function shareLink(ctx: ShareContext): Promise<void> {
  const { position, game } = ctx;
  if (!position) return;
  const url = game ? gameLinkFor(game.log, game.log.moves.slice(0, game.moves), position, game.computer, window.location.href) : linkFor(position, window.location.href);
  ctx.sharedFor.current = position;
  ctx.setLink(url);
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(url);
    ctx.setStatus({ tone: 'info', text: bt('share.copied') });
  } catch {
    ctx.setStatus({ tone: 'info', text: bt('share.copyFailed') });
    ctx.linkField.current?.focus();
  }
}

/** "Export file": the board as a position file, once the engine has checked it. */
export async function exportBoard(ctx: ShareContext): Promise<void> {
  const { position } = ctx;
  if (!position) return;
  const checked = await ask('validate', position).catch((e: unknown) => ({
    ok: false as const,
    error: { code: 'engine-stopped' as const, params: { reason: reasonOf(e) } },
  }));
  if (!checked.ok) return ctx.setStatus({ tone: 'error', text: bt('share.failed', { reason: errorText(checked.error) }) });
  const { downloadText } = await import('../ui/download');
  downloadText(positionFileText(checked.value), EXPORT_FILE_NAME, POSITION_MIME);
  ctx.sharedFor.current = position;
  ctx.setStatus({ tone: 'info', text: bt('share.exported', { file: fileLabel(EXPORT_FILE_NAME) }) });
}

/** "Export game": the game's record as a `carcassonne-game/1` file, once the engine's game reader has read it. */
export async function exportGame(ctx: ShareContext): Promise<void> {
  const { game } = ctx;
  if (!game) return;
  const { exportGameFile } = await loadGameFiles();
  const done = await exportGameFile(game.log, game.computer, game.moves);
  if (!done.ok) return ctx.setStatus({ tone: 'error', text: bt('share.failed', { reason: done.reason }) });
  ctx.sharedFor.current = ctx.position;
  ctx.setStatus({ tone: 'info', text: bt('game.exported', { file: fileLabel(done.name), count: done.moves }) });
}

/** "Import file" (or a file dropped on the board): a position or a game, checked by the engine before it reaches the board. */
export async function importFile(ctx: ShareContext, file: File): Promise<void> {
  const seq = ++ctx.importSeq.current;
  const name = fileLabel(file.name);
  const current = () => seq === ctx.importSeq.current;
  const refuse = (reason: string) => {
    if (!current()) return;
    ctx.setBusy(false);
    ctx.setStatus({ tone: 'error', text: bt('share.badFile', { file: name, reason: printable(reason) }) });
  };
  // The size first: an oversized file is never read.
  const size = checkFileSize(file.size);
  if (!size.ok) return refuse(errorText(size.error));
  ctx.setBusy(true);
  ctx.setStatus({ tone: 'info', text: bt('share.busy') });
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return refuse(reasonOf(e));
  }
  if (!current()) return;
  const parsed = parsePositionJson(text);
  if (!parsed.ok) return refuse(errorText(parsed.error));
  if (isGameJson(parsed.value)) {
    // A game record: the engine's game reader checks it, move by move.
    const { readGameData } = await loadGameFiles();
    const read = await readGameData(parsed.value);
    if (!read.ok) return refuse(read.reason);
    if (!current()) return;
    ctx.setBusy(false);
    ctx.setStatus(null);
    ctx.onOpenGame(read.game, { kind: 'file', name });
    return;
  }
  let checked: Awaited<ReturnType<typeof ask<'validate'>>>;
  try {
    checked = await ask('validate', parsed.value);
  } catch (e) {
    if (!current()) return;
    ctx.setBusy(false);
    ctx.setStatus({ tone: 'error', text: bt('share.failed', { reason: reasonOf(e) }) });
    return;
  }
  if (!checked.ok) return refuse(errorText(checked.error));
  if (!current()) return;
  ctx.setBusy(false);
  ctx.setStatus(null);
  ctx.onOpen(checked.value, { kind: 'file', name });
}
