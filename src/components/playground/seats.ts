/**
 * The playground's seats and fresh boards: who sits at the table, the start
 * position, and the same board for another number of players.
 */
import type { Position } from '../../worker/api';
import { remainingTiles } from '../board/model';

/** Seats in order: two players are red and blue. */
export const SEATS = ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'Pink'] as const;
export const MIN_SEATS = 2;

export function newPosition(players: number): Position {
  return {
    format: 'carcassonne-position/1',
    players: SEATS.slice(0, Math.max(MIN_SEATS, Math.min(SEATS.length, players))),
    tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
    meeples: [],
    toPlay: 'Red',
  };
}

/** The tile in hand, kept only while the board leaves a copy of it to play. */
export const handFor = (pos: Position, hand: string | null): string | null => (hand !== null && (remainingTiles(pos)[hand] ?? 0) > 0 ? hand : null);

/** The same board for another number of players: the tiles stay; meeples and scores of seats that go, go with them. */
export function withPlayers(pos: Position, players: number): Position {
  const seats = newPosition(players).players;
  const keep = (p: string) => seats.includes(p);
  const scores = pos.scores ? Object.fromEntries(Object.entries(pos.scores).filter(([p]) => keep(p))) : undefined;
  // The seats take their default colours again.
  const { colors: _colors, ...rest } = pos;
  return {
    ...rest,
    players: seats,
    meeples: (pos.meeples ?? []).filter((m) => keep(m.player)),
    ...(scores ? { scores } : {}),
    toPlay: pos.toPlay && keep(pos.toPlay) ? pos.toPlay : seats[0],
  };
}
