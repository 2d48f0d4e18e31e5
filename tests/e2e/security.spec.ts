/**
 * Security of the built site (issue 6): the Content-Security-Policy on every
 * page and in dist/_headers (written by src/integrations/csp.ts), nothing
 * loaded from other hosts, no eval, no inline event handlers — checked on the
 * files in dist/ and in Chromium, with the policy delivered as the meta tag
 * (what `astro preview` serves) and as the header a static host would send.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { builtPages, watchProblems } from './helpers';

const DIST = join(process.cwd(), 'dist');
const pages = builtPages();

/** Every file under dist/ (relative paths, '/'-separated). */
function distFiles(): string[] {
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

const read = (file: string): string => readFileSync(join(DIST, file), 'utf8');
const htmlFileOf = (path: string): string => (path.endsWith('.html') ? path.slice(1) : `${path.slice(1)}index.html`);
const files = distFiles();
const textFiles = files.filter((f) => /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/.test(f) || f === '_headers');
const jsFiles = files.filter((f) => /\.m?js$/.test(f));

/** Start tags of an HTML/SVG document outside scripts, styles and comments, with attributes (names lower-cased, values raw). */
function startTags(markup: string): { tag: string; attrs: [string, string][] }[] {
  // Comments, scripts and styles in document order, so a "<!--" inside a script is not taken for a comment.
  const text = markup.replace(/<!--[\s\S]*?-->|(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, (_m, open?: string, _el?: string, close?: string) =>
    open ? `${open}${close}` : '',
  );
  return [...text.matchAll(/<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)].map((m) => ({
    tag: m[1].toLowerCase(),
    attrs: [...m[2].matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)].map(
      (a) => [a[1].toLowerCase(), a[2] ?? a[3] ?? a[4] ?? ''] as [string, string],
    ),
  }));
}

const unescapeAttr = (s: string): string => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The content of each CSP meta tag of a page. */
function metaPolicies(html: string): string[] {
  return startTags(html)
    .filter((t) => t.tag === 'meta' && t.attrs.some(([n, v]) => n === 'http-equiv' && v.toLowerCase() === 'content-security-policy'))
    .map((t) => unescapeAttr(t.attrs.find(([n]) => n === 'content')?.[1] ?? ''));
}

/** A policy as directive → sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

let cachedRules: { pattern: string; headers: Record<string, string> }[] | undefined;

/** The rules of dist/_headers: path pattern → headers. */
function headerRules(): { pattern: string; headers: Record<string, string> }[] {
  if (cachedRules) return cachedRules;
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of read('_headers').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    expect(rules.length, `header line before any path in _headers: "${line}"`).toBeGreaterThan(0);
    expect(colon, `header line without "name: value" in _headers: "${line}"`).toBeGreaterThan(0);
    rules[rules.length - 1].headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  cachedRules = rules;
  return rules;
}

/** The headers a static host would send for `pathname`, from _headers (splats only, as used here). */
function headersFor(pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of headerRules()) {
    const re = new RegExp(`^${rule.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (re.test(pathname)) Object.assign(out, rule.headers);
  }
  return out;
}

/** The one site-wide policy (every page carries the same). */
const sitePolicy = (): string => metaPolicies(read('index.html'))[0];

test.describe('the policy in the built files', () => {
  test('every page has exactly one CSP meta tag, first in <head> after the charset, and all pages share it', () => {
    const policy = sitePolicy();
    expect(policy, 'the home page should carry a CSP meta tag').toBeTruthy();
    for (const path of pages) {
      const html = read(htmlFileOf(path));
      expect(metaPolicies(html), `CSP meta tags on ${path}`).toEqual([policy]);
      // A meta policy only governs what comes after it: nothing but <meta charset> may precede it.
      const head = /<head\b[^>]*>([\s\S]*?)<meta\b[^>]*http-equiv="content-security-policy"/i.exec(html);
      expect(head, `${path} should have the CSP meta inside <head>`).not.toBeNull();
      expect(head![1].replace(/<meta\s+charset="[^"]*"\s*\/?>/i, '').trim(), `what precedes the CSP meta on ${path}`).toBe('');
    }
  });

  test('the policy is strict: own origin only, hashes for inline code, no eval, no plugins', () => {
    const d = parsePolicy(sitePolicy());
    expect(d.get('default-src')).toEqual(["'none'"]);
    const scriptSrc = d.get('script-src') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    for (const source of scriptSrc.slice(1)) expect(source, 'script-src may only add hashes to self').toMatch(/^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/);
    for (const [name, sources] of d) {
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'", '*', 'data:', 'blob:', 'http:', 'https:']) {
        expect(sources, `${name} must not allow ${bad}`).not.toContain(bad);
      }
      for (const source of sources) expect(source, `${name} must not name a host`).toMatch(/^'/);
    }
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('worker-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('img-src')).toEqual(["'self'"]);
    expect(d.get('style-src-elem')?.[0]).toBe("'self'");
    expect(d.get('style-src-attr')?.[0]).toMatch(/^'(unsafe-hashes|none)'$/);
    // Ignored in a meta tag (and Chromium logs an error): it belongs in the header only.
    expect(d.has('frame-ancestors')).toBe(false);
  });

  test('every inline script, style and style attribute is allowed by its hash, and only those', () => {
    const d = parsePolicy(sitePolicy());
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const attrs = new Set<string>();
    for (const path of pages) {
      const html = read(htmlFileOf(path));
      for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) if (!/\ssrc=/.test(m[1])) scripts.add(hash(m[2]));
      for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(hash(m[1]));
      for (const t of startTags(html)) for (const [n, v] of t.attrs) if (n === 'style') attrs.add(hash(unescapeAttr(v)));
    }
    expect(new Set(d.get('script-src')!.slice(1))).toEqual(scripts);
    expect(new Set(d.get('style-src-elem')!.slice(1))).toEqual(styles);
    expect(new Set(d.get('style-src-attr')!.filter((s) => s.startsWith("'sha")))).toEqual(attrs);
  });

  test('_headers sends the same policy plus frame-ancestors, and the usual hardening headers, for every path', () => {
    const site = headersFor('/');
    expect(site['content-security-policy']).toBe(`${sitePolicy()}; frame-ancestors 'none'`);
    expect(site['x-content-type-options']).toBe('nosniff');
    expect(site['referrer-policy']).toBeTruthy();
    for (const file of files) {
      expect(headersFor(`/${file}`)['content-security-policy'], `CSP header for /${file}`).toBe(site['content-security-policy']);
    }
  });
});

test.describe('nothing from elsewhere, nothing evaluated, nothing inline', () => {
  /** XML namespace names: identifiers, never fetched. */
  const NAMESPACES = /^http:\/\/www\.w3\.org\/(2000\/svg|1999\/xlink|1999\/xhtml|1998\/Math\/MathML|XML\/1998\/namespace|2000\/xmlns\/?)$/;

  test('no built file mentions an absolute URL (except XML namespaces)', () => {
    expect(textFiles.length).toBeGreaterThan(pages.length);
    const found: string[] = [];
    for (const file of textFiles) {
      const text = read(file);
      for (const m of text.matchAll(/\b(?:https?|wss?|ftp):\/\/[^\s"'`<>)\\]*/gi)) {
        if (!NAMESPACES.test(m[0])) found.push(`${file}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  test('no page or SVG loads anything through a protocol-relative or javascript: address', () => {
    const found: string[] = [];
    for (const file of textFiles.filter((f) => /\.(html|svg)$/.test(f))) {
      for (const { tag, attrs } of startTags(read(file))) {
        for (const [name, value] of attrs) {
          if (!['src', 'href', 'srcset', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'background', 'manifest', 'ping'].includes(name)) continue;
          const v = unescapeAttr(value).trim();
          if (/^\/\//.test(v) || /(^|,\s*)\/\//.test(v)) found.push(`${file}: <${tag} ${name}="${v}">`);
          if (/^\s*(javascript|vbscript):/i.test(v)) found.push(`${file}: <${tag} ${name}="${v}">`);
          if (/^data:/i.test(v) && tag !== 'img') found.push(`${file}: <${tag} ${name}="${v.slice(0, 40)}…">`);
        }
      }
    }
    for (const file of textFiles.filter((f) => f.endsWith('.css'))) {
      for (const m of read(file).matchAll(/url\(\s*['"]?([^'")]*)/g)) if (/^(\/\/|[a-z]+:)/i.test(m[1])) found.push(`${file}: url(${m[1]})`);
      for (const m of read(file).matchAll(/@import\s+([^;]+)/g)) found.push(`${file}: @import ${m[1]}`);
    }
    expect(found).toEqual([]);
  });

  test('no built JavaScript evaluates strings (eval, new Function, string timers)', () => {
    expect(jsFiles.length).toBeGreaterThan(0);
    // Comlink is bundled into these files, so its build is covered too.
    expect(
      jsFiles.some((f) => read(f).includes('Comlink.')),
      'Comlink should be bundled in dist/_astro (otherwise this test no longer covers it)',
    ).toBe(true);
    const found: string[] = [];
    const patterns = [/\beval\s*\(/, /\bnew\s+Function\s*\(/, /(^|[^.\w$])Function\s*\(\s*["'`]/, /\bset(Timeout|Interval)\s*\(\s*["'`]/, /\bimportScripts\s*\(/];
    for (const file of jsFiles) {
      const code = read(file);
      for (const re of patterns) {
        const m = re.exec(code);
        if (m) found.push(`${file}: …${code.slice(Math.max(0, m.index - 30), m.index + 40)}…`);
      }
    }
    for (const path of pages) {
      for (const m of read(htmlFileOf(path)).matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
        for (const re of patterns) if (re.test(m[1])) found.push(`${path}: inline script matches ${re}`);
      }
    }
    expect(found).toEqual([]);
  });

  test('no page or SVG has inline event-handler attributes', () => {
    const found: string[] = [];
    for (const file of textFiles.filter((f) => /\.(html|svg)$/.test(f))) {
      for (const { tag, attrs } of startTags(read(file))) {
        for (const [name] of attrs) if (/^on[a-z]+$/.test(name)) found.push(`${file}: <${tag} ${name}=…>`);
      }
    }
    expect(found).toEqual([]);
  });
});

