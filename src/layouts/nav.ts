import type { PlainMessageKey } from '../i18n';

/** The site's sections, in navigation order (header and footer). */
export interface NavItem {
  href: string;
  label: PlainMessageKey;
}

export const navItems: readonly NavItem[] = [
  { href: '/learn/', label: 'nav.learn' },
  { href: '/puzzles/', label: 'nav.puzzles' },
  { href: '/check/', label: 'nav.check' },
  { href: '/playground/', label: 'nav.playground' },
];

/** True when `pathname` is the section `href` or a page inside it. */
export function isCurrentSection(pathname: string, href: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return path === href || path.startsWith(href);
}
