/**
 * The solver: every move for a tile (placement × meeple choice), applied and
 * scored, ranked by how many points it gains the player to play over the best
 * of the others if the game ended right after it.
 *
 * Each move is tried on a scratch board copied from the position (typed-array
 * memcpy), so the position itself is never touched.
 */
import { Board, OK } from './board';
import { legalPlacementsInto } from './moves';
import { finalPointsInto } from './scoring';
import { ORIENTED, type Spot } from './tiles';

export interface RankedMove {
  x: number;
  y: number;
  rot: number;
  /** Spot of the meeple in board orientation, or null for no meeple. */
  meeple: Spot | null;
  /** Points the player scores during this turn. */
  now: number;
  /** Change of the player's end-of-game points (what the board would still pay at the end). */
  later: number;
  /** Net gain: the player's gain minus the largest gain of another player. */
  value: number;
  /** Points each player gains (now + later), by player index. */
  gains: number[];
}

export interface RankOptions {
  /** Stop after this many milliseconds (the moves tried so far are ranked). 0 = no limit. */
  timeLimitMs?: number;
  /** Called now and then with (tried, total); return false to stop early. */
  progress?: (tried: number, total: number) => boolean | void;
  /** Clock used for the time limit (injected so the engine does not depend on a host API). */
  now?: () => number;
}

export interface Ranking {
  moves: RankedMove[];
  /** Moves tried and moves in all; fewer tried when stopped by the time limit or cancelled. */
  tried: number;
  total: number;
  complete: boolean;
}

const scratchBuf = new Int32Array(1024);

/** Rank every move of tile `type` for the player to play. */
export function rankMoves(board: Board, type: number, options: RankOptions = {}): Ranking {
  const player = board.toPlay;
  const players = board.players;
  const n = legalPlacementsInto(board, type, scratchBuf);
  const placements = scratchBuf.slice(0, n);
  const before = new Int32Array(players);
  finalPointsInto(board, before);
  for (let p = 0; p < players; p++) before[p] += board.scores[p];
  const after = new Int32Array(players);
  const scratch = board.clone();
  const moves: RankedMove[] = [];
  // Every (placement, meeple) option first, so progress can say "k of total".
  const options2: number[] = [];
  for (let i = 0; i < n; i++) {
    const f = placements[i] >> 2;
    const rot = placements[i] & 3;
    const segs = ORIENTED[type * 4 + rot].segments.length;
    for (let seg = -1; seg < segs; seg++) {
      if (seg < 0 || board.checkMeeple(type, board.frontX[f], board.frontY[f], rot, seg, player) === OK) options2.push((i << 4) | (seg + 1));
    }
  }
  const total = options2.length;
  const clock = options.now;
  const start = clock ? clock() : 0;
  let tried = 0;
  let stopped = false;
  for (const opt of options2) {
    const pl = placements[opt >> 4];
    const seg = (opt & 15) - 1;
    const f = pl >> 2;
    const rot = pl & 3;
    const x = board.frontX[f];
    const y = board.frontY[f];
    scratch.copyFrom(board);
    const scoreBefore = scratch.scores[player];
    scratch.play(type, x, y, rot, seg);
    const now = scratch.scores[player] - scoreBefore;
    finalPointsInto(scratch, after);
    const gains: number[] = [];
    for (let p = 0; p < players; p++) gains.push(after[p] + scratch.scores[p] - before[p]);
    let rival = 0;
    for (let p = 0; p < players; p++) if (p !== player && gains[p] > rival) rival = gains[p];
    const spot = seg < 0 ? null : ORIENTED[type * 4 + rot].segments[seg].spot;
    moves.push({ x, y, rot, meeple: spot, now, later: gains[player] - now, value: gains[player] - (players > 1 ? rival : 0), gains });
    tried++;
    if ((tried & 15) === 0) {
      if (options.progress && options.progress(tried, total) === false) { stopped = true; break; }
      if (clock && options.timeLimitMs && clock() - start > options.timeLimitMs) { stopped = true; break; }
    }
  }
  moves.sort((a, b) => b.value - a.value || b.now - a.now || (a.meeple === null ? 0 : 1) - (b.meeple === null ? 0 : 1) || a.y - b.y || a.x - b.x || a.rot - b.rot);
  return { moves, tried, total, complete: !stopped };
}
