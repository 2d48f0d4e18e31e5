/**
 * The playground island (/playground/): a free board for 2–6 players. Pick a
 * tile, lay it, put a meeple for the player to play, see the scores and every
 * feature with its value; undo, start again. Saved in this browser on every
 * change (localStorage, STORAGE_KEY) and restored on the next visit; a save
 * that cannot be read is kept aside and reported, never dropped.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ask } from '../ui/useEngine';
import type { FeatureInfo, Position, ScoreReport } from '../../worker/api';
import { PLAYER_COLORS } from '../tiles/colors';
import Board from '../board/Board';
import TilePicker from './TilePicker';
import SolverPanel, { type MovePreview } from './SolverPanel';
import { onEngineRestart } from '../../worker/client';
import { featureFacts, kindLabel, joinNames } from '../board/describe';
import { meeplesOnBoard, playerColors, playerToPlay, remainingTiles, totalRemaining, type FeatureRef } from '../board/model';
import { loadSaved, saveToStorage, setSavedAside, type SavedPlayground } from './storage';
import Boundary from '../ui/Boundary';
import { bt } from '../board/strings';
import SharePanel, { type OpenedFrom } from './SharePanel';
import { isUntouched, printable, sameBoard } from './share';
import { clip } from '../ui/text';
import './playground.css';

/** Seats in order: two players are red and blue. */
export const SEATS = ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'Pink'] as const;
export const MIN_SEATS = 2;
const DEFAULT_MEEPLES = 7;
const DEFAULT_HAND = 'V';

export function newPosition(players: number): Position {
  return {
    format: 'carcassonne-position/1',
    players: SEATS.slice(0, Math.max(MIN_SEATS, Math.min(SEATS.length, players))),
    tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
    meeples: [],
    toPlay: 'Red',
  };
}

/** `restore`: a board that was replaced by a shared or imported one, offered back by the notice's button; `reveal`: scroll it into view. */
type Notice = { tone: 'info' | 'error'; text: string; restore?: Position; reveal?: boolean } | null;

/** The tile in hand, kept only while the board leaves a copy of it to play. */
const handFor = (pos: Position, hand: string | null): string | null => (hand !== null && (remainingTiles(pos)[hand] ?? 0) > 0 ? hand : null);

const KIND_ORDER: Record<FeatureInfo['kind'], number> = { city: 0, road: 1, cloister: 2, farm: 3 };

/** The playground inside a safety net: a drawing error shows a message and a way on, never a blank page. */
export default function PlaygroundIsland() {
  return (
    <Boundary setAside={() => setSavedAside(window.localStorage)}>
      <Playground />
    </Boundary>
  );
}

