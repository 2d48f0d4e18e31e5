/**
 * The playground island (/playground/): a free board for 2–6 players. Pick a
 * tile, lay it, put a meeple for the player to play, see the scores and every
 * feature with its value; undo, start again. Saved in this browser on every
 * change (the site store's entry `playground`, ./storage.ts) and restored on the next visit; a save
 * that cannot be read is kept aside and reported, never dropped.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { answerTile, ask, placeholderText, playTurn, useEngine, useLegal } from '../ui/useEngine';
import { useInspector } from '../ui/useInspector';
import FeatureInfoView from '../ui/FeatureInfo';
import type { FeatureInfo, Position, ScoreReport } from '../../worker/api';
import Board, { type Answer, type Intent, type Mark } from '../board/Board';
import type { TurnMove } from '../board/types';
import TilePicker from './TilePicker';
import SolverPanel, { type MovePreview } from './SolverPanel';
import FeatureList from './FeatureList';
import ScoresPanel from './ScoresPanel';
import { useHistory } from './useHistory';
import { onEngineRestart } from '../../worker/client';
import { turnText } from '../board/describe';
import { playerColors, playerToPlay, remainingTiles, totalRemaining } from '../board/model';
import type { PlayerColorName } from '../tiles/colors';
import { setSavedAside } from './storage';
import { useSavedGame } from './useSavedGame';
import { useComputer } from './useComputer';
import Boundary from '../ui/Boundary';
import { siteStore } from '../ui/storage';
import { bt } from '../board/strings';
import '../../i18n/playground';
import SharePanel, { type OpenedFrom } from './SharePanel';
import { isUntouched, sameBoard } from './boards';
import GamePanel, { bagText } from './GamePanel';
import { bagLeft, drawNext, gameState, isGameUnderWay, randomSeed, startGame } from './game';
import { handFor, newPosition, withPlayers } from './seats';
import HistoryButton from './HistoryButton';
import { hasTestHooks, testSeed } from './testHooks';
import type { PlayHookContext } from './playHook';
import { Sheet, SheetBar, type SheetName } from './Sheet';
import './playground.css';

const DEFAULT_HAND = 'V';

/** `restore`: a board that was replaced by a shared or imported one, offered back by the notice's button; `reveal`: scroll it into view. */
type Notice = {
  tone: 'info' | 'error';
  text: string;
  restore?: Position;
  reveal?: boolean;
  /** Buttons under the text (on a phone, a previewed move's "play" and "back to the list"). */
  actions?: { label: string; run: () => void; testId: string }[];
} | null;

/** The phone layout of playground.css: side panels are sheets over the board. */
const phoneLayout = (): boolean => typeof matchMedia === 'function' && matchMedia('(max-width: 40rem)').matches;

/** The playground inside a safety net: a drawing error shows a message and a way on, never a blank page. */
export default function PlaygroundIsland() {
  return (
    <Boundary setAside={() => { const store = siteStore(); return store ? setSavedAside(store) : null; }}>
      <Playground />
    </Boundary>
  );
}

