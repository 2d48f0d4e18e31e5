/**
 * Every page of the built site, read as HTML without a browser: the shared
 * frame (language, title, the landmarks, one heading inside <main>, the
 * favicon), and every address a page names inside the site — links, scripts,
 * styles, images — leads to a built file, with its #anchor on that page. The
 * browser then loads each page (tests/e2e/sweep.spec.ts) for what only a
 * browser can tell: nothing wider than the screen, nothing moving, no error,
 * no accessibility violation.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, attr, builtPages, distFiles, htmlFileOf, isDevPage, read, startTags, structureOf, unescapeAttr } from '../site/dist';
import { setLocale, translate } from '../../src/i18n';
import '../../src/i18n/pages';
import { allLocales, LOCALES, pathIn, splitPath, type Locale } from '../../src/i18n/locales';

const pages = builtPages();
const sitePages = pages.filter((p) => !isDevPage(p));

/** The language a page is written in: English at the root, every other language in a folder of its own (/cs/, /zh/…). */
const localeOf = (path: string): Locale => splitPath(path)[0];
/** The languages of this build: those of its pages, in the menu's order (src/i18n/locales.ts). */
const languages = allLocales.filter((l) => sitePages.some((p) => localeOf(p) === l));
for (const l of languages) await setLocale(l);
await setLocale('en');

/** Count of start tags named `tag` whose attributes pass `test`. */
const count = (html: string, tag: string, test: (a: (n: string) => string | undefined) => boolean = () => true): number =>
  startTags(html).filter((t) => t.tag === tag && test((n) => attr(t, n))).length;

/** The text between <main …> and </main> (scripts and styles emptied). */
function mainOf(html: string): string | null {
  const body = structureOf(html);
  const m = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(body);
  return m ? m[1] : null;
}

describe('the build', () => {
  it('contains the home page and every section, and the 404 page', () => {
    for (const path of ['/', '/learn/', '/puzzles/', '/check/', '/playground/', '/about/', '/404.html']) expect(pages, `dist/ should contain ${path}`).toContain(path);
    expect(pages.filter((p) => /^\/puzzles\/[^/]+\/$/.test(p)).length).toBeGreaterThanOrEqual(60);
  });
});

describe('the shared frame on every page', () => {
  it.each(sitePages.map((p) => [p]))('%s', (path) => {
    const html = read(htmlFileOf(path));
    const structure = structureOf(html);
    const locale = localeOf(path);
    expect(/<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1], 'lang of <html>').toBe(LOCALES[locale].lang);
    const title = unescapeAttr(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const [before, after] = translate(locale, 'site.titleSuffix', { title: '\u0000' }).split('\u0000');
    expect(title.startsWith(before) && title.endsWith(after) && title.length > before.length + after.length, `the title "${title}" names the page, then the site`).toBe(true);
    expect(html.includes('⟦'), 'a word missing from a complete language (⟦key⟧)').toBe(false);
    expect(count(html, 'title'), '<title> elements').toBe(1);
    expect(count(html, 'meta', (a) => a('name') === 'viewport'), 'viewport meta').toBe(1);
    expect(count(html, 'meta', (a) => a('name') === 'description' && !!a('content')?.trim()), 'description meta').toBe(1);
    // Landmarks: one site header (banner), the main navigation, one <main>, one footer (contentinfo).
    expect(count(html, 'header', (a) => /\bsite-header\b/.test(a('class') ?? '')), 'the site header').toBe(1);
    expect(count(html, 'nav', (a) => a('aria-label') === translate(locale, 'a11y.mainNav')), 'the main navigation').toBe(1);
    expect(count(html, 'main'), '<main> elements').toBe(1);
    expect(count(html, 'main', (a) => a('id') === 'main'), 'the skip link’s target').toBe(1);
    expect(count(html, 'footer', (a) => /\bsite-footer\b/.test(a('class') ?? '')), 'the site footer').toBe(1);
    expect(count(html, 'link', (a) => a('rel') === 'icon' && a('href') === '/favicon.ico'), 'the favicon').toBe(1);
    // No SVG for the tab's icon: the browser reads one as a document of its own on the page's main thread.
    expect(count(html, 'link', (a) => /\bicon\b/.test(a('rel') ?? '') && /\.svg$/.test(a('href') ?? '')), 'an SVG tab icon').toBe(0);
    // The language menu appears once the site is built in two languages or more, with this page in each of them;
    // the same page in the other languages is named for search engines, by a relative address (no SITE_URL here).
    // A page kept from search engines (the 404 page) is in English only.
    const only = /<meta name="robots"/.test(html);
    expect(html.includes('data-testid="language-switcher"'), 'a language menu').toBe(languages.length > 1 && !only);
    const base = splitPath(path)[1];
    const alternates = startTags(html).filter((t) => t.tag === 'link' && attr(t, 'rel') === 'alternate').map((t) => [attr(t, 'hreflang'), attr(t, 'href')]);
    const menu = startTags(html).filter((t) => t.tag === 'a' && attr(t, 'data-lang-choice')).map((t) => [attr(t, 'data-lang-choice'), attr(t, 'href')]);
    if (languages.length > 1 && !only) {
      expect(alternates, 'hreflang links').toEqual([...languages.map((l) => [LOCALES[l].lang, pathIn(l, base)]), ['x-default', base]]);
      expect(menu, 'the menu’s links').toEqual(languages.map((l) => [l, pathIn(l, base)]));
    } else {
      expect(alternates, 'hreflang links with one language').toEqual([]);
    }
    // Exactly one page heading, inside <main>, with words in it.
    expect(count(html, 'h1'), '<h1> elements').toBe(1);
    const main = mainOf(html);
    expect(main, '<main> and its end').not.toBeNull();
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(main ?? '');
    expect(h1, 'the <h1> is inside <main>').not.toBeNull();
    expect((h1?.[1] ?? '').replace(/<[^>]*>/g, '').trim().length, 'words in the <h1>').toBeGreaterThan(0);
    expect(structure.indexOf('class="skip-link"'), 'the skip link comes first in the body').toBeLessThan(structure.indexOf('<header'));
  });

  it('draws the header’s mark as the site’s icon file draws it (the one is a copy of the other)', () => {
    /** The shapes of a drawing, each as its tag and attributes. */
    const shapes = (markup: string) =>
      startTags(markup)
        .filter((t) => ['rect', 'path', 'circle'].includes(t.tag))
        .map((t) => `${t.tag} ${t.attrs.map(([k, v]) => `${k}=${v}`).join(' ')}`);
    const icon = shapes(readFileSync(join(DIST, 'favicon.svg'), 'utf8'));
    expect(icon.length, 'shapes in favicon.svg').toBeGreaterThan(3);
    const mark = /<svg class="brand__mark"[\s\S]*?<\/svg>/.exec(read('index.html'));
    expect(mark, 'the header’s mark').not.toBeNull();
    expect(shapes(mark![0])).toEqual(icon);
  });
});

