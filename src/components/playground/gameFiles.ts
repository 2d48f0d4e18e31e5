/**
 * A game's record in and out of the playground (issue 25), loaded when first
 * needed (a game's link or file, an export): the engine's game reader checks
 * what comes in, and a refusal is put into words naming what is wrong; a game
 * that comes in is set on the table as it stood after its last move, with the
 * tiles left in the bag in the link's order (or shuffled), the next one drawn.
 */
import type { GameFile, Level, Position } from '../../worker/api';
import { ask } from './laterAsk';
import { errorText } from '../ui/words';
import { bt } from '../board/strings';
import '../../i18n/playground';
import '../../i18n/review';
import { gameFileText, GAME_FILE_NAME, POSITION_MIME, type GameLinkProblem, type GameLinkResult } from './share';
import type * as Game from './game';
import type { GameLog } from './gameLog';
import { gameFile } from './gameRecord';

/** A game from a link or a file, checked by the engine: the record in canonical form, its moves, and (from a link) the bag's order at the start. */
export interface OpenedGame {
  file: GameFile;
  moves: number;
  order?: string[];
}

type Read = { ok: true; game: OpenedGame } | { ok: false; reason: string };

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** A damaged game code in words. */
export function gameLinkText(p: GameLinkProblem): string {
  switch (p.problem) {
    case 'start':
      return errorText(p.error);
    case 'parts':
      return bt('game.link.parts', { count: p.count });
    case 'levels':
      return bt('game.link.levels', { text: p.text });
    case 'move':
      return bt('game.link.move', { index: p.index, text: p.text });
    case 'short':
      return bt('game.link.short', { moves: p.moves, tiles: p.tiles });
  }
}

/** Check a game record (parsed JSON) with the engine's game reader. */
export async function readGameData(data: unknown, order?: string[]): Promise<Read> {
  try {
    const read = await ask('readGame', data);
    if (!read.ok) return { ok: false, reason: errorText(read.error) };
    return { ok: true, game: { file: read.value.game, moves: read.value.moves, ...(order ? { order } : {}) } };
  } catch (e) {
    return { ok: false, reason: bt('share.failed', { reason: reasonOf(e) }) };
  }
}

/** A game's code from a link, decoded (share.ts) and checked by the engine. */
export function readGameCode(decoded: GameLinkResult): Promise<Read> {
  if (!decoded.ok) return Promise.resolve({ ok: false, reason: gameLinkText(decoded.error) });
  return readGameData(decoded.value.file, decoded.value.order);
}

/** Download the game (its first `moves` moves) as a `carcassonne-game/1` file, after the engine has read it: its moves, or why not. */
export async function exportGameFile(log: GameLog, computer: Readonly<Record<string, Level>>, moves: number): Promise<{ ok: true; moves: number; name: string } | { ok: false; reason: string }> {
  const read = await readGameData(gameFile(log, computer, moves));
  if (!read.ok) return read;
  const { downloadText } = await import('../ui/download');
  downloadText(gameFileText(read.game.file), GAME_FILE_NAME, POSITION_MIME);
  return { ok: true, moves: read.game.moves, name: GAME_FILE_NAME };
}

/**
 * The table for a game that comes in: the board after its last move with the tiles left in the bag (in the link's
 * order when it gives the same tiles, otherwise shuffled with `seed`) and the next one drawn; and its record, whose
 * start lists the bag as drawn (the tiles of the moves in turn, then the rest). The bag's functions come from the
 * page (game.ts), which has them already (so that this module, loaded later, needs nothing of the page's own code).
 */
export async function tableForGame(
  g: OpenedGame,
  from: { kind: 'link' } | { kind: 'file'; name: string },
  seed: number,
  { drawNext, seededRandom, shuffle }: Pick<typeof Game, 'drawNext' | 'seededRandom' | 'shuffle'>,
): Promise<{ ok: true; next: Position; log: GameLog; said: string } | { ok: false; reason: string }> {
  const [first, last] = await Promise.all([ask('replayGame', g.file, 0), ask('replayGame', g.file, g.moves)]);
  if (!first.ok) return { ok: false, reason: errorText(first.error) };
  if (!last.ok) return { ok: false, reason: errorText(last.error) };
  const left = last.value.remaining ?? [];
  const given = g.order?.slice(g.moves);
  const sorted = (a: readonly string[]) => [...a].sort().join('');
  const bag = given && sorted(given) === sorted(left) ? given : shuffle(left, seededRandom(seed));
  const { inHand: _h, remaining: _r, draw: _d, ...end } = last.value;
  const next = drawNext(bag.length ? { ...end, remaining: bag, draw: 'in-order' } : end);
  const { inHand: _h0, remaining: _r0, draw: _d0, ...startBoard } = first.value;
  const order = [...g.file.moves.map((m) => m.tile), ...bag];
  const [inHand, ...rest] = order;
  const start: Position = inHand === undefined ? startBoard : rest.length ? { ...startBoard, inHand, remaining: rest } : { ...startBoard, inHand };
  return { ok: true, next, log: { start, moves: g.file.moves.map((m) => ({ ...m })) }, said: from.kind === 'link' ? bt('game.fromLink', { count: g.moves }) : bt('game.fromFile', { file: from.name, count: g.moves }) };
}
