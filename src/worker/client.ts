/**
 * The one owner of the engine workers on a page.
 *
 *   import { callEngine, rankMoves, onEngineRestart } from '../worker/client';
 *   const summary = await callEngine((engine) => engine.catalogueSummary());
 *   const best = await rankMoves(position, 'L', { onProgress, signal });
 *   const solved = await solve(position, { objective: 'points' }, { onProgress, signal });
 *
 * Two workers run the same script (engine.worker.ts), both created lazily in
 * the browser only and shared by every island on the page:
 * - the engine worker answers the board's quick questions (callEngine);
 * - the solver worker ranks and solves moves (rankMoves, solve), so a long run never holds
 *   up the board, and cancelling one can simply end that worker.
 *
 * A worker that dies is noticed and replaced without the page losing anything
 * (positions live in the page, never in a worker):
 * - the Worker's `error` or `messageerror` event, or a call left unanswered
 *   for WATCHDOG_MS once the worker has answered before, counts as a crash;
 * - the worker is ended and a new one started; calls that only read (every
 *   method except `place`, see REPLAYABLE) are sent again to the new worker,
 *   once; a `place` in flight is NOT re-run: it rejects with a message saying
 *   nothing was changed, and the person simply plays it again;
 * - `onEngineRestart(cb)` tells the page, which can say so.
 * A worker that fails before it ever answered (the script did not load) is not
 * restarted: every call rejects with the reason, as the page cannot fix that.
 * Nor is one that keeps crashing (more than MAX_RESTARTS in RESTART_WINDOW_MS).
 *
 * Workers end on `pagehide`; reading calls waiting then, and any call made
 * until the page is shown again (back/forward cache), are sent when it is
 * (no worker starts in a page that is going away); a `place` cut off rejects as above.
 *
 * Test hooks, only when the page URL has `?test-hooks`:
 *   window.__carcTerminateEngine()  ends the engine worker silently, as a crash would;
 *   window.__carcSlowSolver(ms, limitMs?, holdMs?)  makes every ranking pause ms at each progress step
 *                                   (with limitMs, run up to that long before answering its best so far;
 *                                   with holdMs, answer no sooner than that);
 *   window.__carcReleaseSolver()    ends the hold of the runs sent with holdMs (they answer once their work is done);
 *   window.__carcEngineInfo()       { started, restarts, solverStarted } counters.
 */
import { proxy, wrap, type ProxyMarked, type Remote } from 'comlink';
import type { ComputerMoveReport, EngineApi, GameFile, GameReview, MoveOptions, Position, RankOptions, RankReport, Result, ReviewOptions, SolveOptions, SolveReport } from './api';

/**
 * Why the engine cannot answer on this page, as a code the page words in its language
 * (src/components/ui/words.ts `failureText`): its worker failed to start (`engine-failed`), or kept
 * stopping (`engine-gave-up`), or stopped before answering a call that changes the board, which was
 * not sent again (`call-lost`); `reason` is what the browser said.
 */
export class EngineFailure extends Error {
  constructor(
    readonly code: 'engine-failed' | 'engine-gave-up' | 'call-lost',
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'EngineFailure';
  }
}

export type { EngineApi };

/**
 * The one notion of the same move (rulings 9), for hosts that compare a
 * person's move with the solver's: the same cell and look (rotations of a
 * symmetric tile are one move) and the meeple on the same segment, or none.
 * Pure code, run on the page: no worker round trip for a comparison.
 */
export { sameMove } from '../engine/moves';

type Role = 'engine' | 'solver';

/** What the client needs of a Worker (tests pass their own). */
export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  terminate(): void;
}

export interface EngineRestart {
  /** Why the old worker was replaced, in words (for logs; the page shows its own sentence). */
  reason: string;
}

interface Slot {
  role: Role;
  worker: WorkerLike;
  remote: Remote<EngineApi>;
  /** The worker has answered at least once (it loaded and runs). */
  answered: boolean;
  dead: boolean;
  /** Set when the worker failed before it ever answered: every call on this role rejects with it. */
  failure?: Error;
  calls: Set<Call>;
}

