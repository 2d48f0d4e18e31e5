/**
 * The score checker page's data (src/components/check/model.ts): seats and
 * names, scores before, turning a tile with its meeples, the next rotation
 * that fits, the palette's counts, the fix for a finished feature, and a
 * saved board read back; and the lenient reader never throws on junk.
 */
import { describe, expect, it } from 'vitest';
import {
  docFrom, emptyDoc, lapOf, nameTaken, nearestFit, nextFit, paletteCounts, PALETTE_ORDER, positionOf, readScore, replaceTile, scoreDuringPlay, seatsFor, turnSpot, turnTile, waysThatFit, withBefore,
  withPlayerCount, withRules, withSeat, withTrack,
} from '../../src/components/check/model';
import { checkPosition, fitRotations } from '../../src/engine/check';
import { decodeLink, encodeLink } from '../../src/engine/link';
import { validatePosition } from '../../src/engine/api';
import { cleanDoc } from '../../src/components/check/keep';

describe('what is typed in a field', () => {
  it('a score: a whole number up to the highest, empty is 0; anything else is said, never changed', () => {
    expect(readScore('12', 99)).toEqual({ ok: true, value: 12 });
    expect(readScore(' 7 ', 99)).toEqual({ ok: true, value: 7 });
    expect(readScore('', 99)).toEqual({ ok: true, value: 0 });
    for (const bad of ['9x', '-3', '1.5', '1e3', '+4', '½']) expect(readScore(bad, 99)).toEqual({ ok: false, why: 'not-number' });
    expect(readScore('100', 99)).toEqual({ ok: false, why: 'too-big' });
  });

  it('a name another player has, or one the board cannot take, is named with the seat that has it', () => {
    const doc = withSeat(emptyDoc(3), 2, { color: 'green', name: 'Anna' })!;
    expect(nameTaken(doc, 0, 'Anna')).toBe(2);
    expect(nameTaken(doc, 0, 'red')).toBe(1);
    expect(nameTaken(doc, 0, ' red ')).toBe(1);
    expect(nameTaken(doc, 0, 'Bea')).toBeNull();
    expect(nameTaken(doc, 2, 'Anna')).toBeNull();
    expect(nameTaken(doc, 0, '__proto__')).toBe('reserved');
  });

  it('the laps entered are kept with the seat (a file from before has none), and a rename keeps them', () => {
    const doc = withTrack(emptyDoc(), 1, 100, 12);
    expect(doc.seats[1].lap).toBe(100);
    expect(lapOf(doc, 1)).toBe(100);
    const named = withSeat(doc, 1, { ...doc.seats[1], name: 'Bea' })!;
    expect(lapOf(named, 1)).toBe(100);
    expect(named.position.scores).toEqual({ Bea: 112 });
    expect(docFrom(JSON.parse(JSON.stringify(named)))?.seats[1]).toEqual({ color: 'red', name: 'Bea', lap: 100 });
    expect(docFrom({ ...named, seats: [named.seats[0], { ...named.seats[1], lap: 30 }] })?.seats[1]).toEqual({ color: 'red', name: 'Bea' });
    // A score lowered below the laps entered shows the whole laps in it.
    expect(lapOf(withBefore(named, 1, 60), 1)).toBe(50);
  });
});

