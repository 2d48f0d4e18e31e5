/**
 * Could this position arise in a real game under its rules? Beside the score
 * checker's lenient reading (check.ts), which scores any board a table could
 * show, this asks whether a game could have led to it.
 *
 *   checkPossible(pos)                 → { verdict: 'possible', order, … }
 *                                       | { verdict: 'impossible', reasons: [ImpossibleReason, …], … }
 *                                       | { verdict: 'unknown', … }
 *   checkPossible(pos, { budget: 500, turns: false })
 *
 * First the necessary conditions, each broken one a typed reason (errors.ts,
 * IMPOSSIBLE_CODES): tiles and meeples within the box and the supplies, one
 * meeple a tile, no farmer when farmers are off, a start tile (a D) that holds
 * no meeple (nobody lays it, so nobody puts a meeple on it), no meeple on a
 * completed road, city or cloister (it scores and goes back at once, on the
 * last turn too), no two meeples of one feature whose parts meet directly
 * (side by side, or through the start tile: no tile could have been laid after
 * both to join them), and, when the position says who is to play, no player
 * with more meeples than turns.
 *
 * Then a search for an order of laying the tiles that produces the board: it
 * starts from a start tile (the position format marks none, so each D tile
 * without a meeple is tried, the one at (0, 0) first, then in list order), and
 * lays one tile at a time, each touching the tiles before it (edges match, as
 * the reader checked), each meeple put on its own tile the moment that tile is
 * laid, on a feature nobody holds then — the engine's own move check,
 * `Board.play`. Meeples never leave the board in such an order: a feature
 * that holds a meeple at the end was never completed (a completed road, city
 * or cloister cannot grow, and none holds a meeple at the end), and meeples
 * that came and went are not needed (leaving one out never hurts).
 *
 * With `turns` (the default) the players also take turns: the k-th tile after
 * the start tile is laid by the player k − 1 seats after the first player, who
 * is fixed by `toPlay` (any player when the position does not say), and a
 * meeple goes only on a tile its owner laid. A tile that fits nowhere is put
 * out of the game without passing the turn, so discards change nothing here.
 * Scores are not checked.
 *
 * The search (`Search`): depth-first over the tiles that touch the ones laid,
 * with the set of tiles laid as the whole state (it fixes the features, the
 * meeples placed and whose turn it is), so a set found to lead nowhere is
 * remembered and never searched again. Only features that hold two or more
 * meeples at the end ("contested") constrain the order. Without turns two
 * choices are safe and taken without trying others: a tile that touches no
 * contested feature, and a meeple that can be placed now (moving either to the
 * front of any order that works gives an order that works). A state is given
 * up as soon as an unplaced meeple's tile, laid now, would join a feature that
 * holds a meeple already, or two unplaced meeples' tiles would join one
 * feature (features only grow), or a player has more meeples still to place
 * than turns left. The search counts the tiles it lays; past `budget` (or
 * `timeLimitMs`, with `now`) it answers 'unknown'. The budget makes the answer
 * the same on every machine; the time cap does not.
 */
import { Board, OK } from './board';
import { readLenient } from './check';
import { readFor } from './notation';
import { ok, type Result } from './result';
import type { Cell, FieldWhere, ImpossibleReason, MeepleWhere, TileWhere } from './errors';
import { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_NAMES, START_TILE, SIDE_DX, SIDE_DY, TILE_DEFS, TILE_LETTERS, oppositePort, oriented, tileTypeIndex, type Spot } from './tiles';

/** Tiles laid by the search before it answers 'unknown', unless told otherwise. */
export const DEFAULT_POSSIBLE_BUDGET = 200_000;

export interface PossibleOptions {
  /** Most tiles the search lays in all, over every start tile tried (default DEFAULT_POSSIBLE_BUDGET). */
  budget?: number;
  /** The players take turns, and a meeple goes only on a tile its owner laid (default true). */
  turns?: boolean;
  /** Stop after this long (needs `now`): the answer is then 'unknown', and depends on the machine. */
  timeLimitMs?: number;
  now?: () => number;
}

