/**
 * The review of a game on the playground (issue 25), loaded when it is first
 * asked for: each move of the game against the best move the Strong level
 * finds in the same position (the exact endgame search for the last tiles),
 * in points of the mover's expected final margin, with the noise of that
 * estimate (src/engine/review.ts through the worker's `review`).
 *
 * - It runs in the solver's worker in the background, with a progress bar and
 *   a Cancel button; once done it is handed to the page, which keeps it with
 *   the game (storage.ts) so it is never worked out twice.
 * - The panel shows each reviewed player's mistakes and points given away, a
 *   chart of the lead over the game (ReviewChart.tsx), the biggest mistakes of
 *   each player and every move. A move is a mistake only when its loss is at
 *   least MISTAKE_POINTS and larger than the noise of its estimate.
 * - A tap on a move shows the board as it was before it, with the move played
 *   and the better one drawn on it (`ReviewBanner` under the board steps
 *   through the moves); "Try it again" turns a mistake into a puzzle of your
 *   own (src/components/puzzles/own.ts) and opens it.
 */
import type { VNode } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameFile, GameReview, Level, Position } from '../../worker/api';
import type { MoveReview } from '../../engine/review';
import { reviewGame, sameMove } from '../../worker/client';
import { ask } from './laterAsk';
import { errorText } from '../ui/words';
import type { Mark } from '../board/types';
import type { PLAYER_COLORS, PlayerColorName } from '../tiles/colors';
import { bt } from '../board/strings';
import { formatNumberHere, playerLabel } from '../../i18n';
import '../../i18n/playground';
import '../../i18n/review';
import type { SavedReview } from './storage';
import type { GameLog } from './gameLog';
import { fingerprint, gameFile, reviewFor } from './gameRecord';
import ReviewChart, { sentences } from './ReviewChart';
import { isReview } from './reviewCheck';
import { addOwn, newOwnId, oneMoveGame, ownHref, type OwnPuzzle } from '../puzzles/own';
import { localDate } from '../puzzles/sets';
import './review.css';

/** A move of the review shown on the board: the board before it, and the move played and the best one drawn on it. */
export interface ReviewSelection {
  move: MoveReview;
  board: Position;
  marks: Mark[];
}

/** A number of points as the review words it: at most one decimal, written the page language's way (7.1, 7,1). */
export const points = (n: number): string => formatNumberHere(Math.round(n * 10) / 10);
const signedPoints = (n: number): string => (n > 0 ? `+${points(n)}` : n < 0 ? `−${points(-n)}` : '0');

/** The loss of a move in a few words: "−4.2 ± 1.1", "best", "set aside", "not reviewed". */
export function lossText(m: MoveReview): string {
  if (m.played === null) return bt('review.setAside');
  if (m.method === 'skipped' || m.loss === null) return bt('review.skipped');
  if (m.loss <= 0) return bt('review.bestShort');
  return m.noise ? bt('review.lossNoise', { loss: points(m.loss), noise: points(m.noise) }) : bt('review.loss', { loss: points(m.loss) });
}

/** The marks of a move: the move played and, when it was not the best, the better one (each a see-through tile with its label). */
export function reviewMarks(m: MoveReview, player: string): Mark[] {
  const marks: Mark[] = [];
  const { played, best } = m;
  if (!played) return marks;
  const tile = m.tile;
  const isBest = !best || sameMove({ tile, ...played }, { tile, ...best });
  if (isBest) {
    marks.push({ kind: 'preview', move: { tile, ...played }, player });
    marks.push({ kind: 'cell', x: played.x, y: played.y, style: 'good' });
    if (m.method !== 'skipped') marks.push({ kind: 'label', x: played.x, y: played.y, text: bt('review.label.best'), style: 'good' });
    return marks;
  }
  const sameCell = played.x === best.x && played.y === best.y;
  if (!sameCell) {
    marks.push({ kind: 'preview', move: { tile, ...played }, player });
    marks.push({ kind: 'cell', x: played.x, y: played.y, style: 'bad' });
    if (m.loss !== null) marks.push({ kind: 'label', x: played.x, y: played.y, text: signedPoints(-m.loss), style: 'bad' });
  }
  marks.push({ kind: 'preview', move: { tile, ...best }, player });
  marks.push({ kind: 'cell', x: best.x, y: best.y, style: 'good' });
  marks.push({ kind: 'label', x: best.x, y: best.y, text: bt('review.label.best'), style: 'good' });
  return marks;
}

