/**
 * The score checker (/check/): copy a finished board from the table on a
 * phone, and get the final scoring feature by feature.
 *
 * The host of the board in its edit interaction: a tap on a cell lays the
 * tile in hand there, the way that fits nearest how it is turned (the
 * engine's `fitRotations`), and puts first in the palette every way a tile
 * fits that cell, drawn as it would lie, so one more tap lays another there
 * instead (or lays one where the tile in hand does not fit); a tap on a laid
 * tile turns it to the next way that fits; the tile in hand keeps the turn
 * it was last laid with;
 * a colour then a spot puts a meeple (several may share a feature); move and
 * remove; undo, redo, start over. Every change is scored by the engine's
 * lenient `check`: what cannot be right is flagged, only what cannot be
 * scored (edges, a board in pieces) is refused with the engine's reason.
 * The board lives in the URL on demand, in a file, and in the browser
 * (storage key 'check'), restored on reload.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CheckReport, Position } from '../../worker/api';
import type { Rules } from '../../engine/rules';
import Board, { type Answer, type Intent, type Mark } from '../board/Board';
import { ask, placeholderText, useEngine } from '../ui/useEngine';
import { errorText } from '../ui/words';
import { boardErrorText } from '../ui/boardWords';
import { wordList } from '../../i18n/words';
import { applyEdit } from '../ui/edit';
import { browserStore } from '../ui/storage';
import { useEarlyInput } from '../ui/useEarlyInput';
import { localPath, t } from '../../i18n';
import '../../i18n/check';
import Players from './Players';
import Palette, { Tools, type Tool } from './Palette';
import type { Fix } from './Result';
import KeepPanel from './KeepPanel';
import { useWakeLock } from './wakeLock';
import { STORE_KEY, checkSaved, openPosition, saveDoc } from './keep';
import {
  colorsOf, emptyDoc, nearestFit, nextFit, PALETTE_ORDER, paletteCounts, positionOf, replaceTile, rulesOf, scoreDuringPlay, seatName, turnTile, waysThatFit, withRules,
  type CheckDoc, type Way,
} from './model';
import './check.css';

type ResultModule = typeof import('./Result');
/** The result feature by feature and its words: loaded with the first result (an empty board has none to show). */
let resultModule: Promise<ResultModule> | null = null;
const loadResult = () => (resultModule ??= import('./Result'));

/** Meeples on the board by player name. */
function placedBy(pos: Position): Record<string, number> {
  const counts = new Map<string, number>();
  for (const m of pos.meeples ?? []) counts.set(m.player, (counts.get(m.player) ?? 0) + 1);
  return Object.fromEntries(counts);
}

interface Stacks {
  doc: CheckDoc;
  past: CheckDoc[];
  future: CheckDoc[];
}

/** A line about the page as a whole; one that is not `sticky` is about the board as it was, and goes when the board changes. */
type Notice = { tone: 'info' | 'error'; text: string; sticky?: boolean } | null;

/** The rule switches, each with its one-line explanation. */
type SwitchId = 'farmers' | 'firstEdition' | 'smallCity' | 'nothing';
const SWITCHES: { id: SwitchId; get: (r: Rules) => boolean; set: (on: boolean) => Partial<Rules> }[] = [
  { id: 'farmers', get: (r) => r.farmers, set: (on) => ({ farmers: on }) },
  { id: 'firstEdition', get: (r) => r.farmScoring === 'first-edition', set: (on) => ({ farmScoring: on ? 'first-edition' : 'third-edition' }) },
  { id: 'smallCity', get: (r) => r.smallCity, set: (on) => ({ smallCity: on }) },
  { id: 'nothing', get: (r) => !r.incompleteScore, set: (on) => ({ incompleteScore: !on }) },
];