interface Call {
  role: Role;
  run: (engine: Remote<EngineApi>) => Promise<unknown>;
  methods: Set<string>;
  attempt: number;
  /** Extra time this call may take (a ranking's time limit). */
  extraMs: number;
  slot?: Slot;
  timer?: ReturnType<typeof setTimeout>;
  settled: boolean;
  /** Nobody waits for the answer any more (a cancelled ranking): never re-run it. */
  abandoned: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Methods that only read, so sending them again to a new worker is harmless. */
const REPLAYABLE = new Set([
  'catalogueSummary',
  'validate',
  'legalMoves',
  'score',
  'featureAt',
  'features',
  'distinctRotations',
  'explainMove',
  'rank',
]);

interface Timing {
  /** A call unanswered this long (on a worker that has answered before) means the worker is stuck or gone. */
  watchdogMs: number;
  /** A new worker gets this long for its first answer (loading the script). */
  startupMs: number;
  /** After a ranking is cancelled, its worker gets this long to notice before it is ended. */
  cancelGraceMs: number;
  /** Restart at most this many times in RESTART_WINDOW_MS; after that, report the engine as broken. */
  maxRestarts: number;
  restartWindowMs: number;
}

const timing: Timing = {
  watchdogMs: 5000,
  startupMs: 30_000,
  cancelGraceMs: 400,
  maxRestarts: 3,
  restartWindowMs: 60_000,
};

let createWorker: (role: Role) => WorkerLike = () =>
  new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
let customWorkers = false;

const slots: Partial<Record<Role, Slot>> = {};
/** A role whose worker could not start: its calls reject at once. */
const broken: Partial<Record<Role, Error>> = {};
const restartTimes: number[] = [];
const listeners = new Set<(info: EngineRestart) => void>();
/** Calls cut off by pagehide, or made while the page is hidden, sent again on pageshow. */
const parked: Call[] = [];
/** Between pagehide and pageshow: the page is going away (or into the back/forward cache) and starts no worker. */
let hidden = false;
const counters = { started: 0, restarts: 0, solverStarted: 0 };
let solverSlowdownMs = 0;
/** Test hook: the time limit of every solver run (0: the caller's, else the default). */
let solverTimeLimitMs = 0;
/** Test hook: every solver run answers no sooner than this (RankOptions.holdMs). */
let solverHoldMs = 0;
/** Ids of the runs sent with a hold (test hooks), which `__carcReleaseSolver` lets answer. */
const heldRuns = new Set<string>();
let pageListeners = false;

// ------------------------------------------------------------------ workers

function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof Worker !== 'undefined';
}

function start(role: Role): Slot {
  if (!customWorkers && !inBrowser()) {
    throw new Error('The engine worker exists only on the page: call the engine from an island effect or event handler, not during server rendering.');
  }
  const worker = createWorker(role);
  const slot: Slot = { role, worker, remote: wrap<EngineApi>(worker as unknown as Worker), answered: false, dead: false, calls: new Set() };
  worker.addEventListener('error', (event) => {
    // An ErrorEvent carries the message; a failed script load comes as a plain Event.
    const message = (event as { message?: unknown }).message;
    const detail = typeof message === 'string' && message ? message : 'the worker script could not be loaded or crashed';
    fail(slot, detail);
  });
  worker.addEventListener('messageerror', () => fail(slot, 'a message could not be decoded'));
  if (role === 'engine') counters.started++;
  else counters.solverStarted++;
  if (typeof window !== 'undefined' && !pageListeners) {
    pageListeners = true;
    window.addEventListener('pagehide', stopAll);
    window.addEventListener('pageshow', resumeParked);
    installTestHooks();
  }
  return slot;
}

function slotFor(role: Role): Slot {
  let slot = slots[role];
  if (!slot || slot.dead) {
    slot = start(role);
    slots[role] = slot;
  }
  return slot;
}

/** End a worker: the slot is forgotten, its calls are handed to `orphaned`. */
function end(slot: Slot): Call[] {
  slot.dead = true;
  if (slots[slot.role] === slot) delete slots[slot.role];
  try {
    slot.worker.terminate();
  } catch {
    // Already gone.
  }
  const calls = [...slot.calls];
  slot.calls.clear();
  for (const c of calls) {
    if (c.timer !== undefined) clearTimeout(c.timer);
    c.timer = undefined;
    c.slot = undefined;
  }
  return calls;
}

