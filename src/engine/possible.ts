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
 * both to join them), when the position says who is to play, no player
 * with more meeples than turns, and scores that the completed features could pay.
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
 *
 * Scores: during play points come only from roads, cities and cloisters completed (farms pay at the end), each
 * paying its holders once, and a completed feature stays on the board as it was. So each player's score must be
 * the sum of some of the completed features on the board, at most one for each tile that player could have put a
 * meeple on (a board with nothing completed has every score 0). This is a necessary condition only: the search
 * below does not follow the scores.
 *
 * The search (`Search`): depth-first, with the set of tiles laid as the whole
 * state (it fixes the features, the meeples placed and whose turn it is), so
 * a set found to lead nowhere is remembered and never searched again. Only
 * features that hold two or more meeples at the end ("contested") constrain
 * the order. Forwards, it lays tiles that touch the ones laid; without turns a
 * tile with no contested segment but its own meeple's is laid at once and
 * nothing else is tried (moved to the front of any order that works, it keeps
 * the order working), and a state is given up as soon as an unplaced meeple's
 * tile, laid now, would join a feature that holds a meeple, or two unplaced
 * meeples' tiles would join one feature (features only grow), or a player has
 * more meeples still to place than turns left. Backwards, it takes tiles away
 * from the finished board, the last laid first: a tile whose removal keeps the
 * rest connected, a meeple's tile once its feature on the tiles left holds no
 * other meeple (taking tiles away only frees features). Three ways (two
 * forwards, one backwards; `WAYS`) take turns from each start tile with a cap
 * that grows fourfold each round; each is complete, so the first to finish
 * answers. With turns, the search starts from an order found without them.
 * The search counts the tiles it lays (or takes away); past `budget` (or
 * `timeLimitMs`, with `now`) it answers 'unknown'. The budget makes the answer
 * the same on every machine; the time cap does not.
 */
