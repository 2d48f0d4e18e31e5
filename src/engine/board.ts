/**
 * The board state: placed tiles, open cells, features as an incremental
 * union-find, meeples, supplies and scores. Flat typed arrays only, so that a
 * state can be copied with a handful of memcpy calls and a move allocates nothing.
 *
 * See docs/engine.md for the representation.
 */
import {
  EDGE_FIELD,
  EDGE_ROAD,
  EDGES,
  FIT_PACKED,
  FIT_WORDS,
  HAS_CLOISTER,
  KIND_CLOISTER,
  KIND_FIELD,
  KIND_ROAD,
  MAX_SEGMENTS,
  OPP_SEG,
  ORIENTED,
  PORT_SEG,
  SCORED_SEGS,
  SEG_COUNT,
  SEG_KIND,
  SEG_OPEN,
  SEG_PENNANT,
  FIELD_SEGS,
  SIDE_DX,
  SIDE_DY,
  TILE_DEFS,
  TOTAL_TILES,
  fitField,
} from './tiles';
import type { Rules } from './rules';

/** Cells live on a 128 × 128 torus: a connected board of at most 72 tiles never wraps onto itself. */
const GRID_BITS = 7;
const GRID = 1 << GRID_BITS;
const GRID_MASK = GRID - 1;
const CELLS = GRID * GRID;
const MAX_TILES = TOTAL_TILES;
const MAX_NODES = MAX_TILES * MAX_SEGMENTS;
/** Open cells never exceed 2 × tiles + 2. */
const MAX_FRONTIER = 2 * MAX_TILES + 4;
const TILE_WORDS = 3;
/** Cells changed since the last copy that copyFrom restores one by one (beyond that it copies the grid). */
const DIRTY_MAX = 64; // 96 bits: one per tile slot, so a feature never counts a tile twice

function cellOf(x: number, y: number): number {
  return ((y & GRID_MASK) << GRID_BITS) | (x & GRID_MASK);
}

/** Offsets of the 8 cells around a cell, as cell-index deltas on the torus are not linear: use (dx, dy). */
const AROUND_DX = [-1, 0, 1, 1, 1, 0, -1, -1];
const AROUND_DY = [-1, -1, -1, 0, 1, 1, 1, 0];

/** Stable codes for refused moves (see moves.ts for the explanations). */
export const OK = 0;
export const ERR_OCCUPIED = 1;
const ERR_NOT_ADJACENT = 2;
export const ERR_EDGE_MISMATCH = 3;
const ERR_NO_SUCH_SPOT = 4;
export const ERR_FEATURE_OCCUPIED = 5;
export const ERR_NO_MEEPLE_LEFT = 6;
export const ERR_FARMERS_OFF = 7;
export const ERR_NO_TILE_LEFT = 8;
export const ERR_BOARD_FULL = 9;
/** The error code (errors.ts) of each ERR_* number. */
export const MOVE_CODES = [
  'ok', 'occupied', 'not-adjacent', 'edge-mismatch', 'no-such-spot', 'feature-occupied',
  'no-meeple-left', 'farmers-off', 'no-tile-left', 'board-full',
] as const;

/** One feature completed by a move, recorded in Board.events. */
export interface ScoreEvent {
  root: number;
  kind: number;
  tiles: number;
  pennants: number;
  points: number;
  /** Bit p set when player p scored. */
  winners: number;
  /** Meeples of each player that stood on the feature (and went back to the supply). */
  meeples: number[];
}

export class Board {
  readonly players: number;
  readonly rules: Rules;

  // --- cells ---
  /** Slot of the tile on each cell, -1 when empty. */
  cellSlot: Int8Array;
  /** 1 + index in the frontier list for open cells, 0 otherwise. */
  cellFront: Uint8Array;

  // --- tiles, by slot (placement order) ---
  tileCount = 0;
  slotType: Uint8Array;
  slotRot: Uint8Array;
  slotX: Int16Array;
  slotY: Int16Array;
  /** Copies of each type on the board. */
  typeUsed: Uint8Array;
  /** The slots of the cloister tiles on the board, in placement order. */
  cloisterCount = 0;
  cloisterSlots: Int8Array;
  /** Their cells, in the same order (read when each tile is placed, without going through the slot). */
  cloisterX: Int16Array;
  cloisterY: Int16Array;
  /** For a cloister tile's slot: the tiles on the 8 cells around it (kept up to date as tiles are placed). */
  around: Uint8Array;

