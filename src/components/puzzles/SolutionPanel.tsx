/**
 * The solution of a puzzle: every best move, then the other moves ranked,
 * each with its value and (for the first ones) what it does; "Show on the
 * board" draws a move translucent on the board (the owner turns `preview`
 * into a preview mark and a value label).
 */
import { useState } from 'preact/hooks';
import type { Puzzle } from '../../engine/puzzle';
import type { SolveReport } from '../../worker/api';
import { sameMove } from '../../worker/client';
import { t } from '../../i18n';
import '../../i18n/puzzles';
import type { SolutionState } from './useSolution';
import { moveText, signed, valueText, whyText, type MoveLike } from './words';
import { groupMoves, type Group } from './groups';

type SolvedMove = SolveReport['moves'][number];

/** A move shown on the board, with its value and whether it is a best one. */
export interface Preview {
  move: MoveLike;
  value: number;
  best: boolean;
}

interface Props {
  puzzle: Puzzle;
  state: SolutionState;
  preview: Preview | null;
  onPreview: (p: Preview | null) => void;
  /** The puzzle is solved: the board shows the result, not previews. */
  disabled: boolean;
}

/** Rows of other moves (a group of equal moves is one row) listed at first, before "Show all". */
const FIRST_OTHERS = 6;

export default function SolutionPanel({ puzzle, state, preview, onPreview, disabled }: Props) {
  const [all, setAll] = useState(false);
  const tile = puzzle.position.inHand ?? '';
  const report = state.kind === 'done' ? state.report : null;
  // Until the solver answers (or if it ran out of time), the puzzle file's own best moves.
  const complete = !!report && report.complete;
  const value = complete ? report.value! : puzzle.value;
  const bestMoves: readonly MoveLike[] = (complete ? report.best : puzzle.best) as readonly MoveLike[];
  const isBest = (m: MoveLike) => bestMoves.some((b) => sameMove({ tile, ...b }, { tile, ...m }));
  const ranked = report?.moves ?? [];
  const others = ranked.filter((m) => !isBest(m));
  const breakdownOf = (m: MoveLike) => ranked.find((r) => sameMove({ tile, ...r }, { tile, ...m }))?.breakdown;
  const whyOf = (m: MoveLike): string | null => {
    if (puzzle.objective === 'endgame') return null;
    const b = breakdownOf(m);
    return b ? whyText(b.why) : null;
  };
  const groups = groupMoves(others, whyOf);
  const shownGroups = all ? groups : groups.slice(0, FIRST_OTHERS);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const valueLabel = (v: number) => (puzzle.objective === 'points' ? String(Math.round(v * 100) / 100) : signed(v));

  const item = (m: MoveLike, v: number, best: boolean, key: string, why = true) => {
    const on = !!preview && sameMove({ tile, ...preview.move }, { tile, ...m });
    // What a move does this turn and at the end of the game as it stands: beside the point of an endgame, where the tiles to come decide.
    const breakdown = why ? whyOf(m) : null;
    return (
      <li key={key} class={on ? 'is-shown' : undefined}>
        <span class="pz-sol__value">{valueLabel(v)}</span>
        <span class="pz-sol__move">
          {moveText(tile, m)}
          {breakdown && <span class="pz-sol__why">{breakdown}</span>}
        </span>
        <button
          type="button"
          class="board__btn pz-sol__show"
          aria-pressed={on ? 'true' : 'false'}
          aria-label={on ? t('puzzles.solution.hideLabel', { move: moveText(tile, m) }) : t('puzzles.solution.showLabel', { move: moveText(tile, m) })}
          disabled={disabled}
          onClick={() => onPreview(on ? null : { move: m, value: v, best })}
          data-testid="solution-show"
        >
          {on ? t('puzzles.solution.hide') : t('puzzles.solution.show')}
        </button>
      </li>
    );
  };

  /** Equal moves as one row ("6 moves score nothing"), listed one by one on request. */
  const group = (g: Group<SolvedMove>, i: number) => {
    if (g.moves.length === 1) return item(g.moves[0], g.value, false, `o${i}`);
    const open = opened.has(i);
    const count = g.moves.length;
    const text =
      puzzle.objective === 'points' && Math.round(g.value * 100) === 0
        ? t('puzzles.solution.groupNothing', { count })
        : t('puzzles.solution.group', { count, value: valueText(puzzle.objective, g.value) });
    return (
      <li key={`g${i}`} class="pz-sol__group" data-testid="solution-group" data-count={count}>
        <span class="pz-sol__value">{valueLabel(g.value)}</span>
        <span class="pz-sol__move">
          {text}
          {g.why && <span class="pz-sol__why">{g.why}</span>}
        </span>
        <button
          type="button"
          class="board__btn pz-sol__show"
          aria-expanded={open ? 'true' : 'false'}
          onClick={() => setOpened((o) => (o.has(i) ? new Set([...o].filter((n) => n !== i)) : new Set([...o, i])))}
          data-testid="solution-expand"
        >
          {open ? t('puzzles.solution.fold') : t('puzzles.solution.list')}
        </button>
        {open && <ol class="pz-sol__list pz-sol__sub">{g.moves.map((m, j) => item(m, m.value, false, `o${i}-${j}`, g.why === null))}</ol>}
      </li>
    );
  };

  return (
    <section class="pz-sol" aria-labelledby="pz-sol-heading" data-testid="puzzle-solution-panel">
      <h2 id="pz-sol-heading">{t('puzzles.solution.heading')}</h2>
      <p>
        {t('puzzles.solution.best', {
          count: bestMoves.length,
          value: valueText(puzzle.objective, value),
        })}
      </p>
      <ol class="pz-sol__list" data-testid="solution-best">
        {bestMoves.map((m, i) => item(m, value, true, `b${i}`))}
      </ol>
      {report && !report.complete && <p class="pz__muted">{t('puzzles.solution.notComplete')}</p>}
      {others.length > 0 && (
        <>
          <h3>{t('puzzles.solution.others')}</h3>
          <ol class="pz-sol__list" data-testid="solution-others">
            {shownGroups.map(group)}
          </ol>
          {!all && groups.length > FIRST_OTHERS && (
            <button type="button" class="board__btn" onClick={() => setAll(true)} data-testid="solution-all">
              {t('puzzles.solution.more', { count: groups.length })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
