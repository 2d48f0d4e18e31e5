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

/** One letter per colour, for share links (y r g b k p). */
export const COLOR_LETTERS: Readonly<Record<ColorName, string>> = { yellow: 'y', red: 'r', green: 'g', blue: 'b', black: 'k', pink: 'p' };

/**
 * Every player's colour, by seat: the colour a position gives them (its
 * `colors`), else the colour their name says when it is free and no other
 * name says it too, else the first colour nobody has (nor any name says).
 */
export function colorsFor(names: readonly string[], given: readonly (ColorName | null)[] = []): ColorName[] {
  const out: (ColorName | null)[] = names.map((_, i) => given[i] ?? null);
  const byName = names.map((n) => colorName(n));
  names.forEach((_, i) => {
    const c = byName[i];
    if (out[i] !== null || c === null || out.includes(c) || byName.some((d, j) => j !== i && d === c)) return;
    out[i] = c;
  });
  for (let i = 0; i < out.length; i++) {
    // A colour some name says is left to that name when another one is free.
    if (out[i] === null) out[i] = COLOR_NAMES.find((f) => !out.includes(f) && !byName.includes(f)) ?? COLOR_NAMES.find((f) => !out.includes(f)) ?? 'pink';
  }
  return out as ColorName[];
}