  // --- open cells ---
  frontCount = 0;
  frontCell: Uint16Array;
  frontX: Int16Array;
  frontY: Int16Array;
  /** Edges the neighbours require, packed like tile edges (0 = no neighbour on that side). */
  frontNeed: Uint8Array;
  /**
   * The legal placements of every type over all open cells, whatever the copies left:
   * the sum of FIT_PACKED over the open cells' needs (tiles.ts), kept up to date as cells
   * open, change and close. `placements(type)` reads one type's count.
   */
  fitTotals: Float64Array;

  // --- features: union-find over segment nodes (slot * 8 + segment) ---
  parent: Int16Array;
  /** City and road sides not yet joined to a neighbour; a feature is complete at 0. */
  open: Int16Array;
  pennants: Uint8Array;
  meepleCount: Uint8Array;
  /** The tiles of a road or city, a bit per slot (fields and cloisters do not keep theirs: see `tilesIn`). */
  tileBits: Int32Array;

  // --- meeples on the board ---
  meepleTotal = 0;
  meepleNode: Int16Array;
  meeplePlayer: Int8Array;
  supply: Int8Array;
  scores: Int32Array;
  toPlay = 0;

  /** Scratch: the feature root across each port of a cell being considered. */
  private touchRoots = new Int32Array(12);
  /** Scratch for openSegments: the segments each segment of a new tile is joined to. */
  private segLinks = new Int32Array(MAX_SEGMENTS);

  /**
   * Cheap copies for search: `copyFrom(o)` into a board last copied from `o`
   * (o's cells unchanged since) restores only the cells this board changed
   * since, instead of the whole 128 × 128 grid. `cellVersion` counts changes
   * to this board's cells; `dirty` lists the cells changed since the copy.
   */
  private cellVersion = 0;
  private syncedWith: Board | null = null;
  private syncedVersion = -1;
  private dirty = new Int32Array(DIRTY_MAX);
  private dirtyCount = 0;

  /** What the last move completed and scored: the first `eventCount` entries of a reused pool. */
  eventCount = 0;
  private eventPool: ScoreEvent[];

  constructor(players: number, rules: Rules) {
    this.players = players;
    this.rules = rules;
    this.cellSlot = new Int8Array(CELLS).fill(-1);
    this.cellFront = new Uint8Array(CELLS);
    this.slotType = new Uint8Array(MAX_TILES);
    this.slotRot = new Uint8Array(MAX_TILES);
    this.slotX = new Int16Array(MAX_TILES);
    this.slotY = new Int16Array(MAX_TILES);
    this.typeUsed = new Uint8Array(TILE_DEFS.length);
    this.cloisterSlots = new Int8Array(TILE_DEFS.reduce((n, d) => n + (d.cloister ? d.count : 0), 0));
    this.around = new Uint8Array(MAX_TILES);
    this.cloisterX = new Int16Array(this.cloisterSlots.length);
    this.cloisterY = new Int16Array(this.cloisterSlots.length);
    this.frontCell = new Uint16Array(MAX_FRONTIER);
    this.frontX = new Int16Array(MAX_FRONTIER);
    this.frontY = new Int16Array(MAX_FRONTIER);
    this.frontNeed = new Uint8Array(MAX_FRONTIER);
    this.fitTotals = new Float64Array(FIT_WORDS);
    this.parent = new Int16Array(MAX_NODES);
    this.open = new Int16Array(MAX_NODES);
    this.pennants = new Uint8Array(MAX_NODES);
    this.meepleCount = new Uint8Array(MAX_NODES);
    this.tileBits = new Int32Array(MAX_NODES * TILE_WORDS);
    const maxMeeples = players * rules.meeples;
    this.meepleNode = new Int16Array(maxMeeples);
    this.meeplePlayer = new Int8Array(maxMeeples);
    this.supply = new Int8Array(players).fill(rules.meeples);
    this.scores = new Int32Array(players);
    this.eventPool = newEventPool(players);
  }

