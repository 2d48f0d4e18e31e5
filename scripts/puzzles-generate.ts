/**
 * Puzzle candidates from self-play (docs/puzzles.md, "The generator").
 *
 * Plays seeded games between half-greedy players (each turn: the move the
 * one-move ranking likes best, or now and then a random one, so boards look
 * like real games), stops each game at a random turn, gives the player to play
 * the next tile of the pile and solves the position under the objective. A
 * position is proposed when:
 * - the best move is unique up to look-alikes (one entry in `best`);
 * - it is clearly ahead of the second best (`--gap`, in points);
 * - for `final` and `endgame` (strategy): the best move is none of the moves
 *   that score most this turn (the greedy choice), unless `--allow-greedy`;
 * - for `points`: the best move scores something, and the same placement
 *   without the right meeple scores less (the meeple matters).
 * Each candidate is written as a draft puzzle file (no title or explanation)
 * with the solver's top moves and the greedy moves beside it, for a person to
 * choose, check and write up. Nothing is written inside the repository unless
 * `--out` says so.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { solvePosition, type SolveReport } from '../src/engine/api';
import { drawTile, newGame, playRandomTurn, Rng, type Game } from '../src/engine/game';
import { sameMove } from '../src/engine/moves';
import { writePosition } from '../src/engine/notation';
import { rankMoves } from '../src/engine/solver';
import { OBJECTIVES, type Objective } from '../src/engine/search';
import { TILE_LETTERS } from '../src/engine/tiles';
import { OK } from '../src/engine/board';
import { oriented } from '../src/engine/tiles';

const NAMES = ['red', 'blue', 'green', 'yellow'];

interface Options {
  objective: Objective;
  seed: number;
  games: number;
  players: number;
  gap: number;
  remaining: number;
  out: string;
  greedy: number;
  allowGreedy: boolean;
}

function parse(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      objective: { type: 'string', default: 'final' },
      seed: { type: 'string', default: '1' },
      games: { type: 'string', default: '40' },
      players: { type: 'string', default: '2' },
      gap: { type: 'string', default: '3' },
      remaining: { type: 'string', default: '2' },
      greedy: { type: 'string', default: '0.7' },
      out: { type: 'string', default: '/tmp/carc-puzzle-candidates' },
      help: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      'allow-greedy': { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'npm run puzzles:generate -- [--objective points|final|endgame] [--seed N] [--games N] [--players N]\n'
        + '                            [--gap POINTS] [--remaining N] [--greedy P] [--out DIR] [--allow-greedy] [--verbose]\n',
    );
    process.exit(0);
  }
  verbose = values.verbose!;
  const objective = values.objective as Objective;
  if (!OBJECTIVES.includes(objective)) throw new Error(`unknown objective ${values.objective}`);
  return {
    objective,
    seed: Number(values.seed),
    games: Number(values.games),
    players: Number(values.players),
    gap: Number(values.gap),
    remaining: Math.min(4, Math.max(1, Number(values.remaining))),
    greedy: Number(values.greedy),
    allowGreedy: values['allow-greedy']!,
    out: values.out!,
  };
}

/** One turn of a half-greedy player: the one-move ranking's favourite, or (with probability 1 - greedy) a random move. */
function playTurn(game: Game, type: number, rng: Rng, greedy: number): void {
  if (rng.int(1000) >= greedy * 1000) return playRandomTurn(game.board, type, rng);
  const ranked = rankMoves(game.board, type).moves;
  // Among the moves of the best value take one at random, so games differ.
  const top = ranked.filter((m) => m.value === ranked[0].value);
  const m = top[rng.int(top.length)];
  const seg = m.meeple === null ? -1 : oriented(type, m.rot).spotSeg[m.meeple];
  if (game.board.play(type, m.x, m.y, m.rot, seg) !== OK) playRandomTurn(game.board, type, rng);
}

interface Candidate {
  id: string;
  objective: Objective;
  position: ReturnType<typeof writePosition>;
  value: number;
  best: SolveReport['best'];
  gap: number;
  greedy: { x: number; y: number; rot: number; meeple: string | null; points: number }[];
  top: SolveReport['moves'];
}

