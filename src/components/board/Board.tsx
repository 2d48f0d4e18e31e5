/**
 * THE board: draws a position and reports what the person means to do; the
 * host decides (chessground's model — no rules in here). See types.ts for
 * the props and intents, README.md for an example.
 *
 *   <Board position={pos} interaction="play" hand="L" allowed={legal} onIntent={answer} marks={marks} />
 *
 * Drawing is in layers.tsx and targets.tsx, the camera in useView.ts (maths
 * in view.ts), pointer input in usePointer.ts, keys in keys.ts.
 */
import type { TargetedKeyboardEvent, TargetedMouseEvent } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { TileSvg } from '../tiles/TileSvg';
import { CELL, cellAtScreen, cellAtWorld, localInCell, meepleTilePx, nearestPair, screenToWorld, SPOT_TAP_PX, type Pt } from './view';
import { anchorOfSpot, cellKey, nextRotation, placementsByCell, playerColors, playerToPlay, snapRotation, spotAtPoint, spotsOfTile, startCursor, stepCell, tilesByCell, type TileAt } from './model';
import { spotText, turnsText } from './describe';
import { bt } from './strings';
import { boardHint, cursorText, meepleHintText } from './hint';
import { type Pending } from './targets';
import Scene from './Scene';
import { useView } from './useView';
import { usePointer } from './usePointer';
import { useMessage } from './useMessage';
import { useDragHand } from './useDragHand';
import { keyAction, type KeyAction } from './keys';
import { editTap, MEEPLE_HIT, meepleNear } from './editTap';
import Toolbar from './Toolbar';
import { Coords, Description, Legend, ZoomButtons } from './Overlays';
import type { Answer, BoardProps, FeatureRef, Intent, Spot } from './types';
import { pure } from '../ui/pure';
import './board.css';

export type * from './types';

/** While a meeple is being placed, the tile is shown at least this wide on screen (so its targets can be tapped). */
const MEEPLE_TILE_PX = 176;
/** A tap this near a meeple on the board (px, and at most this many tile units) points at the meeple's feature. */
const MEEPLE_TAP_PX = SPOT_TAP_PX / 2;
const MEEPLE_TAP_MAX = 26;
const ALL_ROTATIONS = [0, 1, 2, 3];
/** A tap this soon after the tile was laid, where it was laid, is the rest of a double click, not a meeple choice. */
const DOUBLE_CLICK_MS = 400;
const NO_MARKS: never[] = [];

let boardCount = 0;

const sameRef = (a: FeatureRef | null | undefined, b: FeatureRef | null | undefined) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.at === b.at);

