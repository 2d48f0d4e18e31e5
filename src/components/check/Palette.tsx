/**
 * The checker's palette: the 24 tile types, the common ones first, each with
 * how many of the 72 are left (after a cell is tapped, the ways tiles fit
 * there first); and the meeple colours. Choosing a tile takes
 * the tile tool, choosing a colour the meeple tool. A tile with none left can
 * still be chosen (the table may have miscounted; the result flags it).
 */
import type { ColorName } from '../../engine/colors';
import { TileSvg } from '../tiles/TileSvg';
import { tileName, turnsText } from '../board/describe';
import { t } from '../../i18n';
import '../../i18n/check';
import { PALETTE_ORDER, seatName, type Seat, type Way } from './model';
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
 * The tiles, each with how many are left. With `ways` (the ways tiles fit the cell just tapped), those come first,
 * each tile drawn turned as it would lie there, the ones still in the box before the others: a tap lays that one
 * there (or puts it in the place of the tile just laid there, `laid`, shown pressed). The other tiles follow.
 */
export default function Palette({
  left,
  tool,
  tile,
  ways,
  laid,
  cell,
  onTile,
  onWay,
}: Pick<Props, 'left' | 'tool' | 'tile' | 'onTile'> & { ways?: readonly Way[] | null; laid?: Way | null; cell?: { x: number; y: number } | null; onWay?: (way: Way) => void }) {
  const inBox = (l: string) => (left[l] ?? 0) > 0;
  const fitting = new Set((ways ?? []).map((w) => w.tile));
  const offered = ways ? [...ways.filter((w) => inBox(w.tile)), ...ways.filter((w) => !inBox(w.tile))] : [];
  const rest = ways ? PALETTE_ORDER.filter((l) => !fitting.has(l)) : PALETTE_ORDER;
  const count = (letter: string) => Math.max(0, left[letter] ?? 0);
  return (
    <ul class={`ck-palette${ways ? ' ck-palette--fits' : ''}`} aria-label={ways ? t('check.palette.labelFits', { count: offered.length }) : t('check.palette.label')} data-testid="check-palette" data-cell={ways && cell ? `${cell.x},${cell.y}` : undefined}>
      {offered.map((w) => {
        const n = left[w.tile] ?? 0;
        const on = !!laid && laid.tile === w.tile && laid.rot === w.rot;
        return (
          <li key={`${w.tile}${w.rot}`}>
            <button
              type="button"
              class={`ck-tile ck-tile--fits${n < 0 ? ' ck-tile--over' : ''}`}
              aria-pressed={on ? 'true' : 'false'}
              aria-label={t('check.palette.way', { tile: w.tile, name: tileName(w.tile), turns: turnsText(w.rot), left: count(w.tile) })}
              title={tileName(w.tile)}
              data-letter={w.tile}
              data-rot={w.rot}
              data-fits="true"
              onClick={() => onWay?.(w)}
            >
              <TileSvg letter={w.tile} rot={w.rot} size={40} />
              <span class="ck-tile__left" aria-hidden="true">
                {count(w.tile)}
              </span>
            </button>
          </li>
        );
      })}
      {rest.map((letter) => {
        const n = left[letter] ?? 0;
        const on = !ways && tool === 'tile' && tile === letter;
        return (
          <li key={letter}>
            <button
              type="button"
              class={`ck-tile${n < 0 ? ' ck-tile--over' : ''}`}
              aria-pressed={on ? 'true' : 'false'}
              aria-label={t('check.palette.tile', { tile: letter, name: tileName(letter), left: count(letter) })}
              title={tileName(letter)}
              data-letter={letter}
              data-fits={ways ? 'false' : undefined}
              onClick={() => onTile(letter)}
            >
              <TileSvg letter={letter} size={40} />
              <span class="ck-tile__left" aria-hidden="true">
                {count(letter)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
