/**
 * The review of a game (docs/engine.md, "The review"): for every move of a
 * game record, what it lost against the best move found in the same
 * position, in points of the mover's final margin, with the noise of that
 * estimate; and the biggest mistakes of each player.
 *
 * - With few tiles left (REVIEW_DEFAULTS.exactTiles or fewer to come after
 *   the tile in hand), the exact `endgame` search over them drawn at random
 *   values every move: the loss is exact (noise 0).
 * - Otherwise Strong's search (strong.ts) finds the best move, and then the
 *   best and the played move are each played out on the same fresh futures
 *   (common random numbers, a seed of their own, so the futures that chose
 *   the best move do not also judge it): the loss is the mean difference,
 *   the noise the half-width of its 95% interval (1.96 standard errors of
 *   the paired differences). A played move that does better than Strong's
 *   choice loses nothing, and is then the best.
 * - A move is a mistake only when its loss is larger than its noise and at
 *   least MISTAKE_POINTS.
 *
 * Like the computer's thinking, a review works in steps (`step(until)`), so a
 * worker can pass its progress on and hear a cancel between them; its random
 * numbers come from a seed, and its work is counted in playouts and
 * positions, never time: the same record, settings and seed give the same
 * review on any machine.
 */
import type { Board } from './board';
import { ENDGAME_NODES } from './levels';
import { sameMove } from './moves';
import type { GameRecord, RecordedMove } from './record';
import { orderedMoves, solve } from './search';
import { Playouts, STRONG_DEFAULTS, StrongSearch, type Replies, type SearchMove } from './strong';
import { ORIENTED, TILE_DEFS, TILE_LETTERS, type Spot } from './tiles';

export interface ReviewSettings {
  /** Playouts Strong's search spends to find the best move of a position. */
  searchPlayouts: number;
  /** Playouts on the same futures for the played move and for the best one, to measure the loss. */
  playouts: number;
  /** With this many tiles to come after the one in hand or fewer, the exact endgame search values the moves. */
  exactTiles: number;
  /** Positions the exact search may visit for one move; when it needs more, the playouts are used. */
  exactNodes: number;
  /** The seed of the playouts. */
  seed: number;
}

export const REVIEW_DEFAULTS: Readonly<ReviewSettings> = Object.freeze({
  searchPlayouts: 2000,
  playouts: 600,
  exactTiles: 3,
  exactNodes: ENDGAME_NODES,
  seed: 0,
});

/** A loss smaller than this is never called a mistake, however sure it is. */
export const MISTAKE_POINTS = 1;
/** Mistakes listed per player, biggest first. */
export const MISTAKES_LISTED = 5;

/** How a move's values were found. */
export type ReviewMethod =
  /** The exact endgame search over the tiles left, drawn at random. */
  | 'exact'
  /** Strong's search and playouts on the same futures. */
  | 'playouts'
  /** Nothing to choose: the tile had one move, or fitted nowhere and was set aside. */
  | 'only'
  /** Not reviewed (a player left out of the review). */
  | 'skipped';

export interface ReviewedPlacement {
  x: number;
  y: number;
  rot: number;
  meeple: Spot | null;
}

export interface MoveReview {
  /** The move's number in the record, from 1. */
  move: number;
  /** The seat of the player who drew the tile. */
  player: number;
  tile: string;
  /** Null when the tile was set aside. */
  played: ReviewedPlacement | null;
  /** The best move found (the played one when it was as good); null when the tile was set aside or the move not reviewed. */
  best: ReviewedPlacement | null;
  method: ReviewMethod;
  /** The mover's expected final margin (their total minus the best other total) after the played move, and after the best. */
  value: number | null;
  bestValue: number | null;
  /** bestValue − value: what the move gave away (0 at best). */
  loss: number | null;
  /** Half-width of the loss's 95% interval (0 when exact). */
  noise: number | null;
  mistake: boolean;
  /** The scores after the move (before final scoring), by seat. */
  scores: number[];
  /** Playouts played or positions searched for this move. */
  work: number;
}

export interface PlayerReview {
  /** Points given away over the game: the sum of the losses of the player's reviewed moves. */
  lost: number;
  /** Moves reviewed and mistakes among them. */
  moves: number;
  mistakes: number;
  /** The biggest mistakes, biggest first (move numbers, at most MISTAKES_LISTED). */
  worst: number[];
}

