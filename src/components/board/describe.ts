/**
 * Plain-words descriptions the board shows and announces: score events,
 * features, tiles and meeples. Pure functions over the engine's reports.
 */
import type { FeatureInfo, PlaceReport } from '../../worker/api';
import { bt, isBoardKey } from './strings';
import { wordFeature, wordList } from '../../i18n/words';
import { anchorOfSpot, kindCounts, kindOfSpot, type Spot } from './model';

type ScoredEvent = PlaceReport['completed'][number];
type FeatureKind = FeatureInfo['kind'];

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Red scores 8 for a city of 3 tiles with 1 pennant." */
export function scoreEventText(e: ScoredEvent): string {
  const feature = wordFeature(e.kind, e.tiles, e.pennants);
  if (e.winners.length === 0) return capitalise(bt('board.scoresNobody', { feature }));
  if (e.winners.length === 1) return bt('board.scores', { players: e.winners[0], points: e.points, feature });
  return bt('board.scoresTie', { players: wordList(e.winners), points: e.points, feature });
}

/** Where a point of a tile (its 0..100 box) lies as the board shows the tile, north up: a side, a corner or the middle. */
export type SeenPlace = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW' | 'C';

/** How far (tile units) from the middle a point is on a side rather than in the middle. */
const SEEN_OFF_MIDDLE = 15;

export function seenPlace(p: { x: number; y: number }): SeenPlace {
  const ns = p.y < 50 - SEEN_OFF_MIDDLE ? 'N' : p.y > 50 + SEEN_OFF_MIDDLE ? 'S' : '';
  const ew = p.x < 50 - SEEN_OFF_MIDDLE ? 'W' : p.x > 50 + SEEN_OFF_MIDDLE ? 'E' : '';
  return ((ns + ew) || 'C') as SeenPlace;
}

/**
 * Words for a spot on a tile: "the road", "the city at the north side", "the field at the south-east", "the field at
 * the centre". Where a feature is the tile's only one of its kind, its kind is enough; else the words say where its
 * meeple stands as the tile lies on the board (turned), not which side the spot's name comes from.
 */
export function spotText(tile: string, rot: number, spot: Spot): string {
  const kind = kindOfSpot(tile, rot, spot);
  if (!kind) return bt(`board.spot.${spot}` as const);
  const name = bt(`board.spotKind.${kind}` as const);
  if (kindCounts(tile, rot)[kind] === 1) return bt('board.spotOnly', { kind: name });
  const anchor = anchorOfSpot(tile, rot, spot);
  return bt('board.spotLabel', { kind: name, where: bt(`board.spot.${anchor ? seenPlace(anchor) : 'C'}` as const) });
}

export function turnsText(rot: number): string {
  return bt(`board.turns.${((rot % 4) + 4) % 4}` as 'board.turns.0');
}

export function kindLabel(kind: FeatureKind): string {
  return bt(`board.kind.${kind}` as const);
}

/** The facts of a feature as short phrases: ["3 tiles", "1 pennant", "complete"]. */
export function featureFacts(f: FeatureInfo): string[] {
  const facts: string[] = [];
  facts.push(bt('board.info.tiles', { count: f.tiles }));
  if (f.kind === 'city' && f.pennants > 0) {
    facts.push(bt('board.info.pennants', { count: f.pennants }));
  }
  if (f.kind === 'farm') {
    const cities = f.cities ?? 0;
    facts.push(
      cities === 0 ? bt('board.info.cities0') : bt('board.info.cities', { count: cities }),
    );
  } else {
    facts.push(f.complete ? bt('board.info.complete') : bt('board.info.open'));
  }
  return facts;
}

/** "Meeples: Red 1, Blue 2" or "No meeples". */
export function meeplesText(meeples: Readonly<Record<string, number>>): string {
  const list = Object.entries(meeples)
    .filter(([, c]) => c > 0)
    .map(([player, count]) => bt('board.info.meepleCount', { player, count }));
  return list.length ? bt('board.info.meeples', { list: list.join(bt('list.sep')) }) : bt('board.info.noMeeples');
}

/** "Worth 8 points" (complete), or "Worth 3 points if the game ended now". */
export function valueText(f: FeatureInfo): string {
  const done = f.complete && f.kind !== 'farm';
  if (done) return bt('board.info.valueComplete', { count: f.value });
  return bt('board.info.value', { count: f.value });
}

/** The tile's own name ("straight road"). */
export function tileName(tile: string): string {
  const key = `tile.${tile}`;
  return isBoardKey(key) ? bt(key as 'tile.A') : tile;
}
