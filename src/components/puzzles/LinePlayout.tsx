/**
 * An endgame puzzle after the player's move: the opponent's reply and each tile to come, shown a moment apart, to the
 * end of the tiles, where the game is counted (line.ts finds the line). `useLinePlayout` keeps the line and plays it
 * out on the trainer's board (through `onStep`); `LineOut` lists it under the board.
 */
import { useState } from 'preact/hooks';
import type { Position } from '../../worker/api';
import { solve } from '../../worker/client';
import { ask } from '../ui/useEngine';
import { wordsOfError } from '../ui/words';
import { t } from '../../i18n';
import '../../i18n/puzzles';
import { playLine, SHOW_STEP_MS, type Line, type LineEngine, type LineStep } from './line';
import { stepText, valueText } from './words';

/** The engine the line is found with: the solver's worker for each tile, the engine's worker for the moves and the count. */
const LINE_ENGINE: LineEngine = {
  solve: (position, objective) => solve(position, { objective }, { timeLimitMs: 30_000 }),
  place: (position, move) => ask('place', position, move),
  score: (position) => ask('score', position),
};

/** A moment between two things shown on the board (none when the person asks for reduced motion). */
export function pause(ms: number): Promise<void> {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Promise((resolve) => setTimeout(resolve, reduced ? 0 : ms));
}

/** The line as far as it has been shown. */
export interface LineState {
  steps: LineStep[];
  shown: number;
  end: Line | null;
  failed: string | null;
}

/**
 * The line after a move and its playing out. `playOut` stops as soon as `current()` says the trainer has moved on
 * (a retry, the solution shown); `clear` forgets the line.
 */
export function useLinePlayout(player: string, onStep: (step: LineStep) => void) {
  const [line, setLine] = useState<LineState | null>(null);
  const playOut = async (after: Position, current: () => boolean) => {
    setLine({ steps: [], shown: 0, end: null, failed: null });
    const found = await playLine(after, player, LINE_ENGINE);
    if (!current()) return;
    if (!found.ok) {
      const failed = await wordsOfError(found.error);
      if (!current()) return;
      setLine({ steps: [], shown: 0, end: null, failed });
      return;
    }
    const { steps } = found.value;
    for (let i = 0; i < steps.length; i++) {
      await pause(SHOW_STEP_MS);
      if (!current()) return;
      onStep(steps[i]);
      setLine({ steps, shown: i + 1, end: null, failed: null });
    }
    await pause(SHOW_STEP_MS);
    if (!current()) return;
    setLine({ steps, shown: steps.length, end: found.value, failed: null });
  };
  return { line, playOut, clear: () => setLine(null) };
}

/** The line under the board: each turn shown so far, then the game's totals and the margin. */
export function LineOut({ line, players }: { line: LineState; players: readonly string[] }) {
  const end = line.end;
  return (
    <section class="pz__line-out" aria-labelledby="pz-line-heading" data-testid="puzzle-line-out" data-shown={line.shown} data-done={end ? 'true' : 'false'}>
      <h2 id="pz-line-heading">{t('puzzles.line.heading')}</h2>
      {line.failed && <p>{t('puzzles.solverFailed', { reason: line.failed })}</p>}
      {!line.failed && line.shown === 0 && <p class="pz__muted">{t('puzzles.line.working')}</p>}
      <ol aria-live="polite">
        {line.steps.slice(0, line.shown).map((s, i) => (
          <li key={i} data-testid="puzzle-line-step">
            {stepText(s)}
          </li>
        ))}
      </ol>
      {end && (
        <p class="pz__line-end" data-testid="puzzle-line-end">
          {t('puzzles.line.end', {
            totals: players.map((name) => t('puzzles.line.total', { player: name, total: end.totals[name] ?? 0 })).join(t('list.sep')),
            value: valueText('endgame', end.margin),
          })}
        </p>
      )}
    </section>
  );
}
