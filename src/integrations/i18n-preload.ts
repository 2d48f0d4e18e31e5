/**
 * Each page's words, fetched with its scripts (docs/i18n.md). The dictionary's
 * areas are loaded by dynamic imports, one chunk per language and area
 * (`check.cs.<hash>.js`, `en.<hash>.js` for the site's English words), so a
 * page loads only its own language's. Left alone, the browser would find those
 * imports only once the island's scripts ran: a second round trip before the
 * island could start. After the build this reads every page, follows its
 * scripts' static imports (islands, renderers, module scripts) and names, as
 * `<link rel="modulepreload">`, the word chunks those scripts import in the
 * page's language (its <html lang>): fetched at once, beside the island. The
 * page budgets (tests/built/budgets.test.ts) count them with the rest.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { init, parse } from 'es-module-lexer';
import { startTags } from './csp';
import { localeOfLang, type Locale } from '../i18n/locales';

/** A chunk of words: `<area>.<locale>.<hash>.js`, or `en.<hash>.js` (the site's English, src/i18n/en.ts); the pseudo-locale's maker. */
const WORDS = /^(?:[a-z]+\.)?(en|cs|fr|zh)\.[\w-]+\.js$/;
const PSEUDO = /^pseudo\.[\w-]+\.js$/;

/** Whether a chunk (its file name) holds words a page in `locale` loads. */
export function isWordsOf(file: string, locale: Locale): boolean {
  const m = WORDS.exec(file);
  if (locale === 'pseudo') return m?.[1] === 'en' || PSEUDO.test(file);
  return m?.[1] === locale;
}

/** The scripts a page starts (module scripts, islands' components and renderers), as site paths. */
export function pageEntries(html: string): { entries: string[]; inline: string[] } {
  const entries = new Set<string>();
  for (const t of startTags(html)) {
    const get = (name: string) => t.attributes.find(([n]) => n === name)?.[1];
    if (t.tag === 'script' && get('src')) entries.add(get('src')!);
    if (t.tag === 'astro-island') {
      for (const a of ['component-url', 'renderer-url', 'before-hydration-url']) if (get(a)) entries.add(get(a)!.replace(/&amp;/g, '&'));
    }
  }
  const inline = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
  return { entries: [...entries], inline };
}

/** Adds the preload links of a page's words to its <head>; the chunks named (site paths). */
export async function preloadWords(html: string, readChunk: (path: string) => Promise<string>): Promise<{ html: string; words: string[] }> {
  const locale = localeOfLang(/<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1]) ?? 'en';
  await init;
  const imports = (code: string, from: string) => {
    const out = { stat: [] as string[], dyn: [] as string[] };
    for (const i of parse(code)[0]) {
      if (i.n === undefined) continue;
      (i.d === -1 ? out.stat : out.dyn).push(new URL(i.n, new URL(from, 'http://site.invalid')).pathname);
    }
    return out;
  };
  const { entries, inline } = pageEntries(html);
  const queue = entries.filter((e) => e.startsWith('/'));
  for (const code of inline) queue.push(...imports(code, '/').stat);
  const seen = new Set<string>();
  const words = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const { stat, dyn } = imports(await readChunk(path), path);
    queue.push(...stat);
    for (const d of dyn) if (isWordsOf(d.slice(d.lastIndexOf('/') + 1), locale)) words.add(d);
  }
  if (!words.size) return { html, words: [] };
  const links = [...words].sort().map((w) => `<link rel="modulepreload" href="${w}">`).join('');
  return { html: html.replace(/<\/head>/i, `${links}</head>`), words: [...words] };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

export default function i18nPreload(): AstroIntegration {
  return {
    name: 'carcassonne:i18n-preload',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const chunks = new Map<string, Promise<string>>();
        const readChunk = (path: string) => {
          let c = chunks.get(path);
          if (!c) chunks.set(path, (c = readFile(join(root, path), 'utf8')));
          return c;
        };
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const { html, words } = await preloadWords(await readFile(file, 'utf8'), readChunk);
          if (words.length) {
            await writeFile(file, html);
            pages++;
          }
        }
        logger.info(`words preloaded on ${pages} page(s)`);
      },
    },
  };
}
