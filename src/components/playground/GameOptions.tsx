/**
 * The options of a game under way (GamePanel.tsx), loaded when a game is first played: the computer's level (and,
 * for Strong, its time per move) and the switch of the aids at the table. Free play, where a page opens, needs
 * neither, so they stay out of its first load.
 */
import type { Level } from '../../worker/api';
import { bt } from '../board/strings';
import '../../i18n/review';
import { STRONG_SECONDS } from './levels';

/** The computer's level and, for Strong, its time per move: one choice ("strong-2000"). */
export function LevelChoice({ level, strongMs, onLevel, onStrongMs }: { level: Level; strongMs: number; onLevel: (l: Level) => void; onStrongMs: (ms: number) => void }) {
  return (
    <label class="pg__count pg__level">
      {bt('game.level')}
      <select
        value={level === 'strong' ? `strong-${strongMs}` : level}
        onChange={(e) => {
          const [chosen, ms] = (e.target as HTMLSelectElement).value.split('-');
          onLevel(chosen as Level);
          if (ms) onStrongMs(Number(ms));
        }}
        data-testid="game-level"
      >
        <option value="beginner">{bt('game.level.beginner')}</option>
        <option value="club">{bt('game.level.club')}</option>
        {STRONG_SECONDS.map((s) => (
          <option key={s} value={`strong-${s * 1000}`}>
            {bt('game.level.strong', { seconds: s })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The switch of the aids at the table. */
export function AidsSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label class="board__check pg__aids-switch">
      <input type="checkbox" role="switch" checked={on} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} data-testid="game-aids" />
      {bt('aids.switch')}
    </label>
  );
}
