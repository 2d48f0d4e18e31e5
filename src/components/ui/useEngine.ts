/**
 * How hosts (the playground, the dev host, later lessons, puzzles and the
 * checker) talk to the rules engine: `ask('legalMoves', pos, 'L')` calls the
 * worker through src/worker/client.ts and resolves to the method's Result;
 * `useEngine()` says whether the engine is up; `useLegal` keeps the legal
 * placements of the tile in hand; `answerTile` and `answerPlace` turn the
 * board's intents into accept / refuse answers. The board itself never calls these.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { callEngine } from '../../worker/client';
import type { EngineApi, Placement, Position } from '../../worker/api';
import type { Answer, TileMove, TurnMove } from '../board/types';
import { bt } from '../board/strings';
import { failureText, wordsOfError, type AnyError } from './words';

/** The words for a move refused on the board: loaded with the first refusal. */
export const refusalText = async (error: AnyError) => (await import('./boardWords')).boardErrorText(error);

export type Method = keyof EngineApi;

export function ask<K extends Method>(method: K, ...args: Parameters<EngineApi[K]>): Promise<ReturnType<EngineApi[K]>> {
  return callEngine((engine) => {
    const fn = engine[method] as unknown as (...a: Parameters<EngineApi[K]>) => Promise<ReturnType<EngineApi[K]>>;
    return fn(...args);
  });
}

export type EngineState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; reason: string };

/** Whether the engine has started (asked once per page). */
export function useEngine(): EngineState {
  const [state, setState] = useState<EngineState>({ kind: 'loading' });
  useEffect(() => {
    let alive = true;
    // Starting the worker is a task of its own, not part of the one that wakes the page.
    const id = setTimeout(() =>
      ask('distinctRotations', 'A').then(
        () => alive && setState({ kind: 'ready' }),
        (err: unknown) => alive && setState({ kind: 'failed', reason: failureText(err) }),
      ),
    );
    return () => {
      alive = false;
      clearTimeout(id);
    };
  }, []);
  return state;
}

/** The board's placeholder text for an engine that is not (yet) there. */
export function placeholderText(state: EngineState): string {
  return state.kind === 'failed' ? bt('board.engineFailed', { reason: state.reason }) : bt('board.loading');
}

export interface Legal {
  /** The placements of the tile in hand (null while asked); `rotations`: its distinct rotations. */
  placements: Placement[] | null;
  rotations: number[];
  /** The placements for exactly this position and tile, waiting for the engine if needed (never an answer about an older board). */
  current: (position: Position, tile: string) => Promise<Placement[]>;
  error: string | null;
}

export function useLegal(position: Position | null, tile: string | null, on = true): Legal {
  const [placements, setPlacements] = useState<Placement[] | null>(null);
  const [rotations, setRotations] = useState<number[]>([0, 1, 2, 3]);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<{ position: Position | null; tile: string | null; promise: Promise<Placement[]> } | null>(null);
  const fetch = (pos: Position, t: string) => ask('legalMoves', pos, t).then((r) => ({ r, list: r.ok ? r.value : [] }));
  useEffect(() => {
    if (!on || !position || !tile) {
      setPlacements(null);
      pending.current = null;
      return;
    }
    let alive = true;
    setPlacements(null);
    const promise = fetch(position, tile).then(async ({ r, list }) => {
      const reason = r.ok ? null : await wordsOfError(r.error);
      if (alive) {
        setPlacements(list);
        setError(reason);
      }
      return list;
    });
    pending.current = { position, tile, promise };
    // The same rotations as before (most tiles: all four) leave the host as it is.
    ask('distinctRotations', tile).then((r) => alive && r.ok && r.value.length && setRotations((old) => (old.join() === r.value.join() ? old : r.value)));
    return () => {
      alive = false;
    };
  }, [position, tile, on]);
  const current = (pos: Position, t: string) => {
    const p = pending.current;
    return p && p.position === pos && p.tile === t ? p.promise : fetch(pos, t).then(({ list }) => list);
  };
  return { placements, rotations, current, error };
}

/** A 'tile' intent answered from the legal placements; a refusal carries the engine's reason. */
export async function answerTile(position: Position, legal: readonly Placement[], move: TileMove): Promise<Answer> {
  const here = legal.filter((p) => p.x === move.x && p.y === move.y);
  const match = here.find((p) => p.rot === move.rot);
  if (match) return { accept: true, spots: match.spots };
  const r = await ask('explainMove', position, move);
  // Only placements from the engine's own list are played; one it does not list is refused here.
  if (r.ok) return { accept: false, reason: bt('board.notListed', { tile: move.tile }) };
  const other = here.length ? ` ${bt('board.hint.otherRotation', { tile: move.tile })}` : '';
  return { accept: false, reason: (await refusalText(r.error)) + other };
}

/** A 'place' intent: the engine plays the turn, or says why not. */
export async function playTurn(position: Position, move: TurnMove) {
  const r = await ask('place', position, move);
  return r.ok ? ({ ok: true, report: r.value } as const) : ({ ok: false, reason: await refusalText(r.error) } as const);
}
