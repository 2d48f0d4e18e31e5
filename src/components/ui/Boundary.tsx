/**
 * A safety net around an island: if drawing it throws (a bug, or saved data
 * that got past every check), the page shows what happened and two ways on
 * instead of a blank space. The person's board lives in browser storage, not
 * in the component, so drawing again brings it back; if the saved board
 * itself is what breaks the drawing, it can be set aside (kept, never
 * deleted) and a new board started.
 */
import { Component, type ComponentChildren } from 'preact';
import { bt } from '../board/strings';
import { clip } from './text';

export interface BoundaryProps {
  children: ComponentChildren;
  /** Move the saved data aside; returns where it was kept, or null if there was nothing to keep. */
  setAside?: () => string | null;
}

interface BoundaryState {
  error: string | null;
  /** Remounts the children when it changes. */
  attempt: number;
  note: string | null;
}

// Test hook, only when the page URL has `?test-hooks`: window.__carcBreakDrawing()
// makes the next drawing of every boundary's content throw once.
let breakNext = false;
const live = new Set<Boundary>();

function installTestHook(): void {
  try {
    if (!new URLSearchParams(window.location.search).has('test-hooks')) return;
  } catch {
    return;
  }
  (window as unknown as Record<string, unknown>).__carcBreakDrawing = () => {
    breakNext = true;
    live.forEach((b) => b.forceUpdate());
  };
}

function Tripwire() {
  if (breakNext) {
    breakNext = false;
    throw new Error('drawing failed on purpose (test hook)');
  }
  return null;
}

export default class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, attempt: 0, note: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: clip(error instanceof Error ? error.message : String(error), 160) };
  }

  componentDidMount(): void {
    live.add(this);
    if (live.size === 1) installTestHook();
  }

  componentWillUnmount(): void {
    live.delete(this);
  }

  componentDidCatch(error: unknown): void {
    // Kept in the console for whoever reports the bug; the page shows its own words.
    console.warn('Carcassonne Tutor: an island failed to draw:', error);
  }

  private retry = (): void => {
    this.setState((s) => ({ error: null, attempt: s.attempt + 1, note: null }));
  };

  private setAside = (): void => {
    const key = this.props.setAside?.() ?? null;
    this.setState((s) => ({
      error: null,
      attempt: s.attempt + 1,
      note: key ? bt('playground.crashAsideDone', { key }) : null,
    }));
  };

  render() {
    const { error, attempt, note } = this.state;
    if (error !== null) {
      return (
        <div class="panel boundary" role="alert" data-testid="island-crashed">
          <p>{bt('playground.crashed', { reason: error })}</p>
          <div class="boundary__actions">
            <button type="button" class="board__btn board__btn--primary" onClick={this.retry}>
              {bt('playground.crashRetry')}
            </button>
            {this.props.setAside && (
              <button type="button" class="board__btn" onClick={this.setAside} data-testid="island-set-aside">
                {bt('playground.crashAside')}
              </button>
            )}
          </div>
        </div>
      );
    }
    return (
      <div class="boundary__content" key={attempt}>
        {note && (
          <p class="panel boundary__note" role="status">
            {note}
          </p>
        )}
        <Tripwire />
        {this.props.children}
      </div>
    );
  }
}