/** A worker crashed, hung or could not start. */
function fail(slot: Slot, reason: string): void {
  if (slot.dead) return;
  const calls = end(slot);
  if (!slot.answered) {
    // It never ran: restarting would fail the same way. Every call on this role rejects with the reason.
    const error = new EngineFailure('engine-failed', reason);
    broken[slot.role] = error;
    for (const c of calls) settle(c, false, error);
    return;
  }
  const now = Date.now();
  while (restartTimes.length && now - restartTimes[0] > timing.restartWindowMs) restartTimes.shift();
  if (restartTimes.length >= timing.maxRestarts) {
    const error = new EngineFailure('engine-gave-up', reason);
    broken[slot.role] = error;
    for (const c of calls) settle(c, false, error);
    return;
  }
  restartTimes.push(now);
  counters.restarts++;
  if (slot.role === 'engine') {
    // Start the replacement now, so the page can truthfully say it was restarted.
    try {
      slotFor('engine');
    } catch {
      // Reported by the next call.
    }
  }
  for (const c of calls) retryOrReject(c);
  for (const cb of [...listeners]) {
    try {
      cb({ reason });
    } catch {
      // A listener's failure must not stop the others.
    }
  }
}

function isReplayable(c: Call): boolean {
  return c.methods.size > 0 && [...c.methods].every((m) => REPLAYABLE.has(m));
}

/** A call whose worker went away: sent again if it only reads and was not sent again already. */
function retryOrReject(c: Call): void {
  if (c.abandoned || c.settled) return;
  if (isReplayable(c) && c.attempt === 0) {
    c.attempt++;
    dispatch(c);
  } else {
    settle(c, false, new EngineFailure('call-lost', ''));
  }
}

function settle(c: Call, ok: boolean, value: unknown): void {
  if (c.settled) return;
  c.settled = true;
  if (c.timer !== undefined) clearTimeout(c.timer);
  c.slot?.calls.delete(c);
  if (ok) c.resolve(value);
  else c.reject(value);
}

function dispatch(c: Call): void {
  const failure = broken[c.role];
  if (failure) return settle(c, false, failure);
  // A call made while the page is going away (say, by code answering the calls pagehide cut off) waits for pageshow
  // rather than start a worker that the leaving page would only cut off again.
  if (hidden) {
    parked.push(c);
    return;
  }
  let slot: Slot;
  try {
    slot = slotFor(c.role);
  } catch (e) {
    return settle(c, false, e);
  }
  c.slot = slot;
  slot.calls.add(c);
  const limit = (slot.answered ? timing.watchdogMs : timing.startupMs) + c.extraMs;
  c.timer = setTimeout(() => {
    if (c.slot === slot && !c.settled) fail(slot, `no answer within ${Math.round(limit / 1000)} s`);
  }, limit);
  // The methods `run` calls are noted, to know whether it may be sent again.
  const recorder = new Proxy(slot.remote, {
    get(target, prop) {
      if (typeof prop === 'string' && prop !== 'then') c.methods.add(prop);
      return Reflect.get(target, prop);
    },
  });
  let pending: Promise<unknown>;
  try {
    pending = Promise.resolve(c.run(recorder));
  } catch (e) {
    pending = Promise.reject(e);
  }
  pending.then(
    (value) => {
      if (c.slot !== slot || slot.dead) return; // an answer from a worker already replaced
      slot.answered = true;
      settle(c, true, value);
    },
    (error: unknown) => {
      if (c.slot !== slot || slot.dead) return;
      // A refusal from Comlink (e.g. a value that cannot be sent) is the caller's, not a crash.
      slot.answered = true;
      settle(c, false, error);
    },
  );
}

function request<T>(role: Role, run: (engine: Remote<EngineApi>) => Promise<T>, extraMs = 0): { promise: Promise<T>; call: Call } {
  let call!: Call;
  const promise = new Promise<T>((resolve, reject) => {
    call = {
      role,
      run,
      methods: new Set(),
      attempt: 0,
      extraMs,
      settled: false,
      abandoned: false,
      resolve: resolve as (v: unknown) => void,
      reject,
    };
  });
  dispatch(call);
  return { promise, call };
}

