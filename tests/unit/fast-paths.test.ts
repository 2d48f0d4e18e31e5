/**
 * The fast paths of random play and search give the same answers as the
 * checked ones: `Board.openSegments` as `checkMeeple` on every segment,
 * `countPlacements`, `nthPlacement` and `randomPlacement` as `legalPlacementsInto`, and
 * `playLegal` as `play`, over every turn of random games (2 to 6 players,
 * farmers on and off, few meeples or many).
 */
import { describe, expect, it } from 'vitest';
import { OK } from '../../src/engine/board';
import { drawTile, newGame, Rng } from '../../src/engine/game';
import { countPlacements, legalPlacementsInto, nthPlacement, randomPlacement } from '../../src/engine/moves';
import { writePosition } from '../../src/engine/notation';
import { COLOR_NAMES } from '../../src/engine/colors';
import { ORIENTED, TILE_DEFS } from '../../src/engine/tiles';

describe('fast paths', () => {
  it('agree with the checked paths at every turn of random games', () => {
    const buf = new Int32Array(1024);
    let segmentsChecked = 0;
    // Collected, then compared once: an expect per answer would cost more than the answers.
    const mismatches: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const players = 2 + (seed % 5);
      const names = COLOR_NAMES.slice(0, players);
      const rules = { farmers: seed % 3 !== 0, meeples: seed % 4 === 0 ? 3 : 7 };
      const game = newGame(players, seed, rules);
      const rng = new Rng(seed);
      for (let type = drawTile(game); type >= 0; type = drawTile(game)) {
        const board = game.board;
        const player = board.toPlay;
        for (let t = seed % 3; t < TILE_DEFS.length; t += 3) {
          const n = legalPlacementsInto(board, t, buf);
          if (countPlacements(board, t) !== n) mismatches.push(`count of ${t}, game ${seed}`);
          // A random placement is the placement of the rank drawn, with the same draw.
          const draws = [new Rng(seed * 100 + t), new Rng(seed * 100 + t)];
          const drawn = randomPlacement(board, t, draws[0]);
          const expected = n === 0 ? -1 : buf[draws[1].int(n)];
          if (drawn !== expected) mismatches.push(`random placement of ${t}, game ${seed}`);
          for (let k = 0; k < n; k++) {
            if (nthPlacement(board, t, k) !== buf[k]) mismatches.push(`placement ${k} of ${t}, game ${seed}`);
            if (board.supply[player] === 0) continue;
            const f = buf[k] >> 2;
            const rot = buf[k] & 3;
            const open = board.openSegments(t, board.frontX[f], board.frontY[f], rot);
            let expected = 0;
            for (let s = 0; s < ORIENTED[t * 4 + rot].segments.length; s++) {
              if (board.checkMeeple(t, board.frontX[f], board.frontY[f], rot, s, player) === OK) expected |= 1 << s;
              segmentsChecked++;
            }
            if (open !== expected) mismatches.push(`open segments ${open} ≠ ${expected}, game ${seed}`);
          }
        }
        // A random legal move of the tile drawn, played both ways: the same position.
        const pick = nthPlacement(board, type, rng.int(countPlacements(board, type)));
        const f = pick >> 2;
        const rot = pick & 3;
        const [x, y] = [board.frontX[f], board.frontY[f]];
        const open = board.supply[player] > 0 ? board.openSegments(type, x, y, rot) : 0;
        const segs: number[] = [-1];
        for (let s = 0; open >> s !== 0; s++) if (open & (1 << s)) segs.push(s);
        const seg = segs[rng.int(segs.length)];
        const checked = board.clone();
        expect(checked.play(type, x, y, rot, seg)).toBe(OK);
        board.playLegal(type, x, y, rot, seg);
        expect(writePosition(board, names)).toEqual(writePosition(checked, names));
      }
      expect(game.board.tileCount).toBeGreaterThan(60);
    }
    expect(mismatches).toEqual([]);
    expect(segmentsChecked).toBeGreaterThan(50_000);
  }, 120_000);
});
