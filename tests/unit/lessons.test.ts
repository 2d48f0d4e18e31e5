/**
 * Every lesson, glossary entry and summary section, from the data
 * (src/content/): the schema accepts it, every board is valid for the engine,
 * every expected answer is legal and is what the engine says, every claim
 * ({ value, is }) is true, and every number written in a text is declared
 * by a claim. New lessons are tested without new code.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainMove, featureAt, legalMoves, placeTile, validatePosition, type Position } from '../../src/engine/api';
import { sameMove } from '../../src/engine/moves';
import { glossaryEntry, lesson as lessonSchema, LESSON_SLUGS, summarySection, type Claim, type Lesson, type LessonPosition, type Ref, type Step } from '../../src/components/learn/schema';
import { factOnBoard, measureOnBoard, must, ruleValue } from './claims';
import { numbersIn, stepTexts } from '../../src/components/learn/texts';
import { numbersIn as proseNumbers } from './prose-numbers';

const ROOT = join(import.meta.dirname, '../../src/content');
const lessonFiles = readdirSync(join(ROOT, 'lessons')).filter((f) => f.endsWith('.json'));
const lessons: { file: string; data: Lesson }[] = lessonFiles.map((file) => ({
  file,
  data: lessonSchema.parse(JSON.parse(readFileSync(join(ROOT, 'lessons', file), 'utf8'))),
}));
const glossary = glossaryEntry.array().parse(JSON.parse(readFileSync(join(ROOT, 'glossary/terms.json'), 'utf8')));
const summary = summarySection.array().parse(JSON.parse(readFileSync(join(ROOT, 'summary.json'), 'utf8')));

/** The step's board as the engine reads it: without the lesson's `madeUp` marker. */
const positionOf = (l: Lesson, s: Step): LessonPosition => {
  const { madeUp: _madeUp, ...position } = s.position ?? l.boards![s.board!];
  return position;
};
const feature = (pos: Position, at: Ref, what: string) => must(featureAt(pos, at.x, at.y, at.spot), what);
/** The same feature: the engine lists the same parts. */
const sameFeature = (pos: Position, a: Ref, b: Ref) => JSON.stringify(feature(pos, a, 'a').parts) === JSON.stringify(feature(pos, b, 'b').parts);

/** The board after the step's move: a place step's first answer, or the move of a number step's move-points answer. */
function after(pos: Position, s: Step): Position {
  const mv = s.kind === 'place' ? s.answers[0] : s.kind === 'number' && s.answer.is.kind === 'move-points' ? s.answer.is.move : undefined;
  if (!mv) throw new Error(`step "${s.id}": "after" needs a place step, or a number step whose answer is a move's points`);
  return must(placeTile(pos, mv), `step "${s.id}": playing its move`).position;
}

/**
 * What the engine says the claimed number is, or whether the claimed statement holds (tests/unit/claims.ts); a
 * move-points or move-completes claim without a move is the step's first answer.
 */
function measure(c: Claim, pos: Position | null, s: Step | null): number | boolean {
  const is = c.is;
  if (is.kind === 'rule') return ruleValue(is.name);
  if (!pos || !s) throw new Error(`a claim of kind "${is.kind}" needs a board`);
  const board = c.after ? after(pos, s) : pos;
  if (typeof c.value === 'boolean') return factOnBoard(c.is as Parameters<typeof factOnBoard>[0], board);
  return measureOnBoard(c.is as Parameters<typeof measureOnBoard>[0], board, s.kind === 'place' ? s.answers[0] : null);
}
/** The numbers a step declares: its number claims, and a number step's answer and wrong values. */
const declaredOf = (s: Step) =>
  new Set([...(s.claims ?? []).flatMap((c) => (typeof c.value === 'number' ? [c.value] : [])), ...(s.kind === 'number' ? [s.answer.value, ...(s.wrong ?? []).map((w) => w.value)] : [])]);

it('finds the lessons, and each file is named by its slug with a unique order', () => {
  expect(lessons.length).toBeGreaterThan(0);
  for (const { file, data } of lessons) expect(file).toBe(`${data.slug}.json`);
  const orders = lessons.map((l) => l.data.order);
  expect(new Set(orders).size).toBe(orders.length);
  for (const { data } of lessons) expect(data.order).toBe(LESSON_SLUGS.indexOf(data.slug) + 1);
});

