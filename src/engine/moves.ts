/**
 * Legal moves and the explanation of illegal ones.
 *
 * A placement is (cell, rotation); the meeple spots open on it are the
 * segments whose whole feature would hold no meeple (fields only with
 * farmers), while the player still has a meeple in the supply.
 */
import {
  Board,
  ERROR_CODES,
  ERR_EDGE_MISMATCH,
  ERR_FEATURE_OCCUPIED,
  ERR_NO_SUCH_SPOT,
  OK,
  cellOf,
} from './board';
import { describeFeature, nodeAt } from './features';
import { fail, type EngineError } from './result';
import {
  ALL_SPOTS,
  EDGE_LETTER,
  FIT,
  KIND_CLOISTER,
  ORIENTED,
  SIDES,
  SIDE_DX,
  SIDE_DY,
  TILE_DEFS,
  TILE_LETTERS,
  oppositePort,
  type Spot,
} from './tiles';
import { at, edgeWord, kindWord, missingSpot, plural, SIDE_WORDS, spotWord } from './explain';

/**
 * Write every legal placement of `type` into `out` as (frontierIndex << 2) | rot
 * and return how many there are. Allocates nothing.
 */
export function legalPlacementsInto(board: Board, type: number, out: Int32Array): number {
  if (board.typeUsed[type] >= TILE_DEFS[type].count) return 0;
  const need = board.frontNeed;
  const base = type << 8;
  let n = 0;
  for (let f = 0; f < board.frontCount; f++) {
    let bits = FIT[base | need[f]];
    while (bits !== 0) {
      const rot = 31 - Math.clz32(bits & -bits);
      out[n++] = (f << 2) | rot;
      bits &= bits - 1;
    }
  }
  return n;
}

/** How many legal placements a tile has (allocates nothing). */
export function countPlacements(board: Board, type: number): number {
  if (board.typeUsed[type] >= TILE_DEFS[type].count) return 0;
  const need = board.frontNeed;
  const base = type << 8;
  let n = 0;
  for (let f = 0; f < board.frontCount; f++) n += BITS4[FIT[base | need[f]]];
  return n;
}

const BITS4 = Uint8Array.from({ length: 16 }, (_, i) => (i & 1) + ((i >> 1) & 1) + ((i >> 2) & 1) + ((i >> 3) & 1));

/** Whether the tile fits anywhere (stops at the first fit). */
export function canPlaceAnywhere(board: Board, type: number): boolean {
  if (board.typeUsed[type] >= TILE_DEFS[type].count) return false;
  const need = board.frontNeed;
  const base = type << 8;
  for (let f = 0; f < board.frontCount; f++) if (FIT[base | need[f]] !== 0) return true;
  return false;
}

/** Segment indexes where `player` may put a meeple on a tile placed legally at (x, y). */
export function openSegments(board: Board, type: number, x: number, y: number, rot: number, player: number): number[] {
  const o = ORIENTED[type * 4 + rot];
  const out: number[] = [];
  for (let seg = 0; seg < o.segments.length; seg++) {
    if (board.checkMeeple(type, x, y, rot, seg, player) === OK) out.push(seg);
  }
  return out;
}

export interface Placement {
  x: number;
  y: number;
  rot: number;
  /** Spots where the player may put a meeple (in board orientation). */
  spots: Spot[];
}

/** Every legal placement of a tile type, with the meeple spots open on each. */
export function legalPlacements(board: Board, type: number, player = board.toPlay): Placement[] {
  const buf = new Int32Array(board.frontCount * 4 + 4);
  const n = legalPlacementsInto(board, type, buf);
  const out: Placement[] = [];
  for (let i = 0; i < n; i++) {
    const f = buf[i] >> 2;
    const rot = buf[i] & 3;
    const x = board.frontX[f];
    const y = board.frontY[f];
    const o = ORIENTED[type * 4 + rot];
    out.push({ x, y, rot, spots: openSegments(board, type, x, y, rot, player).map((s) => o.segments[s].spot) });
  }
  out.sort((a, b) => a.y - b.y || a.x - b.x || a.rot - b.rot);
  return out;
}

