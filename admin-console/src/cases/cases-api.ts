import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import type { components, paths } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, chunk, parseTotal, toListQuery } from '../api/simple-rest';

export const CASES_RESOURCE = 'cases';
export type CaseSummary = components['schemas']['CaseSummary'];
export type AdminCase = components['schemas']['AdminCase'];
export type CaseStatus = CaseSummary['status'];
export type CaseDecisionInput = paths['/api/admin/cases/{id}/decision']['post']['requestBody']['content']['application/json'];

// Newest first; the API puts open cases ahead of decided ones whatever the sort.
export const DEFAULT_CASE_SORT = { field: 'reportedAt', order: 'DESC' } as const;

const withSignal = (signal: AbortSignal | undefined): { signal?: AbortSignal } => (signal ? { signal } : {});

export async function listCases(params: GetListParams): Promise<{ data: CaseSummary[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/cases', {
    params: { query: toListQuery(params.filter ?? {}, params.pagination ?? DEFAULT_PAGINATION, params.sort ?? DEFAULT_CASE_SORT) },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function getCase(id: Identifier, signal?: AbortSignal): Promise<AdminCase> {
  const { data, error, response } = await api.GET('/api/admin/cases/{id}', { params: { path: { id: String(id) } }, ...withSignal(signal) });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Re-clean, refund or rejection, once; the server's refusal comes back in the console's language. */
export async function decideCase(id: Identifier, decision: CaseDecisionInput): Promise<AdminCase> {
  const { data, error, response } = await api.POST('/api/admin/cases/{id}/decision', { params: { path: { id: String(id) } }, body: decision });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** A card dispute's evidence, sent to the bank through Stripe once; refusals (deadline, already sent) come back in the console's language. */
export async function submitDisputeEvidence(id: Identifier, note: string): Promise<AdminCase> {
  const { data, error, response } = await api.POST('/api/admin/cases/{id}/dispute-evidence', { params: { path: { id: String(id) } }, body: note.trim() ? { note: note.trim() } : {} });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

const unsupported = (what: string) => () => Promise.reject(new Error(`Éclat console: "${what}" is not offered for cases (decisions have their own call).`));

export const casesDataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: async (_resource, params) => {
    const { data, total } = await listCases(params);
    return { data: data as never[], total };
  },
  getOne: async (_resource, params) => ({ data: (await getCase(params.id, params.signal)) as never }),
  getMany: async (_resource, params) => {
    const pages = await Promise.all(chunk(params.ids).map((ids) => listCases({ filter: { id: ids }, pagination: { page: 1, perPage: ids.length }, sort: DEFAULT_CASE_SORT, ...withSignal(params.signal) })));
    return { data: pages.flatMap((p) => p.data) as never[] };
  },
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  update: unsupported('update'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};