function Playground() {
  const [loaded, setLoaded] = useState(false);
  const [position, setPosition] = useState<Position>(() => newPosition(2));
  const [history, setHistory] = useState<Position[]>([]);
  const [hand, setHand] = useState<string | null>(DEFAULT_HAND);
  const [notice, setNotice] = useState<Notice>(null);
  const [saveBlocked, setSaveBlocked] = useState(false);
  const [score, setScore] = useState<ScoreReport | null>(null);
  const [features, setFeatures] = useState<FeatureInfo[] | null>(null);
  const [highlight, setHighlight] = useState<FeatureRef | null>(null);
  const [preview, setPreview] = useState<MovePreview | null>(null);
  const [kindFilter, setKindFilter] = useState<'all' | FeatureInfo['kind']>('all');
  useEffect(() => onEngineRestart(() => setNotice({ tone: 'info', text: bt('engine.restarted') })), []);
  const mainRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.reveal) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);

  // ----- restore the saved board (checked by the engine)
  useEffect(() => {
    let alive = true;
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch (e) {
      setSaveBlocked(true);
      setNotice({ tone: 'error', text: bt('playground.saveFailed', { reason: e instanceof Error ? e.message : String(e) }) });
      setLoaded(true);
      return;
    }
    loadSaved(storage, (pos) => ask('validate', pos)).then(
      (outcome) => {
        if (!alive) return;
        if (outcome.kind === 'restored') {
          const { position: pos, history: steps, hand: saved } = outcome.saved;
          setPosition(pos);
          setHistory(steps);
          setHand(handFor(pos, saved));
          setNotice({
            tone: 'info',
            text:
              outcome.handDropped !== undefined
                ? `${bt('playground.restored')} ${bt('playground.handDropped', { hand: printable(clip(outcome.handDropped, 12)) })}`
                : bt('playground.restored'),
          });
        } else if (outcome.kind === 'corrupt') {
          setSaveBlocked(outcome.saveBlocked);
          setNotice({ tone: 'error', text: bt('playground.corrupt', { reason: outcome.reason, key: outcome.keptAs }) });
        }
        setLoaded(true);
      },
      () => {
        // The engine did not start: the board says so. Leave any save untouched.
        if (!alive) return;
        setSaveBlocked(true);
        setLoaded(true);
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  // ----- save on every change
  useEffect(() => {
    if (!loaded || saveBlocked) return;
    const saved: SavedPlayground = { version: 1, position, history, hand };
    const r = saveToStorage(window.localStorage, saved);
    if (!r.ok) setNotice({ tone: 'error', text: bt('playground.saveFailed', { reason: r.error.message }) });
  }, [loaded, saveBlocked, position, history, hand]);

  // ----- scores and features of the current board
  useEffect(() => {
    if (!loaded) return;
    let alive = true;
    Promise.all([ask('score', position), ask('features', position)]).then(
      ([s, f]) => {
        if (!alive) return;
        setScore(s.ok ? s.value : null);
        setFeatures(f.ok ? f.value : null);
      },
      () => {
        /* the board reports an engine that did not start */
      },
    );
    return () => {
      alive = false;
    };
  }, [loaded, position]);

  const remaining = useMemo(() => remainingTiles(position), [position]);
  const colors = useMemo(() => playerColors(position.players), [position.players.join('\u0000')]);
  const onBoard = useMemo(() => meeplesOnBoard(position), [position]);
  const toPlay = playerToPlay(position);
  const meeplesEach = position.rules?.meeples ?? DEFAULT_MEEPLES;

  const record = (next: Position) => {
    setHistory((h) => [...h, position]);
    setPosition(next);
    setHighlight(null);
  };

  const onChange = (next: Position) => {
    record(next);
    const left = remainingTiles(next);
    if (hand && (left[hand] ?? 0) <= 0) setHand(null);
  };

  const undo = () => {
    if (!history.length) return;
    setPosition(history[history.length - 1]);
    setHistory(history.slice(0, -1));
    setHighlight(null);
  };

  // ----- a board from a share link or a file: the board it replaces stays in the undo history
  const openBoard = (next: Position, from: OpenedFrom) => {
    if (sameBoard(next, position)) {
      setNotice({ tone: 'info', text: bt('share.sameBoard'), reveal: true });
      return;
    }
    const opened = from.kind === 'link' ? bt('share.fromLink') : bt('share.fromFile', { file: from.name });
    const keep = !(isUntouched(position) && history.length === 0);
    if (keep) onChange(next);
    else {
      setPosition(next);
      setHighlight(null);
      setHand(handFor(next, hand));
    }
    setNotice({ tone: 'info', text: keep ? `${opened} ${bt('share.keptPrevious')}` : opened, restore: keep ? position : undefined, reveal: true });
  };

  const bringBack = (previous: Position) => {
    onChange(previous);
    setNotice({ tone: 'info', text: bt('share.restored') });
  };

  const reset = (players = position.players.length) => {
    record(newPosition(players));
    setNotice({ tone: 'info', text: bt('playground.reseted') });
  };

  const sortedFeatures = useMemo(
    () =>
      (features ?? []).slice().sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.value - a.value || b.tiles - a.tiles),
    [features],
  );
  const kindCounts = useMemo(() => {
    const counts: Record<FeatureInfo['kind'], number> = { city: 0, road: 0, cloister: 0, farm: 0 };
    for (const f of sortedFeatures) counts[f.kind]++;
    return counts;
  }, [sortedFeatures]);
  const shownFeatures = kindFilter === 'all' ? sortedFeatures : sortedFeatures.filter((f) => f.kind === kindFilter);

  return (
    <div class="pg" data-testid="playground" data-loaded={loaded ? 'true' : 'false'}>
      <div class="pg__main" ref={mainRef}>
        <Board
          position={loaded ? position : null}
          mode="play"
          handTile={hand}
          onChange={onChange}
          onUndo={undo}
          canUndo={history.length > 0}
          highlight={highlight}
          colors={colors}
          preview={preview}
        />
        {notice && (
          <div
            class={`pg__notice is-${notice.tone}`}
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="playground-notice"
            ref={noticeRef}
          >
            <p>{notice.text}</p>
            {notice.restore && (
              <button type="button" class="board__btn" onClick={() => bringBack(notice.restore!)} data-testid="playground-restore">
                {bt('share.restore')}
              </button>
            )}
            <button type="button" class="board__btn" onClick={() => setNotice(null)}>
              {bt('playground.dismiss')}
            </button>
          </div>
        )}
      </div>

      <div class="pg__side">
        <section class="pg__panel" aria-labelledby="pg-hand">
          <div class="pg__panel-head">
            <h2 id="pg-hand">{bt('playground.tileHeading')}</h2>
            <span class="pg__muted">{bt('playground.tilesLeft', { left: totalRemaining(remaining) })}</span>
          </div>
          <TilePicker remaining={remaining} value={hand} onChange={setHand} labelledBy="pg-hand" />
        </section>

        <section class="pg__panel" aria-labelledby="pg-players">
          <div class="pg__panel-head">
            <h2 id="pg-players">{bt('playground.scores')}</h2>
            <label class="pg__count">
              <span>{bt('playground.playerCount')}</span>
              <select
                value={String(position.players.length)}
                onChange={(e) => reset(Number((e.target as HTMLSelectElement).value))}
                data-testid="player-count"
              >
                {[2, 3, 4, 5, 6].map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <table class="pg__scores" data-testid="scores">
            <thead>
              <tr>
                <th scope="col">{bt('playground.col.player')}</th>
                <th scope="col">{bt('playground.col.score')}</th>
                <th scope="col">{bt('playground.col.final')}</th>
                <th scope="col">{bt('playground.col.meeples')}</th>
              </tr>
            </thead>
            <tbody>
              {position.players.map((p) => {
                const c = PLAYER_COLORS[colors[p]];
                return (
                  <tr key={p} class={p === toPlay ? 'is-to-play' : undefined} data-player={p}>
                    <th scope="row">
                      <span class="pg__swatch" style={{ background: c.fill, borderColor: c.outline }} aria-hidden="true" />
                      {p}
                      {p === toPlay && <span class="pg__to-play">{bt('playground.toPlay')}</span>}
                    </th>
                    <td data-testid={`score-${p}`}>{position.scores?.[p] ?? 0}</td>
                    <td data-testid={`final-${p}`}>{score ? (score.total[p] ?? 0) : '…'}</td>
                    <td>{Math.max(0, meeplesEach - (onBoard[p] ?? 0))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div class="pg__actions">
            <button type="button" class="board__btn" onClick={() => reset()} data-testid="playground-reset">
              {bt('playground.reset')}
            </button>
            <p class="pg__muted">{bt('playground.playerCountNote')}</p>
          </div>
        </section>
        <SolverPanel position={loaded ? position : null} tile={hand} preview={preview} onPreview={setPreview} />

        <SharePanel
          position={loaded ? position : null}
          onOpen={openBoard}
          onProblem={(text) => setNotice({ tone: 'error', text, reveal: true })}
          dropZone={mainRef}
        />
      </div>

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
              <span class="pg__filter-count">{k === 'all' ? sortedFeatures.length : kindCounts[k]}</span>
            </button>
          ))}
        </div>
        {features && shownFeatures.length === 0 && <p class="pg__muted">{bt('playground.filterNone')}</p>}
        <ul class="pg__features" data-testid="feature-list">
          {shownFeatures.map((f) => {
            const ref: FeatureRef = f.parts[0];
            const on = !!highlight && highlight.x === ref.x && highlight.y === ref.y && highlight.at === ref.at;
            const holders = Object.keys(f.meeples);
            return (
              <li key={`${ref.x},${ref.y},${ref.at}`}>
                <button
                  type="button"
                  class="board__row pg__feature"
                  aria-pressed={on ? 'true' : 'false'}
                  onClick={() => setHighlight(on ? null : ref)}
                  data-kind={f.kind}
                >
                  <span class={`board__kind board__kind--${f.kind}`} aria-hidden="true" />
                  <span class="pg__feature-text">
                    <strong>{kindLabel(f.kind)}</strong> {featureFacts(f).join(' · ')}
                    <span class="pg__feature-who">
                      {holders.length
                        ? bt('playground.featureHolder', { players: joinNames(holders) })
                        : bt('playground.featureFree')}
                    </span>
                  </span>
                  <span class="pg__feature-pts">
                    {f.value === 1 ? bt('playground.points1') : bt('playground.points', { points: f.value })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
