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

// ------------------------------------------------------------------ the language chosen, and the offer of another

/** Where the choice is kept, in the envelope of src/components/ui/storage.ts (so the data panel lists, exports and deletes it). */
export const LANGUAGE_KEY = 'carc:language';

/** The parts of localStorage used here. */
export interface KeptLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The language the visitor chose in the menu (or by answering an offer), if any and still one of `known`. */
export function keptLanguage(storage: KeptLike | null, known: readonly string[]): string | null {
  try {
    const raw = storage?.getItem(LANGUAGE_KEY);
    if (!raw) return null;
    const data: unknown = (JSON.parse(raw) as { data?: unknown }).data;
    return typeof data === 'string' && known.includes(data) ? data : null;
  } catch {
    return null;
  }
}

/** Remembers a choice; a browser that keeps nothing (private mode) just does not remember. */
export function keepLanguage(storage: KeptLike | null, locale: string): void {
  try {
    storage?.setItem(LANGUAGE_KEY, JSON.stringify({ version: 1, data: locale }));
  } catch {
    // Nothing kept: the menu still works, page by page.
  }
}

/**
 * The language to offer on a page in `page`, among `offers` (the page's other languages): the one the
 * visitor chose before, or — on a first visit, when nothing was chosen — the first of the browser's
 * languages that the site has. None when the choice is this page's language, or the browser prefers it.
 * `localeOf` maps a browser tag to a site locale ('cs-CZ' → 'cs').
 */
export function languageToOffer(
  page: string,
  offers: readonly string[],
  kept: string | null,
  browser: readonly string[],
  localeOf: (tag: string) => string | undefined,
): string | null {
  if (kept) return kept !== page && offers.includes(kept) ? kept : null;
  for (const tag of browser) {
    const l = localeOf(tag);
    if (l === page) return null;
    if (l && offers.includes(l)) return l;
  }
  return null;
}

/** The parts of a document, a location and a navigator the offer uses. */
export interface OfferPage {
  doc: {
    documentElement: { lang: string; setAttribute(name: string, value: string): void };
    querySelector(selector: string): Element | null;
    querySelectorAll(selector: string): Iterable<Element>;
  };
  location: { search: string; hash: string };
  languages: readonly string[];
  storage: KeptLike | null;
  localeOf: (tag: string) => string | undefined;
}

/**
 * Wires the menu's choices (remembered, keeping the page's query and anchor) and shows the offer of another
 * language when there is one (never a redirect: the visitor follows it or not). The locale shown, if any.
 */
export function wireLanguageChoice(page: OfferPage): string | null {
  const { doc, location } = page;
  const here = page.localeOf(doc.documentElement.lang) ?? 'en';
  for (const a of doc.querySelectorAll('a[data-lang-choice]')) {
    const link = a as HTMLAnchorElement;
    link.href = link.getAttribute('href')! + location.search + location.hash;
    link.addEventListener('click', () => keepLanguage(page.storage, link.dataset.langChoice!));
  }
  const box = doc.querySelector('[data-lang-offer]') as HTMLElement | null;
  // What was decided, for the tests to wait on: the language offered, or none.
  const decided = (offer: string | null) => (doc.documentElement.setAttribute('data-lang-offer-checked', offer ?? 'none'), offer);
  if (!box) return decided(null);
  const templates = [...box.querySelectorAll('template[data-offer]')] as HTMLTemplateElement[];
  const offers = templates.map((tpl) => tpl.dataset.offer!);
  const kept = keptLanguage(page.storage, [here, ...offers]);
  const offer = languageToOffer(here, offers, kept, page.languages, page.localeOf);
  const tpl = templates.find((x) => x.dataset.offer === offer);
  if (!offer || !tpl) return decided(null);
  box.append(tpl.content.cloneNode(true));
  const go = box.querySelector('a[data-offer-go]') as HTMLAnchorElement;
  go.href = go.getAttribute('href')! + location.search + location.hash;
  go.addEventListener('click', () => keepLanguage(page.storage, offer));
  box.querySelector('[data-offer-stay]')?.addEventListener('click', () => {
    keepLanguage(page.storage, here);
    box.hidden = true;
  });
  box.hidden = false;
  return decided(offer);
}
