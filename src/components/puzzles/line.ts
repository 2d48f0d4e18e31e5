/**
 * Playing a puzzle's answer out on the board: the position with a move's tile
 * and meeple set (before anything is scored), and for an endgame puzzle the
 * line after the player's move — each tile to come played in turn by the
 * player to play, each taking a move best for their own final margin, as the
 * solver values the puzzle — to the end, where the game is counted.
 *
 * The solver's report gives the value of each first move, not the line that
 * leads to it, so the line is found here a tile at a time: the position after
 * the moves so far is solved again (`endgame` with the tiles still to come, or
 * `final` for the last one) and its first best move is played. The engine is
 * passed in (the page's worker client, or the engine itself in tests).
 */
import type { PlaceReport, Position, Result, ScoreReport, SolveReport } from '../../worker/api';
import type { TurnMove } from '../board/types';

/** How long the page shows each step of a solution or a line before the next (none when motion is reduced). */
export const SHOW_STEP_MS = 900;

/** The position with a move's tile and meeple set on it, before anything is scored (positions name spots in board orientation). */
export function withMove(position: Position, move: TurnMove, player: string): Position {
  const { inHand: _inHand, ...rest } = position;
  return {
    ...rest,
    tiles: [...position.tiles, { x: move.x, y: move.y, tile: move.tile, rot: move.rot }],
    meeples: move.meeple ? [...(position.meeples ?? []), { player, x: move.x, y: move.y, at: move.meeple }] : position.meeples,
  };
}

export interface LineEngine {
  solve(position: Position, objective: 'endgame' | 'final'): Promise<Result<SolveReport>>;
  place(position: Position, move: TurnMove): Promise<Result<PlaceReport>>;
  score(position: Position): Promise<Result<ScoreReport>>;
}

/** One turn of the line: who played which tile where (null: it fitted nowhere and was set aside), and the board after it. */
export interface LineStep {
  player: string;
  tile: string;
  move: TurnMove | null;
  report: PlaceReport | null;
  position: Position;
}

export interface Line {
  steps: LineStep[];
  /** The final count after the last tile: each player's total. */
  totals: Record<string, number>;
  /** The puzzle player's total minus the best total of the others. */
  margin: number;
}

/** The player whose turn it is in a position. */
const toPlay = (p: Position): string => p.toPlay ?? p.players[0];

/**
 * The line after the puzzle player's move (`after`: the position the move left, with `remaining` still to
 * come), to the end of the tiles, and the final count. An error of the engine ends it with that error.
 */
export async function playLine(after: Position, player: string, engine: LineEngine): Promise<Result<Line>> {
  const steps: LineStep[] = [];
  let pos = after;
  for (let guard = 0; guard < 8 && (pos.remaining?.length ?? 0) > 0; guard++) {
    const [tile, ...rest] = pos.remaining!;
    const mover = toPlay(pos);
    const asked: Position = { ...pos, inHand: tile, remaining: rest };
    const solved = await engine.solve(asked, rest.length > 0 ? 'endgame' : 'final');
    if (!solved.ok) return solved;
    const best = solved.value.best[0];
    if (!best) {
      // The tile fits nowhere: it is set aside and the same player takes the next one.
      pos = { ...pos, remaining: rest };
      steps.push({ player: mover, tile, move: null, report: null, position: pos });
      continue;
    }
    const move: TurnMove = { tile, ...best };
    const played = await engine.place(asked, move);
    if (!played.ok) return played;
    pos = played.value.position;
    steps.push({ player: mover, tile, move, report: played.value, position: pos });
  }
  const scored = await engine.score(pos);
  if (!scored.ok) return scored;
  const totals = scored.value.total;
  const others = Object.entries(totals).filter(([name]) => name !== player);
  const margin = (totals[player] ?? 0) - (others.length ? Math.max(...others.map(([, v]) => v)) : 0);
  return { ok: true, value: { steps, totals, margin } };
}
