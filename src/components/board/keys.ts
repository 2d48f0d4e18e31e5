/**
 * The board's keys, as actions (the board carries them out):
 * arrows move the cursor; R / Shift+R turn the tile; Enter or Space lays it
 * (or shows the feature of a laid tile); F cycles a tile's features; + − Home
 * zoom and fit; Escape clears; U or Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes.
 * While a meeple is chosen: M / Shift+M and digits pick a target, 0 none,
 * Enter confirms, Escape or U takes the tile back.
 */
import type { ArrowKey } from './model';
import { ZOOM_STEP } from './view';

export type KeyAction =
  | { do: 'undo' }
  | { do: 'redo' }
  | { do: 'step'; key: ArrowKey }
  | { do: 'rotate'; dir: 1 | -1 }
  | { do: 'enter' }
  | { do: 'feature'; dir: 1 | -1 }
  | { do: 'clear' }
  | { do: 'zoom'; factor: number }
  | { do: 'fit' }
  | { do: 'meeple-next'; dir: 1 | -1 }
  | { do: 'meeple-digit'; n: number }
  | { do: 'cancel' };

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export function keyAction(e: KeyLike, choosingMeeple: boolean): KeyAction | null {
  const key = e.key;
  const lower = key.toLowerCase();
  if (e.altKey) return null;
  if (e.ctrlKey || e.metaKey) {
    if (lower === 'z') return e.shiftKey ? { do: 'redo' } : { do: 'undo' };
    if (lower === 'y') return { do: 'redo' };
    return null;
  }
  if (choosingMeeple) {
    if (key === 'Enter' || key === ' ') return { do: 'enter' };
    if (lower === 'm') return { do: 'meeple-next', dir: e.shiftKey ? -1 : 1 };
    if (/^[0-9]$/.test(key)) return { do: 'meeple-digit', n: Number(key) };
    if (key === 'Escape' || lower === 'u') return { do: 'cancel' };
    return null;
  }
  if (key.startsWith('Arrow')) return { do: 'step', key: key as ArrowKey };
  switch (key) {
    case 'r':
    case 'R':
      return { do: 'rotate', dir: e.shiftKey ? -1 : 1 };
    case 'Enter':
    case ' ':
      return { do: 'enter' };
    case 'f':
    case 'F':
      return { do: 'feature', dir: e.shiftKey ? -1 : 1 };
    case 'Escape':
      return { do: 'clear' };
    case 'u':
    case 'U':
      return { do: 'undo' };
    case '+':
    case '=':
      return { do: 'zoom', factor: ZOOM_STEP };
    case '-':
    case '_':
      return { do: 'zoom', factor: 1 / ZOOM_STEP };
    case 'Home':
      return { do: 'fit' };
  }
  return null;
}
