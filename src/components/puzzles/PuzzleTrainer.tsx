/**
 * One puzzle (/puzzles/<id>/): the board with the tile in hand, whose turn,
 * the scores and the tiles to come; the player lays the tile and a meeple
 * (or none) and the solver in its worker judges the move under the puzzle's
 * objective, with the one notion of the same move:
 *   - a best move: solved; the move stays on the board with its breakdown
 *     (the features it scores or holds outlined, a "+N" label) and the
 *     explanation opens, with the lesson it turns on;
 *   - a legal but worse move: "that gives 4, the best gives 9", taken back
 *     (drawn faintly with its value until the next try);
 *   - an illegal placement: the engine's reason (answerTile).
 * Hints from general to exact (hints.ts: what the move is about, the area, the
 * cell with the turn and the meeple), the solution (every best move, then
 * the ranking of the others, each shown on the board on request), retry and
 * next (the next puzzle of the set chosen on the list, carried in the address).
 *
 * One clear outcome per try (outcome.ts): solved at the first go, solved after
 * a miss or a hint, or failed (the solution viewed); progress.ts keeps each
 * puzzle's outcome and the streak (usePuzzleProgress.ts), and the list shows them.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Puzzle } from '../../engine/puzzle';
import type { Position, Result, SolveReport } from '../../worker/api';
import { sameMove } from '../../worker/client';
import Board, { type Answer, type Intent, type Mark, type TurnMove } from '../board/Board';
import { answerTile, ask, placeholderText, playTurn, useEngine, useLegal } from '../ui/useEngine';
import { wordsOfError } from '../ui/words';
import { playerToPlay } from '../board/model';
import { scoreEventText, spotText, turnsText } from '../board/describe';
import { localPath, t } from '../../i18n';
import '../../i18n/puzzles';
import { usePuzzleProgress } from './usePuzzleProgress';
import { filterFromSearch, filterToSearch, nextInSet, NO_FILTER, placeInSet, puzzleHref, type Filter, type SetEntry } from './sets';
import { useSolution } from './useSolution';
import { hintOf, labelText, lessonText, signed, thinkingText, valueText, whyText, wrongText, type MoveLike } from './words';
import { hasMeepleLeft, HINT_LEVELS, type CellXY } from './hints';
import { STRONG_TOLERANCE } from './own';
import { SHOW_STEP_MS, withMove } from './line';
import SolutionPanel, { type Preview } from './SolutionPanel';
import { LineOut, pause, useLinePlayout } from './LinePlayout';
import PuzzleFacts from './PuzzleFacts';
import { breakdownMarks } from './marks';
import { useStableHandler } from '../ui/useStableHandler';
import './puzzles.css';

/** How close to Strong's best a move of a puzzle judged by Strong must come, in words. */
const STRONG_TOLERANCE_WORDS = String(STRONG_TOLERANCE);

export interface PuzzleTrainerProps {
  puzzle: Puzzle;
  /** Every puzzle in collection order, as much as choosing the next within the chosen set needs. */
  order: readonly SetEntry[];
  /** The theme names a filter may use. */
  themes: readonly string[];
  /**
   * A puzzle of your own judged by Strong (own.ts): the solution is known (the review's best move, `report`), and
   * each move is weighed as the review weighs one rather than found among the solver's moves.
   */
  strong?: StrongJudge;
}

/** A move weighed against Strong's best: its value and the best's (expected final margins), and whether it is right. */
export interface Weighed {
  value: number;
  bestValue: number;
  right: boolean;
}

export interface StrongJudge {
  report: SolveReport;
  weigh: (move: TurnMove) => Promise<Result<Weighed>>;
}

type Phase = 'playing' | 'solved' | 'shown';

type Verdict = {
  tone: 'info' | 'success' | 'error';
  text: string;
  why?: string;
};


