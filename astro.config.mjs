// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import contentSecurityPolicy from './src/integrations/csp.ts';
import devPages from './src/integrations/dev-pages.ts';
import offline from './src/integrations/offline.ts';

export default defineConfig({
  // The address the site is published at, for canonical links: set SITE_URL when building for a real host.
  // Without it the pages name no absolute address at all (the site works from any host, or none).
  site: process.env.SITE_URL || undefined,
  // devPages drops dist/dev/ unless CARC_DEV_PAGES=1; the CSP integration reads the pages that remain; the offline
  // copy (dist/sw.js) lists the pages as finally served, so it comes last.
  integrations: [preact(), devPages(), contentSecurityPolicy(), offline()],
  server: { port: 4321 },
  vite: {
    worker: { format: 'es' },
    // Chunks loaded on demand (the share codec, the best-moves list, the game-over panel, the checker's file
    // tools) import little that is not loaded already: plain import() serves them, without preload links.
    build: {
      modulePreload: false,
      minify: 'terser',
      terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
    },
  },
});
