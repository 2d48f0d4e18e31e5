/**
 * Legal moves and the explanation of illegal ones.
 *
 * A placement is (cell, rotation); the meeple spots open on it are the
 * segments whose whole feature would hold no meeple (fields only with
 * farmers), while the player still has a meeple in the supply.
 */
import {
  Board,
  ERR_BOARD_FULL,
  ERR_EDGE_MISMATCH,
  ERR_FARMERS_OFF,
  ERR_FEATURE_OCCUPIED,
  ERR_NO_MEEPLE_LEFT,
  ERR_NO_TILE_LEFT,
  ERR_OCCUPIED,
  OK,
} from './board';
import { describeFeature } from './features';
import { engineError, type EngineError, type Holder } from './errors';
import { fail, ok, type Result } from './result';
import {
  ALL_SPOTS,
  EDGE_LETTER,
  FIT,
  FIT_COUNT,
  KIND_NAMES,
  ORIENTED,
  SIDES,
  SIDE_DX,
  SIDE_DY,
  TILE_COUNT,
  TILE_DEFS,
  TILE_LETTERS,
  canonicalRotation,
  oriented,
  tileTypeIndex,
  type Spot,
} from './tiles';

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

/**
 * How many legal placements `type` has (the count of `legalPlacementsInto`), without listing them:
 * the board keeps the count for every type as cells open and close (`Board.placements`).
 */
export function countPlacements(board: Board, type: number): number {
  if (board.typeUsed[type] >= TILE_COUNT[type]) return 0;
  return board.placements(type);
}

/** The k-th legal placement of `type` (0 ≤ k < countPlacements) in the order of `legalPlacementsInto`, as (frontierIndex << 2) | rot. */
export function nthPlacement(board: Board, type: number, k: number): number {
  const need = board.frontNeed;
  const base = type << 8;
  for (let f = 0; f < board.frontCount; f++) {
    const c = FIT_COUNT[base | need[f]];
    if (k >= c) {
      k -= c;
      continue;
    }
    let bits = FIT[base | need[f]];
    while (k > 0) {
      bits &= bits - 1;
      k--;
    }
    return (f << 2) | (31 - Math.clz32(bits & -bits));
  }
  return -1;
}

/**
 * A placement of `type` drawn uniformly at random, `rng.int(n)` drawing its rank:
 * `nthPlacement(board, type, rng.int(countPlacements(board, type)))`, the count read from the
 * board and the rank found by walking the open cells from the nearer end (a quarter of them
 * on average). -1 when the tile fits nowhere (`rng` is then not called).
 */
export function randomPlacement(board: Board, type: number, rng: { int(n: number): number }): number {
  const n = countPlacements(board, type);
  if (n === 0) return -1;
  return placementOfRank(board, type, rng.int(n), n);
}

/** The k-th of the `n` legal placements of `type` (as nthPlacement), walking the open cells from the nearer end. */
export function placementOfRank(board: Board, type: number, k: number, n: number): number {
  const need = board.frontNeed;
  const base = type << 8;
  let f: number;
  if (2 * k < n) {
    f = 0;
    for (let c = FIT_COUNT[base | need[0]]; k >= c; c = FIT_COUNT[base | need[++f]]) k -= c;
  } else {
    // From the last cell back: the rank counted from the end, then turned round within the cell.
    k = n - 1 - k;
    f = board.frontCount - 1;
    let c = FIT_COUNT[base | need[f]];
    for (; k >= c; c = FIT_COUNT[base | need[--f]]) k -= c;
    k = c - 1 - k;
  }
  let bits = FIT[base | need[f]];
  for (; k > 0; k--) bits &= bits - 1;
  return (f << 2) | (31 - Math.clz32(bits & -bits));
}

/** Whether the tile fits anywhere (a copy is left and it has a legal placement). */
export function canPlaceAnywhere(board: Board, type: number): boolean {
  return board.typeUsed[type] < TILE_COUNT[type] && board.placements(type) > 0;
}