describe('seats and names', () => {
  it('starts with two colours; more players take the free colours; fewer drop their meeples and scores', () => {
    const doc = emptyDoc();
    expect(doc.position.players).toEqual(['yellow', 'red']);
    const five = withPlayerCount(doc, 5);
    expect(five.position.players).toEqual(['yellow', 'red', 'green', 'blue', 'black']);
    const placed = withBefore({ ...five, position: { ...five.position, meeples: [{ player: 'black', x: 0, y: 0, at: 'N' }] } }, 4, 12);
    expect(placed.position.scores).toEqual({ black: 12 });
    const two = withPlayerCount(placed, 2);
    expect(two.position.players).toEqual(['yellow', 'red']);
    expect(two.position.meeples).toEqual([]);
    expect(two.position.scores).toEqual({});
    expect(withPlayerCount(doc, 9).seats).toHaveLength(6);
    expect(withPlayerCount(doc, 1).seats).toHaveLength(2);
  });

  it('a name or a colour renames the player everywhere; two players never share one', () => {
    let doc = withBefore(emptyDoc(), 1, 30);
    doc = { ...doc, position: { ...doc.position, meeples: [{ player: 'red', x: 0, y: 0, at: 'C' }] } };
    const named = withSeat(doc, 1, { color: 'red', name: 'Ann' })!;
    expect(named.position.players).toEqual(['yellow', 'Ann']);
    expect(named.position.meeples![0].player).toBe('Ann');
    expect(named.position.scores).toEqual({ Ann: 30 });
    const green = withSeat(doc, 1, { color: 'green', name: '' })!;
    expect(green.position.players).toEqual(['yellow', 'green']);
    expect(green.position.scores).toEqual({ green: 30 });
    expect(withSeat(doc, 1, { color: 'yellow', name: '' })).toBeNull();
    expect(withSeat(doc, 1, { color: 'red', name: 'yellow' })).toBeNull();
    expect(withSeat(doc, 1, { color: 'red', name: '__proto__' })).toBeNull();
  });

  it('seats for the players of a link or a file', () => {
    expect(seatsFor(['green', 'black'])).toEqual([{ color: 'green', name: '' }, { color: 'black', name: '' }]);
    expect(seatsFor(['Ann', 'red', 'Bob'])).toEqual([{ color: 'yellow', name: 'Ann' }, { color: 'red', name: '' }, { color: 'green', name: 'Bob' }]);
    expect(seatsFor(['Red', 'Blue'])).toEqual([{ color: 'red', name: 'Red' }, { color: 'blue', name: 'Blue' }]);
    // The colours the position gives win over names and seats.
    expect(seatsFor(['Ann', 'red', 'Bob'], ['green', 'yellow', null])).toEqual([{ color: 'green', name: 'Ann' }, { color: 'yellow', name: 'red' }, { color: 'blue', name: 'Bob' }]);
  });

  it('a named player keeps her colour through a link and a file', () => {
    const start = withPlayerCount(emptyDoc(), 3);
    const named = withSeat(start, 0, { color: 'yellow', name: 'Anna' })!;
    const doc = withSeat(withSeat(named, 0, { color: 'pink', name: 'Anna' })!, 2, { color: 'blue', name: '' })!;
    const board = { ...doc, position: { ...doc.position, tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }], meeples: [{ player: 'Anna', x: 0, y: 0, at: 'N' as const }] } };
    const shared = positionOf(board);
    expect(shared.colors).toEqual({ Anna: 'pink', red: 'red', blue: 'blue' });
    const reopen = (pos: unknown) => {
      const report = checkPosition(pos);
      if (!report.ok) throw new Error('scorable');
      return cleanDoc(pos as typeof shared, report.value);
    };
    const byLink = decodeLink(encodeLink(shared));
    if (!byLink.ok) throw new Error('decodes');
    expect(reopen(byLink.value).seats).toEqual(board.seats);
    expect(reopen(JSON.parse(JSON.stringify(shared))).seats).toEqual(board.seats);
    // A file written by the engine (the canonical form) as well.
    const canon = validatePosition(shared);
    expect(canon.ok && reopen(canon.value).seats).toEqual(board.seats);
    // Seats the names alone colour need no colours.
    expect(positionOf(start).colors).toBeUndefined();
  });

  it('rules: only what differs from the defaults is written', () => {
    const doc = withRules(emptyDoc(), { farmers: false });
    expect(doc.position.rules).toEqual({ farmers: false });
    expect(withRules(doc, { farmers: true }).position.rules).toBeUndefined();
  });
});

