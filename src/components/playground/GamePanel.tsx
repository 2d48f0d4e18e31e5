/**
 * The game panel: start a real game from a shuffled bag (2–6 players, hot
 * seat, or seats played by the computer at the level chosen), see the tile in
 * hand and the tiles left in the bag while it lasts, the tiles set aside, and
 * at the end the final scoring feature by feature and the winner(s), with a
 * new game offered. A game with moves can be reviewed, and the aids at the
 * table switched on and off while it lasts.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Level, Position, ScoreReport } from '../../worker/api';
import { playerToPlay } from '../board/model';
import { bt } from '../board/strings';
import '../../i18n/playground';
import { PlayerCount } from './ScoresPanel';
import { setAsideTiles, type GameState } from './game';
import { SEATS } from './seats';
import { LEVEL_CHOICES, STRONG_SECONDS } from './levels';

interface Props {
  position: Position;
  state: GameState;
  /** The final scoring (only read when the game is over). */
  score: ScoreReport | null;
  onNewGame: (players: number) => void;
  onFreePlay: () => void;
  /** The seats the computer plays (what it is doing is said by the game bar over the board). */
  computer?: {
    seats: readonly string[];
    onSeat: (player: string, on: boolean) => void;
    level: Level;
    onLevel: (level: Level) => void;
    /** Strong's time per move, in milliseconds. */
    strongMs: number;
    onStrongMs: (ms: number) => void;
  };
  /** The aids at the table (while a game is played): on or off. */
  aids?: { on: boolean; onChange: (on: boolean) => void };
  /** The game's moves so far, and opening its review (when there is a move to review). */
  review?: { moves: number; onOpen: () => void };
}

export function bagText(left: number): string {
  return left === 0 ? bt('game.bag0') : bt('game.bag', { count: left });
}


export default function GamePanel({ position, state, score, onNewGame, onFreePlay, computer, aids, review }: Props) {
  const [players, setPlayers] = useState(position.players.length);
  // The choice follows the board (a restored save, a game started, the scores panel's count).
  useEffect(() => setPlayers(position.players.length), [position.players.length]);
  const aside = state === 'free' ? [] : setAsideTiles(position);
  // The final scoring's panel (and the wording of reports) loads when a game ends.
  const [over, setOver] = useState<typeof import('./GameOver') | null>(null);
  useEffect(() => {
    if (state === 'over' && !over) void import('./GameOver').then((m) => setOver(() => m));
  }, [state]);
  return (
    <section class={`pg__panel pg__game is-${state}`} aria-labelledby="pg-game" data-testid="game-panel" data-state={state}>
      <div class="pg__panel-head">
        <h2 id="pg-game">{state === 'over' ? bt('game.over') : bt('game.heading')}</h2>
      </div>
      {state === 'free' && <p class="pg__muted">{bt('game.free')}</p>}
      {state === 'playing' && position.inHand && (
        <p class="pg__game-hand" data-testid="game-hand">
          {bt('game.inHand', { player: playerToPlay(position), tile: position.inHand })}
        </p>
      )}
      {computer && (
        <fieldset class="pg__seats" data-testid="game-computer">
          <legend>{bt(state === 'playing' ? 'game.computerSeats' : 'game.computerSeatsNext')}</legend>
          {(state === 'playing' ? position.players : SEATS.slice(0, players)).map((p) => (
            <label key={p} class="board__check">
              <input type="checkbox" checked={computer.seats.includes(p)} onChange={(e) => computer.onSeat(p, (e.target as HTMLInputElement).checked)} data-testid={`computer-${p}`} />
              {p}
            </label>
          ))}
          <div class="pg__level">
            <label class="pg__count">
              {bt('game.level')}
              <select value={computer.level} onChange={(e) => computer.onLevel((e.target as HTMLSelectElement).value as Level)} data-testid="game-level">
                {LEVEL_CHOICES.map((l) => (
                  <option key={l} value={l}>
                    {bt(`game.level.${l}`)}
                  </option>
                ))}
              </select>
            </label>
            {computer.level === 'strong' && (
              <label class="pg__count">
                {bt('game.strongTime')}
                <select value={String(computer.strongMs)} onChange={(e) => computer.onStrongMs(Number((e.target as HTMLSelectElement).value))} data-testid="game-strong-time">
                  {STRONG_SECONDS.map((s) => (
                    <option key={s} value={String(s * 1000)}>
                      {bt('game.seconds', { seconds: s })}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <p class="pg__muted" data-testid="game-level-note">
            {bt(`game.levelNote.${computer.level}`)}
          </p>
        </fieldset>
      )}
      {state === 'playing' && aids && (
        <label class="board__check pg__aids-switch">
          <input type="checkbox" role="switch" checked={aids.on} onChange={(e) => aids.onChange((e.target as HTMLInputElement).checked)} data-testid="game-aids" />
          {bt('aids.switch')}
        </label>
      )}
      {aside.length > 0 && (
        <p class="pg__muted" data-testid="game-set-aside">
          {bt('game.setAsideList', { tiles: aside.join(', ') })}
        </p>
      )}
      {state === 'over' && (
        <div class="pg__final" data-testid="game-final">
          {over && score ? <over.default position={position} score={score} /> : <p class="pg__muted">…</p>}
        </div>
      )}
      <div class="pg__actions">
        <PlayerCount label={bt('game.playersLabel')} value={players} onChange={setPlayers} testId="game-players" />
        <button type="button" class={`board__btn${state !== 'playing' ? ' is-primary' : ''}`} onClick={() => onNewGame(players)} data-testid="game-new">
          {bt('game.new')}
        </button>
        {state !== 'free' && (
          <button type="button" class="board__btn" onClick={onFreePlay} data-testid="game-free">
            {bt('game.freePlay')}
          </button>
        )}
        {state !== 'free' && review && review.moves > 0 && (
          <button type="button" class={`board__btn${state === 'over' ? ' is-primary' : ''}`} onClick={review.onOpen} data-testid="game-review">
            {bt('review.open')}
          </button>
        )}
      </div>
    </section>
  );
}
