import { errorText } from '../../src/components/ui/errorText';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLink, encodeLink, MAX_LINK_CHARS } from '../../src/engine/link';
import { MAX_POSITION_BYTES, readPosition, readPositionText, writePosition, type Position } from '../../src/engine/notation';
import { playRandomGame } from '../../src/engine/game';
import { parsePositionJson } from '../../src/components/playground/share';
import { engineApi } from '../../src/worker/api';
import { wordError } from '../../src/i18n/words';

const base = (): Position => ({
  format: 'carcassonne-position/1',
  players: ['red', 'blue'],
  tiles: [
    { x: 0, y: 0, tile: 'D', rot: 0 },
    { x: 1, y: 0, tile: 'L', rot: 0 },
  ],
  meeples: [{ player: 'red', x: 0, y: 0, at: 'N' }],
});

function refusal(data: unknown): { code: string; message: string } {
  const r = readPosition(data);
  if (r.ok) throw new Error('expected a refusal');
  return { code: r.error.code, message: wordError(r.error) };
}

describe('position validator: every kind of mistake is named, with its place', () => {
  const cases: [string, (p: any) => unknown, string, RegExp][] = [
    ['wrong type for x', (p) => ((p.tiles[1].x = '1'), p), 'bad-position', /In tile 2, x: expected a number but found "1"/],
    ['rules that are not an object', (p) => ((p.rules = null), p), 'bad-position', /^In rules: expected an object but found null\.$/],
    ['rules as a list', (p) => ((p.rules = []), p), 'bad-position', /^In rules: expected an object but found a list\.$/],
    ['scores as a list', (p) => ((p.scores = [3, 4]), p), 'bad-position', /^In scores: expected an object but found a list\.$/],
    ['two scores for one player', (p) => ((p.scores = { red: 3, ' red': 5 }), p), 'bad-position', /^In scores: red has two scores \(" red" is the second\)\.$/],
    ['missing rot', (p) => (delete p.tiles[1].rot, p), 'bad-position', /tile 2: "rot" is missing/],
    ['missing players', (p) => (delete p.players, p), 'bad-position', /"players" is missing/],
    ['wrong format', (p) => ((p.format = 'chess'), p), 'bad-position', /format/],
    ['unknown field', (p) => ((p.colour = 1), p), 'bad-position', /"colour" is not a field/],
    ['unknown tile', (p) => ((p.tiles[1].tile = 'Z'), p), 'unknown-tile', /Tile 2 at \(1, 0\): "Z" is not a tile/],
    ['bad rotation', (p) => ((p.tiles[1].rot = 4), p), 'bad-rotation', /Tile 2 at \(1, 0\): rot must be 0, 1, 2 or 3/],
    ['fractional rotation', (p) => ((p.tiles[1].rot = 1.5), p), 'bad-rotation', /rot must be/],
    ['overlap', (p) => (p.tiles.push({ x: 1, y: 0, tile: 'U', rot: 0 }), p), 'occupied', /Tile 3 at \(1, 0\): tile 2 is already on that cell/],
    ['disconnected', (p) => (p.tiles.push({ x: 5, y: 5, tile: 'B', rot: 0 }), p), 'not-connected', /Tile 3 \(B at \(5, 5\)\) is not connected/],
    ['corner contact only', (p) => (p.tiles.push({ x: 2, y: 1, tile: 'B', rot: 0 }), p), 'not-connected', /Tile 3/],
    ['mismatched edge', (p) => (p.tiles.push({ x: 2, y: 0, tile: 'B', rot: 0 }), p), 'edge-mismatch', /Tile 2 \(L at \(1, 0\)\): its east side is a road, but the west side of tile 3 \(B at \(2, 0\)\) is a field/],
    ['too many of a type', (p) => { p.tiles = [{ x: 0, y: 0, tile: 'C', rot: 0 }, { x: 1, y: 0, tile: 'C', rot: 0 }]; p.meeples = []; return p; }, 'too-many-tiles', /only 1 tile of type C/],
    ['meeple of an unknown player', (p) => ((p.meeples[0].player = 'green'), p), 'bad-position', /Meeple 1 .*"green" is not one of the players/],
    ['meeple on an empty cell', (p) => ((p.meeples[0].x = 9), p), 'no-such-spot', /Meeple 1 .*no tile on that cell/],
    ['meeple on a spot that does not exist', (p) => ((p.meeples[0].at = 'Q'), p), 'no-such-spot', /Meeple 1 .*"Q" is not a spot name/],
    ['meeple on nothing (a field half of a city side)', (p) => ((p.meeples[0].at = 'NW'), p), 'no-such-spot', /Meeple 1 .*has no field/],
    ['two meeples on one tile', (p) => (p.meeples.push({ player: 'blue', x: 0, y: 0, at: 'E' }), p), 'bad-position', /Meeple 2 .*meeple 1 is already on that tile/],
    ['too many meeples', (p) => { p.rules = { meeples: 1 }; p.meeples.push({ player: 'red', x: 1, y: 0, at: 'E' }); return p; }, 'no-meeple-left', /Meeple 2 .*only 1 meeple\./],
    ['farmer with farmers off', (p) => { p.rules = { farmers: false }; p.meeples[0].at = 'SE'; return p; }, 'farmers-off', /Meeple 1/],
    ['negative score', (p) => ((p.scores = { red: -3 }), p), 'bad-position', /scores/],
    ['score of a stranger', (p) => ((p.scores = { green: 3 }), p), 'bad-position', /"green" is not one of the players/],
    ['toPlay a stranger', (p) => ((p.toPlay = 'green'), p), 'bad-position', /toPlay/],
    ['duplicate player', (p) => ((p.players = ['red', 'red']), p), 'bad-position', /used twice/],
    ['seven players', (p) => ((p.players = ['a', 'b', 'c', 'd', 'e', 'f', 'g']), p), 'bad-position', /at most 6 players/],
    ['no tiles', (p) => { p.tiles = []; p.meeples = []; return p; }, 'bad-position', /no tiles/],
    ['not an object', () => [1, 2], 'bad-position', /must be a JSON object/],
    ['a reserved player name', (p) => ((p.players = ['__proto__', 'blue']), p), 'bad-position', /player 1/],
    ['an unknown tile in hand', (p) => ((p.inHand = 'Z'), p), 'unknown-tile', /^inHand: "Z" is not a tile/],
    ['a tile in hand that is not text', (p) => ((p.inHand = 3), p), 'bad-position', /In inHand: expected text but found 3/],
    ['an unknown tile to come', (p) => ((p.remaining = ['A', 'b']), p), 'unknown-tile', /^remaining tile 2: "b" is not a tile/],
    ['remaining that is not a list', (p) => ((p.remaining = 'AB'), p), 'bad-position', /In remaining: expected a list but found/],
    ['a draw that does not exist', (p) => ((p.remaining = ['A']), (p.draw = 'shuffle'), p), 'bad-position', /In draw: expected \("in-order" or "random"\)/],
    // D: 4 in the box (one on the board here), so a hand D and three more to come make five.
    ['more copies in hand and to come than the box holds', (p) => ((p.inHand = 'D'), (p.remaining = ['A', 'D', 'D', 'D']), p), 'too-many-tiles',
      /^remaining tile 4: the game has only 4 tiles of type D, but this position counts more: 1 on the board, 1 in hand and 3 still to come\.$/],
    // C: one in the box; none on the board, so the hand alone is fine but one more to come is not.
    ['the only C in hand and to come', (p) => ((p.inHand = 'C'), (p.remaining = ['C']), p), 'too-many-tiles', /^remaining tile 1: the game has only 1 tile of type C, .*0 on the board, 1 in hand and 1 still to come/],
  ];
  it.each(cases)('%s', (_name, mutate, code, message) => {
    const e = refusal(mutate(base()));
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
  });

  it('quotes what it was given, cut short: a 200,000-character tile name gives a short message', () => {
    const p: any = base();
    p.tiles[1].tile = 'Q'.repeat(200_000);
    const e = refusal(p);
    expect(e.code).toBe('unknown-tile');
    expect(e.message).toMatch(/^Tile 2 at \(1, 0\): "Q{24}…" \(200000 characters\) is not a tile/);
    expect(e.message.length).toBeLessThan(200);
    for (const [field, value] of [['player', 'x'.repeat(50_000)], ['at', 'N'.repeat(50_000)]] as const) {
      const m: any = base();
      m.meeples[0][field] = value;
      expect(refusal(m).message.length).toBeLessThan(300);
    }
    const f: any = base();
    f.format = 'f'.repeat(100_000);
    expect(refusal(f).message.length).toBeLessThan(300);
    const k: any = base();
    k['k'.repeat(100_000)] = 1;
    expect(refusal(k).message.length).toBeLessThan(300);
  });

  it('refuses huge players lists and score tables by their size, before looking at each entry', () => {
    const sparse: any = base();
    sparse.players = [];
    sparse.players.length = 10_000_000;
    expect(refusal(sparse).message).toBe('In players: there are 10000000 players, but a game has at most 6 players.');
    const scores: any = base();
    scores.scores = {};
    for (let i = 0; i < 1_000_000; i++) scores.scores[`p${i}`] = 1;
    expect(refusal(scores).message).toMatch(/^In scores: there are more than 6 entries/);
  }, 30_000); // building a million-entry table takes seconds on a busy machine

  it('matches player names in meeples, scores and toPlay the way it reads the players list (spaces around them do not count)', () => {
    const p: any = base();
    p.players = [' red ', 'blue'];
    p.meeples[0].player = 'red ';
    p.scores = { ' red': 4 };
    p.toPlay = ' blue';
    const r = readPosition(p);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const back = writePosition(r.value.board, r.value.names);
    expect(back.players).toEqual(['red', 'blue']);
    expect(back.meeples).toEqual([{ player: 'red', x: 0, y: 0, at: 'N' }]);
    expect(back.scores).toEqual({ red: 4, blue: 0 });
    expect(back.toPlay).toBe('blue');
  });

  it('reads a file that starts with a byte-order mark, and refuses text that is not text', () => {
    const text = '\uFEFF' + JSON.stringify(base());
    expect(readPositionText(text).ok).toBe(true);
    const parsed = parsePositionJson(text);
    expect(parsed.ok && readPosition(parsed.value).ok).toBe(true);
    for (const bad of [undefined, null, 42, {}]) {
      const r = readPositionText(bad as never);
      expect(!r.ok && r.error.code).toBe('bad-json');
    }
  });

  it('accepts the untouched base position', () => {
    expect(readPosition(base()).ok).toBe(true);
  });

  it('refuses a 100,000-tile board by its length, before looking at the tiles', () => {
    const p: any = base();
    p.tiles = Array.from({ length: 100_000 }, (_, i) => ({ x: i, y: 0, tile: 'U', rot: 1 }));
    const e = refusal(p);
    expect(e.message).toMatch(/only 72 tiles/);
  });

  it('refuses a 10 MB file before parsing it', () => {
    const text = '{"format":"' + 'x'.repeat(10 * 1024 * 1024) + '"}';
    const r = readPositionText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('too-large');
      expect(wordError(r.error)).toMatch(new RegExp(`at most ${MAX_POSITION_BYTES / 1024} KB`));
    }
  });

  it('refuses deeply nested JSON with a message', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    const r = readPositionText(text);
    expect(r.ok).toBe(false);
  });

  it('does not let __proto__ or constructor keys reach any prototype', () => {
    const text = '{"format":"carcassonne-position/1","players":["a"],"tiles":[{"x":0,"y":0,"tile":"D","rot":0}],"scores":{"__proto__":{"polluted":1}}}';
    const r = readPositionText(text);
    expect(({} as any).polluted).toBeUndefined();
    expect(r.ok).toBe(false);
    const text2 = '{"format":"carcassonne-position/1","players":["a"],"tiles":[{"x":0,"y":0,"tile":"D","rot":0,"constructor":{"prototype":{"polluted":1}}}]}';
    expect(readPositionText(text2).ok).toBe(false);
    expect(({} as any).polluted).toBeUndefined();
  });

  it('reports invalid JSON as such', () => {
    const r = readPositionText('{"format": ');
    expect(!r.ok && r.error.code).toBe('bad-json');
  });
});

