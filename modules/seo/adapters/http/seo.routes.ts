import Router from '@koa/router';
import type { AppState } from '../../../../src/shared/http-kit.js';
import { robotsTxt } from '../../domain/robots.js';
import type { buildSiteMap } from '../../application/site-map.js';

/** Crawlers come back often; an hour late is fine for a new article or profile. */
const CACHE = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt, at the site's root where crawlers look for them. */
export function seoRouter(deps: { publicUrl: string; siteMap: ReturnType<typeof buildSiteMap> }): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/sitemap.xml', async (ctx) => {
    const map = await deps.siteMap();
    if (map.truncated) ctx.state.log.warn({ pages: map.pages }, 'sitemap full: pages left out (see docs/decisions.md, "Language URLs and the sitemap")');
    ctx.set('Cache-Control', CACHE);
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = map.xml;
  });

  router.get('/robots.txt', (ctx) => {
    ctx.set('Cache-Control', CACHE);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = robotsTxt(deps.publicUrl);
  });

  return router;
}
