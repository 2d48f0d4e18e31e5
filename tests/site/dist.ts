/**
 * The built site (dist/) as files: its pages, its files, and readers for what
 * the checks over it need (start tags, the Content-Security-Policy, the rules
 * of _headers, a page's scripts). Shared by the checks that need no browser
 * (tests/built/, Vitest) and the browser tests (tests/e2e/, Playwright).
 * Node only; nothing here starts a browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { init, parse as parseModule } from 'es-module-lexer';

/** es-module-lexer's WebAssembly is ready once this has resolved (top-level await: importers wait for it). */
await init;

export const DIST = process.env.CARC_DIST ?? join(process.cwd(), 'dist');

/** Throws a clear message when there is no built site to check. */
export function requireBuild(): void {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No built site in ${DIST}: run \`npm run build:test\` first (\`npm test\` does).`);
  }
}

/** Every file under dist/ (relative paths, '/'-separated), sorted. */
export function distFiles(): string[] {
  requireBuild();
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(DIST, full).split(sep).join('/'));
    }
  };
  walk(DIST);
  return out.sort();
}

/** The URL path of a built HTML file ('index.html' → '/', 'learn/index.html' → '/learn/', '404.html' → '/404.html'). */
export const pathOfHtml = (rel: string): string =>
  rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`;

/** The built HTML file of a URL path ('/learn/' → 'learn/index.html'). */
export const htmlFileOf = (path: string): string => (path.endsWith('.html') ? path.slice(1) : `${path.slice(1)}index.html`);

/**
 * Every page of the built site, as URL paths ('/', '/learn/', …), found by
 * walking dist/ for .html files, so new pages are covered automatically.
 */
export function builtPages(): string[] {
  return distFiles()
    .filter((f) => f.endsWith('.html') && !f.startsWith('_astro/'))
    .map(pathOfHtml)
    .sort();
}

/** A page under /dev/: a test fixture, built only with CARC_DEV_PAGES=1 and never published. */
export const isDevPage = (path: string): boolean => path.startsWith('/dev/');

/**
 * A puzzle's own page (/puzzles/<id>/, /cs/puzzles/<id>/): many pages from one template with different data;
 * /puzzles/yours/ (your own puzzles) is a page of its own.
 */
export const isPuzzlePage = (path: string): boolean =>
  /^(\/[a-z]+)?\/puzzles\/[^/]+\/$/.test(path) && !/^\/[a-z]+\/puzzles\/$/.test(path) && !/\/puzzles\/yours\/$/.test(path);

/**
 * The built pages the browser visits with every check (axe, layout shift,
 * clean load, the JavaScript it loads): every page, except that of the puzzle
 * pages (one template, different data) every tenth is taken — the unit tests
 * check every puzzle file, and the Content-Security-Policy and the clean load
 * are still checked in the browser on every one of them. The /dev/ test pages
 * only with `withDev`.
 */
export function pagesToVisit({ withDev = false } = {}): string[] {
  let nth = 0;
  return builtPages()
    .filter((path) => withDev || !isDevPage(path))
    .filter((path) => !isOtherLanguage(path) || LANGUAGE_SAMPLE.includes(path.replace(/^\/[^/]+/, '')))
    .filter((path) => isOtherLanguage(path) || !isPuzzlePage(path) || nth++ % 10 === 0);
}

/**
 * The pages visited in a language other than English (docs/i18n.md): the same templates as the English pages, so a
 * sample — the home page and one page of each section with an island — at both widths; every page of every language
 * is read without a browser (tests/built/).
 */
export const LANGUAGE_SAMPLE = ['/', '/learn/at-a-glance/', '/puzzles/', '/check/', '/playground/', '/about/'];

/** A page in a language other than English: its address starts with a language's segment (/cs/, /pseudo/…). */
export function isOtherLanguage(path: string): boolean {
  return /^\/(cs|fr|zh|pseudo)\//.test(path);
}

export const read = (file: string): string => readFileSync(join(DIST, file), 'utf8');
export const readBytes = (file: string): Buffer => readFileSync(join(DIST, file));

export interface StartTag {
  tag: string;
  /** Attribute names lower-cased, values as written (character references not decoded). */
  attrs: [string, string][];
  /** Offset of the tag in the markup with scripts, styles and comments emptied (see startTags). */
  index: number;
}

/** The markup with comments removed and the bodies of scripts and styles emptied, offsets kept for tags that remain. */
function withoutCode(markup: string): string {
  // Comments, scripts and styles in document order, so a "<!--" inside a script is not taken for a comment.
  return markup.replace(/<!--[\s\S]*?-->|(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, (_m, open?: string, _el?: string, close?: string) =>
    open ? `${open}${close}` : '',
  );
}

/** Start tags of an HTML/SVG document outside scripts, styles and comments, with attributes (names lower-cased, values raw). */
export function startTags(markup: string): StartTag[] {
  const text = withoutCode(markup);
  return [...text.matchAll(/<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)].map((m) => ({
    tag: m[1].toLowerCase(),
    attrs: [...m[2].matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)].map(
      (a) => [a[1].toLowerCase(), a[2] ?? a[3] ?? a[4] ?? ''] as [string, string],
    ),
    index: m.index ?? 0,
  }));
}

/** Markup with comments removed and scripts and styles emptied: the text the checks of a page's structure read. */
export const structureOf = withoutCode;

export const attr = (t: StartTag, name: string): string | undefined => t.attrs.find(([n]) => n === name)?.[1];

export const unescapeAttr = (s: string): string =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&#x27;/gi, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The content of each CSP meta tag of a page. */
export function metaPolicies(html: string): string[] {
  return startTags(html)
    .filter((t) => t.tag === 'meta' && t.attrs.some(([n, v]) => n === 'http-equiv' && v.toLowerCase() === 'content-security-policy'))
    .map((t) => unescapeAttr(attr(t, 'content') ?? ''));
}

/** A policy as directive → sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** The rules of dist/_headers: path pattern → headers. A malformed line is reported by `problems`. */
export function headerRules(): { rules: HeaderRule[]; problems: string[] } {
  const rules: HeaderRule[] = [];
  const problems: string[] = [];
  for (const line of read('_headers').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    if (!rules.length) problems.push(`header line before any path in _headers: "${line}"`);
    else if (colon <= 0) problems.push(`header line without "name: value" in _headers: "${line}"`);
    else rules[rules.length - 1].headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { rules, problems };
}

/** The headers a static host would send for `pathname`, from _headers (splats only, as used here). */
export function headersFor(pathname: string, rules: readonly HeaderRule[] = headerRules().rules): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const re = new RegExp(`^${rule.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (re.test(pathname)) Object.assign(out, rule.headers);
  }
  return out;
}

/**
 * The modules a bundled ES module imports — static imports and re-exports, and
 * separately dynamic `import("…")` with a literal specifier — resolved against
 * its URL path, as the browser would (es-module-lexer reads them as a parser does).
 */
export function importsOf(code: string, from: string): { static: string[]; dynamic: string[] } {
  const base = new URL(from, 'http://site.invalid');
  const resolve = (s: string) => new URL(s, base).pathname;
  const stat = new Set<string>();
  const dyn = new Set<string>();
  const [imports] = parseModule(code);
  for (const i of imports) {
    if (i.n === undefined) continue; // a dynamic import of a computed specifier: nothing to follow
    if (i.d === -1) stat.add(resolve(i.n));
    else if (i.d >= 0) dyn.add(resolve(i.n));
  }
  return { static: [...stat], dynamic: [...dyn] };
}
