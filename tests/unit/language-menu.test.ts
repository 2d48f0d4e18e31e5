/**
 * The language menu's closing logic (src/layouts/language-menu.ts), with a
 * fake document: Escape closes it and returns focus to its button; a press or
 * the focus landing outside closes it; inside, it stays open.
 */
import { describe, expect, it } from 'vitest';
import { closeOnKey, closeOnOutside, wireLanguageMenus, type DocumentLike, type MenuElement } from '../../src/layouts/language-menu';

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