/** The board before move `k` (from 1) of the game, with its marks. */
export async function selectMove(file: GameFile, review: GameReview, k: number): Promise<ReviewSelection | null> {
  const move = review.moves[k - 1];
  if (!move) return null;
  const r = await ask('replayGame', file, k - 1);
  if (!r.ok) return null;
  return { move, board: r.value, marks: reviewMarks(move, file.players[move.player]) };
}

/**
 * "Try it again": the mistake as a puzzle of your own, kept with the puzzle progress; the address of its page.
 * Judged exactly when the review could search the rest of the game exactly; otherwise by Strong, and then the
 * mistake is weighed once more as the puzzle will weigh every try (a record of that one move from that position),
 * so that the puzzle's best move and values are the ones its judge will find.
 */
export async function tryAgain(sel: ReviewSelection, file: GameFile): Promise<{ ok: true; href: string } | { ok: false; reason: string }> {
  const m = sel.move;
  if (!m.played || !m.best || m.value === null || m.bestValue === null || m.loss === null || m.noise === null) return { ok: false, reason: bt('review.tryNone') };
  const judge = m.method === 'exact' ? 'exact' : 'strong';
  let { best, bestValue: value, loss, noise } = m;
  if (judge === 'strong') {
    const game = oneMoveGame(sel.board, { tile: m.tile, ...m.played });
    const r = await reviewGame(game, { seats: [m.player] });
    if (!r.ok) return { ok: false, reason: errorText(r.error) };
    const w = r.value.moves[0];
    if (!w?.best || w.bestValue === null || w.loss === null || w.noise === null) return { ok: false, reason: bt('review.tryNone') };
    ({ best, bestValue: value, loss, noise } = w);
  }
  const puzzle: OwnPuzzle = {
    id: newOwnId(),
    made: localDate(),
    judge,
    position: sel.board,
    played: { ...m.played },
    loss,
    noise,
    best: { ...best! },
    value: value!,
    game: { move: m.move, of: file.moves.length },
  };
  const kept = await addOwn(puzzle);
  return kept ? { ok: true, href: ownHref(kept) } : { ok: false, reason: bt('review.tryNotKept') };
}

/** What the review is of: the review kept with the game (while the log has its moves), and the game to review with its fingerprint. */
export interface ReviewState {
  kept: SavedReview | null;
  /** The moves to the board, or all the kept review covers (after an undo); null with no move to review. */
  file: GameFile | null;
  of: string;
}

export function reviewState(log: GameLog | null, recorded: number, review: SavedReview | null, computer: Readonly<Record<string, Level>>): ReviewState {
  const kept = reviewFor(review, log);
  const length = Math.max(recorded, kept?.review.moves.length ?? 0);
  if (!log || length === 0) return { kept, file: null, of: '' };
  return { kept, file: gameFile(log, computer, length), of: fingerprint(gameFile(log, {}, length)) };
}

/** Against the computer the people's moves are reviewed; between people (or with nobody left), everyone's. */
export function reviewSeats(players: readonly string[], computerSeats: readonly string[]): number[] | undefined {
  const people = players.map((p, i) => (computerSeats.includes(p) ? -1 : i)).filter((i) => i >= 0);
  return people.length && people.length < players.length ? people : undefined;
}

type Run = { kind: 'idle' } | { kind: 'running'; done: number; total: number } | { kind: 'failed'; reason: string } | { kind: 'cancelled' };

interface Props {
  /** The game to review: every move of the record the board was reached by (or that the kept review covers). */
  file: GameFile;
  /** The fingerprint of `file`'s moves (gameLog.ts). */
  of: string;
  /** The review kept with the game (of these moves or of the first of them), or null. */
  saved: SavedReview | null;
  /** The seats the computer played (the others are reviewed; everyone's without a computer). */
  computerSeats: readonly string[];
  colors: Readonly<Record<string, PlayerColorName>>;
  palette: typeof PLAYER_COLORS;
  /** The totals after the final scoring, when the game is over. */
  finalTotals: Readonly<Record<string, number>> | null;
  /** The move shown on the board (from 1), or null. */
  selected: number | null;
  onSelect: (k: number) => void;
  onReviewed: (r: SavedReview) => void;
  onTry: (k: number) => void;
  /** A "Try it again" under way (its move), or its failure in words. */
  trying: { move: number; failed?: string } | null;
}

