/**
 * Random self-play at speed, for the side-by-side figure of `npm run bench`:
 * bench/run.mjs bundles this file twice, once against this checkout's engine
 * and once against a copy of an older commit's src/engine (its imports are
 * relative), and times them in turns. It uses only what every version of the
 * engine has had.
 */
import { drawTile, newGame, playRandomTurn, restartGame, Rng } from '../src/engine/game';
import { finalPointsInto } from '../src/engine/scoring';

/** Play whole random games (farmers on, final scoring included) for about `ms` of `now`; games per second. */
export function selfPlayRate(players: number, ms: number, now: () => number, firstSeed = 1): number {
  const game = newGame(players, 1);
  const out = new Int32Array(players);
  let seed = firstSeed;
  let n = 0;
  const t0 = now();
  let t = t0;
  while (t - t0 < ms) {
    for (let k = 0; k < 25; k++) {
      restartGame(game, seed);
      const rng = new Rng(seed * 2654435761);
      for (let type = drawTile(game); type >= 0; type = drawTile(game)) playRandomTurn(game.board, type, rng);
      finalPointsInto(game.board, out);
      seed++;
      n++;
    }
    t = now();
  }
  return n / ((t - t0) / 1000);
}
