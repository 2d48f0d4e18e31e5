/**
 * Points: what a feature is worth now (completed during play, or at the end),
 * and the final scoring of a whole board, feature by feature.
 */
import { Board, completePoints } from './board';
import { allRoots, describeFeature, majority, type Feature } from './features';
import { HAS_CLOISTER, KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD, OPP_SEG, ORIENTED, PORT_SEG, SEG_COUNT, SEG_KIND, SEG_OPEN, SEG_PENNANT, SIDE_DX, SIDE_DY } from './tiles';
import type { Rules } from './rules';

export interface ScoredFeature extends Feature {
  /** Players who score it. */
  winners: number[];
  /** Points each winner scores for it. */
  points: number;
}

export interface FinalScore {
  /** Points each player gains in the final scoring. */
  endgame: number[];
  /** Score so far plus the final scoring. */
  total: number[];
  features: ScoredFeature[];
  /** Players with the highest total (ties share the win). */
  winners: number[];
}

/** What an unfinished road, city or cloister scores at the end. */
function incompletePoints(kind: number, tiles: number, pennants: number, rules: Rules): number {
  if (!rules.incompleteScore) return 0;
  if (kind === KIND_ROAD) return tiles;
  if (kind === KIND_CITY) return tiles + pennants;
  if (kind === KIND_CLOISTER) return tiles; // the cloister tile plus its neighbours
  return 0;
}

const KIND_OF = { city: KIND_CITY, road: KIND_ROAD, cloister: KIND_CLOISTER, farm: KIND_FIELD } as const;

/** What a road, city or cloister would score now: finished value if complete, end value if not. */
export function featureValue(f: Feature, rules: Rules): number {
  const kind = KIND_OF[f.kind];
  if (kind === KIND_FIELD) return rules.farmScoring === 'first-edition' ? 4 * (f.cities?.length ?? 0) : 3 * (f.cities?.length ?? 0);
  return f.complete ? completePoints(kind, f.tiles, f.pennants, rules) : incompletePoints(kind, f.tiles, f.pennants, rules);
}

/** Score the board as if the game ended now. */
export function finalScore(board: Board): FinalScore {
  const rules = board.rules;
  const endgame = new Array<number>(board.players).fill(0);
  const features: ScoredFeature[] = [];
  const farms: Feature[] = [];
  for (const root of allRoots(board)) {
    if (board.meepleCount[root] === 0) continue;
    const f = describeFeature(board, root);
    if (f.kind === 'farm') {
      if (rules.farmers) farms.push(f);
      continue;
    }
    const winners = majority(f.meeples);
    const points = featureValue(f, rules);
    for (const p of winners) endgame[p] += points;
    features.push({ ...f, winners, points });
  }
  if (rules.farmScoring === 'first-edition') {
    // Each completed city goes to whoever has the most farmers on all the farms around it, for 4 points.
    const cityFarms = new Map<number, Feature[]>();
    for (const farm of farms) {
      for (const c of farm.cities ?? []) {
        const list = cityFarms.get(c) ?? [];
        list.push(farm);
        cityFarms.set(c, list);
      }
    }
    for (const [city, around] of [...cityFarms].sort((a, b) => a[0] - b[0])) {
      const counts = new Array<number>(board.players).fill(0);
      for (const farm of around) farm.meeples.forEach((n, p) => (counts[p] += n));
      const winners = majority(counts);
      for (const p of winners) endgame[p] += 4;
      const cityInfo = describeFeature(board, city);
      features.push({
        root: city,
        kind: 'farm',
        complete: true,
        tiles: cityInfo.tiles,
        pennants: cityInfo.pennants,
        meeples: counts,
        meepleList: around.flatMap((f) => f.meepleList),
        parts: around.flatMap((f) => f.parts),
        cities: [city],
        winners,
        points: 4,
      });
    }
  } else {
    for (const farm of farms) {
      const winners = majority(farm.meeples);
      const points = 3 * (farm.cities?.length ?? 0);
      for (const p of winners) endgame[p] += points;
      features.push({ ...farm, winners, points });
    }
  }
  const total = endgame.map((e, p) => e + board.scores[p]);
  return { endgame, total, features, winners: majority(total.map((t) => t + 1)) };
}