/** The page is going away (or into the back/forward cache): end the workers; reading calls wait for pageshow. */
function stopAll(): void {
  hidden = true;
  for (const role of ['engine', 'solver'] as const) {
    const slot = slots[role];
    if (!slot) continue;
    for (const c of end(slot)) {
      if (c.abandoned || c.settled) continue;
      if (isReplayable(c)) parked.push(c);
      else settle(c, false, new EngineFailure('call-lost', ''));
    }
  }
}

function resumeParked(): void {
  hidden = false;
  for (const c of parked.splice(0)) dispatch(c);
}

// ------------------------------------------------------------------ public

/**
 * The engine, running in its worker (created on first use). Methods return
 * Promises. Calls made through it are not watched or re-sent after a crash:
 * prefer `callEngine`.
 */
export function getEngine(): Remote<EngineApi> {
  return slotFor('engine').remote;
}

/**
 * Run `fn` against the engine. Resolves with its answer; if the worker
 * crashes meanwhile, a reading call is answered by the new worker and a `place`
 * rejects (nothing was played). Rejects with a clear error if the worker
 * cannot start at all, instead of hanging.
 */
export function callEngine<T>(fn: (engine: Remote<EngineApi>) => Promise<T>): Promise<T> {
  return request('engine', fn).promise;
}

/** Hear about every replacement of a crashed engine worker; returns the function that stops listening. */
export function onEngineRestart(cb: (info: EngineRestart) => void): () => void {
  listeners.add(cb);
  return () => {
    listeners.delete(cb);
  };
}

export interface RankRequest {
  /** Moves tried so far and moves in all, now and then while the ranking runs. */
  onProgress?: (tried: number, total: number) => void;
  /** Aborting answers at once with a `cancelled` error and stops the work in the worker. */
  signal?: AbortSignal;
  /** Stop after this long and rank what was tried (default 5000 ms). */
  timeLimitMs?: number;
  /** How many of the best moves to explain (default 10). */
  limit?: number;
}

let runSeq = 0;

type Report<T> = Promise<Result<T>>;

/**
 * One run on the solver worker, answered as a Result whatever happens:
 * `cancelled` when the signal aborts (the worker is asked to stop, and ended
 * if it does not hear that within a moment), `engine-stopped` when the worker
 * died and could not answer. `allowanceMs`: how long the call may take beyond
 * the watchdog's usual limit.
 */
function onSolver<T>(id: string, signal: AbortSignal | undefined, allowanceMs: number, run: (engine: Remote<EngineApi>) => Report<T>, graceMs = timing.cancelGraceMs): Report<T> {
  const cancelledResult: Result<T> = { ok: false, error: { code: 'cancelled', params: {} } };
  if (signal?.aborted) return Promise.resolve(cancelledResult);
  let sent: { promise: Report<T>; call: Call };
  try {
    sent = request<Result<T>>('solver', run, allowanceMs);
  } catch (e) {
    return Promise.resolve({ ok: false, error: { code: 'engine-stopped', params: { reason: e instanceof Error ? e.message : String(e) } } });
  }
  const { promise, call } = sent;
  return new Promise<Result<T>>((resolve) => {
    const onAbort = () => {
      resolve(cancelledResult);
      call.abandoned = true;
      const slot = call.slot;
      if (!slot || call.settled) return;
      // Ask the worker to stop; it hears this unless it is in the middle of trying moves.
      slot.remote.cancel(id).catch(() => {});
      const grace = setTimeout(() => {
        if (call.settled || slot.dead || call.slot !== slot) return;
        // Still busy: end it. Other runs waiting on it are sent to a new worker.
        const others = end(slot);
        settle(call, true, cancelledResult);
        for (const c of others) if (c !== call) retryOrReject(c);
      }, graceMs);
      promise.then(
        () => clearTimeout(grace),
        () => clearTimeout(grace),
      );
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (result) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(result);
      },
      (error: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        resolve({ ok: false, error: { code: 'engine-stopped', params: { reason: error instanceof Error ? error.message : String(error) } } });
      },
    );
  });
}

