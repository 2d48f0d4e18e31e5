/**
 * Engine benchmarks: figures, not pass/fail. Run through `npm run bench`
 * (bench/run.mjs bundles this file first, as the site's worker is bundled).
 */
import { Board } from '../src/engine/board';
import { drawTile, newGame, playRandomTurn, restartGame, Rng, type Game } from '../src/engine/game';
import { countPlacements, legalPlacements, legalPlacementsInto, nthPlacement } from '../src/engine/moves';
import { finalPointsInto, finalScore } from '../src/engine/scoring';
import { rankMoves } from '../src/engine/solver';
import { solve, type SearchOptions } from '../src/engine/search';
import { TILE_DEFS } from '../src/engine/tiles';

export interface Figure { name: string; value: number; unit: string; spread?: string; note?: string }

const now = () => performance.now();
/** This process's processor time in ms: the solver's figures are timed on it, so that other work on the machine slows them less. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

function playOut(game: Game, rng: Rng, untilTiles = 99): void {
  for (let t = drawTile(game); t >= 0; t = drawTile(game)) {
    playRandomTurn(game.board, t, rng);
    if (game.board.tileCount >= untilTiles) return;
  }
}

/** Full random games per second: repeated runs of about `ms` each. */
function selfPlay(players: number, runs: number, ms: number): Figure {
  const game = newGame(players, 1);
  const out = new Int32Array(players);
  let seed = 1;
  const one = () => {
    restartGame(game, seed);
    playOut(game, new Rng(seed * 2654435761));
    finalPointsInto(game.board, out);
    seed++;
  };
  for (let i = 0; i < 300; i++) one(); // warm up
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    let n = 0;
    const t0 = now();
    let t = t0;
    while (t - t0 < ms) {
      for (let k = 0; k < 50; k++) one();
      n += 50;
      t = now();
    }
    rates.push(n / ((t - t0) / 1000));
  }
  const lo = Math.min(...rates);
  const hi = Math.max(...rates);
  return { name: `random self-play, ${players} players, farmers on`, value: Math.round(median(rates)), unit: 'games/s', spread: `${Math.round(lo)}–${Math.round(hi)} over ${runs} runs` };
}

/** Late-game boards: random games stopped once 60+ tiles are down. */
function lateBoards(count: number, players = 2, minTiles = 60): Board[] {
  const boards: Board[] = [];
  for (let seed = 1; boards.length < count; seed++) {
    const game = newGame(players, seed);
    playOut(game, new Rng(seed), minTiles);
    if (game.board.tileCount >= minTiles) boards.push(game.board);
  }
  return boards;
}

function timePerCall(fn: () => void, minMs = 400): number {
  for (let i = 0; i < 200; i++) fn();
  let n = 0;
  const t0 = now();
  let t = t0;
  while (t - t0 < minMs) {
    for (let k = 0; k < 100; k++) fn();
    n += 100;
    t = now();
  }
  return ((t - t0) * 1000) / n; // µs
}

/** Late-game 2-player positions (60+ tiles down) with the tiles that come next in their pile. */
function lateGames(count: number, minTiles = 60): { board: Board; next: number[] }[] {
  const out: { board: Board; next: number[] }[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const game = newGame(2, seed);
    playOut(game, new Rng(seed), minTiles);
    const next = Array.from(game.pile.slice(game.next, game.next + 7));
    if (game.board.tileCount >= minTiles && next.length >= 6) out.push({ board: game.board, next });
  }
  return out;
}

/** Solve every position once: median and worst time, and positions per second over all of them. */
function solveFigure(name: string, games: { board: Board; next: number[] }[], options: (next: number[]) => SearchOptions): Figure {
  const times: number[] = [];
  let nodes = 0;
  for (const { board, next } of games) {
    const t0 = cpu();
    const s = solve(board, next[0], options(next.slice(1)));
    times.push(cpu() - t0);
    nodes += s.nodes;
  }
  const sum = times.reduce((a, b) => a + b, 0);
  const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
  return {
    name, value: +fmt(median(times)), unit: 'ms of processor time (median)',
    spread: `worst ${fmt(Math.max(...times))} ms over ${games.length} positions`,
    note: `${Math.round(nodes / (sum / 1000)).toLocaleString('en-US')} positions/s`,
  };
}

/**
 * Late 2-player positions where both players still hold 2 or 3 meeples (random games whose
 * players put a meeple down only one turn in four), `left` tiles before the end, with the
 * tiles that come next: the hard case for the endgame search, where every placement has
 * meeple choices too.
 */
