/**
 * The rules tutor in Chromium, driven by the lesson data (src/content/lessons/):
 * every lesson played from start to end with the right moves at desktop width,
 * a wrong answer tried on every task (taken back with a reason; "Show me" after
 * two), a few lessons at phone width, progress surviving a reload, and the
 * list, glossary and summary pages.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { featureAt, type Position } from '../../src/engine/api';
import { canonicalMove } from '../../src/engine/moves';
import { DISTINCT_ROTATIONS, tileTypeIndex } from '../../src/engine/tiles';
import { anchorOfSpot, spotsOfTile } from '../../src/components/board/model';
import type { Lesson, Ref, Step } from '../../src/components/learn/schema';
import { DESKTOP, PHONE, watchProblems } from './helpers';

const DIR = join(process.cwd(), 'src/content/lessons');
const lessons: Lesson[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Lesson)
  .sort((a, b) => a.order - b.order);

const TURNS = ['upright', 'a quarter turn right', 'upside down', 'a quarter turn left'];
const boardOf = (l: Lesson, s: Step) => (s.position ?? l.boards![s.board!]) as Position;
const parts = (pos: Position, r: Ref) => {
  const f = featureAt(pos, r.x, r.y, r.spot);
  return f.ok ? JSON.stringify(f.value.parts) : null;
};

/** The screen point of a spot of the tile at (x, y), or of an empty cell's middle. */
async function pointOf(page: Page, x: number, y: number, at: { x: number; y: number } = { x: 50, y: 50 }) {
  const vp = page.getByTestId('board-viewport');
  await vp.scrollIntoViewIfNeeded();
  const box = (await vp.boundingBox())!;
  const [tx, ty, scale] = ((await vp.getAttribute('data-view')) ?? '').split(' ').map(Number);
  return { px: box.x + tx + (x * 100 + at.x) * scale, py: box.y + ty + (y * 100 + at.y) * scale };
}

async function tap(page: Page, x: number, y: number, at?: { x: number; y: number }) {
  const { px, py } = await pointOf(page, x, y, at);
  await page.mouse.move(px, py);
  await page.mouse.click(px, py);
}

/** Click a spot of a laid tile (its meeple anchor: inside the feature). */
async function tapSpot(page: Page, pos: Position, r: Ref) {
  const tile = pos.tiles.find((t) => t.x === r.x && t.y === r.y)!;
  await tap(page, r.x, r.y, anchorOfSpot(tile.tile, tile.rot, r.spot)!);
}

async function handRotation(page: Page): Promise<number> {
  const text = (await page.getByTestId('board-hand').locator('.visually-hidden').textContent()) ?? '';
  return TURNS.findIndex((t) => text.endsWith(t));
}

/** Lay the tile in hand on a cell at a rotation (turning it with the button first). */
async function layTile(page: Page, tile: string, x: number, y: number, rot: number) {
  const n = DISTINCT_ROTATIONS[tileTypeIndex(tile)].length;
  for (let i = 0; i < 4 && (await handRotation(page)) % n !== rot % n; i++) await page.getByTestId('board-rotate').click();
  expect((await handRotation(page)) % n).toBe(rot % n);
  await tap(page, x, y);
}

const lessonRoot = (page: Page) => page.getByTestId('lesson');

async function openLesson(page: Page, slug: string) {
  await page.goto(`/learn/${slug}/`);
  await expect(lessonRoot(page)).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
}

/** Make the right answer of a task step. */
async function answer(page: Page, l: Lesson, s: Step) {
  const pos = boardOf(l, s);
  if (s.kind === 'place') {
    const a = canonicalMove(s.answers[0]);
    await layTile(page, s.tile, a.x, a.y, a.rot);
    await expect(page.getByTestId('board')).toHaveAttribute('data-pending', 'true');
    if (s.meeple === 'same' && a.meeple) await page.locator(`.board__target[data-spot="${a.meeple}"]`).click();
    else await page.getByTestId('board-no-meeple').click();
  } else if (s.kind === 'point') {
    if (s.target === 'meeple') {
      const m = (pos.meeples ?? []).find((x) => x.x === s.answers[0].x && x.y === s.answers[0].y)!;
      await tapSpot(page, pos, { x: m.x, y: m.y, spot: m.at });
    } else await tapSpot(page, pos, s.answers[0]);
  } else if (s.kind === 'number') {
    await page.getByTestId('lesson-number').fill(String(s.answer.value));
    await page.getByTestId('lesson-check').click();
  }
  await expect(lessonRoot(page)).toHaveAttribute('data-solved', 'true');
  await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-tone', 'good');
  await expect(page.getByTestId('lesson-feedback')).toContainText(s.kind === 'explain' ? '' : s.success);
}

