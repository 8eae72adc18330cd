import { type CreateParams, type DataProvider, type DeleteParams, type Identifier } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { withFieldErrors, withSignal } from '../api/request-helpers';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreated'];
export type ApiKeyInput = components['schemas']['ApiKeyInput'];
export type ApiKeyScope = components['schemas']['ApiKeyScope'];

export const API_KEYS_RESOURCE = 'api-keys';
export const ALL_SCOPES: readonly ApiKeyScope[] = ['bookings:read', 'bookings:write', 'messages:read', 'messages:write', 'properties:read', 'properties:write', 'invoices:read', 'payouts:read', 'events:read', 'admin:read', 'admin:write'];

/** The form's values as the API takes them: a trimmed name, the chosen scopes, the expiry as an instant or none. */
export function toApiKeyBody(data: Record<string, unknown>): ApiKeyInput {
  const scopes = Array.isArray(data.scopes) ? (data.scopes as ApiKeyScope[]) : [];
  const raw = data.expiresAt;
  const expiresAt = raw === null || raw === undefined || raw === '' ? null : (raw instanceof Date ? raw : new Date(String(raw))).toISOString();
  return { name: String(data.name ?? '').trim(), scopes, ...(expiresAt ? { expiresAt } : {}) };
}

async function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  const { data, error, response } = await api.GET('/api/admin/api-keys', withSignal(signal));
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

async function getApiKey(id: Identifier, signal?: AbortSignal): Promise<ApiKey> {
  const { data, error, response } = await api.GET('/api/admin/api-keys/{id}', { params: { path: { id: String(id) } }, ...withSignal(signal) });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

async function createApiKey(params: CreateParams): Promise<ApiKeyCreated> {
  const { data, error, response } = await api.POST('/api/admin/api-keys', { body: toApiKeyBody(params.data as Record<string, unknown>) });
  if (data === undefined) throw withFieldErrors(toHttpError(error, response));
  return data;
}

async function revokeApiKey(params: DeleteParams): Promise<ApiKey> {
  const { data, error, response } = await api.DELETE('/api/admin/api-keys/{id}', { params: { path: { id: String(params.id) } } });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

const unsupported = (operation: string) => () => Promise.reject(new Error(`Éclat console: "${operation}" is not supported for API keys.`));

/** react-admin's DataProvider for the signed-in admin's API keys (/api/admin/api-keys): at most a few dozen, listed whole. */
export const apiKeysDataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: async (_resource, params) => {
    const items = await listApiKeys(params.signal);
    return { data: items as never[], total: items.length };
  },
  getOne: async (_resource, params) => ({ data: (await getApiKey(params.id, params.signal)) as never }),
  getMany: async (_resource, params) => {
    const items = await listApiKeys(params.signal);
    return { data: items.filter((k) => params.ids.map(String).includes(k.id)) as never[] };
  },
  create: async (_resource, params) => ({ data: (await createApiKey(params)) as never }),
  // "Delete" revokes: the key stays listed as revoked.
  delete: async (_resource, params) => ({ data: (await revokeApiKey(params)) as never }),
  update: unsupported('update'),
  getManyReference: unsupported('getManyReference'),
  updateMany: unsupported('updateMany'),
  deleteMany: unsupported('deleteMany'),
};
