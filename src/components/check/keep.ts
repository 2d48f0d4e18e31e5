/**
 * Keeping the checker's board: opening a board from a link or a file (the
 * engine's lenient `check` accepts it or says why not), and the work in
 * progress saved in the browser (ui/storage.ts, key 'check').
 *
 *   await openPosition(candidate) → { doc } (clean, with seats) | { reason }
 *   await restoreDoc(store)       → the saved doc, or why it was set aside
 */
import type { CheckReport, Position } from '../../worker/api';
import type { Store } from '../ui/storage';
import { ask } from '../ui/useEngine';
import { wordsOfError } from '../ui/words';
import { t } from '../../i18n';
import '../../i18n/check';
import { docFrom, seatsFor, withRules, type CheckDoc } from './model';

export const STORE_KEY = 'check';
export const STORE_VERSION = 1;

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The board as the checker keeps it, from a position the engine accepted and its report (trimmed names, no hand). */
export function cleanDoc(pos: Position, report: CheckReport): CheckDoc {
  const names = report.players;
  const trimmed = (n: string) => n.trim();
  const position: Position = {
    format: 'carcassonne-position/1',
    players: [...names],
    tiles: pos.tiles.map((t) => ({ x: t.x, y: t.y, tile: t.tile, rot: t.rot })),
    meeples: (pos.meeples ?? []).map((m) => ({ player: trimmed(m.player), x: m.x, y: m.y, at: m.at })),
    scores: { ...report.before },
  };
  const doc = { seats: seatsFor(names, report.colors), position };
  return withRules(doc, report.rules);
}

/** A board from a link or a file: checked by the engine, then made clean; or the reason it cannot be used. */
export async function openPosition(candidate: unknown): Promise<{ doc: CheckDoc } | { reason: string }> {
  try {
    const r = await ask('check', candidate);
    if (!r.ok) return { reason: await wordsOfError(r.error) };
    return { doc: cleanDoc(candidate as Position, r.value) };
  } catch (e) {
    return { reason: reasonOf(e) };
  }
}

/** The saved board: its shape checked here, the board by the engine (an empty board needs no engine). */
export async function checkSaved(data: unknown): Promise<{ ok: true; value: CheckDoc } | { ok: false; reason: string }> {
  const doc = docFrom(data);
  if (!doc || !Array.isArray(doc.position.tiles)) return { ok: false, reason: t('check.keep.notABoard') };
  if (doc.position.tiles.length === 0) return { ok: true, value: doc };
  const opened = await openPosition(doc.position);
  if ('reason' in opened) return { ok: false, reason: opened.reason };
  return { ok: true, value: { seats: doc.seats, position: opened.doc.position } };
}

export function saveDoc(store: Store | null, doc: CheckDoc): void {
  store?.write(STORE_KEY, doc, STORE_VERSION);
}
