/**
 * The language menu (LanguageSwitcher.astro, a <details> element) closes like
 * any menu: on Escape (focus goes back to its button) and when the pointer or
 * the focus goes somewhere else on the page.
 */

/** The parts of a <details data-lang-menu> element used here. */
export interface MenuElement {
  open: boolean;
  contains(node: unknown): boolean;
  querySelector(selector: 'summary'): { focus(): void } | null;
}

/** Closes an open menu on Escape, returning focus to its button; true when it closed. */
export function closeOnKey(menu: MenuElement, key: string): boolean {
  if (!menu.open || key !== 'Escape') return false;
  menu.open = false;
  menu.querySelector('summary')?.focus();
  return true;
}

/** Closes an open menu when a press or the focus lands outside it; true when it closed. */
export function closeOnOutside(menu: MenuElement, target: unknown): boolean {
  if (!menu.open || menu.contains(target)) return false;
  menu.open = false;
  return true;
}

/** The parts of a document used here. */
export interface DocumentLike {
  querySelectorAll(selector: string): Iterable<unknown>;
  addEventListener(type: 'keydown' | 'pointerdown' | 'focusin', listener: (event: { key?: string; target: unknown }) => void): void;
}

/** True when `node` is an element that holds `menu`. */
function isAncestor(node: unknown, menu: MenuElement): boolean {
  const n = node as { contains?: (other: unknown) => boolean } | null;
  return typeof n?.contains === 'function' && n !== (menu as unknown) && n.contains(menu);
}

/** Wires every language menu of the page; how many there are. */
export function wireLanguageMenus(doc: DocumentLike): number {
  const menus = [...doc.querySelectorAll('details[data-lang-menu]')] as MenuElement[];
  if (!menus.length) return 0;
  doc.addEventListener('keydown', (event) => {
    for (const menu of menus) closeOnKey(menu, event.key ?? '');
  });
  doc.addEventListener('pointerdown', (event) => {
    for (const menu of menus) closeOnOutside(menu, event.target);
  });
  doc.addEventListener('focusin', (event) => {
    // A click inside the menu can focus an ancestor of it (e.g. <main tabindex="-1">): that is not leaving it.
    for (const menu of menus) if (!isAncestor(event.target, menu)) closeOnOutside(menu, event.target);
  });
  return menus.length;
}