/**
 * What a lone meeple on the road, city or cloister of `node` is worth to its
 * owner on `board` (the tile just placed, the feature holding no meeple):
 * completed — the points it scores now; otherwise what it pays at the end.
 * -1 for a field (its worth depends on the cities around the whole farm).
 */
export function loneMeepleWorth(board: Board, node: number): number {
  const kind = board.nodeKind(node);
  if (kind === KIND_FIELD) return -1;
  const rules = board.rules;
  if (kind === KIND_CLOISTER) {
    const tiles = board.cloisterTiles(node >> 3);
    return tiles === 9 ? 9 : incompletePoints(kind, tiles, 0, rules);
  }
  const root = board.find(node);
  const tiles = board.tilesIn(root);
  return board.open[root] === 0
    ? completePoints(kind, tiles, board.pennants[root], rules)
    : incompletePoints(kind, tiles, board.pennants[root], rules);
}

/**
 * Whether placing `type` at (x, y) turned `rot` (a legal placement, no meeple) leaves every
 * player's points, now and at the end, as they are: a *quiet* placement. The search values a
 * quiet move without playing it (its mover's margin is the margin before it), and a meeple on it
 * by what the lone meeple earns. Quiet when, with the tile's segments joined to their neighbours
 * as `putTile` joins them:
 * - every road and city it joins holds no meeple (so what it completes scores nobody, and what it
 *   extends is worth nothing more to anyone);
 * - no cloister with a meeple is on the 8 cells around;
 * - no field of the tile joins two farms one of which holds a farmer (extending one farm changes
 *   nothing: a farm's worth is the completed cities it borders, and the tile borders none that is
 *   complete unless it completes it);
 * - it completes no city while a farmer is on the board (`farmers`): the farms around a city
 *   completed gain by it, wherever they are.
 * For a quiet placement, `worth[seg]` is then what a lone meeple on segment `seg` would earn: the
 * points of its road or city (complete, or at the end), its cloister's, or -1 for a field (a
 * farmer's worth depends on the whole farm). Property-tested against playing the move
 * (tests/unit/fast-paths.test.ts).
 */
