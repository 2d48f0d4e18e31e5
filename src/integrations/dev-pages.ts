/**
 * Development pages (src/pages/dev/**: benchmark and test host pages) stay out
 * of the production build, as an Astro integration.
 *
 * Astro routes every file in src/pages, so the dev pages are built like any
 * other; right after the build this integration deletes dist/dev/ — unless the
 * environment variable CARC_DEV_PAGES=1 is set (`npm run test:e2e` and
 * `npm run bench` set it, because their tests and figures use those pages).
 * It runs before the CSP integration, so the site's policy holds no hashes
 * for pages that are not published.
 *
 * tests/unit/dev-pages.test.ts checks both ways.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The URL folder of the development pages (src/pages/dev/ → dist/dev/). */
export const DEV_FOLDER = 'dev';
export const DEV_PAGES_ENV = 'CARC_DEV_PAGES';

/** True when the development pages should be published (CARC_DEV_PAGES=1). */
export function devPagesWanted(env: Record<string, string | undefined> = process.env): boolean {
  return env[DEV_PAGES_ENV] === '1';
}

/** Deletes `root`/dev/ (the built development pages); how many HTML pages it held. */
export async function removeDevPages(root: string): Promise<number> {
  const dir = join(root, DEV_FOLDER);
  let pages = 0;
  const count = async (d: string): Promise<void> => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      if (entry.isDirectory()) await count(join(d, entry.name));
      else if (entry.name.endsWith('.html')) pages++;
    }
  };
  try {
    await count(dir);
  } catch {
    return 0; // no dev pages were built
  }
  await rm(dir, { recursive: true, force: true });
  return pages;
}

export default function devPages(options: { enabled?: boolean } = {}): AstroIntegration {
  const enabled = options.enabled ?? devPagesWanted();
  return {
    name: 'carcassonne:dev-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (enabled) {
          logger.info(`${DEV_PAGES_ENV}=1: the development pages (/${DEV_FOLDER}/) are in this build; do not publish it.`);
          return;
        }
        const removed = await removeDevPages(fileURLToPath(dir));
        if (removed) logger.info(`Left out ${removed} development page(s) under /${DEV_FOLDER}/ (set ${DEV_PAGES_ENV}=1 to keep them).`);
      },
    },
  };
}