describe.each(lessons.map((l) => [l.data.slug, l.data] as const))('lesson %s', (_slug, l) => {
  const all: Step[] = [...l.steps, ...l.check];

  it('links lessons and glossary entries that exist', () => {
    const slugs = new Set(lessons.map((x) => x.data.slug));
    const terms = new Set(glossary.map((g) => g.id));
    for (const r of l.related) expect(LESSON_SLUGS, `related "${r}"`).toContain(r);
    for (const r of l.related) if (!slugs.has(r)) console.warn(`lesson ${l.slug}: related lesson "${r}" is not written yet`);
    for (const g of l.glossary) expect(terms.has(g), `glossary term "${g}"`).toBe(true);
  });

  it('states only numbers it claims, and every claim is true', () => {
    for (const c of l.claims ?? []) expect(c.is.kind, 'lesson-level claims are rule constants').toBe('rule');
    const lessonValues = new Set((l.claims ?? []).map((c) => c.value));
    for (const n of numbersIn(`${l.title} ${l.summary}`)) expect(lessonValues.has(n), `lesson ${l.slug}: the number ${n} in its title or summary has no claim`).toBe(true);
    for (const c of l.claims ?? []) expect(measure(c, null, null), JSON.stringify(c)).toBe(c.value);
    for (const s of all) {
      const pos = positionOf(l, s) as Position;
      const declared = declaredOf(s);
      for (const t of stepTexts(s))
        for (const n of numbersIn(t)) expect(declared.has(n), `step "${s.id}": the number ${n} in "${t.slice(0, 80)}…" has no claim`).toBe(true);
      for (const c of s.claims ?? []) expect(measure(c, pos, s), `step "${s.id}": claim ${JSON.stringify(c)}`).toBe(c.value);
    }
  });

  it.each(all.map((s) => [s.id, s] as const))('step %s: board, marks and answers agree with the engine', (_id, s) => {
    const pos = positionOf(l, s) as Position;
    must(validatePosition(pos), `step "${s.id}": its board`);
    for (const m of s.marks ?? []) {
      if (m.kind === 'feature' || m.kind === 'count') feature(pos, m.at, `step "${s.id}": mark`);
      if (m.kind === 'preview') must(explainMove(pos, m.move), `step "${s.id}": preview`);
    }
    if (s.kind === 'place') {
      const legal = must(legalMoves(pos, s.tile), `step "${s.id}": legal moves`);
      expect(legal.length, `step "${s.id}": the tile fits somewhere`).toBeGreaterThan(0);
      for (const a of s.answers) {
        expect(a.tile).toBe(s.tile);
        must(explainMove(pos, a), `step "${s.id}": answer ${JSON.stringify(a)} is legal`);
        if (s.meeple === 'same') expect(a.meeple, `step "${s.id}": with meeple "same" every answer says its meeple (null for none)`).not.toBeUndefined();
        if (s.allowed) expect(s.allowed.some((c) => c.x === a.x && c.y === a.y), `step "${s.id}": answer cell is offered`).toBe(true);
      }
      for (const c of s.allowed ?? []) expect(legal.some((p) => p.x === c.x && p.y === c.y), `step "${s.id}": offered cell (${c.x}, ${c.y}) fits`).toBe(true);
      for (const w of s.wrong ?? []) {
        if (w.rot === undefined) continue;
        const mv = { tile: s.tile, x: w.x, y: w.y, rot: w.rot, meeple: w.meeple ?? null };
        const right = s.answers.some((a) => (s.meeple === 'same' ? sameMove(a, mv) : sameMove({ ...a, meeple: null }, { ...mv, meeple: null })));
        expect(right, `step "${s.id}": a "wrong" move is one of the answers`).toBe(false);
      }
      // A step that is not about meeples leaves at least one answer the board can play without one.
      if (s.meeple === 'any') must(explainMove(pos, { ...s.answers[0], meeple: null }), `step "${s.id}"`);
    }
    if (s.kind === 'point') {
      for (const a of s.answers) {
        feature(pos, a, `step "${s.id}": answer`);
        if (s.target === 'meeple') {
          const here = (pos.meeples ?? []).find((m) => m.x === a.x && m.y === a.y);
          expect(here, `step "${s.id}": a meeple stands at (${a.x}, ${a.y})`).toBeTruthy();
          expect(sameFeature(pos, a, { x: a.x, y: a.y, spot: here!.at }), `step "${s.id}": the answer names the meeple's feature`).toBe(true);
        }
      }
      for (const w of s.wrong ?? []) expect(s.answers.some((a) => sameFeature(pos, a, w.at)), `step "${s.id}": a "wrong" spot is right`).toBe(false);
    }
    if (s.kind === 'number') {
      expect(measure(s.answer, pos, s), `step "${s.id}": the answer`).toBe(s.answer.value);
      for (const w of s.wrong ?? []) expect(w.value).not.toBe(s.answer.value);
    }
  });
});

describe('number steps make the learner work', () => {
  it.each(lessons.flatMap((l) => [...l.data.steps, ...l.data.check].filter((s) => s.kind === 'number').map((s) => [l.data.slug, s.id, s] as const)))(
    '%s, %s: the question does not give the answer away',
    (_slug, _id, s) => {
      if (s.kind !== 'number') return;
      // The answer is not written in the question (digits or words); the page holds back what the board would
      // say (the score line, count and label numbers: docs/lessons.md) until the step is answered.
      expect(proseNumbers(s.text, 'en', { one: 'counts' }).map((n) => n.value), 'the question states its answer').not.toContain(s.answer.value);
    },
  );
});

describe('sources', () => {
  it('every lesson step names its source, and links a summary section that exists', () => {
    const sections = new Set(summary.map((s) => s.id));
    for (const { data } of lessons)
      for (const s of data.steps) {
        expect(s.source, `lesson ${data.slug}, step "${s.id}": a source line`).toBeTruthy();
        if (s.source?.summary) expect(sections.has(s.source.summary), `lesson ${data.slug}, step "${s.id}": summary section "${s.source.summary}"`).toBe(true);
      }
  });
});

describe('glossary and summary', () => {
  it('glossary ids are unique, links exist and numbers are claimed', () => {
    const ids = glossary.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of glossary) {
      for (const s of g.see) expect(ids, `${g.id} → see ${s}`).toContain(s);
      for (const c of g.claims ?? []) expect(measure(c, null, null)).toBe(c.value);
      const values = new Set((g.claims ?? []).map((c) => c.value));
      for (const n of numbersIn(`${g.term} ${g.definition}`)) expect(values.has(n), `glossary ${g.id}: the number ${n} has no claim`).toBe(true);
    }
  });
  it('summary sections are unique, in order, and numbers are claimed', () => {
    const ids = summary.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of summary) {
      for (const c of s.claims ?? []) expect(measure(c, null, null)).toBe(c.value);
      const values = new Set((s.claims ?? []).map((c) => c.value));
      for (const n of numbersIn([s.heading, ...s.points].join(' '))) expect(values.has(n), `summary ${s.id}: the number ${n} has no claim`).toBe(true);
    }
  });
});