/** Segment indexes where `player` may put a meeple on a tile placed legally at (x, y). */
function openSegments(board: Board, type: number, x: number, y: number, rot: number, player: number): number[] {
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

/** Why a placement is refused, as an error with everything a sentence needs; null when it is legal. */
export function explainPlacement(board: Board, type: number, x: number, y: number, rot: number): EngineError | null {
  const code = board.checkPlacement(type, x, y, rot);
  if (code === OK) return null;
  const move = { x, y, tile: TILE_LETTERS[type], rot };
  switch (code) {
    case ERR_OCCUPIED:
      return engineError('occupied', { ...move, ntile: TILE_LETTERS[board.slotType[board.slotAt(x, y)]] });
    case ERR_NO_TILE_LEFT:
      return engineError('no-tile-left', { ...move, count: TILE_DEFS[type].count });
    case ERR_BOARD_FULL:
      return engineError('board-full', move);
    case ERR_EDGE_MISMATCH: {
      const edges = ORIENTED[type * 4 + rot].edges;
      for (let s = 0; s < 4; s++) {
        const ns = board.slotAt(x + SIDE_DX[s], y + SIDE_DY[s]);
        if (ns < 0) continue;
        const opp = (s + 2) & 3;
        const mine = (edges >> (2 * s)) & 3;
        const theirs = (ORIENTED[board.slotType[ns] * 4 + board.slotRot[ns]].edges >> (2 * opp)) & 3;
        if (mine === theirs) continue;
        return engineError('edge-mismatch', {
          ...move, side: SIDES[s], edge: EDGE_LETTER[mine],
          nx: board.slotX[ns], ny: board.slotY[ns], ntile: TILE_LETTERS[board.slotType[ns]], nedge: EDGE_LETTER[theirs],
        });
      }
      return engineError('internal', { call: 'explainPlacement', detail: 'edge-mismatch without a mismatching side' });
    }
    default:
      return engineError('not-adjacent', move);
  }
}

/** Why a meeple on `spot` is refused (the placement itself legal), or null. */
export function explainMeeple(board: Board, type: number, x: number, y: number, rot: number, spot: string, player: number, names: readonly string[]): EngineError | null {
  const o = ORIENTED[type * 4 + rot];
  const move = { x, y, tile: TILE_LETTERS[type], rot };
  if (!isSpot(spot)) return engineError('no-such-spot', { problem: 'not-a-spot', spot });
  const seg = o.spotSeg[spot];
  if (seg < 0) {
    const open = openSegments(board, type, x, y, rot, player).map((i) => o.segments[i].spot);
    return engineError('no-such-spot', { ...move, problem: 'not-on-tile', spot, open });
  }
  switch (board.checkMeeple(type, x, y, rot, seg, player)) {
    case OK:
      return null;
    case ERR_FEATURE_OCCUPIED:
      return engineError('feature-occupied', { ...move, spot, kind: KIND_NAMES[o.segments[seg].kind], holders: occupyingMeeples(board, o, seg, x, y, names) });
    case ERR_NO_MEEPLE_LEFT:
      return engineError('no-meeple-left', { ...move, spot, player: names[player], meeples: board.rules.meeples });
    case ERR_FARMERS_OFF:
      return engineError('farmers-off', { ...move, spot });
    default:
      return engineError('no-such-spot', { ...move, problem: 'not-on-tile', spot, open: [] });
  }
}

/** The meeples already on the features a segment of a tile about to be placed would join. */
function occupyingMeeples(board: Board, o: (typeof ORIENTED)[number], seg: number, x: number, y: number, names: readonly string[]): Holder[] {
  const roots: number[] = [];
  board.segmentJoinsOccupied(o.segments[seg].ports, o.portSeg, seg, x, y, roots);
  const found: Holder[] = [];
  for (const root of roots) {
    if (board.meepleCount[root] === 0) continue;
    for (const m of describeFeature(board, root).meepleList) found.push({ player: names[m.player], x: m.x, y: m.y, at: m.at });
  }
  return found;
}

/** Whether a text names a spot (N, E, S, W, C or a half side such as NW). */
export function isSpot(text: string): text is Spot {
  return (ALL_SPOTS as readonly string[]).includes(text);
}

/** A move as the API and lessons write it: tile letter, cell, quarter turns, meeple spot (or none). */
export interface MoveLike {
  tile: string;
  x: number;
  y: number;
  rot: number;
  meeple?: string | null;
}

/**
 * The canonical form of a move (rulings 9): the smallest rotation that looks
 * the same, and the meeple spot named by its segment's first spot (the name
 * the engine reports), or null for no meeple. A tile letter, rotation or spot
 * the tile does not have is kept as given.
 */
export function canonicalMove<M extends MoveLike>(m: M): M & { meeple: string | null } {
  const meeple = m.meeple === undefined || m.meeple === '' ? null : m.meeple;
  const type = tileTypeIndex(m.tile);
  if (type < 0 || !Number.isInteger(m.rot) || m.rot < 0 || m.rot > 3) return { ...m, meeple };
  const rot = canonicalRotation(type, m.rot);
  if (meeple === null || !isSpot(meeple)) return { ...m, rot, meeple };
  // Equal-looking rotations hold the same segments in board orientation, so the spot keeps its segment.
  const o = oriented(type, rot);
  const seg = o.spotSeg[meeple];
  return { ...m, rot, meeple: seg < 0 ? meeple : o.segments[seg].spot };
}

/**
 * Whether two moves are the same move (rulings 9): the same tile on the same
 * cell with the same look, and the meeple on the same segment, or neither with one.
 */
export function sameMove(a: MoveLike, b: MoveLike): boolean {
  const ca = canonicalMove(a);
  const cb = canonicalMove(b);
  return ca.tile === cb.tile && ca.x === cb.x && ca.y === cb.y && ca.rot === cb.rot && ca.meeple === cb.meeple;
}

function checkMoveShape(move: MoveLike): Result<number> {
  const type = tileTypeIndex(String(move.tile));
  if (type < 0) return fail('unknown-tile', { tile: String(move.tile) });
  if (!Number.isInteger(move.rot) || move.rot < 0 || move.rot > 3) return fail('bad-rotation', { rot: move.rot });
  if (!Number.isInteger(move.x) || !Number.isInteger(move.y)) return fail('bad-move', { problem: 'cell', x: move.x, y: move.y });
  return ok(type);
}

/** Check one move for the player to play on a board: its tile type and meeple segment, or why it is refused. */
export function checkMove(board: Board, names: readonly string[], move: MoveLike): Result<{ type: number; seg: number }> {
  const shape = checkMoveShape(move);
  if (!shape.ok) return shape;
  const type = shape.value;
  const perr = explainPlacement(board, type, move.x, move.y, move.rot);
  if (perr) return { ok: false, error: perr };
  let seg = -1;
  if (move.meeple !== undefined && move.meeple !== null && move.meeple !== '') {
    const merr = explainMeeple(board, type, move.x, move.y, move.rot, String(move.meeple), board.toPlay, names);
    if (merr) return { ok: false, error: merr };
    seg = oriented(type, move.rot).spotSeg[move.meeple as Spot];
  }
  return ok({ type, seg });
}
