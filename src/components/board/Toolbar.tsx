/**
 * The board's own controls: the tile in hand (drag it onto the board), turn
 * it, "only fitting turns"; while a meeple is chosen, "No meeple" and
 * "Cancel". The host's buttons (undo, redo, …) follow in its slot.
 */
import type { ComponentChildren, TargetedPointerEvent } from 'preact';
import { TileSvg } from '../tiles/TileSvg';
import { turnsText } from './describe';
import { bt } from './strings';

interface ToolbarProps {
  uid: string;
  /** Whether the hand and rotation are shown (play, or edit with a tile). */
  withHand: boolean;
  hand: string | null;
  rot: number;
  choosingMeeple: boolean;
  dragging: boolean;
  busy: boolean;
  onlyFitting: boolean | null;
  onOnlyFitting: (on: boolean) => void;
  onRotate: (dir: 1 | -1) => void;
  onHandPointerDown: (e: TargetedPointerEvent<HTMLDivElement>) => void;
  onNoMeeple: () => void;
  onCancel: () => void;
  children?: ComponentChildren;
}

export default function Toolbar(p: ToolbarProps) {
  const draggable = !!p.hand && !p.choosingMeeple;
  return (
    <div class="board__toolbar" role="toolbar" aria-label={bt('board.controls')} aria-controls={`${p.uid}-viewport`}>
      {p.withHand && (
        <div
          class={`board__hand${draggable ? ' is-draggable' : ''}${p.dragging ? ' is-dragging' : ''}`}
          data-testid="board-hand"
          title={draggable ? bt('board.dragHand') : undefined}
          onPointerDown={p.onHandPointerDown}
        >
          <span class="board__hand-label">{bt('board.inHand')}</span>
          {p.hand ? (
            <>
              <TileSvg letter={p.hand} rot={p.rot} size={36} class="board__hand-tile" />
              <span class="visually-hidden">{bt('board.inHandRot', { tile: p.hand, turns: turnsText(p.rot) })}</span>
            </>
          ) : (
            <span class="board__hand-none">{bt('board.inHandNone')}</span>
          )}
        </div>
      )}
      {p.withHand && !p.choosingMeeple && (
        <>
          <button
            type="button"
            class="board__btn board__btn--icon"
            onClick={() => p.onRotate(-1)}
            disabled={!p.hand}
            title={bt('board.rotateLeft')}
            aria-label={bt('board.rotateLeft')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <rect x="9" y="10" width="7" height="7" rx="1" />
              <path d="M4 4v5h5" />
              <path d="M20 13a8 8 0 0 0-15.2-4.4L4 9" />
            </svg>
          </button>
          <button type="button" class="board__btn" onClick={() => p.onRotate(1)} disabled={!p.hand} data-testid="board-rotate">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <rect x="8" y="10" width="7" height="7" rx="1" />
              <path d="M20 4v5h-5" />
              <path d="M4 13a8 8 0 0 1 15.2-4.4L20 9" />
            </svg>
            <span class="board__btn-text">{bt('board.rotate')}</span>
          </button>
          {p.onlyFitting !== null && (
            <label class="board__check">
              <input type="checkbox" checked={p.onlyFitting} onChange={(e) => p.onOnlyFitting((e.target as HTMLInputElement).checked)} />
              {bt('board.onlyFitting')}
            </label>
          )}
        </>
      )}
      {p.choosingMeeple && (
        <>
          <button type="button" class="board__btn board__btn--primary" onClick={p.onNoMeeple} disabled={p.busy} data-testid="board-no-meeple">
            {bt('board.noMeeple')}
          </button>
          <button type="button" class="board__btn" onClick={p.onCancel} disabled={p.busy}>
            {bt('board.cancel')}
          </button>
        </>
      )}
      {p.children && <div class="board__host-tools">{p.children}</div>}
    </div>
  );
}