/** The options every solver run shares: its id, time limit, explained moves and the test slowdown. */
function runOptions(prefix: string, request_: RankRequest): RankOptions & { id: string } {
  const options: RankOptions & { id: string } = { id: `${prefix}-${++runSeq}` };
  if (request_.timeLimitMs !== undefined) options.timeLimitMs = request_.timeLimitMs;
  if (request_.limit !== undefined) options.limit = request_.limit;
  if (solverSlowdownMs > 0) options.slowdownMs = solverSlowdownMs;
  if (solverTimeLimitMs > 0) options.timeLimitMs = solverTimeLimitMs;
  if (solverHoldMs > 0) {
    options.holdMs = solverHoldMs;
    heldRuns.add(options.id);
  }
  return options;
}

/**
 * A progress callback the worker can call across the boundary: it passes the figures on and answers false once the
 * run is cancelled, so the worker stops at its next report.
 */
function progressOf<A extends number[]>(onProgress: ((...figures: A) => void) | undefined, signal: AbortSignal | undefined): (((...figures: A) => boolean) & ProxyMarked) | undefined {
  if (!onProgress) return undefined;
  return proxy((...figures: A) => {
    if (signal?.aborted) return false;
    onProgress(...figures);
    return true;
  });
}

/**
 * Rank every move of `tile` for the player to play (see engineApi.rank), in
 * the solver's own worker. Always resolves to a Result: `cancelled` when the
 * signal aborts, `engine-stopped` when the worker died and could not answer.
 *
 * Cancelling: the answer comes at once; the worker is asked to stop, and if it
 * is too deep in its work to hear that within a moment it is ended (the next
 * ranking starts a fresh one).
 */
export function rankMoves(position: Position, tile: string, request_: RankRequest = {}): Promise<Result<RankReport>> {
  const { onProgress, signal } = request_;
  const options = runOptions('rank', request_);
  const progress = progressOf(onProgress, signal);
  // The worker's own time limit plus room to explain the moves and answer.
  const allowance = (request_.timeLimitMs ?? 5000) + 2000;
  // Comlink's types spread the Result union into a union of promises; it is one Promise<Result>.
  return onSolver(options.id, signal, allowance, (engine) => engine.rank(position, tile, options, progress) as unknown as Report<RankReport>);
}

export interface SolveRequest extends Omit<RankRequest, 'onProgress'> {
  /** Positions searched so far, now and then while the solver runs. */
  onProgress?: (nodes: number) => void;
}

/**
 * Value every move of the tile in hand (or `options.tile`) under one objective
 * — points, final or endgame — in the solver's own worker (see engineApi.solve
 * and `carc solve`): the best value, every best move, the ranking. Always
 * resolves to a Result, cancelled and stopped as for `rankMoves`.
 *
 *   const r = await solve(position, { objective: 'points' }, { onProgress, signal });
 */
export function solve(position: Position, options: Pick<SolveOptions, 'objective' | 'tile'> = {}, request_: SolveRequest = {}): Promise<Result<SolveReport>> {
  const { onProgress, signal } = request_;
  const sent: SolveOptions = { ...runOptions('solve', request_), ...options };
  const progress = progressOf(onProgress, signal);
  const allowance = (request_.timeLimitMs ?? 5000) + 2000;
  return onSolver(sent.id!, signal, allowance, (engine) => engine.solve(position, sent, progress) as unknown as Report<SolveReport>);
}