/** Why a placement is refused, in plain words; null when it is legal. */
export function explainPlacement(board: Board, type: number, x: number, y: number, rot: number): EngineError | null {
  const code = board.checkPlacement(type, x, y, rot);
  if (code === OK) return null;
  const letter = TILE_LETTERS[type];
  const err = (message: string, params: Record<string, string | number> = {}) =>
    (fail(ERROR_CODES[code], message, { x, y, tile: letter, rot, ...params }) as { ok: false; error: EngineError }).error;
  switch (ERROR_CODES[code]) {
    case 'occupied': {
      const slot = board.slotAt(x, y);
      return err(`There is already a tile (${TILE_LETTERS[board.slotType[slot]]}) at ${at(x, y)}.`);
    }
    case 'not-adjacent':
      return err(`The cell ${at(x, y)} does not touch any tile along a side. A new tile must share at least one whole side with a tile already on the board; touching only at a corner is not enough.`);
    case 'no-tile-left':
      return err(TILE_DEFS[type].count === 1 ? `The only ${letter} tile is already on the board.` : `All ${TILE_DEFS[type].count} ${letter} tiles are already on the board.`);
    case 'board-full':
      return err('All the tiles of the game are already on the board.');
    case 'edge-mismatch': {
      const edges = ORIENTED[type * 4 + rot].edges;
      for (let s = 0; s < 4; s++) {
        const ns = board.slotAt(x + SIDE_DX[s], y + SIDE_DY[s]);
        if (ns < 0) continue;
        const opp = (s + 2) & 3;
        const mine = (edges >> (2 * s)) & 3;
        const theirs = (ORIENTED[board.slotType[ns] * 4 + board.slotRot[ns]].edges >> (2 * opp)) & 3;
        if (mine === theirs) continue;
        const nx = board.slotX[ns];
        const ny = board.slotY[ns];
        return err(
          `The ${SIDE_WORDS[s]} side of this tile is ${edgeWord(mine)}, but it would touch the ${SIDE_WORDS[opp]} side of the ${TILE_LETTERS[board.slotType[ns]]} tile at ${at(nx, ny)}, which is ${edgeWord(theirs)}. Touching sides must match: city to city, road to road, field to field.`,
          { side: SIDES[s], edge: EDGE_LETTER[mine], nx, ny, ntile: TILE_LETTERS[board.slotType[ns]], nedge: EDGE_LETTER[theirs] },
        );
      }
      return err('The tile does not match its neighbours.');
    }
    default:
      return err('This placement is not allowed.');
  }
}

/** Why a meeple on `spot` is refused (the placement itself legal), or null. */
export function explainMeeple(board: Board, type: number, x: number, y: number, rot: number, spot: string, player: number, names: readonly string[]): EngineError | null {
  const o = ORIENTED[type * 4 + rot];
  const letter = TILE_LETTERS[type];
  const params = { x, y, tile: letter, rot, spot };
  const seg = (ALL_SPOTS as readonly string[]).includes(spot) ? o.spotSeg[spot as Spot] : -1;
  if (seg < 0) {
    const known = (ALL_SPOTS as readonly string[]).includes(spot);
    const open = openSegments(board, type, x, y, rot, player).map((i) => o.segments[i].spot);
    return {
      code: 'no-such-spot',
      message: known
        ? `${missingSpot(letter, spot as Spot)} ${open.length ? `Open spots here: ${open.join(', ')}.` : 'No spot on it is open for a meeple.'}`
        : `"${spot}" is not a spot name. Use N, E, S or W for a road or city, C for a cloister, or a half side such as NW or ES for a field.`,
      params,
    };
  }
  const code = board.checkMeeple(type, x, y, rot, seg, player);
  if (code === OK) return null;
  const kind = kindWord(o.segments[seg].kind);
  switch (code) {
    case ERR_NO_SUCH_SPOT:
      return { code: 'no-such-spot', message: `There is nothing at ${spotWord(spot as Spot)} of this tile.`, params };
    case ERR_FEATURE_OCCUPIED: {
      // Find the meeple already on the feature this segment would join.
      const holder = occupyingMeeple(board, o, seg, x, y, names);
      return {
        code: 'feature-occupied',
        message: `This ${kind} would join a ${kind} that already has a meeple on it (${holder}). You may only place a meeple on a ${kind} that nobody occupies yet, however far away the other meeple stands — even if it is your own.`,
        params,
      };
    }
    default: {
      const name = ERROR_CODES[code];
      if (name === 'no-meeple-left') {
        return { code: name, message: `${names[player] ?? 'This player'} has no meeple left in the supply: ${board.rules.meeples === 1 ? 'their only meeple is' : `all ${board.rules.meeples} are`} on the board. Meeples come back when their feature is completed and scored.`, params };
      }
      if (name === 'farmers-off') {
        return { code: name, message: 'Farmers are not used in this game, so a meeple cannot go into a field.', params };
      }
      return { code: name, message: 'This meeple is not allowed.', params };
    }
  }
}

function occupyingMeeple(board: Board, o: (typeof ORIENTED)[number], seg: number, x: number, y: number, names: readonly string[]): string {
  const roots: number[] = [];
  board.segmentJoinsOccupied(o.segments[seg].ports, o.portSeg, seg, x, y, roots);
  const found: string[] = [];
  for (const root of roots) {
    if (board.meepleCount[root] === 0) continue;
    for (const m of describeFeature(board, root).meepleList) {
      found.push(`${names[m.player] ?? `player ${m.player + 1}`}'s at ${at(m.x, m.y)}, ${spotWord(m.at)}`);
    }
  }
  return found.length ? found.join('; ') : 'somewhere on it';
}

