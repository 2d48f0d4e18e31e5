/**
 * Content-Security-Policy for the built site (issue 6), as an Astro integration.
 *
 * After `astro build` it reads every page in dist/, hashes each inline
 * <script>, inline <style> and style="…" attribute the build emitted, and
 *   - puts one `<meta http-equiv="content-security-policy">` at the top of
 *     every page's <head> (right after <meta charset>), and
 *   - adds the same policy plus `frame-ancestors 'none'` (which only works as
 *     a header) to the `/*` block of dist/_headers (copied from public/_headers;
 *     the format Netlify and Cloudflare Pages read).
 * One policy for the whole site: the union of every page's hashes, so the
 * header and the meta tags always agree.
 *
 * Why not Astro's `experimental.csp`: it hashes Astro's own inline scripts and
 * styles, but it cannot allow style="…" attributes by hash (no
 * `style-src-attr`/'unsafe-hashes'), and once style-src holds hashes browsers
 * ignore 'unsafe-inline' — so the server-rendered style attributes (the home
 * page's card accents, the playground's colour swatches) would be refused.
 * It also cannot write the header file. Hashing the finished HTML covers
 * whatever any page emits, `is:inline` scripts included.
 *
 * No inline event handlers, no eval: the policy has no 'unsafe-inline' and no
 * 'unsafe-eval' for scripts (tests/built/security.test.ts checks the build).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** What a page runs or applies inline, which the policy must allow by hash. */
export interface InlineSources {
  /** Text of each <script> without a src. */
  scripts: string[];
  /** Text of each <style> element. */
  styles: string[];
  /** Value of each style="…" attribute, entities decoded (what the browser hashes). */
  styleAttributes: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references an attribute value can hold (named ones limited to the common few). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Comments, scripts and styles, in document order (a "<!--" inside a script is script text, not a comment). */
const RAW = /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>/gi;

/** Every start tag of `html` (outside scripts, styles and comments) with its attributes, names lower-cased. */
export function startTags(html: string): { tag: string; attributes: [string, string | undefined][] }[] {
  const markup = html.replace(RAW, (_whole, element: string | undefined, attrs: string) => (element ? `<${element}${attrs}></${element}>` : ''));
  const tags: { tag: string; attributes: [string, string | undefined][] }[] = [];
  for (const m of markup.matchAll(/<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const attributes: [string, string | undefined][] = [];
    for (const a of m[2].matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      const raw = a[2] ?? a[3] ?? a[4];
      attributes.push([a[1].toLowerCase(), raw === undefined ? undefined : decodeAttribute(raw)]);
    }
    tags.push({ tag: m[1].toLowerCase(), attributes });
  }
  return tags;
}

/** The inline scripts, styles and style attributes of one page. */
export function inlineSources(html: string): InlineSources {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(RAW)) {
    const [, element, attrs, text] = m;
    if (element?.toLowerCase() === 'script' && !/\ssrc\s*=/i.test(attrs)) scripts.push(text);
    else if (element?.toLowerCase() === 'style') styles.push(text);
  }
  const styleAttributes: string[] = [];
  for (const { attributes } of startTags(html)) {
    for (const [name, value] of attributes) if (name === 'style' && value !== undefined) styleAttributes.push(value);
  }
  return { scripts, styles, styleAttributes };
}

/** A CSP hash source for `text`: 'sha256-…' of its UTF-8 bytes. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (xs: string[]): string[] => [...new Set(xs)].sort();

/** The policy for a site whose pages together have these inline sources. */
export function buildPolicy(sources: InlineSources): { meta: string; header: string } {
  const scripts = unique(sources.scripts.map(hashSource));
  const styles = unique(sources.styles.map(hashSource));
  const attrs = unique(sources.styleAttributes.map(hashSource));
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scripts],
    // For browsers without style-src-elem/-attr; the two below are what current browsers use.
    ['style-src', "'self'", ...(attrs.length ? ["'unsafe-hashes'"] : []), ...unique([...styles, ...attrs])],
    ['style-src-elem', "'self'", ...styles],
    ['style-src-attr', ...(attrs.length ? ["'unsafe-hashes'", ...attrs] : ["'none'"])],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  const meta = directives.map((d) => d.join(' ')).join('; ');
  // frame-ancestors is ignored (with a console error) in a meta tag: header only.
  return { meta, header: `${meta}; frame-ancestors 'none'` };
}

const escapeAttribute = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `html` with the policy's meta tag first in <head> (after <meta charset>, which must stay first). */
export function insertMeta(html: string, policy: string, file = 'page'): string {
  if (/<meta\b[^>]*http-equiv\s*=\s*["']?content-security-policy/i.test(html)) {
    throw new Error(`${file} already has a Content-Security-Policy meta tag; the csp integration (src/integrations/csp.ts) writes the only one — remove it from the page.`);
  }
  const tag = `<meta http-equiv="content-security-policy" content="${escapeAttribute(policy)}">`;
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + tag + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error(`${file} has no <head>, so it cannot carry the Content-Security-Policy meta tag.`);
  return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
}

/** The _headers file with `Content-Security-Policy` added to its `/*` block. */
export function addHeader(headers: string, policy: string): string {
  if (/^\s*content-security-policy\s*:/im.test(headers)) {
    throw new Error('public/_headers already sets Content-Security-Policy; remove that line — the build adds the policy (src/integrations/csp.ts) so it matches the pages.');
  }
  const lines = headers.split('\n');
  const block = lines.findIndex((line) => line.trim() === '/*');
  if (block < 0) throw new Error('public/_headers has no "/*" block for the site-wide headers; add a line "/*" followed by indented headers.');
  lines.splice(block + 1, 0, `  Content-Security-Policy: ${policy}`);
  return lines.join('\n');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out.sort();
}

export default function contentSecurityPolicy(): AstroIntegration {
  return {
    name: 'carcassonne:csp',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = await htmlFiles(root);
        const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })));
        const all: InlineSources = { scripts: [], styles: [], styleAttributes: [] };
        for (const { html } of pages) {
          const s = inlineSources(html);
          all.scripts.push(...s.scripts);
          all.styles.push(...s.styles);
          all.styleAttributes.push(...s.styleAttributes);
        }
        const policy = buildPolicy(all);
        await Promise.all(pages.map(({ file, html }) => writeFile(file, insertMeta(html, policy.meta, file))));
        const headersFile = join(root, '_headers');
        let headers: string;
        try {
          headers = await readFile(headersFile, 'utf8');
        } catch {
          throw new Error('dist/_headers is missing: public/_headers (the static host headers, with a "/*" block) must exist.');
        }
        await writeFile(headersFile, addHeader(headers, policy.header));
        logger.info(
          `Content-Security-Policy on ${pages.length} page(s) and in _headers: ` +
            `${unique(all.scripts).length} inline script(s), ${unique(all.styles).length} inline style(s), ` +
            `${unique(all.styleAttributes).length} style attribute value(s) allowed by hash.`,
        );
      },
    },
  };
}