/** A wrong answer: refused with a reason, the board as it was. */
async function wrongAnswer(page: Page, l: Lesson, s: Step, tries: number) {
  const pos = boardOf(l, s);
  if (s.kind === 'place') {
    // An empty cell beside the board that no answer uses.
    const taken = new Set(pos.tiles.map((t) => `${t.x},${t.y}`));
    const answers = new Set(s.answers.map((a) => `${a.x},${a.y}`));
    const cell = pos.tiles
      .flatMap((t) => [[t.x + 1, t.y], [t.x - 1, t.y], [t.x, t.y + 1], [t.x, t.y - 1]])
      .find(([x, y]) => !taken.has(`${x},${y}`) && !answers.has(`${x},${y}`));
    if (cell) await tap(page, cell[0], cell[1]);
    else await layTile(page, s.tile, s.answers[0].x, s.answers[0].y, s.answers[0].rot + 1);
    await expect(page.getByTestId('board-status')).toHaveClass(/is-error/);
  } else if (s.kind === 'point') {
    const right = new Set(s.answers.map((a) => parts(pos, a)));
    // A different wrong spot each try (tapping the same spot twice takes the first tap back).
    const spots = pos.tiles
      .flatMap((t) => spotsOfTile(t.tile, t.rot).map((sp) => ({ x: t.x, y: t.y, spot: sp })))
      .filter((r) => !right.has(parts(pos, r)) || (s.target === 'meeple' && !s.answers.some((a) => a.x === r.x && a.y === r.y)));
    await tapSpot(page, pos, spots[(tries - 1) % spots.length]);
  } else if (s.kind === 'number') {
    await page.getByTestId('lesson-number').fill(String(s.answer.value + 1));
    await page.getByTestId('lesson-check').click();
  }
  await expect(lessonRoot(page)).toHaveAttribute('data-tries', String(tries));
  await expect(lessonRoot(page)).toHaveAttribute('data-solved', 'false');
  await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-tone', 'bad');
  expect((await page.getByTestId('lesson-feedback').textContent())!.length).toBeGreaterThan(12);
  // Taken back: the board is the step's own.
  await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(pos.tiles.length);
}

/** Play a lesson from its first step to the end; with `wrong`, first try a wrong answer on every task (twice on the first of each kind, then "Show me"). */
async function playLesson(page: Page, l: Lesson, wrong: boolean) {
  test.setTimeout(150_000);
  await openLesson(page, l.slug);
  if ((await lessonRoot(page).getAttribute('data-step')) !== l.steps[0].id) await page.getByTestId('lesson-restart').click();
  const shownKinds = new Set<string>();
  for (const s of [...l.steps, ...l.check]) {
    await expect(lessonRoot(page)).toHaveAttribute('data-step', s.id);
    await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(boardOf(l, s).tiles.length);
    await expect(page.getByTestId('lesson-text')).toContainText(s.text.split('\n')[0].slice(0, 40));
    if (s.kind !== 'explain') {
      if (wrong) {
        await wrongAnswer(page, l, s, 1);
        if (!shownKinds.has(s.kind)) {
          shownKinds.add(s.kind);
          await expect(page.getByTestId('lesson-show')).toHaveCount(0);
          await wrongAnswer(page, l, s, 2);
          await page.getByTestId('lesson-show').click();
          await expect(page.getByTestId('lesson-hint')).toHaveText(s.hint);
          if (s.kind === 'place') await expect(page.getByTestId('board-preview')).toHaveCount(1);
          if (s.kind === 'point') await expect(page.locator('[data-mark="feature"]').first()).toBeVisible();
        }
      }
      await answer(page, l, s);
    }
    await page.getByTestId('lesson-next').click();
  }
  await expect(page.getByTestId('lesson-done')).toBeVisible();
}

test.describe('every lesson, start to end, at desktop width', () => {
  test.use({ viewport: DESKTOP });
  for (const l of lessons) {
    test(`${l.order}. ${l.slug}: right moves, and a wrong one on every task`, async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
      await playLesson(page, l, true);
      expect(watch.problems).toEqual([]);
    });
  }
});