export function quietPlacement(board: Board, type: number, x: number, y: number, rot: number, farmers: boolean, worth: Int32Array): boolean {
  const o = type * 4 + rot;
  const ps = o * 12;
  const so = o << 3;
  const nsegs = SEG_COUNT[o];
  const roots = quietRoots;
  quietLast.board = null;
  quietDone = 0;
  // The feature across each port (-1 where there is no neighbour), and the sides joined.
  let joined = 0;
  for (let s = 0; s < 4; s++) {
    const ns = board.slotAt(x + SIDE_DX[s], y + SIDE_DY[s]);
    if (ns < 0) {
      roots[s * 3] = roots[s * 3 + 1] = roots[s * 3 + 2] = -1;
      continue;
    }
    joined |= 1 << s;
    const nps = (board.slotType[ns] * 4 + board.slotRot[ns]) * 12;
    for (let p = s * 3; p < s * 3 + 3; p++) roots[p] = board.find((ns << 3) | OPP_SEG[nps + p]);
  }
  // Cloisters with a meeple around gain a tile.
  for (let i = 0; i < board.cloisterCount; i++) {
    const c = board.cloisterSlots[i];
    const dx = board.slotX[c] - x;
    const dy = board.slotY[c] - y;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;
    if (board.meepleCount[(c << 3) | ORIENTED[board.slotType[c] * 4 + board.slotRot[c]].cloisterSeg] > 0) return false;
  }
  // The tile's segments joined to one another through a feature they both touch.
  const group = quietGroup;
  for (let i = 0; i < nsegs; i++) group[i] = 1 << i;
  for (let p = 0; p < 12; p++) {
    const r = roots[p];
    if (r < 0) continue;
    const sp = PORT_SEG[ps + p];
    for (let q = p + 1; q < 12; q++) {
      if (roots[q] === r) {
        const sq = PORT_SEG[ps + q];
        group[sp] |= 1 << sq;
        group[sq] |= 1 << sp;
      }
    }
  }
  for (let grew = true; grew;) {
    grew = false;
    for (let i = 0; i < nsegs; i++) {
      let m = group[i];
      for (let j = 0; j < nsegs; j++) if (m & (1 << j)) m |= group[j];
      if (m !== group[i]) {
        group[i] = m;
        grew = true;
      }
    }
  }
  const rules = board.rules;
  const seen = quietSeen;
  for (let i = 0; i < nsegs; i++) {
    const g = group[i];
    if ((g & -g) !== 1 << i) continue; // each group once, at its first segment
    const kind = SEG_KIND[so | i];
    if (kind === KIND_CLOISTER) {
      let around = 0;
      for (let k = 0; k < 8; k++) if (board.slotAt(x + AROUND_DX[k], y + AROUND_DY[k]) >= 0) around++;
      worth[i] = around === 8 ? 9 : incompletePoints(KIND_CLOISTER, 1 + around, 0, rules);
      continue;
    }
    // The distinct features the group joins, and what they hold.
    let n = 0;
    let meeples = 0;
    let open = 0;
    let pennants = 0;
    let b0 = 0;
    let b1 = 0;
    let b2 = 0;
    for (let p = 0; p < 12; p++) {
      const r = roots[p];
      if (r < 0 || !(g & (1 << PORT_SEG[ps + p]))) continue;
      let dup = false;
      for (let k = 0; k < n && !dup; k++) dup = seen[k] === r;
      if (dup) continue;
      seen[n++] = r;
      meeples += board.meepleCount[r];
      if (kind !== KIND_FIELD) {
        open += board.open[r];
        pennants += board.pennants[r];
        b0 |= board.tileBits[r * 3];
        b1 |= board.tileBits[r * 3 + 1];
        b2 |= board.tileBits[r * 3 + 2];
      }
    }
    if (kind === KIND_FIELD) {
      if (n > 1 && meeples > 0) return false;
      for (let j = i; j < nsegs; j++) if (g & (1 << j)) worth[j] = -1;
      continue;
    }
    if (meeples > 0) return false;
    // Its own open sides, less the two of each side joined (the tile's and the neighbour's).
    for (let j = i; j < nsegs; j++) {
      if (!(g & (1 << j))) continue;
      open += SEG_OPEN[so | j];
      pennants += SEG_PENNANT[so | j];
      for (let s = 0; s < 4; s++) if (joined & (1 << s) && PORT_SEG[ps + s * 3 + 1] === j) open -= 2;
    }
    const complete = open === 0;
    if (complete && kind === KIND_CITY && farmers) return false;
    const tiles = 1 + bitCount(b0) + bitCount(b1) + bitCount(b2);
    const w = complete ? completePoints(kind, tiles, pennants, rules) : incompletePoints(kind, tiles, pennants, rules);
    for (let j = i; j < nsegs; j++) if (g & (1 << j)) worth[j] = w;
    if (complete) quietDone |= g;
  }
  quietLast.board = board;
  quietLast.key = (((type * 4 + rot) * 65536 + (y & 0xffff)) * 65536) + (x & 0xffff);
  quietLast.tiles = board.tileCount;
  return true;
}

/** The last placement `quietPlacement` found quiet (its roots and groups are still in the scratch arrays below). */
const quietLast = { board: null as Board | null, key: 0, tiles: 0 };
/** The segments of the last quiet placement whose road or city it completes. */
let quietDone = 0;

