/**
 * The rules tutor in Chromium, driven by the lesson data (src/content/lessons/):
 * every lesson played from start to end with the right moves at desktop width,
 * a wrong answer tried on every task (taken back with a reason; "Show me" after
 * two), the same again at phone width with taps, progress surviving a reload, and the
 * list, glossary and summary pages.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { featureAt, type Position } from '../../src/engine/api';
import { canonicalMove } from '../../src/engine/moves';
import { DISTINCT_ROTATIONS, tileTypeIndex } from '../../src/engine/tiles';
import { anchorOfSpot, spotsOfTile } from '../../src/components/board/model';
import { MOVED_LESSONS, type Lesson, type Ref, type Step } from '../../src/components/learn/schema';
import { DESKTOP, PHONE, watchProblems } from './helpers';

test.describe('learn', { tag: '@learn' }, () => {
  const DIR = join(process.cwd(), 'src/content/lessons');
  const lessons: Lesson[] = readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Lesson)
    .sort((a, b) => a.order - b.order);

  const TURNS = ['upright', 'a quarter turn right', 'upside down', 'a quarter turn left'];
  /** The step's board as the engine reads it: without the lesson's `madeUp` marker. */
  const boardOf = (l: Lesson, s: Step) => {
    const { madeUp: _madeUp, ...position } = s.position ?? l.boards![s.board!];
    return position as Position;
  };
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

  /** Pages driven by touch (the phone tests): taps with a finger instead of mouse clicks. */
  const touching = new WeakSet<Page>();

  /** Press a button or target: a tap on a touch screen, else a click. */
  async function press(page: Page, target: Locator) {
    if (touching.has(page)) await target.tap();
    else await target.click();
  }

  async function tap(page: Page, x: number, y: number, at?: { x: number; y: number }) {
    let { px, py } = await pointOf(page, x, y, at);
    // A refusal shown over the board (when its status line is off screen) hides the cells under it: close it first, as a person would.
    const toast = page.getByTestId('board-toast');
    const box = (await toast.count()) ? await toast.boundingBox() : null;
    if (box && px >= box.x && px <= box.x + box.width && py >= box.y && py <= box.y + box.height) {
      await press(page, toast.locator('button'));
      await expect(toast).toHaveCount(0);
      ({ px, py } = await pointOf(page, x, y, at));
    }
    if (touching.has(page)) return page.touchscreen.tap(px, py);
    await page.mouse.move(px, py);
    await page.mouse.click(px, py);
  }

  /** Lay the tile in hand on an empty cell: a click; on a touch screen a first tap picks the cell (unless it is picked already), a second lays the tile. */
  async function layAt(page: Page, x: number, y: number) {
    const ghost = page.getByTestId('board-ghost');
    if (touching.has(page) && ((await ghost.count()) === 0 || (await ghost.getAttribute('data-cell')) !== `${x},${y}`)) {
      await tap(page, x, y);
      await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', `${x},${y}`);
    }
    await tap(page, x, y);
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
    for (let i = 0; i < 4 && (await handRotation(page)) % n !== rot % n; i++) await press(page, page.getByTestId('board-rotate'));
    expect((await handRotation(page)) % n).toBe(rot % n);
    await layAt(page, x, y);
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
      if (s.meeple === 'same' && a.meeple) await press(page, page.locator(`.board__target[data-spot="${a.meeple}"]`));
      else await press(page, page.getByTestId('board-no-meeple'));
    } else if (s.kind === 'point') {
      if (s.target === 'meeple') {
        const m = (pos.meeples ?? []).find((x) => x.x === s.answers[0].x && x.y === s.answers[0].y)!;
        await tapSpot(page, pos, { x: m.x, y: m.y, spot: m.at });
      } else await tapSpot(page, pos, s.answers[0]);
    } else if (s.kind === 'number') {
      await page.getByTestId('lesson-number').fill(String(s.answer.value));
      await press(page, page.getByTestId('lesson-check'));
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
      if (cell) await layAt(page, cell[0], cell[1]);
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
      await press(page, page.getByTestId('lesson-check'));
    }
    await expect(lessonRoot(page)).toHaveAttribute('data-tries', String(tries));
    await expect(lessonRoot(page)).toHaveAttribute('data-solved', 'false');
    await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-tone', 'bad');
    expect((await page.getByTestId('lesson-feedback').textContent())!.length).toBeGreaterThan(12);
    // Taken back: the board is the step's own.
    await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(pos.tiles.length);
  }

  /** A step that numbers a feature's tiles shows one label a tile, and no label covers a meeple (the meeple's body). */
  async function expectCountsClearOfMeeples(page: Page, l: Lesson, s: Step) {
    const pos = boardOf(l, s);
    const counts = (s.marks ?? []).flatMap((m) => (m.kind === 'count' ? [m.at] : []));
    if (!counts.length) return;
    const tiles = counts.map((r) => new Set(JSON.parse(parts(pos, r)!).map((p: Ref) => `${p.x},${p.y}`)).size);
    const vp = page.getByTestId('board-viewport');
    const labels = vp.locator('[data-mark="label"] rect');
    await expect(labels).toHaveCount(tiles.reduce((a, b) => a + b, 0));
    const bodies = vp.locator('.board__meeples [data-meeple] > g > path:first-child');
    await expect(bodies).toHaveCount((pos.meeples ?? []).length);
    const boxes = async (loc: typeof labels) => Promise.all((await loc.all()).map(async (e) => (await e.boundingBox())!));
    const [ls, ms] = [await boxes(labels), await boxes(bodies)];
    for (const [i, a] of ls.entries())
      for (const [j, b] of ms.entries()) {
        const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        expect(w > 0.5 && h > 0.5, `label ${i + 1} covers meeple ${j + 1} (${JSON.stringify(pos.meeples![j])}) in step ${s.id}`).toBe(false);
      }
  }

  /**
   * Play a lesson from its first step to the end with the right moves. `wrong`: before the right answer, try a wrong one
   * on every task ('every') or on the first task of each kind only ('first-of-kind') — twice on the first of each kind,
   * then "Show me" — or never ('none'). Every wrong answer of every step is judged in Node by the same host logic
   * (tests/unit/lessons-play.test.ts).
   */
  async function playLesson(page: Page, l: Lesson, wrong: 'every' | 'first-of-kind' | 'none') {
    test.setTimeout(150_000);
    await openLesson(page, l.slug);
    if ((await lessonRoot(page).getAttribute('data-step')) !== l.steps[0].id) await press(page, page.getByTestId('lesson-restart'));
    const shownKinds = new Set<string>();
    for (const s of [...l.steps, ...l.check]) {
      await expect(lessonRoot(page)).toHaveAttribute('data-step', s.id);
      await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(boardOf(l, s).tiles.length);
      await expect(page.getByTestId('lesson-text')).toContainText(s.text.split('\n')[0].slice(0, 40));
      await expectCountsClearOfMeeples(page, l, s);
      if (s.kind !== 'explain') {
        const firstOfKind = !shownKinds.has(s.kind);
        if (wrong === 'every' || (wrong === 'first-of-kind' && firstOfKind)) {
          await wrongAnswer(page, l, s, 1);
          if (firstOfKind) {
            shownKinds.add(s.kind);
            await expect(page.getByTestId('lesson-show')).toHaveCount(0);
            await wrongAnswer(page, l, s, 2);
            await press(page, page.getByTestId('lesson-show'));
            await expect(page.getByTestId('lesson-hint')).toHaveText(s.hint);
            if (s.kind === 'place') await expect(page.getByTestId('board-preview')).toHaveCount(1);
            if (s.kind === 'point') await expect(page.locator('[data-mark="feature"]').first()).toBeVisible();
          }
        }
        await answer(page, l, s);
      }
      await press(page, page.getByTestId('lesson-next'));
    }
    await expect(page.getByTestId('lesson-done')).toBeVisible();
  }

  /** A lesson whose steps are of every kind (explain, place, point, number): played with a wrong try on every task at both widths. */
  const allKinds = lessons.find((l) => ['explain', 'place', 'point', 'number'].every((k) => [...l.steps, ...l.check].some((s) => s.kind === k)))!;

  test('one lesson has steps of every kind', () => {
    expect(allKinds).toBeTruthy();
  });

  test.describe('at desktop width', () => {
    test.use({ viewport: DESKTOP });
    test(`${allKinds.order}. ${allKinds.slug}, every kind of step: right moves, and a wrong one on every task`, async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
      await playLesson(page, allKinds, 'every');
      expect(watch.problems).toEqual([]);
    });
  });

  test.describe('every lesson, start to end, on a phone (taps)', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
    test.beforeEach(({ page }) => {
      touching.add(page);
    });
    for (const l of lessons) {
      const wrong = l === allKinds ? 'every' : 'first-of-kind';
      test(`${l.order}. ${l.slug} on a phone: right moves, and a wrong one on ${wrong === 'every' ? 'every task' : 'the first task of each kind'}`, async ({ page, baseURL }) => {
        const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
        await playLesson(page, l, wrong);
        expect(watch.problems).toEqual([]);
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
    // The lesson's board itself, drawn in the HTML (the island keeps that drawing when it wakes).
    const picture = page.getByTestId('board-viewport');
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

    await playLesson(page, l, 'none');
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
    // Presses quicker than the page redraws each count: two at once move two steps (then back to the first).
    await page.evaluate(() => {
      for (let i = 0; i < 2; i++) document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true }));
    });
    await expect(lessonRoot(page)).toHaveAttribute('data-step', l.steps[2].id);
    await page.keyboard.press('Alt+ArrowLeft');
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

  test('the old address of a merged lesson says where its content went, and links there', async ({ page }) => {
    for (const [slug, to] of Object.entries(MOVED_LESSONS)) {
      await page.goto(`/learn/${slug}/`);
      await expect(page.getByTestId('moved-lesson')).toBeVisible();
      const links = page.getByTestId('moved-to');
      await expect(links).toHaveCount(to.length);
      for (const [i, target] of to.entries()) {
        const lesson = lessons.find((l) => l.slug === target)!;
        await expect(links.nth(i)).toHaveAttribute('href', `/learn/${target}/`);
        await expect(links.nth(i)).toHaveText(lesson.title);
      }
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`/learn/${to[0]}/$`));
      await expect(lessonRoot(page)).toHaveAttribute('data-ready', 'true');
    }
  });
});
