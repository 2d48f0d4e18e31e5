/**
 * Matches between computer levels (`carc match`, `npm run bench:match`):
 * games in pairs, both games of a pair on the same tile order with the seats
 * swapped, so that neither side owes its result to the luck of the draw or
 * to playing first; and the figures of a match.
 *
 * Level A takes one seat and level B every other one. In the first game of a
 * pair A plays first; in the second, on the same tiles, A plays last and B
 * takes the seats before it (with two players: the seats swapped).
 */
import { drawTile, newGame } from './game';
import { chooseMove, type Level, type LevelOptions } from './levels';
import type { Rules } from './rules';
import type { GameFile, GameMoveEntry } from './record';
import { finalPointsInto } from './scoring';
import { ORIENTED, TILE_LETTERS } from './tiles';

/** One game of a match: which pair it belongs to, the seed of its tile order, and A's seat. */
export interface MatchGame {
  /** 0, 1, 2, …: games 2k and 2k + 1 make pair k. */
  index: number;
  pair: number;
  /** The seed of the shuffled tiles: the same for both games of a pair. */
  tileSeed: number;
  /** A's seat (0: first to play). */
  seatA: number;
  players: number;
}

function mix(a: number): number {
  a = Math.imul(a ^ (a >>> 16), 0x7feb352d);
  a = Math.imul(a ^ (a >>> 15), 0x846ca68b);
  return (a ^ (a >>> 16)) >>> 0;
}

/** The games of a match of `games` games from `seed`. */
export function matchGames(games: number, seed: number, players = 2): MatchGame[] {
  const out: MatchGame[] = [];
  for (let index = 0; index < games; index++) {
    const pair = index >> 1;
    out.push({ index, pair, tileSeed: mix((seed >>> 0) ^ mix(pair + 1)), seatA: index % 2 === 0 ? 0 : players - 1, players });
  }
  return out;
}

/** How a side plays: its level and the options of its thinking (the seed is set per move). */
export type Side = Omit<LevelOptions, 'seed'> & { level: Level };

export interface GameResult {
  index: number;
  pair: number;
  seatA: number;
  /** Final totals by seat. */
  totals: number[];
  /** A's total minus the best other total. */
  margin: number;
  /** Moves each side made and the time they took (on the `now` clock; 0 without one), and on the `wall` clock. */
  movesA: number;
  movesB: number;
  msA: number;
  msB: number;
  wallMsA: number;
  wallMsB: number;
  /** Moves whose thinking the time limit cut short, per side. */
  cappedA: number;
  cappedB: number;
  /** The game as a record (`carcassonne-game/1`), when asked for; the players are named by their level. */
  record?: GameFile;
}

/**
 * Play one game of a match. Each move's seed comes from the game's tile seed,
 * the side and the turn, so a game is reproducible (unless a time cap cuts a
 * search short). `now` is the clock of the time limit and times the moves;
 * `wall`, when given, times them too (the CLI gives processor time as `now`
 * and the time on the wall as `wall`).
 */
export function playMatchGame(
  g: MatchGame, a: Side, b: Side,
  options: { rules?: Partial<Rules>; now?: () => number; wall?: () => number; record?: boolean } = {},
): GameResult {
  const game = newGame(g.players, g.tileSeed, options.rules);
  const board = game.board;
  const now = options.now;
  const wall = options.wall;
  const r: GameResult = {
    index: g.index, pair: g.pair, seatA: g.seatA, totals: [], margin: 0,
    movesA: 0, movesB: 0, msA: 0, msB: 0, wallMsA: 0, wallMsB: 0, cappedA: 0, cappedB: 0,
  };
  let turn = 0;
  const moves: GameMoveEntry[] = [];
  for (let type = drawTile(game); type >= 0; type = drawTile(game)) {
    // Tiles set aside while drawing this one come first in the record.
    while (options.record && moves.length < game.next - 1) moves.push({ tile: TILE_LETTERS[game.pile[moves.length]], discarded: true });
    const isA = board.toPlay === g.seatA;
    const side = isA ? a : b;
    const bag = Array.from(game.pile.subarray(game.next));
    const t0 = now ? now() : 0;
    const w0 = wall ? wall() : 0;
    const choice = chooseMove(board, type, bag, { ...side, seed: mix(g.tileSeed ^ mix(turn * 2 + (isA ? 1 : 0))), now });
    const ms = now ? now() - t0 : 0;
    const wallMs = wall ? wall() - w0 : 0;
    turn++;
    // drawTile only hands out a tile that fits: there is always a move.
    if (!choice) throw new Error(`no move for a tile that fits (game ${g.index}, turn ${turn})`);
    board.play(type, choice.x, choice.y, choice.rot, choice.seg);
    if (options.record) {
      const entry: GameMoveEntry = { tile: TILE_LETTERS[type], x: choice.x, y: choice.y, rot: choice.rot };
      if (choice.seg >= 0) entry.meeple = ORIENTED[type * 4 + choice.rot].segments[choice.seg].spot;
      moves.push(entry);
    }
    if (isA) {
      r.movesA++;
      r.msA += ms;
      r.wallMsA += wallMs;
      if (choice.capped) r.cappedA++;
    } else {
      r.movesB++;
      r.msB += ms;
      r.wallMsB += wallMs;
      if (choice.capped) r.cappedB++;
    }
  }
  if (options.record) {
    while (moves.length < game.next) moves.push({ tile: TILE_LETTERS[game.pile[moves.length]], discarded: true });
    const names = seatNames(g, a.level, b.level);
    r.record = {
      format: 'carcassonne-game/1',
      ...(options.rules && Object.keys(options.rules).length ? { rules: options.rules } : {}),
      players: names,
      computer: Object.fromEntries(names.map((n, p) => [n, p === g.seatA ? a.level : b.level])),
      moves,
    };
  }
  const totals = new Int32Array(g.players);
  finalPointsInto(board, totals);
  r.totals = Array.from(totals, (t, p) => t + board.scores[p]);
  const rival = Math.max(...r.totals.filter((_, p) => p !== g.seatA), g.players > 1 ? -Infinity : 0);
  r.margin = r.totals[g.seatA] - rival;
  return r;
}

