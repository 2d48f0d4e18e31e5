/**
 * THE board: draws a position, lets a person work it (pan, zoom, place the
 * tile in hand, put a meeple, explore features), and asks the rules engine —
 * through the worker — about everything. It holds no rules: legal cells come
 * from `legalMoves`, refusals are the engine's own explanations
 * (`explainMove`), a turn is played by `place`, a feature is described by
 * `featureAt`. The new position goes out through `onChange`; the owner keeps
 * it (and its history) and passes it back in.
 *
 *   <Board position={pos} handTile="L" onChange={(pos, report) => …} onUndo={…} />
 *   <Board position={pos} mode="view" highlight={{ x: 0, y: 0, at: 'N' }} />
 *
 * A null position shows "loading" in the board's reserved box.
 */
import { Component, type TargetedKeyboardEvent, type TargetedMouseEvent, type TargetedPointerEvent } from 'preact';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ask } from '../ui/useEngine';
import type { FeatureInfo, PlaceReport, Placement, Position } from '../../worker/api';
import { MeepleGroup, TileGroup, TileSvg } from '../tiles/TileSvg';
import { MEEPLE_SIZE } from '../tiles/geometry';
import { PLAYER_COLORS, type PlayerColorName } from '../tiles/colors';
import {
  CELL,
  cellAtScreen,
  fitBounds,
  localInCell,
  pan,
  panToShowCell,
  pinch,
  screenToWorld,
  wheelFactor,
  zoomAt,
  type Pt,
  type View,
  zoomToCell,
} from './view';
import {
  anchorOfSpot,
  boardBounds,
  cellKey,
  kindOfSpot,
  nextRotation,
  pathOfSpot,
  placementsByCell,
  playerColors,
  playerToPlay,
  snapRotation,
  spotAtPoint,
  spotsOfTile,
  startCursor,
  stepCell,
  tilesByCell,
  type ArrowKey,
  type FeatureRef,
  type Spot,
  type TileAt,
} from './model';
import { describeBoard, featureFacts, kindLabel, meeplesText, spotText, turnText, turnsText, valueText } from './describe';
import { bt } from './strings';
import './board.css';

export type { FeatureRef };

/** A move shown on the board without being played (e.g. from the best-moves list). */
export interface MovePreview {
  tile: string;
  x: number;
  y: number;
  rot: number;
  /** Where the meeple of the player to play would stand, in board orientation; null for none. */
  meeple?: Spot | null;
}

export interface BoardProps {
  /** The position to draw (`carcassonne-position/1`); null while it is not known yet. */
  position: Position | null;
  /** "play": the player to play places `handTile`; "view": look and explore only. */
  mode?: 'play' | 'view';
  /** The tile in hand (a letter A–X), or null. */
  handTile?: string | null;
  /** A turn was played: the engine's new position and what it scored. */
  onChange?: (position: Position, report: PlaceReport) => void;
  /** Shows an Undo button (and U / Ctrl+Z) that calls this. */
  onUndo?: () => void;
  canUndo?: boolean;
  /** A feature to light up (e.g. from a list next to the board). */
  highlight?: FeatureRef | null;
  /** Colours by player name; by default a player called "Red" is red, others take free colours by seat. */
  colors?: Readonly<Record<string, PlayerColorName>>;
  /** Accessible name of the board. */
  label?: string;
  /** A move to show, not played: the tile drawn in place with the meeple of the player to play. */
  preview?: MovePreview | null;
}

type Tone = 'info' | 'error' | 'success';
interface Message {
  tone: Tone;
  text: string;
}

interface Pending {
  x: number;
  y: number;
  rot: number;
  spots: Spot[];
  /** Index into spots, −1 for "no meeple". */
  selected: number;
}

type Gesture =
  | { kind: 'none' }
  | { kind: 'press'; start: Pt; startView: View; pointerType: string; id: number }
  | { kind: 'pan'; start: Pt; startView: View; id: number }
  | { kind: 'pinch'; start: [Pt, Pt]; startView: View; ids: [number, number] };

type EngineState = 'loading' | 'ready' | 'failed';

const sameRef = (a: FeatureRef | null | undefined, b: FeatureRef | null | undefined) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.at === b.at);

/** Radius (tile units) of a meeple target, and how near a tap must be to hit it. */
const TARGET_R = 11;
/** While a meeple is being placed, the tile is shown at least this wide on screen (so its targets can be tapped). */
const MEEPLE_TILE_PX = 176;
const TARGET_HIT = 17;
/** Pixels a press may move and still be a click (more is a drag that pans). */
const CLICK_SLOP = { mouse: 4, other: 10 };

let boardCount = 0;

interface LayerProps {
  position: Position | null;
  colors: Record<string, PlayerColorName>;
}

/** The tiles: redrawn only when the position changes (not on every pointer move). */
class TilesLayer extends Component<LayerProps> {
  shouldComponentUpdate(next: LayerProps) {
    return next.position !== this.props.position;
  }
  render() {
    const { position } = this.props;
    if (!position) return null;
    return (
      <g class="board__tiles">
        {position.tiles.map((t) => (
          <g key={cellKey(t.x, t.y)} data-cell={cellKey(t.x, t.y)}>
            <TileGroup letter={t.tile} rot={t.rot} x={t.x * CELL} y={t.y * CELL} size={CELL} />
          </g>
        ))}
      </g>
    );
  }
}

