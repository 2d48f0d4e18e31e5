// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';

export default defineConfig({
  site: 'http://localhost:4321',
  integrations: [preact()],
  server: { port: 4321 },
  vite: {
    worker: { format: 'es' },
  },
});
