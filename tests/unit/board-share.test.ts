/**
 * The playground's share-link and position-file helpers
 * (src/components/playground/share.ts, boards.ts), with the engine's validator standing in
 * for the worker's `validate`.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_LINK_CHARS,
  MAX_POSITION_BYTES,
  checkFileSize,
  linkFor,
  nestingDepth,
  parsePositionJson,
  positionFileText,
  printable,
  readLinkHash,
} from '../../src/components/playground/share';
import { isUntouched, sameBoard } from '../../src/components/playground/boards';
import { validatePosition } from '../../src/engine/api';
import { errorText } from '../../src/components/ui/errorText';
import type { Position } from '../../src/worker/api';

const canonical = (pos: unknown): Position => {
  const r = validatePosition(pos);
  if (!r.ok) throw new Error(errorText(r.error));
  return r.value;
};

const start = canonical({ format: 'carcassonne-position/1', players: ['Red', 'Blue'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }] });
const played = canonical({
  format: 'carcassonne-position/1',
  players: ['Ann <b>', 'Bo~b/#?'],
  tiles: [
    { x: 0, y: 0, tile: 'D', rot: 0 },
    { x: 0, y: -1, tile: 'E', rot: 2 },
    { x: 1, y: 0, tile: 'U', rot: 1 },
  ],
  meeples: [{ player: 'Bo~b/#?', x: 1, y: 0, at: 'E' }],
  scores: { 'Ann <b>': 4, 'Bo~b/#?': 0 },
  toPlay: 'Ann <b>',
  rules: { farmers: false },
});

/** Decode a link the way the page does: the hash, then the engine's validator. */
function open(url: string): Position {
  const reading = readLinkHash(new URL(url).hash);
  if (reading.kind !== 'link') throw new Error('no board in the link');
  if (!reading.result.ok) throw new Error(errorText(reading.result.error));
  return canonical(reading.result.value);
}

describe('share links', () => {
  it('round-trips a board through the page address, names and rules included', () => {
    const url = linkFor(played, 'https://example.test/playground/?x=1#old');
    expect(url.startsWith('https://example.test/playground/?x=1#c2/')).toBe(true);
    expect(url).not.toContain('#old');
    // Nothing in the code needs escaping in an address.
    expect(new URL(url).hash).toBe(url.slice(url.indexOf('#')));
    const back = open(url);
    expect(back).toEqual(played);
    expect(sameBoard(back, played)).toBe(true);
  });

  it('ignores an empty hash and in-page anchors, but not random text', () => {
    const anchors = new Set(['main']);
    const isAnchor = (id: string) => anchors.has(id);
    expect(readLinkHash('', isAnchor)).toEqual({ kind: 'none' });
    expect(readLinkHash('#', isAnchor)).toEqual({ kind: 'none' });
    expect(readLinkHash('#main', isAnchor)).toEqual({ kind: 'none' });
    const random = readLinkHash('#hello-there', isAnchor);
    expect(random.kind).toBe('link');
    if (random.kind === 'link') {
      expect(random.result.ok).toBe(false);
      if (!random.result.ok) expect(errorText(random.result.error)).toMatch(/should start with "c2\/"/);
    }
  });

  it('names what is wrong with a damaged link', () => {
    const code = linkFor(played, 'https://example.test/p/');
    const cases: [string, RegExp][] = [
      [code.slice(0, code.lastIndexOf('/')), /has 9 parts separated by "\/"; a "c2\/" code has 10\./],
      [code.replace('D00.0', 'Z00.0'), /Tile 1 in the link, "Z00\.0", is not a tile code/],
      [code.replace('1E1.0', '7E1.0'), /Meeple 1 in the link belongs to player 8, but there are only 2 players/],
      ['https://example.test/p/#c1/%E0%A4%A/D00.0//0/0/', /player name "%E0%A4%A" in the link is damaged/],
    ];
    for (const [url, message] of cases) {
      const reading = readLinkHash(new URL(url).hash);
      expect(reading.kind, url).toBe('link');
      if (reading.kind !== 'link') continue;
      expect(reading.result.ok, url).toBe(false);
      if (!reading.result.ok) expect(errorText(reading.result.error)).toMatch(message);
    }
  });

  it('leaves the meaning to the engine: a link that decodes can still be refused by the validator', () => {
    // E upright above the start tile: its field faces the start tile's city. It decodes, but the edges do not match.
    const reading = readLinkHash('#c1/Red~Blue/D00.0_E00.-1//0~0/0/');
    expect(reading.kind).toBe('link');
    if (reading.kind !== 'link' || !reading.result.ok) throw new Error('should decode');
    const checked = validatePosition(reading.result.value);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(errorText(checked.error)).toBe(
        'The position is not valid: Tile 2 (E at (0, -1)): its south side is a field, but the north side of tile 1 (D at (0, 0)) is a city.',
      );
  });

  it('refuses an oversized hash by its length, before decoding it', () => {
    const huge = `#c1/${'x'.repeat(1024 * 1024)}`;
    const reading = readLinkHash(huge, () => {
      throw new Error('a huge hash must not be looked up as an anchor');
    });
    expect(reading.kind).toBe('link');
    if (reading.kind === 'link' && !reading.result.ok) {
      expect(errorText(reading.result.error)).toContain(`the longest a board needs is ${MAX_LINK_CHARS}`);
    } else {
      throw new Error('a 1 MB hash must be refused');
    }
  });
});