/** The meeples, standing on roads, cities and cloisters, lying in fields; drawn above a lit feature. */
class MeeplesLayer extends Component<LayerProps> {
  shouldComponentUpdate(next: LayerProps) {
    return next.position !== this.props.position || next.colors !== this.props.colors;
  }
  render() {
    const { position, colors } = this.props;
    if (!position) return null;
    const tiles = tilesByCell(position);
    return (
      <g class="board__meeples">
        {(position.meeples ?? []).map((m) => {
          const t = tiles.get(cellKey(m.x, m.y));
          const anchor = t && anchorOfSpot(t.tile, t.rot, m.at);
          if (!t || !anchor) return null;
          const lying = kindOfSpot(t.tile, t.rot, m.at) === 'field';
          return (
            <g key={`m${m.x},${m.y}`} data-meeple-at={`${m.x},${m.y},${m.at}`} data-player={m.player}>
              <MeepleGroup
                color={colors[m.player] ?? 'red'}
                lying={lying}
                x={m.x * CELL + anchor.x}
                y={m.y * CELL + anchor.y}
                size={MEEPLE_SIZE}
              />
            </g>
          );
        })}
      </g>
    );
  }
}

export default function Board(props: BoardProps) {
  const { position, mode = 'play', handTile = null, onChange, onUndo, canUndo = true, highlight = null, label, preview = null } = props;
  const playing = mode === 'play';
  const [uid] = useState(() => `board-${++boardCount}`);

  // ----- engine
  const [engine, setEngine] = useState<EngineState>('loading');
  const [engineError, setEngineError] = useState('');
  const [placements, setPlacements] = useState<Placement[] | null>(null);
  const [rotations, setRotations] = useState<number[]>([0, 1, 2, 3]);

  // ----- view
  const viewportRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [view, setView] = useState<View>({ tx: 0, ty: 0, scale: 1 });
  const autoFit = useRef(true);

  // ----- interaction
  const [rot, setRot] = useState(0);
  const [onlyFitting, setOnlyFitting] = useState(false);
  const [cursor, setCursor] = useState<Pt | null>(null);
  const [cursorBy, setCursorBy] = useState<'pointer' | 'keyboard'>('pointer');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [hover, setHover] = useState<FeatureRef | null>(null);
  const [pinned, setPinned] = useState<FeatureRef | null>(null);
  const [feature, setFeature] = useState<{ ref: FeatureRef; info: FeatureInfo } | null>(null);
  const gesture = useRef<Gesture>({ kind: 'none' });
  /** The view before zooming in on a tile for its meeple, restored afterwards. */
  const viewBeforeMeeple = useRef<{ view: View; autoFit: boolean } | null>(null);
  /** The tile in hand being dragged from the toolbar: where the pointer is (page coordinates). */
  const [drag, setDrag] = useState<{ x: number; y: number; id: number } | null>(null);
  /** Whether the status line under the board is wholly on screen (if not, a refusal is also shown on the board). */
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [statusSeen, setStatusSeen] = useState(true);
  const pointers = useRef(new Map<number, Pt>());
  const keyFeature = useRef(0);

  const colors = useMemo(
    () => playerColors(position?.players ?? [], props.colors),
    [position?.players?.join('\u0000'), props.colors],
  );
  const tiles = useMemo(() => tilesByCell(position), [position]);
  const byCell = useMemo(() => placementsByCell(placements ?? []), [placements]);
  const toPlay = playerToPlay(position);
  const active = hover ?? pinned ?? highlight;

  // Keep the latest values for event handlers registered once.
  const latest = useRef({ position, view, size });
  latest.current = { position, view, size };

  // ----- the engine: is it there?
  useEffect(() => {
    let alive = true;
    ask('distinctRotations', 'A').then(
      () => alive && setEngine('ready'),
      (err: unknown) => {
        if (!alive) return;
        setEngine('failed');
        setEngineError(err instanceof Error ? err.message : String(err));
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  // ----- rotations of the tile in hand
  useEffect(() => {
    if (!handTile || engine !== 'ready') return;
    let alive = true;
    ask('distinctRotations', handTile).then((r) => {
      if (!alive || !r.ok || r.value.length === 0) return;
      setRotations(r.value);
      setRot((cur) => (r.value.includes(cur) ? cur : r.value[0]));
    });
    return () => {
      alive = false;
    };
  }, [handTile, engine]);

  // An explanation of a refused move is about the tile that was in hand.
  useEffect(() => {
    setMessage((m) => (m && m.tone === 'error' ? null : m));
  }, [handTile]);

  // ----- legal placements of the tile in hand
  useEffect(() => {
    setPending(null);
    if (!playing || !handTile || !position || engine !== 'ready') {
      setPlacements(null);
      return;
    }
    let alive = true;
    ask('legalMoves', position, handTile).then((r) => {
      if (!alive) return;
      if (r.ok) setPlacements(r.value);
      else {
        setPlacements([]);
        setMessage({ tone: 'error', text: r.error.message });
      }
    });
    return () => {
      alive = false;
    };
  }, [position, handTile, playing, engine]);

  // ----- the feature under the pointer / pinned / asked for
  useEffect(() => {
    if (!active || !position || engine !== 'ready') {
      setFeature(null);
      return;
    }
    let alive = true;
    ask('featureAt', position, active.x, active.y, active.at).then((r) => {
      if (!alive) return;
      setFeature(r.ok ? { ref: active, info: r.value } : null);
    });
    return () => {
      alive = false;
    };
  }, [active?.x, active?.y, active?.at, position, engine]);

  // A feature asked for from outside replaces one chosen on the board.
  useEffect(() => {
    setPinned(null);
  }, [highlight?.x, highlight?.y, highlight?.at]);

  // A pinned feature that is no longer on the board (after undo) is forgotten.
  useEffect(() => {
    if (pinned && !tiles.has(cellKey(pinned.x, pinned.y))) setPinned(null);
    if (hover && !tiles.has(cellKey(hover.x, hover.y))) setHover(null);
  }, [tiles]);

  // ----- size of the box, and fitting the board into it
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0)
        setSize((s) => (s && s.w === r.width && s.h === r.height ? s : { w: r.width, h: r.height }));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const fit = useCallback(() => {
    const s = latest.current.size;
    if (!s) return;
    autoFit.current = true;
    setView(fitBounds(boardBounds(latest.current.position), s.w, s.h, 12));
  }, []);

  useEffect(() => {
    if (autoFit.current) fit();
  }, [size?.w, size?.h, position?.tiles.length, position === null, fit]);

  // A previewed move is brought into view.
  useEffect(() => {
    if (!preview || !size) return;
    setView((v) => panToShowCell(v, preview, size.w, size.h, 12));
  }, [preview?.x, preview?.y, size?.w, size?.h]);

  useEffect(() => {
    const el = statusRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setStatusSeen(entry.intersectionRatio > 0.99), { threshold: [0, 0.99, 1] });
    io.observe(el);
    return () => io.disconnect();
  }, []);

  // ----- wheel zoom (a non-passive listener, so the page does not scroll)
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const at = { x: e.clientX - r.left, y: e.clientY - r.top };
      autoFit.current = false;
      setView((v) => zoomAt(v, wheelFactor(e.deltaY, e.deltaMode), at));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const say = (tone: Tone, text: string) => setMessage({ tone, text });

  const fitsHere = (cell: Pt | null): number[] => (cell ? (byCell.get(cellKey(cell.x, cell.y)) ?? []).map((p) => p.rot) : []);

  // ------------------------------------------------------------------ actions

  const rotate = (dir: 1 | -1 = 1) => {
    if (!playing || !handTile || pending) return;
    const fitting = fitsHere(cursor);
    const allowed = onlyFitting && fitting.length ? fitting : rotations;
    const next = nextRotation(rot, allowed, dir);
    setRot(next);
    say('info', bt('board.rotated', { tile: handTile, turns: turnsText(next) }));
  };

  const setCursorCell = (cell: Pt, by: 'pointer' | 'keyboard') => {
    setCursor((c) => (c && c.x === cell.x && c.y === cell.y ? c : cell));
    setCursorBy(by);
    if (onlyFitting && playing && handTile) {
      const fitting = fitsHere(cell);
      if (fitting.length) setRot((r) => snapRotation(r, fitting));
    }
  };

  const attemptPlace = (cell: Pt) => {
    if (!playing || !handTile || !position || placements === null || busy) return;
    if (tiles.has(cellKey(cell.x, cell.y))) {
      say('error', bt('board.occupiedCell'));
      return;
    }
    const here = byCell.get(cellKey(cell.x, cell.y)) ?? [];
    const match = here.find((p) => p.rot === rot);
    if (match) {
      setPending({ x: cell.x, y: cell.y, rot, spots: match.spots, selected: -1 });
      setHover(null);
      // Small on screen (a phone, a big board)? Zoom in on the tile so its meeple targets can be tapped.
      if (size && match.spots.length > 0 && CELL * view.scale < MEEPLE_TILE_PX) {
        viewBeforeMeeple.current = { view, autoFit: autoFit.current };
        autoFit.current = false;
        setView(zoomToCell(view, cell, size.w, size.h, MEEPLE_TILE_PX));
      }
      say(
        'info',
        match.spots.length
          ? bt('board.hint.meeple', { player: toPlay, count: match.spots.length })
          : bt('board.hint.meepleNone', { player: toPlay }),
      );
      return;
    }
    // Not legal as it is: the engine says why, in plain words.
    const move = { tile: handTile, x: cell.x, y: cell.y, rot };
    ask('explainMove', position, move).then(
      (r) => {
        if (r.ok) {
          // Only placements from the engine's own list are ever played; a cell it does not
          // list (e.g. far enough away to wrap around the engine's grid) is refused here.
          say('error', bt('board.notListed', { tile: handTile, x: cell.x, y: cell.y }));
          return;
        }
        const other = here.length ? ` ${bt('board.hint.otherRotation', { tile: handTile })}` : '';
        say('error', r.error.message + other);
      },
      (err: unknown) => say('error', String(err instanceof Error ? err.message : err)),
    );
  };

  /** Back to the view from before zooming in on a tile for its meeple. */
  const restoreView = () => {
    const saved = viewBeforeMeeple.current;
    if (!saved) return;
    viewBeforeMeeple.current = null;
    autoFit.current = saved.autoFit;
    setView(saved.view);
  };

  /** Focus that was on something now gone (a meeple target, the No meeple button) comes back to the board. */
  const keepFocus = () => {
    requestAnimationFrame(() => {
      const a = document.activeElement;
      if (!a || a === document.body) viewportRef.current?.focus({ preventScroll: true });
    });
  };

  const commit = (spot: Spot | null) => {
    if (!pending || !position || !handTile || busy) return;
    const move = { tile: handTile, x: pending.x, y: pending.y, rot: pending.rot, meeple: spot };
    const player = toPlay;
    setBusy(true);
    ask('place', position, move)
      .then(
        (r) => {
          if (!r.ok) {
            say('error', r.error.message);
            return;
          }
          setPending(null);
          restoreView();
          say(r.value.completed.length ? 'success' : 'info', turnText(player, move, r.value));
          onChange?.(r.value.position, r.value);
          keepFocus();
        },
        (err: unknown) => say('error', String(err instanceof Error ? err.message : err)),
      )
      .finally(() => setBusy(false));
  };

  const cancel = () => {
    if (pending && handTile) {
      setPending(null);
      restoreView();
      say('info', bt('board.cancelled', { tile: handTile }));
      keepFocus();
    }
  };

  const undo = () => {
    if (pending) return cancel();
    if (onUndo && canUndo) {
      onUndo();
      say('info', bt('board.undone'));
    }
  };

  const explainSpot = (spot: Spot) => {
    if (!pending || !position || !handTile) return;
    const move = { tile: handTile, x: pending.x, y: pending.y, rot: pending.rot, meeple: spot };
    ask('explainMove', position, move).then((r) => {
      if (!r.ok) say('error', r.error.message);
    });
  };

  const zoomBy = (factor: number) => {
    if (!size) return;
    autoFit.current = false;
    setView((v) => zoomAt(v, factor, { x: size.w / 2, y: size.h / 2 }));
  };

  const selectSpot = (i: number) => {
    if (!pending || !handTile) return;
    setPending({ ...pending, selected: i });
    const n = pending.spots.length;
    say(
      'info',
      i < 0
        ? bt('board.hint.meepleNoneSelected')
        : bt('board.hint.meepleSelected', { n: i + 1, count: n, spot: spotText(handTile, pending.rot, pending.spots[i]) }),
    );
  };

  // ------------------------------------------------------------------ pointer

  const localPoint = (e: { clientX: number; clientY: number }): Pt => {
    const r = viewportRef.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const hoverAt = (p: Pt) => {
    const world = screenToWorld(view, p);
    const cell = cellAtScreen(view, p);
    setCursorCell(cell, 'pointer');
    const t = tiles.get(cellKey(cell.x, cell.y));
    if (t && !pending) {
      const spot = spotAtPoint(t.tile, t.rot, localInCell(world, cell));
      const ref = spot ? { x: t.x, y: t.y, at: spot } : null;
      setHover((h) => (sameRef(h, ref) ? h : ref));
    } else if (hover) setHover(null);
  };

  const tapAt = (p: Pt, pointerType: string) => {
    const world = screenToWorld(view, p);
    const cell = cellAtScreen(view, p);
    if (pending && handTile) {
      // A meeple target?
      let best = -1;
      let bestD = Infinity;
      pending.spots.forEach((s, i) => {
        const a = anchorOfSpot(handTile, pending.rot, s);
        if (!a) return;
        const d = Math.hypot(pending.x * CELL + a.x - world.x, pending.y * CELL + a.y - world.y);
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      });
      if (best >= 0 && bestD <= TARGET_HIT) {
        commit(pending.spots[best]);
        return;
      }
      if (cell.x === pending.x && cell.y === pending.y) {
        const spot = spotAtPoint(handTile, pending.rot, localInCell(world, cell));
        if (spot && !pending.spots.includes(spot)) explainSpot(spot);
        else if (spot) commit(spot);
        return;
      }
      say(
        'info',
        pending.spots.length
          ? bt('board.hint.meeple', { player: toPlay, count: pending.spots.length })
          : bt('board.hint.meepleNone', { player: toPlay }),
      );
      return;
    }
    const t = tiles.get(cellKey(cell.x, cell.y));
    if (t) {
      const spot = spotAtPoint(t.tile, t.rot, localInCell(world, cell));
      const ref = spot ? { x: t.x, y: t.y, at: spot } : null;
      setPinned((cur) => (sameRef(cur, ref) ? null : ref));
      if (pointerType !== 'mouse') setHover(null);
      setMessage((m) => (m && m.tone === 'error' ? null : m));
      return;
    }
    setPinned(null);
    if (!playing || !handTile) return;
    if (pointerType !== 'mouse' && !(cursor && cursor.x === cell.x && cursor.y === cell.y)) {
      setCursorCell(cell, 'pointer');
      say('info', bt('board.hint.tapAgain', { tile: handTile }));
      return;
    }
    setCursorCell(cell, 'pointer');
    attemptPlace(cell);
  };

  const onPointerDown = (e: TargetedPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    // A mouse is one pointer: forget any press whose release happened elsewhere.
    if (e.pointerType === 'mouse') pointers.current.clear();
    const p = localPoint(e);
    pointers.current.set(e.pointerId, p);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.entries()];
      gesture.current = { kind: 'pinch', start: [a[1], b[1]], startView: view, ids: [a[0], b[0]] };
      try {
        viewportRef.current?.setPointerCapture(e.pointerId);
      } catch {
        /* pointer already gone */
      }
      return;
    }
    if (pointers.current.size === 1)
      gesture.current = { kind: 'press', start: p, startView: view, pointerType: e.pointerType, id: e.pointerId };
  };

  const onPointerMove = (e: TargetedPointerEvent<HTMLDivElement>) => {
    const p = localPoint(e);
    if (pointers.current.has(e.pointerId)) pointers.current.set(e.pointerId, p);
    const g = gesture.current;
    if (g.kind === 'pinch') {
      const a = pointers.current.get(g.ids[0]);
      const b = pointers.current.get(g.ids[1]);
      if (a && b) {
        autoFit.current = false;
        setView(pinch(g.startView, g.start, [a, b]));
      }
      return;
    }
    if (g.kind === 'press' && g.id === e.pointerId) {
      const slop = g.pointerType === 'mouse' ? CLICK_SLOP.mouse : CLICK_SLOP.other;
      if (Math.hypot(p.x - g.start.x, p.y - g.start.y) > slop) {
        gesture.current = { kind: 'pan', start: g.start, startView: g.startView, id: g.id };
        try {
          viewportRef.current?.setPointerCapture(e.pointerId);
        } catch {
          /* pointer already gone */
        }
      } else return;
    }
    const g2 = gesture.current;
    if (g2.kind === 'pan' && g2.id === e.pointerId) {
      autoFit.current = false;
      setView(pan(g2.startView, p.x - g2.start.x, p.y - g2.start.y));
      return;
    }
    if (e.pointerType === 'mouse' && e.buttons === 0) hoverAt(p);
  };

  const endPointer = (e: TargetedPointerEvent<HTMLDivElement>, tap: boolean) => {
    const g = gesture.current;
    pointers.current.delete(e.pointerId);
    if (tap && g.kind === 'press' && g.id === e.pointerId) tapAt(localPoint(e), g.pointerType);
    // After a pinch, the finger still down does nothing until it lifts (no jump into a pan).
    if (g.kind === 'pinch' || pointers.current.size === 0 || ('id' in g && g.id === e.pointerId)) {
      gesture.current = { kind: 'none' };
    }
  };

  const onPointerLeave = (e: TargetedPointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'mouse') return;
    if (gesture.current.kind === 'none') {
      setHover(null);
      if (cursorBy === 'pointer') setCursor(null);
    }
  };

  const onContextMenu = (e: TargetedMouseEvent<HTMLDivElement>) => {
    if (!playing || !handTile || pending) return;
    e.preventDefault();
    rotate(1);
  };

  // ------------------------------------------------------------------ dragging the tile in hand

  // Window listeners registered once per drag call the latest handlers.
  const attemptRef = useRef(attemptPlace);
  attemptRef.current = attemptPlace;
  const cursorRef = useRef(setCursorCell);
  cursorRef.current = setCursorCell;

  const onHandPointerDown = (e: TargetedPointerEvent<HTMLDivElement>) => {
    if (!playing || !handTile || pending || placements === null || busy) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    setDrag({ x: e.clientX, y: e.clientY, id: e.pointerId });
  };

  /** A point of the page (client coordinates) in the board's box, or null when it is outside the board. */
  const boardPointAt = (x: number, y: number): Pt | null => {
    const r = viewportRef.current?.getBoundingClientRect();
    if (!r || x < r.left || x > r.right || y < r.top || y > r.bottom) return null;
    return { x: x - r.left, y: y - r.top };
  };

  useEffect(() => {
    if (!drag) return;
    const id = drag.id;
    const overBoard = (e: PointerEvent) => boardPointAt(e.clientX, e.clientY);
    const move = (e: PointerEvent) => {
      if (e.pointerId !== id) return;
      setDrag({ x: e.clientX, y: e.clientY, id });
      const p = overBoard(e);
      if (p) cursorRef.current(cellAtScreen(latest.current.view, p), 'pointer');
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId !== id) return;
      setDrag(null);
      const p = overBoard(e);
      if (p) attemptRef.current(cellAtScreen(latest.current.view, p));
    };
    const stop = (e: PointerEvent) => {
      if (e.pointerId === id) setDrag(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', stop);
    };
  }, [drag !== null]);

  /** Whether the dragged tile is over the board (where the board draws it) or elsewhere (drawn under the pointer). */
  const dragOverBoard = !!drag && boardPointAt(drag.x, drag.y) !== null;

  // ------------------------------------------------------------------ keyboard

  const announceCursor = (cell: Pt) => {
    const t = tiles.get(cellKey(cell.x, cell.y));
    let what: string;
    if (t) what = bt('board.cursorTile', { tile: t.tile });
    else if (playing && handTile && placements) {
      const fitting = fitsHere(cell);
      what =
        fitting.length === 0
          ? bt('board.cursorNoFit', { tile: handTile })
          : fitting.includes(onlyFitting ? snapRotation(rot, fitting) : rot)
            ? bt('board.cursorFits', { tile: handTile })
            : bt('board.cursorFitsOther', { tile: handTile });
    } else what = bt('board.cursorEmpty');
    say('info', bt('board.cursorAt', { x: cell.x, y: cell.y, what }));
  };

  const onKeyDown = (e: TargetedKeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || (e.metaKey && e.key.toLowerCase() !== 'z')) return;
    const key = e.key;
    const handled = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    if ((e.ctrlKey || e.metaKey) && key.toLowerCase() === 'z') {
      handled();
      undo();
      return;
    }
    if (e.ctrlKey) return;

    if (pending && handTile) {
      const n = pending.spots.length;
      if (key === 'Enter' || key === ' ') {
        handled();
        commit(pending.selected >= 0 ? pending.spots[pending.selected] : null);
      } else if (key === 'm' || key === 'M') {
        handled();
        const dir = e.shiftKey ? -1 : 1;
        selectSpot(((pending.selected + 1 + dir + (n + 1)) % (n + 1)) - 1);
      } else if (/^[0-9]$/.test(key)) {
        handled();
        const d = Number(key);
        if (d === 0) commit(null);
        else if (d <= n) commit(pending.spots[d - 1]);
      } else if (key === 'Escape' || key === 'u' || key === 'U') {
        handled();
        cancel();
      }
      return;
    }

    if (key.startsWith('Arrow')) {
      handled();
      const next = stepCell(cursor ?? startCursor(position), key as ArrowKey);
      setCursorCell(next, 'keyboard');
      if (size) setView((v) => panToShowCell(v, next, size.w, size.h, 12));
      announceCursor(next);
      return;
    }
    switch (key) {
      case 'r':
      case 'R':
        handled();
        rotate(e.shiftKey ? -1 : 1);
        return;
      case 'Enter':
      case ' ': {
        handled();
        const cell = cursor ?? startCursor(position);
        if (!cursor) setCursorCell(cell, 'keyboard');
        const t = tiles.get(cellKey(cell.x, cell.y));
        if (t) showTileFeature(t, 1);
        else attemptPlace(cell);
        return;
      }
      case 'f':
      case 'F': {
        handled();
        const cell = cursor ?? startCursor(position);
        const t = tiles.get(cellKey(cell.x, cell.y));
        if (t) showTileFeature(t, e.shiftKey ? -1 : 1);
        else say('info', bt('board.noTileHere'));
        return;
      }
      case 'Escape':
        handled();
        setPinned(null);
        setHover(null);
        setMessage(null);
        return;
      case 'u':
      case 'U':
        handled();
        undo();
        return;
      case '+':
      case '=':
        handled();
        zoomBy(1.25);
        return;
      case '-':
      case '_':
        handled();
        zoomBy(0.8);
        return;
      case 'Home':
        handled();
        fit();
        return;
    }
  };

  const showTileFeature = (t: TileAt, dir: 1 | -1) => {
    const spots = spotsOfTile(t.tile, t.rot);
    if (!spots.length) return;
    const same = pinned && pinned.x === t.x && pinned.y === t.y;
    keyFeature.current = same ? (keyFeature.current + dir + spots.length) % spots.length : 0;
    setPinned({ x: t.x, y: t.y, at: spots[keyFeature.current] });
  };

  // ------------------------------------------------------------------ drawing

  const ready = engine === 'ready' && position !== null && size !== null;
  const cursorEmpty = cursor && !tiles.has(cellKey(cursor.x, cursor.y));
  const cursorFits = fitsHere(cursor);
  const ghostState = !cursorEmpty ? null : cursorFits.includes(rot) ? 'fits' : cursorFits.length ? 'other' : 'no';
  const toPlayColor = PLAYER_COLORS[colors[toPlay] ?? 'red'];

  const highlightPaths = useMemo(() => {
    if (!feature) return [];
    return feature.info.parts.flatMap((part) => {
      const t = tiles.get(cellKey(part.x, part.y));
      const d = t && pathOfSpot(t.tile, t.rot, part.at);
      return d ? [{ key: `${part.x},${part.y},${part.at}`, d, x: part.x * CELL, y: part.y * CELL }] : [];
    });
  }, [feature, tiles]);

  let hint: string;
  if (!playing) hint = bt('board.hint.view');
  else if (!handTile) hint = bt('board.hint.pickTile');
  else if (pending)
    hint = pending.spots.length
      ? bt('board.hint.meeple', { player: toPlay, count: pending.spots.length })
      : bt('board.hint.meepleNone', { player: toPlay });
  else if (placements && placements.length === 0) hint = bt('board.hint.noPlace', { tile: handTile });
  else hint = bt('board.hint.place', { player: toPlay, tile: handTile });

  const description = useMemo(() => describeBoard(position), [position]);
  const shown = message ?? { tone: 'info' as Tone, text: hint };

  return (
    <div
      class={`board board--${mode}`}
      data-testid="board"
      data-ready={ready ? 'true' : 'false'}
      data-pending={pending ? 'true' : 'false'}
    >
      <div class="board__toolbar" role="toolbar" aria-label={bt('board.controls')} aria-controls={`${uid}-viewport`}>
        {playing && (
          <div
            class={`board__hand${handTile && !pending ? ' is-draggable' : ''}${drag ? ' is-dragging' : ''}`}
            data-testid="board-hand"
            title={handTile && !pending ? bt('board.dragHand') : undefined}
            onPointerDown={onHandPointerDown}
          >
            <span class="board__hand-label">{bt('board.inHand')}</span>
            {handTile ? (
              <>
                <TileSvg letter={handTile} rot={pending ? pending.rot : rot} size={36} class="board__hand-tile" />
                <span class="visually-hidden">{bt('board.inHandRot', { tile: handTile, turns: turnsText(rot) })}</span>
              </>
            ) : (
              <span class="board__hand-none">{bt('board.inHandNone')}</span>
            )}
          </div>
        )}
        {playing && !pending && (
          <>
            <button
              type="button"
              class="board__btn board__btn--icon"
              onClick={() => rotate(-1)}
              disabled={!handTile}
              title={bt('board.rotateLeft')}
              aria-label={bt('board.rotateLeft')}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <rect x="9" y="10" width="7" height="7" rx="1" />
                <path d="M4 4v5h5" />
                <path d="M20 13a8 8 0 0 0-15.2-4.4L4 9" />
              </svg>
            </button>
            <button type="button" class="board__btn" onClick={() => rotate(1)} disabled={!handTile} data-testid="board-rotate">
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <rect x="8" y="10" width="7" height="7" rx="1" />
                <path d="M20 4v5h-5" />
                <path d="M4 13a8 8 0 0 1 15.2-4.4L20 9" />
              </svg>
              {bt('board.rotate')}
            </button>
            <label class="board__check">
              <input
                type="checkbox"
                checked={onlyFitting}
                onChange={(e) => {
                  const on = (e.target as HTMLInputElement).checked;
                  setOnlyFitting(on);
                  const fitting = fitsHere(cursor);
                  if (on && fitting.length) setRot((r) => snapRotation(r, fitting));
                }}
              />
              {bt('board.onlyFitting')}
            </label>
          </>
        )}
        {pending && (
          <>
            <button
              type="button"
              class="board__btn board__btn--primary"
              onClick={() => commit(null)}
              disabled={busy}
              data-testid="board-no-meeple"
            >
              {bt('board.noMeeple')}
            </button>
            <button type="button" class="board__btn" onClick={cancel} disabled={busy}>
              {bt('board.cancel')}
            </button>
          </>
        )}
        {onUndo && (
          <button
            type="button"
            class="board__btn board__btn--end"
            onClick={undo}
            disabled={!canUndo && !pending}
            data-testid="board-undo"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 14 4 9l5-5" />
              <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
            </svg>
            {bt('board.undo')}
          </button>
        )}
      </div>

      <div class="board__stage">
        <div
          ref={viewportRef}
          id={`${uid}-viewport`}
          class={`board__viewport${busy ? ' is-busy' : ''}`}
          tabIndex={0}
          role="application"
          aria-label={label ?? bt('board.label')}
          aria-describedby={`${uid}-help ${uid}-status`}
          data-testid="board-viewport"
          data-view={`${view.tx} ${view.ty} ${view.scale}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(e) => endPointer(e, true)}
          onPointerCancel={(e) => endPointer(e, false)}
          onPointerLeave={onPointerLeave}
          onContextMenu={onContextMenu}
          onKeyDown={onKeyDown}
        >
          <svg class="board__svg" width="100%" height="100%" aria-hidden={ready ? undefined : 'true'}>
            {ready && (
              <g transform={`translate(${view.tx} ${view.ty}) scale(${view.scale})`}>
                {playing && handTile && !pending && (
                  <g class="board__legal" aria-hidden="true">
                    {[...byCell.entries()].map(([key, list]) => {
                      const { x, y } = list[0];
                      const now = list.some((p) => p.rot === rot);
                      return (
                        <rect
                          key={key}
                          class={`board__legal-cell${now ? ' is-now' : ''}`}
                          data-cell={key}
                          x={x * CELL + 3}
                          y={y * CELL + 3}
                          width={CELL - 6}
                          height={CELL - 6}
                          rx={8}
                        />
                      );
                    })}
                  </g>
                )}
                <TilesLayer position={position} colors={colors} />
                {highlightPaths.length > 0 && (
                  <g class="board__highlight" data-testid="board-highlight" aria-hidden="true">
                    {highlightPaths.map((h) => (
                      <path key={h.key} d={h.d} transform={`translate(${h.x} ${h.y})`} />
                    ))}
                  </g>
                )}
                <MeeplesLayer position={position} colors={colors} />
                {preview && !pending && (
                  <g
                    class="board__preview"
                    data-testid="board-preview"
                    data-cell={cellKey(preview.x, preview.y)}
                    data-rot={preview.rot}
                    data-meeple={preview.meeple ?? ''}
                    pointer-events="none"
                    aria-hidden="true"
                  >
                    <g opacity={0.9}>
                      <TileGroup letter={preview.tile} rot={preview.rot} x={preview.x * CELL} y={preview.y * CELL} size={CELL} />
                    </g>
                    <rect
                      x={preview.x * CELL + 2}
                      y={preview.y * CELL + 2}
                      width={CELL - 4}
                      height={CELL - 4}
                      rx={4}
                      fill="none"
                      stroke="#c99a00"
                      stroke-width={4}
                      stroke-dasharray="10 6"
                    />
                    {preview.meeple &&
                      (() => {
                        const a = anchorOfSpot(preview.tile, preview.rot, preview.meeple);
                        return a ? (
                          <MeepleGroup
                            color={colors[toPlay] ?? 'red'}
                            lying={kindOfSpot(preview.tile, preview.rot, preview.meeple) === 'field'}
                            x={preview.x * CELL + a.x}
                            y={preview.y * CELL + a.y}
                            size={MEEPLE_SIZE}
                          />
                        ) : null;
                      })()}
                  </g>
                )}
                {pending && handTile && (
                  <g class="board__pending">
                    <TileGroup letter={handTile} rot={pending.rot} x={pending.x * CELL} y={pending.y * CELL} size={CELL} />
                    <rect class="board__pending-frame" x={pending.x * CELL} y={pending.y * CELL} width={CELL} height={CELL} />
                    {pending.spots.map((s, i) => {
                      const a = anchorOfSpot(handTile, pending.rot, s);
                      if (!a) return null;
                      const cx = pending.x * CELL + a.x;
                      const cy = pending.y * CELL + a.y;
                      const selected = pending.selected === i;
                      return (
                        <g
                          key={s}
                          class={`board__target${selected ? ' is-selected' : ''}`}
                          data-spot={s}
                          tabIndex={0}
                          role="button"
                          aria-label={bt('board.meepleTarget', { n: i + 1, spot: spotText(handTile, pending.rot, s) })}
                          onFocus={(e) => {
                            // Focus from Tab (not from a tap on the board) chooses the spot.
                            if ((e.currentTarget as Element).matches(':focus-visible')) selectSpot(i);
                          }}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter' || e.key === ' ') {
                              e.preventDefault();
                              e.stopPropagation();
                              commit(s);
                            }
                          }}
                        >
                          <circle cx={cx} cy={cy} r={TARGET_R} fill={toPlayColor.light} stroke={toPlayColor.fill} />
                          {selected ? (
                            <MeepleGroup
                              color={colors[toPlay] ?? 'red'}
                              lying={kindOfSpot(handTile, pending.rot, s) === 'field'}
                              x={cx}
                              y={cy}
                              size={MEEPLE_SIZE * 0.75}
                            />
                          ) : (
                            <text x={cx} y={cy} dy="0.35em" text-anchor="middle">
                              {i + 1}
                            </text>
                          )}
                        </g>
                      );
                    })}
                  </g>
                )}
                {playing && handTile && !pending && cursor && ghostState && (
                  <g
                    class={`board__ghost is-${ghostState}`}
                    aria-hidden="true"
                    data-testid="board-ghost"
                    data-cell={cellKey(cursor.x, cursor.y)}
                  >
                    <TileGroup letter={handTile} rot={rot} x={cursor.x * CELL} y={cursor.y * CELL} size={CELL} detail={false} />
                    <rect
                      class="board__ghost-frame"
                      x={cursor.x * CELL + 1.5}
                      y={cursor.y * CELL + 1.5}
                      width={CELL - 3}
                      height={CELL - 3}
                    />
                  </g>
                )}
                {cursor && cursorBy === 'keyboard' && !pending && (
                  <rect
                    class="board__cursor"
                    x={cursor.x * CELL - 5}
                    y={cursor.y * CELL - 5}
                    width={CELL + 10}
                    height={CELL + 10}
                    rx={6}
                    aria-hidden="true"
                  />
                )}
              </g>
            )}
          </svg>
          {!ready && (
            <div class="board__loading" data-testid="board-loading">
              <p>{engine === 'failed' ? bt('board.engineFailed', { reason: engineError }) : bt('board.loading')}</p>
            </div>
          )}
        </div>
        {/* What the pointer is over and what the marks mean: for the eye only (the keyboard cursor announces both). */}
        {ready && playing && handTile && !pending && (
          <p class="board__legend" aria-hidden="true" data-testid="board-legend">
            <span class="board__legend-item">
              <span class="board__legend-mark is-now" />
              {bt('board.legend.now')}
            </span>
            <span class="board__legend-item">
              <span class="board__legend-mark" />
              {bt('board.legend.other')}
            </span>
          </p>
        )}
        {ready && cursor && (
          <p class="board__coords" aria-hidden="true" data-testid="board-coords">
            {bt('board.coords', { x: cursor.x, y: cursor.y })}
          </p>
        )}
        {/* A refusal is also shown on the board itself when the status line below (which announces it) is off screen. */}
        {message?.tone === 'error' && !statusSeen && (
          <div class="board__toast" aria-hidden="true" data-testid="board-toast">
            <p>{message.text}</p>
            <button type="button" class="board__toast-close" tabIndex={-1} onClick={() => setMessage(null)} title={bt('board.dismiss')}>
              ×
            </button>
          </div>
        )}
        <div class="board__zoom" role="group" aria-label={bt('board.zoomGroup')}>
          <button
            type="button"
            class="board__btn board__btn--icon"
            onClick={() => zoomBy(1.25)}
            title={bt('board.zoomIn')}
            aria-label={bt('board.zoomIn')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 12h14M12 5v14" />
            </svg>
          </button>
          <button
            type="button"
            class="board__btn board__btn--icon"
            onClick={() => zoomBy(0.8)}
            title={bt('board.zoomOut')}
            aria-label={bt('board.zoomOut')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 12h14" />
            </svg>
          </button>
          <button
            type="button"
            class="board__btn board__btn--icon"
            onClick={fit}
            title={bt('board.fit')}
            aria-label={bt('board.fit')}
            data-testid="board-fit"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </svg>
          </button>
        </div>
      </div>

      <p
        ref={statusRef}
        id={`${uid}-status`}
        class={`board__status is-${shown.tone}`}
        role="status"
        aria-live="polite"
        data-testid="board-status"
      >
        {shown.text}
      </p>

      <section class="board__info" aria-label={bt('board.info.heading')} data-testid="board-info">
        {feature ? (
          <>
            <p class="board__info-title">
              <span class={`board__kind board__kind--${feature.info.kind}`} aria-hidden="true" />
              <strong>{kindLabel(feature.info.kind)}</strong>
              <span>{featureFacts(feature.info).join(' · ')}</span>
            </p>
            <p class="board__info-line">
              <span>{meeplesText(feature.info.meeples)}</span>
              <strong data-testid="board-info-value">{valueText(feature.info)}</strong>
            </p>
          </>
        ) : (
          <p class="board__info-empty">{bt('board.info.empty')}</p>
        )}
      </section>

      {drag && handTile && !dragOverBoard && (
        <div class="board__drag" aria-hidden="true" style={{ left: `${drag.x}px`, top: `${drag.y}px` }}>
          <TileSvg letter={handTile} rot={rot} size={64} />
        </div>
      )}

      <div class="visually-hidden">
        <p id={`${uid}-help`}>{bt('board.keyboardHelp')}</p>
        <ul aria-label={bt('board.description')} data-testid="board-description">
          {description.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
