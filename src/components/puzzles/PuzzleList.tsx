/**
 * The puzzle list (/puzzles/): the puzzle of the day (chosen from the date
 * alone), filters by theme and difficulty (kept in the address), the
 * player's marks and streak (progress.ts), and "Start" that opens the first
 * unsolved puzzle of the chosen set; "Next" on a puzzle keeps to that set.
 *
 * Rendered in full at build time (every puzzle, unmarked, the daily puzzle of
 * the build date); in the browser the marks, today's puzzle and the filters
 * of the address fill in, in boxes of the same size. Your own puzzles (own.ts:
 * mistakes from the playground's review) are listed once read, when there are any.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import '../../i18n/puzzles';
import { dueAgain, emptyProgress, loadProgress, saveProgress, type Kept } from './progress';
import { dailyPuzzle, filterFromSearch, filterToSearch, localDate, matches, NO_FILTER, puzzleHref, type Filter, type PuzzleSummary } from './sets';
import { difficultyText, kindText, noticeText, themeText } from './words';
import { loadOwn, ownHref, type OwnPuzzle } from './own';
import './puzzles.css';

export interface PuzzleListProps {
  puzzles: readonly PuzzleSummary[];
  themes: readonly string[];
  /** The build's date (YYYY-MM-DD): the daily puzzle before the page knows today's. */
  builtOn: string;
}

function Chips<T extends string | number>(props: {
  legend: string;
  name: string;
  value: T | null;
  options: readonly T[];
  label: (v: T) => string;
  onChange: (v: T | null) => void;
}) {
  const chip = (v: T | null, text: string) => (
    <label class="pz-chip" key={String(v)}>
      <input type="radio" name={props.name} value={v === null ? '' : String(v)} checked={props.value === v} onChange={() => props.onChange(v)} />
      <span>{text}</span>
    </label>
  );
  return (
    <fieldset class="pz-chips" data-testid={`filter-${props.name}`}>
      <legend>{props.legend}</legend>
      {chip(null, t('puzzles.filter.all'))}
      {props.options.map((v) => chip(v, props.label(v)))}
    </fieldset>
  );
}

/** The progress with the rating shown or hidden, saved. */
function withRating(kept: Kept, on: boolean): Kept {
  const progress = { ...kept.progress, showRating: on };
  saveProgress(progress);
  return { ...kept, progress };
}

