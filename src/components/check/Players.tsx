/**
 * The players: how many (2–6), each one's colour, optional name and score on
 * the track before the final scoring, with the laps of the track (+50 each:
 * the scoring meeple laid down in the second edition, a point tile in the
 * first) and the sum.
 *
 * Nothing typed is lost: a name or a score is taken from each keystroke on
 * (`input`, not `change`, which a phone never fires when the next tap goes to
 * the board), and a field always shows what was typed in it. What cannot be
 * used (a score that is not a whole number, a name another player has) stays
 * in its field, marked, with a message under it that says what still counts.
 */
import { useEffect, useState } from 'preact/hooks';
import { COLOR_NAMES, type ColorName } from '../../engine/colors';
import { PLAYER_COLORS } from '../tiles/colors';
import { t } from '../../i18n';
import '../../i18n/check';
import {
  beforeOf, lapOf, LAP, MAX_NAME, MAX_PLAYERS, MAX_SCORE, MIN_PLAYERS, nameTaken, readScore, seatName, withPlayerCount, withSeat, withTrack,
  type CheckDoc,
} from './model';

interface Props {
  doc: CheckDoc;
  /** A new doc; `field` names the field typed in, so that the keystrokes of one field make one step of undo. */
  onChange: (next: CheckDoc, field?: string) => void;
  onRefused: (text: string) => void;
}

/** The laps offered: none to four (more when a score has them). */
function lapsUpTo(lap: number): number[] {
  const out: number[] = [];
  for (let l = 0; l <= Math.max(4 * LAP, lap); l += LAP) out.push(l);
  return out;
}

export function Swatch({ color }: { color: ColorName }) {
  const c = PLAYER_COLORS[color];
  return <span class="ck-swatch" style={{ background: c.fill, borderColor: c.outline }} aria-hidden="true" />;
}

function SeatRow({ doc, i, onChange, onRefused }: Props & { i: number }) {
  const s = doc.seats[i];
  const before = beforeOf(doc, i);
  const lap = lapOf(doc, i);
  const marker = before - lap;
  // A marker on 0 shows an empty field (0 as its placeholder): a score is typed in, not after, a 0.
  const shown = (m: number) => (m === 0 ? '' : String(m));
  const [scoreText, setScoreText] = useState(shown(marker));
  const [nameText, setNameText] = useState(s.name);
  // A change from elsewhere (undo, a link, a file, a fix) shows in the field; the field's own entry is left as typed.
  useEffect(() => {
    const typed = readScore(scoreText, MAX_SCORE);
    if (!typed.ok || typed.value !== marker) setScoreText(shown(marker));
  }, [marker]);
  useEffect(() => {
    if (nameTaken(doc, i, nameText) !== null || nameText.slice(0, MAX_NAME) !== s.name) setNameText(s.name);
  }, [s.name]);

  const n = i + 1;
  const player = seatName(s);
  const score = readScore(scoreText, MAX_SCORE - lap);
  const scoreError = score.ok
    ? null
    : score.why === 'too-big'
      ? t('check.players.scoreTooBig', { n, text: scoreText, max: MAX_SCORE - lap, player, points: before })
      : t('check.players.scoreBad', { n, text: scoreText, player, points: before });
  const taken = nameTaken(doc, i, nameText);
  const nameError = taken === null
    ? null
    : taken === 'reserved'
      ? t('check.players.nameReserved', { n, name: nameText, player })
      : t('check.players.nameTaken', { n, name: nameText, other: taken + 1, player });

  const typeScore = (text: string) => {
    setScoreText(text);
    const r = readScore(text, MAX_SCORE - lap);
    if (r.ok) onChange(withTrack(doc, i, lap, r.value), `score-${i}`);
  };
  const typeName = (text: string) => {
    setNameText(text);
    if (nameTaken(doc, i, text) !== null) return;
    const next = withSeat(doc, i, { ...s, name: text });
    if (next) onChange(next, `name-${i}`);
  };
  const id = `ck-seat-${i}`;
  const errorId = `ck-seat-${i}-error`;
  return (
    <li class="ck-seat" data-seat={i} data-color={s.color}>
      <Swatch color={s.color} />
      <select
        name={`seat-${i}-color`}
        aria-label={t('check.players.color', { n })}
        value={s.color}
        onChange={(e) => {
          const next = withSeat(doc, i, { ...s, color: (e.currentTarget as HTMLSelectElement).value as ColorName });
          if (next) onChange(next);
          else onRefused(t('check.players.clash'));
        }}
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
        autoComplete="off"
        placeholder={t('check.players.namePlaceholder')}
        aria-label={t('check.players.name', { n })}
        aria-invalid={nameError ? 'true' : undefined}
        aria-describedby={nameError || scoreError ? errorId : undefined}
        value={nameText}
        onInput={(e) => typeName((e.currentTarget as HTMLInputElement).value)}
      />
      <span class="ck-track">
        <label for={id}>{t('check.players.marker')}</label>
        <input
          id={id}
          class="ck-score"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          size={5}
          placeholder="0"
          value={scoreText}
          aria-invalid={scoreError ? 'true' : undefined}
          aria-describedby={scoreError || nameError ? errorId : undefined}
          data-testid="score-before"
          onInput={(e) => typeScore((e.currentTarget as HTMLInputElement).value)}
        />
        <select
          name={`seat-${i}-lap`}
          aria-label={t('check.players.lap', { player, lap: LAP })}
          value={lap}
          onChange={(e) => {
            const r = readScore(scoreText, MAX_SCORE);
            onChange(withTrack(doc, i, Number((e.currentTarget as HTMLSelectElement).value), r.ok ? r.value : marker));
          }}
        >
          {lapsUpTo(lap).map((l) => (
            <option key={l} value={l}>
              {t('check.players.plusLap', { n: l })}
            </option>
          ))}
        </select>
        <output class="ck-before" aria-label={t('check.players.before', { player })}>= {before}</output>
      </span>
      {(scoreError || nameError) && (
        <p class="ck-field-error" id={errorId} role="alert" data-testid="seat-error">
          {[nameError, scoreError].filter(Boolean).join(' ')}
        </p>
      )}
    </li>
  );
}

export default function Players({ doc, onChange, onRefused }: Props) {
  const counts = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => i + MIN_PLAYERS);
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
        {doc.seats.map((s, i) => (
          <SeatRow key={i} doc={doc} i={i} onChange={onChange} onRefused={onRefused} />
        ))}
      </ul>
      <p class="ck-muted">{t('check.players.note', { lap: LAP })}</p>
    </section>
  );
}
