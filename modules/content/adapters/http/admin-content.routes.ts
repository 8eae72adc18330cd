import Router from '@koa/router';
import { DomainError, type FieldIssue } from '../../../../src/shared/domain-error.js';
import { bodyOf, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { parseAdminListQuery, type FilterReader } from '../../../../src/shared/admin-list-query.js';
import { withUploadedFile } from '../../../../src/shared/upload-file.js';
import { BLOG_CATEGORIES, FAQ_CATEGORIES, GALLERY_CATEGORIES, IMPACT_METRICS, SERVICE_TYPES } from '../../domain/content.js';
import type { AdminListQuery, ContentDeps } from '../../application/ports.js';
import { blogAdmin, faqAdmin, impactAdmin, servicePagesAdmin, testimonialsAdmin } from '../../application/admin-content.js';
import { galleryAdmin } from '../../application/gallery-admin.js';
import type { GalleryFromBookingInput } from '../../domain/inputs.js';

type Query = Record<string, string | string[] | undefined>;

/** A boolean of the filter object (`published`), read apart because the shared reader knows text choices only. */
function booleanFilter(query: Query, key: string): boolean | null {
  const raw = Array.isArray(query.filter) ? query.filter[0] : query.filter;
  if (!raw) return null;
  const value = (JSON.parse(raw) as Record<string, unknown>)[key];
  // react-admin sends null for "any" (NullableBooleanInput).
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value;
  throw new DomainError('validation_failed', 'invalid', {}, [{ field: `query.filter.${key}`, code: 'fields.invalid_choice' } satisfies FieldIssue]);
}

/** ra-data-simple-rest's list query for one resource: its sort fields, its choice filters and `published`. */
function listQuery(query: Query, sortable: readonly string[], defaultSort: string, choices: (f: FilterReader) => Record<string, string | null>, withPublished = true): AdminListQuery {
  const parsed = parseAdminListQuery(query, { sortable, defaultSort }, (f) => ({ chosen: choices(f) }));
  const equals: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(parsed.chosen)) if (v !== null) equals[k] = v;
  const published = withPublished ? booleanFilter(query, 'published') : null;
  if (published !== null) equals.published = published;
  return { sort: parsed.sort, offset: parsed.offset, limit: parsed.limit, ids: parsed.ids, q: parsed.q, equals };
}

function sendList(ctx: AppContext, name: string, q: AdminListQuery, result: { items: unknown[]; total: number }): void {
  const end = result.items.length ? q.offset + result.items.length - 1 : q.offset;
  ctx.set('Content-Range', `${name} ${q.offset}-${end}/${result.total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
  ctx.body = result.items;
}

interface Resource {
  list(q: AdminListQuery): Promise<{ items: unknown[]; total: number }>;
  get(id: string): Promise<unknown>;
  create?(input: never, adminId: string): Promise<unknown>;
  update(id: string, input: never, adminId: string): Promise<unknown>;
  delete?(id: string): Promise<void>;
}

/** The console's editing of the storefront's content, one ra-data-simple-rest resource each. Admins only. */
export function adminContentRouter(deps: ContentDeps): Router<AppState> {
  const router = new Router<AppState>();

  const mount = (name: string, resource: Resource, parse: (query: Query) => AdminListQuery) => {
    const base = `/api/admin/content/${name}`;
    router.get(base, async (ctx) => {
      requireRole(ctx, 'admin');
      const q = parse(ctx.query);
      sendList(ctx, name, q, await resource.list(q));
    });
    router.get(`${base}/:id`, async (ctx) => {
      requireRole(ctx, 'admin');
      ctx.body = await resource.get(ctx.params.id!);
    });
    router.put(`${base}/:id`, async (ctx) => {
      const { userId } = requireRole(ctx, 'admin');
      ctx.body = await resource.update(ctx.params.id!, bodyOf<never>(ctx), userId);
    });
    if (resource.create) {
      const create = resource.create;
      router.post(base, async (ctx) => {
        const { userId } = requireRole(ctx, 'admin');
        ctx.body = await create(bodyOf<never>(ctx), userId);
        ctx.status = 201;
      });
    }
    if (resource.delete) {
      const remove = resource.delete;
      router.delete(`${base}/:id`, async (ctx) => {
        requireRole(ctx, 'admin');
        await remove(ctx.params.id!);
        ctx.status = 204;
      });
    }
  };

  mount('faq-entries', faqAdmin(deps), (q) =>
    listQuery(q, ['position', 'category', 'updatedAt', 'createdAt', 'questionFr'], 'position', (f) => ({ category: f.choice('category', FAQ_CATEGORIES), service: f.choice('service', SERVICE_TYPES) })),
  );
  mount('service-pages', servicePagesAdmin(deps), (q) => listQuery(q, ['slug', 'priceFromCents', 'updatedAt'], 'slug', (f) => ({ serviceType: f.choice('serviceType', SERVICE_TYPES) })));
  mount('blog-posts', blogAdmin(deps), (q) =>
    listQuery(q, ['publishedAt', 'updatedAt', 'createdAt', 'titleFr', 'category'], 'publishedAt', (f) => ({ category: f.choice('category', BLOG_CATEGORIES) }), false),
  );
  mount('impact-figures', impactAdmin(deps), (q) => listQuery(q, ['position', 'metric', 'updatedAt'], 'position', (f) => ({ metric: f.choice('metric', IMPACT_METRICS) })));
  mount('testimonials', testimonialsAdmin(deps), (q) => listQuery(q, ['position', 'createdAt', 'updatedAt'], 'createdAt', (f) => ({ reviewId: f.uuid('reviewId') })));
  const gallery = galleryAdmin(deps);
  mount('gallery-items', gallery, (q) => listQuery(q, ['position', 'category', 'createdAt', 'updatedAt', 'publishedAt'], 'position', (f) => ({ category: f.choice('category', GALLERY_CATEGORIES) })));

  router.post('/api/admin/content/gallery-images', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = await withUploadedFile(ctx, (file) => gallery.upload(file));
    ctx.status = 201;
  });

  // A pair from a completed visit's photos, only with its client's consent to the gallery.
  router.post('/api/admin/content/gallery-items/from-booking', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = await gallery.createFromBooking(bodyOf<GalleryFromBookingInput>(ctx), userId);
    ctx.status = 201;
  });

  router.get('/api/admin/content/gallery-candidates', async (ctx) => {
    requireRole(ctx, 'admin');
    const q = listQuery(ctx.query, ['consentAt'], 'consentAt', () => ({}), false);
    sendList(ctx, 'gallery-candidates', q, await gallery.candidates(q.offset, q.limit));
  });

  router.get('/api/admin/content/gallery-candidates/:bookingId/photos/:photoId', async (ctx) => {
    requireRole(ctx, 'admin');
    const file = await gallery.candidatePhoto(ctx.params.bookingId!, ctx.params.photoId!);
    // Private to the admin's session, and gone from caches should the client withdraw.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = file.contentType;
    ctx.body = file.data;
  });

  return router;
}
