/**
 * Reports in words, line by line: a final scoring feature by feature, a turn,
 * the solver's ranking (reports.en.ts). Apart from words.ts, so that a page
 * whose islands never show a whole report (the playground until its game is
 * over, the board's descriptions) does not load them.
 *
 *   wordScoreReport(report, players)  // ["city (complete, 3 tiles, 1 pennant) at (0, -1) — Red 1 → Red scores 8", …]
 */
import type { FeatureReport } from '../engine/explain';
import type { PlaceReport, ScoreReport, SolveReport } from '../engine/api';
import { KIND_NAMES, oriented, tileTypeIndex } from '../engine/tiles';
import { count, wordAt, wordList, wordMessage as w, wordPlural as plural, wordWarning, wordWhy } from './words';



/** "red 4, blue 0", or with signs for gains: "red +6, blue +3". */
function perPlayer(players: readonly string[], values: Readonly<Record<string, number>>, gains = false): string {
  return players
    .map((player) => {
      const points = values[player] ?? 0;
      return w(gains && points > 0 ? 'report.playerGain' : 'report.playerPoints', { player, points });
    })
    .join(w('list.sep'));
}

/** What a feature is, in a report line: "city (complete, 2 tiles, 1 pennant)", "farm (3 tiles, supplying 2 completed cities)". */
function wordWhat(f: FeatureReport, firstEdition: boolean): string {
  const tiles = count(f.tiles, 'tiles');
  const state = w(f.complete ? 'report.complete' : 'report.unfinished');
  if (f.kind === 'farm') {
    const cities = f.cities ? plural(f.cities, 'report.cities') : w('report.cities0');
    return firstEdition ? w('report.farmFirstEdition', { tiles }) : w('report.farm', { tiles, cities });
  }
  if (f.kind === 'cloister') {
    return f.complete ? w('report.cloisterComplete') : w('report.cloisterOpen', { tiles: f.tiles });
  }
  if (f.kind === 'city') {
    return w('report.city', { state, tiles, pennants: count(f.pennants, 'pennants') });
  }
  return w('report.road', { state, tiles });
}

/** One feature of a final scoring: "city (complete, 2 tiles, 1 pennant) at (0, 0) — red 1 → red scores 6". */
export function wordFeatureLine(f: FeatureReport, players: readonly string[], firstEdition = false): string {
  const what = wordWhat(f, firstEdition);
  const meeples = players.filter((p) => f.meeples[p]).map((player) => w('report.meepleCount', { player, count: f.meeples[player] })).join(w('list.sep'));
  const gets = f.winners.length === 1
    ? w('report.scores', { player: f.winners[0], points: f.points })
    : w('report.scoreEach', { players: wordList(f.winners), points: f.points });
  const place = f.parts.length > 0 && !(firstEdition && f.kind === 'farm');
  return place
    ? w('report.line', { what, at: wordAt(f.parts[0].x, f.parts[0].y), meeples, gets })
    : w('report.lineNoPlace', { what, meeples, gets });
}

/**
 * A meeple by its role, from the feature under its spot on the tile as placed:
 * "a knight on N" (city), "a highwayman on E" (road), "a farmer on NW"
 * (field), "a monk on C" (cloister); "a meeple on X" when the tile has nothing there.
 */
export function wordMeepleOn(tile: string, rot: number, spot: string): string {
  const type = tileTypeIndex(tile.toUpperCase());
  const seg = type >= 0 && Number.isInteger(rot) && rot >= 0 && rot <= 3 ? (oriented(type, rot).spotSeg as Record<string, number>)[spot] : undefined;
  const kind = seg === undefined || seg < 0 ? 'unknown' : KIND_NAMES[oriented(type, rot).segments[seg].kind];
  return w(`role.${kind}`, { spot });
}

/** A feature nobody holds, with what it is worth: "road (unfinished, 2 tiles) at (1, 0) — no meeple → worth 2 to nobody". */
export function wordUnheldFeatureLine(f: FeatureReport & { value?: number }, firstEdition = false): string {
  const what = wordWhat(f, firstEdition);
  return f.parts.length > 0
    ? w('report.lineNobody', { what, at: wordAt(f.parts[0].x, f.parts[0].y), points: f.value ?? 0 })
    : w('report.lineNobodyNoPlace', { what, points: f.value ?? 0 });
}

