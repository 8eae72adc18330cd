import helmet from 'koa-helmet';
import type { Middleware } from 'koa';
import type { AppConfig } from '../config/config.js';

const STRIPE_JS = 'https://js.stripe.com';

/**
 * Security headers on every answer (HTML, API, files, errors), from helmet (issue #13): a strict
 * Content-Security-Policy without inline scripts, Stripe's origins only when Stripe's keys are set,
 * no framing, no MIME sniffing, a same-origin referrer (reset links carry tokens), geolocation for
 * our own pages only (punch-in, address lookup), and HSTS in production.
 */
export function securityHeaders(config: AppConfig): Middleware {
  const stripe = Boolean(config.stripe.publishableKey);
  const site = new URL(config.publicUrl);
  const socket = `${site.protocol === 'https:' ? 'wss' : 'ws'}://${site.host}`;
  const production = config.env === 'production';
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? [STRIPE_JS] : [])],
        // MUI (emotion) writes its styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socket, ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe ? [STRIPE_JS, 'https://hooks.stripe.com'] : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        ...(production && site.protocol === 'https:' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Stripe's 3-D Secure frames are cross-origin documents we embed; COEP would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const permissions = ['geolocation=(self)', 'camera=()', 'microphone=()', 'usb=()', 'browsing-topics=()', `payment=(self${stripe ? ` "${STRIPE_JS}"` : ''})`].join(', ');
  return async (ctx, next) => {
    ctx.set('Permissions-Policy', permissions);
    await headers(ctx, next);
  };
}
