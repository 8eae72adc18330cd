import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetManyParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, chunk, parseTotal, toListQuery } from '../api/simple-rest';
import { withSignal } from '../api/request-helpers';

type Schemas = components['schemas'];
export type AdminFaqEntry = Schemas['AdminFaqEntry'];
export type AdminServicePage = Schemas['AdminServicePage'];
export type AdminBlogPost = Schemas['AdminBlogPost'];
export type AdminImpactFigure = Schemas['AdminImpactFigure'];
export type AdminTestimonial = Schemas['AdminTestimonial'];
export type AdminGalleryItem = Schemas['AdminGalleryItem'];
export type GalleryCandidate = Schemas['GalleryCandidate'];

/**
 * The storefront's content resources (issue #15), served by /api/admin/content/<resource>. Each
 * lists the fields the API accepts on writes (the contract refuses any other): react-admin sends the
 * whole record, read-only fields included, so the body is cut down to these.
 */
export const CONTENT_RESOURCES = {
  'faq-entries': { writable: ['category', 'service', 'questionFr', 'questionEn', 'answerFr', 'answerEn', 'position', 'published'], nullable: ['service'], instants: [], defaultSort: 'position' },
  'service-pages': {
    writable: ['titleFr', 'titleEn', 'introFr', 'introEn', 'bodyFr', 'bodyEn', 'included', 'durationMinHours', 'durationMaxHours', 'priceFromCents', 'published'],
    nullable: [],
    instants: [],
    defaultSort: 'slug',
  },
  'blog-posts': { writable: ['slug', 'category', 'titleFr', 'titleEn', 'excerptFr', 'excerptEn', 'bodyFr', 'bodyEn', 'authorName', 'publishedAt'], nullable: ['publishedAt'], instants: ['publishedAt'], defaultSort: 'publishedAt' },
  'impact-figures': {
    writable: ['metric', 'manualValue', 'labelFr', 'labelEn', 'descriptionFr', 'descriptionEn', 'sourceFr', 'sourceEn', 'position', 'published'],
    nullable: ['manualValue', 'descriptionFr', 'descriptionEn', 'sourceFr', 'sourceEn'],
    instants: [],
    defaultSort: 'position',
  },
  testimonials: { writable: ['reviewId', 'consentAt', 'consentNote', 'quoteLocale', 'translation', 'position', 'published'], nullable: ['consentAt', 'consentNote', 'translation'], instants: ['consentAt'], defaultSort: 'createdAt' },
  'gallery-items': { writable: ['category', 'captionFr', 'captionEn', 'beforeImage', 'afterImage', 'isDemo', 'position', 'published'], nullable: [], instants: [], defaultSort: 'position' },
} as const;

export type ContentResource = keyof typeof CONTENT_RESOURCES;

export function isContentResource(resource: string): resource is ContentResource {
  return Object.hasOwn(CONTENT_RESOURCES, resource);
}

/**
 * An instant as the contract takes it (RFC 3339 with its offset). react-admin's DateTimeInput keeps
 * the browser's "2026-12-01T10:00" (local time, no offset), which the API refuses (issue #41).
 */
export function toInstant(value: unknown): unknown {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : value;
}

/** The body of a create or update: the resource's writable fields only; an emptied optional field is sent as null. */
export function toWritable(resource: ContentResource, data: Record<string, unknown>): Record<string, unknown> {
  const { writable, nullable, instants } = CONTENT_RESOURCES[resource];
  const body: Record<string, unknown> = {};
  for (const field of writable) {
    if (!(field in data)) continue;
    const value = data[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if ((nullable as readonly string[]).includes(field)) body[field] = null;
      continue;
    }
    body[field] = (instants as readonly string[]).includes(field) ? toInstant(value) : value;
  }
  return body;
}

// openapi-fetch is typed per path; these resources share one shape, so the generic calls go through
// this one loosely typed view of the same client (same token, language, timeout and 401 handling).
type Answer = { data?: unknown; error?: unknown; response: Response };
type Loose = {
  GET(path: string, init?: object): Promise<Answer>;
  POST(path: string, init?: object): Promise<Answer>;
  PUT(path: string, init?: object): Promise<Answer>;
  DELETE(path: string, init?: object): Promise<Answer>;
};
const loose = api as unknown as Loose;
const base = (resource: ContentResource) => `/api/admin/content/${resource}`;
async function ok<T>(call: Promise<Answer>): Promise<{ data: T; response: Response }> {
  const { data, error, response } = await call;
  if (!response.ok) throw toHttpError(error, response);
  return { data: data as T, response };
}

