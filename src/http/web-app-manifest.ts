import Router from '@koa/router';
import type { AppConfig } from '../config/config.js';
import { brandForHost, type Brand } from '../config/brands.js';
import type { AppState } from '../shared/http-kit.js';
import { LANGUAGE_COOKIE, pageLanguage } from './ssr/page-language.js';

/** The theme's colours (web/src/styles/tokens): the title bar and the splash screen. */
export const THEME_COLOR = '#0f6b5c';
export const BACKGROUND_COLOR = '#f7f5f0';

const TEXTS = {
  fr: {
    description: 'Réservez le ménage de votre maison auprès de personnes de ménage indépendantes au Québec.',
    bookings: { name: 'Mes réservations', short: 'Réservations' },
    messages: { name: 'Messages', short: 'Messages' },
  },
  en: {
    description: 'Book home cleaning from independent cleaners in Quebec.',
    bookings: { name: 'My bookings', short: 'Bookings' },
    messages: { name: 'Messages', short: 'Messages' },
  },
} as const;

/**
 * The installable app's manifest (issue #34) in the brand of the host and the language asked for.
 * Its id stays the same in both languages so that switching language never installs a second app.
 */
export function webAppManifest(brand: Brand, language: 'fr' | 'en') {
  const texts = TEXTS[language];
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({ src: `/icons/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose });
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    description: texts.description,
    lang: language === 'fr' ? 'fr-CA' : 'en-CA',
    dir: 'ltr',
    start_url: `/?source=app&lang=${language}`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait-primary',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['lifestyle', 'business'],
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('icon-maskable-192.png', 192, 'maskable'),
      icon('icon-maskable-512.png', 512, 'maskable'),
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      { name: texts.bookings.name, short_name: texts.bookings.short, url: `/bookings?lang=${language}`, icons: [icon('icon-192.png', 192, 'any')] },
      { name: texts.messages.name, short_name: texts.messages.short, url: `/messages?lang=${language}`, icons: [icon('icon-192.png', 192, 'any')] },
    ],
  };
}

/** /manifest.webmanifest, computed, ahead of the static files. */
export function webAppManifestRouter(config: Pick<AppConfig, 'brands' | 'regionRedirect'>): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/manifest.webmanifest', (ctx) => {
    const brand = brandForHost(ctx.host, config);
    const language = brand.forcedLocale ?? pageLanguage({
      lang: typeof ctx.query.lang === 'string' ? ctx.query.lang : null,
      cookie: ctx.cookies.get(LANGUAGE_COOKIE),
      acceptLanguage: ctx.get('Accept-Language') || undefined,
    });
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.vary('Accept-Language');
    ctx.type = 'application/manifest+json; charset=utf-8';
    ctx.body = webAppManifest(brand, language);
  });
  return router;
}