export default function ReviewPanel({ file, of, saved, computerSeats, colors, palette, finalTotals, selected, onSelect, onReviewed, onTry, trying }: Props) {
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // A review kept with the game is shown once checked in full (a damaged one is as none: the game is reviewed again).
  const review = saved && isReview(saved.review, file.players.length) ? saved.review : null;
  const complete = !!review && review.moves.length >= file.moves.length;
  const seats = reviewSeats(file.players, computerSeats);
  const latest = useRef({ file, of, seats, onReviewed });
  latest.current = { file, of, seats, onReviewed };

  const start = () => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    const { file: asked, of: fp, seats: who } = latest.current;
    setRun({ kind: 'running', done: 0, total: asked.moves.length });
    void reviewGame(asked, who ? { seats: who } : {}, {
      signal: c.signal,
      onProgress: (done, total) => setRun((r) => (r.kind === 'running' ? { kind: 'running', done, total } : r)),
    }).then((r) => {
      if (c.signal.aborted) return;
      controller.current = null;
      if (!r.ok) return setRun({ kind: 'failed', reason: errorText(r.error) });
      setRun({ kind: 'idle' });
      latest.current.onReviewed({ of: fp, review: r.value });
    });
  };
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setRun({ kind: 'cancelled' });
  };

  // Opened for a game without a review: it starts at once. Leaving the page (or the game) stops it.
  useEffect(() => {
    if (!review) start();
    return () => controller.current?.abort();
  }, []);

  const players = file.players;
  const reviewed = (p: number) => !seats || seats.includes(p);
  const row = (m: MoveReview) => (
    <li key={m.move}>
      <button
        type="button"
        class={`pg-review__move${m.mistake ? ' is-mistake' : ''}`}
        aria-pressed={selected === m.move ? 'true' : 'false'}
        onClick={() => onSelect(m.move)}
        data-testid="review-move"
        data-move={m.move}
        data-mistake={m.mistake ? 'true' : 'false'}
      >
        <span class="pg-review__n">{m.move}</span>
        <span class="pg-review__who">{bt('review.row', { player: players[m.player], tile: m.tile })}</span>
        <span class="pg-review__loss">{lossText(m)}</span>
      </button>
    </li>
  );

  return (
    <section class="pg__panel pg-review" aria-labelledby="pg-review-heading" data-testid="review-panel" data-state={run.kind === 'running' ? 'running' : complete ? 'done' : review ? 'partial' : run.kind}>
      <div class="pg__panel-head">
        <h2 id="pg-review-heading">{bt('review.heading')}</h2>
      </div>

      {run.kind === 'running' && (
        <div class="pg-review__run" data-testid="review-running">
          <label class="pg-review__progress">
            <span>{bt('review.running', { done: run.done, total: run.total })}</span>
            <progress max={Math.max(1, run.total)} value={run.done} data-testid="review-progress" />
          </label>
          <button type="button" class="board__btn" onClick={cancel} data-testid="review-cancel">
            {bt('review.cancel')}
          </button>
        </div>
      )}
      {run.kind === 'failed' && (
        <p class="pg-review__problem" role="alert" data-testid="review-failed">
          {bt('review.failed', { reason: run.reason })}
        </p>
      )}
      {run.kind === 'cancelled' && (
        <p class="pg__muted" role="status" data-testid="review-cancelled">
          {bt('review.cancelled')}
        </p>
      )}
      {run.kind !== 'running' && (!complete || run.kind !== 'idle') && (
        <div class="pg__actions">
          {review && !complete && <p class="pg__muted">{bt('review.since', { count: file.moves.length - review.moves.length })}</p>}
          <button type="button" class="board__btn is-primary" onClick={start} data-testid="review-start">
            {review ? bt('review.again') : bt('review.start')}
          </button>
        </div>
      )}
      {!review && run.kind !== 'running' && <p class="pg__muted">{bt('review.about')}</p>}

      {review && (
        <>
          <ul class="pg-review__summary">
            {review.players.map((p, seat) =>
              reviewed(seat) && p.moves > 0 ? (
                <li key={seat} data-testid={`review-summary-${players[seat]}`}>
                  {bt('review.summary', { player: players[seat], count: p.mistakes, moves: p.moves, lost: points(p.lost) })}
                </li>
              ) : null,
            )}
          </ul>
          <ReviewChart file={file} review={review} colors={colors} palette={palette} finalTotals={complete ? finalTotals : null} selected={selected} />
          <h3 class="pg-review__sub">{bt('review.worst')}</h3>
          {review.players.every((p) => p.worst.length === 0) ? (
            <p class="pg__muted" data-testid="review-no-mistakes">
              {bt('review.noMistakes')}
            </p>
          ) : (
            review.players.map((p, seat) =>
              p.worst.length ? (
                <div key={seat} class="pg-review__worst" data-testid={`review-worst-${players[seat]}`}>
                  <h4>{playerLabel(players[seat])}</h4>
                  <ol>
                    {p.worst.map((k) => {
                      const m = review.moves[k - 1];
                      return (
                        <li key={k}>
                          <button type="button" class="pg-review__move is-mistake" aria-pressed={selected === k ? 'true' : 'false'} onClick={() => onSelect(k)} data-testid="review-mistake" data-move={k}>
                            <span class="pg-review__n">{k}</span>
                            <span class="pg-review__who">{bt('review.tile', { tile: m.tile })}</span>
                            <span class="pg-review__loss">{lossText(m)}</span>
                          </button>
                          <button type="button" class="board__btn" onClick={() => onTry(k)} disabled={trying !== null && !trying.failed} data-testid="review-try">
                            {trying?.move === k && !trying.failed ? bt('review.trying') : bt('review.try')}
                          </button>
                        </li>
                      );
                    })}
                  </ol>
                </div>
              ) : null,
            )
          )}
          {trying?.failed && (
            <p class="pg-review__problem" role="alert">
              {trying.failed}
            </p>
          )}
          <h3 class="pg-review__sub">{bt('review.all')}</h3>
          <ol class="pg-review__moves" data-testid="review-moves">
            {review.moves.map(row)}
          </ol>
          <p class="pg__muted pg-review__note">{bt('review.note')}</p>
        </>
      )}
    </section>
  );
}