export async function listContent(resource: ContentResource, params: GetListParams): Promise<{ data: RaRecord[]; total: number }> {
  const sort = params.sort ?? { field: CONTENT_RESOURCES[resource].defaultSort, order: 'ASC' };
  const { data, response } = await ok<RaRecord[]>(
    loose.GET(base(resource), { params: { query: toListQuery(params.filter ?? {}, params.pagination ?? DEFAULT_PAGINATION, sort) }, ...withSignal(params.signal) }),
  );
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function getContent(resource: ContentResource, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
  return (await ok<RaRecord>(loose.GET(`${base(resource)}/{id}`.replace('{id}', encodeURIComponent(String(id))), withSignal(signal)))).data;
}

/** A before or after picture, uploaded first; the gallery item then names it by key. */
export async function uploadGalleryImage(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return (await ok<{ key: string; url: string }>(loose.POST('/api/admin/content/gallery-images', { body: form }))).data;
}

type Upload = { rawFile?: File } | null | undefined;

/** Completed visits whose client agreed to the gallery, latest agreement first (the first 100 are plenty to choose from). */
export async function listGalleryCandidates(signal?: AbortSignal): Promise<GalleryCandidate[]> {
  return (await ok<GalleryCandidate[]>(loose.GET('/api/admin/content/gallery-candidates', { params: { query: { range: '[0,99]' } }, ...withSignal(signal) }))).data;
}

/** A candidate visit's photo: private, so fetched with the admin's session and shown from memory. */
export async function fetchPrivateImage(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await ok<Blob>(loose.GET(url, { parseAs: 'blob', ...withSignal(signal) }))).data;
}

/** The create form's choice: upload pictures, or take them from a completed visit (then sent to its own endpoint). */
const FROM_BOOKING_FIELDS = ['bookingId', 'beforePhotoId', 'afterPhotoId', 'category', 'captionFr', 'captionEn', 'position', 'published'] as const;
const fromBooking = (data: Record<string, unknown>) => data.source === 'booking';

/** Gallery forms carry new pictures as files (ImageInput): they are uploaded, then replaced by their keys. */
async function withUploads(resource: ContentResource, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (resource !== 'gallery-items') return data;
  const out = { ...data };
  for (const [upload, key] of [['beforeUpload', 'beforeImage'], ['afterUpload', 'afterImage']] as const) {
    const file = (out[upload] as Upload)?.rawFile;
    if (file instanceof File) out[key] = (await uploadGalleryImage(file)).key;
  }
  return out;
}

export async function createContent(resource: ContentResource, params: CreateParams): Promise<RaRecord> {
  const data = params.data as Record<string, unknown>;
  if (resource === 'gallery-items' && fromBooking(data)) {
    const body = Object.fromEntries(FROM_BOOKING_FIELDS.filter((f) => data[f] !== undefined && data[f] !== null && data[f] !== '').map((f) => [f, data[f]]));
    return (await ok<RaRecord>(loose.POST('/api/admin/content/gallery-items/from-booking', { body }))).data;
  }
  const body = toWritable(resource, await withUploads(resource, data));
  return (await ok<RaRecord>(loose.POST(base(resource), { body }))).data;
}

export async function updateContent(resource: ContentResource, params: UpdateParams): Promise<RaRecord> {
  const body = toWritable(resource, await withUploads(resource, params.data as Record<string, unknown>));
  return (await ok<RaRecord>(loose.PUT(`${base(resource)}/${encodeURIComponent(String(params.id))}`, { body }))).data;
}

export async function deleteContent(resource: ContentResource, params: DeleteParams): Promise<RaRecord> {
  await ok(loose.DELETE(`${base(resource)}/${encodeURIComponent(String(params.id))}`));
  return (params.previousData ?? { id: params.id }) as RaRecord;
}

const unsupported = (what: string) => () => Promise.reject(new Error(`Éclat console: "${what}" is not offered for content.`));

/** react-admin's DataProvider for the content resources (App.tsx routes them here). */
export const contentDataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: async (resource, params) => {
    const { data, total } = await listContent(resource as ContentResource, params);
    return { data: data as never[], total };
  },
  getOne: async (resource, params) => ({ data: (await getContent(resource as ContentResource, params.id, params.signal)) as never }),
  getMany: async (resource, params: GetManyParams) => {
    const pages = await Promise.all(
      chunk(params.ids).map((ids) =>
        listContent(resource as ContentResource, { filter: { id: ids }, pagination: { page: 1, perPage: ids.length }, sort: { field: CONTENT_RESOURCES[resource as ContentResource].defaultSort, order: 'ASC' }, ...withSignal(params.signal) }),
      ),
    );
    return { data: pages.flatMap((p) => p.data) as never[] };
  },
  create: async (resource, params) => ({ data: (await createContent(resource as ContentResource, params)) as never }),
  update: async (resource, params) => ({ data: (await updateContent(resource as ContentResource, params)) as never }),
  delete: async (resource, params) => ({ data: (await deleteContent(resource as ContentResource, params)) as never }),
  deleteMany: async (resource, params) => {
    for (const id of params.ids) await deleteContent(resource as ContentResource, { id });
    return { data: params.ids };
  },
  getManyReference: unsupported('getManyReference'),
  updateMany: unsupported('updateMany'),
};
