/**
 * Compact, URL-safe position codes for share links (docs/position-format.md, "Share links").
 *
 *   c2/red~blue/D00.0_L01.0/1W1.0/10~7/1/f0m5/K/AUV/r
 *   |  |        |           |      |    |    | |   draw: "r" random, empty in order
 *   |  |        |           |      |    |    | remaining: tile letters in order (empty: none)
 *   |  |        |           |      |    |    in hand: a tile letter (empty: none)
 *   |  |        |           |      |    | rules that differ from the defaults
 *   |  |        |           |      |    player to play (index)
 *   |  |        |           |      scores, in player order
 *   |  |        |           meeples: player index, spot, x.y
 *   |  |        tiles: letter, rotation, x.y
 *   |  players (URI-encoded names)
 *   version
 *
 * A position that gives players' colours (its `colors`) is written as c3: the
 * same ten parts and an eleventh, one letter per player in player order
 * (COLOR_LETTERS: y r g b k p, "-" for a player given none), e.g. "c3/…/r/-g".
 * Without colours the code stays c2, so pages made before c3 still open it.
 * Version c1 (links made before the tile in hand and the tiles to come) has
 * the first seven parts only; it still decodes. Decoding never throws: it returns a position (still to be checked by
 * readFor) or a `bad-link` error naming the damaged part.
 */
import { fail, ok, type Result } from './result';
import type { Position } from './notation';
import { POSITION_FORMAT } from './notation';
import { DEFAULT_RULES, type Rules } from './rules';
import { COLOR_LETTERS, COLOR_NAMES, colorName } from './colors';

/** Longest code decoded; a full 72-tile game with 42 meeples needs under 1.5 KB. */
export const MAX_LINK_CHARS = 8 * 1024;

const TILE_RE = /^([A-X])([0-3])(-?\d{1,5})\.(-?\d{1,5})$/;
const MEEPLE_RE = /^(\d)(NW|NE|EN|ES|SE|SW|WS|WN|N|E|S|W|C)(-?\d{1,5})\.(-?\d{1,5})$/;

export function encodeLink(pos: Position): string {
  const names = pos.players.map((n) => encodeURIComponent(n).replace(/~/g, '%7E')).join('~');
  const tiles = pos.tiles.map((t) => `${t.tile}${t.rot}${t.x}.${t.y}`).join('_');
  const meeples = (pos.meeples ?? []).map((m) => `${pos.players.indexOf(m.player)}${m.at}${m.x}.${m.y}`).join('_');
  const scores = pos.players.map((n) => (pos.scores && Object.hasOwn(pos.scores, n) ? pos.scores[n] : 0)).join('~');
  const toPlay = Math.max(0, pos.toPlay === undefined ? 0 : pos.players.indexOf(pos.toPlay));
  const r = { ...DEFAULT_RULES, ...(pos.rules ?? {}) };
  let rules = '';
  if (r.farmers !== DEFAULT_RULES.farmers) rules += 'f0';
  if (r.meeples !== DEFAULT_RULES.meeples) rules += `m${r.meeples}`;
  if (r.smallCity !== DEFAULT_RULES.smallCity) rules += 's1';
  if (r.farmScoring !== DEFAULT_RULES.farmScoring) rules += 'e1';
  if (r.incompleteScore !== DEFAULT_RULES.incompleteScore) rules += 'i0';
  const inHand = pos.inHand ?? '';
  const remaining = (pos.remaining ?? []).join('');
  const draw = pos.draw === 'random' && remaining ? 'r' : '';
  const parts = [names, tiles, meeples, scores, String(toPlay), rules, inHand, remaining, draw];
  const colors = pos.players.map((n) => {
    const c = pos.colors && Object.hasOwn(pos.colors, n) ? colorName(pos.colors[n]) : null;
    return c === null ? '-' : COLOR_LETTERS[c];
  }).join('');
  return /[^-]/.test(colors) ? ['c3', ...parts, colors].join('/') : ['c2', ...parts].join('/');
}

const LETTER_COLOR = new Map(COLOR_NAMES.map((c) => [COLOR_LETTERS[c], c]));

/** Parts of a code by version. */
const LINK_PARTS: Record<string, number> = { c1: 7, c2: 10, c3: 11 };

