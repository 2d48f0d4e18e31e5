/** Rule options. Every option changes the engine's answers; see docs/rules-notes.md. */
export type FarmScoring = 'third-edition' | 'first-edition';

export interface Rules {
  /** Meeples may be placed in fields as farmers, and farms score at the end. */
  farmers: boolean;
  /** Meeples each player owns (7 in the base game, 5 in the print-and-play demo). */
  meeples: number;
  /** Historical rule: a completed city of two tiles scores 2, and its pennants 1 each. */
  smallCity: boolean;
  /** How farms score at the end of the game. */
  farmScoring: FarmScoring;
  /** Unfinished roads, cities and cloisters score at the end (false: the house rule where they score nothing). */
  incompleteScore: boolean;
}

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  farmers: true,
  meeples: 7,
  smallCity: false,
  farmScoring: 'third-edition',
  incompleteScore: true,
});

export const MAX_MEEPLES_PER_PLAYER = 15;
export const MAX_PLAYERS = 6;

export function withDefaults(partial: Partial<Rules> | undefined): Rules {
  return { ...DEFAULT_RULES, ...(partial ?? {}) };
}

/** The options that differ from the defaults (what a position file needs to say). */
export function nonDefaultRules(rules: Rules): Partial<Rules> {
  const out: Partial<Rules> = {};
  for (const key of Object.keys(DEFAULT_RULES) as (keyof Rules)[]) {
    if (rules[key] !== DEFAULT_RULES[key]) (out as Record<string, unknown>)[key] = rules[key];
  }
  return out;
}