export function lateGamesWithMeeples(count: number, left: number): { board: Board; next: number[] }[] {
  const out: { board: Board; next: number[] }[] = [];
  for (let seed = 1; out.length < count && seed < 20_000; seed++) {
    const game = newGame(2, seed);
    const rng = new Rng(seed * 97);
    let type = drawTile(game);
    while (type >= 0 && game.pile.length - game.next > left) {
      const board = game.board;
      const pick = nthPlacement(board, type, rng.int(countPlacements(board, type)));
      const [x, y, rot] = [board.frontX[pick >> 2], board.frontY[pick >> 2], pick & 3];
      let seg = -1;
      if (board.supply[board.toPlay] > 0 && rng.int(4) === 0) {
        const open = board.openSegments(type, x, y, rot);
        const segs: number[] = [];
        for (let s = 0; open >> s !== 0; s++) if (open & (1 << s)) segs.push(s);
        if (segs.length) seg = segs[rng.int(segs.length)];
      }
      board.playLegal(type, x, y, rot, seg);
      type = drawTile(game);
    }
    const supply = game.board.supply;
    if (type < 0 || [supply[0], supply[1]].some((m) => m < 2 || m > 3)) continue;
    out.push({ board: game.board, next: [type, ...Array.from(game.pile.slice(game.next))] });
  }
  return out;
}

/** The endgame search on positions with meeples in hand, each capped at `capMs`: the median (a capped one counts as slowest) and how many finished. */
function cappedSolveFigure(name: string, games: { board: Board; next: number[] }[], capMs: number, options: (next: number[]) => SearchOptions): Figure {
  const times: number[] = [];
  let finished = 0;
  for (const { board, next } of games) {
    const t0 = cpu();
    const s = solve(board, next[0], { ...options(next.slice(1)), timeLimitMs: capMs, now: cpu });
    const ms = cpu() - t0;
    if (s.complete) finished++;
    times.push(s.complete ? ms : Infinity);
  }
  const m = median(times);
  const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
  return {
    name, value: Number.isFinite(m) ? +fmt(m) : NaN, unit: 'ms of processor time (median)',
    spread: `${finished} of ${games.length} positions finished within ${capMs / 1000} s${finished ? `, the slowest of them in ${fmt(Math.max(...times.filter(Number.isFinite)))} ms` : ''}`,
    note: `each: ${times.map((t) => (Number.isFinite(t) ? fmt(t) : '—')).join(' ')}`,
  };
}

/** The solver (search.ts) on late-game 2-player positions. */
export function solverFigures(quick = false): Figure[] {
  const games = lateGames(quick ? 8 : 20);
  // Warm up (the first calls compile the search).
  for (const { board, next } of games.slice(0, 3)) {
    for (const objective of ['points', 'final'] as const) solve(board, next[0], { objective });
    solve(board, next[0], { objective: 'endgame', remaining: next.slice(1, 2) });
  }
  const figures = [
    solveFigure('solver: points, every move of the tile in hand, late game', games, () => ({ objective: 'points' })),
    solveFigure('solver: final, every move of the tile in hand, late game', games, () => ({ objective: 'final' })),
    solveFigure('solver: endgame, hand + 1 in order', games, (n) => ({ objective: 'endgame', remaining: n.slice(0, 1) })),
    solveFigure('solver: endgame, hand + 2 in order', games, (n) => ({ objective: 'endgame', remaining: n.slice(0, 2) })),
    solveFigure('solver: endgame, hand + 3 in order', games, (n) => ({ objective: 'endgame', remaining: n.slice(0, 3) })),
    solveFigure('solver: endgame, hand + 2 random draw', games, (n) => ({ objective: 'endgame', remaining: n.slice(0, 2), draw: 'random' })),
  ];
  // How deep the iterative deepening gets in 10 s (tiles to come fully searched), on a few positions.
  const depths: number[] = [];
  const budget = quick ? 2000 : 10_000;
  for (const { board, next } of games.slice(0, quick ? 2 : 3)) {
    depths.push(solve(board, next[0], { objective: 'endgame', remaining: next.slice(1), timeLimitMs: budget, now: cpu }).depth);
  }
  figures.push({
    name: `solver: endgame in order, tiles to come fully searched in ${budget / 1000} s`, value: median(depths), unit: 'tiles (median)',
    spread: `${Math.min(...depths)}–${Math.max(...depths)} over ${depths.length} positions`,
  });
  figures.push(...heldMeepleFigures(quick));
  return figures;
}

/** The meeples-in-hand rows (`heldMeepleFigures`): name, tiles to come, random draw, best move only. */
export const HELD_ROWS: [string, number, boolean, boolean][] = (() => {
  const label = '2–3 meeples in hand each';
  return [
    [`solver: endgame, ${label}, hand + 2 in order`, 2, false, false],
    [`solver: endgame, ${label}, hand + 3 in order`, 3, false, false],
    [`solver: endgame, ${label}, hand + 4 in order`, 4, false, false],
    [`solver: endgame, ${label}, hand + 2 random draw`, 2, true, false],
    [`solver: endgame, ${label}, hand + 3 random draw`, 3, true, false],
    // The computer's search (levels.ts): the best move only, not every move's value.
    [`computer's endgame (best move only), ${label}, hand + 3 in order`, 3, false, true],
    [`computer's endgame (best move only), ${label}, hand + 4 in order`, 4, false, true],
    [`computer's endgame (best move only), ${label}, hand + 2 random draw`, 2, true, true],
    [`computer's endgame (best move only), ${label}, hand + 3 random draw`, 3, true, true],
  ];
})();