/**
 * Every (farm, city) pair of a board: for each field segment of each tile that touches a city
 * segment of that tile, the farm's root and the city's (with repeats). Built once per board for
 * `quietFarmerWorth`, which reads the cities around a farm from it; `build` again after the board
 * changes.
 */
export class FarmCities {
  board: Board | null = null;
  private gen = 0;
  private stamp = new Int32Array(0);
  private head = new Int32Array(0);
  private nextPair = new Int32Array(256);
  private city = new Int32Array(256);

  build(board: Board): void {
    this.board = board;
    const nodes = board.parent.length;
    if (this.stamp.length < nodes) {
      this.stamp = new Int32Array(nodes);
      this.head = new Int32Array(nodes);
      this.gen = 0;
    }
    const gen = ++this.gen;
    let count = 0;
    const { at, list: fc } = FIELD_CITIES;
    for (let slot = 0; slot < board.tileCount; slot++) {
      const oriented = board.slotType[slot] * 4 + board.slotRot[slot];
      const base = slot << 3;
      for (let i = at[oriented], stop = at[oriented + 1]; i < stop; i += fc[i + 1] + 2) {
        const f = board.find(base | fc[i]);
        for (let k = i + 2, end = k + fc[i + 1]; k < end; k++) {
          if (count === this.city.length) this.grow();
          this.city[count] = board.find(base | fc[k]);
          this.nextPair[count] = this.stamp[f] === gen ? this.head[f] : -1;
          this.stamp[f] = gen;
          this.head[f] = count++;
        }
      }
    }
  }

  /**
   * What a lone farmer on the field of `node` earns on the board this was built for (third-edition
   * farm scoring: 3 for each completed city its farm touches), -1 when it cannot say (first-edition
   * scoring). The farm must hold no meeple but this farmer: then nobody else's points change.
   */
  loneFarmerWorth(node: number): number {
    const board = this.board!;
    if (!board.rules.farmers || board.rules.farmScoring !== 'third-edition') return -1;
    let ids = 0;
    for (let i = this.first(board.find(node)); i >= 0; i = this.nextPair[i]) {
      const r = this.city[i];
      if (board.open[r] !== 0) continue;
      let dup = false;
      for (let k = 0; k < ids && !dup; k++) dup = farmerIds[k] === r;
      if (dup) continue;
      if (ids === farmerIds.length) return -1;
      farmerIds[ids++] = r;
    }
    return 3 * ids;
  }

  /** The completed cities the farm of root f touches (each once). */
  completedAround(f: number): number {
    const board = this.board!;
    let ids = 0;
    for (let i = this.first(f); i >= 0; i = this.nextPair[i]) {
      const r = this.city[i];
      if (board.open[r] !== 0) continue;
      let dup = false;
      for (let k = 0; k < ids && !dup; k++) dup = farmerIds[k] === r;
      if (dup) continue;
      if (ids === farmerIds.length) return 1 << 20;
      farmerIds[ids++] = r;
    }
    return ids;
  }

  /** The first pair of farm root f (then `next` of each), -1 for none. */
  first(f: number): number {
    return this.stamp[f] === this.gen ? this.head[f] : -1;
  }

  next(i: number): number {
    return this.nextPair[i];
  }

  cityOf(i: number): number {
    return this.city[i];
  }

  private grow(): void {
    const c = new Int32Array(this.city.length * 2);
    c.set(this.city);
    this.city = c;
    const n = new Int32Array(this.nextPair.length * 2);
    n.set(this.nextPair);
    this.nextPair = n;
  }
}

const farmerIds = new Int32Array(64);
const farmerFarms = new Int32Array(12);

