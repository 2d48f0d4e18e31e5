/**
 * The checker's result: for each player the points from each feature, the
 * score before, the new total (`data-player`, `data-total` for the tests) and
 * the winner(s); a row lights its feature up on the board (the host draws the
 * marks) and links the lesson of its rule. Warnings are flags with an offer
 * to fix them; "what if" shows a rule switch's old and new result side by side.
 */
import type { CheckReport } from '../../worker/api';
import type { CheckWarning } from '../../engine/errors';
import type { CheckedFeature } from '../../engine/check';
import { localPath, playerLabel, t } from '../../i18n';
import '../../i18n/check';
import { wordCheckWarning, wordFeature, wordList } from '../../i18n/words';
import '../../i18n/reports';
import { Swatch } from './Players';
import { seatName, type Seat } from './model';

/** The lesson of each kind of feature's rule. */
export const LESSON: Record<CheckedFeature['kind'], string> = {
  road: '/learn/roads/',
  city: '/learn/cities/',
  cloister: '/learn/cloisters/',
  farm: '/learn/farms/',
};
export const FINAL_LESSON = '/learn/final-scoring/';

/** A feature's name in a row: "city of 5 tiles with 3 pennants", "farm (2 completed cities)". */
export function featureLabel(f: CheckedFeature, firstEdition: boolean): string {
  const text = featurePhrase(f, firstEdition);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function featurePhrase(f: CheckedFeature, firstEdition: boolean): string {
  if (f.kind === 'farm') {
    // Which city the row is about, it lights up on the board when chosen: no coordinates in its words.
    if (firstEdition) return t('check.row.farmCity', { tiles: f.tiles });
    return t('check.row.farm', { count: f.cities?.length ?? 0 });
  }
  if (f.kind === 'cloister') return t('check.row.cloister', { tiles: f.tiles });
  return wordFeature(f.kind, f.tiles, f.pennants);
}

/** Why a feature scores what it does: the rule's arithmetic, then who has the majority. */
export function whyText(f: CheckedFeature, report: CheckReport): string {
  const rules = report.rules;
  let rule: string;
  if (f.kind === 'farm') {
    rule = rules.farmScoring === 'first-edition'
      ? t('check.why.farmFirst', { tiles: f.tiles, points: f.points })
      : t('check.why.farm', { cities: f.cities?.length ?? 0, points: f.points });
  } else if (!rules.incompleteScore) rule = t('check.why.nothing');
  else if (f.kind === 'road') rule = t('check.why.road', { tiles: f.tiles, points: f.points });
  else if (f.kind === 'city') rule = t('check.why.city', { tiles: f.tiles, pennants: f.pennants, points: f.points });
  else rule = t('check.why.cloister', { neighbours: f.tiles - 1, points: f.points });
  const holders = Object.entries(f.meeples).map(([p, n]) => t('check.why.holder', { player: p, n }));
  const losers = Object.keys(f.meeples).filter((p) => !f.winners.includes(p));
  let who = f.winners.length === 1
    ? t('check.why.one', { holders: wordList(holders), player: f.winners[0] })
    : t('check.why.tie', { holders: wordList(holders), players: wordList(f.winners) });
  if (losers.length) who += ` ${t('check.why.outnumbered', { players: wordList(losers) })}`;
  return `${rule} ${who}`;
}

interface ResultProps {
  report: CheckReport;
  seats: readonly Seat[];
  selected: string | null;
  onSelect: (key: string | null) => void;
}

export function ResultTable({ report, seats, selected, onSelect }: ResultProps) {
  const firstEdition = report.rules.farmScoring === 'first-edition';
  const best = Math.max(...report.players.map((p) => report.total[p] ?? 0));
  return (
    <div class="ck-result" data-testid="check-result">
      <p class="ck-winner" data-testid="check-winners">
        {report.winners.length === 1
          ? t('check.result.winner', { player: report.winners[0], points: best })
          : t('check.result.winners', { players: wordList(report.winners), points: best })}
      </p>
      {report.winners.length > 1 && (
        <p class="ck-muted" data-testid="check-tie-note">
          {t('check.result.tieNote')}
        </p>
      )}
      <div class="ck-cards">
        {seats.map((s) => {
          const p = seatName(s);
          const rows = report.features.filter((f) => (f.meeples[p] ?? 0) > 0 || f.winners.includes(p));
          const won = report.winners.includes(p);
          return (
            <table key={p} class={`ck-card${won ? ' ck-card--won' : ''}`} data-card={p}>
              <caption>
                <Swatch color={s.color} /> <span class="ck-card__name">{playerLabel(p)}</span>
                {won && <span class="ck-badge">{t('check.result.winnerBadge')}</span>}
              </caption>
              <tbody>
                <tr>
                  <th scope="row">{t('check.result.before')}</th>
                  <td>{report.before[p] ?? 0}</td>
                </tr>
                {rows.map((f) => {
                  const gain = f.gains[p] ?? 0;
                  return (
                    <tr key={f.key} class={selected === f.key ? 'ck-row--on' : undefined} data-feature={f.key} data-kind={f.kind}>
                      <th scope="row">
                        <button type="button" class="ck-rowbtn" aria-pressed={selected === f.key ? 'true' : 'false'} onClick={() => onSelect(selected === f.key ? null : f.key)}>
                          {featureLabel(f, firstEdition)}
                        </button>
                        <a class="ck-learn" href={localPath(LESSON[f.kind])}>
                          {t('check.result.lesson')}
                        </a>
                      </th>
                      <td>{gain > 0 ? `+${gain}` : f.winners.includes(p) ? '0' : t('check.result.outnumbered')}</td>
                    </tr>
                  );
                })}
                <tr class="ck-total">
                  <th scope="row">{t('check.result.total')}</th>
                  <td>
                    <strong data-player={p} data-total={report.total[p] ?? 0}>
                      {report.total[p] ?? 0}
                    </strong>
                  </td>
                </tr>
              </tbody>
            </table>
          );
        })}
      </div>
      <p class="ck-muted">
        {report.features.length === 0 ? t('check.result.nothing') : t('check.result.tapRow')}{' '}
        <a href={localPath(FINAL_LESSON)}>{t('check.result.finalLesson')}</a>
      </p>
    </div>
  );
}

/** What a warning offers to fix, if anything: the button's text and the fix's name. */
export type Fix = { kind: 'score'; warning: Extract<CheckWarning, { code: 'scored-during-play' }> } | { kind: 'farmers' } | { kind: 'meeples'; count: number };

export function fixOf(w: CheckWarning): Fix | null {
  if (w.code === 'scored-during-play' && w.points > 0 && w.winners.length) return { kind: 'score', warning: w };
  if (w.code === 'farmers-off') return { kind: 'farmers' };
  if (w.code === 'too-many-meeples' && w.count <= 15) return { kind: 'meeples', count: w.count };
  return null;
}

function fixText(f: Fix): string {
  if (f.kind === 'score') return t('check.fix.score', { points: f.warning.points, players: wordList(f.warning.winners) });
  if (f.kind === 'farmers') return t('check.fix.farmers');
  return t('check.fix.meeples', { n: f.count });
}

export function Warnings({ warnings, onFix }: { warnings: readonly CheckWarning[]; onFix: (f: Fix) => void }) {
  if (warnings.length === 0) return null;
  // One offer per fix (several farmers when farmers are off need one switch).
  const offered = new Set<string>();
  return (
    <ul class="ck-flags" aria-label={t('check.flags.label')} data-testid="check-warnings">
      {warnings.map((w, i) => {
        const fix = fixOf(w);
        const id = fix ? (fix.kind === 'score' ? `score-${i}` : fix.kind) : '';
        const show = fix && !offered.has(id);
        if (fix) offered.add(id);
        return (
          <li key={i} class="ck-flag" data-code={w.code}>
            <span class="ck-flag__icon" aria-hidden="true">⚑</span>
            <span>{wordCheckWarning(w)}</span>
            {show && (
              <button type="button" class="button ck-fix" data-fix={fix.kind} onClick={() => onFix(fix)}>
                {fixText(fix)}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The features of two results in one order: each in its first result's
 * order, and a first-edition row (one per city) right after the farm that
 * supplies its city, so that the two ways of scoring farms line up.
 */
export function lineUp(a: CheckReport, b: CheckReport): string[] {
  const out: string[] = [];
  const add = (k: string) => !out.includes(k) && out.push(k);
  const all = new Set([...a.features, ...b.features].map((f) => f.key));
  const both = [...a.features, ...b.features];
  for (const f of both.filter((x) => !x.key.startsWith('farm-city@'))) {
    add(f.key);
    if (f.key.startsWith('farm@')) {
      for (const c of f.cities ?? []) {
        const k = `farm-city@${c.parts[0].x},${c.parts[0].y},${c.parts[0].at}`;
        if (all.has(k)) add(k);
      }
    }
  }
  for (const k of all) add(k);
  return out;
}

/** A rule switched: the old and the new result, player by player and feature by feature. */
export function WhatIf({ rule, old, now, onClose }: { rule: string; old: CheckReport; now: CheckReport; onClose: () => void }) {
  const keys = lineUp(old, now);
  const firstOld = old.rules.farmScoring === 'first-edition';
  const firstNow = now.rules.farmScoring === 'first-edition';
  const line = (f: CheckedFeature | undefined, first: boolean) =>
    f ? t('labelled', { label: featureLabel(f, first), text: f.winners.length ? `${wordList(f.winners)} +${f.points}` : '0' }) : '—';
  return (
    <section class="ck-panel ck-whatif" aria-labelledby="ck-whatif" data-testid="check-whatif">
      <div class="ck-panel__head">
        <h3 id="ck-whatif">{t('check.whatif.heading', { rule })}</h3>
        <button type="button" class="button" onClick={onClose}>
          {t('check.whatif.close')}
        </button>
      </div>
      <table class="ck-compare">
        <thead>
          <tr>
            <th scope="col">{t('check.whatif.what')}</th>
            <th scope="col">{t('check.whatif.before')}</th>
            <th scope="col">{t('check.whatif.after')}</th>
          </tr>
        </thead>
        <tbody>
          {now.players.map((p) => (
            <tr key={p} class={(old.total[p] ?? 0) !== (now.total[p] ?? 0) ? 'ck-changed' : undefined}>
              <th scope="row">{playerLabel(p)}</th>
              <td data-old-total={p}>{old.total[p] ?? 0}</td>
              <td data-new-total={p}>{now.total[p] ?? 0}</td>
            </tr>
          ))}
          {keys.map((k) => {
            const a = old.features.find((f) => f.key === k);
            const b = now.features.find((f) => f.key === k);
            const changed = !a || !b || a.points !== b.points || a.winners.join() !== b.winners.join();
            return (
              <tr key={k} class={changed ? 'ck-changed' : undefined}>
                <th scope="row" class="ck-muted">{t(`check.kind.${(a ?? b)!.kind}`)}</th>
                <td>{line(a, firstOld)}</td>
                <td>{line(b, firstNow)}</td>
              </tr>
            );
          })}
          <tr>
            <th scope="row">{t('check.whatif.winners')}</th>
            <td>{wordList(old.winners)}</td>
            <td>{wordList(now.winners)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