function BoardView(props: BoardProps) {
  const { position, interaction = 'view', allowed = null, onIntent, marks = NO_MARKS, label, edit } = props;
  const playing = interaction === 'play';
  const editing = interaction === 'edit';
  const hand = playing ? (props.hand ?? null) : editing && edit?.tool === 'tile' ? edit.tile : null;
  const rotations = props.rotations ?? ALL_ROTATIONS;
  const [uid] = useState(() => `board-${++boardCount}`);

  const byCell = useMemo(() => placementsByCell(allowed ?? []), [allowed]);
  // A cell to choose: the view frames the cells offered (a tile at least PLAY_TILE_PX wide).
  const focus = useMemo(() => (playing && hand ? [...byCell.values()].map((list) => ({ x: list[0].x, y: list[0].y })) : null), [byCell, playing, hand]);
  const cam = useView(position, 0, focus);
  const { view, size } = cam;
  const { message, setMessage, say, clearError, statusRef } = useMessage();
  const [rot, setRot] = useState(0);
  const [onlyFitting, setOnlyFitting] = useState(false);
  const [cursor, setCursor] = useState<Pt | null>(null);
  const [cursorBy, setCursorBy] = useState<'pointer' | 'keyboard'>('pointer');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState<FeatureRef | null>(null);
  const [pinned, setPinned] = useState<FeatureRef | null>(null);
  const [moveFrom, setMoveFrom] = useState<Pt | null>(null);
  const keyFeature = useRef(0);
  /** Where the tap that laid the tile was, and when the tile was laid: the second click of a double click does not choose a spot. */
  const layTap = useRef({ x: NaN, y: NaN, t: 0 });
  /** A phone or tablet: hints speak of taps, not of right-clicks. */
  const [touch, setTouch] = useState(false);
  useEffect(() => setTouch(typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches), []);

  const colors = useMemo(() => playerColors(position?.players ?? [], props.colors), [position?.players?.join('\u0000'), props.colors]);
  const tiles = useMemo(() => tilesByCell(position), [position]);
  const toPlay = playerToPlay(position);
  /** What an answer is about: one that comes back after the board or the hand changed is dropped. */
  const context = useRef({ position, hand });
  context.current = { position, hand };

  // The hand's rotations, a new position or a new hand: a tile waiting for its meeple is taken back; a refusal goes.
  useEffect(() => setRot((r) => (rotations.includes(r) ? r : rotations[0] ?? 0)), [rotations.join()]);
  // edit: the host turns the tile in hand (as the last one was laid).
  useEffect(() => {
    if (editing && edit?.rot !== undefined) setRot(edit.rot);
  }, [editing, edit?.rot, edit?.tile]);
  useEffect(() => {
    setPending(null);
    cam.restore();
  }, [position, hand]);
  useEffect(clearError, [hand]);
  // A feature no longer on the board (after undo) is forgotten.
  useEffect(() => {
    if (pinned && !tiles.has(cellKey(pinned.x, pinned.y))) pin(null);
    if (hover && !tiles.has(cellKey(hover.x, hover.y))) setHover(null);
  }, [tiles]);
  useEffect(() => {
    onIntent?.({ type: 'inspect', by: 'hover', feature: hover });
  }, [hover?.x, hover?.y, hover?.at]);
  // A previewed move is brought into view.
  const preview = marks.find((m) => m.kind === 'preview');
  useEffect(() => {
    if (preview?.kind === 'preview') cam.showCell(preview.move);
  }, [preview?.kind === 'preview' ? cellKey(preview.move.x, preview.move.y) : '', size?.w, size?.h]);

  const pin = (ref: FeatureRef | null) => {
    setPinned(ref);
    onIntent?.({ type: 'inspect', by: 'pin', feature: ref });
  };

  /** Send an intent and act on the answer (now or when it resolves). */
  const send = (intent: Intent, onAccept?: (a: Extract<Answer, { accept: true }>) => void, wait = false) => {
    const asked = context.current;
    const handle = (a: Answer | void) => {
      // A 'tile' answer about a board or hand that has changed since is dropped (other answers come with the change).
      if (!a || (intent.type === 'tile' && (context.current.position !== asked.position || context.current.hand !== asked.hand))) return;
      if (!a.accept) return say('error', a.reason);
      if (a.message) say(a.tone ?? 'info', a.message);
      else if (a.message === null) setMessage(null);
      onAccept?.(a);
    };
    const r = onIntent ? onIntent(intent) : undefined;
    if (r && typeof (r as Promise<unknown>).then === 'function') {
      if (wait) setBusy(true);
      (r as Promise<Answer | void>)
        .then(handle, (err: unknown) => say('error', err instanceof Error ? err.message : String(err)))
        .finally(() => wait && setBusy(false));
    } else handle(r as Answer | void);
  };

  const fitsHere = (cell: Pt | null): number[] => (cell ? (byCell.get(cellKey(cell.x, cell.y)) ?? []).map((p) => p.rot) : []);
  const meepleHint = (n: number) => meepleHintText(toPlay, n);

  // ------------------------------------------------------------------ actions

  const rotate = (dir: 1 | -1 = 1) => {
    if (!hand || pending) return;
    const fitting = fitsHere(cursor);
    const next = nextRotation(rot, playing && onlyFitting && fitting.length ? fitting : rotations, dir);
    setRot(next);
    say('info', bt('board.rotated', { tile: hand, turns: turnsText(next) }));
  };

  const setCursorCell = (cell: Pt, by: 'pointer' | 'keyboard') => {
    setCursor((c) => (c && c.x === cell.x && c.y === cell.y ? c : cell));
    setCursorBy(by);
    if (onlyFitting && playing && hand) {
      const fitting = fitsHere(cell);
      if (fitting.length) setRot((r) => snapRotation(r, fitting));
    }
  };

  /** play: the tile in hand on an empty cell — the host says whether it may go there. */
  const layTile = (cell: Pt) => {
    if (!hand || !position || busy || pending) return;
    if (tiles.has(cellKey(cell.x, cell.y))) return say('error', bt('board.occupiedCell'));
    if (editing) return send({ type: 'put-tile', move: { tile: hand, x: cell.x, y: cell.y, rot } });
    const move = { tile: hand, x: cell.x, y: cell.y, rot };
    send({ type: 'tile', move }, (a) => {
      const spots = [...(a.spots ?? byCell.get(cellKey(cell.x, cell.y))?.find((p) => p.rot === rot)?.spots ?? [])];
      setPending({ ...move, spots, selected: -1 });
      layTap.current.t = performance.now();
      setHover(null);
      // Small on screen (a phone, a big board)? Zoom in on the tile so that each meeple target has a tap area SPOT_TAP_PX wide.
      const px = meepleTilePx(nearestPair(spots.flatMap((sp) => anchorOfSpot(hand, rot, sp) ?? [])), MEEPLE_TILE_PX);
      if (spots.length > 0 && CELL * view.scale < px) cam.zoomInOn(cell, px);
      if (!a.message) say('info', meepleHint(spots.length));
    });
  };

  /** Focus that was on something now gone (a meeple target, the No meeple button) comes back to the board. */
  const keepFocus = () =>
    requestAnimationFrame(() => {
      const a = document.activeElement;
      if (!a || a === document.body) cam.ref.current?.focus({ preventScroll: true });
    });

  const commit = (spot: Spot | null) => {
    if (!pending || !hand || busy) return;
    const move = { tile: hand, x: pending.x, y: pending.y, rot: pending.rot, meeple: spot };
    send(
      { type: 'place', move },
      () => {
        setPending(null);
        cam.restore();
        keepFocus();
      },
      true,
    );
  };

  const cancel = () => {
    if (!pending || !hand) return;
    setPending(null);
    cam.restore();
    say('info', bt('board.cancelled', { tile: hand }));
    keepFocus();
  };

  const undoRedo = (type: 'undo' | 'redo') => {
    if (pending) return cancel();
    send({ type });
  };

  const selectSpot = (i: number) => {
    if (!pending || !hand) return;
    setPending({ ...pending, selected: i });
    say(
      'info',
      i < 0
        ? bt('board.hint.meepleNoneSelected')
        : bt('board.hint.meepleSelected', { n: i + 1, count: pending.spots.length, spot: spotText(hand, pending.rot, pending.spots[i]) }),
    );
  };

  const editAt = (cell: Pt, world: Pt) => {
    if (!edit || !position) return;
    const r = editTap(edit, position, tiles, cell, world, moveFrom);
    if (!r) return;
    if ('lay' in r) return layTile(r.lay);
    if ('select' in r) return setMoveFrom(r.select);
    send(r.intent, () => r.intent.type === 'move-tile' && setMoveFrom(null));
  };

  const tapAt = (p: Pt, pointerType: string) => {
    const world = screenToWorld(view, p);
    const cell = cellAtScreen(view, p);
    if (pending && hand) {
      const l = layTap.current;
      if (performance.now() - l.t < DOUBLE_CLICK_MS && Math.hypot(p.x - l.x, p.y - l.y) < 8) return;
      // A meeple target? The nearest within its tap area.
      let best = -1;
      let bestD = Math.max(MEEPLE_HIT, SPOT_TAP_PX / 2 / view.scale);
      pending.spots.forEach((s, i) => {
        const a = anchorOfSpot(hand, pending.rot, s);
        const d = a ? Math.hypot(pending.x * CELL + a.x - world.x, pending.y * CELL + a.y - world.y) : Infinity;
        if (d <= bestD) [best, bestD] = [i, d];
      });
      if (best >= 0) return commit(pending.spots[best]);
      if (cell.x === pending.x && cell.y === pending.y) {
        // A spot that is not offered: the host says why.
        const spot = spotAtPoint(hand, pending.rot, localInCell(world, cell));
        if (spot) commit(spot);
        return;
      }
      return say('info', meepleHint(pending.spots.length));
    }
    if (editing) {
      setCursorCell(cell, 'pointer');
      return editAt(cell, world);
    }
    const under = tiles.get(cellKey(cell.x, cell.y));
    // A finger (not a mouse, which points where it hovers) near a meeple drawn small means the meeple.
    const finger = pointerType !== 'mouse';
    const t = under ?? ((playing && hand) || !finger ? undefined : meepleTile(world));
    if (t) {
      const ref = featureAt(t, world, finger);
      pin(sameRef(pinned, ref) ? null : ref);
      if (pointerType !== 'mouse') setHover(null);
      clearError();
      return;
    }
    if (pinned) pin(null);
    if (!playing || !hand) return;
    if (pointerType !== 'mouse' && !(cursor && cursor.x === cell.x && cursor.y === cell.y)) {
      setCursorCell(cell, 'pointer');
      // A cell where the tile fits only turned another way: said at once, before a second tap would be refused.
      const fitting = fitsHere(cell);
      const turned = onlyFitting && fitting.length ? snapRotation(rot, fitting) : rot;
      return say('info', bt(fitting.length && !fitting.includes(turned) ? 'board.hint.turnToFit' : 'board.hint.tapAgain', { tile: hand }));
    }
    setCursorCell(cell, 'pointer');
    layTap.current = { x: p.x, y: p.y, t: performance.now() };
    layTile(cell);
  };

  /** The meeple drawn nearest a finger's tap (within MEEPLE_TAP_PX on screen), if any. */
  const meepleAt = (world: Pt) => {
    const i = position ? meepleNear(position, null, world, Math.min(MEEPLE_TAP_MAX, MEEPLE_TAP_PX / view.scale), tiles) : -1;
    return i >= 0 ? position?.meeples?.[i] : undefined;
  };

  /** The tile of the meeple nearest a tap on an empty cell (a meeple drawn small, near a tile's edge), if any. */
  const meepleTile = (world: Pt): TileAt | undefined => {
    const m = meepleAt(world);
    return m && tiles.get(cellKey(m.x, m.y));
  };

  /**
   * The feature a tap points at: the one under it, unless a meeple (drawn small on a phone) is nearer the tap than
   * that feature's own meeple spot — then the meeple's feature, which is what the finger meant.
   */
  const featureAt = (t: TileAt, world: Pt, finger: boolean): FeatureRef | null => {
    const cell = cellAtWorld(world);
    const onCell = cell.x === t.x && cell.y === t.y;
    const spot = onCell ? spotAtPoint(t.tile, t.rot, localInCell(world, cell)) : null;
    const m = finger ? meepleAt(world) : undefined;
    if (m && !(m.x === t.x && m.y === t.y && m.at === spot)) {
      const own = spot ? anchorOfSpot(t.tile, t.rot, spot) : null;
      const dOwn = own ? Math.hypot(t.x * CELL + own.x - world.x, t.y * CELL + own.y - world.y) : Infinity;
      const mt = tiles.get(cellKey(m.x, m.y));
      const ma = mt ? anchorOfSpot(mt.tile, mt.rot, m.at) : null;
      const dM = ma ? Math.hypot(m.x * CELL + ma.x - world.x, m.y * CELL + ma.y - world.y) : Infinity;
      if (dM < dOwn) return { x: m.x, y: m.y, at: m.at };
    }
    return spot ? { x: t.x, y: t.y, at: spot } : null;
  };

  const hoverAt = (p: Pt) => {
    const cell = cellAtScreen(view, p);
    setCursorCell(cell, 'pointer');
    const t = tiles.get(cellKey(cell.x, cell.y));
    const spot = t && !pending ? spotAtPoint(t.tile, t.rot, localInCell(screenToWorld(view, p), cell)) : null;
    const ref = t && spot ? { x: t.x, y: t.y, at: spot } : null;
    setHover((h) => (sameRef(h, ref) ? h : ref));
  };

  const pointer = usePointer(cam, {
    onTap: tapAt,
    onHover: hoverAt,
    onLeave: () => {
      setHover(null);
      if (cursorBy === 'pointer') setCursor(null);
    },
  });

  const onContextMenu = (e: TargetedMouseEvent<HTMLDivElement>) => {
    if (!hand || pending) return;
    e.preventDefault();
    // A finger held on the board opens the context menu too (a tap on a slow phone can last that long):
    // only a right-click turns the tile. Where the event names no pointer (not Chromium), it is a mouse's.
    const by = (e as unknown as { pointerType?: string }).pointerType;
    if (by && by !== 'mouse') return;
    rotate(1);
  };

  const dragging = useDragHand(cam, (cell) => setCursorCell(cell, 'pointer'), layTile);
  const drag = dragging.drag;

  // ------------------------------------------------------------------ keyboard

  const announceCursor = (cell: Pt) => {
    const fitting = playing && hand && allowed ? fitsHere(cell) : null;
    const fitsNow = !!fitting && fitting.includes(onlyFitting ? snapRotation(rot, fitting) : rot);
    say('info', cursorText(cell, tiles.get(cellKey(cell.x, cell.y))?.tile ?? null, hand, fitting, fitsNow));
  };

  const showTileFeature = (t: TileAt, dir: 1 | -1) => {
    const spots = spotsOfTile(t.tile, t.rot);
    if (!spots.length) return;
    const same = pinned && pinned.x === t.x && pinned.y === t.y;
    keyFeature.current = same ? (keyFeature.current + dir + spots.length) % spots.length : 0;
    pin({ x: t.x, y: t.y, at: spots[keyFeature.current] });
  };

  const run = (a: KeyAction) => {
    const cell = cursor ?? startCursor(position);
    const t = tiles.get(cellKey(cell.x, cell.y));
    switch (a.do) {
      case 'undo':
      case 'redo':
        return undoRedo(a.do);
      case 'cancel':
        return cancel();
      case 'meeple-next': {
        if (!pending) return;
        const n = pending.spots.length;
        return selectSpot(((pending.selected + 1 + a.dir + (n + 1)) % (n + 1)) - 1);
      }
      case 'meeple-digit':
        if (!pending) return;
        if (a.n === 0) commit(null);
        else if (a.n <= pending.spots.length) commit(pending.spots[a.n - 1]);
        return;
      case 'step': {
        const next = stepCell(cursor ?? startCursor(position), a.key);
        setCursorCell(next, 'keyboard');
        cam.showCell(next);
        return announceCursor(next);
      }
      case 'rotate':
        return rotate(a.dir);
      case 'enter':
        if (pending) return commit(pending.selected >= 0 ? pending.spots[pending.selected] : null);
        if (!cursor) setCursorCell(cell, 'keyboard');
        if (editing) return editAt(cell, { x: (cell.x + 0.5) * CELL, y: (cell.y + 0.5) * CELL });
        return t ? showTileFeature(t, 1) : layTile(cell);
      case 'feature':
        return t ? showTileFeature(t, a.dir) : say('info', bt('board.noTileHere'));
      case 'clear':
        pin(null);
        setHover(null);
        setMoveFrom(null);
        return setMessage(null);
      case 'zoom':
        return cam.zoomBy(a.factor);
      case 'fit':
        return cam.fit();
    }
  };

  const onKeyDown = (e: TargetedKeyboardEvent<HTMLDivElement>) => {
    const a = keyAction(e, !!pending);
    if (!a) return;
    e.preventDefault();
    e.stopPropagation();
    run(a);
  };

  // ------------------------------------------------------------------ drawing

  const ready = position !== null && size !== null;
  const cursorEmpty = !!cursor && !tiles.has(cellKey(cursor.x, cursor.y));
  const cursorFits = fitsHere(cursor);
  const ghostState = editing ? 'edit' : cursorFits.includes(rot) ? 'fits' : cursorFits.length ? 'other' : 'no';

  const hint = props.hint ?? boardHint({ interaction, hand, player: toPlay, openSpots: pending ? pending.spots.length : null, noPlace: !!allowed && allowed.length === 0, touch });
  const shown = message ?? { tone: 'info' as const, text: hint };

  return (
    <div class={`board board--${interaction}`} data-testid="board" data-ready={ready ? 'true' : 'false'} data-pending={pending ? 'true' : 'false'}>
      <Toolbar
        uid={uid}
        withHand={playing || (editing && edit?.tool === 'tile')}
        hand={hand}
        rot={pending ? pending.rot : rot}
        choosingMeeple={!!pending}
        dragging={!!drag}
        busy={busy}
        onlyFitting={playing ? onlyFitting : null}
        onOnlyFitting={(on) => {
          setOnlyFitting(on);
          const fitting = fitsHere(cursor);
          if (on && fitting.length) setRot((r) => snapRotation(r, fitting));
        }}
        onRotate={rotate}
        onHandPointerDown={(e) => {
          if (!hand || pending || busy || (e.pointerType === 'mouse' && e.button !== 0)) return;
          e.preventDefault();
          dragging.start(e);
        }}
        onNoMeeple={() => commit(null)}
        onCancel={cancel}
      >
        {typeof props.toolbar === 'function'
          ? props.toolbar({ send: (i) => (i.type === 'undo' || i.type === 'redo' ? undoRedo(i.type) : send(i)), choosingMeeple: !!pending })
          : props.toolbar}
      </Toolbar>

      <div class="board__stage">
        <div
          ref={cam.ref}
          id={`${uid}-viewport`}
          class={`board__viewport${busy ? ' is-busy' : ''}`}
          tabIndex={0}
          role="application"
          aria-label={label ?? bt('board.label')}
          aria-describedby={`${uid}-help ${uid}-status`}
          data-testid="board-viewport"
          data-view={`${view.tx} ${view.ty} ${view.scale}`}
          {...pointer}
          onContextMenu={onContextMenu}
          onKeyDown={onKeyDown}
        >
          <Scene
            ready={ready}
            view={view}
            position={position}
            tiles={tiles}
            marks={marks}
            colors={colors}
            legal={playing && hand && !pending ? byCell : null}
            hand={hand}
            rot={rot}
            pending={pending}
            pendingColor={colors[toPlay] ?? 'red'}
            onSelectSpot={selectSpot}
            onChooseSpot={commit}
            ghost={hand && !pending && cursor && cursorEmpty ? { cell: cursor, state: ghostState } : null}
            cursors={[moveFrom, cursor && cursorBy === 'keyboard' && !pending ? cursor : null]}
          />
          {!position && (
            <div class="board__loading" data-testid="board-loading">
              <p>{props.placeholder ?? bt('board.loading')}</p>
            </div>
          )}
        </div>
      </div>

      {/* Beside the board, never over a cell: what the marks mean and the cell under the pointer (for the eye only:
          the keyboard cursor announces both), and the zoom buttons. */}
      <div class="board__bar">
        <div class="board__bar-notes">
          {ready && playing && hand && !pending && <Legend />}
          {ready && cursor && <Coords cell={cursor} />}
        </div>
        <ZoomButtons onZoom={cam.zoomBy} onFit={cam.fit} />
      </div>

      <p ref={statusRef} id={`${uid}-status`} class={`board__status is-${shown.tone}`} role="status" aria-live="polite" data-testid="board-status">
        {shown.text}
      </p>

      {props.info !== undefined && (
        <section class="board__info" aria-label={bt('board.info.heading')} data-testid="board-info">
          {props.info}
        </section>
      )}

      {drag && hand && !dragging.overBoard && (
        <div class="board__drag" aria-hidden="true" style={{ left: `${drag.x}px`, top: `${drag.y}px` }}>
          <TileSvg letter={hand} rot={rot} size={64} />
        </div>
      )}

      <div class="visually-hidden">
        <p id={`${uid}-help`}>{bt('board.keyboardHelp')}</p>
        <Description position={position} />
      </div>
    </div>
  );
}

/**
 * The board, drawn again only when what its host passes changes (each prop compared with ===): a host
 * re-rendering for its own reasons (a status line, the solver's progress) leaves the board's hundreds of
 * elements alone. Such a host passes handlers that keep their identity (ui/useStableHandler).
 */
const Board = pure(BoardView);
export default Board;