/**
 * What a lone farmer on field segment `seg` of a quiet placement earns (third-edition farm
 * scoring: 3 for each completed city its farm touches once the tile is down), or -1 when it
 * cannot say (first-edition scoring, where a farmer can take a city from farmers on other farms;
 * or a placement that is not quiet). Needs `quietPlacement` to have found this very placement on
 * this board quiet by its last call (so its roots and groups are at hand), and `cities` built for
 * the board. A quiet placement joins no farm holding a farmer to another and changes nobody's
 * points, and the segment is free, so the farmer is the only one on its farm: it earns what the
 * farm earns, and nobody else's points change. Property-tested against playing the move
 * (tests/unit/fast-paths.test.ts).
 */
export function quietFarmerWorth(board: Board, type: number, x: number, y: number, rot: number, seg: number, cities: FarmCities): number {
  const rules = board.rules;
  if (!rules.farmers || rules.farmScoring !== 'third-edition') return -1;
  if (quietLast.board !== board || quietLast.tiles !== board.tileCount || quietLast.key !== (((type * 4 + rot) * 65536 + (y & 0xffff)) * 65536) + (x & 0xffff)) return -1;
  if (cities.board !== board) return -1;
  const o = type * 4 + rot;
  const ps = o * 12;
  const so = o << 3;
  if (SEG_KIND[so | seg] !== KIND_FIELD) return -1;
  const roots = quietRoots;
  const group = quietGroup;
  const g = group[seg];
  let ids = 0;
  // A city after the placement: a group of the tile's segments (-1 - its first segment), else its root on the board.
  const add = (id: number): boolean => {
    for (let k = 0; k < ids; k++) if (farmerIds[k] === id) return true;
    if (ids === farmerIds.length) return false;
    farmerIds[ids++] = id;
    return true;
  };
  // The tile's own cities beside the farm's segments.
  const { at, list: fc } = FIELD_CITIES;
  for (let i = at[o], stop = at[o + 1]; i < stop; i += fc[i + 1] + 2) {
    if (!(g & (1 << fc[i]))) continue;
    for (let k = i + 2, end = k + fc[i + 1]; k < end; k++) {
      const c = fc[k];
      if (!(quietDone & (1 << c))) continue;
      const cg = group[c];
      if (!add(-1 - (31 - Math.clz32(cg & -cg)))) return -1;
    }
  }
  // The farms it joins, and the cities around them.
  let farms = 0;
  for (let p = 0; p < 12; p++) {
    const r = roots[p];
    if (r < 0 || !(g & (1 << PORT_SEG[ps + p]))) continue;
    let dup = false;
    for (let k = 0; k < farms && !dup; k++) dup = farmerFarms[k] === r;
    if (!dup) farmerFarms[farms++] = r;
  }
  for (let k = 0; k < farms; k++) {
    for (let i = cities.first(farmerFarms[k]); i >= 0; i = cities.next(i)) {
      const r = cities.cityOf(i);
      // A city the tile joins is one of the tile's groups now, completed or not by it.
      let id = r;
      let done = board.open[r] === 0;
      for (let q = 0; q < 12; q++) {
        if (roots[q] !== r) continue;
        const c = PORT_SEG[ps + q];
        const cg = group[c];
        id = -1 - (31 - Math.clz32(cg & -cg));
        done = (quietDone & (1 << c)) !== 0;
        break;
      }
      if (done && !add(id)) return -1;
    }
  }
  return 3 * ids;
}

/** Whether any meeple on the board stands on a field (a farmer). */
export function hasFarmer(board: Board): boolean {
  for (let i = 0; i < board.meepleTotal; i++) if (board.nodeKind(board.meepleNode[i]) === KIND_FIELD) return true;
  return false;
}

const quietRoots = new Int32Array(12);
const quietGroup = new Int32Array(8);
const quietSeen = new Int32Array(12);
const AROUND_DX = [-1, 0, 1, 1, 1, 0, -1, -1];
const AROUND_DY = [-1, -1, -1, 0, 1, 1, 1, 0];

function bitCount(v: number): number {
  let n = 0;
  for (; v !== 0; v &= v - 1) n++;
  return n;
}

/**
 * Final scoring without the feature list, allocation-light, for search and
 * self-play: adds each player's end points into `out`.
 */
