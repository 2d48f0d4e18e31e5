/**
 * The score checker's lenient reading (/check/): a board copied from a real
 * table after the game, scored feature by feature even when it cannot quite
 * be right. Problems a table can make — a finished feature still holding its
 * meeple, more tiles of a type than the box holds, more meeples than a player
 * owns, two meeples on one tile, a farmer when farmers are not played — come
 * back as warnings (a code and a place, CHECK_WARNING_CODES in errors.ts);
 * only what cannot be scored at all is refused, with the strict reader's own
 * error: a broken file, edges that do not match, tiles not connected.
 *
 *   checkPosition(pos)      → { before, endgame, total, winners, features, warnings } (by player name)
 *   fitRotations(pos, 'L', 1, 0) → the rotations of L that fit at (1, 0), or why none does
 *
 * The strict reader (notation.ts `readFor`) checks every part of the file it
 * can: the file without its tiles and meeples, then each tile and each meeple
 * on its own, so the refusals name the same problems in the same words.
 */
import { Board, completePoints } from './board';
import { allRoots, describeFeature, majority, type Feature, type FeatureKind } from './features';
import { finalScore } from './scoring';
import { byPlayer, nonZeroByPlayer } from './explain';
import { readFor, type Position, type ReadPosition } from './notation';
import { fail, ok, type Result } from './result';
import { foundOf, type CheckWarning, type EngineError, type MeepleWhere, type TileWhere } from './errors';
import { KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD, SIDES, SIDE_DX, SIDE_DY, EDGE_LETTER, TILE_DEFS, TOTAL_TILES, oriented, tileTypeIndex, type Spot } from './tiles';
import { MAX_MEEPLES_PER_PLAYER, MAX_PLAYERS, type Rules } from './rules';
import type { ColorName } from './colors';

type ByPlayer = Record<string, number>;

/** A cell of the board. */
export interface CellAt { x: number; y: number }

/** A completed city a farm supplies: its tiles (cells) and its parts (for outlining it). */
export interface SuppliedCity {
  tiles: CellAt[];
  pennants: number;
  parts: { x: number; y: number; at: Spot }[];
}

/** One scored feature of the checker's result. */
export interface CheckedFeature {
  /** Stable across rule changes for the same board: kind and the feature's first part ("farm@0,1,NW"); a first-edition city row is "farm-city@…". */
  key: string;
  kind: FeatureKind;
  complete: boolean;
  tiles: number;
  pennants: number;
  /** The distinct cells of the feature (for a first-edition farm row: the city's cells). */
  cells: CellAt[];
  parts: { x: number; y: number; at: Spot }[];
  meeples: ByPlayer;
  winners: string[];
  points: number;
  /** Points by player name for this feature (winners get `points`, everyone else 0). */
  gains: ByPlayer;
  /** For a farm: each completed city it supplies (first edition: the one city of the row). */
  cities?: SuppliedCity[];
}

export interface CheckReport {
  rules: Rules;
  players: string[];
  /** The colour the position gives each player, by seat (null where it gives none). */
  colors: (ColorName | null)[];
  /** Scores on the track before the final scoring. */
  before: ByPlayer;
  /** Points each player gains in the final scoring. */
  endgame: ByPlayer;
  total: ByPlayer;
  winners: string[];
  features: CheckedFeature[];
  warnings: CheckWarning[];
}

/** A board read leniently: the strict reader's result, and the problems it let through. */
export interface LenientRead extends Omit<ReadPosition, 'warnings'> {
  warnings: CheckWarning[];
}

const STUB_TILE = (x: number, y: number) => ({ x, y, tile: 'D', rot: 0 });

type Where = TileWhere | MeepleWhere | { in: 'field'; path: readonly (string | number)[] } | { in: 'player'; index: number };