  /** Copies of what the last move completed and scored. */
  get events(): ScoreEvent[] {
    return this.eventPool.slice(0, this.eventCount).map((e) => ({ ...e, meeples: e.meeples.slice() }));
  }

  /** Back to an empty board with full supplies, reusing the arrays (cost grows with the tiles placed, not the grid). */
  reset(): void {
    for (let s = 0; s < this.tileCount; s++) this.cellSlot[cellOf(this.slotX[s], this.slotY[s])] = -1;
    for (let f = 0; f < this.frontCount; f++) this.cellFront[this.frontCell[f]] = 0;
    this.cellVersion++;
    this.syncedWith = null;
    this.tileCount = 0;
    this.frontCount = 0;
    this.fitTotals.fill(0);
    this.typeUsed.fill(0);
    this.cloisterCount = 0;
    this.meepleTotal = 0;
    this.supply.fill(this.rules.meeples);
    this.scores.fill(0);
    this.toPlay = 0;
    this.eventCount = 0;
  }

  /** An independent copy (for search). */
  clone(): Board {
    const b = new Board(this.players, this.rules);
    b.copyFrom(this);
    return b;
  }

  /** Copy another board's state into this one (same players and rules), reusing the arrays. */
  copyFrom(o: Board): void {
    if (this.syncedWith === o && this.syncedVersion === o.cellVersion) {
      // Only the cells this board changed since its last copy from o differ.
      for (let i = 0; i < this.dirtyCount; i++) {
        const c = this.dirty[i];
        this.cellSlot[c] = o.cellSlot[c];
        this.cellFront[c] = o.cellFront[c];
      }
    } else {
      this.cellSlot.set(o.cellSlot);
      this.cellFront.set(o.cellFront);
    }
    this.dirtyCount = 0;
    this.syncedWith = o;
    this.syncedVersion = o.cellVersion;
    this.cellVersion++;
    this.tileCount = o.tileCount;
    this.slotType.set(o.slotType);
    this.slotRot.set(o.slotRot);
    this.slotX.set(o.slotX);
    this.slotY.set(o.slotY);
    this.typeUsed.set(o.typeUsed);
    this.cloisterCount = o.cloisterCount;
    this.cloisterSlots.set(o.cloisterSlots);
    this.around.set(o.around);
    this.cloisterX.set(o.cloisterX);
    this.cloisterY.set(o.cloisterY);
    this.frontCount = o.frontCount;
    this.frontCell.set(o.frontCell);
    this.frontX.set(o.frontX);
    this.frontY.set(o.frontY);
    this.frontNeed.set(o.frontNeed);
    this.fitTotals.set(o.fitTotals);
    // Whole arrays (a few kilobytes): views of the used part would cost an allocation each.
    this.parent.set(o.parent);
    this.open.set(o.open);
    this.pennants.set(o.pennants);
    this.meepleCount.set(o.meepleCount);
    this.tileBits.set(o.tileBits);
    this.meepleTotal = o.meepleTotal;
    this.meepleNode.set(o.meepleNode);
    this.meeplePlayer.set(o.meeplePlayer);
    this.supply.set(o.supply);
    this.scores.set(o.scores);
    this.toPlay = o.toPlay;
    this.eventCount = 0;
  }

  // ------------------------------------------------------------------ queries

  /** The slot of the tile at (x, y), or -1. (Cells repeat every 128 on the torus: compare true coordinates.) */
  slotAt(x: number, y: number): number {
    const slot = this.cellSlot[cellOf(x, y)];
    return slot >= 0 && this.slotX[slot] === x && this.slotY[slot] === y ? slot : -1;
  }

  find(n: number): number {
    const parent = this.parent;
    while (parent[n] !== n) {
      const g = parent[parent[n]];
      parent[n] = g;
      n = g;
    }
    return n;
  }

  nodeKind(n: number): number {
    const slot = n >> 3;
    return SEG_KIND[((this.slotType[slot] * 4 + this.slotRot[slot]) << 3) | (n & 7)];
  }

