/**
 * The rules tutor in Chromium, driven by the lesson data (src/content/lessons/):
 * every lesson played from start to end with the right moves on a phone with
 * taps (each place step's offered cells big enough and clear of controls), the
 * lesson with steps of every kind also at desktop width with a wrong answer tried
 * on every task (taken back with a reason; "Show me" after two), progress
 * surviving a reload, and the list, glossary and summary pages. Every step's
 * judgement, wrong answers included, is checked in Node (tests/unit/lessons-play.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { featureAt, legalMoves, type Position } from '../../src/engine/api';
import { canonicalMove } from '../../src/engine/moves';
import { DISTINCT_ROTATIONS, tileTypeIndex } from '../../src/engine/tiles';
import { anchorOfSpot, spotAtPoint, spotsOfTile } from '../../src/components/board/model';
import { MOVED_LESSONS, type Lesson, type Ref, type Step } from '../../src/components/learn/schema';
import { numbersIn } from '../../src/components/learn/texts';
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
    const { px, py } = await pointOf(page, x, y, at);
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
    // Said once: a move on the board by the board itself (its status line), anything else by the page.
    const said = s.kind === 'place' ? page.getByTestId('board-status') : page.getByTestId('lesson-feedback');
    expect((await said.textContent())!.length).toBeGreaterThan(12);
    // Taken back: the board is the step's own.
    await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(pos.tiles.length);
  }

  /**
   * A step that numbers a feature's tiles shows one label a tile, and no label covers a meeple (the meeple's body).
   * A number step shows its numbers once answered: before, none (they could give the answer away).
   */
  async function expectCountsClearOfMeeples(page: Page, l: Lesson, s: Step) {
    const pos = boardOf(l, s);
    const counts = (s.marks ?? []).flatMap((m) => (m.kind === 'count' ? [m.at] : []));
    if (!counts.length) return;
    if (s.kind === 'number' && (await lessonRoot(page).getAttribute('data-solved')) !== 'true') {
      const labels = (s.marks ?? []).filter((m) => m.kind === 'label' && !numbersIn(m.text).includes(s.answer.value)).length;
      await expect(page.getByTestId('board-viewport').locator('[data-mark="label"]')).toHaveCount(labels);
      return;
    }
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
   * on every task ('every') — twice on the first of each kind, then "Show me" — or never ('none'). Every wrong answer
   * of every step of every lesson, its reason, the try it counts and "Show me" are judged in Node by the same host logic
   * the page runs (tests/unit/lessons-play.test.ts); here the lesson with steps of every kind shows them on the page,
   * at both widths.
   */
  /**
   * The lesson player's own words on the step (the task line, the board's status line unless it gives a reason, the
   * score line): taps on a touch screen, clicks with a mouse, never the other; players named as names (capitalised).
   */
  async function expectPlayerWords(page: Page) {
    const touch = touching.has(page);
    const texts = [await page.getByTestId('lesson-scores').textContent()];
    if (await page.getByTestId('lesson-task').count()) texts.push(await page.getByTestId('lesson-task').textContent());
    const status = page.getByTestId('board-status');
    if (!/is-error/.test((await status.getAttribute('class')) ?? '')) texts.push(await status.textContent());
    for (const text of texts) {
      expect(text ?? '', `the player's words on a ${touch ? 'touch screen' : 'mouse'}`).not.toMatch(touch ? /\bclick/i : /\btap\b/i);
      expect(text ?? '', 'player names capitalised').not.toMatch(/\b(red|blue|green|yellow|black|pink)\b/);
    }
  }

  /**
   * The cells offered for the tile in hand, as the board's box shows them (a cell out of the box cannot be tapped),
   * their width on screen, and every control of the page (anything pressable, outside the board's drawing) that
   * lies over one of them, or what is drawn over a cell's middle instead of the board.
   */
  const readCells = (page: Page) =>
    page.evaluate(() => {
      const box = document.querySelector('[data-testid=board-viewport]')!;
      const vp = box.getBoundingClientRect();
      const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, label, [role=button], [tabindex]:not([tabindex="-1"])')].filter(
        (e) => !e.contains(box) && !e.closest('svg') && e.getBoundingClientRect().width > 0,
      );
      return [...document.querySelectorAll('.board__legal-cell')].flatMap((c) => {
        const r = c.getBoundingClientRect();
        const seen = { left: Math.max(r.left, vp.left), top: Math.max(r.top, vp.top), right: Math.min(r.right, vp.right), bottom: Math.min(r.bottom, vp.bottom) };
        if (seen.right - seen.left < 1 || seen.bottom - seen.top < 1) return [];
        const over = controls
          .filter((e) => {
            const q = e.getBoundingClientRect();
            return q.left < seen.right && q.right > seen.left && q.top < seen.bottom && q.bottom > seen.top;
          })
          .map((e) => e.getAttribute('aria-label') ?? e.textContent?.trim() ?? e.tagName);
        const top = document.elementFromPoint((seen.left + seen.right) / 2, (seen.top + seen.bottom) / 2);
        if (top && !box.contains(top)) over.push(`drawn over: ${top.className || top.tagName}`);
        return [{ cell: c.getAttribute('data-cell'), width: Math.round(r.width), over }];
      });
    });

  /**
   * On a phone, every place step's first screen: no control of the page over a cell offered, and each offered cell at
   * least 44 px wide (the view frames the cells in play once they are known: wait for it to settle on what is asked).
   * Answers the narrowest offered cell's width.
   */
  async function expectCellsToTap(page: Page, l: Lesson, s: Step): Promise<number> {
    await expect(page.locator('.board__legal-cell').first()).toBeAttached();
    await expect
      .poll(async () => {
        const cells = await readCells(page);
        return cells.length > 0 && cells.every((c) => c.width >= 44 && c.over.length === 0) ? 'ok' : JSON.stringify(cells);
      }, { message: `${l.slug}, step ${s.id}` })
      .toBe('ok');
    return Math.min(...(await readCells(page)).map((c) => c.width));
  }

  async function playLesson(page: Page, l: Lesson, wrong: 'every' | 'none') {
    test.setTimeout(150_000);
    await openLesson(page, l.slug);
    if ((await lessonRoot(page).getAttribute('data-step')) !== l.steps[0].id) await press(page, page.getByTestId('lesson-restart'));
    const shownKinds = new Set<string>();
    let narrowest = Infinity;
    for (const s of [...l.steps, ...l.check]) {
      await expect(lessonRoot(page)).toHaveAttribute('data-step', s.id);
      await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(boardOf(l, s).tiles.length);
      await expect(page.getByTestId('lesson-text')).toContainText(s.text.split('\n')[0].slice(0, 40));
      await expectCountsClearOfMeeples(page, l, s);
      await expectPlayerWords(page);
      if (s.kind === 'place' && touching.has(page)) narrowest = Math.min(narrowest, await expectCellsToTap(page, l, s));
      if (s.kind !== 'explain') {
        const firstOfKind = !shownKinds.has(s.kind);
        if (wrong === 'every') {
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
        if (s.kind === 'number') await expectCountsClearOfMeeples(page, l, s);
      }
      await press(page, page.getByTestId('lesson-next'));
    }
    await expect(page.getByTestId('lesson-done')).toBeVisible();
    if (narrowest < Infinity) console.log(`${l.slug}: the narrowest cell offered on a place step's first screen at 390 × 844 is ${narrowest} px`);
  }

  /** Two steps into a lesson, a reload keeps the step, and /learn/ offers to continue it. */
  async function expectProgressKept(page: Page, l: Lesson) {
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
  }

  /** After the lesson is played through, /learn/ marks it done, and opening it again starts from the first step. */
  async function expectMarkedDone(page: Page, l: Lesson) {
    await page.goto('/learn/');
    await expect(page.locator(`.learn-item[data-slug="${l.slug}"]`)).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('learn-progress')).toContainText('1 of 12');
    // Restart: back to the first step.
    await openLesson(page, l.slug);
    await expect(lessonRoot(page)).toHaveAttribute('data-step', l.steps[0].id);
  }

  /** Gone through with Next, a lesson is skimmed: said at its end and on /learn/, and kept so (progress version 4). */
  async function skim(page: Page, l: Lesson) {
    await openLesson(page, l.slug);
    while ((await lessonRoot(page).getAttribute('data-step')) !== 'done') await press(page, page.getByTestId('lesson-next'));
    await expect(page.getByTestId('lesson-done')).toHaveAttribute('data-state', 'skimmed');
    await expect(page.getByTestId('lesson-to-task')).toBeVisible();
    await page.goto('/learn/');
    await expect(page.getByTestId('learn-list')).toHaveAttribute('data-ready', 'true');
    const item = page.locator(`.learn-item[data-slug="${l.slug}"]`);
    await expect(item).toHaveAttribute('data-state', 'skimmed');
    await expect(item).toHaveAttribute('data-done', 'false');
    await expect(item.locator('.learn-item__badge')).toHaveText('Skimmed: tasks left');
    await expect(page.getByTestId('learn-progress')).toHaveText('0 of 12 lessons done, 1 skimmed');
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('carc:learn')))!);
    expect(kept).toMatchObject({ version: 4, data: { done: [], skimmed: [l.slug] } });
  }

  /** The skimmed lesson's tasks done since: done; and progress saved before "skimmed" (version 1) keeps its lessons done. */
  async function expectSkimmedThenDone(page: Page, l: Lesson) {
    await expect(page.getByTestId('lesson-done')).toHaveAttribute('data-state', 'done');
    await page.goto('/learn/');
    const item = page.locator(`.learn-item[data-slug="${l.slug}"]`);
    await expect(item).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('learn-progress')).toHaveText('1 of 12 lessons done');
    await page.evaluate(() => localStorage.setItem('carc:learn', JSON.stringify({ version: 1, data: { done: ['roads'], at: { cities: 2 } } })));
    await page.reload();
    await expect(page.getByTestId('learn-list')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('.learn-item[data-slug="roads"]')).toHaveAttribute('data-state', 'done');
    await expect(item).toHaveAttribute('data-state', 'new');
    await expect(page.getByTestId('learn-continue')).toHaveAttribute('href', '/learn/cities/');
  }

  /** A lesson whose steps are of every kind (explain, place, point, number): played with a wrong try on every task at both widths. */
  const allKinds = lessons.find((l) => ['explain', 'place', 'point', 'number'].every((k) => [...l.steps, ...l.check].some((s) => s.kind === k)))!;

  test('one lesson has steps of every kind, and more than five ask for a tile (each such step is checked on a phone)', () => {
    expect(allKinds).toBeTruthy();
    expect(lessons.filter((l) => [...l.steps, ...l.check].some((s) => s.kind === 'place')).length).toBeGreaterThan(5);
  });

  test.describe('at desktop width', () => {
    test.use({ viewport: DESKTOP });
    test(`${allKinds.order}. ${allKinds.slug}, every kind of step: right moves, and a wrong one on every task; progress survives a reload, and /learn/ marks it done`, async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
      await expectProgressKept(page, allKinds);
      await playLesson(page, allKinds, 'every');
      await expectMarkedDone(page, allKinds);
      expect(watch.problems).toEqual([]);
    });
  });

  test.describe('every lesson, start to end, on a phone (taps)', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
    test.beforeEach(({ page }) => {
      touching.add(page);
    });
    for (const l of lessons) {
      // Wrong answers are shown on the lesson with steps of every kind; every lesson's are judged in Node (playLesson).
      const wrong = l === allKinds ? 'every' : 'none';
      // The lesson of every kind is first gone through with Next (skimmed), then played: then it is done.
      const skimmedFirst = l === allKinds ? '; gone through with Next first, it is skimmed, apart from done on /learn/, and doing its tasks makes it done' : '';
      test(`${l.order}. ${l.slug} on a phone: right moves${wrong === 'every' ? ', and a wrong one on every task' : ''}${skimmedFirst}`, async ({ page, baseURL }) => {
        const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
        if (skimmedFirst) await skim(page, l);
        await playLesson(page, l, wrong);
        if (skimmedFirst) await expectSkimmedThenDone(page, l);
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

  test.describe('the board on a phone (390 × 844, touch): nothing over a cell in play, and everything big enough to tap', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
    test.beforeEach(({ page }) => {
      touching.add(page);
    });

    test('a meeple step: every meeple target is at least 44 px, and a tap 14 px beside a spot picks the spot nearest', async ({ page }) => {
      // The first step of the lessons that asks for a tile and its meeple where the tile offers more than one spot.
      const spotsOf = (l: Lesson, st: Step) => {
        if (st.kind !== 'place') return 0;
        const a = canonicalMove(st.answers[0]);
        const legal = legalMoves(boardOf(l, st), st.tile);
        return legal.ok ? (legal.value.find((p) => p.x === a.x && p.y === a.y && p.rot === a.rot)?.spots.length ?? 0) : 0;
      };
      const found = lessons.flatMap((l) => [...l.steps, ...l.check].map((st) => ({ l, st }))).find(({ l, st }) => st.kind === 'place' && st.meeple === 'same' && spotsOf(l, st) > 1)!;
      expect(found, 'a meeple step with a choice of spots').toBeDefined();
      const { l, st: s } = found;
      if (s.kind !== 'place') return;
      await openLesson(page, l.slug);
      while ((await lessonRoot(page).getAttribute('data-step')) !== s.id) await press(page, page.getByTestId('lesson-next'));
      const a = canonicalMove(s.answers[0]);
      await layTile(page, s.tile, a.x, a.y, a.rot);
      await expect(page.getByTestId('board')).toHaveAttribute('data-pending', 'true');
      const targets = page.locator('.board__target');
      await expect(targets.first()).toBeVisible();
      const boxes = await Promise.all((await targets.all()).map(async (t) => ({ spot: (await t.getAttribute('data-spot'))!, box: (await t.boundingBox())! })));
      expect(boxes.length).toBeGreaterThan(1);
      for (const b of boxes) {
        expect(b.box.width, `target ${b.spot}`).toBeGreaterThanOrEqual(44);
        expect(b.box.height, `target ${b.spot}`).toBeGreaterThanOrEqual(44);
      }
      console.log(`smallest meeple target on a lesson at 390 × 844: ${Math.round(Math.min(...boxes.map((b) => Math.min(b.box.width, b.box.height))))} px`);
      // 14 px from the answer's spot, on the side away from the other spots: that spot is the nearest, and it is chosen.
      const mid = (b: { x: number; y: number; width: number; height: number }) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
      const mine = mid(boxes.find((b) => b.spot === a.meeple)!.box);
      const others = boxes.filter((b) => b.spot !== a.meeple).map((b) => mid(b.box));
      const dirs = Array.from({ length: 16 }, (_, k) => ({ x: Math.cos((k * Math.PI) / 8), y: Math.sin((k * Math.PI) / 8) }));
      const at = dirs
        .map((d) => ({ x: mine.x + 14 * d.x, y: mine.y + 14 * d.y }))
        .find((p) => others.every((o) => Math.hypot(o.x - p.x, o.y - p.y) > 14 + 4));
      expect(at).toBeDefined();
      await page.touchscreen.tap(at!.x, at!.y);
      // Solved: the step asks for the meeple on that spot's feature (it scores and goes home at once).
      await expect(lessonRoot(page)).toHaveAttribute('data-solved', 'true');
    });

    test('a tap 14 px beside a meeple (drawn small) points at the meeple, not at the field beside it', async ({ page }) => {
      const l = lessons.find((x) => x.slug === 'at-a-glance')!;
      const s = [...l.steps, ...l.check].find((x) => x.kind === 'point' && x.target === 'meeple')!;
      if (s.kind !== 'point') throw new Error('no meeple to point at');
      const pos = boardOf(l, s);
      const m = (pos.meeples ?? []).find((x) => x.x === s.answers[0].x && x.y === s.answers[0].y)!;
      const tile = pos.tiles.find((t) => t.x === m.x && t.y === m.y)!;
      await openLesson(page, l.slug);
      while ((await lessonRoot(page).getAttribute('data-step')) !== s.id) await press(page, page.getByTestId('lesson-next'));
      await expect(page.locator(`[data-meeple-at="${m.x},${m.y},${m.at}"]`)).toBeVisible();
      const anchor = anchorOfSpot(tile.tile, tile.rot, m.at)!;
      const centre = await pointOf(page, m.x, m.y, anchor);
      const scale = Number((await page.getByTestId('board-viewport').getAttribute('data-view'))!.split(' ')[2]);
      // A point 14 px away that lies on another feature of the tile, nearer the meeple than that feature's own spot.
      const d = 14 / scale;
      const local = Array.from({ length: 16 }, (_, k) => ({ x: anchor.x + d * Math.cos((k * Math.PI) / 8), y: anchor.y + d * Math.sin((k * Math.PI) / 8) })).find((p) => {
        const there = spotAtPoint(tile.tile, tile.rot, p);
        const own = there && anchorOfSpot(tile.tile, tile.rot, there);
        return there && own && parts(pos, { x: m.x, y: m.y, spot: there }) !== parts(pos, { x: m.x, y: m.y, spot: m.at }) && Math.hypot(own.x - p.x, own.y - p.y) > d + 2;
      });
      expect(local, 'a point beside the meeple on another feature').toBeDefined();
      const p = await pointOf(page, m.x, m.y, local!);
      expect(Math.hypot(p.px - centre.px, p.py - centre.py)).toBeCloseTo(14, 0);
      await page.touchscreen.tap(p.px, p.py);
      await expect(lessonRoot(page)).toHaveAttribute('data-solved', 'true');
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

  test.describe('the lesson player on a phone (390 × 844, touch): what it shows and says', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
    test.beforeEach(({ page }) => {
      touching.add(page);
    });

    const lessonBy = (slug: string) => lessons.find((l) => l.slug === slug)!;
    /** The first step of a lesson (or its quick check) that `test` picks. */
    const stepWhere = (l: Lesson, pick: (s: Step) => boolean) => [...l.steps, ...l.check].find(pick)!;

    /** Open a lesson at one of its steps, going there with Next from its start. */
    async function openAt(page: Page, l: Lesson, s: Step) {
      await openLesson(page, l.slug);
      if ((await lessonRoot(page).getAttribute('data-step')) !== l.steps[0].id) await press(page, page.getByTestId('lesson-restart'));
      while ((await lessonRoot(page).getAttribute('data-step')) !== s.id) await press(page, page.getByTestId('lesson-next'));
      await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
    }

    /** Two wrong tries, then "Show me". */
    async function showAfterTwoTries(page: Page, l: Lesson, s: Step) {
      await wrongAnswer(page, l, s, 1);
      await wrongAnswer(page, l, s, 2);
      await press(page, page.getByTestId('lesson-show'));
      await expect(page.getByTestId('lesson-hint')).toHaveText(s.kind === 'explain' ? '' : s.hint);
      await expect(page.getByTestId('lesson-hint')).toBeInViewport();
    }

    /**
     * Where the lesson player says `text`: in how many of its elements on screen (in the viewport, drawn), in how many
     * live regions, and in how many of its elements at all.
     */
    const saying = (page: Page, text: string) =>
      page.evaluate((text) => {
        const own = (e: Element) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').includes(text));
        const all = [...document.querySelectorAll('[data-testid=lesson] *')].filter(own);
        const onScreen = all.filter((e) => {
          const b = e.getBoundingClientRect();
          return b.width > 0 && b.height > 0 && b.bottom > 0 && b.top < innerHeight && !e.closest('.visually-hidden');
        });
        const live = [...document.querySelectorAll('[role=status], [aria-live]')].filter((e) => (e.textContent ?? '').includes(text));
        return { onScreen: onScreen.length, live: live.length, inLesson: all.length };
      }, text);

    test('"Show me" on a place step draws the tile where it goes, on screen, with its meeple pulsing', async ({ page }) => {
      const l = lessonBy('at-a-glance');
      const s = stepWhere(l, (x) => x.kind === 'place' && x.meeple === 'same' && !!x.answers[0].meeple);
      if (s.kind !== 'place') throw new Error('no place step with a meeple');
      await openAt(page, l, s);
      await showAfterTwoTries(page, l, s);
      const a = canonicalMove(s.answers[0]);
      const preview = page.getByTestId('board-preview');
      await expect(preview).toHaveAttribute('data-cell', `${a.x},${a.y}`);
      await expect(preview).toBeInViewport({ ratio: 0.9 });
      // Inside the board's own box, not cut off by its edge.
      const vp = (await page.getByTestId('board-viewport').boundingBox())!;
      const pb = (await preview.locator('.board__preview-frame').boundingBox())!;
      expect(pb.x).toBeGreaterThanOrEqual(vp.x - 1);
      expect(pb.y).toBeGreaterThanOrEqual(vp.y - 1);
      expect(pb.x + pb.width).toBeLessThanOrEqual(vp.x + vp.width + 1);
      expect(pb.y + pb.height).toBeLessThanOrEqual(vp.y + vp.height + 1);
      const meeple = page.getByTestId('board-preview-meeple');
      await expect(meeple).toBeInViewport();
      expect(await meeple.evaluate((e) => getComputedStyle(e).animationName)).toBe('board-meeple-pulse');
      // What the board said of the tries is gone: it shows its hint again.
      await expect(page.getByTestId('board-status')).not.toHaveClass(/is-error/);
      await expect(page.getByTestId('board-toast')).toHaveCount(0);
    });

    test('"Show me" on a point step lights the feature on screen, and the wrong one tapped goes', async ({ page }) => {
      const l = lessonBy('at-a-glance');
      const s = stepWhere(l, (x) => x.kind === 'point');
      await openAt(page, l, s);
      await wrongAnswer(page, l, s, 1);
      await expect(page.locator('.board__highlight.is-bad')).toHaveCount(1);
      await wrongAnswer(page, l, s, 2);
      await press(page, page.getByTestId('lesson-show'));
      await expect(page.locator('.board__highlight.is-hint')).toHaveCount(1);
      await expect(page.locator('.board__highlight.is-hint')).toBeInViewport();
      await expect(page.locator('.board__highlight.is-bad')).toHaveCount(0);
      await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-tone', '');
    });

    test('"Show me" on a number step numbers the counted feature on the board', async ({ page }) => {
      const l = lessonBy('at-a-glance');
      const s = stepWhere(l, (x) => x.kind === 'number' && x.answer.is.kind === 'feature-points');
      if (s.kind !== 'number' || s.answer.is.kind !== 'feature-points') throw new Error('no number step that counts a feature');
      const at = s.answer.is.at;
      const cells = new Set((JSON.parse(parts(boardOf(l, s), at)!) as Ref[]).map((p) => `${p.x},${p.y}`));
      await openAt(page, l, s);
      await expect(page.getByTestId('board-viewport').locator('[data-mark="label"]')).toHaveCount(0);
      await showAfterTwoTries(page, l, s);
      const labels = page.getByTestId('board-viewport').locator('[data-mark="label"]');
      await expect(labels).toHaveCount(cells.size);
      expect(new Set(await labels.evaluateAll((ls) => ls.map((e) => e.getAttribute('data-cell'))))).toEqual(cells);
      expect((await labels.locator('text').allTextContents()).sort()).toEqual([...cells].map((_, i) => String(i + 1)).sort());
      await expect(labels.first()).toBeInViewport();
    });

    test('a number step whose answer the score line states keeps the score line back until it is answered', async ({ page }) => {
      // Every step asking for a score that the board's scores hold.
      const asks = lessons.flatMap((l) =>
        [...l.steps, ...l.check].flatMap((s) =>
          s.kind === 'number' && s.answer.is.kind === 'score' && boardOf(l, s).scores?.[s.answer.is.player] === s.answer.value ? [{ l, s, player: s.answer.is.player }] : [],
        ),
      );
      expect(asks.length).toBeGreaterThan(1);
      for (const { l, s, player } of asks) {
        if (s.kind !== 'number') continue;
        await openAt(page, l, s);
        const line = page.getByTestId('lesson-scores');
        await expect(line).toHaveAttribute('data-held', 'true');
        await expect(line).not.toContainText(String(s.answer.value));
        // Nowhere on the lesson's screen before the answer (the text may say it in words, not in digits of the board's).
        expect(await lessonRoot(page).locator('.lesson__board').innerText()).not.toContain(`${player} ${s.answer.value}`);
        await answer(page, l, s);
        await expect(line).toHaveAttribute('data-held', 'false');
        await expect(line).toContainText(`${player} ${s.answer.value}`);
      }
    });

    test('a refusal is said once, and goes once the move is right; a tap where the tile fits turned says to turn it', async ({ page }) => {
      const l = lessonBy('at-a-glance');
      const s = stepWhere(l, (x) => x.kind === 'place' && x.meeple === 'same' && !!x.answers[0].meeple && x.answers[0].rot !== 0);
      if (s.kind !== 'place') throw new Error('no place step with a meeple and a turn');
      const a = canonicalMove(s.answers[0]);
      await openAt(page, l, s);
      expect(await handRotation(page)).toBe(0);
      // The answer's cell, the tile upright: the first tap says at once that it fits turned, and costs no try.
      await tap(page, a.x, a.y);
      await expect(page.getByTestId('board-status')).toHaveText(`Turn the tile: tile ${s.tile} fits here turned another way.`);
      await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', `${a.x},${a.y}`);
      await expect(lessonRoot(page)).toHaveAttribute('data-tries', '0');
      // A second tap lays it as it is: refused, with the reason said once on screen and once to a screen reader.
      await tap(page, a.x, a.y);
      await expect(lessonRoot(page)).toHaveAttribute('data-tries', '1');
      const status = page.getByTestId('board-status');
      await expect(status).toHaveClass(/is-error/);
      const reason = (await status.textContent())!;
      expect(reason).not.toMatch(/press R|click/i);
      // On screen: the status line under the board, or (when that is off screen) its note over the board.
      expect(await saying(page, reason.slice(0, 40))).toMatchObject({ onScreen: 1, live: 1 });
      // The right tile: what was said of the try goes.
      await layTile(page, s.tile, a.x, a.y, a.rot);
      await expect(page.getByTestId('board')).toHaveAttribute('data-pending', 'true');
      expect((await saying(page, reason.slice(0, 40))).inLesson).toBe(0);
      await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-tone', '');
      // The meeple: right, said once (the board's status line is back to its hint).
      await press(page, page.locator(`.board__target[data-spot="${a.meeple}"]`));
      await expect(lessonRoot(page)).toHaveAttribute('data-solved', 'true');
      await expect(page.getByTestId('lesson-feedback')).toContainText(s.success);
      expect(await saying(page, s.success.slice(0, 40))).toMatchObject({ live: 1, inLesson: 1 });
      await expect(status).not.toContainText('Right');
    });

    test('a point step refused: said once, under the board, and the board does not move', async ({ page }) => {
      const l = lessonBy('at-a-glance');
      const s = stepWhere(l, (x) => x.kind === 'point');
      await openAt(page, l, s);
      const before = (await page.getByTestId('board-viewport').boundingBox())!;
      await wrongAnswer(page, l, s, 1);
      const text = (await page.getByTestId('lesson-feedback').locator('.lesson__say').textContent())!;
      const reason = text.replace(/^Not quite\.\s*/, '').slice(0, 40);
      expect(await saying(page, reason)).toEqual({ onScreen: 1, live: 1, inLesson: 1 });
      await expect(page.getByTestId('lesson-feedback')).toBeInViewport();
      const after = (await page.getByTestId('board-viewport').boundingBox())!;
      expect(after.y).toBeCloseTo(before.y, 0);
    });

    test('the task words speak of taps on a phone', async ({ page }) => {
      const l = lessonBy('at-a-glance');
      for (const s of [stepWhere(l, (x) => x.kind === 'point'), stepWhere(l, (x) => x.kind === 'number')]) {
        await openAt(page, l, s);
        await expect(page.getByTestId('lesson-task')).toContainText(/\btap\b/);
        await expect(page.getByTestId('lesson-task')).not.toContainText(/click/i);
        if (s.kind === 'point') await expect(page.getByTestId('board-status')).toHaveText(/\btap\b/);
      }
    });
  });

  test('the task words speak of clicks with a mouse', async ({ page }) => {
    const l = lessons.find((x) => x.slug === 'at-a-glance')!;
    const s = [...l.steps, ...l.check].find((x) => x.kind === 'point')!;
    await openLesson(page, l.slug);
    while ((await lessonRoot(page).getAttribute('data-step')) !== s.id) await page.getByTestId('lesson-next').click();
    await expect(page.getByTestId('lesson-task')).toContainText(/\bclick\b/);
    await expect(page.getByTestId('lesson-task')).not.toContainText(/\btap\b/);
    await expectPlayerWords(page);
  });
});