export default function PuzzleTrainer({ puzzle, order, themes, strong }: PuzzleTrainerProps) {
  const start = puzzle.position;
  const hand = start.inHand ?? '';
  const player = playerToPlay(start);
  const objective = puzzle.objective;
  const engine = useEngine();

  const [shown, setShown] = useState<Position>(start);
  /** playing: the tile is in hand; solved: the player found a best move; shown: the solution was played out on the board. */
  const [phase, setPhase] = useState<Phase>('playing');
  const solved = phase === 'solved';
  /** While the solution is played out: first the tile and the meeple set, then the points counted. */
  const [step, setStep] = useState<'placed' | 'scored' | null>(null);
  /** An endgame's line after the move, as far as it has been shown (null: none), played out on the board. */
  const lineOut = useLinePlayout(player, (s) => {
    setShown(s.position);
    setSolvedMarks(s.move ? [{ kind: 'last', x: s.move.x, y: s.move.y }] : []);
  });
  /** Each retry or new showing starts a new run: a showing still under way stops when its run is over. */
  const run = useRef(0);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [tried, setTried] = useState<{ move: TurnMove; value: number } | null>(null);
  const [hints, setHints] = useState(0);
  /** The cells of the area hint (the second). */
  const [area, setArea] = useState<CellXY[]>([]);
  const [revealed, setRevealed] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [solvedMarks, setSolvedMarks] = useState<Mark[]>([]);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const { kept, earlier, tryState, note, ratingLine, current: currentAttempt } = usePuzzleProgress(puzzle);
  const boardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setFilter(filterFromSearch(window.location.search, themes));
  }, []);

  const playing = phase === 'playing';
  const legal = useLegal(engine.kind === 'ready' && playing ? start : null, playing ? hand : null);
  // The solver starts once the board has its cells to offer (or could not get them): its worker's start-up never
  // competes with the board's on a phone with few cores.
  const solution = useSolution(start, objective, strong?.report, legal.placements !== null || engine.kind === 'failed' || !playing);

  const best = (report: SolveReport | null): readonly MoveLike[] => (report?.complete ? report.best : puzzle.best) as readonly MoveLike[];
  const report = solution.state.kind === 'done' ? solution.state.report : null;
  const firstBest = best(report)[0];

  const judge = async (move: TurnMove): Promise<Answer> => {
    setVerdict({ tone: 'info', text: t('puzzles.checking') });
    const r = await solution.answer();
    if (!r.ok) {
      const text = t('puzzles.solverFailed', { reason: await wordsOfError(r.error) });
      setVerdict({ tone: 'error', text });
      return { accept: false, reason: text };
    }
    const rep = r.value;
    const same = (m: MoveLike) => sameMove({ tile: hand, ...m }, move);
    if (strong) {
      // Weighed as the review weighs a move: right when it is not a mistake against Strong's best.
      setVerdict({ tone: 'info', text: t('puzzles.own.weighing') });
      const w = await strong.weigh(move);
      if (!w.ok) {
        const text = t('puzzles.solverFailed', { reason: await wordsOfError(w.error) });
        setVerdict({ tone: 'error', text });
        return { accept: false, reason: text };
      }
      return w.value.right ? solvedBy(move, w.value.value, [strong.report.best[0]], undefined) : missedBy(move, w.value.value, w.value.bestValue);
    }
    const mine = rep.moves.find(same);
    if (!mine) {
      // Not among the engine's moves (cannot happen for a move the board offered): the engine says why.
      const played = await playTurn(start, move);
      const reason = played.ok ? t('puzzles.solverFailed', { reason: '' }) : played.reason;
      setVerdict({ tone: 'error', text: reason });
      return { accept: false, reason };
    }
    const bests = best(rep);
    if (bests.some(same)) return solvedBy(move, rep.complete ? mine.value : puzzle.value, bests, mine.breakdown);
    return missedBy(move, mine.value, rep.value ?? puzzle.value);
  };

  /** A right move: it stays on the board with its breakdown, and the explanation opens. */
  const solvedBy = async (move: TurnMove, value: number, bests: readonly MoveLike[], breakdown: SolveReport['moves'][number]['breakdown']): Promise<Answer> => {
    const played = await playTurn(start, move);
    if (!played.ok) {
      setVerdict({ tone: 'error', text: played.reason });
      return { accept: false, reason: played.reason };
    }
    note('solve');
    const helped = currentAttempt().result === 'helped';
    setShown(played.report.position);
    setPhase('solved');
    setTried(null);
    setPreview(null);
    const lead = strong
      ? t('puzzles.own.right', { value: valueText(objective, value), tolerance: STRONG_TOLERANCE_WORDS })
      : bests.length > 1
        ? t('puzzles.rightShared', {
            count: bests.length,
            value: valueText(objective, value),
          })
        : t('puzzles.right', { value: valueText(objective, value) });
    setVerdict({
      tone: 'success',
      text: helped ? `${lead} ${t('puzzles.rightAfterHelp')}` : lead,
      why: breakdown && objective !== 'endgame'
        ? t('puzzles.why', {
            why: whyText(breakdown.why).replace(/[.。]$/, ''),
          })
        : undefined,
    });
    const features = await ask('features', played.report.position);
    setSolvedMarks(breakdownMarks(features.ok ? features.value : [], played.report, move, player, value));
    // An endgame is played out to its end; a puzzle judged by Strong has too many tiles left for that.
    if (objective === 'endgame' && !strong) {
      const id = ++run.current;
      void lineOut.playOut(played.report.position, () => id === run.current);
    }
    return {
      accept: true,
      tone: 'success',
      message: t('puzzles.right.short'),
    };
  };

  /** A legal but worse move: its value against the best, and the tile back in hand. */
  const missedBy = (move: TurnMove, value: number, bestValue: number): Answer => {
    note('miss');
    setTried({ move, value });
    setPreview(null);
    setVerdict({
      tone: 'error',
      text: strong ? t('puzzles.own.wrong', { got: signed(value), best: signed(bestValue), tolerance: STRONG_TOLERANCE_WORDS }) : wrongText(objective, value, bestValue),
    });
    return { accept: true, tone: 'info', message: t('puzzles.wrong.short') };
  };

  const onIntent = useStableHandler(async (intent: Intent): Promise<Answer | void> => {
    if (!playing) return;
    if (intent.type === 'tile') {
      setTried(null);
      return answerTile(start, await legal.current(start, hand), intent.move);
    }
    if (intent.type === 'place') return judge(intent.move);
  });

  /** The next hint, from general to exact: what the move is about, then the area, then the cell with the turn and the meeple. */
  const hint = async () => {
    const level = Math.min(hints + 1, HINT_LEVELS);
    setHints(level);
    note('hint');
    setTried(null);
    const m = firstBest;
    if (!m) return;
    // What the move does comes from the solver's breakdown of the best move (wait for it if it is still at work);
    // the area, from the cells where the tile fits.
    const r = level === 1 ? await solution.answer() : null;
    const mine = r?.ok ? r.value.moves.find((o) => sameMove({ tile: hand, ...o }, { tile: hand, ...m })) : undefined;
    const fits = level === 2 ? await legal.current(start, hand) : [];
    const shown = hintOf(level, { id: puzzle.id, hand, player, best: m, breakdown: mine?.breakdown, supply: hasMeepleLeft(start, player), fits });
    setArea(shown.cells);
    setVerdict({ tone: 'info', text: shown.text });
  };

  /** The solution played out on the board: the tile and the meeple set, then (a moment later) the points counted. */
  const reveal = async () => {
    note('view');
    setRevealed(true);
    setTried(null);
    setPreview(null);
    if (phase !== 'playing') return;
    const id = ++run.current;
    const r = await solution.answer();
    const m = (r.ok && r.value.complete ? r.value.best[0] : puzzle.best[0]) as MoveLike | undefined;
    if (!m || id !== run.current) return;
    const move: TurnMove = { tile: hand, ...m };
    const played = await playTurn(start, move);
    if (id !== run.current) return;
    if (!played.ok) {
      setVerdict({ tone: 'error', text: played.reason });
      return;
    }
    const value = r.ok && r.value.complete && r.value.value !== null ? r.value.value : puzzle.value;
    setPhase('shown');
    setShown(withMove(start, move, player));
    setStep('placed');
    setSolvedMarks([{ kind: 'last', x: move.x, y: move.y }]);
    const turns = turnsText(move.rot);
    setVerdict({
      tone: 'info',
      text: move.meeple ? t('puzzles.shown.placed', { turns, spot: spotText(hand, move.rot, move.meeple) }) : t('puzzles.shown.placedNoMeeple', { turns }),
    });
    boardRef.current?.scrollIntoView({ block: 'nearest' });
    await pause(SHOW_STEP_MS);
    if (id !== run.current) return;
    const features = await ask('features', played.report.position);
    if (id !== run.current) return;
    setShown(played.report.position);
    setStep('scored');
    setSolvedMarks(breakdownMarks(features.ok ? features.value : [], played.report, move, player, value));
    const events = played.report.completed.map(scoreEventText);
    setVerdict({ tone: 'info', text: [t('puzzles.shown.scored', { value: valueText(objective, value) }), ...events].join(' ') });
    if (objective === 'endgame' && !strong) await lineOut.playOut(played.report.position, () => id === run.current);
  };

  // The first result of a visit counts: retrying after a miss (to play it out) does not make it a clean solve.
  const retry = () => {
    run.current += 1;
    lineOut.clear();
    // The outcome of this visit stays; a try that had not ended goes on (its misses and hints count).
    setShown(start);
    setPhase('playing');
    setStep(null);
    setTried(null);
    setHints(0);
    setArea([]);
    setRevealed(false);
    setPreview(null);
    setSolvedMarks([]);
    setVerdict({ tone: 'info', text: t('puzzles.retried') });
  };

  /** Show a move of the solution on the board, bringing the board into view (on a phone it is above the list). */
  const showPreview = (p: Preview | null) => {
    setPreview(p);
    if (p) boardRef.current?.scrollIntoView({ block: 'nearest' });
  };

  // A move of the solution list shown over the puzzle as it was set, or the board as played.
  const onBoard = preview && !playing ? start : shown;
  const marks = useMemo((): Mark[] => {
    if (!playing && !preview) return solvedMarks;
    const out: Mark[] = [];
    if (!playing) {
      // Only the preview over the puzzle as it was set.
    } else if (hints >= 2) for (const c of area) out.push({ kind: 'cell', x: c.x, y: c.y, style: 'hint' });
    if (preview) {
      out.push({
        kind: 'preview',
        move: { tile: hand, ...preview.move },
        player,
      });
      out.push({
        kind: 'label',
        x: preview.move.x,
        y: preview.move.y,
        text: labelText(preview.value),
        style: preview.best ? 'good' : 'bad',
      });
    } else if (tried) {
      out.push({ kind: 'preview', move: tried.move, player });
      out.push({
        kind: 'label',
        x: tried.move.x,
        y: tried.move.y,
        text: labelText(tried.value),
        style: 'bad',
      });
    }
    return out;
  }, [playing, solvedMarks, hints, area, preview, tried]);

  const next = nextInSet(order, puzzle.id, filter);
  const inSet = filter.theme !== null || filter.difficulty !== null ? placeInSet(order, puzzle.id, filter) : null;

  return (
    <div class="pz" data-testid="puzzle" data-solved={solved ? 'true' : 'false'} data-phase={phase} data-step={step ?? undefined} data-outcome={tryState.final ? (tryState.result ?? undefined) : undefined} data-solver={solution.state.kind}>
      <PuzzleFacts start={start} shown={shown} player={player} playing={playing} notice={kept.notice} />

      <div class="pz__board" ref={boardRef}>
        <Board
          position={onBoard}
          placeholder={placeholderText(engine)}
          interaction={playing ? 'play' : 'view'}
          hand={playing ? hand : null}
          allowed={playing ? legal.placements : null}
          rotations={legal.rotations}
          onIntent={onIntent}
          marks={marks}
          label={t('puzzles.board')}
        />
      </div>

      <div class="pz__side">
        <div class="pz__verdict" role="status" aria-live="polite" data-testid="puzzle-verdict" data-tone={verdict?.tone ?? 'info'}>
          {verdict && <p>{verdict.text}</p>}
          {verdict?.why && <p class="pz__why">{verdict.why}</p>}
          {!verdict && <p>{t('puzzles.yourMove', { tile: hand })}</p>}
        </div>
        {/* One line of its own (the solver at work, or how it went last time), so nothing moves as it changes. */}
        <p class={`pz__line${tryState.final ? ` pz__line--${tryState.result}` : ''}`} data-testid="puzzle-line">
          {solution.state.kind !== 'done'
            ? thinkingText(solution.state)
            : tryState.final && tryState.result
              ? [t(`puzzles.outcome.${tryState.result}`), ratingLine()].filter(Boolean).join(' ')
              : earlier && !tryState.result
                ? t(`puzzles.before.${earlier.result}`, { date: earlier.on })
                : ''}
        </p>

        {lineOut.line && <LineOut line={lineOut.line} players={start.players} />}

        <div class="pz__controls" role="group" aria-label={t('puzzles.controls')}>
          {playing && (
            <button type="button" class="board__btn" onClick={hint} disabled={hints >= HINT_LEVELS || !firstBest} data-testid="puzzle-hint" data-level={hints}>
              {hints === 0 ? t('puzzles.hint') : t('puzzles.hintMore')}
            </button>
          )}
          {!revealed && (
            <button type="button" class="board__btn" onClick={reveal} data-testid="puzzle-solution">
              {t('puzzles.showSolution')}
            </button>
          )}
          <button type="button" class="board__btn" onClick={retry} data-testid="puzzle-retry">
            {t('puzzles.retry')}
          </button>
          {next ? (
            <a class="board__btn board__btn--primary pz__next" href={puzzleHref(next.id, filter)} data-testid="puzzle-next">
              {t('puzzles.next')}
            </a>
          ) : (
            <a class="board__btn pz__next" href={localPath('/puzzles/') + filterToSearch(filter)} data-testid="puzzle-list">
              {t('puzzles.toList')}
            </a>
          )}
        </div>
        {inSet && inSet.place > 0 && (
          <p class="pz__muted" data-testid="puzzle-place">
            {t('puzzles.inSet', { place: inSet.place, size: inSet.size })}
            {!next && ` ${t('puzzles.endOfSet')}`}
          </p>
        )}

        <section class="pz__explanation" aria-labelledby="pz-why" hidden={!(solved || revealed)} data-testid="puzzle-explanation">
          <h2 id="pz-why">{t('puzzles.explanation')}</h2>
          <p>{puzzle.explanation}</p>
          {puzzle.learn && (
            <p>
              <a href={localPath(`/learn/${puzzle.learn}/`)} data-testid="puzzle-lesson">
                {t('puzzles.lesson', { lesson: lessonText(puzzle.learn) })}
              </a>
            </p>
          )}
        </section>

        {revealed && <SolutionPanel puzzle={puzzle} state={solution.state} preview={preview} onPreview={showPreview} disabled={false} />}
      </div>
    </div>
  );
}
