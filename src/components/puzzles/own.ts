/**
 * Your own puzzles (issue 25): a mistake found by the playground's review,
 * turned into a puzzle played from the position where it was made ("Try it
 * again"). Kept in the browser beside the puzzle progress (ui/storage.ts,
 * entry 'puzzles/own'); their results go into the progress like any puzzle's
 * (progress.ts), under their own ids (`own-…`).
 *
 * How a try is judged:
 *   - `exact`: the tiles left allow the exact search, so the puzzle is an
 *     `endgame` puzzle and the trainer's solver judges it as it judges the
 *     collection's: every best move is right;
 *   - `strong`: the move is weighed as the review weighs one (Strong's best
 *     move and playouts on the same futures), and it is right when it is not
 *     a mistake by the review's measure: within STRONG_TOLERANCE points of
 *     Strong's best, or within the noise of the estimate.
 */
import type { GameFile, Position } from '../../worker/api';
import type { PuzzleMove } from '../../engine/puzzle';
import { browserStore, type Checked } from '../ui/storage';
import { localPath } from '../../i18n';

export const OWN_KEY = 'puzzles/own';
/** Every own puzzle's id begins so (the collection's never do). */
export const OWN_PREFIX = 'own-';
export const OWN_VERSION = 1;
/** The newest puzzles kept; an older one goes when a new one comes. */
export const MAX_OWN = 60;
/** A try is right when it loses no more than this against Strong's best (the review's own line for a mistake). */
export const STRONG_TOLERANCE = 1;

export type OwnJudge = 'exact' | 'strong';

export interface OwnPuzzle {
  /** `own-` and lowercase letters and digits. */
  id: string;
  /** The day it was made (YYYY-MM-DD). */
  made: string;
  judge: OwnJudge;
  /** The position before the mistake: the tile in hand and the tiles left in the bag, drawn at random. */
  position: Position;
  /** The move played in the game, and what it gave away against the best found (with the noise of that estimate). */
  played: PuzzleMove;
  loss: number;
  noise: number;
  /** The best move the review found, and its value: the expected final margin of the player to play. */
  best: PuzzleMove;
  value: number;
  /** Where it came from: move `move` of a game of `of` moves. */
  game: { move: number; of: number };
}

export interface OwnPuzzles {
  puzzles: OwnPuzzle[];
}