export function decodeLink(code: unknown): Result<Position> {
  if (typeof code !== 'string') return fail('bad-link', { problem: 'no-code' });
  if (code.length > MAX_LINK_CHARS) return fail('bad-link', { problem: 'too-long', length: code.length, max: MAX_LINK_CHARS });
  const parts = code.split('/');
  const version = parts[0];
  if (!Object.hasOwn(LINK_PARTS, version)) return fail('bad-link', { problem: 'version' });
  if (parts.length !== LINK_PARTS[version]) return fail('bad-link', { problem: 'parts', count: parts.length, version, expected: LINK_PARTS[version] });
  const [, namesPart, tilesPart, meeplesPart, scoresPart, toPlayPart, rulesPart, handPart = '', remainingPart = '', drawPart = '', colorsPart] = parts;
  if (!/^[A-X]?$/.test(handPart) || !/^[A-X]*$/.test(remainingPart) || !/^r?$/.test(drawPart)) {
    return fail('bad-link', { problem: 'hand', text: `${handPart}/${remainingPart}/${drawPart}`.slice(0, 40) });
  }

  const players: string[] = [];
  for (const raw of namesPart.split('~')) {
    try {
      players.push(decodeURIComponent(raw));
    } catch {
      return fail('bad-link', { problem: 'name', text: raw.slice(0, 40) });
    }
  }

  let colors: Record<string, string> | null = null;
  if (colorsPart !== undefined) {
    if (!/^[yrgbkp-]+$/.test(colorsPart) || colorsPart.length !== players.length || !/[^-]/.test(colorsPart)) {
      return fail('bad-link', { problem: 'colors', text: colorsPart.slice(0, 20) });
    }
    // Two players of one colour are left to the position's reader to refuse, naming them.
    colors = Object.create(null) as Record<string, string>;
    for (let i = 0; i < players.length; i++) {
      const c = LETTER_COLOR.get(colorsPart[i]);
      if (c) colors[players[i]] = c;
    }
  }

  const tiles: Position['tiles'] = [];
  if (tilesPart) {
    const items = tilesPart.split('_');
    for (let i = 0; i < items.length; i++) {
      const m = TILE_RE.exec(items[i]);
      if (!m) return fail('bad-link', { problem: 'tile', index: i + 1, text: items[i].slice(0, 20) });
      tiles.push({ tile: m[1], rot: Number(m[2]), x: Number(m[3]), y: Number(m[4]) });
    }
  }

  const meeples: NonNullable<Position['meeples']> = [];
  if (meeplesPart) {
    const items = meeplesPart.split('_');
    for (let i = 0; i < items.length; i++) {
      const m = MEEPLE_RE.exec(items[i]);
      if (!m) return fail('bad-link', { problem: 'meeple', index: i + 1, text: items[i].slice(0, 20) });
      const p = Number(m[1]);
      if (p >= players.length) return fail('bad-link', { problem: 'meeple-player', index: i + 1, player: p + 1, players: players.length });
      meeples.push({ player: players[p], at: m[2] as never, x: Number(m[3]), y: Number(m[4]) });
    }
  }

  const scores: Record<string, number> = Object.create(null);
  const scoreItems = scoresPart ? scoresPart.split('~') : [];
  if (scoreItems.length > players.length) return fail('bad-link', { problem: 'too-many-scores' });
  for (let i = 0; i < scoreItems.length; i++) {
    if (!/^\d{1,6}$/.test(scoreItems[i])) return fail('bad-link', { problem: 'score', index: i + 1, text: scoreItems[i].slice(0, 20) });
    scores[players[i]] = Number(scoreItems[i]);
  }

  if (!/^\d$/.test(toPlayPart) || Number(toPlayPart) >= players.length) return fail('bad-link', { problem: 'to-play' });

  const rules: Partial<Rules> = {};
  const ruleRe = /^(?:f0|m\d{1,2}|s1|e1|i0)*$/;
  if (!ruleRe.test(rulesPart)) return fail('bad-link', { problem: 'rules', text: rulesPart.slice(0, 20) });
  for (const [, key, val] of rulesPart.matchAll(/([fmsei])(\d+)/g)) {
    if (key === 'f') rules.farmers = false;
    if (key === 'm') rules.meeples = Number(val);
    if (key === 's') rules.smallCity = true;
    if (key === 'e') rules.farmScoring = 'first-edition';
    if (key === 'i') rules.incompleteScore = false;
  }

  const pos: Position = {
    format: POSITION_FORMAT,
    players,
    ...(colors ? { colors: { ...colors } } : {}),
    tiles,
    meeples,
    scores: { ...scores },
    toPlay: players[Number(toPlayPart)],
  };
  if (Object.keys(rules).length) pos.rules = rules;
  if (handPart) pos.inHand = handPart;
  if (remainingPart) {
    pos.remaining = [...remainingPart];
    if (drawPart) pos.draw = 'random';
  }
  return ok(pos);
}
