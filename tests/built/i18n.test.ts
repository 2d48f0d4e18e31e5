/**
 * Each page in its own language, read from dist/ (docs/i18n.md): it loads the
 * words of its language only — an English page no other language's, a Czech
 * page no English — and its links inside the site stay in its language (the
 * language menu, the hreflang links and the offer of another language apart).
 */
import { describe, expect, it } from 'vitest';
import { attr, builtPages, htmlFileOf, importsOf, isDevPage, read, startTags } from '../site/dist';
import { isWordsOf } from '../../src/integrations/i18n-preload';
import { splitPath } from '../../src/i18n/locales';

const pages = builtPages().filter((p) => !isDevPage(p));
const WORDS = /^(?:[a-z]+\.)?(en|cs|fr|zh)\.[\w-]+\.js$|^pseudo\.[\w-]+\.js$/;

/** Every script a page loads as it opens, and every chunk those may load later (dynamic imports). */
function scriptsOf(path: string): { loaded: Set<string>; later: Set<string> } {
  const html = read(htmlFileOf(path));
  const queue: string[] = [];
  for (const t of startTags(html)) {
    for (const a of ['src', 'component-url', 'renderer-url', 'before-hydration-url']) if ((t.tag === 'script' || t.tag === 'astro-island') && attr(t, a)) queue.push(attr(t, a)!.replace(/&amp;/g, '&'));
    if (t.tag === 'link' && attr(t, 'rel') === 'modulepreload') queue.push(attr(t, 'href')!);
  }
  const loaded = new Set<string>();
  const later = new Set<string>();
  while (queue.length) {
    const p = queue.shift()!;
    if (loaded.has(p) || !p.startsWith('/')) continue;
    loaded.add(p);
    const i = importsOf(read(p.slice(1)), p);
    queue.push(...i.static);
    for (const d of i.dynamic) later.add(d);
  }
  return { loaded, later };
}

const file = (p: string) => p.slice(p.lastIndexOf('/') + 1);

describe('every page loads the words of its language only', () => {
  it.each(pages.map((p) => [p]))('%s', (path) => {
    const locale = splitPath(path)[0];
    const { loaded } = scriptsOf(path);
    const words = [...loaded].filter((p) => WORDS.test(file(p)));
    const foreign = words.filter((p) => !isWordsOf(file(p), locale));
    expect(foreign, `${path} (${locale}) loads words of another language`).toEqual([]);
  });

  it('an island page preloads its words, and the check finds another language’s chunk (it bites)', () => {
    const { loaded, later } = scriptsOf('/check/');
    expect([...loaded].some((p) => /\/check\.en\.[\w-]+\.js$/.test(p)), 'the checker’s English words, preloaded').toBe(true);
    expect([...later].some((p) => WORDS.test(file(p))), 'word chunks named by dynamic imports').toBe(true);
    expect(isWordsOf('check.cs.abc.js', 'en')).toBe(false);
    expect(isWordsOf('core.en.abc.js', 'pseudo')).toBe(true);
  });
});

describe('links stay in the page’s language', () => {
  it.each(pages.filter((p) => p !== '/404.html').map((p) => [p]))('%s', (path) => {
    const locale = splitPath(path)[0];
    const wrong: string[] = [];
    for (const t of startTags(read(htmlFileOf(path)))) {
      if (t.tag !== 'a' || attr(t, 'data-lang-choice') || attr(t, 'hreflang')) continue;
      const href = attr(t, 'href');
      if (!href || !href.startsWith('/') || /\.\w+$/.test(href.split(/[?#]/)[0])) continue;
      if (splitPath(href)[0] !== locale) wrong.push(href);
    }
    expect(wrong, `links of ${path} to pages in another language`).toEqual([]);
  });
});