const ID = /^own-[a-z0-9]{1,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SPOT = /^(NW|NE|EN|ES|SE|SW|WS|WN|N|E|S|W|C)$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isMove(v: unknown): v is PuzzleMove {
  return isRecord(v) && isWhole(v.x) && isWhole(v.y) && isWhole(v.rot) && v.rot >= 0 && v.rot <= 3 && (v.meeple === null || (typeof v.meeple === 'string' && SPOT.test(v.meeple)));
}

/** A kept puzzle by shape (its position is checked by the engine when it is played). */
export function checkOwnPuzzle(v: unknown): v is OwnPuzzle {
  if (!isRecord(v) || typeof v.id !== 'string' || !ID.test(v.id) || typeof v.made !== 'string' || !DAY.test(v.made)) return false;
  if (v.judge !== 'exact' && v.judge !== 'strong') return false;
  if (!isRecord(v.position) || !Array.isArray(v.position.players) || typeof v.position.inHand !== 'string') return false;
  if (!isMove(v.played) || !isMove(v.best) || !isNumber(v.loss) || !isNumber(v.noise) || !isNumber(v.value)) return false;
  return isRecord(v.game) && isWhole(v.game.move) && isWhole(v.game.of) && v.game.move >= 1 && v.game.move <= v.game.of;
}

/** Whether stored data is a list of own puzzles this page reads; why not, in a few words. */
export function checkOwn(data: unknown, version: number): Checked<OwnPuzzles> {
  if (version !== OWN_VERSION) return { ok: false, reason: `version ${version}` };
  if (!isRecord(data) || !Array.isArray(data.puzzles)) return { ok: false, reason: 'no list of puzzles' };
  const bad = data.puzzles.findIndex((p) => !checkOwnPuzzle(p));
  if (bad >= 0) return { ok: false, reason: `puzzle ${bad + 1}` };
  return { ok: true, value: { puzzles: data.puzzles as OwnPuzzle[] } };
}

export type OwnRead = { puzzles: OwnPuzzle[]; notice: { kind: 'no-storage' } | { kind: 'damaged'; reason: string; keptAs: string } | null };

/** The puzzles kept in this browser, newest first (none when there are none, none can be kept, or they were damaged). */
export async function loadOwn(): Promise<OwnRead> {
  const store = browserStore();
  if (!store) return { puzzles: [], notice: { kind: 'no-storage' } };
  const read = await store.read(OWN_KEY, checkOwn);
  if (read.kind === 'ok') return { puzzles: read.value.puzzles, notice: null };
  if (read.kind === 'damaged') return { puzzles: [], notice: { kind: 'damaged', reason: read.reason, keptAs: read.keptAs } };
  return { puzzles: [], notice: null };
}

const samePosition = (a: OwnPuzzle, b: OwnPuzzle) => JSON.stringify(a.position) === JSON.stringify(b.position);

/**
 * The list with `p` first, cut to MAX_OWN. A puzzle of the same position (the same mistake tried again) gives way
 * to it, and `p` takes its id, so that how it went before stays with it.
 */
export function withOwn(list: readonly OwnPuzzle[], p: OwnPuzzle): OwnPuzzle[] {
  const before = list.find((q) => q.id === p.id || samePosition(q, p));
  const kept = before ? { ...p, id: before.id, made: before.made } : p;
  return [kept, ...list.filter((q) => q !== before)].slice(0, MAX_OWN);
}

/** Keep a new puzzle: the id it is kept under, or null when the browser refused (or what was kept could not be read, and is not overwritten). */
export async function addOwn(p: OwnPuzzle): Promise<string | null> {
  const store = browserStore();
  if (!store) return null;
  const read = await store.read(OWN_KEY, checkOwn);
  const list = read.kind === 'ok' ? read.value.puzzles : [];
  const next = withOwn(list, p);
  return store.write(OWN_KEY, { puzzles: next }, OWN_VERSION).ok ? next[0].id : null;
}

/**
 * The game of one move from a position (its tile in hand, its tiles to come): how a puzzle judged by Strong has a
 * move weighed, by the review of that game (the worker's `review`), as the review of the whole game weighed it.
 */
export function oneMoveGame(position: Position, move: { tile: string; x: number; y: number; rot: number; meeple: string | null }): GameFile {
  const bag = [...(position.inHand !== undefined ? [position.inHand] : []), ...(position.remaining ?? [])];
  const file: GameFile = {
    format: 'carcassonne-game/1',
    players: [...position.players],
    start: { tiles: position.tiles.map((t) => ({ ...t })), remaining: bag },
    moves: [{ tile: move.tile, x: move.x, y: move.y, rot: move.rot, ...(move.meeple ? { meeple: move.meeple } : {}) }],
  };
  if (position.rules && Object.keys(position.rules).length) file.rules = { ...position.rules };
  if (position.colors && Object.keys(position.colors).length) file.colors = { ...position.colors };
  if (position.meeples?.length) file.start!.meeples = position.meeples.map((m) => ({ ...m }));
  if (position.scores && Object.values(position.scores).some((s) => s !== 0)) file.start!.scores = { ...position.scores };
  if (position.toPlay !== undefined) file.start!.toPlay = position.toPlay;
  return file;
}

/** A new puzzle's id: the time and a random part, in base 36. */
export function newOwnId(now = Date.now(), random = Math.random()): string {
  return `${OWN_PREFIX}${now.toString(36)}${Math.floor(random * 36 ** 4).toString(36).padStart(4, '0')}`;
}

/** The address of an own puzzle's page, in the page's language. */
export const ownHref = (id: string): string => `${localPath('/puzzles/yours/')}?id=${encodeURIComponent(id)}`;
