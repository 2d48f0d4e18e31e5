/*
 * Carcassonne Tutor's service worker: it keeps the whole built site in the
 * browser, so every page works offline once the site has been visited (a
 * game table often has no signal).
 *
 * This file is a template: src/integrations/offline.ts copies it to dist/sw.js
 * after the build, filling in VERSION (a hash of every file it lists) and
 * FILES (every page and asset of the build). A new build is a new VERSION, so
 * the browser installs the new worker beside the old one; it waits until the
 * page asks it to take over (the "new version" prompt, src/scripts/offline.ts)
 * and then removes the old copy.
 *
 * Same-origin GET requests only; everything else goes to the network untouched.
 *
 * Languages (docs/i18n.md, "Offline"): FILES are kept for everyone; of the
 * pages (PAGES, by language), only those of the languages the visitor reads —
 * the language of the page that installed the worker, and any other language
 * whose page the visitor opens later, kept from that visit on. A first visit
 * in one language does not download the site in four.
 */
const VERSION = '__CARC_VERSION__';
const FILES = /* __CARC_FILES__ */ [];
const PAGES = /* __CARC_PAGES__ */ {};
const CACHE = `carc-${VERSION}`;

/** The language of a site path: its first segment when that is a language's ('/cs/learn/' → 'cs'), else English. */
const languageOf = (path) => {
  const seg = path.split('/')[1];
  return seg && seg !== 'en' && Object.prototype.hasOwnProperty.call(PAGES, seg) ? seg : 'en';
};

/** Keeps a language's pages (once: its first page kept says the rest are). */
async function keepLanguage(cache, lang) {
  const pages = PAGES[lang] ?? [];
  if (!pages.length || (await cache.match(pages[0]))) return;
  await cache.addAll(pages);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The pages open now (the one that registered the worker, or those of the version being replaced) say which languages to keep.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const langs = new Set(windows.map((w) => languageOf(new URL(w.url).pathname)));
      if (!langs.size) langs.add('en');
      await cache.addAll(FILES);
      for (const lang of langs) await keepLanguage(cache, lang);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('carc-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'carc:take-over') self.skipWaiting();
});

/** The cached copy of a request: a page is kept under its folder address ("/learn/"). */
async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  let path = url.pathname;
  if (request.mode === 'navigate' && !path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) path += '/';
  return cache.match(path, { ignoreSearch: true });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A page of a language not kept yet: keep that language's pages from now on (after this page has answered).
  if (request.mode === 'navigate') {
    event.waitUntil(
      caches.open(CACHE).then((cache) => keepLanguage(cache, languageOf(new URL(request.url).pathname))).catch(() => {}),
    );
  }
  event.respondWith(
    (async () => {
      const hit = await fromCache(request);
      if (hit) return hit;
      try {
        return await fetch(request);
      } catch (error) {
        // Offline and not kept (an address the site does not have): the site's own 404 page.
        if (request.mode === 'navigate') {
          const notFound = await (await caches.open(CACHE)).match('/404.html');
          if (notFound) return notFound;
        }
        throw error;
      }
    })(),
  );
});
