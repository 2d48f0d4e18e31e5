/** The players: scores so far and at the end, meeples left, who plays; the number of players; a new board. */
import type { Position, ScoreReport } from '../../worker/api';
import { PLAYER_COLORS, type PlayerColorName } from '../tiles/colors';
import { meeplesOnBoard, playerToPlay } from '../board/model';
import { COLOR_LETTER } from '../board/layers';
import { bt } from '../board/strings';
import { playerLabel } from '../../i18n';
import '../../i18n/playground';

const DEFAULT_MEEPLES = 7;

interface Props {
  position: Position;
  score: ScoreReport | null;
  colors: Readonly<Record<string, PlayerColorName>>;
  onPlayers: (n: number) => void;
  onReset: () => void;
  /** A game from the bag is under way: its players are fixed until a new game. */
  inGame?: boolean;
}

/** A choice of 2 to 6 players (the scores panel's, and the new game's). */
export function PlayerCount({ label, value, onChange, testId, locked }: { label: string; value: number; onChange: (n: number) => void; testId: string; locked?: string }) {
  return (
    <label class="pg__count" title={locked}>
      <span>{label}</span>
      <select value={String(value)} disabled={locked !== undefined} aria-description={locked} onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value))} data-testid={testId}>
        {[2, 3, 4, 5, 6].map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function ScoresPanel({ position, score, colors, onPlayers, onReset, inGame = false }: Props) {
  const toPlay = playerToPlay(position);
  const onBoard = meeplesOnBoard(position);
  const each = position.rules?.meeples ?? DEFAULT_MEEPLES;
  return (
    <section class="pg__panel" aria-labelledby="pg-players">
      <div class="pg__panel-head">
        <h2 id="pg-players">{bt('playground.scores')}</h2>
        <PlayerCount label={bt('playground.playerCount')} value={position.players.length} onChange={onPlayers} testId="player-count" locked={inGame ? bt('playground.playersLocked') : undefined} />
      </div>
      <table class="pg__scores" data-testid="scores">
        <thead>
          <tr>
            <th scope="col">{bt('playground.col.player')}</th>
            <th scope="col">{bt('playground.col.score')}</th>
            <th scope="col">{bt('playground.col.final')}</th>
            <th scope="col">{bt('playground.col.meeples')}</th>
          </tr>
        </thead>
        <tbody>
          {position.players.map((p) => {
            const name = colors[p];
            const c = PLAYER_COLORS[name];
            return (
              <tr key={p} class={p === toPlay ? 'is-to-play' : undefined} data-player={p}>
                <th scope="row">
                  <span class="pg__swatch" style={{ background: c.fill, borderColor: c.outline, color: name === 'yellow' || name === 'pink' ? '#222' : '#fff' }} aria-hidden="true" data-letter={COLOR_LETTER[name]} />
                  {playerLabel(p)}
                  {p === toPlay && <span class="pg__to-play">{bt('playground.toPlay')}</span>}
                </th>
                <td data-testid={`score-${p}`}>{position.scores?.[p] ?? 0}</td>
                <td data-testid={`final-${p}`}>{score ? (score.total[p] ?? 0) : '…'}</td>
                <td>{Math.max(0, each - (onBoard[p] ?? 0))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div class="pg__actions">
        <button type="button" class="board__btn" onClick={onReset} data-testid="playground-reset">
          {bt('playground.reset')}
        </button>
        <p class="pg__muted">{bt('playground.playerCountNote')}</p>
      </div>
    </section>
  );
}
