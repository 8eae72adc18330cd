import type { CreateParams, DataProvider, GetListParams, Identifier, UpdateParams } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, chunk, parseTotal, toListQuery } from '../api/simple-rest';
import { currentLocale } from '../i18n/i18n-provider';
import { withSignal } from '../api/request-helpers';

export type NewsletterSubscriber = components['schemas']['NewsletterSubscriber'];
export type NewsletterCampaign = components['schemas']['NewsletterCampaign'];
export type NewsletterCampaignInput = components['schemas']['NewsletterCampaignInput'];
export type NewsletterRendered = components['schemas']['NewsletterRendered'];
export type SubscriberStatus = NewsletterSubscriber['status'];
export type CampaignStatus = NewsletterCampaign['status'];

export const SUBSCRIBERS_RESOURCE = 'newsletter-subscribers';
export const CAMPAIGNS_RESOURCE = 'newsletter-campaigns';
export const NEWSLETTER_RESOURCES: readonly string[] = [SUBSCRIBERS_RESOURCE, CAMPAIGNS_RESOURCE];

export const DEFAULT_SUBSCRIBER_SORT = { field: 'createdAt', order: 'DESC' } as const;
export const DEFAULT_CAMPAIGN_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** The fields the API accepts on writes: react-admin sends the whole record, read-only fields included. */
export const WRITABLE_FIELDS = ['subjectFr', 'subjectEn', 'bodyFr', 'bodyEn'] as const;

export function toCampaignInput(data: Record<string, unknown>): NewsletterCampaignInput {
  const text = (key: (typeof WRITABLE_FIELDS)[number]) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return { subjectFr: text('subjectFr'), subjectEn: text('subjectEn'), bodyFr: text('bodyFr'), bodyEn: text('bodyEn') };
}

export async function listSubscribers(params: GetListParams): Promise<{ data: NewsletterSubscriber[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/newsletter/subscribers', {
    params: { query: toListQuery(params.filter ?? {}, params.pagination ?? DEFAULT_PAGINATION, params.sort ?? DEFAULT_SUBSCRIBER_SORT) },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function listCampaigns(params: GetListParams): Promise<{ data: NewsletterCampaign[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/newsletter/campaigns', {
    params: { query: toListQuery(params.filter ?? {}, params.pagination ?? DEFAULT_PAGINATION, params.sort ?? DEFAULT_CAMPAIGN_SORT) },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function getCampaign(id: Identifier, signal?: AbortSignal): Promise<NewsletterCampaign> {
  const { data, error, response } = await api.GET('/api/admin/newsletter/campaigns/{id}', { params: { path: { id: String(id) } }, ...withSignal(signal) });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

async function createCampaign(params: CreateParams): Promise<NewsletterCampaign> {
  const { data, error, response } = await api.POST('/api/admin/newsletter/campaigns', { body: toCampaignInput(params.data as Record<string, unknown>) });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

async function updateCampaign(params: UpdateParams): Promise<NewsletterCampaign> {
  const { data, error, response } = await api.PUT('/api/admin/newsletter/campaigns/{id}', {
    params: { path: { id: String(params.id) } },
    body: toCampaignInput(params.data as Record<string, unknown>),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Both language versions of the email as subscribers will get them. */
export async function previewCampaign(id: Identifier, signal?: AbortSignal): Promise<{ fr: NewsletterRendered; en: NewsletterRendered }> {
  const { data, error, response } = await api.GET('/api/admin/newsletter/campaigns/{id}/preview', { params: { path: { id: String(id) } }, ...withSignal(signal) });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Both versions to the signed-in admin's own address. */
export async function sendTestCampaign(id: Identifier): Promise<{ sentTo: string }> {
  const { data, error, response } = await api.POST('/api/admin/newsletter/campaigns/{id}/test', { params: { path: { id: String(id) } } });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** To every confirmed subscriber, once; the answer leaves before the emails do. */
export async function sendCampaign(id: Identifier): Promise<NewsletterCampaign> {
  const { data, error, response } = await api.POST('/api/admin/newsletter/campaigns/{id}/send', { params: { path: { id: String(id) } } });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** `attachment; filename="x.csv"` -> x.csv */
export function filenameOf(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/** The confirmed subscribers (the list's language and search filters) as the server writes the CSV. */
export async function downloadSubscribers(filter: Record<string, unknown>, delimiter: 'comma' | 'semicolon'): Promise<{ blob: Blob; filename: string }> {
  // The export is of confirmed subscribers whatever state the list shows.
  const { status: _status, ...kept } = filter;
  const { data, error, response } = await api.GET('/api/admin/newsletter/subscribers.csv', {
    params: { query: { filter: JSON.stringify(kept), delimiter, lang: currentLocale() } },
    parseAs: 'blob',
  });
  if (data === undefined) throw toHttpError(error, response);
  return { blob: data as Blob, filename: filenameOf(response.headers.get('Content-Disposition'), 'newsletter-subscribers.csv') };
}

const unsupported = (what: string) => () => Promise.reject(new Error(`Éclat console: "${what}" is not offered for the newsletter (subscribers change their own subscription; a newsletter sent stays as sent).`));

/** react-admin's DataProvider for the newsletter's two resources (index.ts routes them here). */
export const newsletterDataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: async (resource, params) => {
    const { data, total } = resource === CAMPAIGNS_RESOURCE ? await listCampaigns(params) : await listSubscribers(params);
    return { data: data as never[], total };
  },
  getOne: async (resource, params) => {
    if (resource !== CAMPAIGNS_RESOURCE) {
      const { data } = await listSubscribers({ filter: { id: [params.id] }, pagination: { page: 1, perPage: 1 }, sort: DEFAULT_SUBSCRIBER_SORT, ...withSignal(params.signal) });
      if (!data[0]) throw new Error('ra.notification.item_doesnt_exist');
      return { data: data[0] as never };
    }
    return { data: (await getCampaign(params.id, params.signal)) as never };
  },
  getMany: async (resource, params) => {
    const page = async (ids: Identifier[]): Promise<unknown[]> => {
      const query = { filter: { id: ids }, pagination: { page: 1, perPage: ids.length }, ...withSignal(params.signal) };
      return resource === CAMPAIGNS_RESOURCE ? (await listCampaigns({ ...query, sort: DEFAULT_CAMPAIGN_SORT })).data : (await listSubscribers({ ...query, sort: DEFAULT_SUBSCRIBER_SORT })).data;
    };
    const pages = await Promise.all(chunk(params.ids).map(page));
    return { data: pages.flat() as never[] };
  },
  create: async (_resource, params) => ({ data: (await createCampaign(params)) as never }),
  update: async (_resource, params) => ({ data: (await updateCampaign(params)) as never }),
  getManyReference: unsupported('getManyReference'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};
