/**
 * Every lesson, step by step, judged in Node by the lesson host's own logic
 * (src/components/learn/host.ts, what LessonPlayer runs on the page) with the
 * engine reached as the page reaches it, through the worker client (here over
 * a stand-in worker in this thread): on every task the right answer is taken
 * and says its success; a wrong answer is refused with a reason and counts a
 * try; every wrong answer a step names gets its own reason. The browser plays
 * every lesson too (tests/e2e/learn.spec.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineApi } from '../../src/worker/api';
import type { Placement, Position } from '../../src/worker/api';
import type { Lesson, Step } from '../../src/components/learn/schema';
import { freshState, judgeIntent, judgeNumber, type StepState } from '../../src/components/learn/host';
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
  expect(tile.change).toBeNull();
  const turn = await judgeIntent(s, start, { type: 'place', move: { tile: s.tile, x: a.x, y: a.y, rot: a.rot, meeple: a.meeple ?? null } }, legal);
  expect(turn.answer, `${l.slug}/${s.id}: the right turn is played`).toMatchObject({ accept: true, tone: 'success' });
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
  });
});