interface BannerProps {
  selection: ReviewSelection;
  players: readonly string[];
  /** Moves in the review. */
  total: number;
  onStep: (k: number) => void;
  onTry: (k: number) => void;
  trying: { move: number; failed?: string } | null;
  /** Open the review's list again (on a phone, where the list is a sheet over the board). */
  onList: (() => void) | null;
  onClose: () => void;
}

/** What a move shown on the board did, in words. */
export function selectionText(m: MoveReview, player: string, total: number): string {
  const head = bt('review.banner.head', { move: m.move, total, player, tile: m.tile });
  if (!m.played) return sentences(head, bt('review.banner.setAside'));
  if (m.method === 'skipped' || m.loss === null) return sentences(head, bt('review.banner.skipped'));
  const values = m.value !== null && m.bestValue !== null ? bt('review.banner.values', { value: signedPoints(m.value), best: signedPoints(m.bestValue) }) : '';
  if (m.loss <= 0) return sentences(head, bt(m.method === 'exact' ? 'review.banner.bestExact' : 'review.banner.best'), values);
  const noise = m.noise ? bt('review.banner.noise', { noise: points(m.noise) }) : '';
  const what = m.mistake ? 'review.banner.mistake' : 'review.banner.close';
  return sentences(head, bt(what, { count: Math.round(m.loss * 10) / 10, noise }), values);
}

/** Under the board while a move of the review is shown: what it did, the moves before and after, and the way back. */
export function ReviewBanner({ selection, players, total, onStep, onTry, trying, onList, onClose }: BannerProps) {
  const m = selection.move;
  return (
    <div class="pg__notice pg-review__banner" role="status" data-testid="review-banner" data-move={m.move}>
      <p>{selectionText(m, players[m.player], total)}</p>
      <div class="pg-review__steps">
        <button type="button" class="board__btn" onClick={() => onStep(m.move - 1)} disabled={m.move <= 1} data-testid="review-prev">
          {bt('review.prev')}
        </button>
        <button type="button" class="board__btn" onClick={() => onStep(m.move + 1)} disabled={m.move >= total} data-testid="review-next">
          {bt('review.next')}
        </button>
        {m.mistake && (
          <button type="button" class="board__btn board__btn--primary" onClick={() => onTry(m.move)} disabled={trying !== null && !trying.failed} data-testid="review-banner-try">
            {trying?.move === m.move && !trying.failed ? bt('review.trying') : bt('review.try')}
          </button>
        )}
        {onList && (
          <button type="button" class="board__btn" onClick={onList} data-testid="review-list">
            {bt('review.toList')}
          </button>
        )}
        <button type="button" class="board__btn" onClick={onClose} data-testid="review-close">
          {bt('review.toGame')}
        </button>
      </div>
      {trying?.failed && trying.move === m.move && <p role="alert">{trying.failed}</p>}
    </div>
  );
}

