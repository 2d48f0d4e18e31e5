/**
 * "Best moves": every move of the tile in hand for the player to play, ranked
 * by the solver in its own worker (src/worker/client.ts rankMoves), the best
 * ones listed with where, which way, which meeple and why in plain words.
 * Choosing a move shows it on the board (through `onPreview`; the owner passes
 * it to <Board preview>). A progress bar and a Cancel button while it runs.
 *
 *   <SolverPanel position={pos} tile="L" preview={preview} onPreview={setPreview} />
 *
 * The ranking belongs to one position and one tile: when either changes, the
 * list (and the preview) is cleared and a run still going is cancelled.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { rankMoves, solve } from '../../worker/client';
import type { Objective, Position, RankReport, SolveReport, WhyPart } from '../../worker/api';
import { TileSvg } from '../tiles/TileSvg';
import type { Spot, TileMove } from '../board/types';
import { errorText } from '../ui/words';
import { spotText, turnsText } from '../board/describe';
import { wordWhy } from '../../i18n/words';
import { playerToPlay } from '../board/model';
import { bt } from '../board/strings';
import './solver.css';

/** A move shown on the board without being played. */
export type MovePreview = TileMove & { meeple?: Spot | null };

export interface SolverPanelProps {
  /** The position to rank moves in; null while it is not known yet. */
  position: Position | null;
  /** The tile in hand, or null. */
  tile: string | null;
  /** The move shown on the board, if any (to mark it in the list). */
  preview?: MovePreview | null;
  /** Show a move on the board, or null to stop showing one. */
  onPreview?: (preview: MovePreview | null) => void;
  /** Play a move from the list. */
  onPlay?: (move: MovePreview) => void;
}

/**
 * What the moves are valued by: the quick ranking (gain over the best rival if the game ended now, one move
 * deep), or one of the solver's three objectives (docs/engine.md, "The solver").
 */
export type Measure = 'rank' | Objective;
const MEASURES: readonly Measure[] = ['rank', 'points', 'final', 'endgame'];

/** A move in the list, whichever measure valued it. */
interface Listed {
  x: number;
  y: number;
  rot: number;
  meeple: Spot | null;
  value: number;
  why: WhyPart[];
}

/** A finished run: the moves (best first, at most MOST) and the line that sums it up. */
interface Report {
  tile: string;
  moves: Listed[];
  /** Moves there are in all. */
  total: number;
  summary: string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; tried: number; total: number; nodes?: number }
  | { kind: 'done'; report: Report }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };

/** Moves listed at first, and with "Show more". */
const FIRST = 5;
const MOST = 10;
/** How long the solver may look (the endgame objective over many tiles to come stops here, with what it finished). */
const SOLVE_TIME_MS = 8000;

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "+6", "−3", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** The solver's reasons in the site's words: "Scores 4 now for a city of 2 tiles; +3 at the end from the farm." */
/** The solver's reasons for a move as one sentence. */
export function whyWords(parts: readonly WhyPart[]): string {
  return `${capitalise(wordWhy(parts))}.`;
}

/** The quick ranking's report as a list. */
function fromRank(r: RankReport): Report {
  let summary: string;
  if (r.total === 0) summary = bt('engine.solver.noMoves', { tile: r.tile });
  else {
    summary =
      r.moves.length < r.total
        ? bt('engine.solver.summary', { shown: r.moves.length, total: r.total, tile: r.tile, player: r.player })
        : bt('engine.solver.summaryAll', { total: r.total, tile: r.tile, player: r.player });
    if (!r.complete) summary = `${summary} ${bt('engine.solver.partial', { tried: r.tried, total: r.total })}`;
  }
  return { tile: r.tile, total: r.total, summary, moves: r.moves.map((m) => ({ x: m.x, y: m.y, rot: m.rot, meeple: m.meeple, value: m.value, why: m.why })) };
}

