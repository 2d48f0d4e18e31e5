/**
 * checkPossible (src/engine/possible.ts): whether a position could arise in a
 * real game. Small boards, table-driven: boards a game can reach (each order
 * found is replayed move by move through the engine's own `placeTile` and must
 * give back the board), one board for each reason a board cannot arise, and
 * the search's budget. Then positions from seeded random games, moved and
 * shuffled, which are possible by construction.
 */
import { describe, expect, it } from 'vitest';
import { placeTile, possiblePosition, type Position, type PossibleReport } from '../../src/engine/api';
import { checkPossible, type PossibleOptions } from '../../src/engine/possible';
import { IMPOSSIBLE_CODES, type ImpossibleReason } from '../../src/engine/errors';
import { drawTile, newGame, playRandomTurn, Rng } from '../../src/engine/game';
import { writePosition } from '../../src/engine/notation';
import { oriented, tileTypeIndex, type Spot } from '../../src/engine/tiles';
import { wordImpossible } from '../../src/i18n/words';
import '../../src/i18n/possible';

type Tile = [x: number, y: number, tile: string, rot: number];
type Meeple = [player: string, x: number, y: number, at: string];

/** A position from short lists; `extra` adds or overrides fields (players default to red and blue). */
function board(tiles: Tile[], meeples: Meeple[] = [], extra: Partial<Position> = {}): Position {
  return {
    format: 'carcassonne-position/1',
    players: ['red', 'blue'],
    tiles: tiles.map(([x, y, tile, rot]) => ({ x, y, tile, rot })),
    meeples: meeples.map(([player, x, y, at]) => ({ player, x, y, at: at as Spot })),
    ...extra,
  };
}