test.describe('lessons at phone width', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  for (const l of lessons.filter((x) => x.order === 1 || x.order === 3)) {
    test(`${l.order}. ${l.slug} on a phone`, async ({ page }) => {
      await playLesson(page, l, false);
    });
  }

  test('a lesson step shows the board and its instruction on one screen', async ({ page }) => {
    const l = lessons[0];
    const s = [...l.steps].find((x) => x.kind === 'place')!;
    await openLesson(page, l.slug);
    while ((await lessonRoot(page).getAttribute('data-step')) !== s.id) await page.getByTestId('lesson-next').click();
    // Scrolled so that the task is at the top of the screen, the whole board is on screen under it.
    await page.getByTestId('lesson-task').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const vp = (await page.getByTestId('board-viewport').boundingBox())!;
    const task = (await page.getByTestId('lesson-task').boundingBox())!;
    expect(task.y).toBeGreaterThanOrEqual(-1);
    expect(vp.y).toBeGreaterThan(task.y);
    expect(vp.y + vp.height).toBeLessThanOrEqual(PHONE.height);
  });
});

test('the page reads before the island wakes: the first step and a drawing of its board are in the HTML', async ({ page }) => {
  const l = lessons[0];
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(`/learn/${l.slug}/`);
  await expect(page.getByTestId('lesson-text')).toContainText(l.steps[0].text.split('\n')[0].slice(0, 40));
  const picture = page.getByTestId('learn-picture');
  await expect(picture).toBeVisible();
  await expect(picture.locator('.board__tiles [data-cell]')).toHaveCount(boardOf(l, l.steps[0]).tiles.length);
  // Every step's text is on the page, in the outline.
  for (const s of [...l.steps, ...l.check]) await expect(page.getByTestId('lesson-outline')).toContainText(s.text.split('\n')[0].slice(0, 40));
});

test('progress survives a reload, and /learn/ marks a finished lesson done', async ({ page }) => {
  const l = lessons[0];
  await openLesson(page, l.slug);
  await page.getByTestId('lesson-next').click();
  await page.getByTestId('lesson-next').click();
  const at = l.steps[2] ?? l.check[2 - l.steps.length];
  await expect(lessonRoot(page)).toHaveAttribute('data-step', at.id);
  await page.reload();
  await expect(lessonRoot(page)).toHaveAttribute('data-ready', 'true');
  await expect(lessonRoot(page)).toHaveAttribute('data-step', at.id);

  await page.goto('/learn/');
  await expect(page.getByTestId('learn-list')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('learn-continue')).toHaveAttribute('href', `/learn/${l.slug}/`);
  await expect(page.getByTestId('learn-continue')).toContainText(l.title);

  await playLesson(page, l, false);
  await page.goto('/learn/');
  await expect(page.locator(`.learn-item[data-slug="${l.slug}"]`)).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('learn-progress')).toContainText('1 of 12');
  // Restart: back to the first step.
  await openLesson(page, l.slug);
  await expect(lessonRoot(page)).toHaveAttribute('data-step', l.steps[0].id);
});

test('keyboard: Alt+arrows move between steps, and a step can be reset', async ({ page }) => {
  const l = lessons[0];
  await openLesson(page, l.slug);
  await page.keyboard.press('Alt+ArrowRight');
  await expect(lessonRoot(page)).toHaveAttribute('data-step', l.steps[1].id);
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(lessonRoot(page)).toHaveAttribute('data-step', l.steps[0].id);
  const n = l.steps.findIndex((s) => s.kind === 'number');
  if (n >= 0) {
    for (let i = 0; i < n; i++) await page.keyboard.press('Alt+ArrowRight');
    await page.getByTestId('lesson-number').fill('999');
    await page.getByTestId('lesson-number').press('Enter');
    await expect(lessonRoot(page)).toHaveAttribute('data-tries', '1');
    await page.getByTestId('lesson-reset').click();
    await expect(lessonRoot(page)).toHaveAttribute('data-tries', '0');
    await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-tone', '');
  }
});

test('/learn/, the glossary and the summary list what the data holds', async ({ page }) => {
  const glossary = JSON.parse(readFileSync(join(process.cwd(), 'src/content/glossary/terms.json'), 'utf8')) as { id: string; term: string }[];
  const summary = JSON.parse(readFileSync(join(process.cwd(), 'src/content/summary.json'), 'utf8')) as { id: string; heading: string }[];
  await page.goto('/learn/');
  await expect(page.locator('.learn-item')).toHaveCount(12);
  for (const l of lessons) await expect(page.locator(`.learn-item[data-slug="${l.slug}"] a`)).toHaveAttribute('href', `/learn/${l.slug}/`);
  await page.goto('/learn/glossary/');
  for (const g of glossary) await expect(page.locator(`#${g.id} dt`)).toHaveText(g.term);
  await page.goto('/learn/summary/');
  for (const s of summary) await expect(page.locator(`#${s.id} h2`)).toHaveText(s.heading);
  // Printed, the site's frame goes.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByTestId('summary')).toBeVisible();
});
