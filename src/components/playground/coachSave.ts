/**
 * What a saved game keeps beyond the board (storage.ts `coach`), read back:
 * loaded only when a save has it. The computer's level and time, and the aids'
 * switch, are kept when they are values the page offers; the game's record
 * when its start is a position the engine reads and its moves a game the
 * engine's game reader replays (otherwise it is left out with its review, and
 * the person is told why: the board comes back all the same); the review by
 * its outline (reviewCheck.ts checks the rest before it is shown).
 */
import type { GameFile, Position, Result } from '../../worker/api';
import { errorText, printable } from '../ui/words';
import { clip } from '../ui/text';
import { bt } from '../board/strings';
import '../../i18n/review';
import { ask } from './laterAsk';
import { gameFile } from './gameRecord';
import { LEVEL_CHOICES, STRONG_SECONDS } from './levels';
import type { CoachSave, SavedReview } from './storage';
import type { GameLog } from './gameLog';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A saved review by its outline: the fingerprint of the moves it reviewed and a list of moves. */
export function parseReview(data: unknown): SavedReview | null {
  if (!isObject(data) || typeof data.of !== 'string' || data.of.length > 40 || !isObject(data.review)) return null;
  const moves = data.review.moves;
  return Array.isArray(moves) && moves.length <= 72 ? (data as unknown as SavedReview) : null;
}

type Validate = (pos: unknown) => Promise<Result<Position>>;
/** The engine's game reader (the worker's `readGame`; tests give the engine's own). */
type ReadGame = (file: GameFile) => Promise<Result<unknown>> | Result<unknown>;

/** The engine's word on a saved record: null when it reads (start and moves), otherwise why not. */
async function logProblem(log: GameLog, validate: Validate, readGame: ReadGame): Promise<string | null> {
  try {
    const start = await validate(log.start);
    if (!start.ok) return errorText(start.error);
    const read = await readGame(gameFile({ ...log, start: start.value }));
    return read.ok ? null : errorText(read.error);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * A saved `coach` read back: what can be kept of it, and (when the game's record was left out) a sentence saying
 * why, to add to the notice that the board is back.
 */
export async function restoreCoach(
  raw: unknown,
  validate: Validate,
  readGame: ReadGame = (file) => ask('readGame', file),
): Promise<{ coach: CoachSave; dropped: string | null }> {
  const coach: CoachSave = {};
  if (!isObject(raw)) return { coach, dropped: null };
  if ((LEVEL_CHOICES as readonly unknown[]).includes(raw.level)) coach.level = raw.level as CoachSave['level'];
  if (STRONG_SECONDS.some((s) => s * 1000 === raw.strongMs)) coach.strongMs = raw.strongMs as number;
  if (typeof raw.aids === 'boolean') coach.aids = raw.aids;
  if (raw.log === undefined) return { coach, dropped: null };
  const log = raw.log;
  const problem = isObject(log) && isObject(log.start) && Array.isArray(log.moves) && log.moves.length <= 72 ? await logProblem(log as unknown as GameLog, validate, readGame) : bt('playground.logShape');
  if (problem !== null) return { coach, dropped: bt('playground.logDropped', { reason: printable(clip(problem, 200)) }) };
  coach.log = log as unknown as GameLog;
  const review = parseReview(raw.review);
  if (review) coach.review = review;
  return { coach, dropped: null };
}