function Playground() {
  const engine = useEngine();
  const board = useHistory(() => newPosition(2));
  const { position } = board;
  const [hand, setHand] = useState<string | null>(DEFAULT_HAND);
  /** A game was started or opened (with the bag used up, the game is over rather than free play). */
  const [inGame, setInGame] = useState(false);
  /** The seats of the game that the computer plays. */
  const [computerSeats, setComputerSeats] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [score, setScore] = useState<ScoreReport | null>(null);
  const [features, setFeatures] = useState<FeatureInfo[] | null>(null);
  const [preview, setPreview] = useState<MovePreview | null>(null);
  const [last, setLast] = useState<{ x: number; y: number } | null>(null);
  /** The panel open as a sheet over the board (on a phone; the tile picker opens from the board's toolbar). */
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const tilesOpen = sheet === 'tiles';
  const setTilesOpen = (open: boolean) => setSheet(open ? 'tiles' : null);
  const closeSheet = () => setSheet(null);
  useEffect(() => onEngineRestart(() => setNotice({ tone: 'info', text: bt('engine.restarted') })), []);
  const mainRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.reveal) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);
  // Restore the saved board (checked by the engine), and save on every change.
  const { loaded } = useSavedGame({ board, hand, setHand, inGame, setInGame, computer: computerSeats, setComputer: setComputerSeats, say: setNotice });
  const ready = loaded && engine.kind === 'ready';
  const game = gameState(position, inGame);
  useEffect(() => {
    if (isGameUnderWay(position) && !inGame) setInGame(true);
  }, [position, inGame]);
  /** In a game the hand is the drawn tile; in free play, the picker's. */
  const inHand = game === 'free' ? hand : (position.inHand ?? null);
  const legal = useLegal(ready ? position : null, inHand);
  const inspector = useInspector(position, ready);

  // ----- a drawn tile that fits nowhere is set aside, and the same player draws again (rulings 1–2)
  useEffect(() => {
    const tile = position.inHand;
    if (!ready || game !== 'playing' || !tile) return;
    let alive = true;
    ask('legalMoves', position, tile).then(
      (r) => {
        if (!alive || !r.ok || r.value.length > 0) return;
        const next = drawNext(position);
        board.reset(next, board.past);
        const player = playerToPlay(position);
        setNotice({ tone: 'info', text: next.inHand ? bt('game.setAside', { tile, player }) : bt('game.setAsideEnd', { tile }), reveal: true });
      },
      () => {
        /* the board reports an engine that did not start */
      },
    );
    return () => {
      alive = false;
    };
  }, [ready, game, position]);


  // ----- scores and features of the current board
  useEffect(() => {
    if (!ready) return;
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
  }, [ready, position]);

  const remaining = useMemo(() => remainingTiles(position), [position]);
  const colors = useMemo(() => playerColors(position.players, position.colors as Record<string, PlayerColorName> | undefined), [position.players.join('\u0000'), position.colors]);

  /** After a turn of a game the next tile comes out of the bag; what the board says of it. */
  const afterTurn = (played: Position): { next: Position; said: string } => {
    if (game !== 'playing') return { next: played, said: '' };
    const next = drawNext(played);
    const said = next.inHand ? bt('game.drew', { player: playerToPlay(next), tile: next.inHand }) : bt('game.over');
    return { next, said: ` ${said}` };
  };

  /** Play one turn (from the board, the best-moves list or the test hook); the refusal's reason, or null. */
  const playMove = async (move: TurnMove): Promise<{ ok: true; message: string; tone: 'success' | 'info' } | { ok: false; reason: string }> => {
    const player = playerToPlay(position);
    const r = await playTurn(position, move);
    if (!r.ok) return r;
    const { next, said } = afterTurn(r.report.position);
    record(next, move);
    if (game === 'playing' && !isGameUnderWay(next)) setNotice({ tone: 'info', text: bt('game.endedNotice'), reveal: true });
    return { ok: true, message: turnText(player, move, r.report) + said, tone: r.report.completed.length ? 'success' : 'info' };
  };

  /** A new board in the history; the hand stays while a copy of its tile is left. */
  const record = (next: Position, moved: { x: number; y: number } | null = null) => {
    board.record(next);
    inspector.pin(null);
    setLast(moved);
    setHand((h) => handFor(next, h));
  };

  // ----- seats played by the computer (a game from the bag)
  const computer = useComputer({
    position,
    on: ready && game === 'playing',
    seats: computerSeats,
    play: playMove,
    failed: (reason) => setNotice({ tone: 'error', text: bt('game.computerFailed', { reason }) }),
  });
  const setSeat = (name: string, on: boolean) => {
    setComputerSeats((seats) => (on ? [...seats.filter((s) => s !== name), name] : seats.filter((s) => s !== name)));
    if (on) computer.resume();
  };

  // ----- the board's intents: the playground decides
  const onIntent = async (intent: Intent): Promise<Answer | void> => {
    if (inspector.onIntent(intent)) return;
    switch (intent.type) {
      case 'tile':
        return answerTile(position, await legal.current(position, intent.move.tile), intent.move);
      case 'place': {
        if (game === 'over') return { accept: false, reason: bt('game.over') };
        if (computer.thinking) return { accept: false, reason: bt('game.computerThinking', { player: computer.thinking }) };
        const r = await playMove(intent.move);
        if (r.ok) computer.resume();
        return r.ok ? { accept: true, message: r.message, tone: r.tone } : { accept: false, reason: r.reason };
      }
      case 'undo':
        if (!board.undo()) return { accept: false, reason: bt('board.nothingToUndo') };
        // Taking back a move would only make the computer play again: it waits until asked or until the next move.
        if (computerSeats.length) computer.pause();
        inspector.pin(null);
        setLast(null);
        return { accept: true, message: bt('board.undone') };
      case 'redo':
        if (!board.redo()) return { accept: false, reason: bt('board.nothingToRedo') };
        inspector.pin(null);
        setLast(null);
        return { accept: true, message: bt('board.redone') };
    }
  };

  // ----- a board from a share link or a file: the board it replaces stays in the undo history
  const openBoard = (next: Position, from: OpenedFrom) => {
    if (sameBoard(next, position)) {
      setNotice({ tone: 'info', text: bt('share.sameBoard'), reveal: true });
      return;
    }
    const opened = from.kind === 'link' ? bt('share.fromLink') : bt('share.fromFile', { file: from.name });
    const keep = !(isUntouched(position) && board.past.length === 0);
    if (keep) record(next);
    else {
      board.reset(next);
      inspector.pin(null);
      setHand(handFor(next, hand));
    }
    setInGame(isGameUnderWay(next));
    setNotice({ tone: 'info', text: keep ? `${opened} ${bt('share.keptPrevious')}` : opened, restore: keep ? position : undefined, reveal: true });
  };

  const bringBack = (previous: Position) => {
    record(previous);
    setInGame(isGameUnderWay(previous));
    setNotice({ tone: 'info', text: bt('share.restored') });
  };

  const reset = () => {
    record(newPosition(position.players.length));
    setInGame(false);
    setNotice({ tone: 'info', text: bt('playground.reseted') });
  };

  const setPlayers = (n: number) => {
    if (n === position.players.length) return;
    record(withPlayers(position, n));
    setNotice({ tone: 'info', text: bt('playground.playersChanged', { players: n }) });
  };

  const marks = useMemo(() => {
    const list: Mark[] = [];
    if (last) list.push({ kind: 'last', ...last });
    if (inspector.mark) list.push(inspector.mark);
    if (preview) list.push({ kind: 'preview', move: preview, player: playerToPlay(position) });
    return list;
  }, [last, inspector.mark, preview, position]);

  const playPreview = async (move: MovePreview) => {
    const r = await playMove({ ...move, meeple: move.meeple ?? null });
    if (!r.ok) return setNotice({ tone: 'error', text: r.reason, reveal: true });
    setPreview(null);
    setNotice({ tone: 'info', text: r.message });
  };

  /** A move chosen in the best-moves list. On a phone the sheet covers the board: it closes so the move can be seen, and the notice offers it. */
  const previewMove = (m: MovePreview | null) => {
    setPreview(m);
    if (!m || !phoneLayout()) return;
    closeSheet();
    setNotice({
      tone: 'info',
      text: bt('playground.previewing'),
      actions: [
        { label: bt('playground.solver.play'), run: () => void playPreview(m), testId: 'notice-play' },
        { label: bt('playground.backToList'), run: () => setSheet('solver'), testId: 'notice-back' },
      ],
    });
  };

  /** A feature chosen in the list; on a phone the sheet closes so it can be seen lit on the board. */
  const lightFeature = (ref: Parameters<typeof inspector.pin>[0]) => {
    inspector.pin(ref);
    if (ref && phoneLayout()) closeSheet();
  };

  // ----- a real game from a shuffled bag
  const newGame = (players: number) => {
    const seed = testSeed() ?? randomSeed();
    const start = startGame(newPosition(players), seed);
    board.reset(start);
    inspector.pin(null);
    setLast(null);
    setPreview(null);
    setInGame(true);
    // The computer keeps the seats it had, where the new game has them.
    setComputerSeats((seats) => seats.filter((name) => start.players.includes(name)));
    setNotice({ tone: 'info', text: bt('game.started', { players: start.players.length, player: playerToPlay(start), tile: start.inHand ?? '' }) });
  };

  const freePlay = () => {
    const { inHand: _h, remaining: _r, draw: _d, ...board_ } = position;
    record(board_);
    setInGame(false);
    setNotice({ tone: 'info', text: bt('game.leftFree') });
  };

  // Test hook (only with ?test-hooks, its code loaded only then): play a legal move of the tile in hand, as a click would.
  const hookRef = useRef<PlayHookContext>();
  hookRef.current = { inHand, over: game === 'over', position, legal: legal.current, playMove, ended: isGameUnderWay(position), say: setNotice };
  useEffect(() => {
    if (hasTestHooks()) void import('./playHook').then((m) => m.installPlayHook(() => hookRef.current));
  }, []);

  return (
    <div class="pg" data-testid="playground" data-loaded={loaded ? 'true' : 'false'}>
      <div class="pg__main" ref={mainRef}>
        <Board
          position={ready ? position : null}
          placeholder={placeholderText(engine)}
          interaction={game === 'over' || computer.thinking ? 'view' : 'play'}
          hand={inHand}
          allowed={legal.placements}
          rotations={legal.rotations}
          onIntent={onIntent}
          marks={marks}
          colors={colors}
          info={<FeatureInfoView info={inspector.info} />}
          toolbar={(b) => (
            <>
              {game === 'playing' && (
                <span class="pg__bag-count" data-testid="bag-count">
                  {bagText(bagLeft(position))}
                </span>
              )}
              {game === 'free' && (
              <button
                type="button"
                class="board__btn pg__sheet-btn"
                onClick={() => setTilesOpen(!tilesOpen)}
                aria-expanded={tilesOpen ? 'true' : 'false'}
                aria-controls="pg-tiles-sheet"
                data-testid="open-tiles"
              >
                {bt('playground.openTiles')}
              </button>
              )}
              <HistoryButton kind="undo" send={b.send} disabled={!board.past.length && !b.choosingMeeple} />
              <HistoryButton kind="redo" send={b.send} disabled={!board.future.length || b.choosingMeeple} />
            </>
          )}
        />
        {notice && (
          <div class={`pg__notice is-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="playground-notice" ref={noticeRef}>
            <p>{notice.text}</p>
            {notice.actions?.map((a, i) => (
              <button key={a.testId} type="button" class={`board__btn${i === 0 ? ' board__btn--primary' : ''}`} onClick={a.run} data-testid={a.testId}>
                {a.label}
              </button>
            ))}
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
        <SheetBar open={sheet} onOpen={setSheet} />
      </div>

      <div class="pg__side">
        {game === 'free' && (
        <section
          id="pg-tiles-sheet"
          class={`pg__panel pg__sheet${tilesOpen ? ' is-open' : ''}`}
          aria-labelledby="pg-hand"
          onKeyDown={(e) => e.key === 'Escape' && setTilesOpen(false)}
        >
          <div class="pg__panel-head">
            <h2 id="pg-hand">{bt('playground.tileHeading')}</h2>
            <span class="pg__muted">{bt('playground.tilesLeft', { left: totalRemaining(remaining) })}</span>
            <button type="button" class="board__btn pg__sheet-close" onClick={() => setTilesOpen(false)}>
              {bt('playground.closeSheet')}
            </button>
          </div>
          <TilePicker
            remaining={remaining}
            value={hand}
            onChange={(t) => {
              setHand(t);
              setTilesOpen(false);
            }}
            labelledBy="pg-hand"
          />
        </section>
        )}
        {/* In free play the tile picker comes first; in a game there is no picker and the game panel leads. */}
        <GamePanel
          position={position}
          state={game}
          score={score}
          onNewGame={newGame}
          onFreePlay={freePlay}
          computer={{ seats: computerSeats, thinking: computer.thinking, paused: computer.paused && computerSeats.length > 0, onSeat: setSeat, onResume: computer.resume }}
        />
        <Sheet name="scores" open={sheet === 'scores'} order={0} onClose={closeSheet}>
          <ScoresPanel position={position} score={score} colors={colors} onPlayers={setPlayers} onReset={reset} inGame={game === 'playing'} />
        </Sheet>
        <Sheet name="solver" open={sheet === 'solver'} order={1} onClose={closeSheet}>
          <SolverPanel position={ready && game !== 'over' ? position : null} tile={inHand} preview={preview} onPreview={previewMove} onPlay={playPreview} />
        </Sheet>
        <Sheet name="share" open={sheet === 'share'} order={2} onClose={closeSheet}>
          <SharePanel
            position={ready ? position : null}
            onOpen={openBoard}
            onProblem={(text) => setNotice({ tone: 'error', text, reveal: true })}
            dropZone={mainRef}
          />
        </Sheet>
      </div>

      <Sheet name="features" open={sheet === 'features'} order={3} onClose={closeSheet}>
        <FeatureList features={features} lit={inspector.pinned} onLight={lightFeature} />
      </Sheet>
    </div>
  );
}
