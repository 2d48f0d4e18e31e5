/**
 * A puzzle of your own (/puzzles/yours/?id=…): a mistake from the playground's
 * review, kept in this browser (own.ts), played in the puzzle trainer. One
 * judged exactly is an `endgame` puzzle like the collection's; one judged by
 * Strong has its moves weighed as the review weighs a move (the worker's
 * `review` of that one move from the position), and is right within
 * STRONG_TOLERANCE points of Strong's best or the noise of the estimate.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Puzzle } from '../../engine/puzzle';
import type { SolveReport } from '../../worker/api';
import { reviewGame } from '../../worker/client';
import type { TurnMove } from '../board/types';
import { playerToPlay } from '../board/model';
import { localPath, t } from '../../i18n';
import '../../i18n/puzzles';
import PuzzleTrainer, { type StrongJudge } from './PuzzleTrainer';
import { loadOwn, oneMoveGame, STRONG_TOLERANCE, type OwnPuzzle, type OwnRead } from './own';
import { moveText, noticeText, type MoveLike } from './words';

/** The trainer's puzzle for an own puzzle: an endgame puzzle whose best move is the review's. */
export function ownAsPuzzle(p: OwnPuzzle): Puzzle {
  const tile = p.position.inHand ?? '';
  return {
    id: p.id,
    title: t('puzzles.own.title'),
    themes: [],
    difficulty: 2,
    objective: 'endgame',
    position: p.position,
    value: p.value,
    best: [{ ...p.best }],
    explanation: t('puzzles.own.explanation', { played: moveText(tile, p.played as MoveLike) }),
  };
}

/** The solution of a puzzle judged by Strong: the best move the review found, with its value, as the solver reports one. */
export function strongReport(p: OwnPuzzle): SolveReport {
  return {
    objective: 'endgame',
    tile: p.position.inHand ?? '',
    player: playerToPlay(p.position),
    value: p.value,
    best: [{ ...p.best, meeple: p.best.meeple as SolveReport['best'][number]['meeple'] }],
    moves: [{ ...p.best, meeple: p.best.meeple as SolveReport['best'][number]['meeple'], value: p.value }],
    remaining: p.position.remaining ?? [],
    draw: 'random',
    depth: 0,
    complete: true,
    nodes: 0,
    ms: 0,
  };
}

/** Strong's judge: the move weighed by the review of the one-move game, right when it is not a mistake. */
export function strongJudge(p: OwnPuzzle): StrongJudge {
  const seat = p.position.players.indexOf(playerToPlay(p.position));
  return {
    report: strongReport(p),
    weigh: async (move: TurnMove) => {
      const r = await reviewGame(oneMoveGame(p.position, { ...move, meeple: move.meeple ?? null }), { seats: [seat] });
      if (!r.ok) return r;
      const w = r.value.moves[0];
      if (!w || w.value === null || w.bestValue === null) return { ok: false, error: { code: 'internal', params: { call: 'review', detail: 'no value' } } };
      return { ok: true, value: { value: w.value, bestValue: w.bestValue, right: !w.mistake } };
    },
  };
}

export default function OwnPuzzlePage() {
  const [read, setRead] = useState<(OwnRead & { id: string | null }) | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('id');
    void loadOwn().then((r) => setRead({ ...r, id }));
  }, []);
  if (!read) {
    return (
      <div class="pz-own">
        <p class="pz__muted" data-testid="own-loading">
          …
        </p>
      </div>
    );
  }
  const p = read.puzzles.find((q) => q.id === read.id);
  if (!p) {
    return (
      <div class="pz-own" data-testid="own-missing">
        <p>{t('puzzles.own.missing')}</p>
        {read.notice && <p class="pz__muted">{noticeText(read.notice)}</p>}
        <p>
          <a href={localPath('/playground/')}>{t('puzzles.own.toPlayground')}</a>
        </p>
      </div>
    );
  }
  const tile = p.position.inHand ?? '';
  return (
    <div class="pz-own" data-testid="own-puzzle" data-judge={p.judge} data-id={p.id}>
      <p class="lead" data-testid="own-lead">
        {t('puzzles.own.lead', { move: p.game.move, of: p.game.of, player: playerToPlay(p.position), tile, count: Math.round(p.loss * 10) / 10 })}
      </p>
      <p class="pz__muted" data-testid="own-judge">
        {p.judge === 'exact' ? t('puzzles.own.judge.exact') : t('puzzles.own.judge.strong', { tolerance: String(STRONG_TOLERANCE) })}
      </p>
      <PuzzleTrainer puzzle={ownAsPuzzle(p)} order={[]} themes={[]} strong={p.judge === 'strong' ? strongJudge(p) : undefined} />
    </div>
  );
}