export function finalPointsInto(board: Board, out: Int32Array): void {
  const rules = board.rules;
  zero(out);
  const counts = countsFor(board.players);
  const total = board.meepleTotal;
  // Each meeple's feature, found once.
  for (let i = 0; i < total; i++) meepleRoots[i] = board.find(board.meepleNode[i]);
  let farms = 0;
  for (let i = 0; i < total; i++) {
    const root = meepleRoots[i];
    // Score each occupied feature once: at its first meeple in the list.
    let first = true;
    for (let j = 0; j < i && first; j++) if (meepleRoots[j] === root) first = false;
    if (!first) continue;
    const kind = board.nodeKind(root);
    if (kind === KIND_FIELD) {
      if (rules.farmers) farmRoots[farms++] = root;
      continue;
    }
    zero(counts);
    for (let j = i; j < total; j++) if (meepleRoots[j] === root) counts[board.meeplePlayer[j]]++;
    let points: number;
    if (kind === KIND_CLOISTER) {
      const tiles = board.cloisterTiles(root >> 3);
      points = tiles === 9 ? 9 : incompletePoints(kind, tiles, 0, rules);
    } else {
      const tiles = board.tilesIn(root);
      points = board.open[root] === 0
        ? completePoints(kind, tiles, board.pennants[root], rules)
        : incompletePoints(kind, tiles, board.pennants[root], rules);
    }
    addMajority(counts, points, out);
  }
  if (farms === 0) return;
  // Farms: every (farm with a farmer, completed city it touches) pair, once.
  let pairs = 0;
  const meepleCount = board.meepleCount;
  const open = board.open;
  const { at, list: fc } = FIELD_CITIES;
  for (let slot = 0; slot < board.tileCount; slot++) {
    const oriented = board.slotType[slot] * 4 + board.slotRot[slot];
    const base = slot << 3;
    for (let i = at[oriented], stop = at[oriented + 1]; i < stop; i += fc[i + 1] + 2) {
      const f = board.find(base | fc[i]);
      if (meepleCount[f] === 0) continue;
      for (let k = i + 2, end = k + fc[i + 1]; k < end; k++) {
        const city = board.find(base | fc[k]);
        if (open[city] !== 0) continue;
        let seen = false;
        for (let q = 0; q < pairs && !seen; q++) seen = pairFarm[q] === f && pairCity[q] === city;
        if (!seen && pairs < PAIRS_MAX) {
          pairFarm[pairs] = f;
          pairCity[pairs++] = city;
        }
      }
    }
  }
  if (rules.farmScoring === 'first-edition') {
    // Each completed city: 4 to the majority of farmers over all the farms around it.
    for (let k = 0; k < pairs; k++) {
      const city = pairCity[k];
      let firstOfCity = true;
      for (let q = 0; q < k && firstOfCity; q++) firstOfCity = pairCity[q] !== city;
      if (!firstOfCity) continue;
      zero(counts);
      for (let j = 0; j < total; j++) {
        const r = meepleRoots[j];
        for (let q = k; q < pairs; q++) {
          if (pairCity[q] === city && pairFarm[q] === r) {
            counts[board.meeplePlayer[j]]++;
            break;
          }
        }
      }
      addMajority(counts, 4, out);
    }
    return;
  }
  for (let i = 0; i < farms; i++) {
    const f = farmRoots[i];
    let cities = 0;
    for (let k = 0; k < pairs; k++) if (pairFarm[k] === f) cities++;
    if (cities === 0) continue;
    zero(counts);
    for (let j = 0; j < total; j++) if (meepleRoots[j] === f) counts[board.meeplePlayer[j]]++;
    addMajority(counts, 3 * cities, out);
  }
}