export interface GameReview {
  moves: MoveReview[];
  /** By seat. */
  players: PlayerReview[];
  settings: ReviewSettings;
  /** The record's moves reviewed so far, of `moves.length` (less when a review is read before its end). */
  reviewed: number;
}

export interface ReviewOptions {
  settings?: Partial<ReviewSettings>;
  /** The seats to review (every seat by default); the other players' moves are `skipped`. */
  seats?: readonly number[];
}

/** A review in steps. */
export interface Reviewer {
  /** Moves in the record, and moves reviewed. */
  readonly total: number;
  readonly done: number;
  /**
   * Review until done, or until `stop()` says to stop (asked between
   * playouts; an exact search is one step). Returns whether the review is done.
   */
  step(stop?: () => boolean): boolean;
  /** The review so far (every move once done). */
  result(): GameReview;
}

function mix(a: number): number {
  a = Math.imul(a ^ (a >>> 16), 0x7feb352d);
  a = Math.imul(a ^ (a >>> 15), 0x846ca68b);
  return (a ^ (a >>> 16)) >>> 0;
}

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

const placement = (type: number, m: SearchMove): ReviewedPlacement => ({
  x: m.x, y: m.y, rot: m.rot, meeple: m.seg < 0 ? null : ORIENTED[type * 4 + m.rot].segments[m.seg].spot,
});

const sameSearchMove = (type: number, a: SearchMove, b: SearchMove) => {
  const tile = TILE_LETTERS[type];
  return sameMove({ tile, ...placement(type, a) }, { tile, ...placement(type, b) });
};

/** The work on one move under way. */
interface Job {
  index: number;
  m: RecordedMove;
  board: Board;
  bag: Int8Array;
  seed: number;
  search?: StrongSearch;
  best?: SearchMove;
  playouts?: Playouts;
  repliesPlayed: Replies;
  repliesBest: Replies;
  k: number;
  sumPlayed: number;
  sumBest: number;
  sumDiff: number;
  sumDiff2: number;
}

