/**
 * Every lesson, step by step, judged in Node by the lesson host's own logic
 * (src/components/learn/host.ts, what LessonPlayer runs on the page) with the
 * engine reached as the page reaches it, through the worker client (here over
 * a stand-in worker in this thread): on every task the right answer is taken
 * and says its success; a wrong answer is refused with a reason and counts a
 * try, said once (by the board for a move on it, else by the page), and goes
 * once a move is right; every wrong answer a step names gets its own reason;
 * "Show me" draws the answer on the board; a number step holds back what would
 * give its answer away until it is answered. The browser plays every lesson too
 * (tests/e2e/learn.spec.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineApi } from '../../src/worker/api';
import type { Placement, Position } from '../../src/worker/api';
import type { Lesson, Step } from '../../src/components/learn/schema';
import { freshState, judgeIntent, judgeNumber, marksNow, scoresHeld, showAnswer, taskIds, type StepState } from '../../src/components/learn/host';
import { shownMarks } from '../../src/components/learn/marks';
import { numbersIn } from '../../src/components/learn/texts';
import { cellOffered } from '../../src/components/learn/judge';
import { spotsOfTile } from '../../src/components/board/model';
import { FakeWorker } from './fake-worker';

const DIR = join(process.cwd(), 'src/content/lessons');
const lessons: Lesson[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Lesson)
  .sort((a, b) => a.order - b.order);

const workers: FakeWorker[] = [];
let ask: typeof import('../../src/components/ui/useEngine').ask;
let marksModule: typeof import('../../src/components/learn/marks');

beforeAll(async () => {
  const client = await import('../../src/worker/client');
  client.configureEngineClientForTests({
    createWorker: (role) => {
      const w = new FakeWorker(role, engineApi);
      workers.push(w);
      return w;
    },
  });
  ({ ask } = await import('../../src/components/ui/useEngine'));
  marksModule = await import('../../src/components/learn/marks');
});
afterAll(() => {
  for (const w of workers.splice(0)) w.terminate();
});

/** The legal placements, as the page's useLegal gets them. */
const legal = async (position: Position, tile: string): Promise<Placement[]> => {
  const r = await ask('legalMoves', position, tile);
  return r.ok ? r.value : [];
};

/** Apply what the host decided. */
const after = (state: StepState, change: ((st: StepState) => StepState) | null): StepState => (change ? change(state) : state);

type PlaceStep = Extract<Step, { kind: 'place' }>;
type PointStep = Extract<Step, { kind: 'point' }>;
type NumberStep = Extract<Step, { kind: 'number' }>;

async function rightPlace(l: Lesson, s: PlaceStep) {
  const a = s.answers[0];
  const start = freshState(l, s);
  const tile = await judgeIntent(s, start, { type: 'tile', move: { tile: s.tile, x: a.x, y: a.y, rot: a.rot } }, legal);
  expect(tile.answer, `${l.slug}/${s.id}: the right tile is accepted`).toMatchObject({ accept: true });
  expect(after(start, tile.change)).toBe(start);
  // After a wrong try, the right tile takes away what was said of it.
  const tried: StepState = { ...start, tries: 1, feedback: { tone: 'bad', text: 'Not there.', onBoard: true }, result: [{ kind: 'cell', x: 0, y: 0 }] };
  expect(after(tried, tile.change), `${l.slug}/${s.id}: the right tile clears the earlier refusal`).toMatchObject({ feedback: null, result: [], tries: 1 });
  const turn = await judgeIntent(s, start, { type: 'place', move: { tile: s.tile, x: a.x, y: a.y, rot: a.rot, meeple: a.meeple ?? null } }, legal);
  // The page says it was right, once: the board's status line goes back to its hint.
  expect(turn.answer, `${l.slug}/${s.id}: the right turn is played`).toEqual({ accept: true, message: null });
  const done = after(start, turn.change);
  expect(done.solved).toBe(true);
  expect(done.tries).toBe(0);
  expect(done.feedback).toMatchObject({ tone: 'good', text: s.success });
  expect(done.feedback?.detail?.length ?? 0, `${l.slug}/${s.id}: the success says what the move scored`).toBeGreaterThan(0);
  expect(done.board.tiles).toHaveLength(start.board.tiles.length + 1);
  expect(done.board.tiles.some((t) => t.x === a.x && t.y === a.y && t.tile === s.tile)).toBe(true);
  // The meeple asked for stands on the new tile — or came home at once with points, when the tile completed its feature.
  if (s.meeple === 'same' && a.meeple) {
    const mover = start.board.toPlay ?? start.board.players[0];
    const stands = done.board.meeples?.some((m) => m.x === a.x && m.y === a.y) ?? false;
    const scored = (done.board.scores?.[mover] ?? 0) > (start.board.scores?.[mover] ?? 0);
    expect(stands || scored, `${l.slug}/${s.id}: the meeple was put`).toBe(true);
  }
}

