/**
 * The languages this build makes pages in (build and tests only, never in a
 * page's script): the published ones (SHIPPED), the pseudo-locale in a test
 * build (CARC_DEV_PAGES=1), and any named in CARC_LOCALES (a comma list, or
 * `all`) to preview a language being translated: its missing words show as
 * ⟦key⟧ (docs/i18n.md).
 */
import process from 'node:process';
import { allLocales, isLocale, LOCALES, PSEUDO, SHIPPED, type Locale } from './locales';

export function builtLocales(env: Readonly<Record<string, string | undefined>> = process.env): Locale[] {
  const asked = (env.CARC_LOCALES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const l of asked) {
    if (l !== 'all' && !isLocale(l)) throw new Error(`CARC_LOCALES: "${l}" is not a language of the site (${allLocales.join(', ')}, or all)`);
  }
  const extra = new Set<string>(asked.includes('all') ? allLocales : asked);
  if (env.CARC_DEV_PAGES === '1') extra.add(PSEUDO);
  return allLocales.filter((l) => SHIPPED.includes(l) || extra.has(l));
}

/** The route parameter of every built language, for a page's getStaticPaths: English at the root (no segment). */
export function localeParams(env?: Readonly<Record<string, string | undefined>>): { locale: string | undefined }[] {
  return builtLocales(env).map((l) => ({ locale: LOCALES[l].segment || undefined }));
}