/** A final scoring, feature by feature, then the scores before, the final scoring, the totals and the winner(s). */
export function wordScoreReport(report: ScoreReport, players: readonly string[], firstEdition = false): string[] {
  const lines: string[] = [];
  // Features nobody holds come only with `carc score --all`, after the others.
  const unheld = (f: ScoreReport['features'][number]) => f.winners.length === 0 && Object.keys(f.meeples).length === 0;
  if (report.features.every(unheld)) lines.push(w('report.noMeeples'));
  for (const f of report.features) lines.push(unheld(f) ? wordUnheldFeatureLine(f, firstEdition) : wordFeatureLine(f, players, firstEdition));
  for (const note of report.warnings) lines.push(w('report.note', { note: wordWarning(note) }));
  const before: Record<string, number> = {};
  for (const p of players) before[p] = (report.total[p] ?? 0) - (report.endgame[p] ?? 0);
  const points = count(report.total[report.winners[0]] ?? 0, 'points');
  lines.push(
    '',
    w('report.before', { scores: perPlayer(players, before) }),
    w('report.final', { scores: perPlayer(players, report.endgame, true) }),
    w('report.total', { scores: perPlayer(players, report.total) }),
    report.winners.length === 1
      ? w('report.winner', { player: report.winners[0], points })
      : w('report.winners', { points, players: wordList(report.winners) }),
  );
  return lines;
}

/** A solver's answer: the objective, the best value and moves, then the ranking with the reasons of the first ones. */
export function wordSolveReport(r: SolveReport): string[] {
  const objective = w(`solve.objective.${r.objective}`, { count: r.remaining.length, draw: w(`solve.draw.${r.draw}`) });
  if (r.value === null) return [w('solve.nowhere', { player: r.player, tile: r.tile })];
  const move = (m: { x: number; y: number; rot: number; meeple: string | null }) =>
    m.meeple === null
      ? w('solve.move', { at: wordAt(m.x, m.y), rot: m.rot })
      : w('solve.moveMeeple', { at: wordAt(m.x, m.y), rot: m.rot, meeple: wordMeepleOn(r.tile, m.rot, m.meeple) });
  const lines = [
    w('solve.head', { player: r.player, tile: r.tile, objective }),
    plural(r.best.length, 'solve.best', { value: r.value, moves: wordList(r.best.map(move)) }),
  ];
  if (!r.complete) lines.push(w('solve.incomplete', { depth: r.depth, count: r.remaining.length }));
  lines.push(w('solve.ranking', { count: r.moves.length }));
  for (const m of r.moves) {
    if (!m.breakdown) break;
    lines.push(w('solve.line', { value: m.value, move: move(m), why: wordWhy(m.breakdown.why) }));
  }
  const rest = r.moves.length - r.moves.filter((m) => m.breakdown).length;
  if (rest > 0) lines.push(w('solve.more', { count: rest }));
  lines.push(w('solve.nodes', { nodes: r.nodes, ms: r.ms }));
  return lines;
}

/** A turn: who placed what where, what it completed and who scored, the scores and the next player. */
export function wordTurnReport(player: string, move: { tile: string; x: number; y: number; rot: number; meeple?: string | null }, result: PlaceReport): string[] {
  const at = wordAt(move.x, move.y);
  const lines = [
    move.meeple
      ? w('report.turnMeeple', { player, tile: move.tile, at, rot: move.rot, meeple: wordMeepleOn(move.tile, move.rot, move.meeple) })
      : w('report.turnNoMeeple', { player, tile: move.tile, at, rot: move.rot }),
  ];
  for (const c of result.completed) {
    const tiles = count(c.tiles, 'tiles');
    const what = c.kind === 'city'
      ? w('report.completedCity', { tiles, pennants: count(c.pennants, 'pennants') })
      : w(c.kind === 'road' ? 'report.completedRoad' : 'report.completedCloister', { tiles });
    const by = c.winners.length === 0
      ? w('report.nobodyScores')
      : c.winners.length === 1
        ? w('report.scores', { player: c.winners[0], points: c.points })
        : w('report.scoreTogether', { players: wordList(c.winners), points: c.points });
    lines.push(w('report.completes', { what, by }));
  }
  if (result.completed.length === 0) lines.push(w('report.completesNothing'));
  const players = result.position.players;
  lines.push(
    w('report.scoredThisTurn', { scores: perPlayer(players, result.scored) }),
    w('report.scoresNow', { scores: perPlayer(players, result.position.scores ?? {}) }),
    w('report.nextToPlay', { player: result.position.toPlay ?? players[0] }),
  );
  return lines;
}
