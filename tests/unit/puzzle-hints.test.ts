/**
 * Every hint of every puzzle says only what is true of that puzzle (docs/puzzles.md, "Hints"). The hints
 * are made by `hintOf` (src/components/puzzles/words.ts) from the solver's answer, exactly as the puzzle
 * page makes them; this test reads what each one states and checks it against the engine on its own: the
 * puzzle's best moves (`best`, which tests/unit/puzzles.test.ts re-solves), the move played
 * (`placeTile`), the features (`featureAt`) and the final count (`scorePosition`). It never asks the code
 * that chose the hint why.
 *
 * Level 1, what the move does (one statement of the first sentence, one of the second):
 *   - "completes a city of yours and scores it this turn": the move completes a city, the player to play is
 *     among those it pays, and the player scores this turn;
 *   - "scores nothing yet; it is about what a road will pay you at the end": the player scores nothing this
 *     turn, the player's total at the end rises, and roads are what raise it most;
 *   - "adds nothing to your score, now or at the end; it is about what it takes from the others": nothing this
 *     turn, the player's total at the end does not rise, and another player's falls;
 *   - "adds nothing to your score, now or at the end": nothing this turn, and the total at the end does not rise;
 *   - "puts your meeple on a farm": the move's meeple stands on a field; "keeps your meeple in your supply":
 *     it places none and the player has one to keep; "places no meeple: you have none left": the supply is empty.
 * Level 2, the area: the count stated is the count of cells marked, every marked cell is one where the tile
 *   fits, and a best move lies on one of them.
 * Level 3, the cell: one cell marked; a best move lies on it, turned as the words say (quarter turns
 *   clockwise, as the tile is drawn), with its meeple on the spot they name or with none.
 */
import { describe, expect, it } from 'vitest';
import { loadPuzzles } from '../../src/components/puzzles/collection';
import { EXPLAINED } from '../../src/components/puzzles/useSolution';
import { hasMeepleLeft, HINT_LEVELS, type CellXY } from '../../src/components/puzzles/hints';
import { hintOf } from '../../src/components/puzzles/words';
import { featureAt, legalMoves, placeTile, scorePosition, solvePosition, type Move, type Position } from '../../src/engine/api';
import { sameMove } from '../../src/engine/moves';
import { TILE_DEFS, tileTypeIndex, type Spot } from '../../src/engine/tiles';
import { DEFAULT_RULES } from '../../src/engine/rules';
import type { Puzzle } from '../../src/engine/puzzle';
import { t } from '../../src/i18n';
import '../../src/i18n/puzzles';
import { must } from './claims';
import { kindOfSpot, spotsOfTile } from '../../src/components/board/model';
import { spotText } from '../../src/components/board/describe';
import { numbersIn } from './prose-numbers';

const puzzles: Puzzle[] = loadPuzzles();

type Kind = 'road' | 'city' | 'cloister' | 'farm';
const KINDS: readonly Kind[] = ['road', 'city', 'cloister', 'farm'];
const kindWord = (k: Kind) => t(`puzzles.hint.kind.${k}`);
/** The engine's feature kinds, as the hints name them (a meeple on a field is a farmer). */
const asHint = (kind: string): Kind => (kind === 'field' ? 'farm' : (kind as Kind));

/** The statements the first sentence of the first hint can make. */
type First = { says: 'now' | 'end'; kind: Kind } | { says: 'takes' | 'quiet' } | { says: 'none' };
const FIRSTS: { first: First; text: string }[] = [
  ...KINDS.map((kind) => ({ first: { says: 'now', kind } as First, text: t('puzzles.hint.about.now', { kind: kindWord(kind) }) })),
  ...KINDS.map((kind) => ({ first: { says: 'end', kind } as First, text: t('puzzles.hint.about.end', { kind: kindWord(kind) }) })),
  { first: { says: 'takes' }, text: t('puzzles.hint.about.takes') },
  { first: { says: 'quiet' }, text: t('puzzles.hint.about.quiet') },
];
/** The statements about the meeple: on a feature of a kind, kept in the supply, or none left. */
type Meeple = { on: Kind } | { on: 'kept' } | { on: 'none-left' };
const MEEPLES: { meeple: Meeple; alone: boolean; text: string }[] = [
  ...KINDS.flatMap((kind) => [
    { meeple: { on: kind } as Meeple, alone: false, text: t('puzzles.hint.about.meeple', { kind: kindWord(kind) }) },
    { meeple: { on: kind } as Meeple, alone: true, text: t('puzzles.hint.about.meepleOnly', { kind: kindWord(kind) }) },
  ]),
  { meeple: { on: 'kept' }, alone: false, text: t('puzzles.hint.about.noMeeple') },
  { meeple: { on: 'kept' }, alone: true, text: t('puzzles.hint.about.noMeepleOnly') },
  { meeple: { on: 'none-left' }, alone: false, text: t('puzzles.hint.about.noMeepleLeft') },
  { meeple: { on: 'none-left' }, alone: true, text: t('puzzles.hint.about.noMeepleLeftOnly') },
];

