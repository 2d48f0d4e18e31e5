/**
 * The one place that puts the engine's vocabulary into words: error codes
 * with their parameters (src/engine/errors.ts), features, the solver's
 * reasons, spots, sides and edges. Pages and the `carc` CLI both use it; the
 * strings are in engine.en.ts (and, later, in other languages' dictionaries).
 *
 *   wordError(error)                 // "There is already a tile (D) at (0, 0)."
 *   wordFeature('city', 3, 1)        // "a city of 3 tiles with 1 pennant"
 *   wordWhy(move.why)                // "scores 4 now for a city of 2 tiles; +2 at the end from the farm"
 */
import type { CheckWarning, EngineError, ErrorParams, Found, ImpossibleReason, MeepleWhere, SchemaIssue, TileWhere, Where } from '../engine/errors';
import type { FeatureKind } from '../engine/features';
import type { WhyPart } from '../engine/explain';
import type { PositionWarning } from '../engine/notation';
import type { SegmentKind, Side, Spot } from '../engine/tiles';
import { POSITION_FORMAT } from '../engine/notation';
import { clip } from '../engine/explain';

export { clip };
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

/** Text from the input, quoted and cut short when long: "abc", "aaaa…" (200000 characters). */
export function quote(text: string, max = 24): string {
  return text.length > max ? w('quote.long', { text: text.slice(0, max), length: text.length }) : w('quote.short', { text });
}

/** "(x, y)". */
export function wordAt(x: number, y: number): string {
  return w('at', { x, y });
}

/** "red", "red and blue", "red, blue and green". */
export function wordList(items: readonly string[]): string {
  return formatList(items);
}

