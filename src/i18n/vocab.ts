/**
 * The engine's vocabulary in words — features, the solver's reasons, spots, sides, edges, places, lists — for the
 * pages as they open (the board, the panels, the puzzles) and for the error wording in words.ts, which builds on it.
 * Errors are worded in words.ts, which a page loads with its first error (src/components/ui/words.ts `errorWords`),
 * so a page's first load does not carry the sentences for every error code. `carc` and the tests take all of it
 * from words.ts, which re-exports this module.
 *
 *   wordFeature('city', 3, 1)        // "a city of 3 tiles with 1 pennant"
 *   wordWhy(move.why)                // "scores 4 now for a city of 2 tiles; +2 at the end from the farm"
 */
import type { FeatureKind } from '../engine/features';
import type { WhyPart } from '../engine/explain';
import type { PositionWarning } from '../engine/notation';
import type { SegmentKind, Side, Spot } from '../engine/tiles';
import { formatList, t, type MessageKey } from './index';

type Params = Readonly<Record<string, string | number>>;

/** A message with its placeholders filled; numbers are written as given (coordinates and counts from a file). */
function w(key: MessageKey, params?: Params): string {
  const text: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) text[k] = String(v);
  return (t as (k: MessageKey, p?: Params) => string)(key, text);
}

/**
 * A plural message (`[one]{count} tile[other]{count} tiles`) with its count: the form comes from
 * Intl.PluralRules for the language (src/i18n/index.ts), and the count is written as given.
 */
const plural = (n: number, key: MessageKey, params: Params = {}) => w(key, { ...params, count: n });

/** A count in words from a plural message with {count}: "1 tile", "3 tiles". */
export const wordCount = (n: number, key: MessageKey) => plural(n, key);

/** "3 tiles", "1 pennant", "8 points". */
export const count = (n: number, key: 'tiles' | 'pennants' | 'points') => wordCount(n, `report.${key}`);

/** For the other wording modules (reportWords.ts): a message with its placeholders filled, and a plural message with its count. */
export { w as wordMessage, plural as wordPlural };

// ------------------------------------------------------------------ small words

/** "(x, y)". */
export function wordAt(x: number, y: number): string {
  return w('at', { x, y });
}

/** "red", "red and blue", "red, blue and green". */
export function wordList(items: readonly string[]): string {
  return formatList(items);
}

/** "north". */
export function wordSide(side: Side): string {
  return w(`side.${side}`);
}

/** What a tile side is: "a city", "a road", "a field" (C, R, F). */
export function wordEdge(letter: string): string {
  return letter === 'C' || letter === 'R' || letter === 'F' ? w(`edge.${letter}`) : w('edge.none');
}

/** Where on a tile a spot is: "the north side", "the east half of the south side", "the cloister". */
export function wordSpot(spot: Spot): string {
  return w(`spot.${spot}`);
}

/** The name of a kind of feature or segment: "city", "road", "cloister", "farm", "field". */
export function wordKind(kind: FeatureKind | SegmentKind): string {
  return w(`kind.${kind}`);
}

// ------------------------------------------------------------------ features and reasons

/** "a city of 3 tiles with 1 pennant", "a road of 4 tiles", "a cloister", "a farm". */
export function wordFeature(kind: FeatureKind, tiles: number, pennants = 0): string {
  let phrase: string;
  if (kind === 'city') phrase = plural(tiles, 'feature.city');
  else if (kind === 'road') phrase = plural(tiles, 'feature.road');
  else phrase = w(`feature.${kind}`);
  if (kind !== 'city' || pennants === 0) return phrase;
  return plural(pennants, 'feature.withPennants', { feature: phrase });
}

/** "the city", or "cities" for several. */
export function wordTheFeature(kind: FeatureKind, several = false): string {
  return w(several ? `feature.several.${kind}` : `feature.the.${kind}`);
}

/** One of the solver's reasons: "scores 4 now for a city of 2 tiles", "+2 at the end from the farm". */
export function wordWhyPart(p: WhyPart): string {
  switch (p.kind) {
    case 'now':
      return w('why.now', { points: p.points, feature: wordFeature(p.feature, p.tiles, p.pennants) });
    case 'end':
      return w(p.points > 0 ? 'why.endGain' : 'why.endLoss', { points: Math.abs(p.points), feature: wordTheFeature(p.feature, p.several) });
    case 'rival':
      return w('why.rival', { player: p.player, points: p.points });
    case 'none':
      return w('why.none');
  }
}

/** All the reasons for a move in one line. */
export function wordWhy(why: readonly WhyPart[]): string {
  return why.map(wordWhyPart).join(w('why.sep'));
}

/** A note about a legal but unusual position. */
export function wordWarning(warning: PositionWarning): string {
  return w(`warning.${warning.code}`, { at: wordAt(warning.x, warning.y) });
}
