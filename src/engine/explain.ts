/**
 * Explanations as data: what a feature is, how much it is worth and who holds
 * it; what each of the solver's moves gains and why. Computed here once, for
 * the worker, the CLI and the tests; src/i18n/words.ts puts them into words.
 */
import { OK, type Board } from './board';
import { allRoots, describeFeature, majority, nodeAt, type Feature, type FeatureKind } from './features';
import { engineError, type EngineError } from './errors';
import { featureValue, finalScore } from './scoring';
import type { RankedMove } from './solver';
import { isSpot } from './moves';
import { oriented, type Spot } from './tiles';

type ByPlayer = Record<string, number>;

/** Values by player name, in player order (names such as "__proto__" are refused by the reader). */
export function byPlayer(names: readonly string[], values: ArrayLike<number>): ByPlayer {
  const out: ByPlayer = {};
  names.forEach((n, p) => Object.defineProperty(out, n, { value: values[p], enumerable: true, writable: true, configurable: true }));
  return out;
}

/** Only the players with a count above 0. */
export function nonZeroByPlayer(names: readonly string[], counts: ArrayLike<number>): ByPlayer {
  const out: ByPlayer = {};
  for (let p = 0; p < names.length; p++) {
    if (counts[p] > 0) Object.defineProperty(out, names[p], { value: counts[p], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export interface FeatureReport {
  kind: FeatureKind;
  complete: boolean;
  tiles: number;
  pennants: number;
  meeples: ByPlayer;
  winners: string[];
  points: number;
  /** For farms: how many completed cities it supplies. */
  cities?: number;
  /** The segments that make up the feature (for lighting it up on a board). */
  parts: { x: number; y: number; at: Spot }[];
}

export interface FeatureInfo extends FeatureReport {
  /** What it would score now (finished value, or end-of-game value). */
  value: number;
}

/** A feature as reported by name: its meeples, the players who would score it and the points. */
export function featureReport(f: Feature, names: readonly string[], winners: readonly number[], points: number): FeatureReport {
  const r: FeatureReport = {
    kind: f.kind,
    complete: f.complete,
    tiles: f.tiles,
    pennants: f.pennants,
    meeples: nonZeroByPlayer(names, f.meeples),
    winners: winners.map((p) => names[p]),
    points,
    parts: f.parts,
  };
  if (f.kind === 'farm') r.cities = f.cities?.length ?? 0;
  return r;
}

/** Everything about the feature whose root is `root`, with what it is worth now and who holds it. */
export function featureInfo(board: Board, names: readonly string[], root: number): FeatureInfo {
  const f = describeFeature(board, root);
  const value = featureValue(f, board.rules);
  return { ...featureReport(f, names, majority(f.meeples), value), value };
}

/** Every feature on the board, in board order. */
export function featureInfos(board: Board, names: readonly string[]): FeatureInfo[] {
  return allRoots(board).map((root) => featureInfo(board, names, root));
}

/** The feature at a spot of the tile at (x, y): its root, or why there is none. */
export function featureRootAt(board: Board, x: number, y: number, spot: string): { root: number } | { error: EngineError } {
  if (!isSpot(spot)) return { error: engineError('no-such-spot', { problem: 'not-a-spot', spot }) };
  const node = nodeAt(board, x, y, spot);
  if (node < 0) return { error: engineError('no-such-spot', { problem: 'no-feature', x, y, spot }) };
  return { root: board.find(node) };
}

// ------------------------------------------------------------------ the solver's moves

/**
 * One reason a move is worth what it is (src/i18n/words.ts `wordWhy` words it):
 * - now:   the player scores `points` this turn for a feature the move completes;
 * - end:   the player's end-of-game points from features of one kind change by
 *          `points` (negative when a feature now scores during play instead,
 *          or is lost); `several` when more than one such feature is involved;
 * - rival: the other player who gains most from the move gains `points`;
 * - none:  the move changes nobody's points.
 */
export type WhyPart =
  | { kind: 'now'; feature: FeatureKind; tiles: number; pennants: number; points: number }
  | { kind: 'end'; feature: FeatureKind; points: number; several: boolean }
  | { kind: 'rival'; player: string; points: number }
  | { kind: 'none' };

/** One ranked move as the solver gives it (x, y, rot, meeple, now, later, value), with players by name and the reasons. */
export interface RankedMoveReport extends Omit<RankedMove, 'gains'> {
  /** Points each player gains (now + later), by name. */
  gains: ByPlayer;
  why: WhyPart[];
}

const KINDS: readonly FeatureKind[] = ['city', 'road', 'cloister', 'farm'];

/** A feature the player would score at the end: its kind, points and parts (as "x,y,at" keys). */
export interface Held {
  kind: FeatureKind;
  points: number;
  /** One part that stays in the feature however it grows (its first part: tiles keep their order). */
  rep: string;
  keys: Set<string>;
  sig: string;
}

/** The features that would pay `player` at the end of the game. */
export function heldFeatures(board: Board, player: number): Held[] {
  const out: Held[] = [];
  for (const f of finalScore(board).features) {
    if (!f.winners.includes(player) || f.points === 0 || f.parts.length === 0) continue;
    const keys = new Set(f.parts.map((p) => `${p.x},${p.y},${p.at}`));
    const rep = `${f.parts[0].x},${f.parts[0].y},${f.parts[0].at}`;
    out.push({ kind: f.kind, points: f.points, rep, keys, sig: `${f.kind}|${rep}|${f.points}|${keys.size}` });
  }
  return out;
}

/**
 * How the player's end-of-game points change, kind by kind: the exact change,
 * and whether more than one feature of that kind changed (for "the farm" or "farms").
 */
function endChanges(before: readonly Held[], after: readonly Held[]): { kind: FeatureKind; points: number; several: boolean }[] {
  const out: { kind: FeatureKind; points: number; several: boolean }[] = [];
  const beforeSigs = new Set(before.map((h) => h.sig));
  for (const kind of KINDS) {
    const points = after.filter((h) => h.kind === kind).reduce((n, h) => n + h.points, 0)
      - before.filter((h) => h.kind === kind).reduce((n, h) => n + h.points, 0);
    if (points === 0) continue;
    const grown = after.filter((h) => h.kind === kind && !beforeSigs.has(h.sig)).length;
    const gone = before.filter((h) => h.kind === kind && !after.some((a) => a.kind === kind && a.keys.has(h.rep))).length;
    out.push({ kind, points, several: grown + gone > 1 });
  }
  return out;
}

/** The kind of feature a scoring event of Board.events is about. */
const EVENT_KINDS: readonly FeatureKind[] = ['city', 'road', 'farm', 'cloister'];

/**
 * Play one ranked move of tile type `type` on a copy of the board and say where
 * its points come from; `before` is heldFeatures(board, board.toPlay).
 */
export function explainRanked(board: Board, names: readonly string[], type: number, m: RankedMove, before: readonly Held[]): RankedMoveReport {
  const player = board.toPlay;
  const copy = board.clone();
  const seg = m.meeple === null ? -1 : oriented(type, m.rot).spotSeg[m.meeple];
  if (copy.play(type, m.x, m.y, m.rot, seg) !== OK) throw new Error(`explainRanked: ${m.x},${m.y}/${m.rot} refused`);
  const why: WhyPart[] = [];
  for (const e of copy.events) {
    if (e.winners & (1 << player) && e.points > 0) {
      why.push({ kind: 'now', feature: EVENT_KINDS[e.kind], tiles: e.tiles, pennants: e.pennants, points: e.points });
    }
  }
  for (const c of endChanges(before, heldFeatures(copy, player))) why.push({ kind: 'end', feature: c.kind, points: c.points, several: c.several });
  let rival = -1;
  for (let p = 0; p < names.length; p++) if (p !== player && m.gains[p] > 0 && (rival < 0 || m.gains[p] > m.gains[rival])) rival = p;
  if (rival >= 0) why.push({ kind: 'rival', player: names[rival], points: m.gains[rival] });
  if (why.length === 0) why.push({ kind: 'none' });
  return { x: m.x, y: m.y, rot: m.rot, meeple: m.meeple, now: m.now, later: m.later, value: m.value, gains: byPlayer(names, m.gains), why };
}

/** Text from the input, unquoted, cut short when long: abc, aaaa…. */
export function clip(text: string, max = 24): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
