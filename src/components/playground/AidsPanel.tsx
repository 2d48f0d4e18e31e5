/**
 * The aids at the table (issue 25), loaded when they are first switched on:
 * what a player could count with the box and the board in front of them
 * (src/engine/aids.ts through the worker's `tableAids`).
 *
 * - the tiles still in the bag, by type (never their order);
 * - each open road, city and cloister: how many tiles of the bag could close
 *   it with one placement, and the chance that the next tile drawn is one of
 *   them; a row lights the feature on the board;
 * - the open cells no tile left can fill, marked on the board by the page.
 */
import { useEffect, useState } from 'preact/hooks';
import type { FeatureInfo, Position, TableAids } from '../../worker/api';
import { ask } from './laterAsk';
import type { FeatureRef } from '../board/types';
import type { TileSvg } from '../tiles/TileSvg';
import { wordList } from '../../i18n/words';
import { bt } from '../board/strings';
import '../../i18n/playground';
import '../../i18n/review';
import './review.css';

interface Props {
  /** The board (with its bag) the aids are for; null while the engine is not ready. */
  position: Position | null;
  /** The cells no tile left can fill, for the page to mark on the board (with the board they are of). */
  onDead: (cells: TableAids['dead'], of: Position) => void;
  /** The board's features (for who holds each open one). */
  features: FeatureInfo[] | null;
  lit: FeatureRef | null;
  onLight: (ref: FeatureRef | null) => void;
  /** The tile drawing (tiles/TileSvg.tsx), from the page, which has it already. */
  Tile: typeof TileSvg;
}

/** Open features listed at first (the ones held, then the likeliest to close, the biggest first); the rest on request. */
export const FIRST_OPEN = 8;

/** A chance as a whole percentage ("17%"), with "under 1%" for a small one that is not none. */
export function percent(chance: number): string {
  if (chance > 0 && chance < 0.005) return bt('aids.under1');
  return bt('aids.percent', { n: Math.round(chance * 100) });
}

export default function AidsPanel({ position, onDead, features, lit, onLight, Tile }: Props) {
  const [all, setAll] = useState(false);
  const [aidsOf, setAidsOf] = useState<{ position: Position; aids: TableAids } | null>(null);
  const aids = aidsOf && aidsOf.position === position ? aidsOf.aids : null;
  useEffect(() => {
    if (!position) return;
    let alive = true;
    ask('tableAids', position).then(
      (r) => {
        if (!alive || !r.ok) return;
        setAidsOf({ position, aids: r.value });
        onDead(r.value.dead, position);
      },
      () => {
        /* the board reports an engine that did not start */
      },
    );
    return () => {
      alive = false;
    };
  }, [position]);
  const inBag = aids?.bag.filter((b) => b.count > 0) ?? [];
  const gone = aids?.bag.filter((b) => b.count === 0).map((b) => b.tile) ?? [];
  const holders = (parts: readonly FeatureRef[]): string[] => {
    const f = features?.find((g) => g.parts.some((p) => p.x === parts[0].x && p.y === parts[0].y && p.at === parts[0].at));
    return f ? Object.keys(f.meeples) : [];
  };
  const open = (aids?.features ?? [])
    .map((f) => ({ ...f, who: holders(f.parts) }))
    .sort((a, b) => Number(b.who.length > 0) - Number(a.who.length > 0) || b.chance - a.chance || b.tilesIn - a.tilesIn);
  const shown = all ? open : open.slice(0, FIRST_OPEN);
  return (
    <section class="pg__panel pg-aids" aria-labelledby="pg-aids-heading" data-testid="aids-panel">
      <div class="pg__panel-head">
        <h2 id="pg-aids-heading">{bt('aids.heading')}</h2>
      </div>
      {!aids ? (
        <p class="pg__muted">…</p>
      ) : (
        <>
          <h3 class="pg-review__sub">{bt('aids.bag')}</h3>
          {inBag.length === 0 ? (
            <p class="pg__muted">{bt('aids.bagEmpty')}</p>
          ) : (
            <ul class="pg-aids__bag" data-testid="aids-bag">
              {inBag.map((b) => (
                <li key={b.tile} data-tile={b.tile} data-count={b.count}>
                  <Tile letter={b.tile} rot={0} size={34} />
                  <span>
                    {b.tile} ×{b.count}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {gone.length > 0 && inBag.length > 0 && <p class="pg__muted">{bt('aids.gone', { tiles: gone.join(bt('list.sep')) })}</p>}

          <h3 class="pg-review__sub">{bt('aids.open')}</h3>
          {open.length === 0 ? (
            <p class="pg__muted">{bt('aids.noOpen')}</p>
          ) : (
            <ul class="pg__features pg-aids__features" data-testid="aids-features">
              {shown.map((f) => {
                const ref = f.parts[0];
                const on = !!lit && lit.x === ref.x && lit.y === ref.y && lit.at === ref.at;
                const who = f.who;
                return (
                  <li key={`${ref.x},${ref.y},${ref.at}`}>
                    <button type="button" class="board__row pg__feature" aria-pressed={on ? 'true' : 'false'} onClick={() => onLight(on ? null : ref)} data-kind={f.kind} data-closers={f.closers} data-testid="aids-feature">
                      <span class={`board__kind board__kind--${f.kind}`} aria-hidden="true" />
                      <span class="pg__feature-text">
                        <strong>{bt(`board.kind.${f.kind}`)}</strong> {bt('board.info.tiles', { count: f.tilesIn })}
                        <span class="pg__feature-who">
                          {f.closers === 0
                            ? bt('aids.closeNone')
                            : bt('aids.close', { count: f.closers, tiles: f.tiles.join(bt('list.sep')), chance: percent(f.chance) })}
                        </span>
                        <span class="pg__feature-who">{who.length ? bt('playground.featureHolder', { players: wordList(who) }) : bt('playground.featureFree')}</span>
                      </span>
                      <span class="pg__feature-pts">{percent(f.chance)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {!all && open.length > FIRST_OPEN && (
            <button type="button" class="board__btn pg-aids__more" onClick={() => setAll(true)} data-testid="aids-all">
              {bt('aids.all', { count: open.length })}
            </button>
          )}

          <h3 class="pg-review__sub">{bt('aids.dead')}</h3>
          <p class={aids.dead.length ? undefined : 'pg__muted'} data-testid="aids-dead" data-count={aids.dead.length}>
            {aids.dead.length === 0 ? bt('aids.dead0') : bt('aids.deadCells', { count: aids.dead.length })}
          </p>
        </>
      )}
    </section>
  );
}