  /** Distinct tiles in the road or city whose root is `root` (not kept for farms: describeFeature counts theirs). */
  tilesIn(root: number): number {
    const b = this.tileBits;
    const i = root * TILE_WORDS;
    return popcount(b[i]) + popcount(b[i + 1]) + popcount(b[i + 2]);
  }

  /** Tiles around (and including) a cloister tile's cell. */
  cloisterTiles(slot: number): number {
    return HAS_CLOISTER[this.slotType[slot]] ? 1 + this.around[slot] : this.tilesAround(slot);
  }

  /** Tiles around (and including) the cell of the tile in `slot`, counted on the grid. */
  tilesAround(slot: number): number {
    const x = this.slotX[slot];
    const y = this.slotY[slot];
    let n = 1;
    for (let k = 0; k < 8; k++) if (this.cellSlot[cellOf(x + AROUND_DX[k], y + AROUND_DY[k])] >= 0) n++;
    return n;
  }

  isComplete(root: number): boolean {
    const kind = this.nodeKind(root);
    if (kind === KIND_CLOISTER) return this.cloisterTiles(root >> 3) === 9;
    if (kind === KIND_FIELD) return false;
    return this.open[root] === 0;
  }

  /** How many placements of `type` fit the open cells (rotations that look alike counted once), whatever the copies left. */
  placements(type: number): number {
    return fitField(this.fitTotals, type);
  }

  /** The frontier index of an open cell, or -1. */
  frontierIndex(x: number, y: number): number {
    const f = this.cellFront[cellOf(x, y)] - 1;
    return f >= 0 && this.frontX[f] === x && this.frontY[f] === y ? f : -1;
  }

  /** Check a placement. Returns OK or an ERR_* code (no explanation; see moves.ts). */
  checkPlacement(type: number, x: number, y: number, rot: number): number {
    if (this.slotAt(x, y) >= 0) return ERR_OCCUPIED;
    if (this.tileCount >= MAX_TILES) return ERR_BOARD_FULL;
    if (this.typeUsed[type] >= TILE_DEFS[type].count) return ERR_NO_TILE_LEFT;
    if (this.tileCount === 0) return OK;
    // Open cells are the only legal ones; their true coordinates tell a cell from its repeat 128 away.
    const f = this.frontierIndex(x, y);
    if (f < 0) return ERR_NOT_ADJACENT;
    const need = this.frontNeed[f];
    const mask = ((need | (need >> 1)) & 0x55) * 3;
    return (ORIENTED[type * 4 + rot].edges & mask) === need ? OK : ERR_EDGE_MISMATCH;
  }

  /**
   * Check a meeple for `player` on segment `seg` of a tile that would be placed
   * at (x, y) (the placement itself must already be legal).
   */
  checkMeeple(type: number, x: number, y: number, rot: number, seg: number, player: number): number {
    const o = ORIENTED[type * 4 + rot];
    if (seg < 0 || seg >= o.segments.length) return ERR_NO_SUCH_SPOT;
    if (o.segments[seg].kind === KIND_FIELD && !this.rules.farmers) return ERR_FARMERS_OFF;
    if (this.supply[player] <= 0) return ERR_NO_MEEPLE_LEFT;
    return this.segmentJoinsOccupied(o.segments[seg].ports, o.portSeg, seg, x, y) ? ERR_FEATURE_OCCUPIED : OK;
  }

