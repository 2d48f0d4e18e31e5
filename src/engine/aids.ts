/**
 * Aids at the table (docs/engine.md, "Aids at the table"): what a player
 * could count with the box and the board in front of them.
 *
 * - the tiles still in the bag, by type;
 * - for an open road, city or cloister: how many tiles in the bag could
 *   close it with one placement, and the chance that the next tile drawn is
 *   one of them;
 * - the open cells that no tile left in the bag can fill.
 *
 * The bag is given as counts of each tile type (its order is never known).
 * "Could close it" means: some placement of that tile on a free cell, legal
 * on the board as it is, completes the feature. Whether the player who draws
 * it would want to is another question.
 */
import type { Board } from './board';
import { describeFeature, allRoots, type FeatureKind, type FeaturePart } from './features';
import { FIT, KIND_CLOISTER, KIND_FIELD, SIDE_DX, SIDE_DY, TILE_DEFS, TILE_LETTERS } from './tiles';

export interface BagCount {
  tile: string;
  count: number;
}

/** The tiles in the bag by type, in letter order (every type, 0 included). */
export function bagByType(bag: ArrayLike<number>): BagCount[] {
  return TILE_LETTERS.map((tile, t) => ({ tile, count: bag[t] ?? 0 }));
}

export interface CloseOdds {
  /** Tiles in the bag that could close the feature with one placement. */
  closers: number;
  /** Tiles in the bag. */
  bag: number;
  /** closers / bag: the chance the next tile drawn could close it (0 with an empty bag). */
  chance: number;
  /** The letters of the tile types that could, in letter order. */
  tiles: string[];
}

/** The eight cells around a cell (as board.ts counts a cloister's neighbours). */
const AROUND_DX = [-1, 0, 1, 1, 1, 0, -1, -1];
const AROUND_DY = [-1, -1, -1, 0, 1, 1, 1, 0];

/** Bit r set: rotation r of `type` fits the open cell `f`. */
const fits = (board: Board, type: number, f: number) => FIT[(type << 8) | board.frontNeed[f]];

/** The open cells next to any of `cells` (for a cloister: around it), as frontier indexes. */
function frontierAround(board: Board, cells: readonly { x: number; y: number }[], around: boolean): number[] {
  const out = new Set<number>();
  for (const { x, y } of cells) {
    const n = around ? 8 : 4;
    for (let k = 0; k < n; k++) {
      const f = around ? board.frontierIndex(x + AROUND_DX[k], y + AROUND_DY[k]) : board.frontierIndex(x + SIDE_DX[k], y + SIDE_DY[k]);
      if (f >= 0) out.add(f);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * How many tiles of the bag could close the road, city or cloister that
 * segment node `node` belongs to, with one placement; null for a farm or a
 * feature already complete.
 */
export function closeOdds(board: Board, node: number, bag: ArrayLike<number>): CloseOdds | null {
  const root = board.find(node);
  const kind = board.nodeKind(root);
  if (kind === KIND_FIELD || board.isComplete(root)) return null;
  let total = 0;
  for (let t = 0; t < TILE_DEFS.length; t++) total += bag[t];
  const closing: number[] = [];
  if (kind === KIND_CLOISTER) {
    // Complete with 8 neighbours: one tile closes it only on its last free cell, and it cannot be filled any other way.
    const slot = root >> 3;
    const empty = 9 - board.cloisterTiles(slot);
    if (empty === 1) {
      const [f] = frontierAround(board, [{ x: board.slotX[slot], y: board.slotY[slot] }], true);
      if (f !== undefined) for (let t = 0; t < TILE_DEFS.length; t++) if (bag[t] > 0 && fits(board, t, f)) closing.push(t);
    }
  } else {
    const cells = describeFeature(board, root).parts.map((p) => ({ x: p.x, y: p.y }));
    const around = frontierAround(board, cells, false);
    const scratch = board.clone();
    for (let t = 0; t < TILE_DEFS.length; t++) {
      if (bag[t] <= 0) continue;
      let closes = false;
      for (const f of around) {
        const rots = fits(board, t, f);
        for (let r = 0; r < 4 && !closes; r++) {
          if (!(rots & (1 << r))) continue;
          scratch.copyFrom(board);
          scratch.putTile(t, board.frontX[f], board.frontY[f], r);
          const after = scratch.find(root);
          closes = scratch.open[after] === 0;
        }
        if (closes) break;
      }
      if (closes) closing.push(t);
    }
  }
  const closers = closing.reduce((n, t) => n + bag[t], 0);
  return { closers, bag: total, chance: total > 0 ? closers / total : 0, tiles: closing.map((t) => TILE_LETTERS[t]) };
}

export interface Cell {
  x: number;
  y: number;
}

/** The open cells (touching the board) that no tile left in the bag fits, in any rotation; by row, then column. */
export function deadCells(board: Board, bag: ArrayLike<number>): Cell[] {
  const out: Cell[] = [];
  for (let f = 0; f < board.frontCount; f++) {
    let alive = false;
    for (let t = 0; t < TILE_DEFS.length && !alive; t++) alive = bag[t] > 0 && fits(board, t, f) !== 0;
    if (!alive) out.push({ x: board.frontX[f], y: board.frontY[f] });
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

export interface OpenFeatureOdds extends CloseOdds {
  kind: Exclude<FeatureKind, 'farm'>;
  tilesIn: number;
  /** The segments it is made of (cell and spot), to mark it on a board. */
  parts: FeaturePart[];
}

export interface TableAids {
  bag: BagCount[];
  /** Tiles in the bag. */
  tiles: number;
  /** Every open road, city and cloister, with its odds of being closed by the next tile. */
  features: OpenFeatureOdds[];
  dead: Cell[];
}

/** All the aids for a board and a bag. */
export function tableAids(board: Board, bag: ArrayLike<number>): TableAids {
  const features: OpenFeatureOdds[] = [];
  for (const root of allRoots(board)) {
    const odds = closeOdds(board, root, bag);
    if (!odds) continue;
    const f = describeFeature(board, root);
    features.push({ kind: f.kind as OpenFeatureOdds['kind'], tilesIn: f.tiles, parts: f.parts, ...odds });
  }
  let tiles = 0;
  for (let t = 0; t < TILE_DEFS.length; t++) tiles += bag[t];
  return { bag: bagByType(bag), tiles, features, dead: deadCells(board, bag) };
}
