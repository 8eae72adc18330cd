import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import send from 'koa-send';
import type { Next } from 'koa';
import type { AppContext } from '../shared/http-kit.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(root, 'dist/web');
export const ADMIN_DIST = path.join(root, 'dist/admin');
export const LOCALES = path.join(root, 'web/public/locales');
export const SSR_ENTRY = path.join(root, 'dist/ssr/entry-server.js');
const SWAGGER = path.join(root, 'node_modules/swagger-ui-dist');

async function trySend(ctx: AppContext, dir: string, file: string, immutable: boolean): Promise<boolean> {
  if (!existsSync(path.join(dir, file))) return false;
  await send(ctx, file, { root: dir, maxage: immutable ? 31536000000 : 0, immutable });
  return true;
}

/**
 * The built web app at /, the console at /admin, translations at /locales and the API reference's
 * assets. Unknown non-API paths get the app's index.html so that client-side routes work on reload.
 */
export function staticMiddleware(options: { renderPage?: (ctx: AppContext) => Promise<boolean> } = {}) {
  return async (ctx: AppContext, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const p = decodeURIComponent(ctx.path);
    if (p.includes('..')) return next();
    if (p.startsWith('/api/docs/assets/')) {
      if (await trySend(ctx, SWAGGER, p.slice('/api/docs/assets/'.length), false)) return;
      return next();
    }
    if (p.startsWith('/api/') || p.startsWith('/ws/') || p.startsWith('/dev/')) return next();
    if (p.startsWith('/locales/')) {
      ctx.set('Cache-Control', 'no-cache');
      if (/^\/locales\/(fr|en)\/[\w-]+\.json$/.test(p) && (await trySend(ctx, LOCALES, p.slice('/locales/'.length), false))) return;
      return next();
    }
    const [dir, rel] = p === '/admin' || p.startsWith('/admin/') ? [ADMIN_DIST, p.slice('/admin'.length)] : [WEB_DIST, p];
    const file = rel.replace(/^\/+/, '');
    if (file && !file.endsWith('/') && (await trySend(ctx, dir, file, file.startsWith('assets/')))) return;
    if (/\.\w{2,5}$/.test(file)) return next();
    // Public pages come rendered (issue #15); the others, and any page the renderer cannot draw, as the shell.
    if (dir === WEB_DIST && options.renderPage && (await options.renderPage(ctx))) return;
    if (await trySend(ctx, dir, 'index.html', false)) {
      ctx.set('Cache-Control', 'no-cache');
      return;
    }
    await next();
  };
}
