/**
 * The playground's test hook, loaded only with ?test-hooks:
 * `window.__carcPlayFirstMove()` starts playing a legal move of the tile in
 * hand through the same path as a click, spread over the legal moves so that
 * a test game looks like a game, with a meeple on its first open spot when
 * one is left (so the game scores something). It answers at once with a
 * ticket; `window.__carcMoveOutcome(ticket)` is null until the move is done,
 * then what happened ('played', 'nothing to play', a refusal).
 *
 * Why a ticket and not a promise: Chromium (150) now and then reports a
 * promise awaited through the DevTools protocol as garbage collected even
 * though it settles a moment later (seen with `page.evaluate` on this hook:
 * the move was played, the test failed), so a test reads the outcome with
 * plain synchronous calls instead (tests/e2e/playground.ts, playFirstMove).
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
  const outcomes = new Map<number, string>();
  let tickets = 0;
  const w = window as unknown as Record<string, unknown>;
  w.__carcPlayFirstMove = (): number => {
    const ticket = ++tickets;
    playFirst(context).then(
      (said) => outcomes.set(ticket, said),
      (e: unknown) => outcomes.set(ticket, `failed: ${e instanceof Error ? e.message : String(e)}`),
    );
    return ticket;
  };
  w.__carcMoveOutcome = (ticket: number): string | null => outcomes.get(ticket) ?? null;
}

/** One move of the tile in hand, as the hook plays it; what happened, in a word. */
async function playFirst(context: () => PlayHookContext | undefined): Promise<string> {
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
}