describe('share links', () => {
  it('round-trips positions from random games exactly', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const g = playRandomGame(2 + (seed % 5), seed, seed % 3 === 0 ? { farmers: false, meeples: 5 } : undefined);
      const names = ['red', 'blue', 'Zoë & Co', 'a/b~c', 'green', 'pink'].slice(0, g.game.board.players);
      const pos = writePosition(g.game.board, names);
      const code = encodeLink(pos);
      const back = decodeLink(code);
      expect(back.ok).toBe(true);
      if (!back.ok) return;
      const read = readPosition(back.value);
      expect(read.ok).toBe(true);
      if (read.ok) expect(writePosition(read.value.board, read.value.names)).toEqual(pos);
      expect(code.length).toBeLessThan(1500);
    }
  });

  it('keeps the tile in hand, the tiles to come and the draw in a c2 link', () => {
    const pos: Position = { ...base(), scores: { red: 0, blue: 0 }, toPlay: 'blue', inHand: 'K', remaining: ['A', 'U', 'V', 'U'], draw: 'random' };
    const code = encodeLink(pos);
    expect(code).toBe('c2/red~blue/D00.0_L01.0/0N0.0/0~0/1//K/AUVU/r');
    const back = decodeLink(code);
    expect(back.ok && back.value).toMatchObject({ inHand: 'K', remaining: ['A', 'U', 'V', 'U'], draw: 'random' });
    const read = back.ok ? readPosition(back.value) : null;
    expect(read?.ok && writePosition(read.value.board, read.value.names, read.value.hand)).toMatchObject({ inHand: 'K', remaining: ['A', 'U', 'V', 'U'], draw: 'random' });
    // In order is the default and leaves the draw part empty; no hand leaves all three empty.
    expect(encodeLink({ ...pos, draw: 'in-order' })).toMatch(/\/K\/AUVU\/$/);
    expect(encodeLink(base())).toMatch(/^c2\/.*\/0\/\/\/\/$/);
  });

  it('still opens a c1 link (made before the tile in hand): no hand, nothing to come', () => {
    const back = decodeLink('c1/red~blue/D00.0_L01.0/0N0.0/3~0/1/f0');
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value).toMatchObject({ players: ['red', 'blue'], toPlay: 'blue', rules: { farmers: false }, scores: { red: 3, blue: 0 } });
    expect(back.value.tiles).toEqual([{ tile: 'D', rot: 0, x: 0, y: 0 }, { tile: 'L', rot: 0, x: 1, y: 0 }]);
    expect('inHand' in back.value || 'remaining' in back.value || 'draw' in back.value).toBe(false);
    // A c1 code with the three new parts is not a c1 code.
    expect(decodeLink('c1/red/D00.0///0//K/A/').ok).toBe(false);
  });

  it('refuses a 1 MB link before reading it', () => {
    const r = decodeLink('c1/' + 'a'.repeat(1024 * 1024));
    expect(!r.ok && wordError(r.error)).toMatch(new RegExp(`${MAX_LINK_CHARS}`));
  });

  it.each([
    ['x1/red/D00.0///0/', /start with "c2\/" or "c3\/", or "c1\/"/],
    ['c2/red/D00.0///0/', /7 parts separated by "\/"; a "c2\/" code has 10\./],
    ['c1/red/D00.0///0//K/A/', /10 parts separated by "\/"; a "c1\/" code has 7\./],
    ['c2/red/D00.0///0//ZZ//', /tiles in hand and to come in the link, "ZZ\/\/", are damaged/],
    ['c2/red/D00.0///0//A/b/', /tiles in hand and to come .* damaged/],
    ['c2/red/D00.0///0//A/B/x', /tiles in hand and to come .* damaged/],
    ['c1/red/D00.0', /3 parts/],
    ['c1/red/Z00.0///0/', /Tile 1 in the link, "Z00.0", is not a tile code/],
    ['c1/red/D00.0/3N0.0//0/', /belongs to player 4, but there is only 1 player\./],
    ['c1/red~blue/D00.0/3N0.0//0/', /belongs to player 4, but there are only 2 players\./],
    ['c1/red/D00.0///5/', /player to play/],
    ['c1/%E0%A4%A/D00.0///0/', /player name .* damaged/],
    ['c1/red/D00.0//x/0/', /score of player 1/],
    ['c1/red/D00.0///0/zz', /rule options/],
  ])('explains the damage in %s', (code, message) => {
    const r = decodeLink(code);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(wordError(r.error)).toMatch(message);
  });
});

