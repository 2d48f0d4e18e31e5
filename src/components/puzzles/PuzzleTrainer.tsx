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
 * A clean solve counts as solved; a wrong move, a hint or the solution count
 * the puzzle as missed (progress.ts keeps both, and the streak).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Puzzle } from '../../engine/puzzle';
import type { FeatureInfo, PlaceReport, Position, SolveReport } from '../../worker/api';
import { sameMove } from '../../worker/client';
import Board, { type Answer, type Intent, type Mark, type TurnMove } from '../board/Board';
import { answerTile, ask, placeholderText, playTurn, useEngine, useLegal } from '../ui/useEngine';
import { errorText } from '../ui/words';
import { kindOfSpot, playerToPlay } from '../board/model';
import { spotText, turnsText } from '../board/describe';
import { TileSvg } from '../tiles/TileSvg';
import { t } from '../../i18n';
import '../../i18n/puzzles';
import { emptyProgress, loadProgress, record, saveProgress, type Kept, type Outcome, type Progress } from './progress';
import { filterFromSearch, filterToSearch, localDate, nextInSet, NO_FILTER, placeInSet, puzzleHref, type Filter, type PuzzleSummary } from './sets';
import { useSolution, type SolutionState } from './useSolution';
import { aboutText, labelText, lessonText, noticeText, plural, valueText, whyText, wrongText, type MoveLike } from './words';
import { aboutMove, hintArea, HINT_LEVELS, type CellXY } from './hints';
import SolutionPanel, { type Preview } from './SolutionPanel';
import './puzzles.css';

export interface PuzzleTrainerProps {
  puzzle: Puzzle;
  /** Every puzzle in collection order (for "next" within the chosen set). */
  order: readonly PuzzleSummary[];
  /** The theme names a filter may use. */
  themes: readonly string[];
}

type Verdict = {
  tone: 'info' | 'success' | 'error';
  text: string;
  why?: string;
};

/** The features a solved move scores or holds, outlined, and its value on its cell. */
function breakdownMarks(features: readonly FeatureInfo[], report: PlaceReport, move: TurnMove, player: string, value: number): Mark[] {
  const marks: Mark[] = [];
  const completed = new Set(report.completed.map((e) => e.kind));
  for (const f of features) {
    if (!f.parts.some((p) => p.x === move.x && p.y === move.y)) continue;
    if (f.complete && completed.has(f.kind)) marks.push({ kind: 'feature', parts: f.parts, style: 'good' });
    else if (f.winners.includes(player) && f.points > 0) marks.push({ kind: 'feature', parts: f.parts, style: 'highlight' });
  }
  marks.push({ kind: 'last', x: move.x, y: move.y });
  marks.push({
    kind: 'label',
    x: move.x,
    y: move.y,
    text: labelText(value),
    style: 'good',
  });
  return marks;
}

function thinkingText(s: SolutionState): string {
  if (s.kind === 'failed') return t('puzzles.solverFailed', { reason: errorText(s.error) });
  if (s.kind === 'thinking') return s.nodes > 0 ? t('puzzles.thinking', { nodes: s.nodes }) : t('puzzles.thinkingStart');
  return '';
}