/** An error about entry 0 of a one-entry list, moved to entry `i` of the real list. */
function renumber(error: EngineError, list: 'tiles' | 'meeples', i: number): EngineError {
  const params = error.params as { where?: Where };
  const where = params.where;
  if (!where) return error;
  let moved: Where = where;
  if (where.in === 'field' && where.path[0] === list && where.path[1] === 0) moved = { in: 'field', path: [list, i, ...where.path.slice(2)] };
  else if ((where.in === 'tile' && list === 'tiles') || (where.in === 'meeple' && list === 'meeples')) moved = { ...where, index: i + 1 };
  return { ...error, params: { ...params, where: moved } } as EngineError;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Read a position as the checker does: refused only when it cannot be scored at all. */
export function readLenient(pos: unknown): Result<LenientRead> {
  if (!isObject(pos)) return fail('bad-position', { problem: 'not-object', found: foundOf(pos) });
  const tiles = pos.tiles;
  const meeples = pos.meeples;
  if (Array.isArray(tiles) && tiles.length > TOTAL_TILES) {
    return fail('bad-position', { problem: 'too-many', what: 'tiles', count: tiles.length, max: TOTAL_TILES });
  }
  if (Array.isArray(meeples) && meeples.length > MAX_PLAYERS * MAX_MEEPLES_PER_PLAYER) {
    return fail('bad-position', { problem: 'too-many', what: 'meeples', count: meeples.length, max: MAX_PLAYERS * MAX_MEEPLES_PER_PLAYER });
  }
  // 1. Everything but the tiles and meeples (and the hand, which the checker does not use).
  const { inHand: _h, remaining: _r, draw: _d, ...rest } = pos;
  // An empty board is a board to start from (the checker's first tile goes anywhere).
  const stubTiles = Array.isArray(tiles) ? [STUB_TILE(0, 0)] : tiles;
  const head = readFor({ ...rest, tiles: stubTiles, meeples: Array.isArray(meeples) ? [] : meeples });
  if (!head.ok) return head;
  const names = head.value.names;
  const rules = head.value.board.rules;
  const list = tiles as unknown[];
  // 2. Each tile on its own: its shape, its letter and its rotation.
  const cells = new Map<string, number>();
  for (let i = 0; i < list.length; i++) {
    const one = readFor({ ...rest, tiles: [list[i]], meeples: [] });
    if (!one.ok) return { ok: false, error: renumber(one.error, 'tiles', i) };
    const t = list[i] as { x: number; y: number };
    const key = `${t.x},${t.y}`;
    const other = cells.get(key);
    if (other !== undefined) return fail('bad-position', { cause: 'occupied', where: tileWhere(i, t), other: other + 1 });
    cells.set(key, i);
  }
  const entries = list as { x: number; y: number; tile: string; rot: number }[];
  const types = entries.map((t) => tileTypeIndex(t.tile));
  const warnings: CheckWarning[] = [];
  // More copies of a type than the box holds: a warning at the first one too many.
  const used = new Array<number>(TILE_DEFS.length).fill(0);
  types.forEach((type, i) => {
    if (++used[type] === TILE_DEFS[type].count + 1) {
      const onBoard = types.filter((t) => t === type).length;
      warnings.push({ code: 'too-many-tiles', tile: entries[i].tile, count: TILE_DEFS[type].count, onBoard, where: tileWhere(i, entries[i]) });
    }
  });
  // 3. Edges match and the tiles hang together (refused: such a board cannot be scored).
  const shape = entries.length ? checkShape(entries, types, cells) : null;
  if (shape) return { ok: false, error: shape };
  // 4. Each meeple on its own (its shape, its player, its tile and spot), against a board of its tile alone.
  const mlist = (meeples ?? []) as unknown[];
  const free = { ...rules, farmers: true };
  for (let i = 0; i < mlist.length; i++) {
    const m = mlist[i];
    const at = isObject(m) && typeof m.x === 'number' && typeof m.y === 'number' ? cells.get(`${m.x},${m.y}`) : undefined;
    const own = at === undefined ? STUB_TILE(isObject(m) && m.x === 0 && m.y === 0 ? 1 : 0, 0) : entries[at];
    const one = readFor({ ...rest, rules: { ...free, meeples: MAX_MEEPLES_PER_PLAYER }, tiles: [own], meeples: [m] });
    if (!one.ok) return { ok: false, error: renumber(one.error, 'meeples', i) };
  }
  // 5. The board, with every meeple (more than a player owns, several on a tile, farmers when farmers are off).
  const moves = mlist as { player: string; x: number; y: number; at: Spot }[];
  const count = new Array<number>(names.length).fill(0);
  const index = (name: string) => names.indexOf(name.trim());
  for (const m of moves) count[index(m.player)]++;
  const board = new Board(names.length, { ...rules, meeples: Math.max(rules.meeples, ...count) });
  entries.forEach((t, i) => board.putTile(types[i], t.x, t.y, t.rot));
  const onTile = new Map<number, number>();
  moves.forEach((m, i) => {
    const slot = cells.get(`${m.x},${m.y}`)!;
    const where: MeepleWhere = { in: 'meeple', index: i + 1, player: m.player.trim(), x: m.x, y: m.y };
    const o = oriented(types[slot], entries[slot].rot);
    const seg = o.spotSeg[m.at];
    if (o.segments[seg].kind === KIND_FIELD && !rules.farmers) warnings.push({ code: 'farmers-off', where });
    const prev = onTile.get(slot);
    if (prev === undefined) onTile.set(slot, i);
    else warnings.push({ code: 'meeples-on-tile', where, other: prev + 1 });
    board.addMeeple((slot << 3) | seg, index(m.player));
  });
  count.forEach((n, p) => {
    if (n > rules.meeples) warnings.push({ code: 'too-many-meeples', player: names[p], count: n, meeples: rules.meeples, where: { in: 'player', index: p + 1 } });
  });
  board.scores.set(head.value.board.scores);
  board.toPlay = head.value.board.toPlay;
  // Finished roads, cities and cloisters that still hold meeples: they should have scored during play.
  for (const root of allRoots(board)) {
    if (board.meepleCount[root] === 0 || !board.isComplete(root)) continue;
    const f = describeFeature(board, root);
    if (f.kind === 'farm') continue;
    const winners = majority(f.meeples);
    const first = f.meepleList[0];
    warnings.push({
      code: 'scored-during-play',
      kind: f.kind,
      x: first.x,
      y: first.y,
      at: first.at,
      tiles: f.tiles,
      pennants: f.pennants,
      points: completedValue(f, rules),
      winners: winners.map((p) => names[p]),
      meeples: nonZeroByPlayer(names, f.meeples),
      indexes: Array.from({ length: board.meepleTotal }, (_, i) => i).filter((i) => board.find(board.meepleNode[i]) === root),
      parts: f.parts,
    });
  }
  return ok({ board, names, warnings, hand: head.value.hand, colors: head.value.colors });
}

const tileWhere = (i: number, t: { x: number; y: number }): TileWhere => ({ in: 'tile', index: i + 1, x: t.x, y: t.y });

const KIND_OF = { city: KIND_CITY, road: KIND_ROAD, cloister: KIND_CLOISTER, farm: KIND_FIELD } as const;

/** What a finished road, city or cloister scores during play. */
function completedValue(f: Feature, rules: Rules): number {
  return completePoints(KIND_OF[f.kind], f.tiles, f.pennants, rules);
}

/** Edges that do not match, or a tile not connected to the first: the strict reader's error (as its cause), else null. */
function checkShape(tiles: readonly { x: number; y: number; tile: string; rot: number }[], types: readonly number[], cells: ReadonlyMap<string, number>): EngineError | null {
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    const edges = oriented(types[i], t.rot).edges;
    for (const side of [1, 2]) { // east and south: each touching pair once
      const j = cells.get(`${t.x + SIDE_DX[side]},${t.y + SIDE_DY[side]}`);
      if (j === undefined) continue;
      const other = tiles[j];
      const mine = (edges >> (2 * side)) & 3;
      const theirs = (oriented(types[j], other.rot).edges >> (2 * ((side + 2) % 4))) & 3;
      if (mine !== theirs) {
        return {
          code: 'bad-position',
          params: {
            cause: 'edge-mismatch', x: t.x, y: t.y, tile: t.tile, rot: t.rot, side: SIDES[side], edge: EDGE_LETTER[mine],
            nx: other.x, ny: other.y, ntile: other.tile, nedge: EDGE_LETTER[theirs], where: tileWhere(i, t), other: j + 1,
          },
        };
      }
    }
  }
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const i = queue.pop()!;
    for (let s = 0; s < 4; s++) {
      const j = cells.get(`${tiles[i].x + SIDE_DX[s]},${tiles[i].y + SIDE_DY[s]}`);
      if (j !== undefined && !seen.has(j)) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  if (seen.size === tiles.length) return null;
  const lost = tiles.findIndex((_, i) => !seen.has(i));
  return { code: 'bad-position', params: { cause: 'not-connected', where: tileWhere(lost, tiles[lost]), tile: tiles[lost].tile } };
}

// ------------------------------------------------------------------ scoring

const partKey = (p: { x: number; y: number; at: string }) => `${p.x},${p.y},${p.at}`;

/** The distinct cells of a list of parts, in order. */
function cellsOf(parts: readonly { x: number; y: number }[]): CellAt[] {
  const seen = new Set<string>();
  const out: CellAt[] = [];
  for (const p of parts) {
    const k = `${p.x},${p.y}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push({ x: p.x, y: p.y });
    }
  }
  return out;
}

function suppliedCity(board: Board, root: number): SuppliedCity {
  const c = describeFeature(board, root);
  return { tiles: cellsOf(c.parts), pennants: c.pennants, parts: c.parts };
}

/**
 * Final scoring for the checker: every unfinished road, city and cloister
 * and every farm, under the position's rules. A finished feature that still
 * holds meeples is left out (it scored during play; see its warning).
 */
export function checkPosition(pos: unknown): Result<CheckReport> {
  const read = readLenient(pos);
  if (!read.ok) return read;
  const { board, names, warnings, colors } = read.value;
  const score = finalScore(board);
  const endgame = new Array<number>(names.length).fill(0);
  const features: CheckedFeature[] = [];
  for (const f of score.features) {
    if (f.kind !== 'farm' && f.complete) continue;
    for (const p of f.winners) endgame[p] += f.points;
    const firstEdition = f.kind === 'farm' && board.rules.farmScoring === 'first-edition';
    const cities = f.kind === 'farm' ? (f.cities ?? []).map((c) => suppliedCity(board, c)) : undefined;
    const gains = new Array<number>(names.length).fill(0);
    for (const p of f.winners) gains[p] = f.points;
    const out: CheckedFeature = {
      key: `${firstEdition ? 'farm-city' : f.kind}@${partKey(firstEdition ? cities![0].parts[0] : f.parts[0])}`,
      kind: f.kind,
      complete: f.complete,
      tiles: firstEdition ? cities![0].tiles.length : f.tiles,
      pennants: f.pennants,
      cells: cellsOf(firstEdition ? cities![0].parts : f.parts),
      parts: f.parts,
      meeples: nonZeroByPlayer(names, f.meeples),
      winners: f.winners.map((p) => names[p]),
      points: f.points,
      gains: byPlayer(names, gains),
    };
    if (cities) out.cities = cities;
    features.push(out);
  }
  const before = Array.from(board.scores);
  const total = endgame.map((e, p) => e + before[p]);
  return ok({
    rules: { ...board.rules },
    players: [...names],
    colors,
    before: byPlayer(names, before),
    endgame: byPlayer(names, endgame),
    total: byPlayer(names, total),
    winners: majority(total.map((t) => t + 1)).map((p) => names[p]),
    features,
    warnings,
  });
}

// ------------------------------------------------------------------ entering a tile

/**
 * The rotations (0–3, look-alikes included) of `tile` whose edges match
 * every neighbour of (x, y), or why none can: the cell touches no tile, or
 * no rotation matches (the first rotation's mismatch). A tile already on the
 * cell is not looked at (so it can be turned); the box's count is not
 * checked (the checker warns about it instead).
 */
export function fitRotations(pos: unknown, tile: string, x: number, y: number): Result<number[]> {
  const read = readLenient(pos);
  if (!read.ok) return read;
  const type = tileTypeIndex(String(tile));
  if (type < 0) return fail('unknown-tile', { tile: String(tile) });
  if (!Number.isInteger(x) || !Number.isInteger(y)) return fail('bad-move', { problem: 'cell', x, y });
  const { board } = read.value;
  const others = board.tileCount - (board.slotAt(x, y) >= 0 ? 1 : 0);
  const sides = [0, 1, 2, 3].map((s) => board.slotAt(x + SIDE_DX[s], y + SIDE_DY[s]));
  if (others > 0 && sides.every((s) => s < 0)) return fail('not-adjacent', { x, y, tile: String(tile), rot: 0 });
  const fits: number[] = [];
  let firstMismatch: Result<number[]> | null = null;
  for (let rot = 0; rot < 4; rot++) {
    const edges = oriented(type, rot).edges;
    let bad = -1;
    for (let s = 0; s < 4 && bad < 0; s++) {
      const n = sides[s];
      if (n < 0) continue;
      const theirs = (oriented(board.slotType[n], board.slotRot[n]).edges >> (2 * ((s + 2) % 4))) & 3;
      if (((edges >> (2 * s)) & 3) !== theirs) bad = s;
    }
    if (bad < 0) fits.push(rot);
    else if (!firstMismatch) {
      const n = sides[bad];
      const theirs = (oriented(board.slotType[n], board.slotRot[n]).edges >> (2 * ((bad + 2) % 4))) & 3;
      firstMismatch = fail('edge-mismatch', {
        x, y, tile: String(tile), rot, side: SIDES[bad], edge: EDGE_LETTER[(edges >> (2 * bad)) & 3],
        nx: board.slotX[n], ny: board.slotY[n], ntile: TILE_DEFS[board.slotType[n]].letter, nedge: EDGE_LETTER[theirs],
      });
    }
  }
  return fits.length ? ok(fits) : firstMismatch!;
}

export type { Position };