/** Records CSP violations reported to the page (the document's `securitypolicyviolation` events). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample ? `"${e.sample}"` : ''} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** Serves every response with the headers dist/_headers gives its path, as a static host would. */
async function sendStaticHostHeaders(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch();
    const extra = headersFor(url.pathname);
    if (extra['content-security-policy']) seen.push(url.pathname);
    await route.fulfill({ response, headers: { ...response.headers(), ...extra } });
  });
  return seen;
}

for (const delivery of ['meta tag', 'meta tag and _headers header'] as const) {
  test.describe(`in Chromium, with the policy as ${delivery}`, () => {
    // Requests the page still makes as the test ends (the engine worker's script, say) find the page closing:
    // their handlers are dropped rather than failing the test on a response the teardown has disposed.
    test.afterEach(async ({ page }) => {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    for (const path of pages) {
      test(`${path} loads without a CSP violation`, async ({ page, baseURL }) => {
        const watch = watchProblems(page, new URL(baseURL!).origin);
        await recordViolations(page);
        const withHeader = delivery !== 'meta tag' ? await sendStaticHostHeaders(page) : [];
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (withHeader.length) expect(withHeader, 'the page itself should have been sent with the CSP header').toContain(new URL(path, baseURL).pathname);
        expect(await violations(page)).toEqual([]);
        expect(watch.problems).toEqual([]);
      });
    }

    test('the engine worker starts under the policy', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await recordViolations(page);
      const withHeader = delivery !== 'meta tag' ? await sendStaticHostHeaders(page) : [];
      await page.goto('/dev/engine/'); // the test page with the live engine line (the home page starts no worker)
      const status = page.getByTestId('engine-status');
      // A worker starting on a busy machine may take longer than an assertion's usual 5 s.
      await expect(status).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      // Under the header the worker script gets the policy too (a worker's CSP comes from its own response).
      if (withHeader.length) expect(withHeader.some((p) => /\/_astro\/engine\.worker[^/]*\.js$/.test(p))).toBe(true);
      expect(await violations(page)).toEqual([]);
      expect(watch.problems).toEqual([]);
    });
  });
}

test('the policy is enforced: injected scripts, handlers and eval do not run', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/');
  const outcome = await page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const s = document.createElement('script');
    s.textContent = 'window.__injectedScript = true;';
    document.body.append(s);
    const div = document.createElement('div');
    div.innerHTML = '<img src="/favicon.svg" onload="window.__injectedHandler = true">';
    document.body.append(div);
    const b = document.createElement('button');
    b.setAttribute('onclick', 'window.__injectedClick = true');
    document.body.append(b);
    b.click();
    // DevTools lets code it evaluates use eval; a timer callback runs later, as page code, under the policy.
    const later = <T,>(fn: () => T): Promise<string> =>
      new Promise((resolve) =>
        setTimeout(() => {
          try {
            fn();
            resolve('ran');
          } catch (e) {
            resolve(e instanceof Error ? e.name : String(e));
          }
        }, 0),
      );
    const evalOutcome = await later(() => (0, eval)('1 + 1'));
    const functionOutcome = await later(() => new Function('return 1')());
    await new Promise((r) => setTimeout(r, 300));
    return {
      script: w.__injectedScript ?? false,
      handler: w.__injectedHandler ?? false,
      click: w.__injectedClick ?? false,
      eval: evalOutcome,
      fn: functionOutcome,
    };
  });
  expect(outcome).toEqual({ script: false, handler: false, click: false, eval: 'EvalError', fn: 'EvalError' });
  const seen = await violations(page);
  expect(seen.some((v) => v.startsWith('script-src-elem'))).toBe(true);
  expect(seen.some((v) => v.startsWith('script-src-attr'))).toBe(true);
  expect(seen.some((v) => v.startsWith('script-src') && v.includes('eval'))).toBe(true);
});