  /**
   * Whether segment `seg` of a tile about to be placed at (x, y) would belong
   * to a feature that holds a meeple. The tile may join several features at
   * once: a field touching farm P, while another field of the same tile
   * touches both P and an occupied farm Q, ends up in one farm with Q. So the
   * check follows every segment of the new tile that shares a feature with
   * `seg`, and every feature those touch, until nothing new is reached.
   */
  segmentJoinsOccupied(ports: number, portSeg: Int8Array, seg: number, x: number, y: number, roots?: number[]): boolean {
    if (ports === 0) return false; // a cloister joins nothing
    const touch = this.touchRoots;
    for (let s = 0; s < 4; s++) {
      const ns = this.cellSlot[cellOf(x + SIDE_DX[s], y + SIDE_DY[s])];
      if (ns < 0) {
        touch[s * 3] = touch[s * 3 + 1] = touch[s * 3 + 2] = -1;
        continue;
      }
      const nps = (this.slotType[ns] * 4 + this.slotRot[ns]) * 12;
      for (let p = s * 3; p < s * 3 + 3; p++) touch[p] = this.find((ns << 3) | OPP_SEG[nps + p]);
    }
    let segs = 1 << seg; // segments of the new tile in the group
    let grew = true;
    while (grew) {
      grew = false;
      for (let p = 0; p < 12; p++) {
        const root = touch[p];
        if (root < 0) continue;
        if (segs & (1 << portSeg[p])) {
          if (roots) {
            if (!roots.includes(root)) roots.push(root);
          } else if (this.meepleCount[root] > 0) return true;
          // Every other segment touching this root joins the group.
          for (let q = 0; q < 12; q++) {
            if (touch[q] === root && !(segs & (1 << portSeg[q]))) {
              segs |= 1 << portSeg[q];
              grew = true;
            }
          }
        }
      }
    }
    return roots ? roots.some((r) => this.meepleCount[r] > 0) : false;
  }

  /**
   * The segments of a tile about to be placed legally at (x, y) where a
   * meeple may go, as a bit mask (bit s for segment s): those whose feature,
   * once the tile joins its neighbours, holds no meeple — fields only when
   * farmers are played. The supply is not looked at. The same answer as
   * `checkMeeple` for every segment, with one look at the neighbours for all.
   */
  openSegments(type: number, x: number, y: number, rot: number): number {
    const o = type * 4 + rot;
    const nsegs = SEG_COUNT[o];
    let open = (1 << nsegs) - 1;
    if (!this.rules.farmers) open &= ~FIELD_SEGS[o];
    if (this.meepleTotal === 0) return open;
    const touch = this.touchRoots;
    const ps = o * 12;
    // The feature across each port, and the segments touching an occupied one.
    let occupied = 0;
    for (let s = 0; s < 4; s++) {
      const ns = this.cellSlot[cellOf(x + SIDE_DX[s], y + SIDE_DY[s])];
      if (ns < 0) {
        touch[s * 3] = touch[s * 3 + 1] = touch[s * 3 + 2] = -1;
        continue;
      }
      const nps = (this.slotType[ns] * 4 + this.slotRot[ns]) * 12;
      // A side's ports on one segment of the neighbour (a city side, a field side) share a root.
      let seg = -1;
      let r = -1;
      for (let p = s * 3; p < s * 3 + 3; p++) {
        if (OPP_SEG[nps + p] !== seg) {
          seg = OPP_SEG[nps + p];
          r = this.find((ns << 3) | seg);
        }
        touch[p] = r;
        if (this.meepleCount[r] > 0) occupied |= 1 << PORT_SEG[ps + p];
      }
    }
    if (occupied === 0) return open;
    // Segments joined through a feature they both touch: a segment is occupied when any segment
    // joined to it, however indirectly, touches a meeple.
    const link = this.segLinks;
    for (let i = 0; i < nsegs; i++) link[i] = 1 << i;
    for (let p = 0; p < 12; p++) {
      const r = touch[p];
      if (r < 0) continue;
      const sp = PORT_SEG[ps + p];
      for (let q = p + 1; q < 12; q++) {
        if (touch[q] === r) {
          const sq = PORT_SEG[ps + q];
          link[sp] |= 1 << sq;
          link[sq] |= 1 << sp;
        }
      }
    }
    for (let grew = true; grew;) {
      grew = false;
      for (let i = 0; i < nsegs; i++) {
        let m = link[i];
        for (let j = 0; j < nsegs; j++) if (m & (1 << j)) m |= link[j];
        if (m !== link[i]) {
          link[i] = m;
          grew = true;
        }
      }
    }
    for (let i = 0; i < nsegs; i++) if (link[i] & occupied) open &= ~(1 << i);
    return open;
  }

  /**
   * Play a move known to be legal (a placement from `legalPlacementsInto`, a
   * meeple segment from `openSegments` with a meeple in the supply, or -1):
   * as `play`, without checking it again.
   */
  playLegal(type: number, x: number, y: number, rot: number, seg: number): void {
    const player = this.toPlay;
    const slot = this.putTile(type, x, y, rot);
    if (seg >= 0) this.addMeeple((slot << 3) | seg, player);
    this.scoreCompleted(slot);
    this.toPlay = (player + 1) % this.players;
  }

