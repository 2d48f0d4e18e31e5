/**
 * Where the browser tests find the built site (playwright.config.ts starts both servers):
 * scripts/static-host.mjs twice — on PORT with `--no-headers` (the policy arrives as the meta tag), and on
 * STATIC_HOST_PORT with the headers of dist/_headers, as a static host sends them. E2E_PORT moves both (PORT + 1),
 * so two checkouts can run their browser tests side by side.
 * Ports of their own, so a running `npm start` (4321) or dev server is never tested by mistake.
 */
export const PORT = Number(process.env.E2E_PORT ?? 4329);
export const STATIC_HOST_PORT = Number(process.env.E2E_STATIC_HOST_PORT ?? PORT + 1);
export const STATIC_HOST_URL = `http://127.0.0.1:${STATIC_HOST_PORT}`;