/** One tile of an order that produces the board, in the order laid. */
export interface LaidTile {
  x: number;
  y: number;
  tile: string;
  rot: number;
  /** The meeple put on it as it is laid (its spot, in board orientation), or null. */
  meeple: Spot | null;
  /**
   * Who lays it: with turns, every tile's player (null for the start tile, which nobody lays);
   * without, the owner of its meeple, or null.
   */
  player: string | null;
}

export type PossibleReport =
  | {
      verdict: 'possible';
      /** The tiles in an order a game could have laid them, the start tile first. */
      order: LaidTile[];
      /** Whether the order keeps the players' turns (see PossibleOptions.turns). */
      turns: boolean;
      /** Tiles the search laid. */
      nodes: number;
    }
  | { verdict: 'impossible'; reasons: ImpossibleReason[]; turns: boolean; nodes: number }
  /** The search ran out of its budget (or time) before it found an order or ruled every one out. */
  | { verdict: 'unknown'; limit: 'budget' | 'time'; turns: boolean; nodes: number };

interface TileAt { x: number; y: number; tile: string; rot: number }
interface MeepleAt { tile: number; seg: number; player: number; index: number }

/**
 * Whether the position could arise in a game under its rules: the order found, the reasons it cannot, or
 * 'unknown' past the budget. A position that cannot even be read (the score checker's lenient reading refuses
 * it: a broken file, edges that do not match, tiles that do not touch) is refused with that error.
 */
