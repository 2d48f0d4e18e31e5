/**
 * The claim checker shared by the tests of the site's teaching texts
 * (tests/unit/lessons.test.ts, tests/unit/puzzle-claims.test.ts): what the
 * engine says a claimed number is, on a given board (`measureOnBoard`), and
 * whether a statement without a number holds there (`factOnBoard`: "is
 * complete", "holds it", "nobody holds it", "may put a meeple there"). A claim
 * ties a number or a statement of a text to what it is (docs/lessons.md and
 * docs/puzzles.md, "claims"); each test picks the board (before or after a
 * move) and the default move, then asks here. One `case` per kind.
 */
import { explainMove, featureAt, legalMoves, placeTile, scorePosition, validatePosition, type Move, type Position } from '../../src/engine/api';
import { TILE_DEFS } from '../../src/engine/tiles';
import { DEFAULT_RULES, MAX_PLAYERS } from '../../src/engine/rules';
import { RULE_FACTS, type RuleName } from '../../src/components/learn/schema';

export function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }, what: string): T {
  if (!r.ok) throw new Error(`${what}: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The roads that end at each village (the tiles with a junction). */
function junctionRoads(): number[] {
  return TILE_DEFS.map((d) => d.roads.filter((r) => r.end === 'junction').length).filter((n) => n > 0);
}

/** Rule constants the engine knows, checked against it (the others are facts of the rule books, docs/lessons.md). */
export const ENGINE_RULES: Partial<Record<RuleName, number>> = {
  'tiles-in-game': TILE_DEFS.reduce((n, d) => n + d.count, 0),
  'tile-types': TILE_DEFS.length,
  'meeples-per-player': DEFAULT_RULES.meeples,
  'max-players': MAX_PLAYERS,
  'pennants-in-game': TILE_DEFS.reduce((n, d) => n + d.count * d.cities.filter((c) => c.pennant).length, 0),
  'cloisters-in-game': TILE_DEFS.reduce((n, d) => n + (d.cloister ? d.count : 0), 0),
  'junction-roads-fewest': Math.min(...junctionRoads()),
  'junction-roads-most': Math.max(...junctionRoads()),
  'sides-per-tile': TILE_DEFS[0].edges.length,
  'edge-kinds': new Set(TILE_DEFS.flatMap((d) => [...d.edges])).size,
};

/** A rule constant: the engine's where it has one, else RULE_FACTS; an unknown name throws. */
export function ruleValue(name: string): number {
  if (!(name in RULE_FACTS)) throw new Error(`"${name}" is not a rule constant (RULE_FACTS)`);
  return ENGINE_RULES[name as RuleName] ?? RULE_FACTS[name as RuleName];
}

/** A spot on the board. */
export interface Ref { x: number; y: number; spot: string }

/** The claims about a board that lessons and puzzles share (the lesson schema's kinds but `rule`). */
export type BoardClaim =
  | { kind: 'feature-points' | 'feature-tiles' | 'feature-pennants' | 'farm-cities' | 'cloister-neighbours'; at: Ref }
  | { kind: 'feature-meeples'; at: Ref; player?: string }
  | { kind: 'move-points'; move?: Move; player?: string }
  | { kind: 'move-completes'; move?: Move }
  | { kind: 'final-score' | 'score' | 'track-space' | 'track-laps' | 'meeples-in-supply' | 'meeples-on-board'; player: string }
  /** With `feature`, only what features of that kind add (a puzzle's "6 from farms"). */
  | { kind: 'endgame-points'; player: string; feature?: string }
  | { kind: 'tiles-on-board' }
  | { kind: 'legal-cells' | 'cells-ruled-out'; tile: string }
  | { kind: 'legal-rotations'; tile: string; x: number; y: number }
  | { kind: 'cell-neighbours'; x: number; y: number }
  | { kind: 'tile-features'; tile: string; feature: 'road' | 'city' | 'field' | 'cloister' }
  | { kind: 'tile-edges'; tile: string; edge: 'city' | 'road' | 'field' };

/**
 * Statements without a number about a board (their claims' values are true or false): the lesson schema's
 * `factIs` and the puzzles' fact kinds (PUZZLE_FACT_KINDS, src/engine/puzzle.ts).
 */
export type BoardFact =
  /** The road, city or cloister at the spot is complete. */
  | { kind: 'feature-complete'; at: Ref }
  /** The player is among those the feature at the spot pays (the most meeples on it); without a player, anyone is. */
  | { kind: 'feature-held'; at: Ref; player?: string }
  /** The two spots lie on the same road, city, cloister or field. */
  | { kind: 'same-feature'; at: Ref; and: Ref }
  /** The move (the tile with its meeple, or none) is one the rules allow on this board. */
  | { kind: 'move-allowed'; move?: Move }
  /** The tile fits the cell in some rotation ("no curve fits there any more": false after the move). */
  | { kind: 'tile-fits'; tile: string; x: number; y: number };

/** The kinds of BoardFact. */
export const FACT_KINDS = ['feature-complete', 'feature-held', 'same-feature', 'move-allowed', 'tile-fits'] as const;

const feature = (pos: Position, at: Ref, what: string) => must(featureAt(pos, at.x, at.y, at.spot), what);
const toPlay = (pos: Position) => pos.toPlay ?? pos.players[0];
const SIDES = [[0, -1], [1, 0], [0, 1], [-1, 0]] as const;
const tileAt = (board: Position, x: number, y: number) => board.tiles.some((t) => t.x === x && t.y === y);
/** Empty cells that touch the map along a side. */
function openCells(board: Position): { x: number; y: number }[] {
  const out = new Map<string, { x: number; y: number }>();
  for (const t of board.tiles)
    for (const [dx, dy] of SIDES) if (!tileAt(board, t.x + dx, t.y + dy)) out.set(`${t.x + dx},${t.y + dy}`, { x: t.x + dx, y: t.y + dy });
  return [...out.values()];
}
const legalCells = (board: Position, tile: string) => new Set(must(legalMoves(board, tile), 'legal cells').map((p) => `${p.x},${p.y}`));
const scoreOf = (board: Position, player: string) => must(validatePosition(board), 'score').scores?.[player] ?? NaN;

/** What the engine says the claimed number is on `board`; `defaultMove` is the move of a `move-points` claim without one. */
export function measureOnBoard(is: BoardClaim, board: Position, defaultMove: Move | null): number {
  switch (is.kind) {
    case 'feature-points':
      return feature(board, is.at, 'claim').value;
    case 'feature-tiles':
      return feature(board, is.at, 'claim').tiles;
    case 'feature-pennants':
      return feature(board, is.at, 'claim').pennants;
    case 'farm-cities':
      return feature(board, is.at, 'claim').cities ?? NaN;
    case 'cloister-neighbours': {
      const f = feature(board, is.at, 'claim');
      if (f.kind !== 'cloister') throw new Error(`cloister-neighbours: the spot ${JSON.stringify(is.at)} is a ${f.kind}, not a cloister`);
      let n = 0;
      for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) if ((dx || dy) && tileAt(board, is.at.x + dx, is.at.y + dy)) n++;
      return n;
    }
    case 'feature-meeples': {
      const m = feature(board, is.at, 'claim').meeples;
      return is.player ? (m[is.player] ?? 0) : Object.values(m).reduce((a, b) => a + b, 0);
    }
    case 'move-points': {
      const mv = is.move ?? defaultMove;
      if (!mv) throw new Error('move-points needs a move or a place step');
      const r = must(placeTile(board, mv), 'move-points');
      return r.scored[is.player ?? toPlay(board)] ?? NaN;
    }
    case 'move-completes': {
      const mv = is.move ?? defaultMove;
      if (!mv) throw new Error('move-completes needs a move or a place step');
      return must(placeTile(board, mv), 'move-completes').completed.filter((c) => c.kind !== 'farm').length;
    }
    case 'final-score':
      return must(scorePosition(board), 'final-score').total[is.player] ?? NaN;
    case 'endgame-points': {
      const score = must(scorePosition(board), 'endgame-points');
      if (is.feature === undefined) return score.endgame[is.player] ?? NaN;
      return score.features.filter((f) => f.kind === is.feature && f.winners.includes(is.player)).reduce((n, f) => n + f.points, 0);
    }
    case 'score':
      return scoreOf(board, is.player);
    case 'track-space':
      return scoreOf(board, is.player) % ruleValue('score-track-lap');
    case 'track-laps':
      return Math.floor(scoreOf(board, is.player) / ruleValue('score-track-lap'));
    case 'tiles-on-board':
      return board.tiles.length;
    case 'meeples-in-supply':
      return (board.rules?.meeples ?? DEFAULT_RULES.meeples) - (board.meeples ?? []).filter((m) => m.player === is.player).length;
    case 'meeples-on-board':
      return (board.meeples ?? []).filter((m) => m.player === is.player).length;
    case 'legal-cells':
      return legalCells(board, is.tile).size;
    case 'cells-ruled-out': {
      const legal = legalCells(board, is.tile);
      return openCells(board).filter((c) => !legal.has(`${c.x},${c.y}`)).length;
    }
    case 'legal-rotations':
      return must(legalMoves(board, is.tile), 'legal-rotations').filter((p) => p.x === is.x && p.y === is.y).length;
    case 'cell-neighbours':
      if (tileAt(board, is.x, is.y)) throw new Error(`cell-neighbours: the cell (${is.x}, ${is.y}) holds a tile`);
      return SIDES.filter(([dx, dy]) => tileAt(board, is.x + dx, is.y + dy)).length;
    case 'tile-features': {
      const def = TILE_DEFS.find((d) => d.letter === is.tile);
      if (!def) throw new Error(`tile-features: no tile "${is.tile}"`);
      return is.feature === 'road' ? def.roads.length : is.feature === 'city' ? def.cities.length : is.feature === 'field' ? def.fields.length : def.cloister ? 1 : 0;
    }
    case 'tile-edges': {
      const def = TILE_DEFS.find((d) => d.letter === is.tile);
      if (!def) throw new Error(`tile-edges: no tile "${is.tile}"`);
      const letter = { city: 'C', road: 'R', field: 'F' }[is.edge];
      return [...def.edges].filter((e) => e === letter).length;
    }
  }
}

/** Whether the engine says the statement holds on `board`; `defaultMove` is the move of a `move-allowed` claim without one. */
export function factOnBoard(is: BoardFact, board: Position, defaultMove: Move | null = null): boolean {
  switch (is.kind) {
    case 'feature-complete': {
      const f = feature(board, is.at, 'claim');
      if (f.kind === 'farm') throw new Error('a farm is never complete: name a road, city or cloister');
      return f.complete;
    }
    case 'feature-held': {
      if (is.player !== undefined && !board.players.includes(is.player)) throw new Error(`feature-held: no player "${is.player}"`);
      const winners = feature(board, is.at, 'claim').winners;
      return is.player === undefined ? winners.length > 0 : winners.includes(is.player);
    }
    case 'same-feature':
      return JSON.stringify(feature(board, is.at, 'claim').parts) === JSON.stringify(feature(board, is.and, 'claim').parts);
    case 'move-allowed': {
      const mv = is.move ?? defaultMove;
      if (!mv) throw new Error('move-allowed needs a move');
      // A meeple refused must be refused as a meeple (its feature is held, no meeple is left, no farmers), on a
      // spot that exists, with a tile that fits there: else the claim says something other than it seems to.
      const r = explainMove(board, mv);
      if (!r.ok && mv.meeple) {
        must(explainMove(board, { ...mv, meeple: null }), `move-allowed: the tile of ${JSON.stringify(mv)} fits`);
        const code = (r.error as { code?: string }).code;
        if (!['feature-occupied', 'no-meeple-left', 'farmers-off'].includes(code ?? '')) throw new Error(`move-allowed: ${JSON.stringify(mv)} is refused for "${code}", not for its meeple`);
      }
      return r.ok;
    }
    case 'tile-fits':
      return must(legalMoves(board, is.tile), 'tile-fits').some((p) => p.x === is.x && p.y === is.y);
  }
}
