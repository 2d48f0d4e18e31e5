/**
 * The web app manifest (/manifest.webmanifest): the site's name, colours and
 * icon for a phone that adds it to its home screen. Its words come from the
 * dictionary like every other sentence on the site.
 */
import type { APIRoute } from 'astro';
import { t } from '../i18n';
import '../i18n/pages';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify(
      {
        name: t('site.name'),
        short_name: t('site.shortName'),
        description: t('site.description'),
        start_url: '/',
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
