/**
 * What goes with the board's box, under it and never over a cell: the legend
 * of the marks, the cell under the pointer and the zoom buttons; and the board
 * told in words for screen readers.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Position } from '../../worker/api';
import { useLater } from '../ui/useLater';
import { ZOOM_STEP, type Pt } from './view';
import { bt } from './strings';

export function Legend() {
  return (
    <p class="board__legend" aria-hidden="true" data-testid="board-legend">
      <span class="board__legend-item">
        <span class="board__legend-mark is-now" />
        {bt('board.legend.now')}
      </span>
      <span class="board__legend-item">
        <span class="board__legend-mark" />
        {bt('board.legend.other')}
      </span>
    </p>
  );
}

export function Coords({ cell }: { cell: Pt }) {
  return (
    <p class="board__coords" aria-hidden="true" data-testid="board-coords">
      {bt('board.coords', { x: cell.x, y: cell.y })}
    </p>
  );
}

export function ZoomButtons({ onZoom, onFit }: { onZoom: (factor: number) => void; onFit: () => void }) {
  return (
    <div class="board__zoom" role="group" aria-label={bt('board.zoomGroup')}>
      <button type="button" class="board__btn board__btn--icon" onClick={() => onZoom(ZOOM_STEP)} title={bt('board.zoomIn')} aria-label={bt('board.zoomIn')}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 12h14M12 5v14" />
        </svg>
      </button>
      <button type="button" class="board__btn board__btn--icon" onClick={() => onZoom(1 / ZOOM_STEP)} title={bt('board.zoomOut')} aria-label={bt('board.zoomOut')}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 12h14" />
        </svg>
      </button>
      <button
        type="button"
        class="board__btn board__btn--icon"
        onClick={onFit}
        title={bt('board.fit')}
        aria-label={bt('board.fit')}
        data-testid="board-fit"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        </svg>
      </button>
    </div>
  );
}

/** Loaded once, when a board first describes itself. */
let describing: Promise<typeof import('./describeBoard')> | null = null;

/** Lines of the description laid out per task when it is first filled: a large board's 60–70 long lines at once are a long task. */
const LINES_PER_TASK = 12;

/**
 * The screen readers' description of the board: it waits for the task after the first paint (its words load then),
 * and redraws only itself. The first time it is filled, its lines arrive a dozen per task (laying out text is what
 * costs); after that a move changes it in one go.
 */
export function Description({ position }: { position: Position | null }) {
  const later = useLater();
  const [lines, setLines] = useState<string[]>([]);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!later) return;
    let alive = true;
    void (describing ??= import('./describeBoard')).then((m) => {
      if (!alive) return;
      const next = m.describeBoard(position);
      setLines(next);
      setShown((s) => (s === 0 ? Math.min(LINES_PER_TASK, next.length) : next.length));
    });
    return () => {
      alive = false;
    };
  }, [later, position]);
  useEffect(() => {
    if (shown >= lines.length) return;
    const id = setTimeout(() => setShown((s) => Math.min(s + LINES_PER_TASK, lines.length)), 0);
    return () => clearTimeout(id);
  }, [shown, lines]);
  return (
    <ul aria-label={bt('board.description')} data-testid="board-description">
      {lines.slice(0, shown).map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
