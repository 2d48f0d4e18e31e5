/** A feature described for the board's info slot: kind, size, who holds it, its value (or a prompt when none). */
import type { FeatureInfo } from '../../worker/api';
import { featureFacts, kindLabel, meeplesText, valueText } from '../board/describe';
import { bt } from '../board/strings';

export default function FeatureInfoView({ info }: { info: FeatureInfo | null }) {
  if (!info) return <p class="board__info-empty">{bt('board.info.empty')}</p>;
  return (
    <>
      <p class="board__info-title">
        <span class={`board__kind board__kind--${info.kind}`} aria-hidden="true" />
        <strong>{kindLabel(info.kind)}</strong>
        <span>{featureFacts(info).join(' · ')}</span>
      </p>
      <p class="board__info-line">
        <span>{meeplesText(info.meeples)}</span>
        <strong data-testid="board-info-value">{valueText(info)}</strong>
      </p>
    </>
  );
}
