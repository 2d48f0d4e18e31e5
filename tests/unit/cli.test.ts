/**
 * The `carc` command line, run as a user runs it: `node bin/carc.mjs …` in a
 * child process. Each spawn costs about 0.3 s, so the tests run concurrently
 * and each one covers a whole path (output and exit status).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CARC = join(ROOT, 'bin', 'carc.mjs');
const SMALL = join(ROOT, 'docs', 'examples', 'small.json');
const SMALL_TEXT = readFileSync(SMALL, 'utf8');
const EXAMPLE = (name: string) => join(ROOT, 'docs', 'examples', name);
const small = () => JSON.parse(SMALL_TEXT) as Record<string, unknown>;

const TMP = mkdtempSync(join(tmpdir(), 'carc-test-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** At most one carc process per processor at a time (the tests themselves run concurrently). */
const SLOTS = Math.max(2, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];
async function slot<T>(job: () => Promise<T>): Promise<T> {
  if (running < SLOTS) running++;
  else await new Promise<void>((go) => waiting.push(go)); // a finishing job hands its slot over
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Run carc with `args`, optionally feeding `input` to standard input. */
function carc(args: string[], options: { input?: string; cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return slot(() => spawnCarc(args, options));
}

function spawnCarc(args: string[], options: { input?: string; cwd?: string; env?: Record<string, string> }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env = options.env ? { ...process.env, ...options.env } : process.env;
    const child = spawn(process.execPath, [CARC, ...args], { cwd: options.cwd ?? ROOT, stdio: ['pipe', 'pipe', 'pipe'], env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.on('error', () => {}); // carc may refuse before reading everything
    child.stdin.end(options.input ?? '');
  });
}

/** The one-line JSON error carc prints, with nothing on standard error. */
function errorOf(run: Run): { error: string; cause?: string; message: string } {
  expect(run.stderr).toBe('');
  expect(run.stdout.endsWith('\n')).toBe(true);
  expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
  const parsed = JSON.parse(run.stdout) as { error: string; cause?: string; message: string };
  // A cause only ever comes with bad-position (a position that breaks a rule).
  expect(Object.keys(parsed)).toEqual(parsed.error === 'bad-position' && 'cause' in parsed ? ['error', 'cause', 'message'] : ['error', 'message']);
  return parsed;
}

const SMALL_SCORE = {
  endgame: { red: 6, blue: 3 },
  total: { red: 10, blue: 3 },
  features: [
    { kind: 'road', complete: false, tiles: 3, pennants: 0, meeples: { blue: 1 }, winners: ['blue'], points: 3 },
    { kind: 'cloister', complete: false, tiles: 3, pennants: 0, meeples: { red: 1 }, winners: ['red'], points: 3 },
    { kind: 'farm', complete: false, tiles: 3, pennants: 0, meeples: { red: 1 }, winners: ['red'], points: 3, cities: 1 },
  ],
  winners: ['red'],
  warnings: [],
};

// Generous: a loaded machine can make each start-up take a second or more.
describe.concurrent('carc', { timeout: 120_000 }, () => {
  // ---------------------------------------------------------------- help

  it('--help lists every command', async ({ expect }) => {
    const a = await carc(['--help']);
    expect(a.status).toBe(0);
    expect(a.stderr).toBe('');
    expect(a.stdout.startsWith('carc — Carcassonne positions on the command line\n')).toBe(true);
    for (const line of [
      '  score     final scoring as if the game ended now',
      '  place     play one turn for the player to play',
      '  moves     every legal placement of a tile, with the open meeple spots',
      '  play      a complete game between random players',
      '  validate  check a position and print it in canonical form',
      '  solve     value every move of the tile in hand under one objective',
      '  possible  whether a position could arise in a game under its rules',
      '  match     games between two computer levels, on the same tiles with the seats swapped',
      '  replay    the position after each move of a recorded game, or after move K',
      '  review    what each move of a recorded game lost against the best move found',
    ]) expect(a.stdout.split('\n')).toContain(line);
  });

  // ---------------------------------------------------------------- the launcher

  it('builds its bundle on the first run, uses it while its sources are unchanged, and builds it again when one changed', async ({ expect }) => {
    const cache = mkdtempSync(join(TMP, 'cache-'));
    const env = { CARC_CACHE_DIR: cache };
    // First run: nothing in the cache; the bundle is built, and answers.
    const first = await carc(['--version'], { env });
    expect(first).toMatchObject({ status: 0, stderr: '' });
    expect(first.stdout).toMatch(/^carc \d+\.\d+\.\d+\n$/);
    const inputs = JSON.parse(readFileSync(join(cache, 'inputs.json'), 'utf8')) as Record<string, [number, number]>;
    expect(Object.keys(inputs)).toContain('bin/carc.ts');
    expect(Object.keys(inputs)).toContain('src/engine/board.ts');
    // A bundle built from files as they are now is used as it is: here, a stand-in that says so.
    writeFileSync(join(cache, 'carc.mjs'), 'export async function main() { process.stdout.write("the cached bundle ran\\n"); return 0; }\n');
    expect((await carc(['--version'], { env })).stdout).toBe('the cached bundle ran\n');
    // One of its sources changed (its size or time differs from the list): built again from the sources.
    inputs['src/engine/board.ts'][1] -= 1000;
    writeFileSync(join(cache, 'inputs.json'), JSON.stringify(inputs));
    const again = await carc(['--version'], { env });
    expect(again.stdout).toBe(first.stdout);
    expect(readFileSync(join(cache, 'carc.mjs'), 'utf8')).not.toContain('the cached bundle ran');
  });

  // ---------------------------------------------------------------- match

  it('match plays pairs of games between two levels and sums them up for A', async ({ expect }) => {
    const run = await carc(['match', '--a', 'club', '--b', 'beginner', '--games', '2', '--seed', '4', '--jobs', '2', '--ms', '600000']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['a', 'b', 'players', 'seed', 'games', 'wins', 'losses', 'ties', 'winRate', 'meanMargin', 'sdMargin', 'ci95', 'msPerMove', 'wallMsPerMove', 'capped']);
    expect(out).toMatchObject({ a: 'club', b: 'beginner', players: 2, seed: 4, games: 2 });
    expect((out.wins as number) + (out.losses as number) + (out.ties as number)).toBe(2);
    expect(out.winRate).toBe(((out.wins as number) + (out.ties as number) / 2) / 2);
    // The same seed, the same games (Club and Beginner never reach the time limit here).
    const again = await carc(['match', '--a', 'club', '--b', 'beginner', '--games', '2', '--seed', '4', '--jobs', '1', '--ms', '600000', '--explain']);
    expect(again.status).toBe(0);
    const lines = again.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`club against beginner, 2 games (2 players, seed 4): club won ${out.wins}, lost ${out.losses}, tied ${out.ties}.`);
    expect(lines[1]).toContain(`mean margin ${(out.meanMargin as number) > 0 ? '+' : ''}${out.meanMargin} points`);
  });

  // ---------------------------------------------------------------- games: replay and review

  it('replay prints the position after each move, or after move K with the next tile in hand', async ({ expect }) => {
    const game = JSON.parse(readFileSync(EXAMPLE('game.json'), 'utf8')) as { players: string[]; moves: { tile: string; x: number; y: number; rot: number; meeple?: string }[] };
    const at = await carc(['replay', EXAMPLE('game.json'), '--at', '40']);
    expect(at.stderr).toBe('');
    expect(at.status).toBe(0);
    const out = JSON.parse(at.stdout) as { move: number; position: { tiles: unknown[]; inHand: string; remaining: string[]; draw: string; toPlay: string } };
    expect(out.move).toBe(40);
    expect(out.position.tiles).toHaveLength(41);
    expect(out.position.inHand).toBe(game.moves[40].tile);
    expect(out.position.remaining).toHaveLength(71 - 41);
    expect(out.position.draw).toBe('random');
    expect(out.position.toPlay).toBe(game.players[0]);
    // That position is a position: carc takes it as it is.
    const file = join(TMP, 'after40.json');
    writeFileSync(file, JSON.stringify(out.position));
    expect((await carc(['validate', file])).status).toBe(0);
    const all = await carc(['replay', EXAMPLE('game.json')]);
    const steps = (JSON.parse(all.stdout) as { moves: { move: number; player: string; tile: string; played: unknown; scores: Record<string, number>; position: { tiles: unknown[] } }[] }).moves;
    expect(steps).toHaveLength(71);
    expect(steps[0]).toMatchObject({ move: 1, player: 'club', tile: game.moves[0].tile, played: { x: game.moves[0].x, y: game.moves[0].y, rot: game.moves[0].rot, meeple: game.moves[0].meeple ?? null } });
    expect(steps[70].position.tiles).toHaveLength(72);
    const explained = await carc(['replay', EXAMPLE('game.json'), '--explain']);
    const lines = explained.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('A game between club, beginner, 71 moves:');
    expect(lines[1]).toBe('  1. club: W at (-1, 0) rot 0, a highwayman on E; scores club 0, beginner 0');
    expect(lines[3]).toBe('  3. club: D at (-2, -1) rot 1, a knight on E, scoring 4; scores club 4, beginner 0');
    const end = await carc(['replay', EXAMPLE('game.json'), '--at', '71', '--explain']);
    expect(end.stdout).toBe('After move 71 the game is over: 72 tiles on the board; scores before the final scoring club 74, beginner 2.\n');
  });

  it('replay refuses a broken game record with the move at fault, and an --at past the end', async ({ expect }) => {
    const game = JSON.parse(readFileSync(EXAMPLE('game.json'), 'utf8')) as { moves: { x: number }[] };
    game.moves[4].x += 7;
    const file = join(TMP, 'broken-game.json');
    writeFileSync(file, JSON.stringify(game));
    const run = await carc(['replay', file]);
    expect(run.status).toBe(1);
    const e = errorOf(run);
    expect(e.error).toBe('bad-game');
    expect(e.message.startsWith(`${file}: Move 5 (club with "D"): `)).toBe(true);
    const past = await carc(['replay', EXAMPLE('game.json'), '--at', '72']);
    expect(past.status).toBe(2);
    expect(errorOf(past)).toEqual({ error: 'bad-option-value', message: '--at must be between 0 and 71, not 72.' });
    const none = await carc(['review']);
    expect(errorOf(none)).toEqual({ error: 'missing-file', message: 'carc review needs a GAME record file (or - to read standard input).' });
  });

  it('review weighs every move of a game against the best move found, exactly at the end, and lists each player\'s mistakes', async ({ expect }) => {
    // The last 8 moves of the example game, from the position before them.
    const game = JSON.parse(readFileSync(EXAMPLE('game.json'), 'utf8')) as { players: string[]; moves: unknown[] };
    const before = JSON.parse((await carc(['replay', EXAMPLE('game.json'), '--at', '63'])).stdout) as { position: Record<string, unknown> };
    const { tiles, meeples, scores, toPlay, inHand, remaining } = before.position as { remaining: string[]; inHand: string } & Record<string, unknown>;
    const late = { format: 'carcassonne-game/1', players: game.players, start: { tiles, meeples, scores, toPlay, remaining: [inHand, ...remaining] }, moves: game.moves.slice(63) };
    const file = join(TMP, 'late-game.json');
    writeFileSync(file, JSON.stringify(late));
    const run = await carc(['review', file, '--search', '300', '--playouts', '60']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as {
      players: string[];
      settings: Record<string, number>;
      moves: { move: number; player: string; method: string; loss: number; noise: number; mistake: boolean; value: number; bestValue: number }[];
      summary: Record<string, { lost: number; moves: number; mistakes: number; worst: number[] }>;
    };
    expect(Object.keys(out)).toEqual(['players', 'settings', 'moves', 'summary']);
    expect(out.settings).toMatchObject({ searchPlayouts: 300, playouts: 60 });
    expect(out.moves).toHaveLength(8);
    // 7 tiles to come after the first move: playouts; the last three (2 tiles to come or fewer) exactly, or their
    // only move. (With 3 to come the exact search is tried within a budget of positions, then the playouts.)
    expect(out.moves[0].method).toBe('playouts');
    for (const m of out.moves.slice(5)) {
      expect(['exact', 'only']).toContain(m.method);
      expect(m.noise).toBe(0);
    }
    for (const m of out.moves) {
      expect(m.loss).toBeGreaterThanOrEqual(0);
      expect(m.loss).toBeCloseTo(m.bestValue - m.value, 1);
      expect(m.mistake).toBe(m.loss > m.noise && m.loss >= 1);
    }
    for (const name of game.players) {
      const s = out.summary[name];
      expect(s.moves).toBe(4);
      expect(s.mistakes).toBe(out.moves.filter((m) => m.player === name && m.mistake).length);
      expect(s.worst).toEqual(out.moves.filter((m) => m.player === name && m.mistake).sort((a, b) => b.loss - a.loss || a.move - b.move).map((m) => m.move));
    }
    // The same game and seed: the same review. One player only: the other's moves are skipped.
    const one = await carc(['review', file, '--search', '300', '--playouts', '60', '--players', 'beginner', '--explain']);
    expect(one.status).toBe(0);
    const lines = one.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Review of a game of 8 moves (the strong level\'s search with 300 playouts, 60 playouts a move to measure the loss).');
    expect(lines.some((l) => l.startsWith('beginner: 4 moves reviewed, '))).toBe(true);
    expect(lines.some((l) => l.startsWith('club:'))).toBe(false);
    expect(lines.filter((l) => l.endsWith('(not reviewed).'))).toHaveLength(4);
    const bad = await carc(['review', file, '--players', 'Zoe']);
    expect(bad.status).toBe(2);
    expect(errorOf(bad)).toEqual({ error: 'bad-option-value', message: '--players: "Zoe" is not one of the players (club, beginner).' });
  });

  it('match refuses an unknown level and a missing one', async ({ expect }) => {
    const bad = await carc(['match', '--a', 'grandmaster', '--b', 'club']);
    expect(bad.status).toBe(2);
    expect(errorOf(bad)).toEqual({ error: 'bad-option-value', message: '--a must be one of the levels beginner, club, strong, not "grandmaster".' });
    const missing = await carc(['match', '--a', 'club']);
    expect(missing.status).toBe(2);
    expect(errorOf(missing).error).toBe('missing-option');
  });

  it('COMMAND --help lists the options of the command, even beside other arguments', async ({ expect }) => {
    const run = await carc(['place', 'no-such-file.json', '--help']);
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('carc place — play one turn for the player to play');
    expect(lines).toContain('Usage: carc place FILE --tile L --x X --y Y --rot R [--meeple SPOT] [--explain]');
    for (const opt of ['--tile L', '--x X', '--y Y', '--rot R', '--meeple SPOT', '--explain', '--help']) {
      expect(lines.some((l) => l.startsWith(`  ${opt} `))).toBe(true);
    }
  });

  // ---------------------------------------------------------------- score

  it('score prints the final scoring as JSON', async ({ expect }) => {
    const run = await carc(['score', SMALL]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(SMALL_SCORE);
  });

  it('score --all lists the features nobody holds too, after the others, with what each is worth', async ({ expect }) => {
    const [json, text] = await Promise.all([carc(['score', SMALL, '--all']), carc(['score', SMALL, '--all', '--explain'])]);
    expect(json.status).toBe(0);
    const out = JSON.parse(json.stdout) as typeof SMALL_SCORE & { features: Record<string, unknown>[] };
    expect(out.features.slice(0, 3)).toEqual(SMALL_SCORE.features);
    expect(out.features.slice(3)).toEqual([
      { kind: 'city', complete: true, tiles: 2, pennants: 0, meeples: {}, winners: [], points: 0, value: 4 },
      { kind: 'farm', complete: false, tiles: 1, pennants: 0, meeples: {}, winners: [], points: 0, cities: 1, value: 3 },
    ]);
    // Nothing else changes.
    expect({ ...out, features: out.features.slice(0, 3) }).toEqual(SMALL_SCORE);
    expect(text.stdout.split('\n').slice(0, 5)).toEqual([
      'road (unfinished, 3 tiles) at (0, 0) — blue 1 → blue scores 3',
      'cloister (unfinished, 3 of 9 tiles) at (-1, 0) — red 1 → red scores 3',
      'farm (3 tiles, supplies 1 completed city) at (0, 0) — red 1 → red scores 3',
      'city (complete, 2 tiles, 0 pennants) at (0, 0) — no meeple → worth 4 to nobody',
      'farm (1 tile, supplies 1 completed city) at (0, -1) — no meeple → worth 3 to nobody',
    ]);
  });

  it('score reads standard input for "-" and runs from any folder', async ({ expect }) => {
    const run = await carc(['score', '-'], { input: SMALL_TEXT, cwd: TMP });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(SMALL_SCORE);
  });

  it('score --explain prints one line per feature, the totals and the winner', async ({ expect }) => {
    const run = await carc(['score', SMALL, '--explain']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe([
      'road (unfinished, 3 tiles) at (0, 0) — blue 1 → blue scores 3',
      'cloister (unfinished, 3 of 9 tiles) at (-1, 0) — red 1 → red scores 3',
      'farm (3 tiles, supplies 1 completed city) at (0, 0) — red 1 → red scores 3',
      '',
      'Scores before the final scoring: red 4, blue 0',
      'Final scoring: red +6, blue +3',
      'Total: red 10, blue 3',
      'Winner: red with 10 points',
      '',
    ].join('\n'));
  });

  it('score --explain shares a tied feature and follows the first-edition farm rule', async ({ expect }) => {
    const run = await carc(['score', EXAMPLE('first-edition-farms.json'), '--explain']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe([
      'road (unfinished, 3 tiles) at (0, 0) — blue 1 → blue scores 3',
      'cloister (unfinished, 3 of 9 tiles) at (-1, 0) — red 1 → red scores 3',
      'farm (first-edition rule: the farmers around a completed city of 2 tiles) — red 1, blue 1 → red and blue score 4 each',
      '',
      'Scores before the final scoring: red 4, blue 0',
      'Final scoring: red +7, blue +7',
      'Total: red 11, blue 7',
      'Winner: red with 11 points',
      '',
    ].join('\n'));
  });

  // ---------------------------------------------------------------- validate

  it('validate prints the position in canonical form', async ({ expect }) => {
    const run = await carc(['validate', '-'], {
      input: JSON.stringify({
        format: 'carcassonne-position/1',
        players: [' Ann ', 'Bob'],
        rules: { farmers: true, meeples: 5 },
        tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'V', rot: 0 }],
        meeples: [{ player: 'Bob', x: 1, y: 0, at: 'W' }],
      }),
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      format: 'carcassonne-position/1',
      players: ['Ann', 'Bob'],
      tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'V', rot: 0 }],
      meeples: [{ player: 'Bob', x: 1, y: 0, at: 'S' }],
      scores: { Ann: 0, Bob: 0 },
      toPlay: 'Ann',
      rules: { meeples: 5 },
    });
  });

  it('validate --explain sums the position up; a canonical file comes back unchanged', async ({ expect }) => {
    const [text, json] = await Promise.all([carc(['validate', SMALL, '--explain']), carc(['validate', SMALL])]);
    expect(text.status).toBe(0);
    expect(text.stdout).toBe(`${SMALL}: a valid position, 2 players (red, blue), 4 tiles, 3 meeples, default rules, blue to play.\n`);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(small());
  });

  it('validate notes a meeple left on a finished feature on standard error', async ({ expect }) => {
    const pos = small();
    (pos.meeples as unknown[]).push({ player: 'blue', x: 0, y: -1, at: 'S' });
    const run = await carc(['validate', '-'], { input: JSON.stringify(pos) });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('note: The meeple at (0, -1) stands on a finished feature; in a game it would already have scored and gone back. It is scored here as finished.\n');
    expect((JSON.parse(run.stdout) as { meeples: unknown[] }).meeples).toHaveLength(4);
  });

  // ---------------------------------------------------------------- place

  it('place plays one turn: scores what it completes and passes the turn', async ({ expect }) => {
    const run = await carc(['place', SMALL, '--tile', 'A', '--x', '1', '--y', '1', '--rot', '2', '--meeple', 'C']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      scored: { red: 0, blue: 4 },
      completed: [{ kind: 'road', tiles: 4, pennants: 0, points: 4, winners: ['blue'], meeples: { blue: 1 } }],
      position: {
        format: 'carcassonne-position/1',
        players: ['red', 'blue'],
        tiles: [
          { x: 0, y: 0, tile: 'D', rot: 0 },
          { x: 0, y: -1, tile: 'E', rot: 2 },
          { x: -1, y: 0, tile: 'A', rot: 3 },
          { x: 1, y: 0, tile: 'V', rot: 0 },
          { x: 1, y: 1, tile: 'A', rot: 2 },
        ],
        meeples: [
          { player: 'red', x: -1, y: 0, at: 'C' },
          { player: 'red', x: 0, y: 0, at: 'EN' },
          { player: 'blue', x: 1, y: 1, at: 'C' },
        ],
        scores: { red: 4, blue: 4 },
        toPlay: 'red',
      },
    });
  });

  it('place --explain names the meeple by its role: a monk, a highwayman, a knight, a farmer', async ({ expect }) => {
    const turns: [string[], string][] = [
      [['--tile', 'A', '--x', '1', '--y', '1', '--rot', '2', '--meeple', 'C'], 'blue places A at (1, 1), rot 2, with a monk on C.'],
      [['--tile', 'U', '--x', '0', '--y', '-2', '--rot', '1', '--meeple', 'E'], 'blue places U at (0, -2), rot 1, with a highwayman on E.'],
      [['--tile', 'E', '--x', '1', '--y', '-1', '--rot', '0', '--meeple', 'N'], 'blue places E at (1, -1), rot 0, with a knight on N.'],
      [['--tile', 'E', '--x', '0', '--y', '-2', '--rot', '0', '--meeple', 'EN'], 'blue places E at (0, -2), rot 0, with a farmer on EN.'],
    ];
    const runs = await Promise.all(turns.map(([args]) => carc(['place', SMALL, ...args, '--explain'])));
    runs.forEach((run, i) => {
      expect(run.status, run.stdout).toBe(0);
      expect(run.stdout.split('\n')[0]).toBe(turns[i][1]);
    });
  });

  it('place --explain tells the turn in words; a negative coordinate may follow its option', async ({ expect }) => {
    const run = await carc(['place', '-', '--tile', 'E', '--x', '1', '--y', '-1', '--rot', '0', '--explain'], { input: SMALL_TEXT });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe([
      'blue places E at (1, -1), rot 0, without a meeple.',
      'Completes nothing.',
      'Scored this turn: red 0, blue 0',
      'Scores now: red 4, blue 0',
      'Next to play: red',
      '',
    ].join('\n'));
  });

  const illegal: [string, string[], Record<string, unknown> | null, string, string][] = [
    ['a taken cell', ['--tile', 'A', '--x', '0', '--y', '0', '--rot', '0'], null, 'occupied', 'There is already a tile (D) at (0, 0).'],
    ['a cell touching nothing', ['--tile', 'A', '--x', '5', '--y', '5', '--rot', '0'], null, 'not-adjacent',
      'The cell (5, 5) does not touch any tile along a side. A new tile must share at least one whole side with a tile already on the board; touching only at a corner is not enough.'],
    ['sides that do not match', ['--tile', 'A', '--x', '1', '--y', '1', '--rot', '0'], null, 'edge-mismatch',
      'The north side of this tile is a field, but it would touch the south side of the V tile at (1, 0), which is a road. Touching sides must match: city to city, road to road, field to field.'],
    ['a meeple on an occupied road', ['--tile', 'U', '--x', '1', '--y', '1', '--rot', '0', '--meeple', 'N'], null, 'feature-occupied',
      'This road would join a road that already has a meeple on it (blue\'s at (1, 0), the south side). You may only place a meeple on a road that nobody occupies yet, however far away the other meeple stands — even if it is your own.'],
    ['a spot name that does not exist', ['--tile', 'U', '--x', '1', '--y', '1', '--rot', '0', '--meeple', 'Q'], null, 'no-such-spot',
      '"Q" is not a spot name. Use N, E, S or W for a road or city, C for a cloister, or a half side such as NW or ES for a field.'],
    ['a farmer when farmers are off', ['--tile', 'E', '--x', '1', '--y', '-1', '--rot', '0', '--meeple', 'ES'],
      { rules: { farmers: false }, meeples: [{ player: 'red', x: -1, y: 0, at: 'C' }] }, 'farmers-off',
      'Farmers are not used in this game, so a meeple cannot go into a field.'],
    ['a meeple when none is left', ['--tile', 'E', '--x', '1', '--y', '-1', '--rot', '0', '--meeple', 'N'],
      { rules: { meeples: 2 }, toPlay: 'red' }, 'no-meeple-left',
      'red has no meeple left in the supply: all 2 are on the board. Meeples come back when their feature is completed and scored.'],
  ];
  for (const [what, args, change, code, message] of illegal) {
    it(`place refuses ${what} with exit status 1 and the code ${code}`, async ({ expect }) => {
      const run = change
        ? await carc(['place', '-', ...args], { input: JSON.stringify({ ...small(), ...change }) })
        : await carc(['place', SMALL, ...args]);
      expect(run.status).toBe(1);
      const err = errorOf(run);
      expect(err.error).toBe(code);
      expect(err.message).toBe(message);
    });
  }

  // ---------------------------------------------------------------- moves

  it('moves lists every legal placement with its open meeple spots', async ({ expect }) => {
    const [json, none] = await Promise.all([carc(['moves', SMALL, '--tile', 'L']), carc(['moves', SMALL, '--tile', 'C'])]);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({
      tile: 'L',
      player: 'blue',
      moves: [
        { x: 1, y: 1, rot: 1, spots: ['E', 'S', 'W', 'SW'] },
        { x: 1, y: 1, rot: 2, spots: ['S', 'W', 'E', 'ES'] },
        { x: 1, y: 1, rot: 3, spots: ['W', 'E', 'S', 'ES'] },
      ],
    });
    expect(none.status).toBe(0);
    expect(JSON.parse(none.stdout)).toEqual({ tile: 'C', player: 'blue', moves: [] });
  });

  // ---------------------------------------------------------------- solve

  /** Red's meeple on the start tile's city; red holds an E (a city cap), a U and a K to come. */
  const CAP = JSON.stringify({
    format: 'carcassonne-position/1', players: ['red', 'blue'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
    meeples: [{ player: 'red', x: 0, y: 0, at: 'N' }], inHand: 'E', remaining: ['U', 'K'],
  });

  it('solve values every move of the tile in hand (final by default), the first N with their breakdown', async ({ expect }) => {
    const run = await carc(['solve', '-', '--top', '1'], { input: CAP });
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(Object.keys(out)).toEqual(['objective', 'tile', 'player', 'value', 'best', 'moves', 'remaining', 'draw', 'depth', 'complete', 'nodes', 'ms']);
    // Closing red's city (4) with a farmer on the field beside it (3): red 7, blue 0.
    expect(out).toMatchObject({ objective: 'final', tile: 'E', player: 'red', value: 7, best: [{ x: 0, y: -1, rot: 2, meeple: 'NW' }], complete: true, remaining: [] });
    expect(out.moves[0].breakdown).toMatchObject({ now: 4, later: 2, final: 7, gains: { red: 6, blue: 0 } });
    expect(out.moves[1]).toEqual({ x: 0, y: -1, rot: 2, meeple: null, value: 4 });
    expect(out.moves).toHaveLength(11);
  });

  it('solve --objective points --tile L solves another tile; --objective endgame looks at the tiles to come, --explain in words', async ({ expect }) => {
    const [points, end] = await Promise.all([
      carc(['solve', '-', '--objective', 'points', '--tile', 'e', '--top', '0'], { input: CAP }),
      carc(['solve', '-', '--objective', 'endgame', '--top', '2', '--explain'], { input: CAP }),
    ]);
    expect(points.status).toBe(0);
    const p = JSON.parse(points.stdout);
    expect(p).toMatchObject({ objective: 'points', value: 4, best: [{ x: 0, y: -1, rot: 2, meeple: null }, { x: 0, y: -1, rot: 2, meeple: 'NW' }] });
    expect(p.moves.every((m: object) => !('breakdown' in m))).toBe(true);
    expect(end.status).toBe(0);
    const lines = end.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('red holds E; value: margin at the end, 2 tiles to come (in order).');
    // A meeple is named by its role on the feature under its spot.
    expect(lines[1]).toBe('Best value 7, reached by one move: (0, -1) rot 2, a farmer on NW.');
    expect(lines[2]).toBe('All 11 moves, best first:');
    expect(lines[3]).toMatch(/^ {2}7 {2}\(0, -1\) rot 2, a farmer on NW — scores 4 now for a city of 2 tiles/);
    expect(lines[4]).toMatch(/^ {2}6 {2}\(0, 1\) rot 1, a knight on E — /);
    expect(lines.at(-1)).toMatch(/^\d+ positions searched in \d+ ms\.$/);
  });

  it('solve refuses a position without inHand and no --tile, an unknown objective, and too many copies to come', async ({ expect }) => {
    const noHand = JSON.stringify({ ...JSON.parse(CAP), inHand: undefined });
    const tooMany = JSON.stringify({ ...JSON.parse(CAP), remaining: ['C', 'C'] });
    const [a, b, c] = await Promise.all([
      carc(['solve', '-'], { input: noHand }),
      carc(['solve', '-', '--objective', 'best'], { input: CAP }),
      carc(['solve', '-'], { input: tooMany }),
    ]);
    expect(a.status).toBe(2);
    expect(errorOf(a)).toEqual({ error: 'missing-option', message: 'carc solve needs --tile L (the tile letter, A to X) when the position has no inHand.' });
    expect(b.status).toBe(2);
    expect(errorOf(b)).toEqual({ error: 'bad-option-value', message: '--objective must be points, final or endgame, not "best".' });
    expect(c.status).toBe(1);
    expect(errorOf(c)).toEqual({
      error: 'bad-position', cause: 'too-many-tiles',
      message: 'standard input: remaining tile 2: the game has only 1 tile of type C, but this position counts more: 0 on the board, 0 in hand and 2 still to come.',
    });
  });

  it('moves takes the tile in hand when there is no --tile', async ({ expect }) => {
    const [hand, given] = await Promise.all([carc(['moves', '-'], { input: JSON.stringify({ ...small(), inHand: 'L' }) }), carc(['moves', SMALL, '--tile', 'L'])]);
    expect(hand.status).toBe(0);
    expect(hand.stdout).toBe(given.stdout);
    expect(JSON.parse(hand.stdout).tile).toBe('L');
  });

  it('moves --explain prints one line per placement (a lower-case tile letter is fine)', async ({ expect }) => {
    const run = await carc(['moves', SMALL, '--tile', 'o', '--explain']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe([
      'Tile O for blue: 2 legal placements',
      '  (1, 1) rot 2 — meeple: E',
      '  (1, 1) rot 3 — meeple: S',
      '',
    ].join('\n'));
  });

  // ---------------------------------------------------------------- play

  // ---------------------------------------------------------------- possible

  it('possible finds an order for a real game, the start tile first, the players taking turns', async ({ expect }) => {
    const run = await carc(['possible', EXAMPLE('finished-game.json')]);
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as { verdict: string; turns: boolean; order: { tile: string; x: number; y: number; player: string | null }[] };
    expect(out.verdict).toBe('possible');
    expect(out.turns).toBe(true);
    expect(out.order).toHaveLength(72);
    expect(out.order[0]).toMatchObject({ tile: 'D', x: 0, y: 0, player: null });
    expect(out.order.slice(1, 4).map((m) => m.player)).toEqual(['red', 'blue', 'green']);
    const explained = await carc(['possible', EXAMPLE('finished-game.json'), '--explain']);
    const lines = explained.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^.*finished-game\.json: this position could arise in a game \(the search laid \d+ tiles\)\. The tiles in an order that produces it, the players taking turns:$/);
    expect(lines[1]).toBe('  1. D at (0, 0) rot 0, the start tile');
    expect(lines).toHaveLength(73);
  });

  it('possible names the reasons a board cannot arise: a farmer on the start tile, too few turns, a score no turn could pay', async ({ expect }) => {
    const run = await carc(['possible', EXAMPLE('first-edition-farms.json'), '--explain']);
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      `${EXAMPLE('first-edition-farms.json')}: this position could not arise in a game:`,
      '  - Meeple 3 (red at (0, 0)): it stands on the start tile. Nobody lays the start tile, so nobody could put a meeple on it.',
      '  - blue has 2 meeples on the board, but with blue to play now and the players taking turns, blue has laid only 1 of the tiles after the start tile, and a meeple goes only on a tile its owner lays.',
      '  - red has 4 points, but the meeples on the board use up every tile red could have put a meeple on (one a tile, as it is laid), so red never held a completed road, city or cloister: during play, points come only from those, as they are completed.',
    ]);
    const json = JSON.parse((await carc(['possible', SMALL, '--any-turn'])).stdout) as { verdict: string; turns: boolean; reasons: { code: string }[] };
    expect(json).toMatchObject({ verdict: 'impossible', turns: false });
    // Without turns too, the 3 meeples use up the 3 tiles after the start tile: none was left to hold red's city.
    expect(json.reasons.map((r) => r.code)).toEqual(['meeple-on-start-tile', 'unreachable-score']);
  });

  it('possible reads leniently (too many tiles is a reason, not a refusal), answers unknown past --budget, and refuses what it cannot read', async ({ expect }) => {
    const twoC = JSON.stringify({ format: 'carcassonne-position/1', players: ['red'], tiles: [
      { x: 0, y: 0, tile: 'D', rot: 0 }, { x: 0, y: -1, tile: 'C', rot: 0 }, { x: 1, y: -1, tile: 'C', rot: 0 },
    ] });
    const many = JSON.parse((await carc(['possible', '-'], { input: twoC })).stdout) as { verdict: string; reasons: { code: string; tile: string }[] };
    expect(many.verdict).toBe('impossible');
    expect(many.reasons).toMatchObject([{ code: 'too-many-tiles', tile: 'C', count: 1, onBoard: 2 }]);
    const short = await carc(['possible', EXAMPLE('finished-game.json'), '--budget', '3', '--explain']);
    expect(short.status).toBe(0);
    expect(short.stdout).toMatch(/: undecided: the search laid \d+ tiles and found no order, nor ruled them all out; try a larger --budget\.\n$/);
    const bad = await carc(['possible', '-'], { input: '{"format": "carcassonne-position/1", "players": ["red"], "tiles": [{"x": 0, "y": 0, "tile": "D", "rot": 0}, {"x": 1, "y": 0, "tile": "B", "rot": 0}]}' });
    expect(bad.status).toBe(1);
    expect(errorOf(bad)).toEqual({ error: 'bad-position', cause: 'edge-mismatch', message: 'standard input: Tile 1 (D at (0, 0)): its east side is a road, but the west side of tile 2 (B at (1, 0)) is a field.' });
    const budget = await carc(['possible', SMALL, '--budget', '0']);
    expect(budget.status).toBe(2);
    expect(errorOf(budget)).toEqual({ error: 'bad-option-value', message: '--budget must be between 1 and 100000000, not 0.' });
  });

  it('play runs a whole seeded game: the one in docs/examples, which validates unchanged', async ({ expect }) => {
    const run = await carc(['play', '--players', '3', '--seed', '28']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as {
      position: { players: string[]; tiles: unknown[]; meeples: unknown[]; scores: Record<string, number>; toPlay: string };
      final: unknown;
      discarded: string[];
      seed: number;
    };
    expect(out.final).toEqual({
      endgame: { red: 18, blue: 33, green: 17 },
      total: { red: 32, blue: 35, green: 31 },
      winners: ['blue'],
    });
    expect(out.discarded).toEqual([]);
    expect(out.seed).toBe(28);
    expect(out.position.players).toEqual(['red', 'blue', 'green']);
    expect(out.position.tiles).toHaveLength(72);
    expect(out.position.meeples).toHaveLength(21);
    expect(out.position.scores).toEqual({ red: 14, blue: 2, green: 14 });
    expect(out.position.toPlay).toBe('green');
    expect(out.position).toEqual(JSON.parse(readFileSync(EXAMPLE('finished-game.json'), 'utf8')));
    // The printed position is legal, canonical, and scores to the same final result.
    const [checked, scored] = await Promise.all([
      carc(['validate', '-'], { input: JSON.stringify(out.position) }),
      carc(['score', '-'], { input: JSON.stringify(out.position) }),
    ]);
    expect(checked.status).toBe(0);
    expect(JSON.parse(checked.stdout)).toEqual(out.position);
    const score = JSON.parse(scored.stdout) as { endgame: unknown; total: unknown; winners: unknown };
    expect({ endgame: score.endgame, total: score.total, winners: score.winners }).toEqual(out.final);
  });

  it('play takes rule options and names', async ({ expect }) => {
    const run = await carc(['play', '--seed', '1', '--names', 'Ann,Bob', '--rules', '{"farmers":false,"meeples":5}']);
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as { position: { players: string[]; rules: unknown; meeples: { at: string }[] } };
    expect(out.position.players).toEqual(['Ann', 'Bob']);
    expect(out.position.rules).toEqual({ farmers: false, meeples: 5 });
    expect(out.position.meeples.length).toBeLessThanOrEqual(10);
    expect(out.position.meeples.length).toBeGreaterThan(0);
  });

  // ---------------------------------------------------------------- bad input

  const big = join(TMP, 'big.json');
  writeFileSync(big, `{"format": "carcassonne-position/1", "pad": "${'x'.repeat(300 * 1024)}"}`);
  const usage: [string, string[], string | undefined, number, string, string, string?][] = [
    ['an unknown command', ['scroe', SMALL], undefined, 2, 'unknown-command', 'There is no command "scroe". Commands: score, place, moves, play, validate, solve, possible, match, replay, review. Run `carc --help` for more.'],
    ['a missing FILE', ['score'], undefined, 2, 'missing-file', 'carc score needs a position FILE (or - to read standard input).'],
    ['a file that does not exist', ['score', 'nowhere.json'], undefined, 2, 'no-such-file', 'Cannot read "nowhere.json": there is no such file.'],
    ['a folder instead of a file', ['validate', TMP], undefined, 2, 'unreadable-file', `Cannot read "${TMP}": it is a folder, not a file.`],
    ['an unknown option', ['score', SMALL, '--verbose'], undefined, 2, 'unknown-option', 'carc score has no option --verbose. Its options: --all, --explain, --help.'],
    ['a missing required option', ['moves', SMALL], undefined, 2, 'missing-option', 'carc moves needs --tile L (the tile letter, A to X) when the position has no inHand.'],
    ['an option without its value', ['place', SMALL, '--tile', 'A', '--x', '1', '--y', '--rot', '0'], undefined, 2, 'missing-value', '--y needs a value: --y Y.'],
    ['a non-integer --x', ['place', SMALL, '--tile', 'A', '--x', '1.5', '--y', '1', '--rot', '0'], undefined, 2, 'bad-option-value', '--x must be a whole number, not "1.5".'],
    ['an unknown --tile', ['place', SMALL, '--tile', 'Z', '--x', '1', '--y', '1', '--rot', '0'], undefined, 2, 'unknown-tile',
      '--tile "Z" is not a tile of the base game: use one of the letters A to X (see shared/tiles.md).'],
    ['--rot 5', ['place', SMALL, '--tile', 'A', '--x', '1', '--y', '1', '--rot', '5'], undefined, 2, 'bad-rotation', '--rot must be 0, 1, 2 or 3 quarter turns clockwise, not "5".'],
    ['bad --rules', ['play', '--rules', '{"farmers":"no"}'], undefined, 2, 'bad-option-value', '--rules: In rules, farmers: expected true or false but found "no".'],
    ['invalid JSON', ['score', '-'], '{"format": ', 1, 'bad-json', 'standard input: This is not valid JSON: Unexpected end of JSON input'],
    ['an invalid position', ['score', '-'], '{"format": "carcassonne-position/1", "players": ["red"], "tiles": [{"x": 0, "y": 0, "tile": "D", "rot": 4}]}', 1,
      'bad-position', 'standard input: Tile 1 at (0, 0): rot must be 0, 1, 2 or 3 quarter turns, not 4.', 'bad-rotation'],
    ['a position whose tiles do not match, given to place', ['place', '-', '--tile', 'U', '--x', '0', '--y', '1', '--rot', '1'],
      '{"format": "carcassonne-position/1", "players": ["red", "blue"], "tiles": [{"x": 0, "y": 0, "tile": "D", "rot": 0}, {"x": 1, "y": 0, "tile": "B", "rot": 0}]}', 1,
      'bad-position', 'standard input: Tile 1 (D at (0, 0)): its east side is a road, but the west side of tile 2 (B at (1, 0)) is a field.', 'edge-mismatch'],
    ['a position with an unknown field', ['validate', '-'], '{"format": "carcassonne-position/1", "players": ["red"], "tiles": [], "turn": 3}', 1,
      'bad-position', 'standard input: In the position: "turn" is not a field it can have.'],
    ['an oversized file', ['score', big], undefined, 1, 'too-large', `${big}: the file is 300 KB; a position can be at most 256 KB.`],
  ];
  for (const [what, args, input, status, code, message, cause] of usage) {
    it(`refuses ${what}: exit status ${status}, code ${code}${cause ? ` (cause ${cause})` : ''}`, async ({ expect }) => {
      const run = await carc(args, { input });
      expect(run.status).toBe(status);
      expect(errorOf(run)).toEqual(cause ? { error: code, cause, message } : { error: code, message });
    });
  }
});
