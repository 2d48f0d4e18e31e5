/**
 * The web app manifest (/manifest.webmanifest, /cs/manifest.webmanifest, …):
 * the site's name, colours and icon for a phone that adds it to its home
 * screen, one per language built, each starting on that language's home page.
 * Its words come from the dictionary like every other sentence on the site.
 */
import type { APIRoute } from 'astro';
import { currentLang, localPath, t } from '../../i18n';
import '../../i18n/pages';
import { localeParams } from '../../i18n/built';

export const getStaticPaths = () => localeParams().map((params) => ({ params }));

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify(
      {
        name: t('site.name'),
        short_name: t('site.shortName'),
        description: t('site.description'),
        lang: currentLang(),
        start_url: localPath('/'),
        scope: '/',
        display: 'standalone',
        background_color: '#f6efde',
        theme_color: '#f6efde',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      null,
      1,
    ),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
