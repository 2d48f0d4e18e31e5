/**
 * A side panel of the playground that, on a phone, becomes a sheet over the
 * board: closed until its button in the sheet bar opens it, closed again by
 * its Close button or Escape. On a wide screen it is simply a panel beside
 * the board (the bar and the Close buttons are hidden by playground.css).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { bt } from '../board/strings';
import { useLater } from '../ui/useLater';
import '../../i18n/playground';

export type SheetName = 'tiles' | 'scores' | 'solver' | 'share' | 'features' | 'review' | 'aids';

/** The sheets the bar offers, in its order, with their button words (the tile picker opens from the board's toolbar). */
export const BAR_SHEETS = [
  ['scores', 'playground.sheet.scores'],
  ['solver', 'playground.sheet.solver'],
  ['share', 'playground.sheet.share'],
  ['features', 'playground.sheet.features'],
] as const;



export const sheetId = (name: SheetName): string => `pg-${name}-sheet`;

interface SheetProps {
  name: Exclude<SheetName, 'tiles'>;
  open: boolean;
  /** The panels render after the board's first paint, one per task, in this order; an open sheet renders at once. */
  order: number;
  onClose: () => void;
  children: ComponentChildren;
}

export function Sheet({ name, open, order, onClose, children }: SheetProps) {
  const later = useLater(order);
  const ref = useRef<HTMLDivElement>(null);
  // Opened: focus goes to its Close button, so a keyboard or screen reader lands in the sheet.
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLButtonElement>('.pg__sheet-close')?.focus({ preventScroll: true });
  }, [open]);
  return (
    <div
      id={sheetId(name)}
      ref={ref}
      class={`pg__sheet pg__sheet--panel${open ? ' is-open' : ''}`}
      data-testid={sheetId(name)}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      {/* The sheet's header: a row of its own that stays at the top as the sheet scrolls, so its Close button never
          covers the panel's words. */}
      <div class="pg__sheet-head">
        <button type="button" class="board__btn pg__sheet-close" onClick={onClose}>
          {bt('playground.closeSheet')}
        </button>
      </div>
      {(later || open) && children}
    </div>
  );
}

/** The phone's row of buttons that open the sheets (hidden on a wide screen). */
/** `aids`: the aids at the table are on, and the bar offers their sheet too. */
export function SheetBar({ open, onOpen, aids }: { open: SheetName | null; onOpen: (name: SheetName | null) => void; aids?: boolean }) {
  const sheets = aids ? [...BAR_SHEETS, ['aids', 'playground.sheet.aids'] as const] : BAR_SHEETS;
  return (
    <nav class={`pg__sheetbar${aids ? ' has-aids' : ''}`} aria-label={bt('playground.sheetBar')}>
      {sheets.map(([name, label]) => (
        <button
          key={name}
          type="button"
          class="board__btn"
          aria-expanded={open === name ? 'true' : 'false'}
          aria-controls={sheetId(name)}
          data-testid={`open-${name}`}
          onClick={() => onOpen(open === name ? null : name)}
        >
          {bt(label)}
        </button>
      ))}
    </nav>
  );
}
