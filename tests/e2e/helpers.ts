import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';

const DIST = join(process.cwd(), 'dist');

/**
 * Every page of the built site, as URL paths ('/', '/learn/', …), found by
 * walking dist/ for .html files, so new pages are covered automatically.
 */
export function builtPages(): string[] {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No built site in ${DIST}: run \`npx astro build\` first (\`npm run test:e2e\` does).`);
  }
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = relative(DIST, full).split(sep).join('/');
        pages.push(rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`);
      }
    }
  };
  walk(DIST);
  return pages.sort();
}

/**
 * The built pages a browser test visits one by one: every page, except that of
 * the many pages drawn from one template with different data (the puzzle
 * pages, /puzzles/<id>/) every tenth is taken — the template is the same, and
 * the unit tests check every puzzle file. The /dev/ test pages only with `withDev`.
 */
export function pagesToVisit({ withDev = false } = {}): string[] {
  let nth = 0;
  return builtPages()
    .filter((path) => withDev || !path.startsWith('/dev/'))
    .filter((path) => !/^\/puzzles\/[^/]+\/$/.test(path) || nth++ % 10 === 0);
}

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
