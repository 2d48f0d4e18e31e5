import type { Intent } from '../board/types';
import { bt } from '../board/strings';
import '../../i18n/playground';

const HISTORY = {
  undo: { keys: 'Control+Z', icon: ['M9 14 4 9l5-5', 'M4 9h10a6 6 0 0 1 0 12h-3'] },
  redo: { keys: 'Control+Shift+Z Control+Y', icon: ['m15 14 5-5-5-5', 'M20 9H10a6 6 0 0 0 0 12h3'] },
} as const;

/** Undo or Redo in the board's toolbar: sent through the board, so Undo first takes back a tile waiting for its meeple. */
export default function HistoryButton({ kind, send, disabled }: { kind: 'undo' | 'redo'; send: (i: Intent) => void; disabled: boolean }) {
  return (
    <button
      type="button"
      class="board__btn"
      onClick={() => send({ type: kind })}
      disabled={disabled}
      data-testid={`board-${kind}`}
      aria-keyshortcuts={HISTORY[kind].keys}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {HISTORY[kind].icon.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      <span class="board__btn-text">{bt(kind === 'undo' ? 'board.undo' : 'board.redo')}</span>
    </button>
  );
}
