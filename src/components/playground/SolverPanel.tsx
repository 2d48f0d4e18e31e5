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
import type { Objective, Position } from '../../worker/api';
import type { Report } from './SolverList';

/** The list and its report helpers (./SolverList.tsx): loaded with the first run. */
type ListModule = typeof import('./SolverList');
let listModule: Promise<ListModule> | null = null;
const loadList = () => (listModule ??= import('./SolverList'));
import type { Spot, TileMove } from '../board/types';
import { errorText } from '../ui/words';
import { playerToPlay } from '../board/model';
import { bt } from '../board/strings';
import '../../i18n/playground';
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

type State =
  | { kind: 'idle' }
  | { kind: 'running'; tried: number; total: number; nodes?: number }
  | { kind: 'done'; report: Report }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };


export default function SolverPanel({ position, tile, preview = null, onPreview, onPlay }: SolverPanelProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [list, setList] = useState<ListModule | null>(null);
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
    // The run itself is the list module's (loaded with the first run, as the list is).
    void loadList()
      .then((lib) => {
        setList(() => lib);
        return lib.answerFor(position, tile, chosen, controller.signal, (p) => {
          if (running.current === controller) setState({ kind: 'running', ...p });
        });
      })
      .then((r) => {
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

      {report && list && (
        <list.SolverList report={report} expanded={expanded} setExpanded={setExpanded} preview={preview} onPreview={onPreview} onPlay={onPlay} />
      )}
    </section>
  );
}
