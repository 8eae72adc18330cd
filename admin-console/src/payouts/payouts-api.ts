import type { GetListParams, Identifier } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, parseTotal, toListQuery } from '../api/simple-rest';

type Schemas = components['schemas'];
export type AdminPayout = Schemas['AdminPayout'];
export type PayoutStatus = Schemas['PayoutStatus'];
export type PayoutKind = Schemas['PayoutKind'];
export type PayoutRun = Schemas['PayoutRun'];
export type PayoutRunStatus = PayoutRun['status'];
export type PayoutRunPreview = Schemas['PayoutRunPreview'];
export type PreviewLine = PayoutRunPreview['cleaners'][number];
export type Earning = Schemas['Earning'];
export type EarningKind = Schemas['EarningKind'];
export type AdminEarning = Schemas['AdminEarning'];

// Newest first, as each list opens (the contract's sortable fields).
export const DEFAULT_PAYOUT_SORT = { field: 'createdAt', order: 'DESC' } as const;
export const DEFAULT_RUN_SORT = { field: 'startedAt', order: 'DESC' } as const;
export const DEFAULT_EARNING_SORT = { field: 'earnedAt', order: 'DESC' } as const;

/** Query keys of the preview, so a run started from the console refreshes it. */
export const previewKeys = {
  all: ['payout-runs', 'preview'] as const,
  week: (week: string) => ['payout-runs', 'preview', week] as const,
};

/** Passes react-query's cancellation signal on when there is one. */
function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}

function listQuery(params: GetListParams, defaultSort: { field: string; order: 'ASC' | 'DESC' }) {
  return {
    query: toListQuery(params.filter ?? {}, params.pagination ?? DEFAULT_PAGINATION, params.sort ?? defaultSort),
  };
}

/** GET /api/admin/payouts (weekly transfers and instant payouts), total in Content-Range. */
export async function listPayouts(params: GetListParams): Promise<{ data: AdminPayout[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/payouts', {
    params: listQuery(params, DEFAULT_PAYOUT_SORT),
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function getPayout(id: Identifier, signal?: AbortSignal): Promise<AdminPayout> {
  const { data, error, response } = await api.GET('/api/admin/payouts/{id}', {
    params: { path: { id: String(id) } },
    ...withSignal(signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Tries a failed payout again; the server keeps the idempotency key family, so it is never paid twice. */
export async function retryPayout(id: Identifier): Promise<AdminPayout> {
  const { data, error, response } = await api.POST('/api/admin/payouts/{id}/retry', {
    params: { path: { id: String(id) } },
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** GET /api/admin/payout-runs, newest first. */
export async function listPayoutRuns(params: GetListParams): Promise<{ data: PayoutRun[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/payout-runs', {
    params: listQuery(params, DEFAULT_RUN_SORT),
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function getPayoutRun(id: Identifier, signal?: AbortSignal): Promise<PayoutRun> {
  const { data, error, response } = await api.GET('/api/admin/payout-runs/{id}', {
    params: { path: { id: String(id) } },
    ...withSignal(signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** What the weekly run of `week` would pay each cleaner now. */
export async function previewPayoutRun(week: string, signal?: AbortSignal): Promise<PayoutRunPreview> {
  const { data, error, response } = await api.GET('/api/admin/payout-runs/preview', {
    params: { query: { week } },
    ...withSignal(signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Runs the weekly payout of `week` now; a week already paid is not paid again (server side). */
export async function startPayoutRun(week: string): Promise<PayoutRun> {
  const { data, error, response } = await api.POST('/api/admin/payout-runs', { body: { week } });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** GET /api/admin/earnings: every cleaner's earning lines. */
export async function listEarnings(params: GetListParams): Promise<{ data: AdminEarning[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/earnings', {
    params: listQuery(params, DEFAULT_EARNING_SORT),
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}
