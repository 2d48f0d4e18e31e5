/**
 * The site in French (/fr/), on a phone with touch, as a French player would use it: a lesson played through to its
 * end (every step, a wrong answer and the right ones, the feedback in French), a puzzle solved, and a board entered in
 * the score checker and scored. Each screen is read for French: its own words and the lesson's, no English word of
 * that screen left, players named in French, French typography (a no-break space before the colon) and French
 * numbers (99 999, 1 240 with a narrow no-break space).
 *
 * French pages are built when French is published (SHIPPED) or named in CARC_LOCALES
 * (`CARC_DEV_PAGES=1 CARC_LOCALES=fr npx astro build`); in a build without them these tests are skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { canonicalMove } from '../../src/engine/moves';
import { DISTINCT_ROTATIONS, tileTypeIndex } from '../../src/engine/tiles';
import type { Position } from '../../src/engine/api';
import type { Puzzle } from '../../src/engine/puzzle';
import { anchorOfSpot } from '../../src/components/board/model';
import type { Lesson, Step } from '../../src/components/learn/schema';
import boardFr from '../../src/i18n/board.fr';
import { PHONE, watchProblems, shot } from './helpers';

const ROOT = process.cwd();
const json = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
const BUILT = existsSync(join(ROOT, 'dist/fr/index.html'));

/** The four ways a tile lies, as the board says them in French (board.fr.ts). */
const TURNS = [boardFr['board.turns.0'], boardFr['board.turns.1'], boardFr['board.turns.2'], boardFr['board.turns.3']];
const NBSP = '\u00a0';
/** French groups thousands with a narrow no-break space (Intl.NumberFormat('fr')). */
const thousands = (n: number) => new Intl.NumberFormat('fr').format(n);
/** English words these screens would show if a word were left untranslated (their English dictionary's). */
const ENGLISH = /\b(Step|Next|Back|Check|Your turn|tile|Right|Not quite|to play|Hint|Retry|Solved|Players|Rules|Final scoring|Farm|wins|Share|Yellow|Red|Blue|red|blue|yellow)\b/;

