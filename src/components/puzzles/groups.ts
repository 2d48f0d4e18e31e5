/**
 * The solution's list of values, with equal moves grouped: moves of the same
 * value make one row, "6 moves score nothing", instead of six identical rows,
 * with what they do when it is the same for all of them. Pure.
 */

export interface Group<M> {
  value: number;
  /** What the moves do when it is the same for all of them (in words); null when it differs or the solver gave no reasons. */
  why: string | null;
  /** In the order they came, best first. */
  moves: M[];
}

/** Values equal to two decimals (averages over random draws) count as equal. */
const key = (value: number) => Math.round(value * 100);

/** Groups of moves of equal value, in the order of each group's first move. */
export function groupMoves<M extends { value: number }>(moves: readonly M[], whyOf: (m: M) => string | null): Group<M>[] {
  const groups = new Map<number, Group<M>>();
  for (const m of moves) {
    const why = whyOf(m);
    const g = groups.get(key(m.value));
    if (!g) groups.set(key(m.value), { value: m.value, why, moves: [m] });
    else {
      g.moves.push(m);
      if (g.why !== why) g.why = null;
    }
  }
  return [...groups.values()];
}