  // ------------------------------------------------------------------ moves

  /**
   * Place a tile for the player to play, optionally with a meeple on segment
   * `seg` (-1 for none), score what it completes and pass the turn.
   * Returns OK or an ERR_* code; on error nothing changes.
   */
  play(type: number, x: number, y: number, rot: number, seg: number): number {
    const err = this.checkPlacement(type, x, y, rot);
    if (err !== OK) return err;
    const player = this.toPlay;
    if (seg >= 0) {
      const merr = this.checkMeeple(type, x, y, rot, seg, player);
      if (merr !== OK) return merr;
    }
    const slot = this.putTile(type, x, y, rot);
    if (seg >= 0) this.addMeeple((slot << 3) | seg, player);
    this.scoreCompleted(slot);
    this.toPlay = (player + 1) % this.players;
    return OK;
  }

  /** Put a tile on the board and join its segments to their neighbours (no checks, no scoring). */
  putTile(type: number, x: number, y: number, rot: number): number {
    const slot = this.tileCount++;
    const cell = cellOf(x, y);
    const o = type * 4 + rot;
    const edges = EDGES[o];
    this.cellSlot[cell] = slot;
    this.touched(cell);
    this.slotType[slot] = type;
    this.slotRot[slot] = rot;
    this.slotX[slot] = x;
    this.slotY[slot] = y;
    this.typeUsed[type]++;

    // Cloisters on the 8 cells around gain a neighbour; a cloister tile counts its own.
    for (let i = 0; i < this.cloisterCount; i++) {
      const dx = this.cloisterX[i] - x;
      const dy = this.cloisterY[i] - y;
      if (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1) this.around[this.cloisterSlots[i]]++;
    }
    if (HAS_CLOISTER[type]) {
      this.cloisterX[this.cloisterCount] = x;
      this.cloisterY[this.cloisterCount] = y;
      this.cloisterSlots[this.cloisterCount++] = slot;
      this.around[slot] = this.tilesAround(slot) - 1;
    }

    // Fresh nodes for the tile's segments.
    const base = slot << 3;
    const word = slot >> 5;
    const bit = 1 << (slot & 31);
    const so = o << 3;
    const bits = this.tileBits;
    for (let i = 0, n = SEG_COUNT[o]; i < n; i++) {
      const node = base | i;
      this.parent[node] = node;
      this.open[node] = SEG_OPEN[so | i];
      this.pennants[node] = SEG_PENNANT[so | i];
      this.meepleCount[node] = 0;
      if (SEG_OPEN[so | i] === 0) continue; // a field or a cloister
      const t = node * TILE_WORDS;
      bits[t] = 0;
      bits[t + 1] = 0;
      bits[t + 2] = 0;
      bits[t + word] = bit;
    }

    // The cell is no longer open.
    const f = this.cellFront[cell] - 1;
    if (f >= 0) this.removeFront(f);

    // Join across each side with a neighbour; open the empty neighbours.
    const ps = o * 12;
    const totals = this.fitTotals;
    for (let s = 0; s < 4; s++) {
      const nx = x + SIDE_DX[s];
      const ny = y + SIDE_DY[s];
      const ncell = cellOf(nx, ny);
      const ns = this.cellSlot[ncell];
      const edge = (edges >> (2 * s)) & 3;
      if (ns < 0) {
        let nf = this.cellFront[ncell] - 1;
        if (nf < 0) {
          nf = this.frontCount++;
          this.frontCell[nf] = ncell;
          this.frontX[nf] = nx;
          this.frontY[nf] = ny;
          this.frontNeed[nf] = 0;
          this.cellFront[ncell] = nf + 1;
          this.touched(ncell);
        }
        const before = this.frontNeed[nf] * FIT_WORDS;
        const need = this.frontNeed[nf] | (edge << (2 * ((s + 2) & 3)));
        this.frontNeed[nf] = need;
        // The cell's placements change from those of its old need (need 0, none, for a new cell) to those of the
        // new: FIT_WORDS (4) words, written out.
        const after = need * FIT_WORDS;
        totals[0] += FIT_PACKED[after] - FIT_PACKED[before];
        totals[1] += FIT_PACKED[after + 1] - FIT_PACKED[before + 1];
        totals[2] += FIT_PACKED[after + 2] - FIT_PACKED[before + 2];
        totals[3] += FIT_PACKED[after + 3] - FIT_PACKED[before + 3];
        continue;
      }
      const nbase = ns << 3;
      const nps = (this.slotType[ns] * 4 + this.slotRot[ns]) * 12;
      const mid = s * 3 + 1;
      if (edge === EDGE_FIELD) {
        this.unionFields(base | PORT_SEG[ps + mid], nbase | OPP_SEG[nps + mid]);
      } else {
        const a = this.union(base | PORT_SEG[ps + mid], nbase | OPP_SEG[nps + mid]);
        this.open[a] -= 2;
        if (edge === EDGE_ROAD) {
          this.unionFields(base | PORT_SEG[ps + mid - 1], nbase | OPP_SEG[nps + mid - 1]);
          this.unionFields(base | PORT_SEG[ps + mid + 1], nbase | OPP_SEG[nps + mid + 1]);
        }
      }
    }
    return slot;
  }

