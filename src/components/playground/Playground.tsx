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
import type { FeatureInfo, Level, Position, ScoreReport } from '../../worker/api';
import Board, { type Answer, type Intent, type Mark } from '../board/Board';
import type { TurnMove } from '../board/types';
import TilePicker from './TilePicker';
import { TileSvg } from '../tiles/TileSvg';
import SolverPanel, { type MovePreview } from './SolverPanel';
import FeatureList from './FeatureList';
import ScoresPanel from './ScoresPanel';
import { useHistory } from './useHistory';
import { onEngineRestart } from '../../worker/client';
import { playerColors, playerToPlay, remainingTiles, totalRemaining } from '../board/model';
import { PLAYER_COLORS, type PlayerColorName } from '../tiles/colors';
import { setSavedAside } from './storage';
import { useSavedGame } from './useSavedGame';
import { useComputer } from './useComputer';
import Boundary from '../ui/Boundary';
import { siteStore } from '../ui/storage';
import { bt } from '../board/strings';
import '../../i18n/playground';
import SharePanel, { type OpenedFrom, type OpenedGame } from './SharePanel';
import { isUntouched, sameBoard } from './boards';
import GamePanel, { bagText } from './GamePanel';
import { bagLeft, drawNext, gameState, isGameUnderWay, randomSeed, seededRandom, shuffle, startGame } from './game';
import { movesTo, placementEntry, withMove, type GameLog } from './gameLog';
import { DEFAULT_LEVEL, DEFAULT_STRONG_MS } from './levels';
import type { CoachSave } from './storage';
import type { ReviewSelection } from './ReviewPanel';
import { handFor, newPosition, withPlayers } from './seats';
import HistoryButton from './HistoryButton';
import { hasTestHooks, testSeed } from './testHooks';
import type { PlayHookContext } from './playHook';
import { Sheet, SheetBar, type SheetName } from './Sheet';
import GameBar from './GameBar';
import { moveText, type MoveNote } from './announce';
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

