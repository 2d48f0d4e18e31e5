/**
 * The best-moves list (what SolverPanel shows once a run has finished), with
 * the reports turned into its rows. Loaded with the first run, so a page
 * that never asks for the best moves never downloads it.
 */
import type { EngineError, Position, RankReport, SolveReport, WhyPart } from '../../worker/api';
import { rankMoves, solve } from '../../worker/client';
import { TileSvg } from '../tiles/TileSvg';
import type { Spot } from '../board/types';
import { spotText, turnsText } from '../board/describe';
import { wordWhy } from '../../i18n/words';
import { bt } from '../board/strings';
import '../../i18n/playground';
import type { Measure, MovePreview } from './SolverPanel';

/** How long the solver may look (the endgame objective over many tiles to come stops here, with what it finished). */
const SOLVE_TIME_MS = 8000;

/**
 * A run of SolverPanel, once this module is loaded: the quick ranking (the best MOST explained) or the solver under
 * an objective, in the solver's worker, its progress passed on; the report as the list shows it, or the error.
 */
export function answerFor(
  position: Position,
  tile: string,
  chosen: Measure,
  signal: AbortSignal,
  progress: (p: { tried: number; total: number; nodes?: number }) => void,
): Promise<{ ok: true; value: Report } | { ok: false; error: EngineError }> {
  if (chosen === 'rank') {
    return rankMoves(position, tile, { signal, limit: MOST, onProgress: (tried, total) => progress({ tried, total }) }).then((r) => (r.ok ? { ok: true, value: fromRank(r.value) } : r));
  }
  return solve(
    position,
    { objective: chosen, ...(position.inHand === tile ? {} : { tile }) },
    {
      signal,
      // The endgame search deepens one tile at a time and answers what it finished when time runs out.
      timeLimitMs: SOLVE_TIME_MS,
      onProgress: (nodes) => progress({ tried: 0, total: 0, nodes }),
    },
  ).then((r) => (r.ok ? { ok: true, value: fromSolve(r.value) } : r));
}

/** Moves listed at first, and with "Show more". */
export const FIRST = 5;
export const MOST = 10;

/** A move in the list, whichever measure valued it. */
export interface Listed {
  x: number;
  y: number;
  rot: number;
  meeple: Spot | null;
  value: number;
  why: WhyPart[];
}

/** A finished run: the moves (best first, at most MOST) and the line that sums it up. */
export interface Report {
  tile: string;
  moves: Listed[];
  /** Moves there are in all. */
  total: number;
  summary: string;
}

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
export function fromRank(r: RankReport): Report {
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
export function fromSolve(r: SolveReport): Report {
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

export const samePreview = (a: MovePreview | null | undefined, m: Listed, tile: string) =>
  !!a && a.tile === tile && a.x === m.x && a.y === m.y && a.rot === m.rot && (a.meeple ?? null) === m.meeple;


interface ListProps {
  report: Report;
  expanded: boolean;
  setExpanded: (on: boolean) => void;
  preview: MovePreview | null;
  onPreview?: (preview: MovePreview | null) => void;
  onPlay?: (move: MovePreview) => void;
}

export function SolverList({ report, expanded, setExpanded, preview, onPreview, onPlay }: ListProps) {
  const shown = report.moves.slice(0, expanded ? MOST : FIRST);
  const anyShown = report.moves.some((m) => samePreview(preview, m, report.tile));
  if (shown.length === 0) return null;
  return (
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
  );
}