/** A move on an empty cell beside the board that no answer uses (or, if none, the answer's cell turned). */
async function wrongPlace(l: Lesson, s: PlaceStep) {
  const start = freshState(l, s);
  const taken = new Set(start.board.tiles.map((t) => `${t.x},${t.y}`));
  const answers = new Set(s.answers.map((a) => `${a.x},${a.y}`));
  const cell = start.board.tiles
    .flatMap((t) => [
      [t.x + 1, t.y],
      [t.x - 1, t.y],
      [t.x, t.y + 1],
      [t.x, t.y - 1],
    ])
    .find(([x, y]) => !taken.has(`${x},${y}`) && !answers.has(`${x},${y}`));
  const a = s.answers[0];
  const move = cell ? { tile: s.tile, x: cell[0], y: cell[1], rot: 0 } : { tile: s.tile, x: a.x, y: a.y, rot: (a.rot + 1) % 4 };
  const j = await judgeIntent(s, start, { type: 'tile', move }, legal);
  if (j.answer?.accept) {
    // A legal tile elsewhere that the step does not ask for: the whole turn is still refused.
    const turn = await judgeIntent(s, start, { type: 'place', move: { ...move, meeple: null } }, legal);
    expect(turn.answer, `${l.slug}/${s.id}: a wrong turn is refused`).toMatchObject({ accept: false });
    const st = after(start, turn.change);
    expect(st.tries).toBe(1);
    expect(st.feedback?.tone).toBe('bad');
    return;
  }
  expect(j.answer, `${l.slug}/${s.id}: a wrong tile is refused`).toMatchObject({ accept: false });
  const st = after(start, j.change);
  expect(st.tries).toBe(1);
  expect(st.solved).toBe(false);
  expect(st.feedback?.tone).toBe('bad');
  // Said once: by the board, as its answer; the page keeps it (the count of tries) without saying it again.
  expect(st.feedback).toMatchObject({ onBoard: true, text: (j.answer as { reason: string }).reason });
  expect(st.feedback?.text.length ?? 0, `${l.slug}/${s.id}: the refusal gives a reason`).toBeGreaterThan(12);
  expect(st.board).toBe(start.board);
}

async function namedWrongPlace(l: Lesson, s: PlaceStep) {
  for (const w of s.wrong ?? []) {
    const start = freshState(l, s);
    const rot = w.rot ?? 0;
    const move = { tile: s.tile, x: w.x, y: w.y, rot };
    const withMeeple = w.meeple !== undefined;
    let j = await judgeIntent(s, start, { type: 'tile', move }, legal);
    if (j.answer?.accept && withMeeple) j = await judgeIntent(s, start, { type: 'place', move: { ...move, meeple: w.meeple ?? null } }, legal);
    if (j.answer?.accept && !withMeeple) j = await judgeIntent(s, start, { type: 'place', move: { ...move, meeple: null } }, legal);
    expect(j.answer, `${l.slug}/${s.id}: the named wrong move ${JSON.stringify(w)} is refused`).toMatchObject({ accept: false });
    // The step's own reason, or — where the engine refuses the placement itself and the step names the cell — the step's reason still wins.
    expect(after(start, j.change).feedback?.text, `${l.slug}/${s.id}: the reason for ${JSON.stringify(w)}`).toBe(w.reason);
  }
}

async function point(l: Lesson, s: PointStep) {
  const start = freshState(l, s);
  const a = s.answers[0];
  const spot = s.target === 'meeple' ? ((start.board.meeples ?? []).find((m) => m.x === a.x && m.y === a.y)?.at ?? a.spot) : a.spot;
  const good = await judgeIntent(s, start, { type: 'inspect', by: 'pin', feature: { x: a.x, y: a.y, at: spot } }, legal);
  const solved = after(start, good.change);
  expect(solved.solved, `${l.slug}/${s.id}: pointing at the answer is right`).toBe(true);
  expect(solved.feedback).toMatchObject({ tone: 'good', text: s.success });
  // Every other feature of the board (on other tiles, for a meeple) is wrong, with a reason; the step's named ones with theirs.
  const rightParts = new Set<string>();
  for (const x of s.answers) {
    const f = await ask('featureAt', start.board, x.x, x.y, x.spot);
    if (f.ok) rightParts.add(JSON.stringify(f.value.parts));
  }
  let wrongTried = 0;
  for (const t of start.board.tiles) {
    for (const sp of spotsOfTile(t.tile, t.rot)) {
      const f = await ask('featureAt', start.board, t.x, t.y, sp);
      if (!f.ok) continue;
      const isRight = rightParts.has(JSON.stringify(f.value.parts)) && (s.target === 'feature' || s.answers.some((x) => x.x === t.x && x.y === t.y));
      if (isRight) continue;
      const j = await judgeIntent(s, start, { type: 'inspect', by: 'pin', feature: { x: t.x, y: t.y, at: sp } }, legal);
      const st = after(start, j.change);
      expect(st.solved, `${l.slug}/${s.id}: (${t.x},${t.y}) ${sp} is not the answer`).toBe(false);
      expect(st.tries).toBe(1);
      expect(st.feedback?.text.length ?? 0).toBeGreaterThan(12);
      const named = (s.wrong ?? []).find((w) => w.at.x === t.x && w.at.y === t.y && w.at.spot === sp);
      if (named) expect(st.feedback?.text).toBe(named.reason);
      wrongTried++;
    }
  }
  if (s.wrong?.length) expect(wrongTried).toBeGreaterThan(0);
}

