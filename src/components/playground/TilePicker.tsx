/**
 * Choosing the tile in hand: the 24 tile types with how many copies are left.
 * A radio group (arrow keys move between tiles, as in any radio group).
 *
 *   <TilePicker remaining={remainingTiles(position)} value={hand} onChange={setHand} />
 */
import type { TargetedKeyboardEvent } from 'preact';
import { useRef } from 'preact/hooks';
import { TILE_LETTERS } from '../../engine/tiles';
import { TileSvg } from '../tiles/TileSvg';
import { tileName } from '../board/describe';
import { bt } from '../board/strings';
import '../../i18n/playground';
import '../board/board.css';

export interface TilePickerProps {
  /** Copies left of each letter (a letter missing or at 0 cannot be chosen). */
  remaining: Readonly<Record<string, number>>;
  /** The chosen letter, or null. */
  value: string | null;
  onChange: (letter: string) => void;
  /** Accessible name of the group. */
  label?: string;
  /** Id of a visible heading that names the group (instead of `label`). */
  labelledBy?: string;
}

export default function TilePicker({ remaining, value, onChange, label, labelledBy }: TilePickerProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const available = TILE_LETTERS.filter((l) => (remaining[l] ?? 0) > 0);
  // The one tab stop: the chosen tile, else the first one left.
  const tabStop = value && available.includes(value) ? value : available[0];

  const focusLetter = (letter: string) => {
    listRef.current?.querySelector<HTMLButtonElement>(`[data-letter="${letter}"]`)?.focus();
  };

  const onKeyDown = (e: TargetedKeyboardEvent<HTMLUListElement>) => {
    const current = (e.target as HTMLElement).closest<HTMLElement>('[data-letter]')?.dataset.letter;
    if (!current || available.length === 0) return;
    const i = Math.max(0, available.indexOf(current));
    let next: string | undefined;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = available[(i + 1) % available.length];
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = available[(i - 1 + available.length) % available.length];
    else if (e.key === 'Home') next = available[0];
    else if (e.key === 'End') next = available[available.length - 1];
    if (!next) return;
    e.preventDefault();
    onChange(next);
    focusLetter(next);
  };

  return (
    <ul
      ref={listRef}
      class="picker"
      role="radiogroup"
      aria-label={labelledBy ? undefined : (label ?? bt('picker.label'))}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      data-testid="tile-picker"
    >
      {TILE_LETTERS.map((letter) => {
        const left = remaining[letter] ?? 0;
        const checked = value === letter;
        return (
          <li key={letter} role="none">
            <button
              type="button"
              role="radio"
              class="picker__tile"
              aria-checked={checked ? 'true' : 'false'}
              aria-label={bt('picker.tile', { tile: letter, name: tileName(letter), left })}
              title={tileName(letter)}
              tabIndex={letter === tabStop ? 0 : -1}
              disabled={left <= 0}
              data-letter={letter}
              onClick={() => onChange(letter)}
            >
              <TileSvg letter={letter} size={40} />
              <span class="picker__letter">{letter}</span>
              <span class="picker__count">{bt('picker.left', { left })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