export default function PuzzleTrainer({ puzzle, order, themes }: PuzzleTrainerProps) {
  const start = puzzle.position;
  const hand = start.inHand ?? '';
  const player = playerToPlay(start);
  const objective = puzzle.objective;
  const engine = useEngine();
  const solution = useSolution(start, objective);

  const [shown, setShown] = useState<Position>(start);
  const [solved, setSolved] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [tried, setTried] = useState<{ move: TurnMove; value: number } | null>(null);
  const [hints, setHints] = useState(0);
  /** The cells of the area hint (the second). */
  const [area, setArea] = useState<CellXY[]>([]);
  const [revealed, setRevealed] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [solvedMarks, setSolvedMarks] = useState<Mark[]>([]);
  const [kept, setKept] = useState<Kept>({
    progress: emptyProgress(),
    notice: null,
  });
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  /** How this puzzle went on an earlier visit, if it was tried before. */
  const [earlier, setEarlier] = useState<Progress['results'][string] | null>(null);
  /** This attempt's result, once known: a miss is kept at the first wrong move, hint or look at the solution. */
  const outcome = useRef<Outcome | null>(null);
  const progressLoaded = useRef<Promise<Kept> | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setFilter(filterFromSearch(window.location.search, themes));
    progressLoaded.current = loadProgress().then((k) => {
      setKept(k);
      setEarlier(k.progress.results[puzzle.id] ?? null);
      return k;
    });
  }, []);

  /** Note this attempt's result once (the first one counts), in the page and in the browser. */
  const finish = (result: Outcome) => {
    if (outcome.current) return;
    outcome.current = result;
    const today = localDate();
    void (progressLoaded.current ?? loadProgress()).then((k) => {
      const progress = record(k.progress, puzzle.id, result, today);
      saveProgress(progress);
      const next = { ...k, progress };
      progressLoaded.current = Promise.resolve(next);
      setKept(next);
    });
  };

  const playing = !solved;
  const legal = useLegal(engine.kind === 'ready' && playing ? start : null, playing ? hand : null);

  const best = (report: SolveReport | null): readonly MoveLike[] => (report?.complete ? report.best : puzzle.best) as readonly MoveLike[];
  const report = solution.state.kind === 'done' ? solution.state.report : null;
  const firstBest = best(report)[0];

  const judge = async (move: TurnMove): Promise<Answer> => {
    setVerdict({ tone: 'info', text: t('puzzles.checking') });
    const r = await solution.answer();
    if (!r.ok) {
      const text = t('puzzles.solverFailed', { reason: errorText(r.error) });
      setVerdict({ tone: 'error', text });
      return { accept: false, reason: text };
    }
    const rep = r.value;
    const same = (m: MoveLike) => sameMove({ tile: hand, ...m }, move);
    const mine = rep.moves.find(same);
    if (!mine) {
      // Not among the engine's moves (cannot happen for a move the board offered): the engine says why.
      const played = await playTurn(start, move);
      const reason = played.ok ? t('puzzles.solverFailed', { reason: '' }) : played.reason;
      setVerdict({ tone: 'error', text: reason });
      return { accept: false, reason };
    }
    const bests = best(rep);
    if (bests.some(same)) {
      const played = await playTurn(start, move);
      if (!played.ok) {
        setVerdict({ tone: 'error', text: played.reason });
        return { accept: false, reason: played.reason };
      }
      const value = rep.complete ? mine.value : puzzle.value;
      finish('solved');
      const helped = outcome.current === 'failed';
      setShown(played.report.position);
      setSolved(true);
      setTried(null);
      setPreview(null);
      const lead =
        bests.length > 1
          ? t('puzzles.rightShared', {
              count: bests.length,
              value: valueText(objective, value),
            })
          : t('puzzles.right', { value: valueText(objective, value) });
      setVerdict({
        tone: 'success',
        text: helped ? `${lead} ${t('puzzles.rightAfterHelp')}` : lead,
        why: mine.breakdown && objective !== 'endgame'
          ? t('puzzles.why', {
              why: whyText(mine.breakdown.why).replace(/\.$/, ''),
            })
          : undefined,
      });
      const features = await ask('features', played.report.position);
      setSolvedMarks(breakdownMarks(features.ok ? features.value : [], played.report, move, player, value));
      return {
        accept: true,
        tone: 'success',
        message: t('puzzles.right.short'),
      };
    }
    finish('failed');
    setTried({ move, value: mine.value });
    setPreview(null);
    setVerdict({
      tone: 'error',
      text: wrongText(objective, mine.value, rep.value ?? puzzle.value),
    });
    return { accept: true, tone: 'info', message: t('puzzles.wrong.short') };
  };

  const onIntent = async (intent: Intent): Promise<Answer | void> => {
    if (!playing) return;
    if (intent.type === 'tile') {
      setTried(null);
      return answerTile(start, await legal.current(start, hand), intent.move);
    }
    if (intent.type === 'place') return judge(intent.move);
  };

  /** The next hint, from general to exact: what the move is about, then the area, then the cell with the turn and the meeple. */
  const hint = async () => {
    const level = Math.min(hints + 1, HINT_LEVELS);
    setHints(level);
    finish('failed');
    setTried(null);
    const m = firstBest;
    if (!m) return;
    if (level === 1) {
      // What the move does comes from the solver's breakdown of the best move: wait for it if it is still at work.
      const r = await solution.answer();
      const moves = r.ok ? r.value.moves : [];
      const mine = moves.find((o) => sameMove({ tile: hand, ...o }, { tile: hand, ...m }));
      const about = aboutMove(mine?.breakdown?.why, m.meeple ? kindOfSpot(hand, m.rot, m.meeple) : null);
      setVerdict({ tone: 'info', text: aboutText(about) });
    } else if (level === 2) {
      const fits = await legal.current(start, hand);
      const cells = hintArea(m, fits, puzzle.id);
      setArea(cells);
      setVerdict({ tone: 'info', text: plural('puzzles.hint.area', { count: cells.length }) });
    } else {
      const turns = turnsText(m.rot);
      setVerdict({
        tone: 'info',
        text: m.meeple ? t('puzzles.hint.meeple', { turns, spot: spotText(hand, m.rot, m.meeple) }) : t('puzzles.hint.noMeeple', { turns }),
      });
    }
  };

  const reveal = () => {
    finish('failed');
    setRevealed(true);
    setTried(null);
  };

  // The first result of a visit counts: retrying after a miss (to play it out) does not make it a clean solve.
  const retry = () => {
    setShown(start);
    setSolved(false);
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

  const marks = useMemo((): Mark[] => {
    if (solved) return solvedMarks;
    const out: Mark[] = [];
    if (hints >= 3 && firstBest) out.push({ kind: 'cell', x: firstBest.x, y: firstBest.y, style: 'hint' });
    else if (hints === 2) for (const c of area) out.push({ kind: 'cell', x: c.x, y: c.y, style: 'hint' });
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
  }, [solved, solvedMarks, hints, area, firstBest, preview, tried]);

  const next = nextInSet(order, puzzle.id, filter);
  const inSet = filter.theme !== null || filter.difficulty !== null ? placeInSet(order, puzzle.id, filter) : null;
  const scores = shown.scores ?? {};
  const remaining = start.remaining ?? [];

  return (
    <div class="pz" data-testid="puzzle" data-solved={solved ? 'true' : 'false'} data-solver={solution.state.kind}>
      <div class="pz__facts">
        <p class="pz__to-play">
          <TileSvg letter={hand} rot={0} size={40} class="pz__hand" />
          <span>{solved ? t('puzzles.played', { player, tile: hand }) : t('puzzles.toPlay', { player, tile: hand })}</span>
        </p>
        {remaining.length > 0 && (
          <div class="pz__to-come">
            <p>{t(start.draw === 'random' ? 'puzzles.toCome.random' : 'puzzles.toCome.in-order')}</p>
            <ol class="pz__tiles">
              {remaining.map((tile, i) => (
                <li key={i}>
                  <TileSvg letter={tile} rot={0} size={32} />
                  <span class="visually-hidden">{t('puzzles.tileLabel', { tile })}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
        <dl class="pz__scores" aria-label={t('puzzles.scores')} data-testid="puzzle-scores">
          {start.players.map((name) => (
            <div key={name} class={name === player ? 'is-to-play' : undefined}>
              <dt>{name}</dt>
              <dd>{scores[name] ?? 0}</dd>
            </div>
          ))}
        </dl>
        {kept.notice && (
          <p class="pz__muted" data-testid="puzzle-notice">
            {noticeText(kept.notice)}
          </p>
        )}
      </div>

      <div class="pz__board" ref={boardRef}>
        <Board
          position={shown}
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
        <p class="pz__line" data-testid="puzzle-line">
          {solution.state.kind !== 'done'
            ? thinkingText(solution.state)
            : earlier && !outcome.current
              ? t(earlier.result === 'solved' ? 'puzzles.solvedBefore' : 'puzzles.failedBefore', { date: earlier.on })
              : ''}
        </p>

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
            <a class="board__btn pz__next" href={`/puzzles/${filterToSearch(filter)}`} data-testid="puzzle-list">
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
              <a href={`/learn/${puzzle.learn}/`} data-testid="puzzle-lesson">
                {t('puzzles.lesson', { lesson: lessonText(puzzle.learn) })}
              </a>
            </p>
          )}
        </section>

        {revealed && <SolutionPanel puzzle={puzzle} state={solution.state} preview={preview} onPreview={showPreview} disabled={solved} />}
      </div>
    </div>
  );
}