export default function Check() {
  const engine = useEngine();
  const [stacks, setStacks] = useState<Stacks>(() => ({ doc: emptyDoc(), past: [], future: [] }));
  const { doc } = stacks;
  const pos = doc.position;
  /** The board as it is shared and saved to a file (with the seats' colours). */
  const shared = useMemo(() => positionOf(doc), [doc]);
  const latest = useRef(stacks);
  latest.current = stacks;
  const [restored, setRestored] = useState(false);
  const [tool, setTool] = useState<Tool>('tile');
  const [tile, setTile] = useState<string>('D');
  // The meeple colour chosen (by colour, so that a name typed letter by letter keeps it).
  const [playerColor, setPlayerColor] = useState<string>(doc.seats[0].color);
  const [report, setReport] = useState<CheckReport | null>(null);
  const [resultView, setResultView] = useState<ResultModule | null>(null);
  useEffect(() => {
    if (report && !resultView) void loadResult().then(setResultView);
  }, [report]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [compare, setCompare] = useState<{ rule: string; old: CheckReport } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [last, setLast] = useState<{ x: number; y: number } | null>(null);
  /**
   * The cell last tapped and the ways tiles fit there: first in the palette, one tap lays that tile, turned that way,
   * there — or, when a tile was just laid there (`laid`), puts it in the place of that one. Good while the board is
   * still `on` (any other change lets it go).
   */
  const [target, setTarget] = useState<{ x: number; y: number; ways: readonly Way[]; laid: Way | null; on: Position } | null>(null);
  /** How the tile in hand is turned: as the last tile was laid (the next of the same kind is tried that way first). */
  const [handRot, setHandRot] = useState(0);
  const [paletteNote, setPaletteNote] = useState<Notice>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const store = useMemo(() => (typeof window === 'undefined' ? null : browserStore()), []);
  const rootRef = useRef<HTMLDivElement>(null);
  // Names, scores and rules entered before the page woke are put back once the saved board is restored.
  useEarlyInput(rootRef, restored);

  const restoredRef = useRef(false);
  restoredRef.current = restored;
  /** The field whose keystrokes the last step recorded: the next keystroke in it joins that step of undo. */
  const typing = useRef<string | null>(null);
  /**
   * A change, kept at once (not after the next paint: a reload or a phone that drops the page in the background
   * may come first). `field` names the field typed in: a word typed letter by letter is one step of undo.
   */
  const record = (next: CheckDoc, field?: string) => {
    const join = field !== undefined && typing.current === field;
    typing.current = field ?? null;
    setStacks((s) => (join ? { ...s, doc: next, future: [] } : { doc: next, past: [...s.past, s.doc].slice(-200), future: [] }));
    latest.current = { ...latest.current, doc: next };
    if (restoredRef.current) saveDoc(store, next);
  };
  const setPos = (next: Position) => record({ ...latest.current.doc, position: next });
  const undo = () => {
    typing.current = null;
    setStacks((s) => (s.past.length ? { doc: s.past[s.past.length - 1], past: s.past.slice(0, -1), future: [s.doc, ...s.future] } : s));
  };
  const redo = () => {
    typing.current = null;
    setStacks((s) => (s.future.length ? { doc: s.future[0], past: [...s.past, s.doc], future: s.future.slice(1) } : s));
  };

  // The meeple colour follows fewer players and a colour changed.
  const seat = doc.seats.find((s) => s.color === playerColor) ?? doc.seats[0];
  const player = seatName(seat);

  // ----- restore the saved board, then open a link in the address (which never loses the saved board: undo brings it back)
  useEffect(() => {
    if (engine.kind !== 'ready' || restored) return;
    let alive = true;
    (async () => {
      let base: CheckDoc | null = null;
      if (store) {
        const saved = await store.read(STORE_KEY, checkSaved);
        if (saved.kind === 'ok') base = saved.value;
        else if (saved.kind === 'damaged') setNotice({ tone: 'error', text: t('check.keep.damaged', { reason: saved.reason, keptAs: saved.keptAs }), sticky: true });
      }
      if (!alive) return;
      if (base) setStacks({ doc: base, past: [], future: [] });
      await openHash(base);
      if (alive) setRestored(true);
    })();
    return () => {
      alive = false;
    };
  }, [engine.kind]);

  const openHash = async (current: CheckDoc | null) => {
    if (window.location.hash.length <= 1) return;
    // The link codec is loaded only for a page opened with a hash (it stays out of the page's first load).
    const { takeLinkHash, printable } = await import('../playground/share');
    const reading = takeLinkHash();
    if (reading.kind === 'none') return;
    const decoded = reading.result;
    if (!decoded.ok) return setNotice({ tone: 'error', text: t('check.keep.badLink', { reason: printable(errorText(decoded.error)) }) });
    const opened = await openPosition(decoded.value);
    if ('reason' in opened) return setNotice({ tone: 'error', text: t('check.keep.badLink', { reason: printable(opened.reason) }) });
    const keep = !!current && current.position.tiles.length > 0;
    noticeOutlives.current = true;
    setStacks((s) => ({ doc: opened.doc, past: keep ? [...s.past, s.doc] : s.past, future: [] }));
    setNotice({ tone: 'info', text: keep ? t('check.keep.linkOpenedUndo') : t('check.keep.linkOpened') });
  };
  useEffect(() => {
    if (!restored) return;
    const onHash = () => void openHash(latest.current.doc);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [restored]);

  // ----- a line about the board as it was goes when the board changes (not the change it came with)
  const noticeOutlives = useRef(false);
  useEffect(() => {
    if (noticeOutlives.current) noticeOutlives.current = false;
    else setNotice((n) => (n && !n.sticky ? null : n));
  }, [doc]);

  // ----- keep the work in progress: after every change, and when the page is put away (another app, a closed tab)
  // (in the render's own task, not after the next paint: a reload right after a change keeps it)
  useLayoutEffect(() => {
    if (restored) saveDoc(store, doc);
  }, [doc, restored]);
  useEffect(() => {
    if (!restored) return;
    const keep = () => saveDoc(store, latest.current.doc);
    const onVisibility = () => document.visibilityState === 'hidden' && keep();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', keep);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', keep);
    };
  }, [restored]);

  // ----- score every change
  useEffect(() => {
    if (engine.kind !== 'ready') return;
    if (pos.tiles.length === 0) {
      setReport(null);
      setRefusal(null);
      return;
    }
    let alive = true;
    ask('check', pos).then((r) => {
      if (!alive) return;
      if (r.ok) {
        setReport(r.value);
        setRefusal(null);
      } else setRefusal(errorText(r.error));
    });
    return () => {
      alive = false;
    };
  }, [pos, engine.kind]);

  // A selection that no longer names a feature is dropped.
  useEffect(() => {
    if (selected && report && !report.features.some((f) => f.key === selected)) setSelected(null);
  }, [report]);

  /** The cell offered for a tile, while the board is the one it was offered on. */
  const offer = target && target.on === pos ? target : null;

  /** The ways every tile fits at (x, y) on `on` (the board without a tile there), in the palette's order. */
  const waysAt = async (on: Position, x: number, y: number): Promise<Way[]> => {
    const fits = new Map(
      await Promise.all(
        PALETTE_ORDER.map(async (letter) => {
          const r = await ask('fitRotations', on, letter, x, y);
          return [letter, r.ok ? r.value : []] as const;
        }),
      ),
    );
    return waysThatFit((letter) => fits.get(letter) ?? []);
  };

  /**
   * Lay `letter` at (x, y) in the way that fits nearest `rot` (the tile in hand as it is turned), and offer the other
   * ways that fit there, this tile's and the others', first in the palette; `{ noFit }` (why) when no way fits.
   */
  const lay = async (letter: string, x: number, y: number, rot: number): Promise<Answer | { noFit: string }> => {
    const current = latest.current.doc.position;
    const r = await ask('fitRotations', current, letter, x, y);
    if (!r.ok) return r.error.code === 'edge-mismatch' ? { noFit: boardErrorText(r.error) } : { accept: false, reason: boardErrorText(r.error) };
    const chosen = nearestFit(letter, rot, r.value);
    if (chosen === null || r.value.length === 0) return { noFit: t('check.board.noFit', { tile: letter }) };
    const next = applyEdit(current, { type: 'put-tile', move: { tile: letter, x, y, rot: chosen } });
    if (!next) return { accept: false, reason: t('check.board.taken') };
    setPos(next);
    setLast({ x, y });
    setHandRot(chosen);
    // The first tile of a board could be any tile, any way: nothing to offer in its place.
    if (current.tiles.length === 0) return { accept: true, message: t('check.board.laid', { tile: letter }) };
    const ways = await waysAt(current, x, y);
    if (latest.current.doc.position === next) setTarget({ x, y, ways, laid: { tile: letter, rot: chosen }, on: next });
    return { accept: true, message: ways.length > 1 ? t('check.board.laidOthers', { tile: letter, count: ways.length - 1 }) : t('check.board.laid', { tile: letter }) };
  };

  /** The way chosen in the palette for the cell offered: laid there, or in the place of the tile just laid there. */
  const chooseWay = (way: Way) => {
    const at = offer;
    if (!at) return;
    const current = latest.current.doc.position;
    const next = at.laid ? replaceTile(current, at.x, at.y, way.tile, way.rot) : applyEdit(current, { type: 'put-tile', move: { tile: way.tile, x: at.x, y: at.y, rot: way.rot } });
    if (!next) return setPaletteNote({ tone: 'error', text: t('check.board.taken') });
    setPos(next);
    setLast({ x: at.x, y: at.y });
    setTile(way.tile);
    setTool('tile');
    setHandRot(way.rot);
    setTarget({ ...at, laid: way, on: next });
    setPaletteNote({ tone: 'info', text: t('check.board.laid', { tile: way.tile }) });
  };

  // ----- the board's intents
  const onIntent = async (intent: Intent): Promise<Answer | void> => {
    const current = latest.current.doc.position;
    // What the palette said last is about the tap before this one.
    if (intent.type !== 'inspect') setPaletteNote(null);
    switch (intent.type) {
      case 'put-tile': {
        const { tile: letter, x, y, rot } = intent.move;
        const done = await lay(letter, x, y, rot);
        if (!('noFit' in done)) return done;
        // The chosen tile fits nowhere here: the ways other tiles do come first in the palette, and a tap on one lays it here.
        const ways = await waysAt(current, x, y);
        if (!ways.length) return { accept: false, reason: `${done.noFit} ${t('check.board.noneFits')}` };
        if (latest.current.doc.position === current) setTarget({ x, y, ways, laid: null, on: current });
        return { accept: true, message: `${done.noFit} ${t('check.board.noFitPick', { count: ways.length })}` };
      }
      case 'turn-tile': {
        const here = current.tiles.find((tl) => tl.x === intent.x && tl.y === intent.y);
        if (!here) return;
        const r = await ask('fitRotations', current, here.tile, here.x, here.y);
        if (!r.ok) return { accept: false, reason: errorText(r.error) };
        const next = nextFit(here.tile, here.rot, r.value);
        if (next === null) return { accept: true, message: t('check.board.onlyWay', { tile: here.tile }) };
        const turned = turnTile(current, here.x, here.y, next);
        setPos(turned);
        setLast({ x: here.x, y: here.y });
        setHandRot(next);
        // Still the cell offered: what is laid there is the tile as now turned.
        const at = target;
        if (at && at.on === current && at.x === here.x && at.y === here.y) setTarget({ ...at, laid: { tile: here.tile, rot: next }, on: turned });
        return { accept: true, message: t('check.board.turned', { tile: here.tile }) };
      }
      case 'remove-tile':
      case 'move-tile':
      case 'put-meeple':
      case 'remove-meeple': {
        const next = applyEdit(current, intent);
        if (!next) return { accept: false, reason: t('check.board.taken') };
        if ((intent.type === 'remove-tile' || intent.type === 'move-tile') && next.tiles.length > 0) {
          const r = await ask('check', next);
          if (!r.ok) return { accept: false, reason: errorText(r.error) };
        }
        setPos(next);
        if (intent.type === 'move-tile') setLast(intent.to);
        return { accept: true };
      }
      case 'undo':
        return undo();
      case 'redo':
        return redo();
      default:
        return;
    }
  };

  // ----- what lights up on the board
  const feature = report?.features.find((f) => f.key === selected) ?? null;
  const marks = useMemo<Mark[]>(() => {
    const out: Mark[] = [];
    if (last && pos.tiles.some((tl) => tl.x === last.x && tl.y === last.y)) out.push({ kind: 'last', ...last });
    if (offer) out.push({ kind: 'cell', x: offer.x, y: offer.y, style: 'hint' });
    for (const w of report?.warnings ?? []) {
      if (w.code === 'scored-during-play') out.push({ kind: 'cell', x: w.x, y: w.y, style: 'bad' });
      else if ('where' in w && (w.where.in === 'tile' || w.where.in === 'meeple')) out.push({ kind: 'cell', x: w.where.x, y: w.where.y, style: 'bad' });
    }
    if (feature) {
      out.push({ kind: 'feature', parts: feature.parts, style: 'highlight' });
      for (const c of feature.cities ?? []) out.push({ kind: 'feature', parts: c.parts, style: 'good' });
      const at = feature.cells[0];
      if (at && feature.points > 0) out.push({ kind: 'label', x: at.x, y: at.y, text: `+${feature.points}`, style: 'good' });
    }
    return out;
  }, [report, feature, last, pos, offer]);

  const select = (key: string | null) => {
    setSelected(key);
    if (key) boardRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };

  const rules = rulesOf(pos);
  const switchRule = (id: SwitchId, on: boolean) => {
    const s = SWITCHES.find((x) => x.id === id)!;
    if (report) setCompare({ rule: t(`check.rules.${id}.short`, { state: on ? t('check.rules.on') : t('check.rules.off') }), old: report });
    record(withRules(doc, s.set(on)));
  };

  const fix = (f: Fix) => {
    if (f.kind === 'score') record(scoreDuringPlay(doc, f.warning.winners, f.warning.points, f.warning.indexes));
    else if (f.kind === 'farmers') record(withRules(doc, { farmers: true }));
    else record(withRules(doc, { meeples: f.count }));
  };

  /** A tile chosen in the palette (not one of the ways offered for a cell): the tile in hand from now on. */
  const chooseTile = (letter: string) => {
    setTile(letter);
    setTool('tile');
    setPaletteNote(null);
    setTarget(null);
  };
  const chooseMeeple = (name: string) => {
    setPlayerColor(doc.seats.find((s) => seatName(s) === name)?.color ?? doc.seats[0].color);
    setTool('meeple');
  };

  const ready = engine.kind === 'ready' && restored;
  // The screen stays on while the board is being copied (from the first tile laid on).
  useWakeLock(ready && pos.tiles.length > 0);
  const hint = tool === 'tile'
    ? pos.tiles.length === 0 ? t('check.hint.first', { tile }) : t('check.hint.tile', { tile })
    : tool === 'meeple' ? t('check.hint.meeple', { player }) : tool === 'move' ? t('check.hint.move') : t('check.hint.erase');
  const why = feature && report && resultView ? resultView.whyText(feature, report) : null;

  return (
    <div class="ck" data-testid="check" data-ready={ready ? 'true' : 'false'} ref={rootRef}>
      {notice && (
        <p class={`ck-notice${notice.tone === 'error' ? ' ck-notice--error' : ''}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="check-notice">
          {notice.text}{' '}
          <button type="button" class="ck-link-btn" onClick={() => setNotice(null)}>
            {t('check.notice.close')}
          </button>
        </p>
      )}
      <div class="ck-side ck-side--players">
        <Players doc={doc} onChange={record} onRefused={(text) => setNotice({ tone: 'error', text })} />
      </div>
      <div class="ck-main">
        <section class="ck-panel ck-board" aria-labelledby="ck-board" ref={boardRef}>
          <h2 id="ck-board">{t('check.board.heading')}</h2>
          <Tools tool={tool} player={player} seats={doc.seats} placed={placedBy(pos)} onMeeple={chooseMeeple} onTool={setTool} />
          <Board
            position={ready ? pos : null}
            placeholder={placeholderText(engine)}
            interaction="edit"
            edit={{ tool, tile, player, turnOnTap: true, rot: handRot }}
            colors={colorsOf(doc.seats)}
            onIntent={onIntent}
            marks={marks}
            hint={hint}
            label={t('check.board.label')}
            toolbar={(b) => (
              <>
                <button type="button" class="board__btn" disabled={!stacks.past.length} onClick={() => b.send({ type: 'undo' })} data-testid="check-undo">
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M9 14 4 9l5-5" />
                    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
                  </svg>
                  <span class="board__btn-text">{t('check.board.undo')}</span>
                </button>
                <button type="button" class="board__btn" disabled={!stacks.future.length} onClick={() => b.send({ type: 'redo' })} data-testid="check-redo">
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="m15 14 5-5-5-5" />
                    <path d="M20 9H10a6 6 0 0 0 0 12h3" />
                  </svg>
                  <span class="board__btn-text">{t('check.board.redo')}</span>
                </button>
                <button
                  type="button"
                  class="board__btn"
                  disabled={pos.tiles.length === 0}
                  data-testid="check-start-over"
                  title={t('check.board.startOver')}
                  onClick={() => {
                    record({ ...doc, position: { ...emptyDoc(doc.seats.length).position, players: doc.position.players, rules: doc.position.rules } });
                    setLast(null);
                  }}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
                  </svg>
                  <span class="board__btn-text">{t('check.board.startOver')}</span>
                </button>
              </>
            )}
            info={
              why && feature ? (
                <p class="ck-why" data-testid="check-why">
                  {why} <a href={localPath(resultView!.LESSON[feature.kind])}>{t('check.result.lessonLong')}</a>
                </p>
              ) : undefined
            }
          />
          {report && pos.tiles.length > 0 && (
            <p class="ck-summary" data-testid="check-summary">
              {t('check.summary.line', { totals: wordList(report.players.map((p) => t('check.summary.total', { player: p, points: report.total[p] ?? 0 }))) })}{' '}
              {report.winners.length === 1 ? t('check.summary.winner', { player: report.winners[0] }) : t('check.summary.tie', { players: wordList(report.winners) })}{' '}
              <a href="#ck-result">{t('check.summary.more')}</a>
            </p>
          )}
          {paletteNote && (
            <p class={`ck-palette-note${paletteNote.tone === 'error' ? ' ck-palette-note--error' : ''}`} role="status" data-testid="check-palette-note">
              {paletteNote.text}
            </p>
          )}
          <Palette left={paletteCounts(pos)} tool={tool} tile={tile} ways={offer?.ways ?? null} laid={offer?.laid ?? null} cell={offer} onTile={chooseTile} onWay={chooseWay} />
        </section>
      </div>
      <div class="ck-side">
        <section class="ck-panel ck-results" aria-labelledby="ck-result">
          <h2 id="ck-result">{t('check.result.heading')}</h2>
          {refusal && (
            <p class="ck-notice ck-notice--error" role="alert" data-testid="check-refusal">
              {t('check.result.refused', { reason: refusal })}
            </p>
          )}
          {pos.tiles.length === 0 && <p class="ck-muted">{t('check.result.empty')}</p>}
          {report && pos.tiles.length > 0 && resultView && (
            <>
              <resultView.Warnings warnings={report.warnings} onFix={fix} />
              {compare && <resultView.WhatIf rule={compare.rule} old={compare.old} now={report} onClose={() => setCompare(null)} />}
              <resultView.ResultTable report={report} seats={doc.seats} selected={selected} onSelect={select} />
            </>
          )}
        </section>
        <section class="ck-panel ck-rules" aria-labelledby="ck-rules">
          <h2 id="ck-rules">{t('check.rules.heading')}</h2>
          <ul>
            {SWITCHES.map((s) => (
              <li key={s.id}>
                <label class="ck-switch">
                  <input type="checkbox" name={`rule-${s.id}`} checked={s.get(rules)} data-rule={s.id} onChange={(e) => switchRule(s.id, (e.currentTarget as HTMLInputElement).checked)} />
                  <strong>{t(`check.rules.${s.id}`)}</strong>
                </label>
                <span class="ck-muted"> {t(`check.rules.${s.id}.note`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <KeepPanel
          position={shared}
          result={report && pos.tiles.length > 0 ? report : null}
          onWhatIf={() => document.getElementById('ck-rules')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          onOpen={(next) => {
            record(next);
            setLast(null);
          }}
        />
      </div>
    </div>
  );
}