  private removeFront(f: number): void {
    const gone = this.frontNeed[f] * FIT_WORDS;
    const totals = this.fitTotals;
    totals[0] -= FIT_PACKED[gone];
    totals[1] -= FIT_PACKED[gone + 1];
    totals[2] -= FIT_PACKED[gone + 2];
    totals[3] -= FIT_PACKED[gone + 3];
    this.cellFront[this.frontCell[f]] = 0;
    this.touched(this.frontCell[f]);
    const last = --this.frontCount;
    if (f !== last) {
      this.frontCell[f] = this.frontCell[last];
      this.frontX[f] = this.frontX[last];
      this.frontY[f] = this.frontY[last];
      this.frontNeed[f] = this.frontNeed[last];
      this.cellFront[this.frontCell[f]] = f + 1;
      this.touched(this.frontCell[f]);
    }
  }

  /** Note a change to a cell's slot or open-cell entry (see copyFrom). */
  private touched(cell: number): void {
    this.cellVersion++;
    if (this.syncedWith === null) return;
    if (this.dirtyCount < DIRTY_MAX) this.dirty[this.dirtyCount++] = cell;
    else this.syncedWith = null;
  }

  /** Join two fields: as `union`, for a feature with no open sides, pennants or tiles kept. */
  private unionFields(a: number, b: number): void {
    a = this.find(a);
    b = this.find(b);
    if (a === b) return;
    if (b < a) {
      const t = a;
      a = b;
      b = t;
    }
    this.parent[b] = a;
    this.meepleCount[a] += this.meepleCount[b];
  }

  /** Join two roads or cities; totals move to the new root. Returns the root. */
  union(a: number, b: number): number {
    a = this.find(a);
    b = this.find(b);
    if (a === b) return a;
    // Keep the older node as root (stable, and trees stay shallow with path halving).
    if (b < a) {
      const t = a;
      a = b;
      b = t;
    }
    this.parent[b] = a;
    this.open[a] += this.open[b];
    this.pennants[a] += this.pennants[b];
    this.meepleCount[a] += this.meepleCount[b];
    const ta = a * TILE_WORDS;
    const tb = b * TILE_WORDS;
    const bits = this.tileBits;
    bits[ta] |= bits[tb];
    bits[ta + 1] |= bits[tb + 1];
    bits[ta + 2] |= bits[tb + 2];
    return a;
  }

  addMeeple(node: number, player: number): void {
    const i = this.meepleTotal++;
    this.meepleNode[i] = node;
    this.meeplePlayer[i] = player;
    this.supply[player]--;
    this.meepleCount[this.find(node)]++;
  }

  // ------------------------------------------------------------------ scoring during play