/**
 * Both players still holding 2–3 meeples, as in real games: every placement comes with meeple
 * choices. `only`: the rows whose name contains one of these strings (all when empty); `capMs`:
 * each position's time limit. Run alone by bench/endgame-held.mjs.
 */
export function heldMeepleFigures(quick = false, only: string[] = [], capMs = quick ? 3000 : 10_000): Figure[] {
  const held = lateGamesWithMeeples(quick ? 4 : 10, 4);
  // Warm up (the first calls compile the search).
  for (const { board, next } of held.slice(0, 2)) solve(board, next[0], { objective: 'endgame', remaining: next.slice(1, 3) });
  return HELD_ROWS.filter(([name]) => only.length === 0 || only.some((o) => name.includes(o))).map(([name, count, random, bestOnly]) =>
    cappedSolveFigure(name, held, capMs, (n) => ({ objective: 'endgame', remaining: n.slice(0, count), ...(random ? { draw: 'random' as const } : {}), ...(bestOnly ? { bestOnly: true } : {}) })),
  );
}

export function runEngineBench(quick = false): Figure[] {
  const figures: Figure[] = [];
  const runs = quick ? 3 : 7;
  const ms = quick ? 400 : 1500;
  figures.push(selfPlay(2, runs, ms));
  figures.push(selfPlay(4, runs, ms));

  const boards = lateBoards(20);
  // For each board, the tile types that still have copies left (the ones a player could hold).
  const jobs: [Board, number][] = [];
  for (const b of boards) TILE_DEFS.forEach((d, t) => { if (b.typeUsed[t] < d.count) jobs.push([b, t]); });
  const buf = new Int32Array(1024);
  let i = 0;
  const tilesOnBoards = boards.reduce((n, b) => n + b.tileCount, 0) / boards.length;
  figures.push({
    name: `legal placements of a tile, late game (${tilesOnBoards.toFixed(0)} tiles on average)`,
    value: +timePerCall(() => { const [b, t] = jobs[i++ % jobs.length]; legalPlacementsInto(b, t, buf); }).toFixed(3),
    unit: 'µs/call',
  });
  i = 0;
  figures.push({
    name: 'legal placements with open meeple spots, late game',
    value: +timePerCall(() => { const [b, t] = jobs[i++ % jobs.length]; legalPlacements(b, t); }).toFixed(2),
    unit: 'µs/call',
  });

  // Final scoring: full 72-tile boards from 4-player games with 20+ meeples on them.
  const full: Board[] = [];
  for (let seed = 1; full.length < 10 && seed < 5000; seed++) {
    const game = newGame(4, seed);
    playOut(game, new Rng(seed));
    if (game.board.meepleTotal >= 20 && game.board.tileCount === 72) full.push(game.board);
  }
  const meeplesAvg = full.reduce((n, b) => n + b.meepleTotal, 0) / full.length;
  const out = new Int32Array(4);
  i = 0;
  figures.push({
    name: `final scoring, 72 tiles, ${meeplesAvg.toFixed(0)} meeples (points only)`,
    value: +timePerCall(() => finalPointsInto(full[i++ % full.length], out)).toFixed(2),
    unit: 'µs',
  });
  i = 0;
  figures.push({
    name: 'final scoring with the feature-by-feature report',
    value: +timePerCall(() => { finalScore(full[i++ % full.length]); }).toFixed(1),
    unit: 'µs',
  });

  // One-move lookahead: every (placement × meeple) of a tile applied and scored.
  let moves = 0;
  let total = 0;
  i = 0;
  const per = timePerCall(() => {
    const [b, type] = jobs[(i++ * 7) % jobs.length];
    const r = rankMoves(b, type);
    moves += r.tried;
    total++;
  }, 800);
  const movesPerCall = moves / total;
  figures.push({
    name: 'one-move lookahead: apply and score one move (placement × meeple), late game',
    value: +(per / Math.max(1, movesPerCall)).toFixed(3),
    unit: 'µs/move',
    note: `${movesPerCall.toFixed(1)} moves per tile on average`,
  });

  // Memory.
  const g = globalThis as { gc?: () => void };
  g.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  let peak = heap0;
  const keep: Board[] = [];
  for (let seed = 1; seed <= 1000; seed++) {
    const game = newGame(2, seed);
    playOut(game, new Rng(seed));
    finalScore(game.board);
    if (seed % 50 === 0) {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      keep.length = 0;
    }
  }
  figures.push({ name: 'peak heap growth while playing 1,000 games (new board each)', value: +((peak - heap0) / 1048576).toFixed(1), unit: 'MB' });
  const b = boards[0];
  const arrays = Object.values(b.clone()).filter((v) => ArrayBuffer.isView(v)) as ArrayBufferView[];
  figures.push({ name: 'bytes per copied state (clone / copyFrom)', value: arrays.reduce((n, a) => n + a.byteLength, 0), unit: 'bytes' });
  figures.push(...solverFigures(quick));
  return figures;
}
