/**
 * `carc --lang cs|fr|zh`: the language of carc's words, chosen before any of
 * them is written (the commands' help is worded as this program loads, so this
 * module is imported first and sets it). JSON output, position files and share
 * links keep their language-neutral codes; only the sentences change. A
 * language is offered once it is published (src/i18n/locales.ts SHIPPED), or
 * named in CARC_LOCALES to preview it (its missing words show as ⟦key⟧).
 */
import process from 'node:process';
import { setLocale } from '../src/i18n';
import { builtLocales } from '../src/i18n/built';
import { isLocale, PSEUDO, type Locale } from '../src/i18n/locales';

/** The languages --lang takes. */
export const CLI_LOCALES: Locale[] = builtLocales({ CARC_LOCALES: process.env.CARC_LOCALES }).filter((l) => l !== PSEUDO);

/** The --lang option of a command line: its value (or undefined), and the arguments without it. */
export function takeLang(argv: readonly string[]): { lang: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let lang: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (a === '--lang') lang = argv[++i] ?? '';
    else if (a.startsWith('--lang=')) lang = a.slice('--lang='.length);
    else rest.push(a);
  }
  return { lang, rest };
}

/** The language asked for on this command line: a locale carc speaks, or the wrong value as given. */
export const asked = ((): { locale: Locale } | { wrong: string } => {
  const { lang } = takeLang(process.argv.slice(2));
  if (lang === undefined) return { locale: 'en' };
  return isLocale(lang) && CLI_LOCALES.includes(lang) ? { locale: lang } : { wrong: lang };
})();

if ('locale' in asked) await setLocale(asked.locale);
