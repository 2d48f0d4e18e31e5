/**
 * The chart of a reviewed game (an SVG plot, as wide as its panel): with two
 * players, the first player's lead after each move (above the middle line the
 * first player leads, below it the second, each side in that player's
 * colour); with more, each player's score. The mistakes are dots on the line
 * in the colour of the player who made them; the move shown on the board is a
 * vertical line; at the end of a finished game, the totals after the final
 * scoring. The same facts are in the review's lists, for screen readers.
 */
import type { GameFile, GameReview } from '../../worker/api';
import type { PLAYER_COLORS, PlayerColorName } from '../tiles/colors';
import { bt } from '../board/strings';
import { playerLabel } from '../../i18n';
import '../../i18n/playground';
import '../../i18n/review';

/**
 * Sentences one after another: a space after a sentence that ends in a Latin stop, none after one that ends in a
 * full-width stop (。！？), as Chinese writes them.
 */
export function sentences(...parts: string[]): string {
  return parts.filter((p) => p !== '').reduce((all, p) => (all === '' ? p : /[。！？]$/.test(all) ? all + p : `${all} ${p}`), '');
}

interface Props {
  file: GameFile;
  review: GameReview;
  colors: Readonly<Record<string, PlayerColorName>>;
  /** The players' colours to draw with (tiles/colors.ts), from the page, which has them already. */
  palette: typeof PLAYER_COLORS;
  /** The totals after the final scoring (a finished game), drawn as a last step. */
  finalTotals: Readonly<Record<string, number>> | null;
  selected: number | null;
}

const W = 320;
const H = 150;
const LEFT = 30;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 20;

/** A round step for the axis: 5, 10, 20, 50… */
function step(span: number): number {
  for (const s of [5, 10, 20, 25, 50, 100, 200]) if (span / s <= 4) return s;
  return 500;
}

export function chartSeries(file: GameFile, review: GameReview, finalTotals: Readonly<Record<string, number>> | null): number[][] {
  const n = file.players.length;
  const start = file.players.map((p) => file.start?.scores?.[p] ?? 0);
  const rows = [start, ...review.moves.map((m) => m.scores.slice(0, n))];
  if (finalTotals) rows.push(file.players.map((p) => finalTotals[p] ?? 0));
  return rows;
}

export default function ReviewChart({ file, review, colors, palette, finalTotals, selected }: Props) {
  const players = file.players;
  const two = players.length === 2;
  const rows = chartSeries(file, review, finalTotals);
  const steps = rows.length - 1;
  const values = two ? rows.map((r) => r[0] - r[1]) : rows.flat();
  // The lead's range, the middle line always in it (and a little on its other side, so that side can be told).
  const top = Math.max(5, ...values);
  const bottom = two ? Math.min(-5, ...values) : 0;
  const x = (i: number) => LEFT + (steps > 0 ? (i / steps) * (W - LEFT - RIGHT) : 0);
  const y = (v: number) => TOP + ((top - v) / (top - bottom)) * (H - TOP - BOTTOM);
  const fill = (p: number) => palette[colors[players[p]] ?? 'red'].fill;
  const line = (vals: number[]) => vals.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(' ');
  const tick = step(top - bottom);
  const ticks: number[] = [];
  for (let v = Math.ceil(bottom / tick) * tick; v <= top; v += tick) ticks.push(v);
  const mistakes = review.moves.filter((m) => m.mistake);
  const at = (k: number, p: number) => (two ? values[k] : rows[k][p]);
  const leader = two ? (values[steps] > 0 ? players[0] : values[steps] < 0 ? players[1] : null) : null;
  const caption = two
    ? bt('review.chart.two', { first: playerLabel(players[0]), second: playerLabel(players[1]) })
    : bt('review.chart.many');
  const end = two
    ? leader
      ? bt('review.chart.endLead', { player: leader, points: Math.abs(values[steps]) })
      : bt('review.chart.endLevel')
    : '';
  return (
    <figure class="pg-review__chart" data-testid="review-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={sentences(caption, end)}>
        {two && (
          <>
            <clipPath id="pg-review-above">
              <rect x={0} y={0} width={W} height={y(0)} />
            </clipPath>
            <clipPath id="pg-review-below">
              <rect x={0} y={y(0)} width={W} height={H - y(0)} />
            </clipPath>
          </>
        )}
        {ticks.map((v) => (
          <g key={v} class="pg-review__tick">
            <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} class={v === 0 ? 'is-zero' : undefined} />
            <text x={LEFT - 4} y={y(v)} dy="0.35em" text-anchor="end">
              {two && v !== 0 ? Math.abs(v) : v}
            </text>
          </g>
        ))}
        {two ? (
          <>
            <path d={`${line(values)} L${x(steps).toFixed(1)} ${y(0).toFixed(1)} L${x(0).toFixed(1)} ${y(0).toFixed(1)} Z`} fill={fill(0)} opacity={0.3} clip-path="url(#pg-review-above)" />
            <path d={`${line(values)} L${x(steps).toFixed(1)} ${y(0).toFixed(1)} L${x(0).toFixed(1)} ${y(0).toFixed(1)} Z`} fill={fill(1)} opacity={0.3} clip-path="url(#pg-review-below)" />
            <path d={line(values)} class="pg-review__line" />
            {y(0) - TOP >= 16 && (
              <text x={LEFT + 4} y={TOP + 9} class="pg-review__side">
                {bt('review.chart.ahead', { player: players[0] })}
              </text>
            )}
            {H - BOTTOM - y(0) >= 16 && (
              <text x={LEFT + 4} y={H - BOTTOM - 4} class="pg-review__side">
                {bt('review.chart.ahead', { player: players[1] })}
              </text>
            )}
          </>
        ) : (
          players.map((_, p) => <path key={p} d={line(rows.map((r) => r[p]))} class="pg-review__line" stroke={fill(p)} />)
        )}
        {selected !== null && selected <= steps && <line class="pg-review__at" x1={x(selected)} x2={x(selected)} y1={TOP} y2={H - BOTTOM} />}
        {mistakes.map((m) => (
          <circle key={m.move} cx={x(m.move)} cy={y(at(m.move, m.player))} r={m.move === selected ? 5.5 : 4} fill={fill(m.player)} class="pg-review__dot" data-move={m.move} />
        ))}
        <text x={LEFT} y={H - 5} class="pg-review__axis">
          {bt('review.chart.start')}
        </text>
        <text x={W - RIGHT} y={H - 5} text-anchor="end" class="pg-review__axis">
          {finalTotals ? bt('review.chart.final') : bt('review.chart.move', { move: review.moves.length })}
        </text>
      </svg>
      <figcaption class="pg__muted">
        {sentences(caption, end)}
      </figcaption>
    </figure>
  );
}