/** Start reviewing a game record (nothing is worked out until `step`). */
export function startReview(record: GameRecord, options: ReviewOptions = {}): Reviewer {
  const settings: ReviewSettings = { ...REVIEW_DEFAULTS, ...options.settings };
  const seats = new Set(options.seats ?? record.names.map((_, p) => p));
  const board = record.start.clone();
  const bag = Int8Array.from(record.bag);
  const reviews: MoveReview[] = [];
  let job: Job | null = null;

  const finish = (r: Omit<MoveReview, 'scores' | 'mistake' | 'move' | 'player' | 'tile' | 'played'>, m: RecordedMove) => {
    // The move is played on the running board, and the bag loses its tile.
    if (!m.discarded) board.playLegal(m.type, m.x, m.y, m.rot, m.seg);
    const loss = r.loss;
    reviews.push({
      move: reviews.length + 1,
      player: m.player,
      tile: TILE_LETTERS[m.type],
      played: m.discarded ? null : placement(m.type, m),
      ...r,
      mistake: loss !== null && r.noise !== null && loss > r.noise && loss >= MISTAKE_POINTS,
      scores: Array.from(board.scores),
    });
    job = null;
  };

  /** Begin the move after the last one reviewed: settled at once when it needs no search. */
  const begin = (): void => {
    const index = reviews.length;
    const m = record.moves[index];
    bag[m.type]--;
    const toCome = bag.reduce((a, b) => a + b, 0);
    if (m.discarded) return finish({ best: null, method: 'only', value: null, bestValue: null, loss: 0, noise: 0, work: 0 }, m);
    if (!seats.has(m.player)) return finish({ best: null, method: 'skipped', value: null, bestValue: null, loss: null, noise: null, work: 0 }, m);
    const seed = mix(settings.seed ^ mix(index + 1));
    if (toCome <= settings.exactTiles) {
      const remaining: number[] = [];
      for (let t = 0; t < TILE_DEFS.length; t++) for (let k = 0; k < bag[t]; k++) remaining.push(t);
      const solved = solve(board, m.type, { objective: 'endgame', remaining, draw: 'random', maxNodes: settings.exactNodes });
      if (solved.complete && solved.value !== null) {
        const mine = solved.moves.find((s) => sameSearchMove(m.type, s, m));
        const value = mine ? mine.value : solved.value;
        const best = mine && mine.value >= solved.value ? mine : solved.best[0];
        const only = solved.moves.length === 1;
        return finish({
          best: placement(m.type, best), method: only ? 'only' : 'exact',
          value: round(value), bestValue: round(solved.value), loss: round(solved.value - value), noise: 0, work: solved.nodes,
        }, m);
      }
    }
    job = {
      index, m, board, bag: Int8Array.from(bag), seed, repliesPlayed: [], repliesBest: [],
      k: 0, sumPlayed: 0, sumBest: 0, sumDiff: 0, sumDiff2: 0,
    };
    // With one move only there is nothing to search, but its value still tells the lead.
    if (orderedMoves(board, m.type).length > 1) {
      job.search = new StrongSearch(board, m.type, job.bag, seed, { ...STRONG_DEFAULTS, playouts: settings.searchPlayouts });
    } else {
      job.best = m;
    }
  };

  /** Work on the current job until it is done or `stop()`; whether it is done. */
  const work = (stop: () => boolean): boolean => {
    const j = job!;
    if (j.search && !j.best) {
      if (!j.search.step(stop)) return false;
      j.best = j.search.best() ?? j.m;
    }
    const best = j.best!;
    const same = sameSearchMove(j.m.type, best, j.m);
    j.playouts ??= new Playouts(j.board, j.m.type, j.bag, mix(j.seed ^ 0x5eed), STRONG_DEFAULTS.reply);
    const n = settings.playouts;
    while (j.k < n) {
      if (stop()) return false;
      const vp = j.playouts.run(j.m, j.repliesPlayed, j.k);
      const vb = same ? vp : j.playouts.run(best, j.repliesBest, j.k);
      j.sumPlayed += vp;
      j.sumBest += vb;
      const d = vb - vp;
      j.sumDiff += d;
      j.sumDiff2 += d * d;
      j.k++;
    }
    const meanPlayed = j.sumPlayed / n;
    const meanDiff = j.sumDiff / n;
    const sd = n > 1 ? Math.sqrt(Math.max(0, (j.sumDiff2 - n * meanDiff * meanDiff) / (n - 1))) : 0;
    const better = meanDiff <= 0;
    const searched = (j.search?.done ?? 0) + n * (same ? 1 : 2);
    finish({
      best: placement(j.m.type, better ? j.m : best),
      method: j.search ? 'playouts' : 'only',
      value: round(meanPlayed),
      bestValue: round(better ? meanPlayed : j.sumBest / n),
      loss: round(better ? 0 : meanDiff),
      noise: round(same || better ? 0 : (1.96 * sd) / Math.sqrt(n)),
      work: searched,
    }, j.m);
    return true;
  };

  const summary = (): GameReview => {
    const players: PlayerReview[] = record.names.map(() => ({ lost: 0, moves: 0, mistakes: 0, worst: [] }));
    for (const r of reviews) {
      if (r.method === 'skipped' || r.played === null) continue;
      const p = players[r.player];
      p.moves++;
      p.lost += r.loss ?? 0;
      if (r.mistake) p.mistakes++;
    }
    players.forEach((p, seat) => {
      p.lost = round(p.lost);
      p.worst = reviews
        .filter((r) => r.player === seat && r.mistake)
        .sort((a, b) => b.loss! - a.loss! || a.move - b.move)
        .slice(0, MISTAKES_LISTED)
        .map((r) => r.move);
    });
    return { moves: reviews.map((r) => ({ ...r, scores: [...r.scores] })), players, settings, reviewed: reviews.length };
  };

  return {
    total: record.moves.length,
    get done() {
      return reviews.length;
    },
    step(stop: () => boolean = () => false) {
      while (reviews.length < record.moves.length) {
        if (!job) {
          if (stop()) return false;
          begin();
          continue;
        }
        if (!work(stop)) return false;
      }
      return true;
    },
    result: summary,
  };
}

/** The whole review of a game record, worked out to its end. */
export function reviewGame(record: GameRecord, options: ReviewOptions = {}): GameReview {
  const reviewer = startReview(record, options);
  reviewer.step();
  return reviewer.result();
}