/** The solver's report under an objective as a list. */
function fromSolve(r: SolveReport): Report {
  const total = r.moves.length;
  const moves = r.moves.slice(0, MOST).map((m) => ({ x: m.x, y: m.y, rot: m.rot, meeple: m.meeple, value: m.value, why: m.breakdown?.why ?? [] }));
  let summary: string;
  if (total === 0) summary = bt('engine.solver.noMoves', { tile: r.tile });
  else {
    summary =
      moves.length < total
        ? bt('engine.solver.summary', { shown: moves.length, total, tile: r.tile, player: r.player })
        : bt('engine.solver.summaryAll', { total, tile: r.tile, player: r.player });
    summary = `${summary} ${bt(`playground.solver.by.${r.objective}`)}`;
    if (r.objective === 'endgame') {
      summary = `${summary} ${
        r.complete
          ? bt('playground.solver.lookedAll', { tiles: r.remaining.length })
          : bt('playground.solver.lookedSome', { depth: r.depth, tiles: r.remaining.length })
      }`;
    }
  }
  return { tile: r.tile, total, summary, moves };
}

const samePreview = (a: MovePreview | null | undefined, m: Listed, tile: string) =>
  !!a && a.tile === tile && a.x === m.x && a.y === m.y && a.rot === m.rot && (a.meeple ?? null) === m.meeple;

