/**
 * Small helpers about boards the playground needs at once (share.ts, with the
 * link codec and the file reading, loads only when a link, a file or a share
 * is asked for; `printable` is in ui/words.ts, next to the wording of errors).
 */
import type { Position } from '../../worker/api';

const byCell = (a: { x: number; y: number }, b: { x: number; y: number }) => a.y - b.y || a.x - b.x;

/** Two positions in canonical form show the same board: the same tiles, meeples, scores, players, player to play, rules and tiles to come. */
export function sameBoard(a: Position, b: Position): boolean {
  const key = (p: Position) =>
    JSON.stringify([
      p.players,
      [...p.tiles].sort(byCell),
      [...(p.meeples ?? [])].sort((m, n) => byCell(m, n) || byText(m.at, n.at) || byText(m.player, n.player)),
      p.players.map((name) => p.scores?.[name] ?? 0),
      p.toPlay ?? p.players[0],
      Object.entries(p.rules ?? {}).sort(([x], [y]) => byText(x, y)),
      p.inHand ?? null,
      p.remaining ?? [],
      p.draw ?? 'in-order',
    ]);
  return key(a) === key(b);
}

/** A board nobody has played on yet (the start tile alone, no points): not worth keeping when another replaces it. */
export function isUntouched(pos: Position): boolean {
  return (
    pos.tiles.length === 1 &&
    !(pos.meeples ?? []).length &&
    Object.values(pos.scores ?? {}).every((s) => s === 0) &&
    (pos.toPlay === undefined || pos.toPlay === pos.players[0])
  );
}

/** Plain code-unit order: enough for a canonical order, and no collator to build (localeCompare's first call is slow). */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
