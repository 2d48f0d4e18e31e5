// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import contentSecurityPolicy from './src/integrations/csp.ts';
import devPages from './src/integrations/dev-pages.ts';
import offline from './src/integrations/offline.ts';
import i18nPreload from './src/integrations/i18n-preload.ts';
import compileHints from './src/integrations/compile-hints.ts';
import { LOCALES } from './src/i18n/locales.ts';
import { builtLocales } from './src/i18n/built.ts';

export default defineConfig({
  // The address the site is published at, for canonical links: set SITE_URL when building for a real host.
  // Without it the pages name no absolute address at all (the site works from any host, or none).
  site: process.env.SITE_URL || undefined,
  // compileHints marks the client's script chunks for eager compilation (src/integrations/compile-hints.ts);
  // devPages drops dist/dev/ unless CARC_DEV_PAGES=1; i18nPreload names each page's word chunks; the CSP integration reads the pages that remain; the offline
  // copy (dist/sw.js) lists the pages as finally served, so it comes last.
  integrations: [preact(), compileHints(), devPages(), i18nPreload(), contentSecurityPolicy(), offline()],
  // One page per language and address: English at the root, the others under their segment (/cs/, /fr/, /zh/);
  // the languages built are the published ones and, for checks, those named in CARC_LOCALES (docs/i18n.md).
  // No fallback: a page is never served in English in place of a missing translation.
  // The locales are known only when the build starts, which the config's literal types cannot follow.
  i18n: /** @type {any} */ ({
    defaultLocale: 'en',
    locales: builtLocales().map((l) => (l === 'en' ? 'en' : { path: LOCALES[l].segment, codes: [LOCALES[l].lang] })),
    routing: { prefixDefaultLocale: false },
  }),
  server: { port: 4321 },
  vite: {
    worker: { format: 'es' },
    // Chunks loaded on demand (the share codec, the best-moves list, the game-over panel, the checker's file
    // tools) import little that is not loaded already: plain import() serves them, without preload links.
    build: {
      // Top-level await: a section's words (src/i18n/<section>.ts) are loaded before the island that shows them runs.
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        output: {
          // The core of the dictionary (the site's words, the tiles, the board, the engine's vocabulary: four files per
          // language, src/i18n/index.ts) is fetched by every page with a board, so each language's core is one chunk
          // ("core.cs"): one request, compressed as a whole.
          manualChunks(id) {
            const m = /\/src\/i18n\/(?:en|(?:site|tiles|board|engine)\.(en|cs|fr|zh))\.ts$/.exec(id);
            return m ? `core.${m[1] ?? 'en'}` : undefined;
          },
        },
      },
      minify: 'terser',
      terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
    },
  },
});
