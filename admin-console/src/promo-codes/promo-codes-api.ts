import { type CreateParams, type DataProvider, type DeleteParams, type GetListParams, type GetManyParams, type Identifier, type UpdateParams } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, chunk, parseTotal, toListQuery } from '../api/simple-rest';
import { withFieldErrors, withSignal } from '../api/request-helpers';

export type PromoCode = components['schemas']['PromoCode'];
export type PromoCodeInput = components['schemas']['PromoCodeInput'];

export const PROMO_CODES_RESOURCE = 'promo-codes';

// Newest codes first, as the API does when no sort is given.
export const DEFAULT_PROMO_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** A date-time input's value (a Date, or the browser's local "YYYY-MM-DDTHH:mm") as an ISO instant. */
function toInstant(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString();
}

const toNumber = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * The body of a create or an edit: the fields the API takes (react-admin sends the whole record, usage
 * figures included), the discount of the chosen kind only, emptied optional fields as null.
 */
export function toPromoBody(data: Record<string, unknown>, creating: boolean): PromoCodeInput {
  const kind = data.kind === 'percent' ? 'percent' : 'amount';
  const description = typeof data.description === 'string' && data.description.trim() ? data.description.trim() : null;
  const body: PromoCodeInput = {
    description,
    kind,
    amountCents: kind === 'amount' ? toNumber(data.amountCents) : null,
    percent: kind === 'percent' ? toNumber(data.percent) : null,
    startsAt: toInstant(data.startsAt) ?? new Date().toISOString(),
    endsAt: toInstant(data.endsAt),
    maxUses: toNumber(data.maxUses),
    active: data.active !== false,
  };
  if (typeof data.featured === 'boolean') body.featured = data.featured;
  if (creating && typeof data.code === 'string') body.code = data.code.trim().toUpperCase();
  return body;
}

export async function listPromoCodes(params: GetListParams): Promise<{ data: PromoCode[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/promo-codes', {
    params: { query: toListQuery(params.filter ?? {}, params.pagination ?? DEFAULT_PAGINATION, params.sort ?? DEFAULT_PROMO_SORT) },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

async function getPromoCode(id: Identifier, signal?: AbortSignal): Promise<PromoCode> {
  const { data, error, response } = await api.GET('/api/admin/promo-codes/{id}', { params: { path: { id: String(id) } }, ...withSignal(signal) });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

async function createPromoCode(params: CreateParams): Promise<PromoCode> {
  const { data, error, response } = await api.POST('/api/admin/promo-codes', { body: toPromoBody(params.data as Record<string, unknown>, true) as PromoCodeInput & { code: string } });
  if (data === undefined) throw withFieldErrors(toHttpError(error, response));
  return data;
}

async function updatePromoCode(params: UpdateParams): Promise<PromoCode> {
  const { data, error, response } = await api.PUT('/api/admin/promo-codes/{id}', { params: { path: { id: String(params.id) } }, body: toPromoBody(params.data as Record<string, unknown>, false) });
  if (data === undefined) throw withFieldErrors(toHttpError(error, response));
  return data;
}

async function deletePromoCode(params: DeleteParams): Promise<void> {
  const { error, response } = await api.DELETE('/api/admin/promo-codes/{id}', { params: { path: { id: String(params.id) } } });
  if (!response.ok) throw toHttpError(error, response);
}

const unsupported = (operation: string) => () => Promise.reject(new Error(`Éclat console: "${operation}" is not supported for promo codes.`));

/** react-admin's DataProvider for promo codes (/api/admin/promo-codes). */
export const promoCodesDataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: async (_resource, params) => (await listPromoCodes(params)) as never,
  getOne: async (_resource, params) => ({ data: (await getPromoCode(params.id, params.signal)) as never }),
  getMany: async (_resource, params: GetManyParams) => {
    const pages = await Promise.all(
      chunk(params.ids).map((ids) => listPromoCodes({ filter: { id: ids }, pagination: { page: 1, perPage: ids.length }, sort: DEFAULT_PROMO_SORT, ...withSignal(params.signal) })),
    );
    return { data: pages.flatMap((p) => p.data) as never[] };
  },
  create: async (_resource, params) => ({ data: (await createPromoCode(params)) as never }),
  update: async (_resource, params) => ({ data: (await updatePromoCode(params)) as never }),
  delete: async (_resource, params) => {
    await deletePromoCode(params);
    return { data: params.previousData as never };
  },
  getManyReference: unsupported('getManyReference'),
  updateMany: unsupported('updateMany'),
  deleteMany: unsupported('deleteMany'),
};
