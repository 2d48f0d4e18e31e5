/**
 * `carc match` on every processor: the games of a match (src/engine/match.ts)
 * are shared out to child processes, each playing one game at a time.
 *
 * A child is this same program started again with CARC_MATCH_CHILD set
 * (bin/carc.ts `main` hands over to `matchChild`). Each child times its
 * moves on its own processor time (`process.cpuUsage`), so the time limit
 * caps the thinking itself, however busy the machine is, and a match on a
 * shared machine runs slower without its players playing worse; the waiting
 * time is measured too.
 */
import { fork } from 'node:child_process';
import { matchGames, playMatchGame, type GameResult, type MatchGame, type Side } from '../src/engine/match';
import type { Rules } from '../src/engine/rules';
import { t } from '../src/i18n';
import '../src/i18n/cli';

/** The variable that makes a carc process a match child. */
export const CHILD_ENV = 'CARC_MATCH_CHILD';

interface Job {
  game: MatchGame;
  a: Side;
  b: Side;
  rules?: Partial<Rules>;
}

/** The processor time of this process, in milliseconds. */
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** In a child: play each game sent, answer its result. */
export function matchChild(): Promise<number> {
  return new Promise((resolve) => {
    process.on('message', (job: Job) => {
      const result = playMatchGame(job.game, job.a, job.b, { rules: job.rules, now: cpuNow, wall: () => performance.now() });
      process.send!(result);
    });
    process.on('disconnect', () => resolve(0));
  });
}

export interface MatchRun {
  a: Side;
  b: Side;
  games: number;
  seed: number;
  players: number;
  jobs: number;
  rules?: Partial<Rules>;
  /** The path of this program, to start the children with. */
  self: string;
  /** After each game: the results so far. */
  onGame?: (results: readonly GameResult[], games: number) => void;
}

/** Play a match on `jobs` child processes; the results in game order. */
export async function runMatch(run: MatchRun): Promise<GameResult[]> {
  const games = matchGames(run.games, run.seed, run.players);
  const results: GameResult[] = [];
  let next = 0;
  const jobs = Math.max(1, Math.min(run.jobs, games.length));
  await Promise.all(
    Array.from({ length: jobs }, () =>
      new Promise<void>((resolve, reject) => {
        const child = fork(run.self, [], { env: { ...process.env, [CHILD_ENV]: '1' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
        let busy = false;
        const feed = () => {
          if (next >= games.length) {
            busy = false;
            child.disconnect();
            return;
          }
          busy = true;
          const job: Job = { game: games[next++], a: run.a, b: run.b, ...(run.rules ? { rules: run.rules } : {}) };
          child.send(job);
        };
        child.on('message', (r: GameResult) => {
          results.push(r);
          run.onGame?.(results, games.length);
          feed();
        });
        child.on('error', reject);
        child.on('exit', (code) => (busy ? reject(new Error(t('cli.err.match-child', { status: String(code) }))) : resolve()));
        feed();
      }),
    ),
  );
  return results.sort((x, y) => x.index - y.index);
}
