/**
 * The offline copy of the built site (dist/sw.js, written by
 * src/integrations/offline.ts): it lists every published page and the assets
 * they load, the engine worker among them, and nothing that is not published.
 * Chromium then opens the pages from it with the network off
 * (tests/e2e/offline.spec.ts).
 */
import { expect, it } from 'vitest';
import { builtPages, distFiles, isDevPage, read } from '../site/dist';
import { splitPath } from '../../src/i18n/locales';

it('the offline copy lists every page of the build, by language, and the assets they load', () => {
  const SW = read('sw.js');
  const shared = JSON.parse(SW.match(/const FILES = (\[[^\n]*\]);/)![1]) as string[];
  const pages = JSON.parse(SW.match(/const PAGES = (\{[^\n]*\});/)![1]) as Record<string, string[]>;
  const files = [...shared, ...Object.values(pages).flat()];
  for (const p of builtPages().filter((x) => !isDevPage(x))) expect.soft(files, p).toContain(p);
  // Each language's pages under its own key: the worker keeps those of the languages the visitor reads.
  for (const [lang, list] of Object.entries(pages)) {
    for (const p of list) expect.soft(splitPath(p)[0] === lang || (lang === 'en' && splitPath(p)[0] === 'en'), `${p} kept with ${lang}`).toBe(true);
  }
  expect(pages.en).toContain('/');
  expect(shared.some((f) => f.endsWith('/') && f !== '/'), 'no page among the files everyone keeps').toBe(false);
  for (const f of distFiles().filter((x) => x.startsWith('_astro/') && !x.endsWith('.map'))) expect.soft(files, f).toContain(`/${f}`);
  expect(files.some((f) => /^\/_astro\/engine\.worker[^/]*\.js$/.test(f))).toBe(true);
  expect(files).toContain('/manifest.webmanifest');
  expect(files).not.toContain('/sw.js');
  expect(files.some((f) => f.startsWith('/dev/'))).toBe(false);
  expect(SW).toMatch(/const VERSION = "[0-9a-f]{16}";/);
});