  /** Score every road, city and cloister that the tile in `slot` completed. */
  scoreCompleted(slot: number): void {
    this.eventCount = 0;
    const o = this.slotType[slot] * 4 + this.slotRot[slot];
    const base = slot << 3;
    for (let segs = SCORED_SEGS[o]; segs !== 0; segs &= segs - 1) {
      const i = 31 - Math.clz32(segs & -segs);
      const root = this.find(base | i);
      if (this.open[root] !== 0) continue;
      // The same feature may pass through two segments of this tile: score it once.
      let seen = false;
      for (let e = 0; e < this.eventCount; e++) if (this.eventPool[e].root === root) seen = true;
      if (seen) continue;
      const kind = SEG_KIND[(o << 3) | i];
      const tiles = this.tilesIn(root);
      const pennants = this.pennants[root];
      this.scoreFeature(root, kind, tiles, pennants, completePoints(kind, tiles, pennants, this.rules));
    }
    // Cloisters: this tile's own and those on the 8 cells around it, once all 8 cells are filled.
    const x = this.slotX[slot];
    const y = this.slotY[slot];
    let full = false;
    for (let i = 0; i < this.cloisterCount && !full; i++) {
      full = this.around[this.cloisterSlots[i]] === 8 && Math.abs(this.cloisterX[i] - x) <= 1 && Math.abs(this.cloisterY[i] - y) <= 1;
    }
    // In the order of the cells: the tile's own, then the cells around from the north-west, clockwise.
    for (let k = -1; full && k < 8; k++) {
      const s = k < 0 ? slot : this.cellSlot[cellOf(x + AROUND_DX[k], y + AROUND_DY[k])];
      if (s < 0 || HAS_CLOISTER[this.slotType[s]] === 0 || this.around[s] !== 8) continue;
      const co = ORIENTED[this.slotType[s] * 4 + this.slotRot[s]];
      if (co.cloisterSeg < 0) continue;
      this.scoreFeature((s << 3) | co.cloisterSeg, KIND_CLOISTER, 9, 0, 9);
    }
  }

  /** Give `points` to the majority holders of the feature at `root`, return its meeples, record the event. */
  private scoreFeature(root: number, kind: number, tiles: number, pennants: number, points: number): void {
    const ev = this.eventPool[this.eventCount++];
    const counts = ev.meeples;
    for (let p = 0; p < counts.length; p++) counts[p] = 0;
    let winners = 0;
    if (this.meepleCount[root] > 0) {
      let best = 0;
      for (let i = 0; i < this.meepleTotal; i++) {
        if (this.find(this.meepleNode[i]) === root) counts[this.meeplePlayer[i]]++;
      }
      for (let p = 0; p < this.players; p++) if (counts[p] > best) best = counts[p];
      for (let p = 0; p < this.players; p++) {
        if (counts[p] === best) {
          winners |= 1 << p;
          this.scores[p] += points;
        }
      }
      // Return the meeples.
      let w = 0;
      for (let i = 0; i < this.meepleTotal; i++) {
        if (this.find(this.meepleNode[i]) === root) {
          this.supply[this.meeplePlayer[i]]++;
        } else {
          this.meepleNode[w] = this.meepleNode[i];
          this.meeplePlayer[w] = this.meeplePlayer[i];
          w++;
        }
      }
      this.meepleTotal = w;
      this.meepleCount[root] = 0;
    }
    ev.root = root;
    ev.kind = kind;
    ev.tiles = tiles;
    ev.pennants = pennants;
    ev.points = points;
    ev.winners = winners;
  }
}

/** At most 4 roads or cities and 9 cloisters complete in one move. */
const MAX_EVENTS = 16;
function newEventPool(players: number): ScoreEvent[] {
  const pool: ScoreEvent[] = [];
  for (let i = 0; i < MAX_EVENTS; i++) pool.push({ root: 0, kind: 0, tiles: 0, pennants: 0, points: 0, winners: 0, meeples: new Array<number>(players).fill(0) });
  return pool;
}

/** Points for a completed road, city or cloister during play. */
export function completePoints(kind: number, tiles: number, pennants: number, rules: Rules): number {
  if (kind === KIND_ROAD) return tiles;
  if (kind === KIND_CLOISTER) return 9;
  if (rules.smallCity && tiles === 2) return 2 + pennants;
  return 2 * tiles + 2 * pennants;
}

function popcount(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

