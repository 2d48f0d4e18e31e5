/**
 * What the puzzle page keeps of a try (outcome.ts, progress.ts, rating.ts): how the puzzle went on an earlier visit,
 * this try's outcome so far, the saved progress with any notice about it, and the rating line after the try.
 *
 *   const progress = usePuzzleProgress(puzzle);
 *   progress.note('miss');            // the outcome moves on; a changed result is saved at once
 *   progress.tryState.final           // solved, or the solution viewed
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Puzzle } from '../../engine/puzzle';
import { t } from '../../i18n';
import '../../i18n/puzzles';
import { emptyProgress, loadProgress, record, saveProgress, type Kept, type Progress } from './progress';
import type { Rating } from './rating';
import { freshAttempt, nextAttempt, type Attempt, type AttemptEvent } from './outcome';
import { localDate } from './sets';
import { signed } from './words';
import { OWN_PREFIX } from './own';

export function usePuzzleProgress(puzzle: Puzzle) {
  const [kept, setKept] = useState<Kept>({ progress: emptyProgress(), notice: null });
  /** How this puzzle went on an earlier visit, if it was tried before. */
  const [earlier, setEarlier] = useState<Progress['results'][string] | null>(null);
  /** This try: its outcome so far (outcome.ts), final once solved or the solution viewed. */
  const attempt = useRef<Attempt>(freshAttempt());
  const [tryState, setTryState] = useState<Attempt>(attempt.current);
  const progressLoaded = useRef<Promise<Kept> | null>(null);
  /** The rating before this try. */
  const baseRating = useRef<Rating | null>(null);

  useEffect(() => {
    progressLoaded.current = loadProgress().then((k) => {
      setKept(k);
      setEarlier(k.progress.results[puzzle.id] ?? null);
      baseRating.current = k.progress.rating ?? null;
      return k;
    });
  }, []);

  /**
   * Note what happened in this try (a miss, a hint, a solve, a look at the solution): the outcome on the page and,
   * when it changes, in the browser, recorded over the progress as it was before this try (a miss then a solve is
   * one try that ended "helped", not a failure and a solve).
   */
  const note = (e: AttemptEvent) => {
    const before = attempt.current;
    const after = nextAttempt(before, e);
    if (after === before) return;
    attempt.current = after;
    setTryState(after);
    if (after.result === before.result || !after.result) return;
    const result = after.result;
    const today = localDate();
    void (progressLoaded.current ?? loadProgress()).then((k) => {
      // A puzzle of your own (own.ts) has no difficulty of its own: it does not move the rating.
      const progress = record(k.progress, puzzle.id, result, today, puzzle.id.startsWith(OWN_PREFIX) ? undefined : puzzle.difficulty);
      saveProgress(progress);
      setKept({ ...k, progress });
    });
  };

  /** The rating after this try, when the person asked to see it and this try moved it: "Rating 1532 (+14)." */
  const ratingLine = (): string => {
    const now = kept.progress.rating;
    if (!kept.progress.showRating || !now || now.games === (baseRating.current?.games ?? 0)) return '';
    // A rating is written as a plain number (1506), as chess sites do, not grouped as counts are.
    return t('puzzles.rating.after', { value: String(now.value), change: signed(now.value - (baseRating.current?.value ?? 1500)) });
  };

  /** This try's outcome as of the last note (read at once, not from a render). */
  const current = () => attempt.current;

  return { kept, earlier, tryState, note, ratingLine, current };
}