/** Scratch for finalPointsInto (it allocates nothing): farms with a farmer and their (farm, city) pairs. */
const farmRoots = new Int32Array(256); // at most one per meeple on the board
const meepleRoots = new Int32Array(256);
/**
 * The fields that touch a city, for each oriented tile, as a flat list: field
 * segment, number of cities, the cities' segments; FIELD_CITIES.at[oriented]
 * is where that tile's part starts in FIELD_CITIES.list, .at[oriented + 1] where it ends. Built when
 * the module loads, by a pure call: a page that imports this module for something else leaves it out.
 */
const FIELD_CITIES: { at: Int16Array; list: Int8Array } = /* @__PURE__ */ fieldCitiesTable();

function fieldCitiesTable(): { at: Int16Array; list: Int8Array } {
  const at = new Int16Array(ORIENTED.length + 1);
  const list: number[] = [];
  ORIENTED.forEach((o, i) => {
    at[i] = list.length;
    o.segments.forEach((sg, seg) => {
      if (sg.kind === KIND_FIELD && sg.cities.length > 0) list.push(seg, sg.cities.length, ...sg.cities);
    });
  });
  at[ORIENTED.length] = list.length;
  return { at, list: Int8Array.from(list) };
}
const PAIRS_MAX = 1024;
const pairFarm = new Int32Array(PAIRS_MAX);
const pairCity = new Int32Array(PAIRS_MAX);
const countsByPlayers: Int32Array[] = [];
const countsFor = (players: number) => (countsByPlayers[players] ??= new Int32Array(players));

/** A loop: TypedArray.fill costs more than this on arrays of a few players. */
function zero(a: Int32Array): void {
  for (let i = 0; i < a.length; i++) a[i] = 0;
}

function addMajority(counts: Int32Array, points: number, out: Int32Array): void {
  let best = 0;
  for (let p = 0; p < counts.length; p++) if (counts[p] > best) best = counts[p];
  if (best === 0 || points === 0) return;
  for (let p = 0; p < counts.length; p++) if (counts[p] === best) out[p] += points;
}

/**
 * Two players: for an open cell, an upper bound on what any one move of a tile there (any rotation,
 * with or without a meeple) can add to the margin of the player to play (their total after final
 * scoring minus the other's). At the last tile the endgame search looks only at the moves on cells
 * whose bound could bring the value into its window. `begin` once per board and tile, then `cell(f)`
 * for an open cell by its index in the board's list. Per cell, added up over what a tile there can touch:
 * - each road and city beside the cell: all of it, as if the tile joined them all into one feature
 *   (a tile more for each of them, and a pennant), completed, and the player took it; plus what the
 *   other player holds on them now (a steal takes it from them);
 * - a feature of the tile's own that joins nothing, with the player's meeple: at most 9 (a cloister),
 *   4 without a cloister on the tile;
 * - each cloister of the player's around the cell: 1 more tile (9 when unfinished ones score nothing);
 * - farms (farmers on), third-edition: 3 for each completed city around the farms beside the cell,
 *   twice (the player may take the farm and the other lose it); 3 for each city beside the cell (the
 *   tile may complete it) and each of the tile's fields (at most 4); and 3 for each farm of the
 *   player's for each city completed. First-edition: 8 for each completed city around the farms
 *   beside the cell, and 16 for each city beside it (completed, and taken from the other).
 * `cities` must be built for the board when farmers are on. Property-tested against every move
 * played out (tests/unit/fast-paths.test.ts).
 */
export class GainBounds {
  private board: Board | null = null;
  private cities: FarmCities | null = null;
  private own = 0;
  private myFarms = 0;
  private gen = 0;
  private stamp = new Int32Array(0);
  private mine = new Int32Array(0);
  private theirs = new Int32Array(0);
  private farmStamp = new Int32Array(0);
  private farmCities = new Int32Array(0);
  private roots = new Int32Array(12);