/** What the page gives the review: its game, what it keeps of the review, and what it does with a move shown. */
export interface ReviewContext {
  log: GameLog | null;
  /** The moves of the record that led to the board. */
  recorded: number;
  review: SavedReview | null;
  computer: Readonly<Record<string, Level>>;
  computerSeats: readonly string[];
  colors: Readonly<Record<string, PlayerColorName>>;
  /** The players' colours to draw with (tiles/colors.ts PLAYER_COLORS). */
  palette: typeof PLAYER_COLORS;
  finalTotals: Readonly<Record<string, number>> | null;
  /** The move chosen to be shown on the board, and choosing one (null: back to the game). */
  picked: ReviewSelection | null;
  pick: (sel: ReviewSelection | null) => void;
  trying: { move: number; failed?: string } | null;
  setTrying: (t: { move: number; failed?: string } | null) => void;
  onReviewed: (r: SavedReview) => void;
  /** Open a sheet of the page (on a phone the review's list is a sheet over the board), or close it (null). */
  sheet: (name: 'review' | null) => void;
}

/**
 * The review's parts for the page, worked out at each render: the panel (for its sheet), the banner under the board
 * while a move is shown, and the move shown (the one chosen, while the review kept with the game has it).
 */
export function reviewParts(ctx: ReviewContext): { panel: VNode | null; banner: VNode | null; shown: ReviewSelection | null } {
  // The phone layout of playground.css, where the page's panels are sheets over the board.
  const phone = typeof matchMedia === 'function' && matchMedia('(max-width: 40rem)').matches;
  const { kept, file, of } = reviewState(ctx.log, ctx.recorded, ctx.review, ctx.computer);
  const review = kept && file && isReview(kept.review, file.players.length) ? kept.review : null;
  const shown = ctx.picked && review && review.moves.length >= ctx.picked.move.move ? ctx.picked : null;
  if (!file) return { panel: null, banner: null, shown: null };
  /** Show move `k` on the board; chosen in the review's lists (`fromList`), the board and the banner come into view. */
  const show = async (k: number, fromList = false) => {
    const sel = review && (await selectMove(file, review, k));
    if (!sel) return;
    ctx.pick(sel);
    // On a phone the list covers the board: it closes so the move can be seen (the banner offers it back).
    if (phone) ctx.sheet(null);
    if (fromList) setTimeout(() => document.querySelector('[data-testid="review-banner"]')?.scrollIntoView({ block: 'end' }));
  };
  const tryIt = async (k: number) => {
    ctx.setTrying({ move: k });
    const sel = shown?.move.move === k ? shown : review && (await selectMove(file, review, k));
    const made = sel ? await tryAgain(sel, file) : { ok: false as const, reason: bt('review.tryNone') };
    if (!made.ok) return ctx.setTrying({ move: k, failed: made.reason });
    window.location.assign(made.href);
  };
  return {
    shown,
    panel: (
      <ReviewPanel
        file={file}
        of={of}
        saved={kept}
        computerSeats={ctx.computerSeats}
        colors={ctx.colors}
        palette={ctx.palette}
        finalTotals={ctx.finalTotals}
        selected={shown?.move.move ?? null}
        onSelect={(k) => void show(k, true)}
        onReviewed={ctx.onReviewed}
        onTry={(k) => void tryIt(k)}
        trying={ctx.trying}
      />
    ),
    banner: shown && (
      <ReviewBanner
        selection={shown}
        players={file.players}
        total={review?.moves.length ?? shown.move.move}
        onStep={(k) => void show(k)}
        onTry={(k) => void tryIt(k)}
        trying={ctx.trying}
        onList={phone ? () => ctx.sheet('review') : null}
        onClose={() => ctx.pick(null)}
      />
    ),
  };
}