function check(pos: Position, options?: PossibleOptions): PossibleReport {
  const r = checkPossible(pos, options);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The segment a meeple names, by its first spot name (either name of a segment is the same meeple). */
function canonicalSpot(tile: string, rot: number, at: string): string {
  const o = oriented(tileTypeIndex(tile), rot);
  return o.segments[o.spotSeg[at as Spot]].spot;
}

const tilesOf = (p: Position) => p.tiles.map((t) => `${t.tile}${t.rot}@${t.x},${t.y}`).sort();
const meeplesOf = (p: Position) =>
  (p.meeples ?? []).map((m) => {
    const t = p.tiles.find((u) => u.x === m.x && u.y === m.y)!;
    return `${m.player.trim()}@${m.x},${m.y}:${canonicalSpot(t.tile, t.rot, m.at)}`;
  }).sort();

/**
 * Lay the order found, move by move, through the engine's placeTile (its own rules: the cell touches the board,
 * the edges match, the meeple's feature is free), from the start tile alone; with turns, the player to play
 * must be the one the order names at every move. The result must be the position's board.
 */
function replay(pos: Position, report: Extract<PossibleReport, { verdict: 'possible' }>): void {
  const [start, ...rest] = report.order;
  expect(start.player).toBeNull();
  expect(start.tile).toBe('D');
  let now: Position = {
    format: 'carcassonne-position/1', players: pos.players, ...(pos.rules ? { rules: pos.rules } : {}),
    tiles: [{ x: start.x, y: start.y, tile: start.tile, rot: start.rot }], meeples: [],
    toPlay: rest[0]?.player ?? pos.players[0],
  };
  expect(start.meeple).toBeNull();
  for (const m of rest) {
    if (report.turns) expect(now.toPlay).toBe(m.player);
    else if (m.player !== null) now = { ...now, toPlay: m.player };
    const played = placeTile(now, { tile: m.tile, x: m.x, y: m.y, rot: m.rot, meeple: m.meeple });
    if (!played.ok) throw new Error(`${JSON.stringify(m)}: ${JSON.stringify(played.error)}`);
    // No meeple of the order ever goes back: it is still on the board at the end.
    for (const c of played.value.completed) expect(c.meeples).toEqual({});
    now = played.value.position;
  }
  expect(tilesOf(now)).toEqual(tilesOf(pos));
  expect(meeplesOf(now)).toEqual(meeplesOf(pos));
  if (report.turns && pos.toPlay !== undefined) expect(now.toPlay).toBe(pos.toPlay);
}

// ---------------------------------------------------------------- boards a game can reach

/** A road east of the start tile: red's highwayman at (1, 0), blue's at (3, 0); the straight at (2, 0) joins them last, and the cloisters below give blue a way round. */
const JOINED_LATER: Tile[] = [
  [0, 0, 'D', 0], [1, 0, 'U', 1], [2, 0, 'U', 1], [3, 0, 'U', 1],
  [0, 1, 'B', 0], [1, 1, 'B', 0], [2, 1, 'B', 0], [3, 1, 'B', 0],
];
const JOINED_MEEPLES: Meeple[] = [['red', 1, 0, 'E'], ['blue', 3, 0, 'W']];

/** A city of 2 tiles closed north of the start tile (4 points) and its road closed by two cloisters (3 points). */
const CITY_AND_ROAD: Tile[] = [[0, 0, 'D', 0], [0, -1, 'E', 2], [1, 0, 'A', 1], [-1, 0, 'A', 3]];

const possible: [what: string, pos: Position, options?: PossibleOptions][] = [
  ['the start tile alone', board([[0, 0, 'D', 0]])],
  ['a highwayman, the start tile away from (0, 0)', board([[5, -3, 'D', 0], [6, -3, 'U', 1]], [['red', 6, -3, 'W']], { toPlay: 'blue' })],
  ['the start tile neither first in the list nor at (0, 0)', board([[2, 2, 'U', 1], [1, 2, 'D', 0], [1, 1, 'E', 2], [0, 2, 'V', 3]], [['red', 2, 2, 'E'], ['blue', 0, 2, 'NW']], { toPlay: 'red' })],
  ['two D tiles, the one at (0, 0) with a knight: the other is the start tile', board([[0, 0, 'D', 0], [1, 0, 'D', 0]], [['red', 0, 0, 'N']], { toPlay: 'blue' })],
  ['two highwaymen on one road, joined by the last tile', board(JOINED_LATER, JOINED_MEEPLES, { toPlay: 'blue' })],
  ['the same road when whose turn it was does not matter, the tiles below fewer', board(JOINED_LATER.filter(([x, y]) => !(x === 0 && y === 1)), JOINED_MEEPLES), { turns: false }],
  ['a monk, a farmer and a knight of three players, nobody said to play', board(
    [[0, 0, 'D', 0], [0, 1, 'B', 0], [-1, 0, 'A', 3], [0, -1, 'F', 1]],
    [['red', 0, 1, 'C'], ['blue', -1, 0, 'NW'], ['green', 0, -1, 'S']],
    { players: ['red', 'blue', 'green'] },
  )],
  ['one player lays every tile', board([[0, 0, 'D', 0], [1, 0, 'U', 1], [2, 0, 'U', 1]], [['red', 1, 0, 'SE'], ['red', 2, 0, 'E']], { players: ['red'] })],
  // Red lays the E with a knight (4), blue a cloister with a highwayman, red the other cloister (3 for blue).
  ['scores the completed city and road paid: 4 for the knight, 3 for the highwayman', board(CITY_AND_ROAD, [], { toPlay: 'blue', scores: { red: 4, blue: 3 } })],
];

describe('checkPossible: boards a game can reach', () => {
  it.each(possible)('%s', (_what, pos, options) => {
    const report = check(pos, options);
    if (report.verdict !== 'possible') throw new Error(JSON.stringify(report));
    expect(report.turns).toBe(options?.turns ?? true);
    expect(report.order).toHaveLength(pos.tiles.length);
    replay(pos, report);
  });

  it('lays the tile that joins two highwaymen after both of them', () => {
    const report = check(board(JOINED_LATER, JOINED_MEEPLES, { toPlay: 'blue' }));
    if (report.verdict !== 'possible') throw new Error(JSON.stringify(report));
    const at = (x: number, y: number) => report.order.findIndex((m) => m.x === x && m.y === y);
    expect(at(2, 0)).toBeGreaterThan(at(1, 0));
    expect(at(2, 0)).toBeGreaterThan(at(3, 0));
    expect(report.order.map((m) => m.player)).toEqual([null, 'red', 'blue', 'red', 'blue', 'red', 'blue', 'red']);
    // The meeple by its segment's first spot name (rulings 9): blue's W is the road's E.
    expect(report.order[at(3, 0)]).toMatchObject({ meeple: 'E', player: 'blue' });
  });

  it('starts from the D at (0, 0) when it can, and otherwise from a D without a meeple', () => {
    const two = board([[0, 0, 'D', 0], [1, 0, 'D', 0]], [], { toPlay: 'blue' });
    expect(check(two)).toMatchObject({ verdict: 'possible', order: [{ x: 0, y: 0 }, { x: 1, y: 0 }] });
    const moved = board([[1, 0, 'D', 0], [0, 0, 'D', 0]], [['red', 0, 0, 'N']], { toPlay: 'blue' });
    expect(check(moved)).toMatchObject({ verdict: 'possible', order: [{ x: 1, y: 0 }, { x: 0, y: 0, meeple: 'N', player: 'red' }] });
  });
});

// ---------------------------------------------------------------- boards a game cannot reach, one reason each

const ONE: Partial<Position> = { players: ['red'] };

const impossible: [what: string, pos: Position, reasons: ImpossibleReason[], options?: PossibleOptions][] = [
  ['two C tiles (the box holds one)', board([[0, 0, 'D', 0], [0, -1, 'C', 0], [1, -1, 'C', 0]], [], ONE), [
    { code: 'too-many-tiles', tile: 'C', count: 1, onBoard: 2, inHand: 0, remaining: 0, where: { in: 'tile', index: 3, x: 1, y: -1 } },
  ]],
  ['a C on the board, one in hand and one to come', board([[0, 0, 'D', 0], [0, -1, 'C', 0]], [], { ...ONE, inHand: 'C', remaining: ['U', 'C'] }), [
    { code: 'too-many-tiles', tile: 'C', count: 1, onBoard: 1, inHand: 1, remaining: 1, where: { in: 'field', path: ['inHand'] } },
  ]],
  ['two monks of a player who owns one meeple', board([[0, 0, 'D', 0], [0, 1, 'B', 0], [1, 1, 'B', 0]], [['red', 0, 1, 'C'], ['red', 1, 1, 'C']], { ...ONE, rules: { meeples: 1 } }), [
    { code: 'too-many-meeples', player: 'red', count: 2, meeples: 1, where: { in: 'player', index: 1 } },
  ]],
  ['a highwayman and a farmer on one tile', board([[0, 0, 'D', 0], [1, 0, 'U', 1]], [['red', 1, 0, 'E'], ['red', 1, 0, 'SE']], ONE), [
    { code: 'meeples-on-tile', where: { in: 'meeple', index: 2, player: 'red', x: 1, y: 0 }, other: 1 },
  ]],
  ['a farmer when farmers are off', board([[0, 0, 'D', 0], [1, 0, 'U', 1]], [['red', 1, 0, 'SE']], { ...ONE, rules: { farmers: false } }), [
    { code: 'farmers-off', where: { in: 'meeple', index: 1, player: 'red', x: 1, y: 0 } },
  ]],
  ['no D tile', board([[0, 0, 'B', 0], [1, 0, 'B', 0]], [], ONE), [{ code: 'no-start-tile', tile: 'D' }]],
  ['a knight on the start tile', board([[0, 0, 'D', 0], [1, 0, 'U', 1]], [['red', 0, 0, 'N']], ONE), [
    { code: 'meeple-on-start-tile', where: { in: 'meeple', index: 1, player: 'red', x: 0, y: 0 }, tile: 'D', starts: 1 },
  ]],
  ['a knight on each of two D tiles', board([[0, 0, 'D', 0], [1, 0, 'D', 0]], [['red', 0, 0, 'N'], ['red', 1, 0, 'N']], ONE), [
    { code: 'meeple-on-start-tile', where: { in: 'meeple', index: 1, player: 'red', x: 0, y: 0 }, tile: 'D', starts: 2 },
    { code: 'meeple-on-start-tile', where: { in: 'meeple', index: 2, player: 'red', x: 1, y: 0 }, tile: 'D', starts: 2 },
  ]],
  ['a knight in a completed city', board([[0, 0, 'D', 0], [0, -1, 'E', 2]], [['red', 0, -1, 'S']], ONE), [
    { code: 'meeple-on-completed', kind: 'city', tiles: 2, pennants: 0, where: { in: 'meeple', index: 1, player: 'red', x: 0, y: -1 } },
  ]],
  ['two highwaymen on touching tiles of one road', board([[0, 0, 'D', 0], [1, 0, 'U', 1], [2, 0, 'U', 1]], [['red', 1, 0, 'E'], ['red', 2, 0, 'W']], ONE), [
    { code: 'meeples-joined', kind: 'road', through: 'touching', where: { in: 'meeple', index: 1, player: 'red', x: 1, y: 0 }, other: { in: 'meeple', index: 2, player: 'red', x: 2, y: 0 } },
  ]],
  ['two highwaymen on one road through the start tile', board([[-1, 0, 'U', 1], [0, 0, 'D', 0], [1, 0, 'U', 1]], [['red', -1, 0, 'E'], ['red', 1, 0, 'W']], ONE), [
    { code: 'meeples-joined', kind: 'road', through: 'start-tile', start: { x: 0, y: 0 }, where: { in: 'meeple', index: 1, player: 'red', x: -1, y: 0 }, other: { in: 'meeple', index: 2, player: 'red', x: 1, y: 0 } },
  ]],
  ['red to play, red\'s highwayman on the one tile blue laid', board([[0, 0, 'D', 0], [1, 0, 'U', 1]], [['red', 1, 0, 'E']], { toPlay: 'red' }), [
    { code: 'too-few-turns', player: 'red', meeples: 1, turns: 0, toPlay: 'red', where: { in: 'player', index: 1 } },
  ]],
  ['two highwaymen on a road with no way round the tile between them', board([[0, 0, 'D', 0], [1, 0, 'U', 1], [2, 0, 'U', 1], [3, 0, 'U', 1]], [['red', 1, 0, 'E'], ['red', 3, 0, 'W']], ONE), [
    { code: 'no-order', start: { x: 0, y: 0 } },
  ]],
  ['blue\'s highwayman reachable only on red\'s turns', board(JOINED_LATER.filter(([x, y]) => !(x === 0 && y === 1)), JOINED_MEEPLES, { toPlay: 'red' }), [
    { code: 'turn-order', start: { x: 0, y: 0 }, toPlay: 'red' },
  ]],
  ['the same, whoever played first', board(JOINED_LATER.filter(([x, y]) => !(x === 0 && y === 1)), JOINED_MEEPLES), [
    { code: 'turn-order', start: { x: 0, y: 0 }, toPlay: null },
  ]],
  ['points with nothing completed', board([[0, 0, 'D', 0], [1, 0, 'U', 1]], [], { ...ONE, scores: { red: 3 } }), [
    { code: 'unreachable-score', player: 'red', score: 3, completed: 0, most: 0, where: { in: 'player', index: 1 } },
  ]],
  ['5 points when the one completed feature, a city of 2 tiles, pays 4', board([[0, 0, 'D', 0], [0, -1, 'E', 2]], [], { ...ONE, scores: { red: 5 } }), [
    { code: 'unreachable-score', player: 'red', score: 5, completed: 1, most: 1, where: { in: 'player', index: 1 } },
  ]],
  ['7 points from a city of 4 and a road of 3, by a player who laid 1 tile', board(CITY_AND_ROAD, [], { toPlay: 'red', scores: { red: 7 } }), [
    { code: 'unreachable-score', player: 'red', score: 7, completed: 2, most: 1, where: { in: 'player', index: 1 } },
  ]],
  ['4 points for a city, by a player whose one tile holds a meeple', board([[0, 0, 'D', 0], [0, -1, 'E', 2], [1, 0, 'U', 1]], [['blue', 1, 0, 'E']], { toPlay: 'blue', scores: { blue: 4 } }), [
    { code: 'unreachable-score', player: 'blue', score: 4, completed: 1, most: 0, where: { in: 'player', index: 2 } },
  ]],
];

describe('checkPossible: boards a game cannot reach', () => {
  it.each(impossible)('%s', (_what, pos, reasons, options) => {
    expect(check(pos, options)).toMatchObject({ verdict: 'impossible', reasons });
    expect((check(pos, options) as { reasons: unknown[] }).reasons).toHaveLength(reasons.length);
  });

  it('has a board for every reason, and words each one', () => {
    const codes = new Set(impossible.flatMap(([, , reasons]) => reasons.map((r) => r.code)));
    expect([...codes].sort()).toEqual([...IMPOSSIBLE_CODES].sort());
    for (const [, , reasons] of impossible) {
      for (const r of reasons) {
        const text = wordImpossible(r);
        expect(text.length).toBeGreaterThan(20);
        expect(text).not.toMatch(/\{\w+\}|undefined|NaN|\[object/);
      }
    }
    expect(wordImpossible(impossible[6][2][0])).toBe('Meeple 1 (red at (0, 0)): it stands on the start tile. Nobody lays the start tile, so nobody could put a meeple on it.');
    const score = (what: string) => wordImpossible(impossible.find(([w]) => w.startsWith(what))![2][0]);
    expect(score('points with nothing')).toBe('red has 3 points, but nothing on the board is completed: during play, points come only from roads, cities and cloisters as they are completed, and a completed one stays on the board.');
    expect(score('5 points')).toMatch(/^red has 5 points, but the only completed road, city or cloister on the board does not pay that/);
    expect(score('7 points')).toMatch(/^red has 7 points, but none of the 2 completed roads, cities and cloisters on the board pays that alone, and red could have held only one/);
    expect(score('4 points for a city')).toMatch(/^blue has 4 points, but the meeples on the board use up every tile blue could have put a meeple on/);
    expect(wordImpossible(impossible[11][2][0])).toBe(
      'red has 1 meeple on the board, but with red to play now and the players taking turns, red has laid none of the tiles after the start tile, and a meeple goes only on a tile its owner lays.',
    );
  });

  it('turns can be left out: then a road is possible that is not in turn', () => {
    const pos = impossible[13][1];
    expect(check(pos, { turns: false })).toMatchObject({ verdict: 'possible', turns: false });
  });

  it('refuses what it cannot read at all, with the strict reader\'s words', () => {
    const mismatch = checkPossible(board([[0, 0, 'D', 0], [1, 0, 'B', 0]]));
    expect(mismatch).toMatchObject({ ok: false, error: { code: 'bad-position', params: { cause: 'edge-mismatch' } } });
    expect(checkPossible(board([]))).toEqual({ ok: false, error: { code: 'bad-position', params: { problem: 'no-tiles' } } });
    expect(checkPossible(board([[0, 0, 'D', 0]], [], { inHand: 'Z' }))).toMatchObject({ ok: false, error: { code: 'bad-position', params: { cause: 'unknown-tile' } } });
    expect(possiblePosition('x')).toMatchObject({ ok: false, error: { code: 'bad-position', params: { problem: 'not-object' } } });
  });
});

// ---------------------------------------------------------------- the budget

describe('checkPossible: the budget', () => {
  const pos = board(JOINED_LATER, JOINED_MEEPLES, { toPlay: 'blue' });

  it('answers unknown when the search runs out of tiles to lay, and the same every time', () => {
    const small = check(pos, { budget: 2 });
    expect(small).toEqual({ verdict: 'unknown', limit: 'budget', turns: true, nodes: 3 });
    expect(check(pos, { budget: 2 })).toEqual(small);
    expect(check(pos).verdict).toBe('possible');
  });

  it('answers unknown when the time runs out (a clock that moves a second at each look)', () => {
    let clock = 0;
    const report = check(pos, { timeLimitMs: 500, now: () => (clock += 1000) });
    expect(report).toMatchObject({ verdict: 'unknown', limit: 'time' });
  });

  it('needs no search for a board whose reasons are seen at once', () => {
    expect(check(impossible[6][1], { budget: 1 })).toMatchObject({ verdict: 'impossible', nodes: 0 });
  });
});

// ---------------------------------------------------------------- positions from games

describe('checkPossible: positions from seeded random games are possible', () => {
  const seeds = Array.from({ length: 24 }, (_, i) => i + 1);
  it.each(seeds)('seed %i, moved and its tiles shuffled', (seed) => {
    const players = 2 + (seed % 4);
    const game = newGame(players, seed);
    const rng = new Rng(seed * 7 + 1);
    const stop = 2 + ((seed * 13) % 71);
    let turns = 0;
    for (let type = drawTile(game); type >= 0 && turns < stop; type = drawTile(game)) {
      playRandomTurn(game.board, type, rng);
      turns++;
    }
    const pos = writePosition(game.board, ['red', 'blue', 'green', 'yellow', 'black', 'pink'].slice(0, players));
    // Anywhere on the table, in any order: the start tile is found without being at (0, 0) or first.
    const dx = (seed % 5) - 2;
    const dy = (seed % 3) - 1;
    pos.tiles = pos.tiles.map((t) => ({ ...t, x: t.x + dx, y: t.y + dy }));
    pos.meeples = pos.meeples!.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
    const shuffle = new Rng(seed);
    for (let i = pos.tiles.length - 1; i > 0; i--) {
      const j = shuffle.int(i + 1);
      [pos.tiles[i], pos.tiles[j]] = [pos.tiles[j], pos.tiles[i]];
    }
    const report = check(pos);
    if (report.verdict !== 'possible') throw new Error(JSON.stringify(report));
    replay(pos, report);
  });
});
