import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isIPv6 } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { AppContext } from '../../shared/http-kit.js';
import { loggablePath } from '../../shared/capability-paths.js';
import { pageDocument, type RenderedPage } from './html-document.js';
import { LANGUAGE_COOKIE, THEME_COOKIE, pageLanguage, themeClass } from './page-language.js';

interface RendererModule {
  setup(resources: Record<string, Record<string, Record<string, unknown>>>): Promise<unknown>;
  render(request: { url: string; language: 'fr' | 'en'; origin: string; apiOrigin: string }): Promise<RenderedPage | null>;
}

export interface PageRendererOptions {
  /** dist/ssr/entry-server.js; without it every page is the bare shell, as before. */
  entry: string;
  template: string;
  locales: string;
  publicUrl: string;
  log: Pick<Logger, 'warn'>;
  /** How long a rendered page is reused (a public page shows data at most this old on first paint). */
  cacheSeconds: number;
  cacheEntries: number;
  /** Renders waiting beyond this are served the bare shell: a flood of odd URLs cannot stall the site. */
  maxWaiting: number;
}

function readResources(dir: string) {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of ['fr', 'en']) {
    resources[language] = {};
    for (const file of readdirSync(path.join(dir, language)).filter((f) => f.endsWith('.json'))) {
      resources[language][file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, language, file), 'utf8')) as Record<string, unknown>;
    }
  }
  return resources;
}

/** Where this process's own API answers, for the renderer's API calls: the address the request came in on. */
function loopbackOrigin(ctx: AppContext): string {
  const socket = ctx.req.socket;
  const address = socket.localAddress ?? '127.0.0.1';
  return `http://${isIPv6(address) ? `[${address}]` : address}:${socket.localPort}`;
}

/**
 * The first HTML of public pages (issue #15): rendered by the web app's own code for a visitor,
 * one at a time (the renderer's language is process-wide), kept a short while per URL and language.
 * A page the renderer cannot draw falls back to the bare shell, as the site always worked.
 */
export function createPageRenderer(options: PageRendererOptions) {
  let module: Promise<RendererModule | null> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const cache = new Map<string, { page: RenderedPage | null; until: number }>();
  let templateText: string | null = null;
  const template = () => (templateText ??= readFileSync(options.template, 'utf8'));

  const load = () =>
    (module ??= (async () => {
      if (!existsSync(options.entry)) return null;
      const loaded = (await import(pathToFileURL(options.entry).href)) as RendererModule;
      await loaded.setup(readResources(options.locales));
      return loaded;
    })().catch((error: unknown) => {
      options.log.warn({ err: error }, 'server rendering unavailable: pages are served as the bare shell');
      return null;
    }));

  function remember(key: string, page: RenderedPage | null): void {
    if (options.cacheSeconds === 0) return;
    if (cache.size >= options.cacheEntries) cache.delete(cache.keys().next().value as string);
    cache.set(key, { page, until: Date.now() + options.cacheSeconds * 1000 });
  }

  async function renderPage(ctx: AppContext, language: 'fr' | 'en'): Promise<RenderedPage | null> {
    const key = `${language} ${ctx.url}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.page;
    const renderer = await load();
    if (!renderer || waiting >= options.maxWaiting) return null;
    const request = { url: ctx.url, language, origin: options.publicUrl, apiOrigin: loopbackOrigin(ctx) };
    waiting += 1;
    const turn = queue.then(() => renderer.render(request)).finally(() => (waiting -= 1));
    queue = turn.catch(() => undefined);
    try {
      const page = await turn;
      remember(key, page);
      return page;
    } catch (error) {
      // The path only, tokens masked (a reset link's token is in its path; queries may carry others).
      options.log.warn({ err: error, path: loggablePath(ctx.path) }, 'server rendering failed: the bare shell is served');
      return null;
    }
  }

  /** Answers with the rendered page, or returns false when the page is not one of the rendered ones. */
  return async function respond(ctx: AppContext): Promise<boolean> {
    const language = pageLanguage({
      lang: typeof ctx.query.lang === 'string' ? ctx.query.lang : null,
      cookie: ctx.cookies.get(LANGUAGE_COOKIE),
      acceptLanguage: ctx.get('Accept-Language') || undefined,
    });
    const page = await renderPage(ctx, language);
    if (!page) return false;
    ctx.status = page.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    ctx.body = pageDocument(template(), page, themeClass(ctx.cookies.get(THEME_COOKIE)));
    return true;
  };
}
