/**
 * The board's edit intents applied to a position, as plain data (no rules:
 * a host that needs a legal board asks the engine to `validate` it). Used by
 * the dev host page, and meant for the score checker.
 */
import type { Position } from '../../worker/api';
import type { Intent } from '../board/types';

export function applyEdit(pos: Position, intent: Intent): Position | null {
  const meeples = pos.meeples ?? [];
  switch (intent.type) {
    case 'put-tile': {
      const { x, y, tile, rot } = intent.move;
      if (pos.tiles.some((t) => t.x === x && t.y === y)) return null;
      return { ...pos, tiles: [...pos.tiles, { x, y, tile, rot }] };
    }
    case 'remove-tile':
      return {
        ...pos,
        tiles: pos.tiles.filter((t) => t.x !== intent.x || t.y !== intent.y),
        meeples: meeples.filter((m) => m.x !== intent.x || m.y !== intent.y),
      };
    case 'move-tile': {
      const { from, to } = intent;
      if (pos.tiles.some((t) => t.x === to.x && t.y === to.y)) return null;
      const at = <T extends { x: number; y: number }>(c: T): T => (c.x === from.x && c.y === from.y ? { ...c, x: to.x, y: to.y } : c);
      return { ...pos, tiles: pos.tiles.map(at), meeples: meeples.map(at) };
    }
    case 'put-meeple':
      return { ...pos, meeples: [...meeples, { x: intent.x, y: intent.y, at: intent.at, player: intent.player }] };
    case 'remove-meeple':
      return { ...pos, meeples: meeples.filter((_, i) => i !== intent.index) };
    default:
      return null;
  }
}