/** A turn played: the move in words (`message`, with what comes next), and the same as parts. */
type Played = { ok: true; message: string; tone: 'success' | 'info'; note: MoveNote; said: string; next: Position };
type PlayResult = Played | { ok: false; reason: string };

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
  /** The move that made each board of a game (kept with the board itself, so undo and redo find theirs again). */
  const [notes] = useState(() => new WeakMap<Position, MoveNote>());
  /** A computer's move said to screen readers when no answer of the board carries it (its status line says the others). */
  const [spoken, setSpoken] = useState('');
  /** The person's turn waits for the computer's reply before the board's status line says what happened. */
  const waiter = useRef<((replies: Played[] | null) => void) | null>(null);
  const replies = useRef<Played[]>([]);
  const [waitTick, setWaitTick] = useState(0);
  /** The best moves asked for during a game against the computer (hidden until then). */
  const [solverAsked, setSolverAsked] = useState(false);
  /** The panel open as a sheet over the board (on a phone; the tile picker opens from the board's toolbar). */
  const [sheet, setSheet] = useState<SheetName | null>(null);
  /**
   * What a game keeps beyond the board (storage.ts CoachSave, saved with it): its record (gameLog.ts), its review
   * once worked out, the computer's level and time, and the aids at the table switched on or off (undefined: as the
   * kind of game has them, off between people and on against the computer).
   */
  const [coach, setCoach] = useState<CoachSave>({});
  const put = (c: CoachSave) => setCoach((o) => ({ ...o, ...c }));
  const log = coach.log ?? null;
  const review = coach.review ?? null;
  const level = coach.level ?? DEFAULT_LEVEL;
  const strongMs = coach.strongMs ?? DEFAULT_STRONG_MS;
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
  const { loaded } = useSavedGame({
    board,
    hand,
    setHand,
    inGame,
    setInGame,
    computer: computerSeats,
    setComputer: setComputerSeats,
    coach,
    restoreCoach: setCoach,
    say: setNotice,
  });
  const ready = loaded && engine.kind === 'ready';
  const game = gameState(position, inGame);
  useEffect(() => {
    if (isGameUnderWay(position) && !inGame) setInGame(true);
  }, [position, inGame]);
  /** In a game the hand is the drawn tile; in free play, the picker's. */
  const inHand = game === 'free' ? hand : (position.inHand ?? null);
  const legal = useLegal(ready ? position : null, inHand);
  const inspector = useInspector(position, ready);
  /** The feature panel's view, loaded when a feature is first inspected (until then the board shows its prompt). */
  const [infoView, setInfoView] = useState<typeof import('../ui/FeatureInfo') | null>(null);
  useEffect(() => {
    if (inspector.info && !infoView) void import('../ui/FeatureInfo').then((m) => setInfoView(() => m));
  }, [inspector.info]);

  // ----- a drawn tile that fits nowhere is set aside, and the same player draws again (rulings 1–2)
  useEffect(() => {
    const tile = position.inHand;
    if (!ready || game !== 'playing' || !tile) return;
    let alive = true;
    ask('legalMoves', position, tile).then(
      (r) => {
        if (!alive || !r.ok || r.value.length > 0) return;
        const next = drawNext(position);
        const made = notes.get(position);
        if (made) notes.set(next, made);
        setCoach((c) => ({ ...c, log: withMove(c.log ?? null, position, { tile, discarded: true }) }));
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
    return { next, said };
  };

  /**
   * Play one turn (from the board, the best-moves list, the computer or the test hook): the move in words and
   * what comes next, or the refusal's reason. In a game the move is worded without coordinates (the board frames it).
   */
  const playMove = async (move: TurnMove, byComputer = false): Promise<PlayResult> => {
    const player = playerToPlay(position);
    const r = await playTurn(position, move);
    if (!r.ok) return r;
    const { next, said } = afterTurn(r.report.position);
    const note: MoveNote = { player, computer: byComputer, move, completed: r.report.completed };
    if (game === 'playing') {
      notes.set(next, note);
      setCoach((c) => ({ ...c, log: withMove(c.log ?? null, position, placementEntry(move)) }));
    }
    record(next, move);
    if (game === 'playing' && !isGameUnderWay(next)) setNotice({ tone: 'info', text: bt('game.endedNotice'), reveal: true });
    // In free play the move just made is the one framed on the board: the words point there.
    const text = game === 'playing' ? moveText(note, { quiet: byComputer }) : moveText(note, { framed: true });
    return { ok: true, message: said ? `${text} ${said}` : text, tone: r.report.completed.length ? 'success' : 'info', note, said, next };
  };

  /** A new board in the history; the hand stays while a copy of its tile is left. */
  const record = (next: Position, moved: { x: number; y: number } | null = null) => {
    // A board that is not the computer's reply ends a wait for one.
    if (!moved) stopWaiting();
    board.record(next);
    inspector.pin(null);
    setLast(moved);
    setHand((h) => handFor(next, h));
  };

  // ----- seats played by the computer (a game from the bag)
  /** The computer's move: the person's turn that waits for it says it on the board; otherwise a live region does. */
  const computerPlays = async (move: TurnMove): Promise<PlayResult> => {
    const r = await playMove(move, true);
    if (!r.ok) return r;
    if (waiter.current) replies.current.push(r);
    else setSpoken(moveText(r.note, { framed: true, quiet: true }) + (r.said ? ` ${r.said}` : ''));
    return r;
  };
  const computer = useComputer({
    position,
    on: ready && game === 'playing',
    seats: computerSeats,
    level,
    strongMs,
    play: computerPlays,
    failed: (reason) => setNotice({ tone: 'error', text: bt('game.computerFailed', { reason }) }),
  });
  /** A seat of the computer is to play: the board offers its tile to nobody. */
  const computerTurn = game === 'playing' && !!position.inHand && computerSeats.includes(playerToPlay(position));
  /** …and waits after an undo until it is asked to go on. */
  const computerWaits = computerTurn && computer.paused && !computer.thinking;
  // The person's turn is answered once the computer has replied (or cannot: paused, failed, the game over).
  useEffect(() => {
    if (!waiter.current || computer.thinking || (computerTurn && !computer.paused && ready)) return;
    const done = waiter.current;
    waiter.current = null;
    done(replies.current.splice(0));
  }, [waitTick, position, computer.thinking, computer.paused, computerTurn, ready]);
  /** Wait for the computer's replies to a move that leaves the turn to one of its seats (null: the board was changed meanwhile). */
  const computerReplies = (): Promise<Played[] | null> =>
    new Promise((resolve) => {
      waiter.current?.(null);
      replies.current = [];
      waiter.current = resolve;
      setWaitTick((n) => n + 1);
    });
  /** The board changed under a turn still waiting for the computer (undo, redo, a new board): that turn has nothing more to say. */
  const stopWaiting = () => {
    const done = waiter.current;
    waiter.current = null;
    done?.(null);
  };
  const setSeat = (name: string, on: boolean) => {
    setComputerSeats((seats) => (on ? [...seats.filter((s) => s !== name), name] : seats.filter((s) => s !== name)));
    if (on) computer.resume();
  };

  // ----- the board's intents: the playground decides
  const onIntent = async (intent: Intent): Promise<Answer | void> => {
    if (inspector.onIntent(intent)) return;
    if (reviewAt && intent.type !== 'tile') return { accept: false, reason: bt('review.onBoard') };
    switch (intent.type) {
      case 'tile':
        return answerTile(position, await legal.current(position, intent.move.tile), intent.move);
      case 'place': {
        if (game === 'over') return { accept: false, reason: bt('game.over') };
        if (computer.thinking) return { accept: false, reason: bt('game.computerThinking', { player: computer.thinking }) };
        // The person moves: the computer, waiting after an undo, goes on (resumed first, so that no render
        // in between sees it waiting on its own turn).
        computer.resume();
        const r = await playMove(intent.move);
        if (!r.ok) return { accept: false, reason: r.reason };
        // The computer's reply, if it is to play, is part of what this turn brought: the status line says both.
        const next = r.next;
        if (game !== 'playing' || !next.inHand || !computerSeats.includes(playerToPlay(next))) return { accept: true, message: r.message, tone: r.tone };
        const answers = await computerReplies();
        // Undone or replaced while the computer thought: the status line keeps what was said since.
        if (!answers) return { accept: true };
        const lastSaid = answers.length ? answers[answers.length - 1].said : r.said;
        const words = [moveText(r.note), ...answers.map((a, i) => moveText(a.note, { framed: i === answers.length - 1, quiet: true })), lastSaid];
        const tone = r.tone === 'success' || answers.some((a) => a.tone === 'success') ? 'success' : 'info';
        return { accept: true, message: words.filter(Boolean).join(' '), tone };
      }
      case 'undo':
        if (!board.undo()) return { accept: false, reason: bt('board.nothingToUndo') };
        stopWaiting();
        // Taking back a move would only make the computer play again: it waits until asked or until the next move.
        if (computerSeats.length) computer.pause();
        inspector.pin(null);
        setLast(null);
        setSpoken('');
        return { accept: true, message: bt('board.undone') };
      case 'redo':
        if (!board.redo()) return { accept: false, reason: bt('board.nothingToRedo') };
        stopWaiting();
        // Redone moves are the person's to replay: the computer waits as after an undo.
        if (computerSeats.length) computer.pause();
        inspector.pin(null);
        setLast(null);
        setSpoken('');
        return { accept: true, message: bt('board.redone') };
    }
  };

  // ----- a board from a share link or a file: the board it replaces stays in the undo history
  const openBoard = (next: Position, from: OpenedFrom, game?: { log: GameLog; computer: Readonly<Record<string, Level>>; said: string }) => {
    if (game) {
      // The game's record comes with it: its review (if any) was of another game.
      const seats = Object.keys(game.computer);
      put({ log: game.log, review: undefined, ...(seats.length ? { level: game.computer[seats[0]] } : {}) });
      setComputerSeats(seats);
    }
    setReviewPick(null);
    if (sameBoard(next, position)) {
      setNotice({ tone: 'info', text: bt('share.sameBoard'), reveal: true });
      if (game) setInGame(true);
      return;
    }
    const opened = game ? game.said : from.kind === 'link' ? bt('share.fromLink') : bt('share.fromFile', { file: from.name });
    stopWaiting();
    const keep = !(isUntouched(position) && board.past.length === 0);
    if (keep) record(next);
    else {
      board.reset(next);
      inspector.pin(null);
      setHand(handFor(next, hand));
    }
    setInGame(!!game || isGameUnderWay(next));
    setNotice({
      tone: 'info',
      text: keep ? `${opened} ${bt('share.keptPrevious')}` : opened,
      restore: keep ? position : undefined,
      reveal: true,
    });
  };

  /**
   * A game from a link or a file (checked by the engine): the board after its last move, with the tiles left in
   * the bag in the order the link gives (or shuffled), the next tile drawn; and its record, to review or go on with.
   */
  const openGame = async (g: OpenedGame, from: OpenedFrom) => {
    const { tableForGame } = await import('./gameFiles');
    const table = await tableForGame(g, from, testSeed() ?? randomSeed(), { drawNext, seededRandom, shuffle });
    if (!table.ok) return setNotice({ tone: 'error', text: bt('share.failed', { reason: table.reason }), reveal: true });
    openBoard(table.next, from, { log: table.log, computer: g.file.computer ?? {}, said: table.said });
  };

  const bringBack = (previous: Position) => {
    setReviewPick(null);
    record(previous);
    setInGame(isGameUnderWay(previous));
    setNotice({ tone: 'info', text: bt('share.restored') });
  };

  const reset = () => {
    setReviewPick(null);
    record(newPosition(position.players.length));
    setInGame(false);
    setNotice({ tone: 'info', text: bt('playground.reseted') });
  };

  const setPlayers = (n: number) => {
    if (n === position.players.length) return;
    record(withPlayers(position, n));
    setNotice({ tone: 'info', text: bt('playground.playersChanged', { players: n }) });
  };

  const solverHidden = game === 'playing' && computerSeats.length > 0 && !solverAsked;
  /** Opening the best moves' sheet (on a phone) is asking for them. */
  const openSheet = (name: SheetName | null) => {
    if (name === 'solver') setSolverAsked(true);
    setSheet(name);
  };

  // ----- the game's record, its review, and the aids at the table (issue 25)
  const computerLevels: Record<string, Level> = Object.fromEntries(computerSeats.map((seat) => [seat, level]));
  /** The moves of the record that led to the board (none in free play, or when the board is not of the log's game). */
  const recorded = game === 'free' ? 0 : (movesTo(log, position)?.length ?? 0);
  const [reviewView, setReviewView] = useState<typeof import('./ReviewPanel') | null>(null);
  /** The move of the review chosen to be shown on the board, and a "Try it again" under way. */
  const [reviewPick, setReviewPick] = useState<ReviewSelection | null>(null);
  const [trying, setTrying] = useState<{ move: number; failed?: string } | null>(null);
  const openReview = () => {
    if (!reviewView) void import('./ReviewPanel').then((m) => setReviewView(() => m));
    setSheet('review');
  };
  // Once asked for, the review's panel and the banner under the board while a move of it is shown (ReviewPanel.tsx).
  const parts = reviewView?.reviewParts({
    log,
    recorded,
    review,
    computer: computerLevels,
    computerSeats,
    colors,
    palette: PLAYER_COLORS,
    finalTotals: game === 'over' ? (score?.total ?? null) : null,
    picked: reviewPick,
    pick: (sel) => {
      setReviewPick(sel);
      setPreview(null);
      inspector.pin(null);
    },
    trying,
    setTrying,
    onReviewed: (r) => put({ review: r }),
    sheet: setSheet,
  });
  /** The move of the review shown on the board (while the review kept with the game has it). */
  const reviewAt = parts?.shown ?? null;

  const aidsOn = game === 'playing' && (coach.aids ?? computerSeats.length > 0);
  const [aidsView, setAidsView] = useState<typeof import('./AidsPanel') | null>(null);
  useEffect(() => {
    if (aidsOn && !aidsView) void import('./AidsPanel').then((m) => setAidsView(() => m));
  }, [aidsOn]);
  /** The cells no tile left can fill, as the aids' panel found them, kept with the board they are of (a board just changed never shows the last one's). */
  const [deadOf, setDeadOf] = useState<{ position: Position; cells: readonly { x: number; y: number }[] } | null>(null);
  const dead = aidsOn && deadOf?.position === position ? deadOf.cells : [];

  const marks = useMemo(() => {
    if (reviewAt) return reviewAt.marks;
    const list: Mark[] = [];
    // In a game the last move is the one that made the board shown (after an undo too); in free play, the one just played.
    const lastMove = game === 'free' ? last : (notes.get(position)?.move ?? null);
    if (lastMove) list.push({ kind: 'last', x: lastMove.x, y: lastMove.y });
    if (inspector.mark) list.push(inspector.mark);
    if (preview) list.push({ kind: 'preview', move: preview, player: playerToPlay(position) });
    // The cells no tile left can fill, while the aids are on (for this very board).
    for (const c of dead) list.push({ kind: 'cell', x: c.x, y: c.y, style: 'bad' });
    return list;
  }, [last, inspector.mark, preview, position, game, reviewAt, dead]);

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
    stopWaiting();
    board.reset(start);
    put({ log: { start, moves: [] }, review: undefined });
    setReviewPick(null);
    setTrying(null);
    inspector.pin(null);
    setLast(null);
    setPreview(null);
    setSpoken('');
    setSolverAsked(false);
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
        <GameBar
          position={position}
          state={game}
          colors={colors}
          computerSeats={game === 'free' ? [] : computerSeats}
          thinking={computer.thinking}
          waits={computerWaits}
          onResume={computer.resume}
          last={notes.get(position) ?? null}
          spoken={spoken}
          totals={score?.total ?? null}
        />
        <Board
          position={ready ? (reviewAt?.board ?? position) : null}
          placeholder={placeholderText(engine)}
          interaction={reviewAt || game === 'over' || computer.thinking || computerTurn ? 'view' : 'play'}
          hand={reviewAt || computerTurn ? null : inHand}
          allowed={legal.placements}
          rotations={legal.rotations}
          onIntent={onIntent}
          marks={marks}
          colors={colors}
          info={inspector.info && infoView ? <infoView.default info={inspector.info} /> : <p class="board__info-empty">{bt('board.info.empty')}</p>}
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
              <HistoryButton kind="undo" send={b.send} disabled={!!reviewAt || (!board.past.length && !b.choosingMeeple)} />
              <HistoryButton kind="redo" send={b.send} disabled={!!reviewAt || !board.future.length || b.choosingMeeple} />
            </>
          )}
        />
        {parts?.banner}
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
        <SheetBar open={sheet} onOpen={openSheet} aids={aidsOn} />
        {/* The review sits under the board (on a phone, a sheet over it), so a move chosen in it is seen at once. */}
        {parts?.panel && (
          <Sheet name="review" open={sheet === 'review'} order={0} onClose={closeSheet}>
            {parts.panel}
          </Sheet>
        )}
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
          computer={{ seats: computerSeats, onSeat: setSeat, level, onLevel: (l) => put({ level: l }), strongMs, onStrongMs: (ms) => put({ strongMs: ms }) }}
          aids={{ on: aidsOn, onChange: (on) => put({ aids: on }) }}
          review={{ moves: recorded, onOpen: openReview }}
        />
        {aidsOn && aidsView && (
          <Sheet name="aids" open={sheet === 'aids'} order={0} onClose={closeSheet}>
            <aidsView.default position={ready ? position : null} onDead={(cells, of) => setDeadOf({ position: of, cells })} features={features} lit={inspector.pinned} onLight={lightFeature} Tile={TileSvg} />
          </Sheet>
        )}
        <Sheet name="scores" open={sheet === 'scores'} order={0} onClose={closeSheet}>
          <ScoresPanel position={position} score={score} colors={colors} onPlayers={setPlayers} onReset={reset} inGame={game === 'playing'} />
        </Sheet>
        <Sheet name="solver" open={sheet === 'solver'} order={1} onClose={closeSheet}>
          {/* Against the computer the best moves would give the game away: shown only when asked for (on a phone, opening the sheet asks). */}
          {solverHidden ? (
            <section class="pg__panel" aria-labelledby="pg-solver-hidden" data-testid="solver-hidden">
              <div class="pg__panel-head">
                <h2 id="pg-solver-hidden">{bt('playground.sheet.solver')}</h2>
              </div>
              <p class="pg__muted">{bt('game.solverHidden')}</p>
              <div class="pg__actions">
                <button type="button" class="board__btn" onClick={() => setSolverAsked(true)} data-testid="solver-show">
                  {bt('game.solverShow')}
                </button>
              </div>
            </section>
          ) : (
            <SolverPanel position={ready && game !== 'over' && !computerTurn ? position : null} tile={computerTurn ? null : inHand} preview={preview} onPreview={previewMove} onPlay={playPreview} />
          )}
        </Sheet>
        <Sheet name="share" open={sheet === 'share'} order={2} onClose={closeSheet}>
          <SharePanel
            position={ready ? position : null}
            onOpen={openBoard}
            onOpenGame={(g, from) => void openGame(g, from)}
            game={log && recorded > 0 ? { log, computer: computerLevels, moves: recorded } : null}
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
