/**
 * The offline copy of the site, as an Astro integration: after the build it
 * lists every file of dist/ (the /dev/ test pages, the host's _headers file
 * and the service worker itself apart), hashes them into one version, and
 * writes dist/sw.js from src/offline/sw.js with that version and list. The
 * pages register it (src/scripts/offline.ts). It runs after the CSP
 * integration, so the pages it lists are the ones served.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { LOCALES } from '../i18n/locales';

/** Files of the build that are not part of the offline copy. */
const LEFT_OUT = [/^dev\//, /^_headers$/, /^sw\.js$/, /\.map$/];

/** The address a built file is requested by: "learn/index.html" → "/learn/", "index.html" → "/". */
export function addressOf(file: string): string {
  const path = file.split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'index.html'.length)}`;
  return `/${path}`;
}

async function filesUnder(root: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else out.push(relative(root, full).split(sep).join('/'));
    }
  }
  await walk(root);
  return out.filter((f) => !LEFT_OUT.some((r) => r.test(f))).sort();
}

/**
 * The files every visitor keeps (scripts, styles, images, every language's word chunks, the 404 page) and the
 * pages of each language ('en', 'cs', …, by the first segment of their address): the worker keeps the pages of
 * the languages the visitor reads, not all of them (docs/i18n.md, "Offline").
 */
export function splitByLanguage(addresses: readonly string[], segments: readonly string[]): { shared: string[]; pages: Record<string, string[]> } {
  const shared: string[] = [];
  const pages: Record<string, string[]> = { en: [] };
  for (const a of addresses) {
    const isPage = a.endsWith('/') && a !== '/404.html';
    if (!isPage) {
      shared.push(a);
      continue;
    }
    const seg = a.split('/')[1];
    const lang = segments.includes(seg) ? seg : 'en';
    (pages[lang] ??= []).push(a);
  }
  return { shared, pages };
}

/** The service worker's text for the files of `root`: its version is a hash of every file's name and bytes. */
export async function serviceWorkerFor(root: string, template: string): Promise<{ text: string; files: string[]; version: string }> {
  const files = await filesUnder(root);
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update('\0').update(await readFile(join(root, f))).update('\0');
  const version = hash.digest('hex').slice(0, 16);
  const addresses = files.map(addressOf);
  const { shared, pages } = splitByLanguage(addresses, Object.values(LOCALES).map((l) => l.segment).filter(Boolean));
  const text = template
    .replace("'__CARC_VERSION__'", JSON.stringify(version))
    .replace('/* __CARC_FILES__ */ []', JSON.stringify(shared))
    .replace('/* __CARC_PAGES__ */ {}', JSON.stringify(pages));
  if (text.includes('__CARC_')) throw new Error('offline: src/offline/sw.js lost a placeholder');
  return { text, files: addresses, version };
}

export default function offline(): AstroIntegration {
  let project: URL | undefined;
  return {
    name: 'carc-offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        project = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const template = await readFile(fileURLToPath(new URL('src/offline/sw.js', project)), 'utf8');
        const { text, files, version } = await serviceWorkerFor(root, template);
        await writeFile(join(root, 'sw.js'), text);
        logger.info(`sw.js keeps ${files.length} files offline (version ${version})`);
      },
    },
  };
}
