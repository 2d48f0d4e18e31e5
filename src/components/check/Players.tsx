/**
 * The players: how many (2–6), each one's colour, optional name and score on
 * the track before the final scoring, with a helper for the point tiles (the
 * marker on 23 and a 50-tile turned to 100 → 123).
 */
import { COLOR_NAMES, type ColorName } from '../../engine/colors';
import { PLAYER_COLORS } from '../tiles/colors';
import { t } from '../../i18n';
import '../../i18n/check';
import { beforeOf, MAX_NAME, MAX_PLAYERS, MIN_PLAYERS, seatName, withBefore, withPlayerCount, withSeat, type CheckDoc } from './model';

interface Props {
  doc: CheckDoc;
  onChange: (next: CheckDoc) => void;
  onRefused: (text: string) => void;
}

/** Laps of the track shown by a point tile: none, 50, 100 (the tile turned), 150, 200. */
const LAPS = [0, 50, 100, 150, 200];

export function Swatch({ color }: { color: ColorName }) {
  const c = PLAYER_COLORS[color];
  return <span class="ck-swatch" style={{ background: c.fill, borderColor: c.outline }} aria-hidden="true" />;
}

export default function Players({ doc, onChange, onRefused }: Props) {
  const counts = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => i + MIN_PLAYERS);
  const seat = (i: number, change: Partial<{ color: ColorName; name: string }>) => {
    const next = withSeat(doc, i, { ...doc.seats[i], ...change });
    if (next) onChange(next);
    else onRefused(t('check.players.clash'));
  };
  return (
    <section class="ck-panel" aria-labelledby="ck-players" data-testid="check-players">
      <h2 id="ck-players">{t('check.players.heading')}</h2>
      <div class="ck-count" role="group" aria-label={t('check.players.count')}>
        <span aria-hidden="true">{t('check.players.count')}</span>
        {counts.map((n) => (
          <button
            key={n}
            type="button"
            class="ck-chip"
            aria-pressed={doc.seats.length === n ? 'true' : 'false'}
            data-count={n}
            onClick={() => onChange(withPlayerCount(doc, n))}
          >
            {n}
          </button>
        ))}
      </div>
      <ul class="ck-seats">
        {doc.seats.map((s, i) => {
          const before = beforeOf(doc, i);
          const lap = LAPS.filter((l) => l <= before).pop() ?? 0;
          const marker = before - lap;
          const id = `ck-seat-${i}`;
          return (
            <li key={i} class="ck-seat" data-seat={i} data-color={s.color}>
              <Swatch color={s.color} />
              <select
                name={`seat-${i}-color`}
                aria-label={t('check.players.color', { n: i + 1 })}
                value={s.color}
                onChange={(e) => seat(i, { color: (e.currentTarget as HTMLSelectElement).value as ColorName })}
              >
                {COLOR_NAMES.map((c) => (
                  <option key={c} value={c} disabled={c !== s.color && doc.seats.some((o) => o.color === c)}>
                    {t(`check.color.${c}`)}
                  </option>
                ))}
              </select>
              <input
                name={`seat-${i}-name`}
                class="ck-name"
                type="text"
                maxLength={MAX_NAME}
                placeholder={t('check.players.namePlaceholder')}
                aria-label={t('check.players.name', { n: i + 1 })}
                value={s.name}
                onChange={(e) => seat(i, { name: (e.currentTarget as HTMLInputElement).value })}
              />
              <span class="ck-track">
                <label for={id}>{t('check.players.marker')}</label>
                <input
                  id={id}
                  class="ck-score"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={99999}
                  value={marker}
                  data-testid="score-before"
                  onChange={(e) => onChange(withBefore(doc, i, lap + Number((e.currentTarget as HTMLInputElement).value)))}
                />
                <select
                  name={`seat-${i}-lap`}
                  aria-label={t('check.players.lap', { player: seatName(s) })}
                  value={lap}
                  onChange={(e) => onChange(withBefore(doc, i, marker + Number((e.currentTarget as HTMLSelectElement).value)))}
                >
                  {LAPS.map((l) => (
                    <option key={l} value={l}>
                      {t('check.players.plusLap', { n: l })}
                    </option>
                  ))}
                </select>
                <output class="ck-before" aria-label={t('check.players.before', { player: seatName(s) })}>= {before}</output>
              </span>
            </li>
          );
        })}
      </ul>
      <p class="ck-muted">{t('check.players.note')}</p>
    </section>
  );
}
