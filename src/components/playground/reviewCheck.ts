/**
 * A review kept with a game, checked in full before the review's panel shows
 * any of it (the save's reader only looks at its outline, storage.ts): every
 * move numbered in turn, of a player of the game, with its values numbers or
 * null; every player's summary, its worst moves moves of the review.
 */
import type { GameReview } from '../../worker/api';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isNumberOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
const isPlacement = (v: unknown) => isObject(v) && isWhole(v.x) && isWhole(v.y) && isWhole(v.rot) && (v.meeple === null || typeof v.meeple === 'string');

/** Whether `r` is a review of a game of `players` players that the panel can show. */
export function isReview(r: unknown, players: number): r is GameReview {
  if (!isObject(r) || !Array.isArray(r.moves) || r.moves.length > 72 || !Array.isArray(r.players) || r.players.length !== players || !isWhole(r.reviewed)) return false;
  const moveOk = (m: unknown, i: number) =>
    isObject(m) &&
    m.move === i + 1 &&
    isWhole(m.player) &&
    m.player >= 0 &&
    m.player < players &&
    typeof m.tile === 'string' &&
    typeof m.method === 'string' &&
    typeof m.mistake === 'boolean' &&
    ['value', 'bestValue', 'loss', 'noise'].every((k) => isNumberOrNull(m[k])) &&
    Array.isArray(m.scores) &&
    m.scores.length === players &&
    m.scores.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    (m.played === null || isPlacement(m.played)) &&
    (m.best === null || isPlacement(m.best));
  if (!r.moves.every(moveOk)) return false;
  const count = r.moves.length;
  const playerOk = (p: unknown) =>
    isObject(p) && typeof p.lost === 'number' && isWhole(p.moves) && isWhole(p.mistakes) && Array.isArray(p.worst) && p.worst.every((k) => isWhole(k) && k >= 1 && k <= count);
  return r.players.every(playerOk);
}
