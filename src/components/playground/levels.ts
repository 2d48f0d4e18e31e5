/** The computer's levels as the playground offers them (docs/engine.md, "The computer"), and Strong's time per move. */
import type { Level } from '../../worker/api';

/** The levels in the order offered, and the level a game starts with. */
export const LEVEL_CHOICES: readonly Level[] = ['beginner', 'club', 'strong'];
export const DEFAULT_LEVEL: Level = 'strong';
/** Strong's times per move offered, in seconds; the first is the default. */
export const STRONG_SECONDS = [1, 2, 5, 10] as const;
export const DEFAULT_STRONG_MS = 1000;
