/** Every feature on the board, by kind, with its value and holders; a row lights the feature on the board. */
import { useMemo, useState } from 'preact/hooks';
import type { FeatureInfo } from '../../worker/api';
import type { FeatureRef } from '../board/types';
import { featureFacts, kindLabel } from '../board/describe';
import { wordList } from '../../i18n/words';
import { bt } from '../board/strings';
import '../../i18n/playground';

const KIND_ORDER: Record<FeatureInfo['kind'], number> = { city: 0, road: 1, cloister: 2, farm: 3 };

interface Props {
  features: FeatureInfo[] | null;
  lit: FeatureRef | null;
  onLight: (ref: FeatureRef | null) => void;
}

export default function FeatureList({ features, lit, onLight }: Props) {
  const [kindFilter, setKindFilter] = useState<'all' | FeatureInfo['kind']>('all');
  const sorted = useMemo(
    () => (features ?? []).slice().sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.value - a.value || b.tiles - a.tiles),
    [features],
  );
  const counts = useMemo(() => {
    const c: Record<FeatureInfo['kind'], number> = { city: 0, road: 0, cloister: 0, farm: 0 };
    for (const f of sorted) c[f.kind]++;
    return c;
  }, [sorted]);
  const shown = kindFilter === 'all' ? sorted : sorted.filter((f) => f.kind === kindFilter);

  return (
    <section class="pg__panel pg__features-panel" aria-labelledby="pg-features">
      <div class="pg__panel-head">
        <h2 id="pg-features">{bt('playground.features')}</h2>
      </div>
      <p class="pg__muted">{bt('playground.featuresNote')}</p>
      <div class="pg__filters" role="group" aria-label={bt('playground.filterLabel')} data-testid="feature-filters">
        {(['all', 'city', 'road', 'cloister', 'farm'] as const).map((k) => (
          <button
            key={k}
            type="button"
            class="board__btn pg__filter"
            aria-pressed={kindFilter === k ? 'true' : 'false'}
            onClick={() => setKindFilter(k)}
            data-kind={k}
          >
            {bt(`playground.filter.${k}`)}
            <span class="pg__filter-count">{k === 'all' ? sorted.length : counts[k]}</span>
          </button>
        ))}
      </div>
      {features && shown.length === 0 && <p class="pg__muted">{bt('playground.filterNone')}</p>}
      <ul class="pg__features" data-testid="feature-list">
        {shown.map((f) => {
          const ref: FeatureRef = f.parts[0];
          const on = !!lit && lit.x === ref.x && lit.y === ref.y && lit.at === ref.at;
          const holders = Object.keys(f.meeples);
          return (
            <li key={`${ref.x},${ref.y},${ref.at}`}>
              <button type="button" class="board__row pg__feature" aria-pressed={on ? 'true' : 'false'} onClick={() => onLight(on ? null : ref)} data-kind={f.kind}>
                <span class={`board__kind board__kind--${f.kind}`} aria-hidden="true" />
                <span class="pg__feature-text">
                  <strong>{kindLabel(f.kind)}</strong> {featureFacts(f).join(' · ')}
                  <span class="pg__feature-who">
                    {holders.length ? bt('playground.featureHolder', { players: wordList(holders) }) : bt('playground.featureFree')}
                  </span>
                </span>
                <span class="pg__feature-pts">{bt('playground.points', { count: f.value })}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
