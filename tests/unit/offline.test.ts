import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressOf, serviceWorkerFor } from '../../src/integrations/offline';

const TEMPLATE = readFileSync(join(process.cwd(), 'src/offline/sw.js'), 'utf8');

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'carc-offline-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the offline copy (src/integrations/offline.ts)', () => {
  it('names a built file by the address it is requested at', () => {
    expect(addressOf('index.html')).toBe('/');
    expect(addressOf('learn/index.html')).toBe('/learn/');
    expect(addressOf('learn/roads/index.html')).toBe('/learn/roads/');
    expect(addressOf('404.html')).toBe('/404.html');
    expect(addressOf('_astro/a.js')).toBe('/_astro/a.js');
  });

  it('lists the pages and assets, not the dev pages, the headers file, source maps or itself', async () => {
    const root = site({
      'index.html': 'home',
      'learn/index.html': 'learn',
      'cs/index.html': 'home in Czech',
      'cs/learn/index.html': 'learn in Czech',
      '404.html': 'not found',
      '_astro/app.js': 'js',
      '_astro/app.js.map': '{}',
      'dev/board-host/index.html': 'dev',
      _headers: '/*',
      'sw.js': 'old',
      'manifest.webmanifest': '{}',
    });
    const { files, text, version } = await serviceWorkerFor(root, TEMPLATE);
    expect(files).toEqual(['/404.html', '/_astro/app.js', '/cs/', '/cs/learn/', '/', '/learn/', '/manifest.webmanifest']);
    // What everyone keeps, and the pages by language: the worker keeps those of the languages the visitor reads.
    expect(text).toContain(`const FILES = ${JSON.stringify(['/404.html', '/_astro/app.js', '/manifest.webmanifest'])};`);
    expect(text).toContain(`const PAGES = ${JSON.stringify({ en: ['/', '/learn/'], cs: ['/cs/', '/cs/learn/'] })};`);
    expect(text).toContain(`const VERSION = "${version}";`);
    expect(text).not.toContain('__CARC_');
  });

  it('a change to any file is a new version; the same files the same one', async () => {
    const a = await serviceWorkerFor(site({ 'index.html': 'home', '_astro/app.js': 'one' }), TEMPLATE);
    const b = await serviceWorkerFor(site({ 'index.html': 'home', '_astro/app.js': 'one' }), TEMPLATE);
    const c = await serviceWorkerFor(site({ 'index.html': 'home', '_astro/app.js': 'two' }), TEMPLATE);
    expect(a.version).toBe(b.version);
    expect(c.version).not.toBe(a.version);
  });

  it('the worker answers only same-origin GET requests, evaluates no code and loads nothing else', () => {
    expect(TEMPLATE).toMatch(/request\.method !== 'GET' \|\| new URL\(request\.url\)\.origin !== self\.location\.origin\) return;/);
    expect(TEMPLATE).not.toMatch(/\beval\(|new Function|importScripts|https?:\/\//);
    // A new version waits for the page's Reload rather than taking over a page in use.
    expect(TEMPLATE).toMatch(/if \(event\.data === 'carc:take-over'\) self\.skipWaiting\(\);/);
    expect(TEMPLATE.match(/skipWaiting/g)).toHaveLength(1);
  });
});