export interface MoveRequest extends Omit<RankRequest, 'onProgress' | 'limit'> {
  /** Work done (Strong: playouts) and work planned, now and then while the computer thinks. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * The computer's move at a level — beginner, club or strong — for the player
 * to play (see engineApi.move): the position's `remaining` is the bag, whose
 * order the computer never looks at. Runs in the solver's worker; always
 * resolves to a Result, `cancelled` when the signal aborts.
 *
 *   const r = await computerMove(position, { level: 'strong', seed: 7 }, { signal, timeLimitMs: 1000 });
 *
 * Cancelling: the answer comes at once and the worker hears the cancel
 * between two slices of its thinking, so it is not ended; only if it is still
 * busy a time limit later (it never should be) is it ended.
 */
export function computerMove(
  position: Position,
  options: Pick<MoveOptions, 'level' | 'seed' | 'playouts' | 'tile'>,
  request_: MoveRequest = {},
): Promise<Result<ComputerMoveReport>> {
  const { onProgress, signal } = request_;
  const limitMs = request_.timeLimitMs ?? 1000;
  const sent: MoveOptions = { ...runOptions('move', { timeLimitMs: limitMs }), ...options };
  const progress = progressOf(onProgress, signal);
  const allowance = limitMs + 2000;
  return onSolver(sent.id!, signal, allowance, (engine) => engine.move(position, sent, progress) as unknown as Report<ComputerMoveReport>, limitMs + timing.cancelGraceMs);
}

export interface ReviewRequest {
  /** Moves reviewed and moves in all, now and then while the review runs. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting answers at once with a `cancelled` error; the worker hears it between two slices of its work. */
  signal?: AbortSignal;
}

/** How long one move of a review may take at most, for the watchdog (a slow phone, a busy worker). */
const REVIEW_MS_PER_MOVE = 15_000;

/**
 * Review a game record (see engineApi.review): each move against the best move
 * found in the same position, with the noise of the estimate, and each
 * player's biggest mistakes. Runs in the solver's worker in slices, passing
 * its progress on; always resolves to a Result, `cancelled` when the signal
 * aborts (the worker hears the cancel between two slices, so it is not ended).
 *
 *   const r = await reviewGame(file, { seats: [0] }, { onProgress, signal });
 */
export function reviewGame(
  game: GameFile,
  options: Pick<ReviewOptions, 'settings' | 'seats'> = {},
  request_: ReviewRequest = {},
): Promise<Result<GameReview>> {
  const { onProgress, signal } = request_;
  // Not runOptions: a review has no time limit, and the test hooks' time limit is for moves and rankings.
  const sent: ReviewOptions = { id: `review-${++runSeq}`, ...options };
  if (solverHoldMs > 0) {
    sent.holdMs = solverHoldMs;
    heldRuns.add(sent.id!);
  }
  const progress = progressOf(onProgress, signal);
  const allowance = Math.max(1, game.moves.length) * REVIEW_MS_PER_MOVE + solverHoldMs;
  // An exact endgame search is one slice of the review: the worker gets a few seconds to hear a cancel.
  return onSolver(sent.id!, signal, allowance, (engine) => engine.review(game, sent, progress) as unknown as Report<GameReview>, 3000);
}

// ------------------------------------------------------------------ tests

function installTestHooks(): void {
  let on: boolean;
  try {
    on = new URLSearchParams(window.location.search).has('test-hooks');
  } catch {
    on = false;
  }
  if (!on) return;
  const w = window as unknown as Record<string, unknown>;
  w.__carcTerminateEngine = () => {
    const slot = slots.engine;
    // Silently, as when the browser kills a worker: the client must notice by itself.
    slot?.worker.terminate();
    return !!slot;
  };
  w.__carcSlowSolver = (ms: number, limitMs = 0, holdMs = 0) => {
    solverSlowdownMs = Math.max(0, Math.min(2000, Number(ms) || 0));
    solverTimeLimitMs = Math.max(0, Math.min(30_000, Number(limitMs) || 0));
    solverHoldMs = Math.max(0, Math.min(30_000, Number(holdMs) || 0));
  };
  w.__carcReleaseSolver = async () => {
    const slot = slots.solver;
    const ids = [...heldRuns];
    heldRuns.clear();
    if (!slot || slot.dead) return 0;
    const released = await Promise.all(ids.map((id) => slot.remote.release(id).then((r) => r.ok && r.value, () => false)));
    return released.filter(Boolean).length;
  };
  w.__carcEngineInfo = () => ({ ...counters });
}

/**
 * For unit tests in Node: create workers with `createWorker` (e.g. a
 * MessageChannel with the API exposed on the other end) and shorter timings.
 * Not for pages.
 */
export function configureEngineClientForTests(options: Partial<Timing> & { createWorker?: (role: Role) => WorkerLike }): void {
  const { createWorker: make, ...rest } = options;
  Object.assign(timing, rest);
  if (make) {
    createWorker = make;
    customWorkers = true;
  }
}

/** Counters for tests: workers started and restarts after crashes. */
export function engineClientInfo(): { started: number; restarts: number; solverStarted: number } {
  return { ...counters };
}
