/**
 * The end of a game from the bag: the winner(s), the totals and the final
 * scoring feature by feature. Loaded by GamePanel when a game ends.
 */
import type { Position, ScoreReport } from '../../worker/api';
import { wordScoreReport } from '../../i18n/reportWords';
import '../../i18n/reports';
import { bt } from '../board/strings';
import '../../i18n/playground';

/** The final scoring's lines split into the feature lines, the totals and the winner(s) (wordScoreReport puts an empty line between features and totals). */
export function finalReport(lines: readonly string[]): { features: string[]; totals: string[]; winner: string } {
  const gap = lines.lastIndexOf('');
  const features = gap >= 0 ? lines.slice(0, gap) : [];
  const rest = gap >= 0 ? lines.slice(gap + 1) : [...lines];
  return { features, totals: rest.slice(0, -1), winner: rest[rest.length - 1] ?? '' };
}

export default function GameOver({ position, score }: { position: Position; score: ScoreReport }) {
  const report = finalReport(wordScoreReport(score, position.players, position.rules?.farmScoring === 'first-edition'));
  return (
    <>
      <p class="pg__winner" data-testid="game-winner">
        {report.winner}
      </p>
      <ul class="pg__final-totals">
        {report.totals.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <h3 class="pg__final-head">{bt('game.overNote')}</h3>
      <ol class="pg__final-lines" tabIndex={0} aria-label={bt('game.overNote')}>
        {report.features.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
    </>
  );
}
