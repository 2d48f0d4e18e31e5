import { describe, expect, it } from 'vitest';
import { keyAction } from '../../src/components/board/keys';
import { ZOOM_STEP } from '../../src/components/board/view';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; shiftKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  shiftKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('the board keys', () => {
  it('undo is Ctrl+Z or U; redo is Ctrl+Shift+Z or Ctrl+Y (also with Cmd)', () => {
    expect(keyAction(key('z', { ctrlKey: true }), false)).toEqual({ do: 'undo' });
    expect(keyAction(key('u'), false)).toEqual({ do: 'undo' });
    expect(keyAction(key('Z', { ctrlKey: true, shiftKey: true }), false)).toEqual({ do: 'redo' });
    expect(keyAction(key('y', { ctrlKey: true }), false)).toEqual({ do: 'redo' });
    expect(keyAction(key('z', { metaKey: true, shiftKey: true }), true)).toEqual({ do: 'redo' });
  });
  it('while a meeple is chosen, U and Escape take the tile back and digits pick a target', () => {
    expect(keyAction(key('u'), true)).toEqual({ do: 'cancel' });
    expect(keyAction(key('Escape'), true)).toEqual({ do: 'cancel' });
    expect(keyAction(key('3'), true)).toEqual({ do: 'meeple-digit', n: 3 });
    expect(keyAction(key('M', { shiftKey: true }), true)).toEqual({ do: 'meeple-next', dir: -1 });
    expect(keyAction(key('ArrowUp'), true)).toBeNull();
  });
  it('arrows, R, F, zoom and fit; other keys and Alt are left to the page', () => {
    expect(keyAction(key('ArrowLeft'), false)).toEqual({ do: 'step', key: 'ArrowLeft' });
    expect(keyAction(key('R', { shiftKey: true }), false)).toEqual({ do: 'rotate', dir: -1 });
    expect(keyAction(key('f'), false)).toEqual({ do: 'feature', dir: 1 });
    expect(keyAction(key('+'), false)).toEqual({ do: 'zoom', factor: ZOOM_STEP });
    expect(keyAction(key('Home'), false)).toEqual({ do: 'fit' });
    expect(keyAction(key('q'), false)).toBeNull();
    expect(keyAction(key('z', { altKey: true, ctrlKey: true }), false)).toBeNull();
    expect(keyAction(key('c', { ctrlKey: true }), false)).toBeNull();
  });
});
