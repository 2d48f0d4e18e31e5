/**
 * The offline copy of the built site (dist/sw.js, written by
 * src/integrations/offline.ts): it lists every published page and the assets
 * they load, the engine worker among them, and nothing that is not published.
 * Chromium then opens the pages from it with the network off
 * (tests/e2e/offline.spec.ts).
 */
import { expect, it } from 'vitest';
import { builtPages, distFiles, isDevPage, read } from '../site/dist';

it('the offline copy lists every page of the build and the assets they load', () => {
  const SW = read('sw.js');
  const files = JSON.parse(SW.match(/const FILES = (\[[^\n]*\]);/)![1]) as string[];
  for (const p of builtPages().filter((x) => !isDevPage(x))) expect.soft(files, p).toContain(p);
  for (const f of distFiles().filter((x) => x.startsWith('_astro/') && !x.endsWith('.map'))) expect.soft(files, f).toContain(`/${f}`);
  expect(files.some((f) => /^\/_astro\/engine\.worker[^/]*\.js$/.test(f))).toBe(true);
  expect(files).toContain('/manifest.webmanifest');
  expect(files).not.toContain('/sw.js');
  expect(files.some((f) => f.startsWith('/dev/'))).toBe(false);
  expect(SW).toMatch(/const VERSION = "[0-9a-f]{16}";/);
});
