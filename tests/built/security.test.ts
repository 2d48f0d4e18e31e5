/**
 * Security of the built site (issue 6), read from the files in dist/: the
 * Content-Security-Policy on every page (the meta tag) and in dist/_headers
 * (the header a static host sends; written by src/integrations/csp.ts), every
 * inline script and style allowed by its hash and only those, nothing loaded
 * from other hosts, no eval, no inline event handlers. Chromium then loads
 * every page under the policy (tests/e2e/sweep.spec.ts) and proves it is
 * enforced (tests/e2e/security.spec.ts).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { builtPages, distFiles, headerRules, headersFor, htmlFileOf, metaPolicies, parsePolicy, read, startTags, unescapeAttr } from '../site/dist';

const pages = builtPages();
const files = distFiles();
const textFiles = files.filter((f) => /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/.test(f) || f === '_headers');
const jsFiles = files.filter((f) => /\.m?js$/.test(f));

/** The one site-wide policy (every page carries the same). */
const sitePolicy = (): string => metaPolicies(read('index.html'))[0];

describe('the policy in the built files', () => {
  it('every page has exactly one CSP meta tag, first in <head> after the charset, and all pages share it', () => {
    const policy = sitePolicy();
    expect(policy, 'the home page should carry a CSP meta tag').toBeTruthy();
    for (const path of pages) {
      const html = read(htmlFileOf(path));
      expect.soft(metaPolicies(html), `CSP meta tags on ${path}`).toEqual([policy]);
      // A meta policy only governs what comes after it: nothing but <meta charset> may precede it.
      const head = /<head\b[^>]*>([\s\S]*?)<meta\b[^>]*http-equiv="content-security-policy"/i.exec(html);
      expect.soft(head, `${path} should have the CSP meta inside <head>`).not.toBeNull();
      if (head) expect.soft(head[1].replace(/<meta\s+charset="[^"]*"\s*\/?>/i, '').trim(), `what precedes the CSP meta on ${path}`).toBe('');
    }
  });

  it('the policy is strict: own origin only, hashes for inline code, no eval, no plugins', () => {
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

  it('every inline script, style and style attribute is allowed by its hash, and only those', () => {
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

  it('_headers sends the same policy plus frame-ancestors, and the usual hardening headers, for every path', () => {
    const { rules, problems } = headerRules();
    expect(problems).toEqual([]);
    const site = headersFor('/', rules);
    expect(site['content-security-policy']).toBe(`${sitePolicy()}; frame-ancestors 'none'`);
    expect(site['x-content-type-options']).toBe('nosniff');
    expect(site['referrer-policy']).toBeTruthy();
    for (const file of files) {
      expect.soft(headersFor(`/${file}`, rules)['content-security-policy'], `CSP header for /${file}`).toBe(site['content-security-policy']);
    }
  });
});

describe('nothing from elsewhere, nothing evaluated, nothing inline', () => {
  /** XML namespace names: identifiers, never fetched. */
  const NAMESPACES = /^http:\/\/www\.w3\.org\/(2000\/svg|1999\/xlink|1999\/xhtml|1998\/Math\/MathML|XML\/1998\/namespace|2000\/xmlns\/?)$/;

  it('no built file mentions an absolute URL (except XML namespaces)', () => {
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

  it('no page or SVG loads anything through a protocol-relative or javascript: address', () => {
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

  it('no built JavaScript evaluates strings (eval, new Function, string timers)', () => {
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

  it('no page or SVG has inline event-handler attributes', () => {
    const found: string[] = [];
    for (const file of textFiles.filter((f) => /\.(html|svg)$/.test(f))) {
      for (const { tag, attrs } of startTags(read(file))) {
        for (const [name] of attrs) if (/^on[a-z]+$/.test(name)) found.push(`${file}: <${tag} ${name}=…>`);
      }
    }
    expect(found).toEqual([]);
  });
});
