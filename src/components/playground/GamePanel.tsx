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
import { playerLabel } from '../../i18n';
import '../../i18n/playground';
import { PlayerCount } from './ScoresPanel';
import { setAsideTiles, type GameState } from './game';

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
    /** Strong's time per move, in milliseconds (one of levels.ts STRONG_SECONDS). */
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
  // The options of a game (the computer's level, the aids' switch) load when a game is first played.
  const [options, setOptions] = useState<typeof import('./GameOptions') | null>(null);
  useEffect(() => {
    if (state === 'playing' && !options) void import('./GameOptions').then((m) => setOptions(() => m));
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
      {state === 'playing' && computer && (
        <fieldset class="pg__seats" data-testid="game-computer">
          <legend>{bt('game.computerSeats')}</legend>
          {position.players.map((p) => (
            <label key={p} class="board__check">
              <input type="checkbox" checked={computer.seats.includes(p)} onChange={(e) => computer.onSeat(p, (e.target as HTMLInputElement).checked)} data-testid={`computer-${p}`} />
              {playerLabel(p)}
            </label>
          ))}
          {options && <options.LevelChoice level={computer.level} strongMs={computer.strongMs} onLevel={computer.onLevel} onStrongMs={computer.onStrongMs} />}
        </fieldset>
      )}
      {state === 'playing' && aids && options && <options.AidsSwitch on={aids.on} onChange={aids.onChange} />}
      {aside.length > 0 && (
        <p class="pg__muted" data-testid="game-set-aside">
          {bt('game.setAsideList', { tiles: aside.join(bt('list.sep')) })}
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
