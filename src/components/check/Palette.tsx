/**
 * The checker's palette: the 24 tile types, the common ones first, each with
 * how many of the 72 are left; and the meeple colours. Choosing a tile takes
 * the tile tool, choosing a colour the meeple tool. A tile with none left can
 * still be chosen (the table may have miscounted; the result flags it).
 */
import type { ColorName } from '../../engine/colors';
import { TileSvg } from '../tiles/TileSvg';
import { tileName } from '../board/describe';
import { t } from '../../i18n';
import '../../i18n/check';
import { PALETTE_ORDER, seatName, type Seat } from './model';
import { Swatch } from './Players';

export type Tool = 'tile' | 'meeple' | 'move' | 'erase';

interface Props {
  left: Readonly<Record<string, number>>;
  /** Meeples on the board, by player name. */
  placed: Readonly<Record<string, number>>;
  tool: Tool;
  tile: string | null;
  player: string;
  seats: readonly Seat[];
  onTile: (letter: string) => void;
  onMeeple: (player: string) => void;
  onTool: (tool: Tool) => void;
}

export function Tools({ tool, player, seats, placed, onMeeple, onTool }: Omit<Props, 'left' | 'tile' | 'onTile'>) {
  return (
    <div class="ck-tools" role="group" aria-label={t('check.tools.label')}>
      <span class="ck-tools__label" aria-hidden="true">{t('check.tools.meeple')}</span>
      {seats.map((s) => {
        const name = seatName(s);
        return (
          <button
            key={s.color}
            type="button"
            class="ck-chip ck-chip--meeple"
            aria-pressed={tool === 'meeple' && player === name ? 'true' : 'false'}
            aria-label={t('check.tools.meepleOf', { player: name, n: placed[name] ?? 0 })}
            data-meeple-color={s.color}
            onClick={() => onMeeple(name)}
          >
            <Swatch color={s.color as ColorName} />
            {(placed[name] ?? 0) > 0 && <span class="ck-chip__n" aria-hidden="true">{placed[name]}</span>}
          </button>
        );
      })}
      <button type="button" class="ck-chip" aria-pressed={tool === 'move' ? 'true' : 'false'} data-tool="move" onClick={() => onTool('move')}>
        {t('check.tools.move')}
      </button>
      <button type="button" class="ck-chip" aria-pressed={tool === 'erase' ? 'true' : 'false'} data-tool="erase" onClick={() => onTool('erase')}>
        {t('check.tools.erase')}
      </button>
    </div>
  );
}

/**
 * The tiles, each with how many are left. With `first` (the tiles that fit a
 * cell just tapped), those come first, the ones still in the box before the
 * others, each marked as fitting; the rest follow.
 */
export default function Palette({ left, tool, tile, first, onTile }: Pick<Props, 'left' | 'tool' | 'tile' | 'onTile'> & { first?: readonly string[] | null }) {
  const fits = new Set(first ?? []);
  const inBox = (l: string) => (left[l] ?? 0) > 0;
  const order = first
    ? [...PALETTE_ORDER.filter((l) => fits.has(l) && inBox(l)), ...PALETTE_ORDER.filter((l) => fits.has(l) && !inBox(l)), ...PALETTE_ORDER.filter((l) => !fits.has(l))]
    : PALETTE_ORDER;
  return (
    <ul class={`ck-palette${first ? ' ck-palette--fits' : ''}`} aria-label={first ? t('check.palette.labelFits', { n: fits.size }) : t('check.palette.label')} data-testid="check-palette">
      {order.map((letter) => {
        const n = left[letter] ?? 0;
        const on = tool === 'tile' && tile === letter;
        const fit = fits.has(letter);
        const label = fit
          ? t('check.palette.tileFits', { tile: letter, name: tileName(letter), left: Math.max(0, n) })
          : t('check.palette.tile', { tile: letter, name: tileName(letter), left: Math.max(0, n) });
        return (
          <li key={letter}>
            <button
              type="button"
              class={`ck-tile${n < 0 ? ' ck-tile--over' : ''}${fit ? ' ck-tile--fits' : ''}`}
              aria-pressed={on ? 'true' : 'false'}
              aria-label={label}
              title={tileName(letter)}
              data-letter={letter}
              data-fits={first ? (fit ? 'true' : 'false') : undefined}
              onClick={() => onTile(letter)}
            >
              <TileSvg letter={letter} size={40} />
              <span class="ck-tile__left" aria-hidden="true">
                {Math.max(0, n)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