export default function PuzzleList({ puzzles, themes, builtOn }: PuzzleListProps) {
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [kept, setKept] = useState<Kept>({
    progress: emptyProgress(),
    notice: null,
  });
  const [today, setToday] = useState(builtOn);
  const [own, setOwn] = useState<OwnPuzzle[]>([]);

  const filtersRef = useRef<HTMLElement>(null);
  const ratingRef = useRef<HTMLInputElement>(null);
  /** The rating's box as the person set it before the progress was read (null: not touched). */
  const ratingWish = useRef<boolean | null>(null);
  const progressRead = useRef(false);

  useEffect(() => {
    // The page is drawn at build time with "all" chosen: a chip tapped before the island woke is kept (and wins over the address).
    const tapped = (name: string) => filtersRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
    const early = filterFromSearch(`?${new URLSearchParams({ theme: tapped('theme'), difficulty: tapped('difficulty') })}`, themes);
    const fromAddress = filterFromSearch(window.location.search, themes);
    const f = { theme: early.theme ?? fromAddress.theme, difficulty: early.difficulty ?? fromAddress.difficulty };
    if (early.theme !== null || early.difficulty !== null) choose(f);
    else setFilter(f);
    setToday(localDate());
    // The rating's box ticked (or cleared) before the island woke is kept too, once the progress is read.
    const box = ratingRef.current;
    if (box && box.checked !== box.defaultChecked) ratingWish.current = box.checked;
    void loadProgress().then((k) => {
      progressRead.current = true;
      const wish = ratingWish.current;
      ratingWish.current = null;
      setKept(wish === null || (k.progress.showRating === true) === wish ? k : withRating(k, wish));
    });
    void loadOwn().then((r) => setOwn(r.puzzles));
  }, []);

  const choose = (f: Filter) => {
    setFilter(f);
    history.replaceState(history.state, '', `${window.location.pathname}${filterToSearch(f)}`);
  };

  const results = kept.progress.results;
  const set = puzzles.filter((p) => matches(p, filter));
  const first = set.find((p) => results[p.id]?.result !== 'solved') ?? set[0];
  const daily = dailyPuzzle(puzzles, today);
  const counts = Object.values(results).reduce((c, r) => ((c[r.result] += 1), c), { solved: 0, helped: 0, failed: 0 });
  const tried = counts.solved + counts.helped + counts.failed > 0;

  const due = dueAgain(kept.progress, today)
    .map((id) => puzzles.find((p) => p.id === id))
    .filter((p): p is PuzzleSummary => !!p);
  const showRating = kept.progress.showRating === true;
  const rating = kept.progress.rating;
  const toggleRating = (on: boolean) => {
    if (progressRead.current) return setKept(withRating(kept, on));
    // Before the progress is read, saving would write an empty one over it: the wish waits for it (shown at once).
    ratingWish.current = on;
    setKept({ ...kept, progress: { ...kept.progress, showRating: on } });
  };

  const mark = (id: string) => {
    const r = results[id]?.result;
    return (
      <span class={`pz-mark pz-mark--${r ?? 'new'}`} data-testid="puzzle-mark" data-result={r ?? 'new'}>
        <span aria-hidden="true">{r === 'solved' ? '✓' : r === 'helped' ? '◐' : r === 'failed' ? '✗' : '○'}</span>
        <span class="pz-mark__text">{t(`puzzles.mark.${r ?? 'new'}`)}</span>
      </span>
    );
  };

  // Difficulty as a coloured pill; the kind and the themes as one line of text (a long list stays light).
  const tags = (p: PuzzleSummary) => (
    <span class="pz-tags">
      <span class={`pz-tag pz-tag--d${p.difficulty}`}>{difficultyText(p.difficulty)}</span>
      <span class="pz-tags__text">{[kindText(p.objective), ...p.themes.map(themeText)].join(' · ')}</span>
    </span>
  );

  if (puzzles.length === 0) return <p>{t('puzzles.none')}</p>;

  return (
    <div class="pz-list" data-testid="puzzle-list-page">
      {daily && (
        <section class="pz-daily" aria-labelledby="pz-daily-heading" data-testid="puzzle-daily" data-id={daily.id}>
          <h2 id="pz-daily-heading">{t('puzzles.daily.heading')}</h2>
          <p class="pz-daily__title">
            <a href={puzzleHref(daily.id)}>{daily.title}</a> {mark(daily.id)}
          </p>
          {tags(daily)}
          <p class="pz__muted">{t('puzzles.daily.note', { date: today })}</p>
        </section>
      )}

      <p class="pz-stats" data-testid="puzzle-stats">
        {tried
          ? t('puzzles.stats', {
              solved: counts.solved,
              helped: counts.helped,
              failed: counts.failed,
              streak: kept.progress.streak,
              best: kept.progress.best,
            })
          : t('puzzles.statsNone')}
      </p>
      {kept.notice && <p class="pz__muted">{noticeText(kept.notice)}</p>}

      <div class="pz-rating">
        <label class="pz-rating__toggle">
          <input ref={ratingRef} type="checkbox" checked={showRating} onChange={(e) => toggleRating((e.currentTarget as HTMLInputElement).checked)} data-testid="rating-toggle" />
          <span>{t('puzzles.rating.show')}</span>
        </label>
        {showRating && (
          <p data-testid="puzzle-rating">
            {rating ? t('puzzles.rating.value', { value: String(rating.value), count: rating.games }) : t('puzzles.rating.none')}
          </p>
        )}
      </div>

      {due.length > 0 && (
        <section class="pz-due" aria-labelledby="pz-due-heading" data-testid="puzzle-due">
          <h2 id="pz-due-heading">{t('puzzles.due.heading')}</h2>
          <p class="pz__muted">{t('puzzles.due.note', { count: due.length })}</p>
          <ul>
            {due.map((p) => (
              <li key={p.id} data-id={p.id}>
                <a href={puzzleHref(p.id)}>{p.title}</a> {mark(p.id)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {own.length > 0 && (
        <section class="pz-due pz-own-list" aria-labelledby="pz-own-heading" data-testid="puzzle-own">
          <h2 id="pz-own-heading">{t('puzzles.own.heading')}</h2>
          <p class="pz__muted">{t('puzzles.own.note')}</p>
          <ul>
            {own.map((p) => (
              <li key={p.id} data-id={p.id}>
                <a href={ownHref(p.id)}>{t('puzzles.own.item', { move: p.game.move, of: p.game.of, tile: p.position.inHand ?? '' })}</a> {mark(p.id)}{' '}
                <span class="pz__muted">{t('puzzles.own.madeOn', { date: p.made })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section class="pz-filters" aria-labelledby="pz-filters-heading" ref={filtersRef}>
        <h2 id="pz-filters-heading">{t('puzzles.filters')}</h2>
        <Chips
          legend={t('puzzles.filter.theme')}
          name="theme"
          value={filter.theme}
          options={themes}
          label={themeText}
          onChange={(theme) => choose({ ...filter, theme })}
        />
        <Chips
          legend={t('puzzles.filter.difficulty')}
          name="difficulty"
          value={filter.difficulty}
          options={[1, 2, 3]}
          label={difficultyText}
          onChange={(difficulty) => choose({ ...filter, difficulty })}
        />
        <div class="pz-start">
          {first ? (
            <a class="button" href={puzzleHref(first.id, filter)} data-testid="puzzle-start">
              {t('puzzles.start', { count: set.length })}
            </a>
          ) : (
            <p>{t('puzzles.filter.empty')}</p>
          )}
          <p class="pz__muted" aria-live="polite">
            {t('puzzles.filter.shown', {
              shown: set.length,
              total: puzzles.length,
            })}{' '}
            {first && t('puzzles.startNote')}
          </p>
        </div>
      </section>

      <ol class="pz-items" aria-label={t('puzzles.listLabel')} data-testid="puzzle-items">
        {puzzles.map((p) => (
          <li key={p.id} class="pz-item" hidden={!matches(p, filter)} data-id={p.id}>
            <a class="pz-item__title" href={puzzleHref(p.id, filter)}>
              {p.title}
            </a>
            {mark(p.id)}
            {tags(p)}
          </li>
        ))}
      </ol>
    </div>
  );
}
