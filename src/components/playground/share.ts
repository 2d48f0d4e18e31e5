/**
 * Share links and position files for the playground (pure helpers, no DOM).
 *
 *   linkFor(pos, 'https://site/playground/')  → 'https://site/playground/#c2/Red~Blue/D00.0//0~0/0////'
 *   readLinkHash('#c1/…', isAnchor)           → nothing to do, or the decoded board / the reason it is damaged
 *   positionFileText(pos)                      → the `carcassonne-position/1` file, pretty-printed
 *   parsePositionJson(text)                    → the file's JSON (size checked first), for the engine to validate
 *
 * Link codes are the engine's (src/engine/link.ts: `encodeLink`/`decodeLink`,
 * capped at MAX_LINK_CHARS before anything is decoded); files are checked by
 * size (MAX_POSITION_BYTES, before reading), then as JSON, then by the
 * engine. A decoded link or a parsed file is only a candidate: the caller
 * has the engine validate it (the worker's `validate`) before it reaches the
 * board.
 */
import { decodeLink, encodeLink, MAX_LINK_CHARS } from '../../engine/link';
import { MAX_POSITION_BYTES, withoutBom } from '../../engine/notation';
import type { GameFile, Level, Position, Result } from '../../worker/api';
import type { AnyResult, PageResult } from '../ui/words';
import { printable } from '../ui/words';
import type { GameLog, GameMoveEntry } from './gameLog';
import { gameFile, startBag } from './gameRecord';

export { MAX_LINK_CHARS, MAX_POSITION_BYTES };

export { printable };

/** The name offered for an exported board. */
export const EXPORT_FILE_NAME = 'carcassonne-board.json';
/** The name offered for an exported game record. */
export const GAME_FILE_NAME = 'carcassonne-game.json';
export const POSITION_MIME = 'application/json';

/** The page's address with the board's code as its hash (any earlier hash replaced). */
export function linkFor(pos: Position, pageUrl: string): string {
  const hashAt = pageUrl.indexOf('#');
  const base = hashAt >= 0 ? pageUrl.slice(0, hashAt) : pageUrl;
  return `${base}#${encodeLink(pos)}`;
}

export type HashReading =
  /** No hash, or a hash that is an ordinary in-page anchor (e.g. the skip link's #main). */
  | { kind: 'none' }
  /** A board code: decoded (still to be validated by the engine) or refused with the reason. */
  | { kind: 'link'; result: Result<Position> }
  /** A game code: the game record and the bag's order (still to be checked by the engine), or the reason in words. */
  | { kind: 'game'; result: GameLinkResult };

/**
 * What the page's hash asks for. Anything that is not an in-page anchor is
 * taken as a board code, so random text, a truncated or an oversized code all
 * come back as a refusal naming what is wrong (decodeLink checks the length
 * before it looks at anything else).
 */
/** What a page that opens boards only finds in its hash (a game's code is then a code it does not know). */
export type BoardHashReading = Exclude<HashReading, { kind: 'game' }>;

export function readLinkHash(hash: string, isAnchor?: (id: string) => boolean, games?: false): BoardHashReading;
export function readLinkHash(hash: string, isAnchor: (id: string) => boolean, games: true): HashReading;
export function readLinkHash(hash: string, isAnchor: (id: string) => boolean = () => false, games = false): HashReading {
  const code = hash.startsWith('#') ? hash.slice(1) : hash;
  if (code === '') return { kind: 'none' };
  // Only short codes can be anchors; a huge hash is never looked up.
  if (code.length <= 64 && !/^[cg]\d+\//.test(code) && /^[A-Za-z][\w-]*$/.test(code) && isAnchor(code)) {
    return { kind: 'none' };
  }
  // A page that opens games (the playground) reads a game's code; elsewhere it is a code this page does not know.
  if (games && code.startsWith(`${GAME_LINK_VERSION}/`)) return { kind: 'game', result: decodeGameLink(code) };
  return { kind: 'link', result: decodeLink(code) };
}

/**
 * The board code in this page's address, read once: when the hash is a code
 * (not an in-page anchor) it is taken out of the address, so a reload
 * afterwards shows the page's saved board rather than the link again.
 */