export function checkPossible(pos: unknown, options: PossibleOptions = {}): Result<PossibleReport> {
  const read = readLenient(pos);
  if (!read.ok) return read;
  const raw = pos as Record<string, unknown>;
  const tiles = raw.tiles as TileAt[];
  if (tiles.length === 0) return { ok: false, error: { code: 'bad-position', params: { problem: 'no-tiles' } } };
  const { names } = read.value;
  const rules = read.value.board.rules;
  const players = names.length;
  // The tiles in hand and to come are read by the strict reader, beside the first tile (their counts come below).
  let hand = { inHand: -1, remaining: [] as number[] };
  if (raw.inHand !== undefined || raw.remaining !== undefined) {
    const { meeples: _m, tiles: _t, ...rest } = raw;
    const head = readFor({ ...rest, tiles: [tiles[0]], meeples: [] });
    if (!head.ok) {
      const e = head.error;
      if (!(e.code === 'bad-position' && e.params.cause === 'too-many-tiles')) return head;
      // One type too many with the first tile: count the hand's letters here (they are known letters).
      hand = { inHand: tileTypeIndex(String(raw.inHand ?? '')), remaining: ((raw.remaining as string[] | undefined) ?? []).map(tileTypeIndex) };
    } else {
      hand = head.value.hand;
    }
  }
  const types = tiles.map((t) => tileTypeIndex(t.tile));
  const cellIndex = new Map<string, number>();
  tiles.forEach((t, i) => cellIndex.set(`${t.x},${t.y}`, i));
  const rawMeeples = ((raw.meeples ?? []) as { player: string; x: number; y: number; at: Spot }[]);
  const meeples: MeepleAt[] = rawMeeples.map((m, i) => {
    const tile = cellIndex.get(`${m.x},${m.y}`)!;
    return { tile, seg: oriented(types[tile], tiles[tile].rot).spotSeg[m.at], player: names.indexOf(m.player.trim()), index: i };
  });
  const whereOf = (m: MeepleAt): MeepleWhere => ({ in: 'meeple', index: m.index + 1, player: names[m.player], x: tiles[m.tile].x, y: tiles[m.tile].y });
  const turns = options.turns ?? true;
  const toPlayGiven = typeof raw.toPlay === 'string' ? names.indexOf(raw.toPlay.trim()) : -1;

  // ---------------------------------------------------------------- necessary conditions of the whole board
  const reasons: ImpossibleReason[] = [];
  // Tiles: the box's count of each type, on the board, in hand and to come.
  const used = new Array<number>(TILE_DEFS.length).fill(0);
  const firstTooMany = new Map<number, TileWhere | FieldWhere>();
  const count = (type: number, where: TileWhere | FieldWhere) => {
    if (type < 0) return;
    if (++used[type] > TILE_DEFS[type].count && !firstTooMany.has(type)) firstTooMany.set(type, where);
  };
  tiles.forEach((t, i) => count(types[i], { in: 'tile', index: i + 1, x: t.x, y: t.y }));
  if (hand.inHand >= 0) count(hand.inHand, { in: 'field', path: ['inHand'] });
  hand.remaining.forEach((type, i) => count(type, { in: 'field', path: ['remaining', i] }));
  for (const [type, where] of firstTooMany) {
    reasons.push({
      code: 'too-many-tiles', tile: TILE_LETTERS[type], count: TILE_DEFS[type].count, where,
      onBoard: types.filter((t) => t === type).length, inHand: hand.inHand === type ? 1 : 0, remaining: hand.remaining.filter((t) => t === type).length,
    });
  }
  // Meeples: within each supply, one a tile, no farmer without farmers.
  const owned = new Array<number>(players).fill(0);
  for (const m of meeples) owned[m.player]++;
  owned.forEach((n, p) => {
    if (n > rules.meeples) reasons.push({ code: 'too-many-meeples', player: names[p], count: n, meeples: rules.meeples, where: { in: 'player', index: p + 1 } });
  });
  const meepleOn = new Int16Array(tiles.length).fill(-1);
  for (const m of meeples) {
    const first = meepleOn[m.tile];
    if (first >= 0) reasons.push({ code: 'meeples-on-tile', where: whereOf(m), other: first + 1 });
    else meepleOn[m.tile] = m.index;
    if (!rules.farmers && oriented(types[m.tile], tiles[m.tile].rot).segments[m.seg].kind === KIND_FIELD) reasons.push({ code: 'farmers-off', where: whereOf(m) });
  }
  // The start tile: a D, and not one with a meeple on it.
  const D = tileTypeIndex(START_TILE);
  const dTiles = tiles.map((_, i) => i).filter((i) => types[i] === D);
  const starts = dTiles.filter((i) => meepleOn[i] < 0);
  const atOrigin = starts.findIndex((i) => tiles[i].x === 0 && tiles[i].y === 0);
  if (atOrigin > 0) starts.unshift(...starts.splice(atOrigin, 1));
  if (dTiles.length === 0) reasons.push({ code: 'no-start-tile', tile: START_TILE });
  else if (starts.length === 0) {
    for (const i of dTiles) reasons.push({ code: 'meeple-on-start-tile', where: whereOf(meeples[meepleOn[i]]), starts: dTiles.length });
  }
  // Completed roads, cities and cloisters hold no meeple: they scored, and their meeples went back, at once.
  const full = new Board(players, { ...rules, meeples: Math.max(rules.meeples, ...owned) });
  tiles.forEach((t, i) => full.putTile(types[i], t.x, t.y, t.rot));
  const rootOf = (m: MeepleAt) => full.find((m.tile << 3) | m.seg);
  for (const m of meeples) {
    const root = rootOf(m);
    const kind = full.nodeKind(root);
    if (kind === KIND_FIELD || !full.isComplete(root)) continue;
    reasons.push({
      code: 'meeple-on-completed', kind: KIND_NAMES[kind] as 'road' | 'city' | 'cloister', where: whereOf(m),
      tiles: kind === KIND_CLOISTER ? 9 : full.tilesIn(root), pennants: kind === KIND_CITY ? full.pennants[root] : 0,
    });
  }
  // Two meeples of one feature whose parts meet where their tiles touch.
  const links = segmentLinks(tiles, types, cellIndex);
  const pairs: [MeepleAt, MeepleAt][] = [];
  for (let a = 0; a < meeples.length; a++) {
    for (let b = a + 1; b < meeples.length; b++) {
      const ma = meeples[a];
      const mb = meeples[b];
      if (ma.tile === mb.tile || full.nodeKind(rootOf(ma)) === KIND_CLOISTER || rootOf(ma) !== rootOf(mb)) continue;
      pairs.push([ma, mb]);
      if (joinedWithin(links, (ma.tile << 3) | ma.seg, (mb.tile << 3) | mb.seg, [ma.tile, mb.tile])) {
        reasons.push({ code: 'meeples-joined', kind: KIND_NAMES[full.nodeKind(rootOf(ma))] as 'road' | 'city' | 'field', where: whereOf(ma), other: whereOf(mb), through: 'touching' });
      }
    }
  }
  // Turns: with the player to play known, each player has laid a known number of the tiles after the start tile.
  if (turns && players > 1 && toPlayGiven >= 0) {
    const laid = turnsOf(players, firstPlayer(players, tiles.length, toPlayGiven), tiles.length);
    owned.forEach((n, p) => {
      if (n > laid[p]) reasons.push({ code: 'too-few-turns', player: names[p], meeples: n, turns: laid[p], toPlay: names[toPlayGiven], where: { in: 'player', index: p + 1 } });
    });
  }
  if (reasons.length) return ok({ verdict: 'impossible', reasons, turns, nodes: 0 });

  // ---------------------------------------------------------------- from each start tile: its own conditions, then the search
  const search = new Search(tiles, types, meeples, names.length, rules, full, options);
  const refused: ImpossibleReason[] = [];
  let limit: 'budget' | 'time' | null = null;
  for (const start of starts) {
    const cell: Cell = { x: tiles[start].x, y: tiles[start].y };
    const through: ImpossibleReason[] = [];
    for (const [ma, mb] of pairs) {
      if (joinedWithin(links, (ma.tile << 3) | ma.seg, (mb.tile << 3) | mb.seg, [ma.tile, mb.tile, start])) {
        through.push({ code: 'meeples-joined', kind: KIND_NAMES[full.nodeKind(rootOf(ma))] as 'road' | 'city' | 'field', where: whereOf(ma), other: whereOf(mb), through: 'start-tile', start: cell });
      }
    }
    if (through.length) {
      refused.push(...through);
      continue;
    }
    const free = search.run(start, -1);
    if (free === 'aborted') {
      limit = search.limit;
      break;
    }
    if (free === 'none') {
      refused.push({ code: 'no-order', start: cell });
      continue;
    }
    if (!turns || players === 1) return ok({ verdict: 'possible', order: search.report(names, false), turns, nodes: search.nodes });
    const firsts = toPlayGiven >= 0 ? [firstPlayer(players, tiles.length, toPlayGiven)] : names.map((_, p) => p);
    let found = false;
    for (const first of firsts) {
      const r = search.run(start, first);
      if (r === 'found') {
        found = true;
        break;
      }
      if (r === 'aborted') {
        limit = search.limit;
        break;
      }
    }
    if (found) return ok({ verdict: 'possible', order: search.report(names, true), turns, nodes: search.nodes });
    if (limit) break;
    refused.push({ code: 'turn-order', start: cell, toPlay: toPlayGiven >= 0 ? names[toPlayGiven] : null });
  }
  if (limit) return ok({ verdict: 'unknown', limit, turns, nodes: search.nodes });
  return ok({ verdict: 'impossible', reasons: refused, turns, nodes: search.nodes });
}

