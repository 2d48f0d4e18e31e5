/**
 * The playground's test hook, loaded only with ?test-hooks:
 * `window.__carcPlayFirstMove()` plays a legal move of the tile in hand
 * through the same path as a click, spread over the legal moves so that a
 * test game looks like a game, with a meeple on its first open spot when
 * one is left (so the game scores something).
 */
import type { Placement, Position } from '../../worker/api';
import type { TurnMove } from '../board/types';
import { bt } from '../board/strings';
import '../../i18n/playground';

type Played = { ok: true; message: string } | { ok: false; reason: string };
type Notice = { tone: 'info' | 'error'; text: string } | null;

/** What the hook needs of the page at the moment it is called. */
export interface PlayHookContext {
  inHand: string | null;
  over: boolean;
  position: Position;
  legal: (position: Position, tile: string) => Promise<readonly Placement[]>;
  playMove: (move: TurnMove) => Promise<Played>;
  /** The position before the move was a game under way (its end is announced, not overwritten). */
  ended: boolean;
  say: (update: (n: Notice) => Notice) => void;
}

export function installPlayHook(context: () => PlayHookContext | undefined): void {
  (window as unknown as Record<string, unknown>).__carcPlayFirstMove = async (): Promise<string> => {
    const c = context();
    if (!c || !c.inHand || c.over) return 'nothing to play';
    const list = await c.legal(c.position, c.inHand);
    if (!list.length) return 'no legal move';
    const p = list[(c.position.tiles.length * 7) % list.length];
    const move = { tile: c.inHand, x: p.x, y: p.y, rot: p.rot };
    let r = await c.playMove({ ...move, meeple: p.spots[0] ?? null });
    if (!r.ok && p.spots.length) r = await c.playMove({ ...move, meeple: null });
    if (!r.ok) return r.reason;
    const message = r.message;
    if (c.ended) c.say((n) => (n?.tone === 'info' && n.text === bt('game.endedNotice') ? n : { tone: 'info', text: message }));
    return 'played';
  };
}
