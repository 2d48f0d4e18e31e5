/**
 * The game bar over the board: the players with their scores (whose turn it
 * is marked, the computer's seats named), what is happening now (the
 * computer thinking; the computer waiting after an undo, with the button that
 * lets it play; whose turn it is and the tile in hand), and the last move in
 * words, framed on the board. Always by the board, on a phone too.
 *
 * Screen readers hear each move of the computer once: from the board's status
 * line when it answers the person's turn, otherwise from this bar's live region
 * (`spoken`).
 */
import type { Position } from '../../worker/api';
import { PLAYER_COLORS, type PlayerColorName } from '../tiles/colors';
import { COLOR_LETTER } from '../board/layers';
import { playerToPlay } from '../board/model';
import { bt } from '../board/strings';
import { playerLabel } from '../../i18n';
import '../../i18n/playground';
import { moveText, seatName, type MoveNote } from './announce';
import type { GameState } from './game';

interface Props {
  position: Position;
  state: GameState;
  colors: Readonly<Record<string, PlayerColorName>>;
  /** The seats the computer plays. */
  computerSeats: readonly string[];
  /** The seat the computer is thinking for, or null. */
  thinking: string | null;
  /** A seat of the computer is to play and waits (after an undo) until asked. */
  waits: boolean;
  onResume: () => void;
  /** The move that made the board shown, if known. */
  last: MoveNote | null;
  /** A computer's move for screen readers, when the board's status line does not carry it. */
  spoken: string;
  /** At the end of a game, the totals after final scoring (null while they are worked out). */
  totals: Readonly<Record<string, number>> | null;
}

export default function GameBar({ position, state, colors, computerSeats, thinking, waits, onResume, last, spoken, totals }: Props) {
  const toPlay = playerToPlay(position);
  const tile = position.inHand;
  return (
    <section class={`pg__bar is-${state}`} aria-label={bt('game.players')} data-testid="game-bar">
      <ul class="pg__bar-players">
        {position.players.map((p) => {
          const name = colors[p];
          const c = PLAYER_COLORS[name];
          const computer = computerSeats.includes(p);
          const points = state === 'over' ? (totals ? (totals[p] ?? 0) : '…') : (position.scores?.[p] ?? 0);
          const current = state !== 'over' && p === toPlay;
          return (
            <li key={p} class={`pg__chip${current ? ' is-to-play' : ''}`} aria-current={current ? 'true' : undefined} data-testid={`bar-${p}`}>
              <span class="pg__swatch" style={{ background: c.fill, borderColor: c.outline, color: name === 'yellow' || name === 'pink' ? '#222' : '#fff' }} aria-hidden="true" data-letter={COLOR_LETTER[name]} />
              <span class="pg__chip-name">{playerLabel(p)}</span>
              {computer && <span class="pg__chip-tag">{bt('game.computerTag')}</span>}
              <span class="pg__chip-score" data-testid={`bar-score-${p}`}>
                {points}
              </span>
              {current && <span class="pg__to-play">{bt('playground.toPlay')}</span>}
            </li>
          );
        })}
      </ul>
      {state === 'playing' && (
        <div class="pg__bar-turn" data-testid="game-turn">
          {thinking ? (
            <p class="pg__thinking" role="status" data-testid="computer-thinking">
              <span class="pg__spinner" aria-hidden="true" />
              {bt('game.computerThinking', { player: thinking })}
            </p>
          ) : waits && tile ? (
            <p class="pg__waits" data-testid="computer-paused">
              <span>{bt('game.computerPaused', { player: toPlay, tile })}</span>
              <button type="button" class="board__btn is-primary" onClick={onResume} data-testid="computer-resume">
                {bt('game.computerResume', { player: toPlay })}
              </button>
            </p>
          ) : (
            <p class="pg__to-move" data-testid="game-to-play">
              {tile ? bt('game.toPlayTile', { player: seatName(toPlay, computerSeats.includes(toPlay)), tile }) : bt('game.toPlay', { player: toPlay })}
            </p>
          )}
        </div>
      )}
      {state !== 'free' && last && (
        <p class="pg__bar-last" data-testid="last-move">
          {bt('game.lastMove', { move: moveText(last, { framed: true, quiet: last.computer }) })}
        </p>
      )}
      <p class="visually-hidden" aria-live="polite" data-testid="game-spoken">
        {spoken}
      </p>
    </section>
  );
}