/** A value found where something else was expected: "the text "ab"", "the number 5", "a list of 3 items". */
export function wordFound(f: Found): string {
  switch (f.kind) {
    case 'text':
      return f.length > f.text.length ? w('found.longText', { text: f.text, length: f.length }) : w('found.text', { text: f.text });
    case 'number':
      return w('found.number', { value: f.value });
    case 'boolean':
      return w('found.boolean', { value: String(f.value) });
    case 'list':
      return plural(f.length, 'found.list');
    case 'other':
      return w('found.other', { type: f.type });
    default:
      return w(`found.${f.kind}`);
  }
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

/**
 * A problem the score checker let through, in a sentence with its place:
 * "The city of 2 tiles at (0, 0) is finished: it should have scored 4 points for red during play, and its meeples gone back."
 */
export function wordCheckWarning(warning: CheckWarning): string {
  switch (warning.code) {
    case 'scored-during-play': {
      const feature = wordFeature(warning.kind, warning.tiles, warning.pennants);
      const players = warning.winners.length ? wordList(warning.winners) : w('check.warning.nobody');
      return w('check.warning.scored-during-play', { feature, at: wordAt(warning.x, warning.y), points: count(warning.points, 'points'), players });
    }
    case 'too-many-tiles':
      return located(warning.where, w('check.warning.too-many-tiles', { tile: warning.tile, count: warning.count, onBoard: warning.onBoard }), warning.tile);
    case 'too-many-meeples':
      return w('check.warning.too-many-meeples', { player: clip(warning.player), count: warning.count, meeples: warning.meeples });
    case 'meeples-on-tile':
      return located(warning.where, w('check.warning.meeples-on-tile', { other: warning.other }));
    case 'farmers-off':
      return located(warning.where, w('check.warning.farmers-off'));
  }
}

/**
 * Why a position could not arise in a game, in a sentence with its place:
 * "Meeple 1 (red at (0, 0)): it stands on the start tile. Nobody lays the start tile, so nobody could put a meeple on it."
 */
export function wordImpossible(reason: ImpossibleReason): string {
  switch (reason.code) {
    case 'too-many-tiles': {
      const { tile, count, onBoard, inHand, remaining } = reason;
      const words = { tile, count, onBoard, inHand, remaining, total: onBoard + inHand + remaining };
      const hand = inHand + remaining > 0;
      return located(reason.where, plural(count, hand ? 'impossible.too-many-tiles.hand' : 'impossible.too-many-tiles', words), reason.where.in === 'tile' ? tile : undefined);
    }
    case 'too-many-meeples':
      return w('impossible.too-many-meeples', { player: clip(reason.player), onBoard: reason.count, count: reason.meeples });
    case 'meeples-on-tile':
      return located(reason.where, w('impossible.meeples-on-tile', { other: reason.other }));
    case 'farmers-off':
      return located(reason.where, w('impossible.farmers-off'));
    case 'no-start-tile':
      return w('impossible.no-start-tile', { tile: reason.tile });
    case 'meeple-on-start-tile':
      return located(reason.where, reason.starts === 1 ? w('impossible.meeple-on-start-tile') : w('impossible.meeple-on-start-tile.several', { tile: reason.tile, starts: reason.starts }));
    case 'meeple-on-completed':
      return located(reason.where, w('impossible.meeple-on-completed', { feature: wordFeature(reason.kind, reason.tiles, reason.pennants), kind: wordKind(reason.kind) }));
    case 'meeples-joined': {
      const o = reason.other;
      const words = { kind: wordKind(reason.kind), other: o.index, player: clip(o.player), at: wordAt(o.x, o.y) };
      return reason.through === 'touching' || !reason.start
        ? located(reason.where, w('impossible.meeples-joined.touching', words))
        : located(reason.where, w('impossible.meeples-joined.start-tile', { ...words, start: wordAt(reason.start.x, reason.start.y) }));
    }
    case 'too-few-turns': {
      const turns = reason.turns === 0 ? w('impossible.tiles0') : w('impossible.tiles', { count: reason.turns });
      const meeples = wordCount(reason.meeples, 'impossible.meeples');
      return w('impossible.too-few-turns', { player: clip(reason.player), meeples, toPlay: clip(reason.toPlay), turns });
    }
    case 'unreachable-score': {
      const words = { player: clip(reason.player), score: reason.score, completed: reason.completed, most: reason.most };
      if (reason.completed === 0) return w('impossible.unreachable-score.none', words);
      if (reason.most === 0) return w('impossible.unreachable-score.noTurn', words);
      if (reason.most < reason.completed) return plural(reason.most, 'impossible.unreachable-score.fewer', words);
      return plural(reason.completed, 'impossible.unreachable-score', words);
    }
    case 'no-order':
      return w('impossible.no-order', { start: wordAt(reason.start.x, reason.start.y) });
    case 'turn-order':
      return reason.toPlay === null
        ? w('impossible.turn-order.anyone', { start: wordAt(reason.start.x, reason.start.y) })
        : w('impossible.turn-order', { start: wordAt(reason.start.x, reason.start.y), toPlay: clip(reason.toPlay) });
  }
}

// ------------------------------------------------------------------ places in a position file

const NOUNS: Record<string, MessageKey> = {
  tiles: 'where.noun.tiles', meeples: 'where.noun.meeples', players: 'where.noun.players', remaining: 'where.noun.remaining',
  moves: 'where.noun.moves',
};

/** A place in a position object: "tile 3, x", "rules", "the position". */
function wordPath(path: readonly (string | number)[]): string {
  const parts: string[] = [];
  let parent = '';
  for (const key of path) {
    if (typeof key === 'number') {
      parts.pop();
      parts.push(w('where.item', { noun: w(NOUNS[parent] ?? 'where.noun.other'), index: key + 1 }));
    } else {
      parts.push(key);
      parent = key;
    }
  }
  return parts.length ? parts.join(w('list.sep')) : w('where.position');
}

/** The label a sentence about one place starts with: "Tile 2 at (1, 0)", "Meeple 1 (red at (0, 0))", "Player 2". */
export function wordWhere(where: Where, tile?: string): string {
  switch (where.in) {
    case 'field':
      return wordPath(where.path);
    case 'tile':
      return tile === undefined
        ? w('where.tile', { index: where.index, at: wordAt(where.x, where.y) })
        : w('where.tileNamed', { index: where.index, tile, at: wordAt(where.x, where.y) });
    case 'meeple':
      return w('where.meeple', { index: where.index, player: clip(where.player), at: wordAt(where.x, where.y) });
    case 'player':
      return w('where.player', { index: where.index });
  }
}

/** "Tile 2 at (1, 0): …" — a sentence about one place in the file. */
const located = (where: TileWhere | MeepleWhere | Where, sentence: string, tile?: string) =>
  w('where.located', { where: wordWhere(where, tile), sentence });

function wordSchema(issue: SchemaIssue): string {
  switch (issue.kind) {
    case 'missing':
      return w('schema.missing', { field: quote(issue.field) });
    case 'unknown-field':
      return w('schema.unknownField', { field: quote(issue.field) });
    case 'type': {
      const expected = issue.expected.length
        ? issue.expected.map((e) => (isSchemaType(e) ? w(`schema.${e}`) : e)).join(w('schema.or'))
        : w('schema.somethingElse');
      return w('schema.type', { expected, found: isSchemaType(issue.found) ? w(`schema.${issue.found}`) : clip(issue.found, 40) });
    }
    case 'check':
      return w(`schema.check.${issue.check}`, { limit: issue.limit ?? '', format: POSITION_FORMAT });
  }
}

const SCHEMA_TYPES = ['Object', 'Array', 'number', 'string', 'boolean'] as const;
const isSchemaType = (t: string): t is (typeof SCHEMA_TYPES)[number] => (SCHEMA_TYPES as readonly string[]).includes(t);

// ------------------------------------------------------------------ errors

/** A worker argument of the wrong type: "In the move, x must be a whole number, not the text "1"." */
function wordArgument(p: { argument: string; found: Found; max?: number }): string {
  const expected = w(`arg.${p.argument}` as MessageKey, { max: p.max ?? '' });
  return w('err.argument', { expected, found: wordFound(p.found) });
}

const isArgument = (p: object): p is { argument: string; found: Found; max?: number } => 'argument' in p;

/** What a meeple spot lacks on a tile: "This D tile, turned this way, has no field along …". */
function wordMissingSpot(tile: string, spot: Spot): string {
  if (spot === 'C') return w('err.no-such-spot.no-cloister', { tile });
  if (spot.length === 1) return w('err.no-such-spot.no-side', { tile, side: wordSide(spot as Side) });
  return w('err.no-such-spot.no-field', { tile, spot: wordSpot(spot) });
}

function wordBadPosition(p: ErrorParams['bad-position']): string {
  if (p.cause !== undefined) return w('err.bad-position.cause', { sentence: wordError({ code: p.cause, params: p } as EngineError) });
  switch (p.problem) {
    case 'not-object':
      return w('err.bad-position.not-object', { found: wordFound(p.found) });
    case 'too-many':
      return w(`err.bad-position.too-many.${p.what}`, { count: p.count, max: p.max });
    case 'schema':
      return w('where.in', { where: wordWhere(p.where), sentence: wordSchema(p.issue) });
    case 'name-twice':
      return located(p.where, w('err.bad-position.name-twice', { name: quote(p.name, 40) }));
    case 'no-tiles':
      return w('err.bad-position.no-tiles');
    case 'not-a-player': {
      const sentence = w('err.bad-position.not-a-player', { name: quote(p.name), players: p.players.join(w('list.sep')) });
      return p.where ? located(p.where, sentence) : w('where.in', { where: p.field, sentence });
    }
    case 'meeple-on-tile':
      return located(p.where, w('err.bad-position.meeple-on-tile', { other: p.other }));
    case 'two-scores':
      return w('err.bad-position.two-scores', { name: p.name, key: quote(p.key) });
    case 'two-colors':
      return w('err.bad-position.two-colors', { name: p.name, key: quote(p.key) });
    case 'not-a-color':
      return w('where.in', { where: wordWhere(p.where), sentence: w('err.bad-position.not-a-color', { color: quote(p.color) }) });
    case 'color-twice':
      return w('err.bad-position.color-twice', { color: p.color, name: clip(p.name), other: clip(p.other) });
  }
}

function wordBadGame(p: ErrorParams['bad-game']): string {
  switch (p.problem) {
    case 'not-object':
      return w('err.bad-game.not-object', { found: wordFound(p.found) });
    case 'too-many':
      return w('err.bad-game.too-many', { count: p.count, max: p.max });
    case 'schema':
      return w('where.in', { where: p.where.path.length ? wordPath(p.where.path) : w('where.game'), sentence: wordSchema(p.issue) });
    case 'position':
      return w('err.bad-game.position', { sentence: wordError(p.error) });
    case 'not-a-player':
      return w('err.bad-game.not-a-player', { name: quote(p.name), players: p.players.join(w('list.sep')) });
    case 'move':
      return w('err.bad-game.move', { move: p.move, player: clip(p.player), tile: quote(p.tile, 8), sentence: wordError(p.error) });
    case 'not-in-bag':
      return p.left === 0 ? w('err.bad-game.not-in-bag.empty', p) : w('err.bad-game.not-in-bag', p);
    case 'fits':
      return w('err.bad-game.fits', p);
    case 'discarded-placed':
      return w('err.bad-game.discarded-placed', p);
  }
}

function wordBadLink(p: ErrorParams['bad-link']): string {
  switch (p.problem) {
    case 'meeple-player':
      return plural(p.players, 'err.bad-link.meeple-player', p);
    case 'too-long':
    case 'parts':
    case 'name':
    case 'rules':
    case 'hand':
    case 'colors':
    case 'tile':
    case 'meeple':
    case 'score':
      return w(`err.bad-link.${p.problem}`, p);
    default:
      return w(`err.bad-link.${p.problem}`);
  }
}

function wordNoSuchSpot(p: ErrorParams['no-such-spot']): string {
  if (isArgument(p)) return wordArgument(p);
  switch (p.problem) {
    case 'not-a-spot':
      return p.where
        ? located(p.where, w('err.no-such-spot.not-a-spot.in-file', { spot: quote(p.spot) }))
        : w('err.no-such-spot.not-a-spot', { spot: quote(p.spot) });
    case 'not-on-tile': {
      const sentence = wordMissingSpot(p.tile, p.spot);
      if ('where' in p) return located(p.where, sentence);
      return p.open.length
        ? w('err.no-such-spot.open', { sentence, spots: p.open.join(w('list.sep')) })
        : w('err.no-such-spot.none-open', { sentence });
    }
    case 'no-tile':
      return located(p.where, w('err.no-such-spot.no-tile'));
    case 'no-feature':
      return w('err.no-such-spot.no-feature', { spot: p.spot, at: wordAt(p.x, p.y) });
  }
}

/** An engine error in a sentence, from its code and parameters. */
export function wordError(error: EngineError): string {
  switch (error.code) {
    case 'bad-json': {
      const p = error.params;
      return p.problem === 'syntax' ? w('err.bad-json.syntax', { detail: p.detail }) : w('err.bad-json.not-text', { found: wordFound(p.found) });
    }
    case 'too-large':
      return w('err.too-large', error.params);
    case 'bad-position':
      return wordBadPosition(error.params);
    case 'bad-game':
      return wordBadGame(error.params);
    case 'bad-link':
      return wordBadLink(error.params);
    case 'unknown-tile': {
      const p = error.params;
      if (isArgument(p)) return wordArgument(p);
      const sentence = w('err.unknown-tile', { tile: quote(p.tile) });
      return p.where ? located(p.where, sentence) : sentence;
    }
    case 'bad-rotation': {
      const p = error.params;
      if (isArgument(p)) return wordArgument(p);
      return p.where ? located(p.where, w('err.bad-rotation.in-file', { rot: p.rot })) : w('err.bad-rotation', { rot: p.rot });
    }
    case 'occupied': {
      const p = error.params;
      if ('where' in p) return located(p.where, w('err.occupied.in-file', { other: p.other }));
      return w('err.occupied', { ntile: p.ntile, at: wordAt(p.x, p.y) });
    }
    case 'not-adjacent':
      return w('err.not-adjacent', { at: wordAt(error.params.x, error.params.y) });
    case 'edge-mismatch': {
      const p = error.params;
      const words = {
        side: wordSide(p.side),
        edge: wordEdge(p.edge),
        nside: wordSide(OPPOSITE[p.side]),
        ntile: p.ntile,
        nat: wordAt(p.nx, p.ny),
        nedge: wordEdge(p.nedge),
      };
      if (p.where && p.other !== undefined) return located(p.where, w('err.edge-mismatch.in-file', { ...words, other: p.other }), p.tile);
      return w('err.edge-mismatch', words);
    }
    case 'no-tile-left':
      return plural(error.params.count, 'err.no-tile-left', { tile: error.params.tile });
    case 'board-full':
      return w('err.board-full');
    case 'too-many-tiles': {
      const p = error.params;
      if ('onBoard' in p) {
        return located(p.where, plural(p.count, 'err.too-many-tiles.box', { tile: p.tile, onBoard: p.onBoard, inHand: p.inHand, remaining: p.remaining }));
      }
      return located(p.where, plural(p.count, 'err.too-many-tiles', { tile: p.tile, nth: p.nth }));
    }
    case 'not-connected':
      return w('err.not-connected', { where: wordWhere(error.params.where, error.params.tile) });
    case 'no-such-spot':
      return wordNoSuchSpot(error.params);
    case 'feature-occupied': {
      const p = error.params;
      const holders = p.holders.length
        ? p.holders.map((h) => w('err.feature-occupied.holder', { player: h.player, at: wordAt(h.x, h.y), spot: wordSpot(h.at) })).join(w('err.feature-occupied.holderSep'))
        : w('err.feature-occupied.nobody');
      return w('err.feature-occupied', { kind: wordKind(p.kind), holders });
    }
    case 'no-meeple-left': {
      const p = error.params;
      if ('where' in p) return located(p.where, plural(p.meeples, 'err.no-meeple-left.in-file', { player: p.where.player }));
      return plural(p.meeples, 'err.no-meeple-left', { player: p.player });
    }
    case 'farmers-off':
      return 'where' in error.params ? located(error.params.where, w('err.farmers-off.in-file')) : w('err.farmers-off');
    case 'bad-move': {
      const p = error.params;
      if ('cell' in p) return w('err.argument.cell', { x: p.cell[0], y: p.cell[1], argument: p.argument, found: wordFound(p.found) });
      if (isArgument(p)) return wordArgument(p);
      return w('err.bad-move.cell', { at: wordAt(p.x, p.y) });
    }
    case 'bad-option': {
      const p = error.params;
      if (isArgument(p)) return wordArgument(p);
      return w('err.bad-option.unknown-option', { option: quote(p.option, 40), known: p.known.join(w('list.sep')) });
    }
    case 'cancelled':
      return w('err.cancelled');
    case 'internal':
      return w('err.internal', error.params);
    case 'engine-stopped':
      return w('err.engine-stopped', error.params);
  }
}

const OPPOSITE: Record<Side, Side> = { N: 'S', E: 'W', S: 'N', W: 'E' };