/** The first player, from the player to play after `tileCount - 1` tiles laid after the start tile. */
function firstPlayer(players: number, tileCount: number, toPlay: number): number {
  return (((toPlay - (tileCount - 1)) % players) + players) % players;
}

/** Tiles each player laid of the `tileCount - 1` after the start tile, `first` laying the first of them. */
function turnsOf(players: number, first: number, tileCount: number): number[] {
  const laid = new Array<number>(players).fill(0);
  for (let k = 1; k < tileCount; k++) laid[(first + k - 1) % players]++;
  return laid;
}

/** For each segment node (tile * 8 + segment), the nodes of neighbouring tiles it meets across a side. */
function segmentLinks(tiles: readonly TileAt[], types: readonly number[], cellIndex: ReadonlyMap<string, number>): Map<number, number[]> {
  const links = new Map<number, number[]>();
  tiles.forEach((t, i) => {
    const o = oriented(types[i], t.rot);
    for (let s = 0; s < 4; s++) {
      const j = cellIndex.get(`${t.x + SIDE_DX[s]},${t.y + SIDE_DY[s]}`);
      if (j === undefined) continue;
      const on = oriented(types[j], tiles[j].rot);
      for (let k = 0; k < 3; k++) {
        const p = s * 3 + k;
        const a = (i << 3) | o.portSeg[p];
        const b = (j << 3) | on.portSeg[oppositePort(p)];
        const list = links.get(a) ?? [];
        if (!list.includes(b)) list.push(b);
        links.set(a, list);
      }
    }
  });
  return links;
}

