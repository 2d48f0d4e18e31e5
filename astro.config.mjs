// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import contentSecurityPolicy from './src/integrations/csp.ts';

export default defineConfig({
  site: 'http://localhost:4321',
  // The CSP integration reads the finished pages, so it comes last.
  integrations: [preact(), contentSecurityPolicy()],
  server: { port: 4321 },
  vite: {
    worker: { format: 'es' },
  },
});
