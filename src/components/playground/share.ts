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
import type { Position, Result } from '../../worker/api';
import type { AnyResult, PageResult } from '../ui/words';
import { printable } from '../ui/words';

export { MAX_LINK_CHARS, MAX_POSITION_BYTES };

export { printable };

/** The name offered for an exported board. */
export const EXPORT_FILE_NAME = 'carcassonne-board.json';
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
  | { kind: 'link'; result: Result<Position> };

/**
 * What the page's hash asks for. Anything that is not an in-page anchor is
 * taken as a board code, so random text, a truncated or an oversized code all
 * come back as a refusal naming what is wrong (decodeLink checks the length
 * before it looks at anything else).
 */
export function readLinkHash(hash: string, isAnchor: (id: string) => boolean = () => false): HashReading {
  const code = hash.startsWith('#') ? hash.slice(1) : hash;
  if (code === '') return { kind: 'none' };
  // Only short codes can be anchors; a huge hash is never looked up.
  if (code.length <= 64 && !/^c\d+\//.test(code) && /^[A-Za-z][\w-]*$/.test(code) && isAnchor(code)) {
    return { kind: 'none' };
  }
  return { kind: 'link', result: decodeLink(code) };
}

/**
 * The board code in this page's address, read once: when the hash is a code
 * (not an in-page anchor) it is taken out of the address, so a reload
 * afterwards shows the page's saved board rather than the link again.
 */
export function takeLinkHash(): HashReading {
  const reading = readLinkHash(window.location.hash, (id) => document.getElementById(id) !== null);
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