/** Whether nodes `a` and `b` are joined through segments of the given tiles only. */
function joinedWithin(links: ReadonlyMap<number, number[]>, a: number, b: number, within: readonly number[]): boolean {
  const seen = new Set<number>([a]);
  const stack = [a];
  while (stack.length) {
    const n = stack.pop()!;
    if (n === b) return true;
    for (const m of links.get(n) ?? []) {
      if (!seen.has(m) && within.includes(m >> 3)) {
        seen.add(m);
        stack.push(m);
      }
    }
  }
  return false;
}

type Outcome = 'found' | 'none' | 'aborted';

/**
 * The search for an order of laying the tiles (see the top of this file). One instance serves every start tile
 * and first player tried, and counts the tiles it lays over all of them.
 */
class Search {
  nodes = 0;
  limit: 'budget' | 'time' | null = null;
  private readonly n: number;
  private readonly budget: number;
  private readonly deadline: number;
  private readonly now?: () => number;
  /** The neighbours of each tile (tile indexes, 4 per tile, -1 for none). */
  private readonly nbr: Int16Array;
  /** The meeple on each tile (index into `meeples`), -1 for none. */
  private readonly meepleOn: Int16Array;
  /** Whether a meeple's feature holds other meeples at the end. */
  private readonly contested: Uint8Array;
  /** Whether any segment of a tile belongs to a contested feature. */
  private readonly risky: Uint8Array;
  /**
   * Whether laying a tile as soon as it touches the board is safe when the players' turns do not matter: none of
   * its segments is in a contested feature but the one its own meeple stands on. Moved to the front of an order
   * that works, such a tile keeps it working: it joins nothing for anyone else, and its own meeple, placed among
   * fewer tiles, finds its feature no fuller than before.
   */
  private readonly safe: Uint8Array;
  /** For each meeple, the meeples of its feature (contested meeples only). */
  private readonly rivals: number[][];
  private readonly boards: Board[];
  private readonly laid: Uint8Array;
  /** Laid neighbours of each tile (a tile touching the board has at least one). */
  private readonly touching: Uint8Array;
  private readonly order: number[] = [];
  private readonly bits = new Int32Array(3);
  private dead = new Set<string>();
  private first = -1;
  private scratch: number[][] = [];