export function takeLinkHash(games?: false): BoardHashReading;
export function takeLinkHash(games: true): HashReading;
export function takeLinkHash(games = false): HashReading {
  const reading = games
    ? readLinkHash(window.location.hash, (id) => document.getElementById(id) !== null, true)
    : readLinkHash(window.location.hash, (id) => document.getElementById(id) !== null);
  if (reading.kind === 'none') return reading;
  try {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  } catch {
    /* the address keeps its hash; nothing else depends on it */
  }
  return reading;
}

/** A board as a position file: `carcassonne-position/1`, two-space indented, ending with a newline. */
export function positionFileText(pos: Position): string {
  return `${JSON.stringify(pos, null, 2)}\n`;
}

const sizeWords = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;

/** Refuse a file by its size alone, before a byte of it is read. */
export function checkFileSize(size: number): PageResult<null> {
  if (!Number.isFinite(size) || size < 0) return { ok: false, error: { code: 'bad-file', params: {} } };
  if (size === 0) return { ok: false, error: { code: 'empty-file', params: {} } };
  if (size > MAX_POSITION_BYTES) {
    return { ok: false, error: { code: 'file-too-large', params: { size: sizeWords(size), maxKb: MAX_POSITION_BYTES / 1024 } } };
  }
  return { ok: true, value: null };
}


/** How deep a position's JSON goes: the object, a list (tiles), an entry, its values. */
export const POSITION_NESTING = 3;
/** Deeper text is refused before parsing (a deep enough value cannot even be handed to the worker). */
const MAX_NESTING = 32;

/**
 * The deepest nesting of `[` and `{` in JSON text (outside strings), counted
 * without recursion, so even a file of 100 000 brackets is measured safely.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The first step of reading a position file: its size (again, as text), its
 * nesting depth and its JSON, as the engine's readPositionText does. The meaning (tiles, edges,
 * meeples…) is then checked by the engine's `validate` in the worker, whose
 * refusal names the problem and where it is ("Tile 3 (E at (0, -1)): its
 * south side is …"). Kept here rather than in the worker so that a file's
 * text is never copied to the worker just to be refused as not JSON.
 */
export function parsePositionJson(text: string): AnyResult<unknown> {
  if (text.length > MAX_POSITION_BYTES) {
    return { ok: false, error: { code: 'text-too-large', params: { size: sizeWords(text.length), maxKb: MAX_POSITION_BYTES / 1024 } } };
  }
  const depth = nestingDepth(text);
  if (depth > MAX_NESTING) {
    return { ok: false, error: { code: 'too-deep', params: { depth, max: POSITION_NESTING } } };
  }
  try {
    return { ok: true, value: JSON.parse(withoutBom(text)) as unknown };
  } catch (e) {
    return { ok: false, error: { code: 'bad-json', params: { problem: 'syntax', detail: printable((e as Error).message) } } };
  }
}

// ------------------------------------------------------------------ games in links and files

/**
 * A game's code for a share link:
 *
 *   g1/-s/V00.1S_U11.0_Ex/c2/Red~Blue/D00.0//0~0/0//E/VU…/
 *   |  |  |               the start as a board code (engine's encodeLink), its bag in the order drawn
 *   |  |  the moves: tile, rotation, x.y and the meeple's spot if any; "x" after the tile: set aside
 *   |  the computer's level for each player in turn: "-" a person, "b" beginner, "c" club, "s" strong
 *   version
 *
 * The start's bag lists the tiles drawn by the moves, in turn, then the tile in hand and the rest of the bag in the
 * order they will come, so that whoever opens the link goes on with the same tiles.
 */
export const GAME_LINK_VERSION = 'g1';
const LEVEL_LETTERS: Record<Level, string> = { beginner: 'b', club: 'c', strong: 's' };
const LETTER_LEVELS: Record<string, Level> = { b: 'beginner', c: 'club', s: 'strong' };
const MOVE_CODE = /^([A-X])(?:x|([0-3])(-?\d{1,5})\.(-?\d{1,5})(NW|NE|EN|ES|SE|SW|WS|WN|N|E|S|W|C)?)$/;