/** Where an address inside the site leads in dist/: the file, or null when nothing is built there. */
function fileAt(pathname: string): string | null {
  const clean = decodeURIComponent(pathname);
  const candidates = clean.endsWith('/') ? [`${clean.slice(1)}index.html`] : [clean.slice(1), `${clean.slice(1)}/index.html`, `${clean.slice(1)}.html`];
  for (const c of candidates) {
    const full = join(DIST, c);
    if (existsSync(full) && statSync(full).isFile()) return c;
  }
  return null;
}

/** The ids (and a names) a built page offers as #anchors. */
const anchorsCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let found = anchorsCache.get(file);
  if (!found) {
    found = new Set<string>();
    for (const t of startTags(read(file))) {
      const id = attr(t, 'id');
      if (id) found.add(unescapeAttr(id));
      if (t.tag === 'a' && attr(t, 'name')) found.add(unescapeAttr(attr(t, 'name')!));
    }
    anchorsCache.set(file, found);
  }
  return found;
}

describe('addresses inside the site', () => {
  const LINKING = new Set(['href', 'src', 'xlink:href', 'component-url', 'renderer-url', 'before-hydration-url', 'poster', 'data']);

  it.each(pages.map((p) => [p]))('%s names only addresses that exist', (path) => {
    const file = htmlFileOf(path);
    const broken: string[] = [];
    for (const t of startTags(read(file))) {
      for (const [name, raw] of t.attrs) {
        if (!LINKING.has(name)) continue;
        const value = unescapeAttr(raw).trim();
        if (!value || /^(mailto|tel|data|blob):/i.test(value)) continue;
        const url = new URL(value, new URL(path, 'http://site.invalid'));
        if (url.origin !== 'http://site.invalid') continue; // other hosts: tests/built/security.test.ts forbids them
        const target = url.pathname === new URL(path, 'http://site.invalid').pathname && value.startsWith('#') ? file : fileAt(url.pathname);
        if (!target) {
          broken.push(`<${t.tag} ${name}="${value}">: nothing is built at ${url.pathname}`);
          continue;
        }
        if (!isDevPage(path) && isDevPage(url.pathname)) broken.push(`<${t.tag} ${name}="${value}">: a published page links a test page`);
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash && target.endsWith('.html') && !anchorsOf(target).has(hash)) broken.push(`<${t.tag} ${name}="${value}">: ${target} has no element with id "${hash}"`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the check finds a broken link and a missing anchor (it bites)', () => {
    expect(fileAt('/learn/')).toBe('learn/index.html');
    expect(fileAt('/no-such-page/')).toBeNull();
    expect(anchorsOf('index.html').has('main')).toBe(true);
    expect(anchorsOf('index.html').has('no-such-anchor')).toBe(false);
    expect(distFiles().length).toBeGreaterThan(pages.length);
  });
});
