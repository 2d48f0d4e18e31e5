/**
 * Plain-words descriptions the board shows and announces: score events,
 * features, tiles and meeples. Pure functions over the engine's reports.
 */
import type { FeatureInfo, PlaceReport, Position } from '../../worker/api';
import { bt, isBoardKey } from './strings';
import { wordFeature, wordList } from '../../i18n/words';
import { edgesOf, kindCounts, kindOfSpot, tilesByCell, type Spot } from './model';

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

/** Words for a spot on a tile: "the road", "the city at the north side", "the field at the south-east". */
export function spotText(tile: string, rot: number, spot: Spot): string {
  const kind = kindOfSpot(tile, rot, spot);
  const where = bt(`board.spot.${spot}` as const);
  if (!kind) return where;
  const name = bt(`board.spotKind.${kind}` as const);
  if (kindCounts(tile, rot)[kind] === 1) return bt('board.spotOnly', { kind: name });
  return bt('board.spotLabel', { kind: name, where });
}

/** What a turn did, in one or more sentences. */
export function turnText(
  player: string,
  move: { tile: string; x: number; y: number; rot: number; meeple?: Spot | null },
  report: PlaceReport,
): string {
  const base = move.meeple
    ? bt('board.placedMeeple', {
        player,
        tile: move.tile,
        x: move.x,
        y: move.y,
        spot: spotText(move.tile, move.rot, move.meeple),
      })
    : bt('board.placed', { player, tile: move.tile, x: move.x, y: move.y });
  return [base, ...report.completed.map(scoreEventText)].join(' ');
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

/** One line per tile (with its meeple, if any) for the screen-reader list. */
export function describeBoard(pos: Position | null | undefined): string[] {
  if (!pos) return [];
  const meeples = new Map<string, { player: string; at: Spot }>();
  for (const m of pos.meeples ?? []) meeples.set(`${m.x},${m.y}`, { player: m.player, at: m.at });
  const tiles = tilesByCell(pos);
  const lines: string[] = [];
  for (const t of tiles.values()) {
    const [n, e, s, w] = edgesOf(t.tile, t.rot).map((c) => bt(`board.edge.${c}` as 'board.edge.C'));
    let line = bt('board.describeTile', {
      tile: t.tile,
      name: tileName(t.tile),
      x: t.x,
      y: t.y,
      turns: turnsText(t.rot),
      n,
      e,
      s,
      w,
    });
    const m = meeples.get(`${t.x},${t.y}`);
    if (m) line += ' ' + bt('board.describeMeeple', { player: m.player, spot: spotText(t.tile, t.rot, m.at) });
    lines.push(line);
  }
  return lines;
}