export default function SolverPanel({ position, tile, preview = null, onPreview, onPlay }: SolverPanelProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [expanded, setExpanded] = useState(false);
  const [measure, setMeasure] = useState<Measure>('rank');
  const hasTilesToCome = (position?.remaining?.length ?? 0) > 0;
  // No tiles to come: the endgame objective has nothing to look at.
  const chosen: Measure = measure === 'endgame' && !hasTilesToCome ? 'rank' : measure;
  const running = useRef<AbortController | null>(null);
  const player = playerToPlay(position);

  // A new position or tile: the old ranking no longer applies.
  const key = useMemo(() => (position && tile ? `${chosen}|${tile}|${JSON.stringify(position)}` : ''), [position, tile, chosen]);
  useEffect(() => {
    running.current?.abort();
    running.current = null;
    setState({ kind: 'idle' });
    setExpanded(false);
    if (preview) onPreview?.(null);
  }, [key]);

  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  const run = () => {
    if (!position || !tile) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', tried: 0, total: 0 });
    setExpanded(false);
    onPreview?.(null);
    const answer: Promise<{ ok: true; value: Report } | { ok: false; error: Parameters<typeof errorText>[0] }> =
      chosen === 'rank'
        ? rankMoves(position, tile, {
            signal: controller.signal,
            limit: MOST,
            onProgress: (tried, total) => {
              if (running.current === controller) setState({ kind: 'running', tried, total });
            },
          }).then((r) => (r.ok ? { ok: true, value: fromRank(r.value) } : r))
        : solve(
            position,
            { objective: chosen, ...(position.inHand === tile ? {} : { tile }) },
            {
              signal: controller.signal,
              // The endgame search deepens one tile at a time and answers what it finished when time runs out.
              timeLimitMs: SOLVE_TIME_MS,
              onProgress: (nodes) => {
                if (running.current === controller) setState({ kind: 'running', tried: 0, total: 0, nodes });
              },
            },
          ).then((r) => (r.ok ? { ok: true, value: fromSolve(r.value) } : r));
    answer.then((r) => {
      if (running.current !== controller) return;
      running.current = null;
      if (r.ok) setState({ kind: 'done', report: r.value });
      else if (r.error.code === 'cancelled') setState({ kind: 'cancelled' });
      else setState({ kind: 'failed', reason: errorText(r.error) });
    });
  };

  const cancel = () => {
    const controller = running.current;
    if (!controller) return;
    running.current = null;
    controller.abort();
    setState({ kind: 'cancelled' });
  };

  let status: string;
  switch (state.kind) {
    case 'idle':
      status = tile ? '' : bt('engine.solver.noTile');
      break;
    case 'running':
      status =
        state.nodes !== undefined
          ? bt('playground.solver.searching', { nodes: state.nodes })
          : state.total > 0
            ? bt('engine.solver.running', { tried: state.tried, total: state.total })
            : bt('engine.solver.starting');
      break;
    case 'cancelled':
      status = bt('engine.solver.cancelled');
      break;
    case 'failed':
      status = bt('engine.solver.failed', { reason: state.reason });
      break;
    case 'done':
      status = state.report.summary;
      break;
  }

  const report = state.kind === 'done' ? state.report : null;
  const shown = report ? report.moves.slice(0, expanded ? MOST : FIRST) : [];
  const anyShown = !!report && report.moves.some((m) => samePreview(preview, m, report.tile));

  return (
    <section class="pg__panel solver" aria-labelledby="solver-heading" data-testid="solver" data-state={state.kind}>
      <div class="pg__panel-head">
        <h2 id="solver-heading">{bt('engine.solver.heading')}</h2>
      </div>
      <p class="pg__muted">{bt(chosen === 'rank' ? 'engine.solver.note' : `playground.solver.note.${chosen}`, { player: player || '…' })}</p>
      <label class="pg__count solver__measure">
        <span>{bt('playground.solver.measure')}</span>
        <select value={chosen} onChange={(e) => setMeasure((e.target as HTMLSelectElement).value as Measure)} data-testid="solver-measure">
          {MEASURES.map((m) => (
            <option key={m} value={m} disabled={m === 'endgame' && !hasTilesToCome}>
              {bt(`playground.solver.measure.${m}`)}
            </option>
          ))}
        </select>
      </label>

      <div class="solver__bar">
        {state.kind === 'running' ? (
          <button type="button" class="board__btn" onClick={cancel} data-testid="solver-cancel">
            {bt('engine.solver.cancel')}
          </button>
        ) : (
          <button
            type="button"
            class="board__btn board__btn--primary"
            onClick={run}
            disabled={!position || !tile}
            data-testid="solver-run"
          >
            {state.kind === 'done' ? bt('engine.solver.again') : bt('engine.solver.run')}
          </button>
        )}
        {state.kind === 'running' && (
          <progress
            class="solver__progress"
            max={state.total || 1}
            value={state.total > 0 ? state.tried : undefined}
            aria-label={bt('engine.solver.progressLabel')}
            data-testid="solver-progress"
          />
        )}
      </div>

      <p class="solver__status" role="status" aria-live="polite" data-testid="solver-status">
        {status}
      </p>

      {report && shown.length > 0 && (
        <>
          <ol class="solver__moves" aria-label={bt('engine.solver.listLabel')} data-testid="solver-moves">
            {shown.map((m, i) => {
              const on = samePreview(preview, m, report.tile);
              return (
                <li key={`${m.x},${m.y},${m.rot},${m.meeple ?? ''}`}>
                  <button
                    type="button"
                    class="board__row solver__move"
                    aria-pressed={on ? 'true' : 'false'}
                    onClick={() =>
                      onPreview?.(on ? null : { tile: report.tile, x: m.x, y: m.y, rot: m.rot, meeple: m.meeple })
                    }
                    data-testid="solver-move"
                    data-cell={`${m.x},${m.y}`}
                    data-rot={m.rot}
                    data-meeple={m.meeple ?? ''}
                    data-value={m.value}
                  >
                    <span class="solver__rank" aria-hidden="true">
                      {i + 1}
                    </span>
                    <TileSvg letter={report.tile} rot={m.rot} size={40} class="solver__tile" />
                    <span class="solver__body">
                      <span class="solver__where">
                        {bt('engine.solver.where', { x: m.x, y: m.y, turns: turnsText(m.rot) })}
                        {' · '}
                        {m.meeple
                          ? bt('engine.solver.meeple', { spot: spotText(report.tile, m.rot, m.meeple) })
                          : bt('engine.solver.noMeeple')}
                      </span>
                      <span class="solver__why">{whyWords(m.why)}</span>
                    </span>
                    <span class={`solver__value${m.value < 0 ? ' is-loss' : ''}`}>
                      <span aria-hidden="true">{signed(m.value)}</span>
                      <span class="visually-hidden">{bt('engine.solver.netLabel', { value: signed(m.value) })}</span>
                    </span>
                  </button>
                  {on && onPlay && (
                    <button
                      type="button"
                      class="board__btn board__btn--primary solver__play"
                      onClick={() => onPlay({ tile: report.tile, x: m.x, y: m.y, rot: m.rot, meeple: m.meeple })}
                      data-testid="solver-play"
                    >
                      {bt('playground.solver.play')}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
          <div class="solver__foot">
            <p class="pg__muted">{anyShown ? bt('engine.solver.shown') : bt('engine.solver.show')}</p>
            {expanded && report.moves.length < MOST && (
              <p class="pg__muted" data-testid="solver-fewer">
                {bt('playground.solver.fewerThanTen', { count: report.moves.length, total: report.total })}
              </p>
            )}
            {report.moves.length > FIRST && (
              <button type="button" class="board__btn" onClick={() => setExpanded(!expanded)} data-testid="solver-more">
                {expanded ? bt('engine.solver.fewer') : bt('engine.solver.more', { count: report.moves.length })}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