describe('tiles', () => {
  it('turning a tile turns its meeples with it', () => {
    expect(turnSpot('N', 1)).toBe('E');
    expect(turnSpot('NW', 1)).toBe('EN');
    expect(turnSpot('C', 3)).toBe('C');
    expect(turnSpot('W', -1)).toBe('S');
    const pos = { ...emptyDoc().position, tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }], meeples: [{ player: 'red', x: 0, y: 0, at: 'N' as const }] };
    const turned = turnTile(pos, 0, 0, 2);
    expect(turned.tiles[0].rot).toBe(2);
    expect(turned.meeples![0].at).toBe('S');
  });

  it('the way that fits nearest the tile in hand, then the next one, look-alikes once', () => {
    expect(nearestFit('U', 0, [1, 3])).toBe(1);
    expect(nearestFit('U', 3, [1, 3])).toBe(1); // U turned 3 looks like U turned 1
    expect(nextFit('U', 1, [1, 3])).toBeNull();
    expect(nextFit('V', 0, [0, 2, 3])).toBe(2);
    expect(nextFit('V', 3, [0, 2, 3])).toBe(0);
    // The turn in hand when it fits; else a quarter turn either way (clockwise first), then a half turn.
    expect(nearestFit('V', 2, [0, 2, 3])).toBe(2);
    expect(nearestFit('V', 3, [1, 2])).toBe(2);
    expect(nearestFit('V', 0, [1, 3])).toBe(1);
    expect(nearestFit('V', 0, [2])).toBe(2);
    expect(nearestFit('B', 2, [0, 1, 2, 3])).toBe(0); // a cloister looks the same every way
    expect(nearestFit('C', 0, [])).toBeNull();
  });

  it('the ways tiles fit a cell, in the palette’s order, look-alikes once; a tile put in the place of another', () => {
    const ways = waysThatFit((letter) => (letter === 'U' ? [0, 1, 2, 3] : letter === 'V' ? [2, 3] : []));
    expect(ways).toEqual([
      { tile: 'V', rot: 2 },
      { tile: 'V', rot: 3 },
      { tile: 'U', rot: 0 },
      { tile: 'U', rot: 1 },
    ]);
    const pos = { ...emptyDoc().position, tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'U', rot: 1 }], meeples: [{ player: 'red', x: 1, y: 0, at: 'E' as const }] };
    const next = replaceTile(pos, 1, 0, 'V', 2);
    expect(next.tiles).toEqual([{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'V', rot: 2 }]);
    expect(next.meeples).toEqual([]);
  });

  it('the palette: common tiles first, copies left of the box', () => {
    expect(PALETTE_ORDER).toHaveLength(24);
    expect(PALETTE_ORDER[0]).toBe('V');
    const left = paletteCounts({ ...emptyDoc().position, tiles: [{ x: 0, y: 0, tile: 'X', rot: 0 }, { x: 1, y: 0, tile: 'X', rot: 0 }] });
    expect(left.X).toBe(-1);
    expect(left.V).toBe(9);
  });
});

describe('fixes and saves', () => {
  it('a finished feature: its points to the winners, its meeples back', () => {
    const doc = withBefore(emptyDoc(), 1, 10);
    const withMeeples = { ...doc, position: { ...doc.position, meeples: [{ player: 'red', x: 0, y: 0, at: 'N' as const }, { player: 'yellow', x: 0, y: 1, at: 'C' as const }] } };
    const fixed = scoreDuringPlay(withMeeples, ['red'], 4, [0]);
    expect(fixed.position.scores).toEqual({ red: 14 });
    expect(fixed.position.meeples).toEqual([{ player: 'yellow', x: 0, y: 1, at: 'C' }]);
  });

  it('a saved board is read back only when its shape is right', () => {
    const doc = emptyDoc(3);
    expect(docFrom(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
    for (const junk of [null, 1, 'x', {}, { seats: [], position: {} }, { seats: doc.seats, position: { ...doc.position, players: ['a', 'b', 'c'] } },
      { seats: [{ color: 'purple', name: '' }, { color: 'red', name: '' }], position: doc.position }]) {
      expect(docFrom(junk)).toBeNull();
    }
  });
});

describe('the lenient reader on junk', () => {
  const base = () => ({
    format: 'carcassonne-position/1',
    players: ['red', 'blue'],
    tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'U', rot: 1 }],
    meeples: [{ player: 'red', x: 1, y: 0, at: 'W' }],
    scores: { red: 3 },
  });
  const values: unknown[] = [null, undefined, -1, 0.5, 1e9, 'x', '', [], {}, true, NaN, 'D', 'red', 'N', [1, 2]];
  it('answers a Result for every mutation, never throws', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    for (let k = 0; k < 600; k++) {
      const pos = base() as Record<string, unknown>;
      const paths: (() => void)[] = [
        () => (pos[['format', 'players', 'tiles', 'meeples', 'scores', 'rules'][rnd(6)]] = values[rnd(values.length)]),
        () => ((pos.tiles as Record<string, unknown>[])[rnd(2)][['x', 'y', 'tile', 'rot', 'extra'][rnd(5)]] = values[rnd(values.length)]),
        () => ((pos.meeples as Record<string, unknown>[])[0][['player', 'x', 'y', 'at', 'extra'][rnd(5)]] = values[rnd(values.length)]),
        () => (pos.tiles as unknown[]).push(values[rnd(values.length)]),
        () => (pos.meeples as unknown[]).push(values[rnd(values.length)]),
      ];
      paths[rnd(paths.length)]();
      const r = checkPosition(pos);
      expect(typeof r.ok).toBe('boolean');
      const f = fitRotations(pos, 'V', 0, 1);
      expect(typeof f.ok).toBe('boolean');
    }
  });
});