/** What is damaged in a game's code (the start's own problems are the engine's `bad-link`). */
export type GameLinkProblem =
  | { problem: 'parts'; count: number }
  | { problem: 'levels'; text: string }
  | { problem: 'move'; index: number; text: string }
  | { problem: 'short'; moves: number; tiles: number }
  | { problem: 'start'; error: Extract<Result<Position>, { ok: false }>['error'] };

export type GameLinkResult = { ok: true; value: { file: GameFile; order: string[] } } | { ok: false; error: GameLinkProblem };

/** The code of a game: the log's start and the moves that led to `pos` (gameLog.ts movesTo), the computer's levels, the bag's order now. */
export function encodeGameLink(log: GameLog, moves: readonly GameMoveEntry[], pos: Position, computer: Readonly<Record<string, Level>>): string {
  const order = [...moves.map((m) => m.tile), ...(pos.inHand !== undefined ? [pos.inHand] : []), ...(pos.remaining ?? [])];
  const [inHand, ...remaining] = order;
  const { inHand: _h, remaining: _r, draw: _d, ...board } = log.start;
  const start: Position = inHand === undefined ? board : remaining.length ? { ...board, inHand, remaining } : { ...board, inHand };
  const levels = log.start.players.map((p) => (Object.hasOwn(computer, p) ? LEVEL_LETTERS[computer[p]] : '-')).join('');
  const code = moves.map((m) => (m.discarded ? `${m.tile}x` : `${m.tile}${m.rot}${m.x}.${m.y}${m.meeple ?? ''}`)).join('_');
  return `${GAME_LINK_VERSION}/${levels}/${code}/${encodeLink(start)}`;
}

/** The page's address with a game's code as its hash. */
export function gameLinkFor(log: GameLog, moves: readonly GameMoveEntry[], pos: Position, computer: Readonly<Record<string, Level>>, pageUrl: string): string {
  const code = encodeGameLink(log, moves, pos, computer);
  const hashAt = pageUrl.indexOf('#');
  return `${hashAt >= 0 ? pageUrl.slice(0, hashAt) : pageUrl}#${code}`;
}

/** Read a game's code (never throws): the game file and the bag's order at the start, or what is damaged, in words. */
export function decodeGameLink(code: string): GameLinkResult {
  if (code.length > MAX_LINK_CHARS) return { ok: false, error: { problem: 'start', error: { code: 'bad-link', params: { problem: 'too-long', length: code.length, max: MAX_LINK_CHARS } } } };
  const parts = code.split('/');
  if (parts[0] !== GAME_LINK_VERSION || parts.length < 4) return { ok: false, error: { problem: 'parts', count: parts.length } };
  const [, levels, movesPart] = parts;
  const start = decodeLink(parts.slice(3).join('/'));
  if (!start.ok) return { ok: false, error: { problem: 'start', error: start.error } };
  const players = start.value.players;
  if (levels.length !== players.length || !/^[-bcs]*$/.test(levels)) return { ok: false, error: { problem: 'levels', text: printable(levels.slice(0, 12)) } };
  const moves: GameMoveEntry[] = [];
  for (const [i, text] of (movesPart === '' ? [] : movesPart.split('_')).entries()) {
    const m = MOVE_CODE.exec(text);
    if (!m) return { ok: false, error: { problem: 'move', index: i + 1, text: printable(text.slice(0, 24)) } };
    if (m[2] === undefined) moves.push({ tile: m[1], discarded: true });
    else moves.push({ tile: m[1], x: Number(m[3]), y: Number(m[4]), rot: Number(m[2]), ...(m[5] ? { meeple: m[5] } : {}) });
  }
  const computer: Record<string, Level> = {};
  players.forEach((p, i) => {
    if (levels[i] !== '-') computer[p] = LETTER_LEVELS[levels[i]];
  });
  const log: GameLog = { start: start.value, moves };
  const order = startBag(start.value);
  if (order.length < moves.length) return { ok: false, error: { problem: 'short', moves: moves.length, tiles: order.length } };
  return { ok: true, value: { file: gameFile(log, computer), order } };
}

/** A game as a `carcassonne-game/1` file, two-space indented, ending with a newline. */
export function gameFileText(file: GameFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Whether parsed JSON claims to be a game record (and goes to the engine's game reader rather than the position reader). */
export const isGameJson = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && !Array.isArray(data) && (data as Record<string, unknown>).format === 'carcassonne-game/1';
