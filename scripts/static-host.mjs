#!/usr/bin/env node
/**
 * Serves the built site (dist/) as a static host does: each file with its
 * content type and the headers dist/_headers gives its path (the
 * Content-Security-Policy among them), a folder's index.html for an address
 * ending in "/", a redirect to the address with "/" for a folder named
 * without it, and 404.html with status 404 for anything else.
 *
 * The browser tests load every page through it as well as through `astro
 * preview` (which sends no such headers), so the policy is checked both ways
 * (tests/e2e/sweep.spec.ts; playwright.config.ts starts it).
 *
 *   node scripts/static-host.mjs [--port 4330] [--root dist] [--no-headers]
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const PORT = Number(arg('port', process.env.STATIC_HOST_PORT ?? 4330));
const ROOT = resolve(arg('root', 'dist'));
/** --no-headers: the files alone, as `astro preview` serves them (the policy then arrives as the meta tag only). */
const HEADERS = !process.argv.includes('--no-headers');
const HOST = arg('host', '127.0.0.1');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

/** The rules of _headers: [pattern as a regular expression, headers]. */
function headerRules() {
  const file = join(ROOT, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push([new RegExp(`^${pattern}$`), {}]);
      continue;
    }
    const colon = line.indexOf(':');
    if (rules.length && colon > 0) rules[rules.length - 1][1][line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}
const rules = HEADERS ? headerRules() : [];
const headersFor = (pathname) => Object.assign({}, ...rules.filter(([re]) => re.test(pathname)).map(([, h]) => h));

const isFile = (p) => existsSync(p) && statSync(p).isFile();
const isDir = (p) => existsSync(p) && statSync(p).isDirectory();

const server = createServer((req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host.invalid').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const full = normalize(join(ROOT, pathname));
  if (full !== ROOT && !full.startsWith(ROOT + sep)) {
    res.writeHead(403).end();
    return;
  }
  let file;
  let status = 200;
  if (pathname.endsWith('/') && isFile(join(full, 'index.html'))) file = join(full, 'index.html');
  else if (!pathname.endsWith('/') && isFile(full)) file = full;
  else if (!pathname.endsWith('/') && isDir(full) && isFile(join(full, 'index.html'))) {
    res.writeHead(301, { location: `${pathname}/`, ...headersFor(pathname) }).end();
    return;
  } else {
    file = join(ROOT, '404.html');
    status = 404;
  }
  const body = readFileSync(file);
  res.writeHead(status, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': 'no-cache',
    ...headersFor(pathname),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.keepAliveTimeout = 60_000;
server.listen(PORT, HOST, () => console.log(`static host: ${ROOT} on http://${HOST}:${PORT}/${HEADERS ? ' with the headers of _headers' : ''}`));
