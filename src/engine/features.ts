/**
 * Features as a person sees them: a whole road, city, cloister or farm with
 * its tiles, pennants, meeples and the segments it is made of. These walk the
 * board and allocate; the hot path uses Board's union-find directly.
 */
import { Board } from './board';
import { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_NAMES, ORIENTED, type SegmentKind, type Spot } from './tiles';

export type FeatureKind = Exclude<SegmentKind, 'field'> | 'farm';

export interface FeaturePart {
  x: number;
  y: number;
  /** The spot naming this segment, in board orientation. */
  at: Spot;
}

export interface MeepleAt {
  player: number;
  x: number;
  y: number;
  at: Spot;
}

export interface Feature {
  root: number;
  kind: FeatureKind;
  complete: boolean;
  tiles: number;
  pennants: number;
  /** Meeples of each player on the feature. */
  meeples: number[];
  meepleList: MeepleAt[];
  parts: FeaturePart[];
  /** For a farm: roots of the completed cities it borders. */
  cities?: number[];
}

function kindName(kind: number): FeatureKind {
  return kind === KIND_FIELD ? 'farm' : (KIND_NAMES[kind] as FeatureKind);
}

/** The segment node for spot `at` of the tile at (x, y), or -1. */
export function nodeAt(board: Board, x: number, y: number, at: Spot): number {
  const slot = board.slotAt(x, y);
  if (slot < 0) return -1;
  const seg = ORIENTED[board.slotType[slot] * 4 + board.slotRot[slot]].spotSeg[at];
  return seg < 0 ? -1 : (slot << 3) | seg;
}

function meepleSpot(board: Board, i: number): MeepleAt {
  const node = board.meepleNode[i];
  const slot = node >> 3;
  const o = ORIENTED[board.slotType[slot] * 4 + board.slotRot[slot]];
  return { player: board.meeplePlayer[i], x: board.slotX[slot], y: board.slotY[slot], at: o.segments[node & 7].spot };
}

/** Completed cities bordering the farm whose root is `root`. */
function farmCities(board: Board, root: number): number[] {
  const cities = new Set<number>();
  for (let slot = 0; slot < board.tileCount; slot++) {
    const segs = ORIENTED[board.slotType[slot] * 4 + board.slotRot[slot]].segments;
    for (let i = 0; i < segs.length; i++) {
      if (segs[i].kind !== KIND_FIELD || board.find((slot << 3) | i) !== root) continue;
      for (const c of segs[i].cities) {
        const city = board.find((slot << 3) | c);
        if (board.open[city] === 0) cities.add(city);
      }
    }
  }
  return [...cities].sort((a, b) => a - b);
}

/** Everything about the feature whose root is `root`. */
export function describeFeature(board: Board, root: number): Feature {
  root = board.find(root);
  const kind = board.nodeKind(root);
  const parts: FeaturePart[] = [];
  let tiles = 0;
  for (let slot = 0; slot < board.tileCount; slot++) {
    const segs = ORIENTED[board.slotType[slot] * 4 + board.slotRot[slot]].segments;
    const before = parts.length;
    for (let i = 0; i < segs.length; i++) {
      if (board.find((slot << 3) | i) === root) parts.push({ x: board.slotX[slot], y: board.slotY[slot], at: segs[i].spot });
    }
    if (parts.length > before) tiles++;
  }
  const meeples = new Array<number>(board.players).fill(0);
  const meepleList: MeepleAt[] = [];
  for (let i = 0; i < board.meepleTotal; i++) {
    if (board.find(board.meepleNode[i]) !== root) continue;
    meeples[board.meeplePlayer[i]]++;
    meepleList.push(meepleSpot(board, i));
  }
  const feature: Feature = {
    root,
    kind: kindName(kind),
    complete: board.isComplete(root),
    tiles: kind === KIND_CLOISTER ? board.cloisterTiles(root >> 3) : tiles,
    pennants: kind === KIND_CITY ? board.pennants[root] : 0,
    meeples,
    meepleList,
    parts,
  };
  if (kind === KIND_FIELD) feature.cities = farmCities(board, root);
  return feature;
}

/** The roots of every feature on the board, in board order. */
export function allRoots(board: Board): number[] {
  const roots: number[] = [];
  const seen = new Set<number>();
  for (let slot = 0; slot < board.tileCount; slot++) {
    const n = ORIENTED[board.slotType[slot] * 4 + board.slotRot[slot]].segments.length;
    for (let i = 0; i < n; i++) {
      const r = board.find((slot << 3) | i);
      if (!seen.has(r)) {
        seen.add(r);
        roots.push(r);
      }
    }
  }
  return roots;
}

/** Majority holders: every player with the most meeples (none when nobody has one). */
export function majority(counts: readonly number[]): number[] {
  const best = Math.max(0, ...counts);
  if (best === 0) return [];
  const out: number[] = [];
  counts.forEach((c, p) => {
    if (c === best) out.push(p);
  });
  return out;
}
