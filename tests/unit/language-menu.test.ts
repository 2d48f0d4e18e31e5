/**
 * The language menu's closing logic (src/layouts/language-menu.ts), with a
 * fake document: Escape closes it and returns focus to its button; a press or
 * the focus landing outside closes it; inside, it stays open.
 */
import { describe, expect, it } from 'vitest';
import { closeOnKey, closeOnOutside, keepLanguage, keptLanguage, languageToOffer, LANGUAGE_KEY, wireLanguageMenus, type DocumentLike, type MenuElement } from '../../src/layouts/language-menu';
import { localeOfLang } from '../../src/i18n/locales';

function fakeMenu(open = true) {
  const inside = { name: 'a link in the menu' };
  const summary = { focused: 0, focus() {
    this.focused++;
  } };
  const menu: MenuElement & { summary: typeof summary; inside: typeof inside } = {
    open,
    summary,
    inside,
    contains: (node) => node === inside || node === summary,
    querySelector: () => summary,
  };
  return menu;
}

function fakeDocument(menus: MenuElement[]) {
  const listeners: Record<string, ((e: { key?: string; target: unknown }) => void)[]> = {};
  const doc: DocumentLike & { fire(type: string, e: { key?: string; target: unknown }): void } = {
    querySelectorAll: (selector) => (selector === 'details[data-lang-menu]' ? menus : []),
    addEventListener: (type, listener) => void (listeners[type] ??= []).push(listener),
    fire: (type, e) => listeners[type]?.forEach((l) => l(e)),
  };
  return doc;
}

describe('language menu', () => {
  it('Escape closes an open menu and puts the focus back on its button', () => {
    const menu = fakeMenu();
    expect(closeOnKey(menu, 'Enter')).toBe(false);
    expect(menu.open).toBe(true);
    expect(closeOnKey(menu, 'Escape')).toBe(true);
    expect(menu.open).toBe(false);
    expect(menu.summary.focused).toBe(1);
    // A closed menu is left alone (the focus is not pulled back to it).
    expect(closeOnKey(menu, 'Escape')).toBe(false);
    expect(menu.summary.focused).toBe(1);
  });

  it('a press outside closes it; inside it stays open', () => {
    const menu = fakeMenu();
    expect(closeOnOutside(menu, menu.inside)).toBe(false);
    expect(menu.open).toBe(true);
    expect(closeOnOutside(menu, { name: 'the page' })).toBe(true);
    expect(menu.open).toBe(false);
  });

  it('is wired to the document: keydown, pointerdown and focusin', () => {
    const menus = [fakeMenu(), fakeMenu()];
    const doc = fakeDocument(menus);
    expect(wireLanguageMenus(doc)).toBe(2);
    doc.fire('pointerdown', { target: menus[0].inside });
    expect(menus.map((m) => m.open)).toEqual([true, false]);
    menus[1].open = true;
    doc.fire('keydown', { key: 'Escape', target: menus[1].inside });
    expect(menus.map((m) => m.open)).toEqual([false, false]);
    menus[0].open = true;
    doc.fire('focusin', { target: menus[0].inside });
    expect(menus[0].open).toBe(true);
    // Focus landing on an element that holds the menu (a click inside it focused <main tabindex="-1">) keeps it open.
    doc.fire('focusin', { target: { contains: (n: unknown) => n === menus[0] || n === menus[1] } });
    expect(menus[0].open).toBe(true);
    doc.fire('focusin', { target: { name: 'the next link' } });
    expect(menus[0].open).toBe(false);
  });

  it('does nothing on a page without a menu', () => {
    const doc = fakeDocument([]);
    expect(wireLanguageMenus(doc)).toBe(0);
  });
});

describe('the language chosen, and the offer of another', () => {
  it('remembers a choice in the site storage envelope, and reads back only a language the page knows', () => {
    const kept: Record<string, string> = {};
    const storage = { getItem: (k: string) => kept[k] ?? null, setItem: (k: string, v: string) => void (kept[k] = v) };
    expect(keptLanguage(storage, ['en', 'cs'])).toBeNull();
    keepLanguage(storage, 'cs');
    expect(kept[LANGUAGE_KEY]).toBe('{"version":1,"data":"cs"}');
    expect(keptLanguage(storage, ['en', 'cs'])).toBe('cs');
    expect(keptLanguage(storage, ['en', 'fr'])).toBeNull();
    kept[LANGUAGE_KEY] = 'not json';
    expect(keptLanguage(storage, ['en', 'cs'])).toBeNull();
    // A browser that keeps nothing: no choice, and no error.
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(() => keepLanguage(refusing, 'cs')).not.toThrow();
    expect(keptLanguage(refusing, ['en'])).toBeNull();
    expect(keptLanguage(null, ['en'])).toBeNull();
  });

  it('offers the remembered language, else the browser’s first that the site has; never the page’s own', () => {
    const offer = (page: string, kept: string | null, browser: string[]) => languageToOffer(page, ['en', 'cs', 'fr', 'zh'].filter((l) => l !== page), kept, browser, localeOfLang);
    expect(offer('en', null, ['cs-CZ', 'en'])).toBe('cs');
    expect(offer('en', null, ['de-DE', 'fr-CA'])).toBe('fr');
    expect(offer('en', null, ['en-GB', 'cs'])).toBeNull();
    expect(offer('cs', null, ['cs'])).toBeNull();
    expect(offer('en', null, ['zh-TW'])).toBeNull();
    expect(offer('en', null, ['zh-CN'])).toBe('zh');
    expect(offer('fr', 'cs', ['fr'])).toBe('cs');
    expect(offer('cs', 'cs', ['fr'])).toBeNull();
    expect(offer('en', 'en', ['cs'])).toBeNull();
    expect(languageToOffer('en', ['pseudo'], null, ['cs'], localeOfLang)).toBeNull();
  });
});
