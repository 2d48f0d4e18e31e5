/**
 * The puzzle's answer from the solver in its worker (src/worker/client.ts
 * `solve`), started once the board is up (`begin`: the host says when): the state for the page
 * (thinking, with positions searched; done; failed) and a promise the judge
 * awaits, so a move played before the solver is done simply waits for it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { solve } from '../../worker/client';
import type { Objective, Position, Result, SolveReport } from '../../worker/api';
import { wordsOfError } from '../ui/words';

export type SolutionState =
  | { kind: 'thinking'; nodes: number }
  | { kind: 'done'; report: SolveReport }
  /** `reason`: why the solver gave no answer, in words. */
  | { kind: 'failed'; reason: string };

/** How many of the best moves carry their breakdown (what they do, in words). */
export const EXPLAINED = 12;

/** An endgame may take a while on a slow phone; the other objectives answer in milliseconds. */
const timeLimit = (objective: Objective) => (objective === 'endgame' ? 30_000 : 5_000);

/** How often the count of positions searched is redrawn. */
const PROGRESS_SHOWN_EVERY_MS = 300;

/**
 * `known`: the answer is known already (a puzzle of your own judged by Strong, own.ts, whose solution is the
 * review's best move): it is the state from the start, and the solver is not asked. `begin`: the solver may start
 * (it starts at the first render that says so; a move judged before then starts it at once). The trainer waits for
 * the board's first answer from the engine, so that the solver's worker, starting up, does not slow the board's.
 */
export function useSolution(position: Position, objective: Objective, known?: SolveReport, begin = true) {
  const [state, setState] = useState<SolutionState>(known ? { kind: 'done', report: known } : { kind: 'thinking', nodes: 0 });
  // One run per page: the promise is made on first use in the browser (never during server rendering).
  const run = useMemo(() => {
    let started: Promise<Result<SolveReport>> | null = known ? Promise.resolve({ ok: true, value: known }) : null;
    const controller = typeof AbortController === 'undefined' ? null : new AbortController();
    // The count of positions searched is shown a few times a second: each update redraws the trainer.
    let shownAt = -Infinity;
    const get = () => {
      started ??= solve(
        position,
        { objective },
        {
          signal: controller?.signal,
          limit: EXPLAINED,
          timeLimitMs: timeLimit(objective),
          onProgress: (nodes) => {
            const now = Date.now();
            if (now - shownAt < PROGRESS_SHOWN_EVERY_MS) return;
            shownAt = now;
            setState((s) => (s.kind === 'thinking' ? { kind: 'thinking', nodes } : s));
          },
        },
      );
      return started;
    };
    return { get, stop: () => controller?.abort() };
  }, [position, objective]);

  // Once asked to begin, it has begun: the search is never stopped by the host changing its mind.
  const begun = useRef(false);
  if (begin) begun.current = true;
  const go = begun.current;

  useEffect(() => {
    if (!go) return;
    let alive = true;
    // The solver's worker starts in a task of its own, after the one that wakes the page.
    const id = setTimeout(() =>
      run.get().then(async (r) => {
        const reason = r.ok ? '' : await wordsOfError(r.error);
        if (!alive) return;
        setState(r.ok ? { kind: 'done', report: r.value } : { kind: 'failed', reason });
      }),
    );
    return () => {
      alive = false;
      clearTimeout(id);
      run.stop();
    };
  }, [run, go]);

  return { state, answer: run.get };
}