function number(l: Lesson, s: NumberStep) {
  const start = freshState(l, s);
  const good = after(start, judgeNumber(s, start, ` ${s.answer.value} `).change);
  expect(good.solved, `${l.slug}/${s.id}: ${s.answer.value} is right`).toBe(true);
  expect(good.feedback).toMatchObject({ tone: 'good', text: s.success });
  const bad = after(start, judgeNumber(s, start, String(s.answer.value + 1)).change);
  expect(bad.solved).toBe(false);
  expect(bad.tries).toBe(1);
  expect(bad.feedback?.tone).toBe('bad');
  for (const w of s.wrong ?? []) expect(after(start, judgeNumber(s, start, String(w.value)).change).feedback?.text).toBe(w.reason);
  const nonsense = after(start, judgeNumber(s, start, 'seven').change);
  expect(nonsense.solved).toBe(false);
  expect(nonsense.tries, 'something that is not a number costs no try').toBe(0);
  expect(nonsense.feedback?.tone).toBe('bad');
}

describe.each(lessons.map((l) => [l.slug, l] as const))('lesson %s, step by step', (_slug, l) => {
  it.each([...l.steps, ...l.check].map((s) => [s.id, s] as const))('%s', async (_id, s) => {
    const start = freshState(l, s);
    expect(start.board.tiles.length).toBeGreaterThan(0);
    if (s.kind === 'explain') {
      // Nothing to answer: the board ignores what is tapped.
      const j = await judgeIntent(s, start, { type: 'inspect', by: 'pin', feature: { x: start.board.tiles[0].x, y: start.board.tiles[0].y, at: 'N' } }, legal);
      expect(j.change).toBeNull();
      return;
    }
    if (s.kind === 'place') {
      for (const a of s.answers) expect(cellOffered(s, a.x, a.y), `${l.slug}/${s.id}: every answer is on an offered cell`).toBe(true);
      await rightPlace(l, s);
      await wrongPlace(l, s);
      await namedWrongPlace(l, s);
    } else if (s.kind === 'point') await point(l, s);
    else if (s.kind === 'number') number(l, s);
    // A solved step takes no more answers.
    const solved = { ...start, solved: true };
    expect((await judgeIntent(s, solved, { type: 'inspect', by: 'pin', feature: null }, legal)).change).toBeNull();
    await showMe(l, s);
    if (s.kind === 'number') heldBack(l, s);
  });
});