/** Names for the seats of a recorded match game: each level's name, numbered when it takes more than one seat. */
function seatNames(g: MatchGame, a: string, b: string): string[] {
  const levels = Array.from({ length: g.players }, (_, p) => (p === g.seatA ? a : b));
  return levels.map((l, p) => (levels.filter((x) => x === l).length > 1 ? `${l} ${levels.slice(0, p + 1).filter((x) => x === l).length}` : l));
}

export interface MatchSummary {
  games: number;
  wins: number;
  losses: number;
  ties: number;
  /** (wins + ties / 2) / games. */
  winRate: number;
  meanMargin: number;
  /** Standard deviation of the margins (sample). */
  sdMargin: number;
  /** 95% confidence interval of winRate: the pairs' scores averaged, normal approximation. */
  ci95: [number, number];
  /** A's mean thinking time per move, in milliseconds of the `now` clock, and of the `wall` clock. */
  msPerMove: number;
  wallMsPerMove: number;
  /** A's moves whose thinking the time limit cut short. */
  capped: number;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The figures of a match for side A. */
export function summarize(results: readonly GameResult[]): MatchSummary {
  const games = results.length;
  let wins = 0;
  let losses = 0;
  let ties = 0;
  for (const r of results) {
    if (r.margin > 0) wins++;
    else if (r.margin < 0) losses++;
    else ties++;
  }
  const winRate = games ? (wins + ties / 2) / games : 0;
  const margins = results.map((r) => r.margin);
  const meanMargin = games ? margins.reduce((s, m) => s + m, 0) / games : 0;
  const sdMargin = games > 1 ? Math.sqrt(margins.reduce((s, m) => s + (m - meanMargin) ** 2, 0) / (games - 1)) : 0;
  // Pairs are the independent units: both games of a pair share their tiles.
  const byPair = new Map<number, number[]>();
  for (const r of results) {
    const list = byPair.get(r.pair) ?? [];
    list.push(r.margin > 0 ? 1 : r.margin < 0 ? 0 : 0.5);
    byPair.set(r.pair, list);
  }
  const pairScores = [...byPair.values()].map((s) => s.reduce((a, b) => a + b, 0) / s.length);
  const k = pairScores.length;
  const pairMean = k ? pairScores.reduce((a, b) => a + b, 0) / k : 0;
  const se = k > 1 ? Math.sqrt(pairScores.reduce((s, x) => s + (x - pairMean) ** 2, 0) / (k - 1) / k) : 0;
  const movesA = results.reduce((s, r) => s + r.movesA, 0);
  const msA = results.reduce((s, r) => s + r.msA, 0);
  const wallMsA = results.reduce((s, r) => s + r.wallMsA, 0);
  return {
    games, wins, losses, ties,
    winRate: round(winRate, 4),
    meanMargin: round(meanMargin, 2),
    sdMargin: round(sdMargin, 2),
    ci95: [round(Math.max(0, winRate - 1.96 * se), 4), round(Math.min(1, winRate + 1.96 * se), 4)],
    msPerMove: movesA ? round(msA / movesA, 1) : 0,
    wallMsPerMove: movesA ? round(wallMsA / movesA, 1) : 0,
    capped: results.reduce((s, r) => s + r.cappedA, 0),
  };
}