  constructor(
    private readonly tiles: readonly TileAt[],
    private readonly types: readonly number[],
    private readonly meeples: readonly MeepleAt[],
    private readonly players: number,
    rules: Board['rules'],
    full: Board,
    options: PossibleOptions,
  ) {
    const n = tiles.length;
    this.n = n;
    this.budget = options.budget ?? DEFAULT_POSSIBLE_BUDGET;
    this.now = options.now;
    this.deadline = options.timeLimitMs !== undefined && options.now ? options.now() + options.timeLimitMs : Infinity;
    const cellIndex = new Map<string, number>();
    tiles.forEach((t, i) => cellIndex.set(`${t.x},${t.y}`, i));
    this.nbr = new Int16Array(n * 4).fill(-1);
    tiles.forEach((t, i) => {
      for (let s = 0; s < 4; s++) this.nbr[i * 4 + s] = cellIndex.get(`${t.x + SIDE_DX[s]},${t.y + SIDE_DY[s]}`) ?? -1;
    });
    this.meepleOn = new Int16Array(n).fill(-1);
    meeples.forEach((m, i) => (this.meepleOn[m.tile] = i));
    const root = meeples.map((m) => full.find((m.tile << 3) | m.seg));
    const held = new Map<number, number>();
    for (const r of root) held.set(r, (held.get(r) ?? 0) + 1);
    this.contested = Uint8Array.from(root, (r) => ((held.get(r) ?? 0) > 1 ? 1 : 0));
    this.rivals = meeples.map((_, i) => (this.contested[i] ? meeples.map((_, j) => j).filter((j) => j !== i && root[j] === root[i]) : []));
    const contestedRoots = new Set(root.filter((r) => (held.get(r) ?? 0) > 1));
    this.risky = new Uint8Array(n);
    this.safe = new Uint8Array(n).fill(1);
    tiles.forEach((t, i) => {
      const segs = oriented(types[i], t.rot).segments.length;
      const own = this.meepleOn[i] >= 0 ? meeples[this.meepleOn[i]].seg : -1;
      for (let s = 0; s < segs; s++) {
        if (!contestedRoots.has(full.find((i << 3) | s))) continue;
        this.risky[i] = 1;
        if (s !== own) this.safe[i] = 0;
      }
    });
    this.boards = Array.from({ length: n + 1 }, () => new Board(players, rules));
    this.laid = new Uint8Array(n);
    this.touching = new Uint8Array(n);
    this.scratch = meeples.map(() => []);
  }

  /** Search from the start tile `start`; `first` is the first player when the players take turns, -1 when they do not. */
  run(start: number, first: number): Outcome {
    this.first = first;
    this.dead = new Set();
    this.laid.fill(0);
    this.touching.fill(0);
    this.bits.fill(0);
    this.order.length = 0;
    const b = this.boards[1];
    b.reset();
    const t = this.tiles[start];
    b.putTile(this.types[start], t.x, t.y, t.rot);
    this.lay(start);
    const out = this.dfs(1);
    if (out !== 'found') this.unlay(start);
    return out;
  }

  /** The order found by the last successful run. */
  report(names: readonly string[], turns: boolean): LaidTile[] {
    return this.order.map((i, k) => {
      const t = this.tiles[i];
      const m = this.meepleOn[i];
      const o = oriented(this.types[i], t.rot);
      const meeple = m >= 0 ? o.segments[this.meeples[m].seg].spot : null;
      let player: string | null = null;
      if (turns && k > 0) player = names[(this.first + k - 1) % this.players];
      else if (!turns && m >= 0) player = names[this.meeples[m].player];
      return { x: t.x, y: t.y, tile: TILE_LETTERS[this.types[i]], rot: t.rot, meeple, player };
    });
  }

  private lay(i: number): void {
    this.laid[i] = 1;
    this.order.push(i);
    this.bits[i >> 5] |= 1 << (i & 31);
    for (let s = 0; s < 4; s++) {
      const j = this.nbr[i * 4 + s];
      if (j >= 0) this.touching[j]++;
    }
  }

  private unlay(i: number): void {
    this.laid[i] = 0;
    this.order.pop();
    this.bits[i >> 5] &= ~(1 << (i & 31));
    for (let s = 0; s < 4; s++) {
      const j = this.nbr[i * 4 + s];
      if (j >= 0) this.touching[j]--;
    }
  }

  /** The player who lays the tile of step `k` (the start tile is step 0). */
  private playerAt(k: number): number {
    return (this.first + k - 1) % this.players;
  }

