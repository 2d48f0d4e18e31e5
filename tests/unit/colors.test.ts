import { describe, expect, it } from 'vitest';
import { COLOR_NAMES, colorName } from '../../src/engine/colors';

describe('colour names (rulings 8)', () => {
  it('has the five colours of the box and pink, in that order', () => {
    expect(COLOR_NAMES).toEqual(['yellow', 'red', 'green', 'blue', 'black', 'pink']);
  });

  it.each([
    ['red', 'red'], ['Red', 'red'], ['  BLUE ', 'blue'], ['Yellow', 'yellow'], ['green', 'green'], ['black', 'black'],
    ['pink', 'pink'], ['PINK', 'pink'], ['grey', 'pink'], ['Gray', 'pink'], ['GREY', 'pink'],
  ])('reads %j as %s', (text, name) => {
    expect(colorName(text)).toBe(name);
  });

  it.each(['', 'purple', 'rouge', 'reds', 'constructor', '__proto__', 'toString', 'r'])('knows no colour %j', (text) => {
    expect(colorName(text)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(colorName(null as never)).toBeNull();
    expect(colorName(3 as never)).toBeNull();
  });
});
