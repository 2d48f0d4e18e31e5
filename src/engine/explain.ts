/**
 * Plain English words for the engine's explanations. Each message is also
 * returned with its parameters and code so the site can word it in another
 * language (src/i18n) — these are the English originals the CLI prints.
 */
import { EDGE_LETTER, KIND_NAMES, type Spot } from './tiles';

export const SIDE_WORDS = ['north', 'east', 'south', 'west'] as const;
const EDGE_WORDS: Record<string, string> = { C: 'a city', R: 'a road', F: 'a field' };

export function edgeWord(code: number): string {
  return EDGE_WORDS[EDGE_LETTER[code]] ?? 'nothing';
}

export function kindWord(kind: number): string {
  return kind === 2 ? 'field' : KIND_NAMES[kind];
}

const SPOT_WORDS: Record<Spot, string> = {
  N: 'the north side', E: 'the east side', S: 'the south side', W: 'the west side', C: 'the cloister',
  NW: 'the west half of the north side', NE: 'the east half of the north side',
  EN: 'the north half of the east side', ES: 'the south half of the east side',
  SE: 'the east half of the south side', SW: 'the west half of the south side',
  WS: 'the south half of the west side', WN: 'the north half of the west side',
};

export function spotWord(spot: Spot): string {
  return SPOT_WORDS[spot];
}

export function at(x: number, y: number): string {
  return `(${x}, ${y})`;
}

/** "…has no cloister", "…has no road or city reaching the middle of its north side", "…has no field along …". */
export function missingSpot(letter: string, spot: Spot): string {
  if (spot === 'C') return `This ${letter} tile has no cloister.`;
  if (spot.length === 1) return `This ${letter} tile, turned this way, has no road or city reaching the middle of its ${SIDE_WORDS['NESW'.indexOf(spot)]} side.`;
  return `This ${letter} tile, turned this way, has no field along ${SPOT_WORDS[spot]}.`;
}

/** Text from the input, quoted for a message and cut short when long: "abc", "aaaa…" (200000 characters). */
export function quote(text: string, max = 24): string {
  return text.length > max ? `"${text.slice(0, max)}…" (${text.length} characters)` : `"${text}"`;
}

/** Text from the input, unquoted, cut short when long: abc, aaaa…. */
export function clip(text: string, max = 24): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