/** Reads the first hint back into its statements; throws when it is not made of exactly one of each. */
function readAbout(text: string): { first: First; meeple: Meeple } {
  const alone = MEEPLES.filter((m) => m.alone && m.text === text);
  if (alone.length === 1) return { first: { says: 'none' }, meeple: alone[0].meeple };
  const firsts = FIRSTS.filter((f) => text.startsWith(`${f.text} `));
  const meeples = MEEPLES.filter((m) => !m.alone && firsts.length === 1 && text === `${firsts[0].text} ${m.text}`);
  if (firsts.length !== 1 || meeples.length !== 1) throw new Error(`the first hint cannot be read: "${text}"`);
  return { first: firsts[0].first, meeple: meeples[0].meeple };
}

/** Quarter turns clockwise, as the words of board.en.ts name them: the rotation a person sees. */
const TURN_WORDS: Record<string, number> = { upright: 0, 'a quarter turn right': 1, 'upside down': 2, 'a quarter turn left': 3 };
/** The spots of a tile, as board.en.ts names them ("the north side"). */
const SPOTS: readonly Spot[] = ['N', 'E', 'S', 'W', 'C', 'NW', 'NE', 'EN', 'ES', 'SE', 'SW', 'WS', 'WN'];
const SEGMENT_KINDS: Record<string, string> = { road: 'road', city: 'city', cloister: 'cloister', field: 'field' };

/**
 * Reads the third hint: the rotation, and the meeple's kind and place ("the city at the north side", where it stands
 * as the tile lies turned: the spots of `hand` so turned that the page names so), or none.
 */
function readCell(text: string, supply: boolean, hand: string): { rot: number; meeple: { kind: string; spot: Spot | null; spots?: Spot[] } | null } {
  const turns = Object.keys(TURN_WORDS).filter((w) => text.includes(`, ${w}`));
  if (turns.length !== 1) throw new Error(`the third hint names no single rotation: "${text}"`);
  const rot = TURN_WORDS[turns[0]];
  const turn = t('board.turns.0').replace('upright', turns[0]);
  if (text === t('puzzles.hint.noMeeple', { turns: turn })) {
    if (!supply) throw new Error('the hint keeps a meeple in a supply that is empty');
    return { rot, meeple: null };
  }
  if (text === t('puzzles.hint.noMeepleLeft', { turns: turn })) {
    if (supply) throw new Error('the hint says no meeple is left, but the supply has one');
    return { rot, meeple: null };
  }
  for (const kind of Object.keys(SEGMENT_KINDS)) {
    const name = t(`board.spotKind.${kind}` as 'board.spotKind.road');
    if (text === t('puzzles.hint.meeple', { turns: turn, spot: t('board.spotOnly', { kind: name }) })) return { rot, meeple: { kind, spot: null } };
    const named = spotsOfTile(hand, rot).filter((spot) => kindOfSpot(hand, rot, spot) === kind && text === t('puzzles.hint.meeple', { turns: turn, spot: spotText(hand, rot, spot) }));
    if (named.length) return { rot, meeple: { kind, spot: named[0], spots: named } };
  }
  throw new Error(`the third hint cannot be read: "${text}"`);
}

const key = (c: CellXY) => `${c.x},${c.y}`;