/** Fuzz runs per property; `npm run soak` (SOAK=1) runs 20 times as many with fresh seeds. */
const SOAK = !!process.env.SOAK && process.env.SOAK !== '0';
const FUZZ_RUNS = SOAK ? 60_000 : 3000;
const seedFor = (base: number) => (SOAK ? Date.now() % 1_000_000_007 : base);

describe('fuzzing the importers: an error or a valid position, never a throw', () => {
  const valid = encodeLink(writePosition(playRandomGame(3, 42).game.board, ['a', 'b', 'c']));
  const validJson = JSON.stringify(writePosition(playRandomGame(2, 43).game.board, ['a', 'b']));

  const check = (r: ReturnType<typeof readPositionText>) => {
    if (r.ok) expect(r.value.board.tileCount).toBeGreaterThan(0);
    else expect(wordError(r.error).length).toBeGreaterThan(0);
  };

  it('link decoder on random strings and mutated links', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.tuple(fc.nat(valid.length), fc.nat(valid.length), fc.string({ maxLength: 8 })).map(([a, b, s]) => valid.slice(0, Math.min(a, b)) + s + valid.slice(Math.max(a, b))),
        ),
        (code) => {
          const d = decodeLink(code);
          if (d.ok) check(readPosition(d.value));
          else expect(d.error.code).toBe('bad-link');
        },
      ),
      { seed: seedFor(20261122), numRuns: FUZZ_RUNS },
    );
  });

  it('file importer on random bytes and mutated files', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((b) => new TextDecoder().decode(b)),
          fc.tuple(fc.nat(validJson.length), fc.nat(validJson.length), fc.string({ maxLength: 12 })).map(([a, b, s]) => validJson.slice(0, Math.min(a, b)) + s + validJson.slice(Math.max(a, b))),
          fc.tuple(fc.nat(validJson.length - 1), fc.constantFrom('0', '9', '-', 'A', 'X', '"', 'null', '[]', '{}', '1e9')).map(([i, s]) => validJson.slice(0, i) + s + validJson.slice(i + 1)),
        ),
        (text) => check(readPositionText(text)),
      ),
      { seed: seedFor(20261123), numRuns: FUZZ_RUNS },
    );
  });

  it("the page's own import path (size and depth checks, JSON, then the worker's validate) on random and mutated files", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((b) => new TextDecoder().decode(b)),
          fc.tuple(fc.nat(validJson.length), fc.nat(validJson.length), fc.string({ maxLength: 12 })).map(([a, b, s]) => validJson.slice(0, Math.min(a, b)) + s + validJson.slice(Math.max(a, b))),
          fc.tuple(fc.nat(validJson.length - 1), fc.constantFrom('0', '9', '-', 'A', 'X', '"', 'null', '[]', '{}', '1e9', '"__proto__"', '{"__proto__":1}')).map(([i, s]) => validJson.slice(0, i) + s + validJson.slice(i + 1)),
          fc.nat(3000).map((n) => '['.repeat(n) + ']'.repeat(n)),
        ),
        (text) => {
          const parsed = parsePositionJson(text);
          if (!parsed.ok) {
            expect(errorText(parsed.error).length).toBeGreaterThan(0);
            expect(errorText(parsed.error).length).toBeLessThan(1000);
            return;
          }
          const r = engineApi.validate(parsed.value);
          if (r.ok) expect(r.value.tiles.length).toBeGreaterThan(0);
          else {
            expect(r.error.code).not.toBe('internal');
            expect(wordError(r.error).length).toBeGreaterThan(0);
            expect(wordError(r.error).length).toBeLessThan(1000);
          }
        },
      ),
      { seed: seedFor(20261124), numRuns: FUZZ_RUNS },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