describe('position files', () => {
  it('writes a pretty-printed carcassonne-position/1 file that reads back the same', () => {
    const text = positionFileText(played);
    expect(text.startsWith('{\n  "format": "carcassonne-position/1",\n')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
    const parsed = parsePositionJson(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(canonical(parsed.value)).toEqual(played);
  });

  it('refuses a file by its size before reading it', () => {
    expect(checkFileSize(6_000)).toEqual({ ok: true, value: null });
    expect(checkFileSize(MAX_POSITION_BYTES)).toEqual({ ok: true, value: null });
    const big = checkFileSize(10 * 1024 * 1024);
    expect(big.ok).toBe(false);
    if (!big.ok) expect(errorText(big.error)).toBe('The file is 10.0 MB; a position file can be at most 256 KB (a whole game needs about 6 KB).');
    const over = checkFileSize(MAX_POSITION_BYTES + 1);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(errorText(over.error)).toMatch(/^The file is 256 KB; a position file can be at most 256 KB/);
    const empty = checkFileSize(0);
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(errorText(empty.error)).toBe('The file is empty.');
    expect(checkFileSize(Number.NaN).ok).toBe(false);
  });

  it('says why text is not a position: not JSON, too long, or the engine’s reason with the place', () => {
    const notJson = parsePositionJson('{"format": "carcassonne-position/1",');
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(errorText(notJson.error)).toMatch(/^This is not valid JSON: /);

    const long = parsePositionJson(' '.repeat(MAX_POSITION_BYTES + 1));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(errorText(long.error)).toMatch(/a position can be at most 256 KB/);

    const mismatched = parsePositionJson(
      JSON.stringify({
        format: 'carcassonne-position/1',
        players: ['Red', 'Blue'],
        tiles: [
          { x: 0, y: 0, tile: 'D', rot: 0 },
          { x: 1, y: 0, tile: 'E', rot: 0 },
        ],
      }),
    );
    expect(mismatched.ok).toBe(true);
    if (!mismatched.ok) return;
    const checked = validatePosition(mismatched.value);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(errorText(checked.error)).toBe(
        'The position is not valid: Tile 1 (D at (0, 0)): its east side is a road, but the west side of tile 2 (E at (1, 0)) is a field.',
      );
    }
  });

  it('measures nesting without recursion and refuses text nested deeper than a position can be', () => {
    expect(nestingDepth(positionFileText(played))).toBe(3);
    expect(nestingDepth('{"a": "[[[[{{{{", "b": "\\"}')).toBe(1);
    expect(nestingDepth('"no brackets"')).toBe(0);
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(nestingDepth(deep)).toBe(100_000);
    const r = parsePositionJson(deep);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(errorText(r.error)).toBe('This file nests lists and objects 100000 levels deep; a position needs no more than 3.');
    // A little deeper than a position is left to the engine, which names the field.
    const odd = parsePositionJson('{"format": "carcassonne-position/1", "players": [["Red"]], "tiles": []}');
    expect(odd.ok).toBe(true);
    if (odd.ok) {
      const checked = validatePosition(odd.value);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(errorText(checked.error)).toBe('In player 1: expected text but found a list.');
    }
  });

  it('never lets control characters from a binary file into a message', () => {
    const binary = String.fromCharCode(0, 1, 2, 0x1b, 0x7f, 0x89, 0xfffd) + 'PNG';
    const r = parsePositionJson(binary);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(errorText(r.error)).toMatch(/^This is not valid JSON/);
      // eslint-disable-next-line no-control-regex
      expect(errorText(r.error)).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
    }
    expect(printable('a\u0000b\tc\nd')).toBe('a�b\tc\nd');
  });
});

describe('keeping the board that is replaced', () => {
  it('a board nobody has played on is not worth keeping; any other is', () => {
    expect(isUntouched(start)).toBe(true);
    expect(isUntouched(played)).toBe(false);
    expect(isUntouched({ ...start, scores: { Red: 3, Blue: 0 } })).toBe(false);
    expect(isUntouched({ ...start, toPlay: 'Blue' })).toBe(false);
  });

  it('the same board is recognised whatever the order of fields', () => {
    const reordered = canonical(JSON.parse(JSON.stringify({ toPlay: played.toPlay, ...played })));
    expect(sameBoard(reordered, played)).toBe(true);
    expect(sameBoard(start, played)).toBe(false);
    expect(sameBoard(start, { ...start, toPlay: 'Blue' })).toBe(false);
  });
});
