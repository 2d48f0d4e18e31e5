/**
 * The development pages (/dev/…) are left out of a plain build
 * (src/integrations/dev-pages.ts), and kept when CARC_DEV_PAGES=1.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import devPages, { devPagesWanted } from '../../src/integrations/dev-pages';
import config from '../../astro.config.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fake dist/ with a home page, a section and two dev pages. */
function fakeDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'carc-dist-'));
  dirs.push(root);
  for (const page of ['index.html', 'learn/index.html', 'dev/bench/index.html', 'dev/tiles-grid/index.html']) {
    mkdirSync(join(root, page, '..'), { recursive: true });
    writeFileSync(join(root, page), '<!doctype html><title>x</title>');
  }
  return root;
}

async function buildDone(integration: AstroIntegration, root: string): Promise<string[]> {
  const said: string[] = [];
  const logger = { info: (m: string) => said.push(m), warn: (m: string) => said.push(m) };
  const hook = integration.hooks['astro:build:done'] as unknown as (o: { dir: URL; logger: typeof logger }) => Promise<void>;
  await hook({ dir: pathToFileURL(root + '/'), logger });
  return said;
}

describe('development pages', () => {
  it('a plain build has no /dev/ and keeps every other page', async () => {
    const root = fakeDist();
    const said = await buildDone(devPages({ enabled: false }), root);
    expect(existsSync(join(root, 'dev'))).toBe(false);
    expect(existsSync(join(root, 'index.html'))).toBe(true);
    expect(existsSync(join(root, 'learn', 'index.html'))).toBe(true);
    expect(said.join('\n')).toContain('Left out 2 development page(s)');
  });

  it('CARC_DEV_PAGES=1 keeps them, and says the build is not for publishing', async () => {
    const root = fakeDist();
    const said = await buildDone(devPages({ enabled: true }), root);
    expect(existsSync(join(root, 'dev', 'bench', 'index.html'))).toBe(true);
    expect(said.join('\n')).toContain('do not publish');
  });

  it('a build without dev pages is left as it is', async () => {
    const root = fakeDist();
    rmSync(join(root, 'dev'), { recursive: true });
    expect(await buildDone(devPages({ enabled: false }), root)).toEqual([]);
    expect(existsSync(join(root, 'index.html'))).toBe(true);
  });

  it('only CARC_DEV_PAGES=1 asks for them', () => {
    expect(devPagesWanted({})).toBe(false);
    expect(devPagesWanted({ CARC_DEV_PAGES: '0' })).toBe(false);
    expect(devPagesWanted({ CARC_DEV_PAGES: 'yes' })).toBe(false);
    expect(devPagesWanted({ CARC_DEV_PAGES: '1' })).toBe(true);
  });

  it('the site config runs it before the CSP integration (so the policy covers only published pages)', () => {
    const names = (config.integrations ?? []).flat().map((i) => (i as AstroIntegration).name);
    const dev = names.indexOf('carcassonne:dev-pages');
    expect(dev).toBeGreaterThanOrEqual(0);
    expect(dev).toBeLessThan(names.indexOf('carcassonne:csp'));
  });
});
