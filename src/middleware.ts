/**
 * Each page is built in the language of its address (/cs/learn/ in Czech,
 * /learn/ in English): `t` words the page, its layout and the first render of
 * its islands in that language. Astro renders one page at a time when it
 * builds, so the language set here holds for the whole page (BaseLayout checks
 * it). All the built languages' words are loaded before the first page, so a
 * page can name the others (the language menu, the offer of another language).
 */
import { defineMiddleware } from 'astro:middleware';
import { setLocale } from './i18n';
import { builtLocales } from './i18n/built';
import { splitPath } from './i18n/locales';

let ready: Promise<void> | undefined;

export const onRequest = defineMiddleware(async (context, next) => {
  ready ??= (async () => {
    for (const l of builtLocales()) await setLocale(l);
  })();
  await ready;
  await setLocale(splitPath(context.url.pathname)[0]);
  return next();
});
