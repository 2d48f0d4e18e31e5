/**
 * The Content-Security-Policy integration (src/integrations/csp.ts) on small
 * hand-written pages; no build needed. The built site itself is checked in
 * tests/e2e/security.spec.ts (after `astro build`, in Chromium).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addHeader, buildPolicy, decodeAttribute, hashSource, inlineSources, insertMeta } from '../../src/integrations/csp';

const directives = (policy: string): Map<string, string[]> =>
  new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

describe('hashes', () => {
  it('matches the CSP specification’s example hash', () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes UTF-8 bytes, so non-ASCII text hashes as the browser does', () => {
    expect(hashSource('é')).not.toBe(hashSource('e'));
    const utf8 = createHash('sha256').update(Buffer.from([0xc3, 0xa9])).digest('base64');
    expect(hashSource('é')).toBe(`'sha256-${utf8}'`);
  });

  it('decodes character references in attribute values', () => {
    expect(decodeAttribute('a &amp; b &quot;c&quot; &#39;d&#x27; &lt;e&gt;')).toBe(`a & b "c" 'd' <e>`);
    expect(decodeAttribute('&unknown; stays')).toBe('&unknown; stays');
  });
});

describe('inline sources of a page', () => {
  const page = `<!doctype html><html><head><meta charset="utf-8">
    <script type="module" src="/_astro/a.js"></script>
    <script>console.log("one")</script>
    <style>body{margin:0}</style>
    <!-- <script>commented()</script> <b style="color:red"> -->
  </head><body>
    <p style="--accent: var(--green)">x</p>
    <span style='background:#fff;font-family:&quot;A&quot;'>y</span>
    <script type="module">const s = '<i style="nope"><!--';</script>
  </body></html>`;

  it('finds inline scripts (not external ones), styles and decoded style attributes, outside comments and scripts', () => {
    const s = inlineSources(page);
    expect(s.scripts).toEqual(['console.log("one")', `const s = '<i style="nope"><!--';`]);
    expect(s.styles).toEqual(['body{margin:0}']);
    expect(s.styleAttributes).toEqual(['--accent: var(--green)', 'background:#fff;font-family:"A"']);
  });
});

describe('the policy', () => {
  const policy = buildPolicy({ scripts: ['a()', 'a()'], styles: ['p{}'], styleAttributes: ['color:red'] });
  const meta = directives(policy.meta);

  it('allows the site itself and the hashed inline code, nothing else', () => {
    expect(meta.get('default-src')).toEqual(["'none'"]);
    expect(meta.get('script-src')).toEqual(["'self'", hashSource('a()')]);
    expect(meta.get('style-src-elem')).toEqual(["'self'", hashSource('p{}')]);
    expect(meta.get('style-src-attr')).toEqual(["'unsafe-hashes'", hashSource('color:red')]);
    expect(meta.get('object-src')).toEqual(["'none'"]);
    expect(meta.get('worker-src')).toEqual(["'self'"]);
    expect(meta.get('base-uri')).toEqual(["'self'"]);
    expect(meta.get('form-action')).toEqual(["'self'"]);
    expect(policy.meta).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
  });

  it('refuses every style attribute when the pages have none', () => {
    const none = directives(buildPolicy({ scripts: [], styles: [], styleAttributes: [] }).meta);
    expect(none.get('style-src-attr')).toEqual(["'none'"]);
    expect(none.get('style-src')).toEqual(["'self'"]);
    expect(none.get('script-src')).toEqual(["'self'"]);
  });

  it('puts frame-ancestors only in the header (a meta tag cannot carry it)', () => {
    expect(meta.has('frame-ancestors')).toBe(false);
    expect(policy.header).toBe(`${policy.meta}; frame-ancestors 'none'`);
  });
});

describe('writing the policy', () => {
  it('puts the meta tag right after <meta charset>, before anything it governs', () => {
    const html = '<html><head><meta charset="utf-8"><script>x()</script></head></html>';
    expect(insertMeta(html, "default-src 'none'")).toBe(
      `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'none'"><script>x()</script></head></html>`,
    );
  });

  it('falls back to the start of <head>, and refuses a page without one or with a policy of its own', () => {
    expect(insertMeta('<head lang="en"><title>t</title>', 'p')).toBe('<head lang="en"><meta http-equiv="content-security-policy" content="p"><title>t</title>');
    expect(() => insertMeta('<p>no head</p>', 'p', 'dist/x.html')).toThrow(/dist\/x\.html has no <head>/);
    expect(() => insertMeta('<head><meta http-equiv="Content-Security-Policy" content="x">', 'p', 'dist/y.html')).toThrow(/dist\/y\.html already has/);
  });

  it('adds the header to the "/*" block of _headers, and refuses a file without one or with its own policy', () => {
    const file = '# c\n/*\n  X-Content-Type-Options: nosniff\n\n/_astro/*\n  Cache-Control: immutable\n';
    expect(addHeader(file, 'p')).toBe('# c\n/*\n  Content-Security-Policy: p\n  X-Content-Type-Options: nosniff\n\n/_astro/*\n  Cache-Control: immutable\n');
    expect(() => addHeader('/_astro/*\n  A: b\n', 'p')).toThrow(/no "\/\*" block/);
    expect(() => addHeader('/*\n  content-security-policy: x\n', 'p')).toThrow(/already sets Content-Security-Policy/);
  });
});
