import Router from '@koa/router';
import { DomainError } from '../../../../src/shared/domain-error.js';
import type { AppContext, AppState } from '../../../../src/shared/http-kit.js';
import { isLocale, type Locale } from '../../../../src/shared/locale.js';
import { BLOG_CATEGORIES, GALLERY_CATEGORIES, GALLERY_FILE_PATTERN, SERVICE_TYPES, type BlogCategory, type GalleryCategory, type ServiceType } from '../../domain/content.js';
import type { ContentDeps } from '../../application/ports.js';
import { blogPost, blogPosts, faqEntries, galleryItems, impactCounter, impactFigures, servicePage, servicePages, testimonials } from '../../application/public-content.js';

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const choice = <T extends string>(value: string | undefined, choices: readonly T[]): T | null => ((choices as readonly string[]).includes(value ?? '') ? (value as T) : null);
/** The contract has checked the bounds; absent means the default. */
const int = (value: string | undefined, fallback: number): number => (value === undefined || value === '' ? fallback : Number(value));

/** `lang` when given, else the reader's language (account, then Accept-Language, then French). */
function languageOf(ctx: AppContext): Locale {
  const lang = one(ctx.query.lang);
  const locale = isLocale(lang) ? lang : ctx.state.locale;
  ctx.set('Content-Language', locale);
  ctx.set('Vary', 'Accept-Language, Cookie, Authorization');
  // Editors' changes show at once: browsers revalidate rather than keep an old copy.
  ctx.set('Cache-Control', 'no-cache');
  return locale;
}

/** The storefront's published content (issue #15): FAQ, service pages, blog, impact, testimonials, gallery. Public. */
export function contentRouter(deps: ContentDeps): Router<AppState> {
  const router = new Router<AppState>();
  const counter = impactCounter(deps);

  router.get('/api/content/faq', async (ctx) => {
    ctx.body = await faqEntries(deps)(languageOf(ctx), choice<ServiceType>(one(ctx.query.service), SERVICE_TYPES));
  });

  router.get('/api/content/services', async (ctx) => {
    ctx.body = await servicePages(deps)(languageOf(ctx));
  });

  router.get('/api/content/services/:slug', async (ctx) => {
    ctx.body = await servicePage(deps)(ctx.params.slug!, languageOf(ctx));
  });

  router.get('/api/content/blog', async (ctx) => {
    const locale = languageOf(ctx);
    const category = choice<BlogCategory>(one(ctx.query.category), BLOG_CATEGORIES);
    ctx.body = await blogPosts(deps)(locale, { category, page: int(one(ctx.query.page), 1), pageSize: int(one(ctx.query.pageSize), 12) });
  });

  router.get('/api/content/blog/:slug', async (ctx) => {
    ctx.body = await blogPost(deps)(ctx.params.slug!, languageOf(ctx));
  });

  router.get('/api/content/impact', async (ctx) => {
    ctx.body = await impactFigures(deps, counter)(languageOf(ctx));
  });

  router.get('/api/content/testimonials', async (ctx) => {
    ctx.body = await testimonials(deps)(languageOf(ctx), int(one(ctx.query.limit), 6));
  });

  router.get('/api/content/gallery', async (ctx) => {
    ctx.body = await galleryItems(deps)(languageOf(ctx), choice<GalleryCategory>(one(ctx.query.category), GALLERY_CATEGORIES));
  });

  // Uploaded gallery pictures and their AVIF/WebP variants; keys are random, pictures re-encoded without metadata.
  router.get('/api/files/gallery/:key', async (ctx) => {
    const key = ctx.params.key!;
    const found = GALLERY_FILE_PATTERN.test(key) ? await deps.files.get(`gallery/${key}`) : null;
    if (!found) throw new DomainError('not_found', 'not_found');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = found.contentType;
    ctx.body = found.data;
  });

  return router;
}