  begin(board: Board, type: number, cities: FarmCities): void {
    const nodes = board.parent.length;
    if (this.stamp.length < nodes) {
      this.stamp = new Int32Array(nodes);
      this.mine = new Int32Array(nodes);
      this.theirs = new Int32Array(nodes);
      this.farmStamp = new Int32Array(nodes);
      this.farmCities = new Int32Array(nodes);
      this.gen = 0;
    }
    const gen = ++this.gen;
    this.board = board;
    this.cities = board.rules.farmers && cities.board === board ? cities : null;
    this.own = HAS_CLOISTER[type] ? 9 : 4;
    const me = board.toPlay;
    // Each player's meeples on each feature (by root), and the farms holding the player's farmers.
    let myFarms = 0;
    for (let i = 0; i < board.meepleTotal; i++) {
      const r = board.find(board.meepleNode[i]);
      if (this.stamp[r] !== gen) {
        this.stamp[r] = gen;
        this.mine[r] = 0;
        this.theirs[r] = 0;
      }
      if (board.meeplePlayer[i] === me) {
        if (this.mine[r]++ === 0 && board.nodeKind(r) === KIND_FIELD) myFarms++;
      } else this.theirs[r]++;
    }
    this.myFarms = myFarms;
  }

  cell(f: number): number {
    const board = this.board!;
    const rules = board.rules;
    const gen = this.gen;
    const roots = this.roots;
    const x = board.frontX[f];
    const y = board.frontY[f];
    let n = 0;
    for (let s = 0; s < 4; s++) {
      const ns = board.slotAt(x + SIDE_DX[s], y + SIDE_DY[s]);
      if (ns < 0) continue;
      const nps = (board.slotType[ns] * 4 + board.slotRot[ns]) * 12;
      for (let p = s * 3; p < s * 3 + 3; p++) {
        const r = board.find((ns << 3) | OPP_SEG[nps + p]);
        let dup = false;
        for (let k = 0; k < n && !dup; k++) dup = roots[k] === r;
        if (!dup) roots[n++] = r;
      }
    }
    let bound = this.own;
    let roadTiles = 0;
    let roads = 0;
    let cityTiles = 0;
    let cityPennants = 1;
    let citiesBeside = 0;
    let around = 0;
    for (let k = 0; k < n; k++) {
      const r = roots[k];
      const kind = board.nodeKind(r);
      if (kind === KIND_FIELD) {
        if (this.cities === null) continue;
        if (this.farmStamp[r] !== gen) {
          this.farmStamp[r] = gen;
          this.farmCities[r] = this.cities.completedAround(r);
        }
        around += this.farmCities[r];
        continue;
      }
      const tiles = board.tilesIn(r);
      if (kind === KIND_ROAD) {
        roadTiles += tiles;
        roads++;
      } else {
        cityTiles += tiles;
        cityPennants += board.pennants[r];
        citiesBeside++;
      }
      if (this.stamp[r] === gen && this.theirs[r] > 0) {
        bound += board.open[r] === 0
          ? completePoints(kind, tiles, board.pennants[r], rules)
          : incompletePoints(kind, tiles, board.pennants[r], rules);
      }
    }
    if (roads > 0) bound += roadTiles + roads;
    if (citiesBeside > 0) bound += 2 * (cityTiles + citiesBeside) + 2 * cityPennants;
    // Cloisters of the player's around the cell.
    for (let i = 0; i < board.cloisterCount; i++) {
      const c = board.cloisterSlots[i];
      const dx = board.slotX[c] - x;
      const dy = board.slotY[c] - y;
      if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;
      const r = board.find((c << 3) | ORIENTED[board.slotType[c] * 4 + board.slotRot[c]].cloisterSeg);
      if (this.stamp[r] === gen && this.mine[r] > 0) bound += rules.incompleteScore ? 1 : 9;
    }
    if (rules.farmers) {
      if (this.cities === null) return Infinity;
      if (rules.farmScoring === 'third-edition') bound += 6 * around + 12 * citiesBeside + 3 * this.myFarms * citiesBeside;
      else bound += 8 * (around + citiesBeside) + 8 * citiesBeside;
    }
    return bound;
  }
}
