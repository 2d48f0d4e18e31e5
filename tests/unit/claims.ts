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
import { featureAt, legalMoves, placeTile, scorePosition, validatePosition, type Move, type Position } from '../../src/engine/api';
import { TILE_DEFS } from '../../src/engine/tiles';
import { DEFAULT_RULES, MAX_PLAYERS } from '../../src/engine/rules';
import { RULE_FACTS, type RuleName } from '../../src/components/learn/schema';

export function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }, what: string): T {
  if (!r.ok) throw new Error(`${what}: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Rule constants the engine knows, checked against it (the others are facts of the rule books, docs/lessons.md). */
export const ENGINE_RULES: Partial<Record<RuleName, number>> = {
  'tiles-in-game': TILE_DEFS.reduce((n, d) => n + d.count, 0),
  'tile-types': TILE_DEFS.length,
  'meeples-per-player': DEFAULT_RULES.meeples,
  'max-players': MAX_PLAYERS,
  'pennants-in-game': TILE_DEFS.reduce((n, d) => n + d.count * d.cities.filter((c) => c.pennant).length, 0),
  'cloisters-in-game': TILE_DEFS.reduce((n, d) => n + (d.cloister ? d.count : 0), 0),
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
  | { kind: 'feature-points' | 'feature-tiles' | 'feature-pennants' | 'farm-cities'; at: Ref }
  | { kind: 'feature-meeples'; at: Ref; player?: string }
  | { kind: 'move-points'; move?: Move; player?: string }
  | { kind: 'final-score' | 'score' | 'meeples-in-supply' | 'meeples-on-board'; player: string }
  /** With `feature`, only what features of that kind add (a puzzle's "6 from farms"). */
  | { kind: 'endgame-points'; player: string; feature?: string }
  | { kind: 'tiles-on-board' }
  | { kind: 'legal-cells'; tile: string };

/** Statements without a number about a board (their claims' values are true or false). */
export type BoardFact =
  /** The road, city or cloister at the spot is complete. */
  | { kind: 'feature-complete'; at: Ref }
  /** The player is among those the feature at the spot pays (the most meeples on it); without a player, anyone is. */
  | { kind: 'holds'; at: Ref; player?: string }
  /** The move (the tile with its meeple, or none) is one the rules allow on this board. */
  | { kind: 'move-legal'; move?: Move }
  /** The tile fits the cell in some rotation ("no curve fits there any more": false after the move). */
  | { kind: 'tile-fits'; tile: string; x: number; y: number };

/** The kinds of BoardFact. */
export const FACT_KINDS = ['feature-complete', 'holds', 'move-legal', 'tile-fits'] as const;

const feature = (pos: Position, at: Ref, what: string) => must(featureAt(pos, at.x, at.y, at.spot), what);
const toPlay = (pos: Position) => pos.toPlay ?? pos.players[0];

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
    case 'final-score':
      return must(scorePosition(board), 'final-score').total[is.player] ?? NaN;
    case 'endgame-points': {
      const score = must(scorePosition(board), 'endgame-points');
      if (is.feature === undefined) return score.endgame[is.player] ?? NaN;
      return score.features.filter((f) => f.kind === is.feature && f.winners.includes(is.player)).reduce((n, f) => n + f.points, 0);
    }
    case 'score':
      return must(validatePosition(board), 'score').scores?.[is.player] ?? NaN;
    case 'tiles-on-board':
      return board.tiles.length;
    case 'meeples-in-supply':
      return (board.rules?.meeples ?? DEFAULT_RULES.meeples) - (board.meeples ?? []).filter((m) => m.player === is.player).length;
    case 'meeples-on-board':
      return (board.meeples ?? []).filter((m) => m.player === is.player).length;
    case 'legal-cells':
      return new Set(must(legalMoves(board, is.tile), 'legal-cells').map((p) => `${p.x},${p.y}`)).size;
  }
}

/** Whether the statement holds on `board`; `defaultMove` is the move of a `move-legal` claim without one. */
export function factOnBoard(is: BoardFact, board: Position, defaultMove: Move | null): boolean {
  switch (is.kind) {
    case 'feature-complete': {
      const f = feature(board, is.at, 'claim');
      if (f.kind === 'farm') throw new Error('a farm is never complete: name a road, city or cloister');
      return f.complete;
    }
    case 'holds': {
      const winners = feature(board, is.at, 'claim').winners;
      return is.player === undefined ? winners.length > 0 : winners.includes(is.player);
    }
    case 'move-legal': {
      const mv = is.move ?? defaultMove;
      if (!mv) throw new Error('move-legal needs a move');
      return placeTile(board, mv).ok;
    }
    case 'tile-fits':
      return must(legalMoves(board, is.tile), 'tile-fits').some((p) => p.x === is.x && p.y === is.y);
  }
}
