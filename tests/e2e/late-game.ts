/**
 * A late position for the review's tests (unit and browser): the example game between the Club and Beginner levels
 * (docs/examples/game.json) after its 66th move, the players named Red and Blue, Red to play tile H with 4 tiles to
 * come (in the order the playground will draw them); and the move the playground's test hook plays there
 * (`__carcPlayFirstMove`: the legal moves spread by the number of tiles, a meeple on the first spot), a poor one.
 */
import { readFileSync } from 'node:fs';
import { legalMoves } from '../../src/engine/api';
import { positionAfter, readGame } from '../../src/engine/record';
import type { Position } from '../../src/engine/notation';

export function latePosition(): Position {
  const rec = readGame(JSON.parse(readFileSync(new URL('../../docs/examples/game.json', import.meta.url), 'utf8')));
  if (!rec.ok) throw new Error('docs/examples/game.json does not read');
  const pos = positionAfter(rec.value, 66);
  const name = (n: string) => (n === 'club' ? 'Red' : 'Blue');
  return {
    format: pos.format,
    players: pos.players.map(name),
    tiles: pos.tiles,
    meeples: (pos.meeples ?? []).map((m) => ({ ...m, player: name(m.player) })),
    scores: Object.fromEntries(Object.entries(pos.scores ?? {}).map(([k, v]) => [name(k), v])),
    toPlay: 'Red',
    inHand: pos.inHand,
    remaining: pos.remaining,
  };
}

/** The move the playground's test hook plays on `pos` (playHook.ts). */
export function hookMove(pos: Position): { tile: string; x: number; y: number; rot: number; meeple: string | null } {
  const list = legalMoves(pos, pos.inHand!);
  if (!list.ok || list.value.length === 0) throw new Error('no legal move');
  const p = list.value[(pos.tiles.length * 7) % list.value.length];
  return { tile: pos.inHand!, x: p.x, y: p.y, rot: p.rot, meeple: p.spots[0] ?? null };
}