  private dfs(depth: number): Outcome {
    if (depth === this.n) return 'found';
    if (++this.nodes > this.budget) {
      this.limit = 'budget';
      return 'aborted';
    }
    if (this.now && (this.nodes & 1023) === 0 && this.now() > this.deadline) {
      this.limit = 'time';
      return 'aborted';
    }
    const key = `${this.bits[0]},${this.bits[1]},${this.bits[2]}`;
    if (this.dead.has(key)) return 'none';
    const board = this.boards[depth];
    const turns = this.first >= 0;
    const player = turns ? this.playerAt(depth) : -1;
    // The tiles that touch the board, in the order they are tried.
    const meepleTiles: number[] = [];
    const freeTiles: number[] = [];
    const riskyTiles: number[] = [];
    let safe = -1;
    for (let i = 0; i < this.n; i++) {
      if (this.laid[i] || this.touching[i] === 0) continue;
      const m = this.meepleOn[i];
      if (!turns) {
        if (this.safe[i]) {
          safe = i;
          break;
        }
        if (m >= 0) meepleTiles.push(i);
        else riskyTiles.push(i);
      } else if (m >= 0) {
        if (this.meeples[m].player === player) meepleTiles.push(i);
      } else if (this.risky[i]) riskyTiles.push(i);
      else freeTiles.push(i);
    }
    let tries: number[];
    // Without turns a safe tile is laid at once and nothing else is tried: moved to the front, it keeps any order good.
    if (safe >= 0) tries = [safe];
    else if (!turns) tries = [...meepleTiles, ...riskyTiles];
    else {
      // Contested meeples first, then uncontested ones, then tiles without a meeple (those near unplaced meeples first).
      meepleTiles.sort((a, b) => this.contested[this.meepleOn[b]] - this.contested[this.meepleOn[a]] || a - b);
      tries = [...meepleTiles, ...this.nearMeeplesFirst(freeTiles), ...this.nearMeeplesFirst(riskyTiles)];
    }
    const child = this.boards[depth + 1];
    for (const i of tries) {
      const m = this.meepleOn[i];
      const t = this.tiles[i];
      child.copyFrom(board);
      if (m >= 0) child.toPlay = this.meeples[m].player;
      const code = child.play(this.types[i], t.x, t.y, t.rot, m >= 0 ? this.meeples[m].seg : -1);
      if (code !== OK) continue;
      this.lay(i);
      let out: Outcome = 'none';
      if (this.viable(child, depth + 1)) out = this.dfs(depth + 1);
      if (out === 'found') return out;
      this.unlay(i);
      if (out === 'aborted') return out;
    }
    this.dead.add(key);
    return 'none';
  }

  /** Tiles next to an unplaced meeple's tile first (they bring it within reach), each group in list order. */
  private nearMeeplesFirst(list: number[]): number[] {
    const near = (i: number) => {
      for (let s = 0; s < 4; s++) {
        const j = this.nbr[i * 4 + s];
        if (j >= 0 && !this.laid[j] && this.meepleOn[j] >= 0) return 1;
      }
      return 0;
    };
    return list.map((i) => [near(i), i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]).map(([, i]) => i);
  }

  /**
   * Whether a board with `laidCount` tiles can still lead somewhere: no unplaced contested meeple whose tile,
   * laid now, would join a feature that holds a meeple, no two that would join one feature, and (with turns)
   * no player with more meeples to place than turns left.
   */
  private viable(board: Board, laidCount: number): boolean {
    const reach = this.scratch;
    for (let m = 0; m < this.meeples.length; m++) {
      reach[m].length = 0;
      const mp = this.meeples[m];
      if (!this.contested[m] || this.laid[mp.tile] || this.touching[mp.tile] === 0) continue;
      const t = this.tiles[mp.tile];
      const o = oriented(this.types[mp.tile], t.rot);
      if (board.segmentJoinsOccupied(o.segments[mp.seg].ports, o.portSeg, mp.seg, t.x, t.y, reach[m])) return false;
    }
    for (let m = 0; m < this.meeples.length; m++) {
      if (reach[m].length === 0) continue;
      for (const r of this.rivals[m]) {
        if (r > m && reach[r].some((root) => reach[m].includes(root))) return false;
      }
    }
    if (this.first >= 0 && this.players > 1) {
      const left = new Array<number>(this.players).fill(0);
      for (let k = laidCount; k < this.n; k++) left[this.playerAt(k)]++;
      for (let m = 0; m < this.meeples.length; m++) if (!this.laid[this.meeples[m].tile]) left[this.meeples[m].player]--;
      if (left.some((l) => l < 0)) return false;
    }
    return true;
  }
}