test.describe('the site in French, on a phone', { tag: '@site' }, () => {
  // French is published (SHIPPED), so every build has its pages: a build without them is a failure, not a reason to skip.
  test.beforeAll(() => expect(BUILT, 'French pages are missing from dist/').toBe(true));
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'fr-FR' });

  /** The screen point of a point of cell (x, y) of the board, at (fx, fy) inside the cell (0..1). */
  async function pointOf(page: Page, x: number, y: number, fx = 0.5, fy = 0.5) {
    const vp = page.getByTestId('board-viewport');
    await vp.scrollIntoViewIfNeeded();
    const box = (await vp.boundingBox())!;
    const [tx, ty, scale] = ((await vp.getAttribute('data-view')) ?? '').split(' ').map(Number);
    return { px: box.x + tx + (x + fx) * 100 * scale, py: box.y + ty + (y + fy) * 100 * scale };
  }

  async function tap(page: Page, x: number, y: number, fx?: number, fy?: number) {
    const { px, py } = await pointOf(page, x, y, fx, fy);
    await page.touchscreen.tap(px, py);
  }

  /** Lay the tile in hand on a cell at a rotation, by touch: turn it with the button, tap the cell to see it there, tap again. */
  async function layTile(page: Page, tile: string, x: number, y: number, rot: number) {
    const hand = page.getByTestId('board-hand').locator('.visually-hidden');
    const n = DISTINCT_ROTATIONS[tileTypeIndex(tile)].length;
    const turned = async () => {
      const text = (await hand.textContent()) ?? '';
      return TURNS.findIndex((t) => text.endsWith(t));
    };
    for (let i = 0; i < 4 && (await turned()) % n !== rot % n; i++) await page.getByTestId('board-rotate').tap();
    await expect(hand).toHaveText(`tuile ${tile}, ${TURNS[rot]}`);
    await tap(page, x, y);
    await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', `${x},${y}`);
    await tap(page, x, y);
    await expect(page.getByTestId('board')).toHaveAttribute('data-pending', 'true');
  }

  /** What a person reads in a part of the page. */
  const read = async (where: Locator) => (await where.innerText()).replace(/[ \t\r\n]+/g, ' ');

  test('a lesson played through: every step in French, a wrong answer explained in French, the lesson done', async ({ page, baseURL }) => {
    const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
    const lesson = json<Lesson>('src/content/lessons/at-a-glance.json');
    const fr = json<Record<string, string>>('src/content/translations/fr/lessons/at-a-glance.json');
    const root = page.getByTestId('lesson');
    const feedback = page.getByTestId('lesson-feedback');
    await page.goto(`/fr/learn/${lesson.slug}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.title);

    const steps: [Step, 'steps' | 'check'][] = [...lesson.steps.map((s) => [s, 'steps'] as [Step, 'steps']), ...lesson.check.map((s) => [s, 'check'] as [Step, 'check'])];
    for (const [s, list] of steps) {
      const key = `${list}.${s.id}`;
      await expect(root).toHaveAttribute('data-step', s.id);
      await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('lesson-text')).toContainText(fr[`${key}.text`].split('\n')[0].slice(0, 40));
      const board = (s.position ?? lesson.boards![s.board!]) as Position;
      if (s.kind === 'place') {
        const a = canonicalMove(s.answers[0]);
        await expect(page.getByTestId('lesson-task')).toContainText('À vous');
        await layTile(page, s.tile, a.x, a.y, a.rot);
        if (s.meeple === 'same' && a.meeple) await page.locator(`.board__target[data-spot="${a.meeple}"]`).tap();
        else await page.getByTestId('board-no-meeple').tap();
      } else if (s.kind === 'point') {
        const at = s.target === 'meeple' ? (board.meeples ?? []).find((m) => m.x === s.answers[0].x && m.y === s.answers[0].y)!.at : s.answers[0].spot;
        const tile = board.tiles.find((t) => t.x === s.answers[0].x && t.y === s.answers[0].y)!;
        const anchor = anchorOfSpot(tile.tile, tile.rot, at)!;
        await tap(page, tile.x, tile.y, anchor.x / 100, anchor.y / 100);
      } else if (s.kind === 'number') {
        await expect(page.getByTestId('lesson-check')).toHaveText('Vérifier');
        const wrong = s.wrong?.[0];
        if (wrong) {
          // A wrong count, refused with the lesson's own reason, in French.
          await page.getByTestId('lesson-number').fill(String(wrong.value));
          await page.getByTestId('lesson-check').tap();
          await expect(feedback).toHaveAttribute('data-tone', 'bad');
          await expect(feedback).toContainText(fr[`${key}.wrong.0.reason`]);
          await expect(feedback).toContainText('Pas tout à fait.');
        }
        await page.getByTestId('lesson-number').fill(String(s.answer.value));
        await page.getByTestId('lesson-check').tap();
      }
      if (s.kind !== 'explain') {
        await expect(root).toHaveAttribute('data-solved', 'true');
        await expect(feedback).toHaveAttribute('data-tone', 'good');
        await expect(feedback).toContainText(fr[`${key}.success`]);
      }
      const text = await read(root);
      expect(text, `${s.id}: no English word left`).not.toMatch(ENGLISH);
      expect(text, `${s.id}: the step counts in French`).toMatch(/(Étape|Petit test) \d+ sur \d+/);
      expect(text, `${s.id}: a colon after a no-break space, never a plain one`).not.toMatch(/ :/);
      // The score line names the players in French.
      await expect(page.getByTestId('lesson-scores')).toContainText(`Scores${NBSP}:`);
      if (!(await page.getByTestId('lesson-scores').getAttribute('data-held'))?.includes('true')) await expect(page.getByTestId('lesson-scores')).toContainText('Rouge');
      await page.getByTestId('lesson-next').tap();
    }
    await expect(page.getByTestId('lesson-done')).toBeVisible();
    await shot(page, 'test-results/lang-fr-lesson-done.png');
    await expect(page.getByTestId('lesson-done')).toContainText(`Vous avez terminé «${NBSP}${fr.title}${NBSP}»`);
    expect(watch.problems).toEqual([]);
  });

  test('a puzzle solved: its question, players, verdict and explanation in French', async ({ page, baseURL }) => {
    const watch = watchProblems(page, new URL(baseURL!).origin);
    const puzzle = json<Puzzle>('puzzles/road-four-close.json');
    const fr = json<{ title: string; explanation: string }>('puzzles/translations/fr/road-four-close.json');
    await page.goto(`/fr/puzzles/${puzzle.id}/`);
    await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solver', 'done');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.title);
    await expect(page.getByTestId('puzzle-objective')).toHaveText('Marquez le plus de points possible ce tour-ci.');
    // The players of a puzzle are named by their colour ("Red", "Blue"): in French, Rouge and Bleu.
    const scores = page.getByTestId('puzzle-scores');
    await expect(scores).toContainText('Rouge');
    await expect(scores).toContainText('Bleu');
    await expect(page.getByTestId('puzzle')).toContainText(`À Bleu de jouer, avec la tuile ${puzzle.position.inHand} en main.`);

    const best = puzzle.best[0];
    await layTile(page, puzzle.position.inHand!, best.x, best.y, best.rot);
    await page.locator(`.board__target[data-spot="${best.meeple}"]`).tap();
    const verdict = page.getByTestId('puzzle-verdict');
    await expect(verdict).toHaveAttribute('data-tone', 'success');
    await expect(verdict).toContainText(`C’est le meilleur coup${NBSP}: un gain de ${puzzle.value} ce tour-ci.`);
    await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
    const explanation = page.getByTestId('puzzle-explanation');
    await expect(explanation).toBeVisible();
    await expect(explanation).toContainText(fr.explanation);
    await expect(page.getByTestId('puzzle-lesson')).toHaveAttribute('href', `/fr/learn/${puzzle.learn}/`);
    const text = await read(page.getByTestId('puzzle'));
    expect(text, 'no English word left').not.toMatch(ENGLISH);
    expect(text).not.toMatch(/ [:;!?]/);
    await shot(page, 'test-results/lang-fr-puzzle.png', { fullPage: true });
    expect(watch.problems).toEqual([]);
  });

  test('a board entered in the score checker by taps and scored: the result in French, its numbers written the French way', async ({ page, baseURL }) => {
    const watch = watchProblems(page, new URL(baseURL!).origin);
    await page.goto('/fr/check/');
    await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
    const seat = (i: number) => page.locator(`.ck-seat[data-seat="${i}"]`);
    /** The rotation of the tile at (x, y) as the page keeps the board (its store's entry `check`). */
    const rotAt = async (x: number, y: number) => {
      const raw = await page.evaluate(() => localStorage.getItem('carc:check'));
      const kept = (JSON.parse(raw ?? 'null') as { data: { position: Position } } | null)?.data.position;
      return kept?.tiles.find((k) => k.x === x && k.y === y)?.rot ?? -1;
    };
    await expect(seat(1).locator('select').first()).toHaveValue('red');
    await expect(seat(1).locator('select').first().locator('option:checked')).toHaveText('Rouge');

    // A score too big is refused with the limit in French figures, and the seat keeps counting what it had at the
    // keystroke before (12345, in French figures too).
    const score = seat(1).getByTestId('score-before');
    await score.tap();
    await score.pressSequentially('123456');
    const error = seat(1).getByTestId('seat-error');
    await expect(error).toHaveText(`Le score « 123456 » du joueur 2 dépasse ${thousands(99999)} : Rouge compte toujours ${thousands(12345)}.`);
    expect(await error.textContent(), 'French spacing: no-break inside « », before the colon, and in 99 999').toBe(
      `Le score «${NBSP}123456${NBSP}» du joueur 2 dépasse 99\u202f999${NBSP}: Rouge compte toujours 12\u202f345.`,
    );
    await score.fill('');
    await score.pressSequentially('1234');
    await expect(seat(1).getByTestId('seat-error')).toHaveCount(0);

    // Two rows of city caps: two completed cities, and a red farmer south of them supplying both.
    const tiles = [
      { x: 0, y: 0, rot: 0 }, { x: 1, y: 0, rot: 0 }, { x: 2, y: 0, rot: 0 },
      { x: 0, y: -1, rot: 2 }, { x: 1, y: -1, rot: 2 },
    ];
    await page.getByTestId('check-palette').locator('[data-letter="E"]').tap();
    for (const [i, t] of tiles.entries()) {
      await tap(page, t.x, t.y);
      await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(i + 1);
      // Turned by tapping it again until it lies as listed (as the page keeps it); the board's own line says so in French.
      for (let turn = 0; (await rotAt(t.x, t.y)) !== t.rot; turn++) {
        expect(turn, `tile E at (${t.x}, ${t.y}) reaches rotation ${t.rot}`).toBeLessThan(3);
        const before = await rotAt(t.x, t.y);
        await tap(page, t.x, t.y);
        await expect.poll(() => rotAt(t.x, t.y)).not.toBe(before);
        await expect(page.getByTestId('board-status')).toContainText('Tuile E tournée.');
      }
    }
    await page.locator('[data-meeple-color="red"]').tap();
    await tap(page, 0, 0, 0.25, 0.9);
    await expect(page.locator('.board__meeples [data-meeple-at]')).toHaveCount(1);

    const total = 1234 + 6;
    await expect(page.locator('[data-player="red"][data-total]')).toHaveAttribute('data-total', String(total));
    await expect(page.getByTestId('check-winners')).toHaveText(`Rouge gagne avec ${thousands(total)}.`);
    const card = page.locator('[data-card="red"]');
    await expect(card.locator('caption')).toContainText('Rouge');
    await expect(card.locator('[data-kind="farm"] .ck-rowbtn')).toHaveText('Pré qui approvisionne 2 villes complétées');
    await card.locator('[data-kind="farm"] .ck-rowbtn').tap();
    await expect(page.getByTestId('check-why')).toContainText(`Un pré rapporte 3 pour chaque ville complétée qu’il approvisionne${NBSP}: 2 villes = 6`);
    await expect(page.getByTestId('check-why')).toContainText(`Meeples${NBSP}: Rouge 1`);
    await expect(page.getByTestId('check-summary')).toContainText(`Décompte final${NBSP}: Jaune 0 et Rouge ${thousands(total)}.`);
    const text = await read(page.getByTestId('check'));
    expect(text, 'no English word left').not.toMatch(ENGLISH);
    expect(text).not.toMatch(/ [:;!?»]/);
    await shot(page, 'test-results/lang-fr-check.png', { fullPage: true });
    expect(watch.problems).toEqual([]);
  });
});