let verbose = false;
const reject = (why: string): null => {
  if (verbose) process.stdout.write(`  rejected: ${why}\n`);
  return null;
};

/** The solver's verdict on one position, or null when it is no puzzle. */
function judge(pos: ReturnType<typeof writePosition>, opts: Options): Omit<Candidate, 'id' | 'position'> | null {
  const solved = solvePosition(pos, { objective: opts.objective, top: 6 });
  if (!solved.ok || solved.value.value === null || !solved.value.complete) return reject('no moves');
  const s = solved.value;
  const value = s.value!;
  if (s.best.length !== 1) return reject(`${s.best.length} best moves`);
  const second = s.moves.find((m) => m.value < value);
  const gap = second ? value - second.value : Infinity;
  if (gap < opts.gap) return reject(`gap ${gap}`);
  const points = opts.objective === 'points' ? solved : solvePosition(pos, { objective: 'points', top: 0 });
  if (!points.ok || points.value.value === null) return null;
  const most = points.value.value;
  const greedy = points.value.moves.filter((m) => m.value === most)
    .map((m) => ({ x: m.x, y: m.y, rot: m.rot, meeple: m.meeple, points: m.value }));
  const tile = s.tile;
  const best = { ...s.best[0], tile };
  if (opts.objective === 'points') {
    if (value <= 0) return reject('scores nothing');
    // The meeple matters: the same placement with another meeple choice scores less.
    const samePlace = s.moves.filter((m) => m.x === best.x && m.y === best.y && m.rot === best.rot);
    if (!samePlace.some((m) => m.value < value)) return reject('meeple does not matter');
  } else if (!opts.allowGreedy && greedy.some((g) => sameMove({ ...g, tile }, best))) {
    return reject('greedy');
  }
  return { objective: opts.objective, value, best: s.best, gap, greedy, top: s.moves.slice(0, 6) };
}

async function main(): Promise<void> {
  const opts = parse(process.argv.slice(2));
  await mkdir(opts.out, { recursive: true });
  let found = 0;
  for (let g = 0; g < opts.games; g++) {
    const seed = opts.seed + g;
    const game = newGame(opts.players, seed);
    const rng = new Rng(seed * 7919 + 17);
    // Stop at a random turn: anywhere for points/final, near the end for endgame.
    const pileLeft = () => game.pile.length - game.next;
    const stopAt = opts.objective === 'endgame' ? opts.remaining + 1 : 8 + rng.int(50);
    let type = drawTile(game);
    while (type >= 0 && (opts.objective === 'endgame' ? pileLeft() > stopAt : game.board.tileCount < stopAt)) {
      playTurn(game, type, rng, opts.greedy);
      type = drawTile(game);
    }
    if (type < 0) continue;
    const rest = Array.from(game.pile.slice(game.next)).slice(0, opts.objective === 'endgame' ? opts.remaining : 0);
    const names = NAMES.slice(0, opts.players);
    const pos = writePosition(game.board, names, { inHand: type, remaining: rest, draw: 'in-order' });
    const verdict = judge(pos, opts);
    if (!verdict) continue;
    const id = `${opts.objective}-s${seed}-t${game.board.tileCount}`;
    const candidate: Candidate = { id, position: pos, ...verdict };
    await writeFile(join(opts.out, `${id}.json`), `${JSON.stringify(candidate, null, 2)}\n`);
    found++;
    const b = verdict.best[0];
    process.stdout.write(
      `${id}: ${TILE_LETTERS[type]} value ${verdict.value} (gap ${verdict.gap}) best ${b.x},${b.y} r${b.rot} ${b.meeple ?? '-'}`
        + `; greedy ${verdict.greedy.map((m) => `${m.x},${m.y} r${m.rot} ${m.meeple ?? '-'} (${m.points})`).join(' | ')}\n`,
    );
  }
  process.stdout.write(`${found} candidates in ${opts.games} games, written to ${opts.out}\n`);
}

await main();
