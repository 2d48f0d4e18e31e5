// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import contentSecurityPolicy from './src/integrations/csp.ts';

export default defineConfig({
  // The address the site is published at, for canonical links: set SITE_URL when building for a real host.
  // Without it the pages name no absolute address at all (the site works from any host, or none).
  site: process.env.SITE_URL || undefined,
  // The CSP integration reads the finished pages, so it comes last.
  integrations: [preact(), contentSecurityPolicy()],
  server: { port: 4321 },
  vite: {
    worker: { format: 'es' },
  },
});
