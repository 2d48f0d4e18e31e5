/**
 * The players' colours (rulings 8): the five of the box and pink, the sixth
 * (Big Box 6). The site, position files and the CLI use these names; grey or
 * gray is read as pink. Drawing colours live with the components.
 */
export const COLOR_NAMES = ['yellow', 'red', 'green', 'blue', 'black', 'pink'] as const;

export type ColorName = (typeof COLOR_NAMES)[number];

const ALIASES: Readonly<Record<string, ColorName>> = { grey: 'pink', gray: 'pink' };

/** The colour a text names (any case, spaces around ignored; grey and gray are pink), or null. */
export function colorName(text: string): ColorName | null {
  if (typeof text !== 'string') return null;
  const key = text.trim().toLowerCase();
  if ((COLOR_NAMES as readonly string[]).includes(key)) return key as ColorName;
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : null;
}