import { Board, OK, completePoints } from './board';
import { allRoots } from './features';
import { readLenient } from './check';
import { readFor } from './notation';
import { withDefaults, type Rules } from './rules';
import { fail, ok, type Result } from './result';
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
  /** The meeple put on it as it is laid (its segment's first spot name, in board orientation), or null. */
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
  if (tiles.length === 0) return fail('bad-position', { problem: 'no-tiles' });
  const { names } = read.value;
  // The position's own rules (the lenient board's supply is stretched to hold every meeple on it).
  const rules = withDefaults(raw.rules as Partial<Rules> | undefined);
  const players = names.length;
  // The tiles in hand and to come are read by the strict reader, beside the first tile (their counts come below).
  let hand = { inHand: -1, remaining: [] as number[] };
  if (raw.inHand !== undefined || raw.remaining !== undefined) {
    const { meeples: _m, tiles: _t, ...rest } = raw;
    const head = readFor({ ...rest, tiles: [tiles[0]], meeples: [] });
    if (head.ok) hand = head.value.hand;
    else {
      const e = head.error;
      if (!(e.code === 'bad-position' && e.params.cause === 'too-many-tiles')) return head;
      // Too many of a type (counted below, with the whole board): the shape is right, the letters are checked here.
      const letters: [string, FieldWhere][] = [];
      if (typeof raw.inHand === 'string') letters.push([raw.inHand, { in: 'field', path: ['inHand'] }]);
      ((raw.remaining ?? []) as string[]).forEach((l, i) => letters.push([l, { in: 'field', path: ['remaining', i] }]));
      for (const [tile, where] of letters) if (tileTypeIndex(tile) < 0) return fail('bad-position', { cause: 'unknown-tile', tile, where });
      hand = { inHand: typeof raw.inHand === 'string' ? tileTypeIndex(raw.inHand) : -1, remaining: ((raw.remaining ?? []) as string[]).map(tileTypeIndex) };
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
    for (const i of dTiles) reasons.push({ code: 'meeple-on-start-tile', where: whereOf(meeples[meepleOn[i]]), tile: START_TILE, starts: dTiles.length });
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
  // Scores: during play, points come only from roads, cities and cloisters as they are completed (farms pay at the
  // end), each once, for the players holding it then, and a completed feature stays on the board as it was. So each
  // player's score is the sum of some of the completed features on the board (any of them: a player may have held
  // it), at most one for each tile that player could have put a meeple on: a feature held took a meeple put on a tile
  // its owner laid, and each meeple still on the board took a tile of its own.
  const completed = completedValues(full);
  const scores = read.value.board.scores;
  const after = tiles.length - 1 - meeples.length;
  for (let p = 0; p < players; p++) {
    if (scores[p] === 0) continue;
    let most = Math.max(0, after);
    if (turns && players > 1) {
      const laid = toPlayGiven >= 0 ? turnsOf(players, firstPlayer(players, tiles.length, toPlayGiven), tiles.length)[p] : Math.ceil((tiles.length - 1) / players);
      most = Math.min(most, Math.max(0, laid - owned[p]));
    }
    if (!reachable(completed, scores[p], most)) {
      reasons.push({ code: 'unreachable-score', player: names[p], score: scores[p], completed: completed.length, most: Math.min(most, completed.length), where: { in: 'player', index: p + 1 } });
    }
  }
  if (reasons.length) return ok({ verdict: 'impossible', reasons, turns, nodes: 0 });

  // ---------------------------------------------------------------- from each start tile: its own conditions, then the search
  const search = new Search(tiles, types, meeples, names.length, rules, full, links, options);
  const firsts = !turns || players === 1 ? [] : toPlayGiven >= 0 ? [firstPlayer(players, tiles.length, toPlayGiven)] : names.map((_, p) => p);
  const refused: ImpossibleReason[][] = starts.map(() => []);
  const jobs: Job[] = [];
  starts.forEach((start, c) => {
    const cell: Cell = { x: tiles[start].x, y: tiles[start].y };
    for (const [ma, mb] of pairs) {
      if (joinedWithin(links, (ma.tile << 3) | ma.seg, (mb.tile << 3) | mb.seg, [ma.tile, mb.tile, start])) {
        refused[c].push({ code: 'meeples-joined', kind: KIND_NAMES[full.nodeKind(rootOf(ma))] as 'road' | 'city' | 'field', where: whereOf(ma), other: whereOf(mb), through: 'start-tile', start: cell });
      }
    }
    if (refused[c].length === 0) for (const way of WAYS) jobs.push({ candidate: c, start, first: -1, way, dead: new Set(), guide: null, state: 'open' });
  });
  // Every search (each start tile, each way of ordering its tries, then each first player) gets a few tiles to lay,
  // then four times as many, and so on: a start tile that leads nowhere, or a way of trying that goes astray,
  // cannot use up the budget before the others have had their turn. The ways differ only in speed: each is a
  // complete search, so the first to finish answers for the others.
  for (let cap = 1024; jobs.some((j) => j.state === 'open'); cap *= 4) {
    for (let j = 0; j < jobs.length; j++) {
      const job = jobs[j];
      if (job.state !== 'open') continue;
      const r = search.run(job.start, job.first, job.way, job.dead, cap, job.guide);
      if (r === 'aborted') return ok({ verdict: 'unknown', limit: search.limit ?? 'budget', turns, nodes: search.nodes });
      if (r === 'capped') continue;
      for (const other of jobs) if (other.candidate === job.candidate && other.first === job.first) other.state = r;
      if (r === 'found' && job.first >= 0) return ok({ verdict: 'possible', order: search.report(names, job.first), turns, nodes: search.nodes });
      // Without turns, or with one player (who lays every tile).
      if (r === 'found' && firsts.length === 0) return ok({ verdict: 'possible', order: search.report(names, turns ? 0 : null), turns, nodes: search.nodes });
      if (r === 'found') {
        // Without turns the tiles can be laid in order: look for an order in turn, trying that order's moves first.
        const guide = search.ranks();
        for (const first of firsts) for (const way of WAYS) jobs.push({ candidate: job.candidate, start: job.start, first, way, dead: new Set(), guide, state: 'open' });
      }
    }
  }
  // Every start tile refused: its own reasons, or no order at all, or none in turn.
  const all: ImpossibleReason[] = [];
  starts.forEach((start, c) => {
    const cell: Cell = { x: tiles[start].x, y: tiles[start].y };
    const free = jobs.find((j) => j.candidate === c && j.first < 0);
    if (free?.state === 'none') refused[c].push({ code: 'no-order', start: cell });
    if (free?.state === 'found') refused[c].push({ code: 'turn-order', start: cell, toPlay: toPlayGiven >= 0 ? names[toPlayGiven] : null });
    all.push(...refused[c]);
  });
  return ok({ verdict: 'impossible', reasons: all, turns, nodes: search.nodes });
}

/**
 * How a search goes. 0 and 1 lay tiles from the start tile on; where they must choose, without turns 0 tries
 * tiles in list order and 1 the tiles nearest an unplaced meeple that shares its feature first, and with turns 0
 * follows an order found without turns and 1 tries the player's own meeples first, then tiles near unplaced
 * meeples. 2 goes backwards (`Search.back`): it takes tiles away from the finished board, the last laid first.
 */
const WAYS = [0, 1, 2] as const;
type Way = (typeof WAYS)[number];

/** One search to run: from a start tile, without turns (`first` -1) or with `first` as the first player. */
interface Job {
  /** Index into the start tiles tried. */
  candidate: number;
  start: number;
  first: number;
  way: Way;
  /** Sets of tiles laid found to lead nowhere (kept between rounds: they stay dead). */
  dead: Set<string>;
  /** For a search in turn: each tile's place in an order found without turns (tried first), or null. */
  guide: Int16Array | null;
  state: 'open' | 'found' | 'none';
}

/** The first player, from the player to play after `tileCount - 1` tiles laid after the start tile. */
function firstPlayer(players: number, tileCount: number, toPlay: number): number {
  return (((toPlay - (tileCount - 1)) % players) + players) % players;
}

/** What each completed road, city and cloister on the board paid its holders when it was completed. */
function completedValues(board: Board): number[] {
  const out: number[] = [];
  for (const root of allRoots(board)) {
    const kind = board.nodeKind(root);
    if (kind === KIND_FIELD || !board.isComplete(root)) continue;
    out.push(completePoints(kind, kind === KIND_CLOISTER ? 9 : board.tilesIn(root), kind === KIND_CITY ? board.pennants[root] : 0, board.rules));
  }
  return out;
}

/** Whether `score` is the sum of at most `most` of `values` (each used once). */
function reachable(values: readonly number[], score: number, most: number): boolean {
  if (score === 0) return true;
  if (score < 0 || !Number.isInteger(score) || most === 0) return false;
  // reach[k][s]: some k of the values seen so far add up to s.
  const reach = Array.from({ length: most + 1 }, () => new Uint8Array(score + 1));
  reach[0][0] = 1;
  for (const v of values) {
    if (v <= 0 || v > score) continue;
    for (let k = most; k >= 1; k--) {
      const from = reach[k - 1];
      const to = reach[k];
      for (let s = score; s >= v; s--) if (from[s - v]) to[s] = 1;
    }
  }
  return reach.some((r) => r[score] === 1);
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

/** 'capped': this run's own cap reached (it may go on with a larger one); 'aborted': the whole budget or time used. */
type Outcome = 'found' | 'none' | 'capped' | 'aborted';

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
  /** The board after each number of tiles laid (made when first needed). */
  private readonly boards: Board[] = [];
  private readonly rules: Board['rules'];
  private readonly laid: Uint8Array;
  /** Laid neighbours of each tile (a tile touching the board has at least one). */
  private readonly touching: Uint8Array;
  private readonly order: number[] = [];
  private readonly bits = new Int32Array(3);
  private dead = new Set<string>();
  private first = -1;
  private guide: Int16Array | null = null;
  private way: Way = 0;
  private cap = 0;
  private runNodes = 0;
  private scratch: number[][] = [];
  private dist: Int16Array;
  /** Going backwards: the tiles whose removal would split the board (articulation points), and their scratch. */
  private cut: Uint8Array;
  private low: Int16Array;
  private seen: Int16Array;
  private start = 0;
  /** Going backwards: the tiles taken away, the last laid first. */
  private readonly removed: number[] = [];
  constructor(
    private readonly tiles: readonly TileAt[],
    private readonly types: readonly number[],
    private readonly meeples: readonly MeepleAt[],
    private readonly players: number,
    rules: Board['rules'],
    full: Board,
    private readonly links: ReadonlyMap<number, number[]>,
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
    this.rules = rules;
    this.laid = new Uint8Array(n);
    this.touching = new Uint8Array(n);
    this.scratch = meeples.map(() => []);
    this.dist = new Int16Array(n);
    this.cut = new Uint8Array(n);
    this.low = new Int16Array(n);
    this.seen = new Int16Array(n);
  }

  /**
   * Search from the start tile `start`; `first` is the first player when the players take turns, -1 when they do
   * not. `dead` holds the sets of tiles found to lead nowhere by earlier runs of the same search (and gets this
   * run's); the run stops ('capped') after `cap` tiles laid. `guide` ranks the tiles to try first, or is null.
   */
  run(start: number, first: number, way: Way, dead: Set<string>, cap: number, guide: Int16Array | null): Outcome {
    this.first = first;
    this.way = way;
    this.dead = dead;
    this.cap = cap;
    this.runNodes = 0;
    this.guide = guide;
    this.start = start;
    if (way === 2) return this.runBack(start);
    this.laid.fill(0);
    this.touching.fill(0);
    this.bits.fill(0);
    this.order.length = 0;
    const b = this.boardAt(1);
    b.reset();
    const t = this.tiles[start];
    b.putTile(this.types[start], t.x, t.y, t.rot);
    this.lay(start);
    return this.dfs(1);
  }

  /** Each tile's place in the order found by the last successful run. */
  ranks(): Int16Array {
    const rank = new Int16Array(this.n);
    this.order.forEach((i, k) => (rank[i] = k));
    return rank;
  }

  /**
   * The order found by the last successful run. With `first` (the first player, when the players take turns)
   * every tile after the start tile is given its player; without, each meeple's tile its owner.
   */
  report(names: readonly string[], first: number | null): LaidTile[] {
    return this.order.map((i, k) => {
      const t = this.tiles[i];
      const m = this.meepleOn[i];
      const o = oriented(this.types[i], t.rot);
      const meeple = m >= 0 ? o.segments[this.meeples[m].seg].spot : null;
      let player: string | null = null;
      if (first !== null && k > 0) player = names[(first + k - 1) % this.players];
      else if (first === null && m >= 0) player = names[this.meeples[m].player];
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

  private boardAt(depth: number): Board {
    return (this.boards[depth] ??= new Board(this.players, this.rules));
  }

  /** Count one tile laid (or taken away): 'aborted' past the budget or the time, 'capped' past this run's cap. */
  private tick(): Outcome | null {
    if (++this.nodes > this.budget) {
      this.limit = 'budget';
      return 'aborted';
    }
    if (this.now && (this.nodes & 1023) === 1 && this.now() > this.deadline) {
      this.limit = 'time';
      return 'aborted';
    }
    if (++this.runNodes > this.cap) return 'capped';
    return null;
  }

  /**
   * Backwards: from the finished board, take away one tile at a time (the last laid first) until only the start
   * tile is left. A tile may go when the others still hang together, and a meeple's tile when its feature, on the
   * tiles left, holds no other meeple (it was free when that tile was laid); with turns, a meeple's tile only on
   * one of its owner's turns. Taking tiles away only frees features, so the meeples never block the way back;
   * only the board's connection and the turns can.
   */
  private runBack(start: number): Outcome {
    this.laid.fill(1); // the tiles still on the board
    this.bits.fill(0);
    for (let i = 0; i < this.n; i++) this.bits[i >> 5] |= 1 << (i & 31);
    this.removed.length = 0;
    // Distance from the start tile over the whole board: far tiles go first.
    const dist = this.dist;
    dist.fill(-1);
    dist[start] = 0;
    const queue = [start];
    for (let q = 0; q < queue.length; q++) {
      for (let s = 0; s < 4; s++) {
        const j = this.nbr[queue[q] * 4 + s];
        if (j >= 0 && dist[j] < 0) {
          dist[j] = dist[queue[q]] + 1;
          queue.push(j);
        }
      }
    }
    const out = this.back(this.n);
    this.order.length = 0;
    if (out === 'found') this.order.push(start, ...[...this.removed].reverse());
    return out;
  }

  private back(count: number): Outcome {
    if (count === 1) return 'found';
    const stop = this.tick();
    if (stop) return stop;
    const key = `${this.bits[0]},${this.bits[1]},${this.bits[2]}`;
    if (this.dead.has(key)) return 'none';
    this.findCuts();
    const turns = this.first >= 0;
    // The tile taken away now was laid at step count - 1 (the start tile is step 0).
    const player = turns ? this.playerAt(count - 1) : -1;
    const tries: number[] = [];
    for (let i = 0; i < this.n; i++) {
      if (!this.laid[i] || i === this.start || this.cut[i]) continue;
      const m = this.meepleOn[i];
      if (m >= 0 && turns && this.meeples[m].player !== player) continue;
      if (m >= 0 && this.contested[m] && !this.aloneOnBoard(m)) continue;
      tries.push(i);
    }
    // Meeples that may go first (each frees its feature), then tiles that join contested features, then the rest;
    // far from the start tile first; with a guide, the last laid in it first.
    const group = (i: number) => (this.meepleOn[i] >= 0 && this.contested[this.meepleOn[i]] ? 0 : this.risky[i] ? 1 : 2);
    const guide = this.guide;
    tries.sort((a, b) => group(a) - group(b) || (guide ? guide[b] - guide[a] : this.dist[b] - this.dist[a] || b - a));
    for (const i of tries) {
      this.take(i);
      let out: Outcome = 'none';
      if (!turns || this.turnsLeftBack(count - 1)) out = this.back(count - 1);
      if (out === 'found') return out;
      this.put(i);
      if (out === 'aborted' || out === 'capped') return out;
    }
    this.dead.add(key);
    return 'none';
  }

  private take(i: number): void {
    this.laid[i] = 0;
    this.bits[i >> 5] &= ~(1 << (i & 31));
    this.removed.push(i);
  }

  private put(i: number): void {
    this.laid[i] = 1;
    this.bits[i >> 5] |= 1 << (i & 31);
    this.removed.pop();
  }

  /** Whether meeple m's feature, on the tiles still on the board, holds no other meeple. */
  private aloneOnBoard(m: number): boolean {
    const from = (this.meeples[m].tile << 3) | this.meeples[m].seg;
    const seen = new Set<number>([from]);
    const stack = [from];
    while (stack.length) {
      const node = stack.pop()!;
      const other = this.meepleOn[node >> 3];
      if (node !== from && other >= 0 && other !== m && this.meeples[other].seg === (node & 7)) return false;
      for (const next of this.links.get(node) ?? []) {
        if (this.laid[next >> 3] && !seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return true;
  }

  /** Mark the tiles on the board whose removal would split it (articulation points, Tarjan, from the start tile). */
  private findCuts(): void {
    const { cut, low, seen, nbr } = this;
    cut.fill(0);
    seen.fill(-1);
    let time = 0;
    // An explicit stack of (tile, parent, next side to look at).
    const stack: [number, number, number][] = [[this.start, -1, 0]];
    seen[this.start] = low[this.start] = time++;
    let rootChildren = 0;
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [i, parent] = top;
      if (top[2] < 4) {
        const j = nbr[i * 4 + top[2]++];
        if (j < 0 || !this.laid[j] || j === parent) continue;
        if (seen[j] >= 0) low[i] = Math.min(low[i], seen[j]);
        else {
          seen[j] = low[j] = time++;
          if (i === this.start) rootChildren++;
          stack.push([j, i, 0]);
        }
        continue;
      }
      stack.pop();
      if (parent >= 0) {
        low[parent] = Math.min(low[parent], low[i]);
        if (parent !== this.start && low[i] >= seen[parent]) cut[parent] = 1;
      }
    }
    if (rootChildren > 1) cut[this.start] = 1;
  }

  /** Going backwards with turns: no player has more meeples still on the board than turns among the first `count - 1`. */
  private turnsLeftBack(count: number): boolean {
    if (this.players === 1) return true;
    const left = new Array<number>(this.players).fill(0);
    for (let k = 1; k < count; k++) left[this.playerAt(k)]++;
    for (let m = 0; m < this.meeples.length; m++) if (this.laid[this.meeples[m].tile]) left[this.meeples[m].player]--;
    return left.every((l) => l >= 0);
  }

  private dfs(depth: number): Outcome {
    if (depth === this.n) return 'found';
    if (++this.nodes > this.budget) {
      this.limit = 'budget';
      return 'aborted';
    }
    if (++this.runNodes > this.cap) return 'capped';
    if (this.now && (this.nodes & 1023) === 1 && this.now() > this.deadline) {
      this.limit = 'time';
      return 'aborted';
    }
    const key = `${this.bits[0]},${this.bits[1]},${this.bits[2]}`;
    if (this.dead.has(key)) return 'none';
    const board = this.boardAt(depth);
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
    else if (!turns) tries = this.way === 1 ? this.towardMeeples([...meepleTiles, ...riskyTiles]) : [...meepleTiles, ...riskyTiles];
    else {
      // The player's own meeples first, then tiles without one, free ones before risky ones; each group in the order
      // of the guide (an order found without turns), or contested meeples and tiles near unplaced meeples first.
      const guide = this.guide;
      if (guide && this.way === 0) {
        // The guide's next tile when this player may lay it; then tiles that join nothing for anyone else (free
        // tiles, and the player's meeples that are safe), then the rest: each group in the guide's order.
        let next = -1;
        for (let i = 0; i < this.n; i++) if (!this.laid[i] && this.touching[i] && (next < 0 || guide[i] < guide[next])) next = i;
        const group = (i: number) => (i === next ? 0 : this.safe[i] ? 1 : 2);
        tries = [...meepleTiles, ...freeTiles, ...riskyTiles].sort((a, b) => group(a) - group(b) || guide[a] - guide[b]);
      } else {
        meepleTiles.sort((a, b) => this.contested[this.meepleOn[b]] - this.contested[this.meepleOn[a]] || a - b);
        tries = [...meepleTiles, ...this.nearMeeplesFirst(freeTiles), ...this.nearMeeplesFirst(riskyTiles)];
      }
    }
    const child = this.boardAt(depth + 1);
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
      if (out === 'aborted' || out === 'capped') return out;
    }
    this.dead.add(key);
    return 'none';
  }

  /**
   * Tiles nearest an unplaced contested meeple first (counted in tiles not laid yet; the meeple's own tile is
   * nearest), then in list order: reaching such a meeple early gives it the best chance of a free feature.
   */
  private towardMeeples(list: number[]): number[] {
    const dist = this.dist;
    dist.fill(-1);
    const queue: number[] = [];
    for (let m = 0; m < this.meeples.length; m++) {
      const i = this.meeples[m].tile;
      if (this.contested[m] && !this.laid[i] && dist[i] < 0) {
        dist[i] = 0;
        queue.push(i);
      }
    }
    for (let q = 0; q < queue.length; q++) {
      const i = queue[q];
      for (let s = 0; s < 4; s++) {
        const j = this.nbr[i * 4 + s];
        if (j >= 0 && !this.laid[j] && dist[j] < 0) {
          dist[j] = dist[i] + 1;
          queue.push(j);
        }
      }
    }
    const far = this.n;
    return list.sort((a, b) => (dist[a] < 0 ? far : dist[a]) - (dist[b] < 0 ? far : dist[b]) || a - b);
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
