import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The built site as files (shared with the checks in tests/built/). */
export { builtPages, distFiles, headersFor, importsOf, isDevPage, isPuzzlePage, pagesToVisit, read, readBytes } from '../site/dist';

export interface PageProblems {
  /** Console errors, uncaught exceptions, failed or 4xx/5xx requests, requests leaving the site. */
  problems: string[];
}

/**
 * Starts recording everything that should never happen on a page: console
 * errors and warnings-as-errors, uncaught exceptions, failed requests, HTTP
 * errors, and any request to another host (the site makes no external requests).
 */
export function watchProblems(
  page: Page,
  origin: string,
  options: {
    /** Leaving a page cancels its pending requests (net::ERR_ABORTED); tests that navigate quickly ignore those. */
    ignoreAborted?: boolean;
  } = {},
): PageProblems {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    if (options.ignoreAborted && reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) problems.push(`external request: ${url}`);
  });
  return { problems };
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The catalogue totals the engine must report through the worker. */
export const CATALOGUE_LINE = '24 tile types, 72 tiles, 10 pennants, 6 cloisters';

/** The accessibility rules every page is held to: WCAG 2.x A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The page's accessibility violations (axe-core), one line each: the rule, its impact and help, and up to five
 * elements. axe runs in the page itself (its legacy mode: the site has no frames, and the default mode opens a page
 * of its own for every run, which costs seconds) and reports violations only.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s): ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Hold back the page's scripts (the islands and their modules) until `release` is called: what a person does before
 * the page wakes can then be done on purpose, as on a slow phone.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A screenshot into test-results/ for people to look at, taken only when asked for (`E2E_SHOTS=1`): it asserts
 * nothing, and each costs a capture and a PNG encoding in every run. (`npm run shots` tours the key screens.)
 */
export async function shot(page: Page, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path, ...options });
}