/** The engine's answers about one puzzle, worked out apart from the hints. */
function facts(p: Puzzle) {
  const start = p.position as Position;
  const hand = start.inHand!;
  const player = start.toPlay ?? start.players[0];
  const full = (m: { x: number; y: number; rot: number; meeple?: string | null }): Move => ({ tile: hand, x: m.x, y: m.y, rot: m.rot, meeple: (m.meeple ?? null) as Move['meeple'] });
  const isBest = (m: Move) => p.best.some((b) => sameMove(full(b), m));
  const totals = (pos: Position) => must(scorePosition(pos), 'score').total;
  /** What features of a kind add for a player at the end. */
  const endOf = (pos: Position, player: string, kind: Kind) =>
    must(scorePosition(pos), 'score').features.filter((f) => asHint(f.kind) === kind && f.winners.includes(player)).reduce((n, f) => n + f.points, 0);
  const owned = start.rules?.meeples ?? DEFAULT_RULES.meeples;
  const supply = owned - (start.meeples ?? []).filter((m) => m.player === player).length;
  const fits = new Set(must(legalMoves(start, hand), 'legal moves').map(key));
  return { start, hand, player, full, isBest, totals, endOf, supply, fits };
}

describe('every hint of every puzzle is true of it', () => {
  it('has puzzles, and three hints', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(60);
    expect(HINT_LEVELS).toBe(3);
  });

  it('names the rotations as the tile is drawn: quarter turns clockwise', () => {
    for (const [word, rot] of Object.entries(TURN_WORDS)) expect(t(`board.turns.${rot}` as 'board.turns.0')).toBe(word);
    // Tile J (city north, road east to south) turned one quarter clockwise has its city east.
    const j = { format: 'carcassonne-position/1', players: ['red'], tiles: [{ x: 0, y: 0, tile: 'J', rot: 1 }] };
    expect(must(featureAt(j, 0, 0, 'E'), 'J').kind).toBe('city');
    expect(must(featureAt(j, 0, 0, 'W'), 'J').kind).toBe('road');
  });

  const seen = { now: 0, end: 0, takes: 0, quiet: 0, none: 0 };
  for (const p of puzzles) {
    it(p.id, () => {
      const f = facts(p);
      // The page's own inputs: the solver's answer and breakdown, the cells where the tile fits.
      const solved = must(solvePosition(f.start, { objective: p.objective, top: EXPLAINED }), 'solve');
      const best = (solved.complete ? solved.best : p.best)[0];
      const breakdown = solved.moves.find((m) => sameMove(f.full(m), f.full(best)))?.breakdown;
      const input = { id: p.id, hand: f.hand, player: f.player, best: { ...best, meeple: best.meeple ?? null } as never, breakdown, supply: hasMeepleLeft(f.start, f.player), fits: must(legalMoves(f.start, f.hand), 'fits') };
      const move = f.full(best);
      expect(f.isBest(move), 'the hints lead to a best move').toBe(true);
      const played = must(placeTile(f.start, move), 'the best move');
      const after = played.position;
      const problems: string[] = [];
      const check = (ok: boolean, what: string) => ok || problems.push(what);

      // 1. What the move does, and its meeple.
      const one = hintOf(1, input);
      check(one.cells.length === 0, 'the first hint marks no cell');
      const about = readAbout(one.text);
      seen[about.first.says]++;
      const scoredNow = played.scored[f.player] ?? 0;
      const gain = f.totals(after)[f.player] - f.totals(f.start)[f.player];
      switch (about.first.says) {
        case 'now': {
          const kind = about.first.kind;
          check(played.completed.some((e) => asHint(e.kind) === kind && e.winners.includes(f.player) && e.points > 0), `"${one.text}": the move completes no ${kind} that pays ${f.player}`);
          check(scoredNow > 0, `"${one.text}": ${f.player} scores nothing this turn`);
          break;
        }
        case 'end': {
          const kind = about.first.kind;
          check(scoredNow === 0, `"${one.text}": ${f.player} scores ${scoredNow} this turn`);
          check(gain > 0, `"${one.text}": ${f.player}'s total at the end changes by ${gain}`);
          const rise = (k: Kind) => f.endOf(after, f.player, k) - f.endOf(f.start, f.player, k);
          check(rise(kind) > 0 && KINDS.every((k) => rise(k) <= rise(kind)), `"${one.text}": what each kind adds at the end: ${KINDS.map((k) => `${k} ${rise(k)}`).join(', ')}`);
          break;
        }
        case 'takes':
        case 'quiet': {
          check(scoredNow === 0, `"${one.text}": ${f.player} scores ${scoredNow} this turn`);
          check(gain <= 0, `"${one.text}": ${f.player}'s total at the end rises by ${gain}`);
          if (about.first.says === 'takes') {
            const losers = f.start.players.filter((o) => o !== f.player && f.totals(after)[o] < f.totals(f.start)[o]);
            check(losers.length > 0, `"${one.text}": nobody else's total at the end falls`);
          }
          break;
        }
        case 'none':
          break;
      }
      const on = about.meeple.on;
      if (on === 'kept' || on === 'none-left') {
        check(move.meeple == null, `"${one.text}": the move places a meeple`);
        check(on === 'kept' ? f.supply > 0 : f.supply === 0, `"${one.text}": ${f.player} has ${f.supply} meeples in the supply`);
      } else {
        check(move.meeple != null && asHint(must(featureAt(after, move.x, move.y, move.meeple), 'meeple').kind) === on, `"${one.text}": the meeple is not on a ${on}`);
      }

      // 2. The area: as many cells as it says, each one where the tile fits, a best move on one of them.
      const two = hintOf(2, input);
      const stated = numbersIn(two.text).map((n) => n.value);
      if (stated.length === 0) check(two.text === t('puzzles.hint.area', { count: 1 }) && two.cells.length === 1, `"${two.text}": ${two.cells.length} cells are marked`);
      else check(stated.length === 1 && stated[0] === two.cells.length, `"${two.text}": ${two.cells.length} cells are marked`);
      check(new Set(two.cells.map(key)).size === two.cells.length, 'the area marks a cell twice');
      for (const c of two.cells) check(f.fits.has(key(c)), `the area marks ${key(c)}, where the tile does not fit`);
      check(p.best.some((b) => two.cells.some((c) => c.x === b.x && c.y === b.y)), 'no best move lies in the area');

      // 3. The cell, the rotation and the meeple.
      const three = hintOf(3, input);
      check(three.cells.length === 1, `the third hint marks ${three.cells.length} cells`);
      const cell = three.cells[0];
      const said = readCell(three.text, f.supply > 0, f.hand);
      if (said.meeple === null) check(f.isBest(f.full({ ...cell, rot: said.rot, meeple: null })), `"${three.text}": no best move lies on ${key(cell)} turned ${said.rot} without a meeple`);
      else {
        const { kind, spot } = said.meeple;
        // "the road": the tile has one road; "the city at the north side": that spot.
        const count = (() => {
          const def = TILE_DEFS[tileTypeIndex(f.hand)];
          return kind === 'road' ? def.roads.length : kind === 'city' ? def.cities.length : kind === 'field' ? def.fields.length : def.cloister ? 1 : 0;
        })();
        if (spot === null) check(count === 1, `"${three.text}": tile ${f.hand} has ${count} ${kind}s, so "the ${kind}" names none`);
        const spots = spot === null ? SPOTS : (said.meeple.spots ?? [spot]);
        const fitting = spots.filter((s) => {
          const m = f.full({ ...cell, rot: said.rot, meeple: s });
          const r = placeTile(f.start, m);
          return r.ok && f.isBest(m) && asHint(must(featureAt(r.value.position, cell.x, cell.y, s), 'spot').kind) === asHint(kind);
        });
        check(fitting.length > 0, `"${three.text}": no best move lies on ${key(cell)} turned ${said.rot} with a meeple on ${spot ?? `a ${kind}`}`);
      }
      expect(problems, p.id).toEqual([]);
    }, 60_000);
  }

  it('meets every kind of first hint the collection needs', () => {
    // Each statement above is checked on at least one puzzle: a kind no puzzle uses would be checked on none.
    expect(seen.now).toBeGreaterThan(0);
    expect(seen.end).toBeGreaterThan(0);
    expect(seen.takes + seen.quiet).toBeGreaterThan(0);
  });
});
