/**
 * The puzzle's facts beside its board: the tile in hand and who plays it, the tiles to come (an endgame), the scores
 * on the board shown with what each player gained against the puzzle as set, and a notice about saved progress.
 */
import type { Position } from '../../worker/api';
import { TileSvg } from '../tiles/TileSvg';
import { playerLabel, t } from '../../i18n';
import '../../i18n/puzzles';
import type { Kept } from './progress';
import { noticeText } from './words';

interface PuzzleFactsProps {
  /** The puzzle as it was set. */
  start: Position;
  /** The board shown (after the move, or the line played out). */
  shown: Position;
  player: string;
  /** The tile is still in hand. */
  playing: boolean;
  notice: Kept['notice'];
}

export default function PuzzleFacts({ start, shown, player, playing, notice }: PuzzleFactsProps) {
  const hand = start.inHand ?? '';
  const scores = shown.scores ?? {};
  /** Points a player gained on the board shown, against the puzzle as it was set. */
  const gained = (name: string) => (scores[name] ?? 0) - (start.scores?.[name] ?? 0);
  const remaining = start.remaining ?? [];
  return (
    <div class="pz__facts">
      <p class="pz__to-play">
        <TileSvg letter={hand} rot={0} size={40} class="pz__hand" />
        <span>{playing ? t('puzzles.toPlay', { player, tile: hand }) : t('puzzles.played', { player, tile: hand })}</span>
      </p>
      {remaining.length > 0 && (
        <div class="pz__to-come">
          <p>{t(start.draw === 'random' ? 'puzzles.toCome.random' : 'puzzles.toCome.in-order')}</p>
          <ol class="pz__tiles">
            {remaining.map((tile, i) => (
              <li key={i}>
                <TileSvg letter={tile} rot={0} size={32} />
                <span class="visually-hidden">{t('puzzles.tileLabel', { tile })}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <dl class="pz__scores" aria-label={t('puzzles.scores')} data-testid="puzzle-scores">
        {start.players.map((name) => (
          <div key={name} class={name === player ? 'is-to-play' : undefined}>
            <dt>{playerLabel(name)}</dt>
            <dd>
              {scores[name] ?? 0}
              {gained(name) > 0 && <span class="pz__gain" data-testid="puzzle-gain">{` +${gained(name)}`}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {notice && (
        <p class="pz__muted" data-testid="puzzle-notice">
          {noticeText(notice)}
        </p>
      )}
    </div>
  );
}
