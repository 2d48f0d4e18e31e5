/**
 * How wide text is on a terminal, in columns: a Chinese character or a
 * full-width sign takes two, a combining accent none (East Asian Width, as
 * terminals draw it). `carc` pads its columns by this, not by string length.
 */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]|[\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}]/u;
// eslint-disable-next-line no-misleading-character-class -- single code points tested one at a time, never combined
const ZERO = /[\u0300-\u036f\u200b-\u200f\u20d0-\u20ff\ufe00-\ufe0f]/u;

/** Columns `text` takes on a terminal. */
export function stringWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += ZERO.test(ch) ? 0 : WIDE.test(ch) ? 2 : 1;
  return w;
}

/** `text` padded with spaces to `width` columns (as padEnd does for single-width text). */
export const padWidth = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - stringWidth(text)));