/** "Show me" clears what was said of the tries and draws the answer on the board (for a number: what it counts). */
async function showMe(l: Lesson, s: Step) {
  const start = freshState(l, s);
  const tried: StepState = { ...start, tries: 2, feedback: { tone: 'bad', text: 'Not quite.' }, result: [{ kind: 'cell', x: 0, y: 0, style: 'bad' }] };
  const shown = showAnswer(tried);
  expect(shown).toMatchObject({ shown: true, feedback: null, result: [], tries: 2, solved: false });
  const marks = await marksModule.shownMarks(s, start.board);
  if (s.kind === 'place') {
    const p = marks.find((m) => m.kind === 'preview');
    expect(p, `${l.slug}/${s.id}: the answer drawn where it goes`).toMatchObject({ move: { x: s.answers[0].x, y: s.answers[0].y, rot: s.answers[0].rot } });
    if (s.meeple === 'same' && s.answers[0].meeple) expect(p).toMatchObject({ move: { meeple: s.answers[0].meeple } });
  } else if (s.kind === 'point') {
    expect(marks.some((m) => m.kind === 'feature' && m.style === 'hint'), `${l.slug}/${s.id}: the feature lit`).toBe(true);
  } else if (s.kind === 'number') {
    const kind = s.answer.is.kind;
    // A score is read off the score line, shown with the answer; a rule constant is not on the board.
    if (kind === 'score' || kind === 'rule') {
      expect(marks).toEqual([]);
      expect(scoresHeld(s, shown)).toBe(false);
    } else {
      // A final scoring that adds nothing for the player has nothing to draw (the score line says the score).
      const adds = kind === 'final-score' || kind === 'endgame-points' ? await ask('score', start.board) : null;
      const nothing = adds?.ok && 'player' in s.answer.is && s.answer.is.player !== undefined && adds.value.endgame[s.answer.is.player] === 0;
      expect(marks.length > 0, `${l.slug}/${s.id}: what the ${kind} answer counts is drawn`).toBe(!nothing);
    }
    // A count drawn tile by tile numbers a feature's tiles (a farm's points count cities: outlined only).
    if ('at' in s.answer.is && s.answer.is.at) {
      const f = await ask('featureAt', start.board, s.answer.is.at.x, s.answer.is.at.y, s.answer.is.at.spot);
      expect(f.ok).toBe(true);
      if (f.ok && f.value.kind !== 'farm') {
        const cells = marksModule.countedCells(start.board, f.value);
        expect(marks.filter((m) => m.kind === 'label').map((m) => (m.kind === 'label' ? m.text : ''))).toEqual(cells.map((_, i) => String(i + 1)));
      }
    }
  }
  expect(await shownMarks(s, start.board)).toEqual(marks);
}

/** A number step waiting for its answer shows no number that states it: no score line (unless the answer starts from it), no count, no label with it. */
function heldBack(l: Lesson, s: NumberStep) {
  const start = freshState(l, s);
  const before = marksNow(s, start) ?? [];
  expect(before.some((m) => m.kind === 'count'), `${l.slug}/${s.id}: no tile numbers before the answer`).toBe(false);
  for (const m of before) if (m.kind === 'label') expect(numbersIn(m.text), `${l.slug}/${s.id}: label "${m.text}" states the answer`).not.toContain(s.answer.value);
  expect(scoresHeld(s, start)).toBe(s.answer.is.kind !== 'final-score');
  // Answered: everything the step marks shows, and the scores.
  const answered = { ...start, solved: true };
  expect(marksNow(s, answered)).toEqual(s.marks);
  expect(scoresHeld(s, answered)).toBe(false);
}

describe('what a lesson keeps of its tasks', () => {
  it('lists the place, point and number steps of the lesson and its quick check', () => {
    for (const l of lessons) {
      const ids = taskIds(l);
      expect(ids.length).toBeGreaterThanOrEqual(l.check.length);
      expect(ids).toEqual([...l.steps, ...l.check].filter((s) => s.kind !== 'explain').map((s) => s.id));
    }
  });
});

describe('a number step holds back what would give its answer away', () => {
  const step = (marks: Step['marks'], kind: 'score' | 'final-score' | 'feature-points' = 'feature-points'): NumberStep => ({
    id: 'n',
    kind: 'number',
    text: 'How many?',
    success: 'Yes.',
    hint: 'Count.',
    position: lessons[0].boards![Object.keys(lessons[0].boards!)[0]],
    answer: { value: 4, is: kind === 'feature-points' ? { kind, at: { x: 0, y: 0, spot: 'N' } } : { kind, player: 'Red' } },
    marks,
  });
  it('numbers a counted feature only once answered, and keeps back a label that states the answer', () => {
    const s = step([
      { kind: 'count', at: { x: 0, y: 0, spot: 'N' }, style: 'good' },
      { kind: 'label', x: 0, y: 0, text: '+4' },
      { kind: 'label', x: 1, y: 0, text: 'A' },
      { kind: 'cell', x: 1, y: 0 },
    ]);
    const st = freshState(lessons[0], s);
    expect(marksNow(s, st)).toEqual([{ kind: 'feature', at: { x: 0, y: 0, spot: 'N' }, style: 'good' }, { kind: 'label', x: 1, y: 0, text: 'A' }, { kind: 'cell', x: 1, y: 0 }]);
    expect(marksNow(s, { ...st, shown: true })).toEqual(s.marks);
    expect(marksNow(s, { ...st, solved: true })).toEqual(s.marks);
  });
  it('keeps back the score line, but for a final score, which starts from it', () => {
    for (const kind of ['score', 'feature-points'] as const) {
      const s = step(undefined, kind);
      const st = freshState(lessons[0], s);
      expect(scoresHeld(s, st)).toBe(true);
      expect(scoresHeld(s, showAnswer(st))).toBe(false);
    }
    expect(scoresHeld(step(undefined, 'final-score'), freshState(lessons[0], step(undefined, 'final-score')))).toBe(false);
  });
});
