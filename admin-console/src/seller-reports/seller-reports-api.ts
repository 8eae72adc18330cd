import type { DataProvider, GetListParams } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, chunk, parseTotal, toListQuery } from '../api/simple-rest';
import { currentLocale } from '../i18n/i18n-provider';
import { withSignal } from '../api/request-helpers';

export type SellerReportRow = components['schemas']['SellerReportRow'];
export type SellerQuarter = components['schemas']['SellerQuarter'];
export type MissingItem = SellerReportRow['missing'][number];

export const SELLER_REPORTS_RESOURCE = 'seller-reports';

// Legal names A to Z, as the return lists sellers.
export const DEFAULT_SELLER_SORT = { field: 'legalName', order: 'ASC' } as const;

/** Part XX took effect on January 1, 2024. */
export const FIRST_REPORTABLE_YEAR = 2024;

/** The years the report can be asked for, newest first; the last full year is the one due on January 31. */
export function reportableYears(today: Date = new Date()): number[] {
  const current = today.getFullYear();
  return Array.from({ length: current - FIRST_REPORTABLE_YEAR + 1 }, (_, i) => current - i);
}

export const defaultReportYear = (today: Date = new Date()): number => Math.max(FIRST_REPORTABLE_YEAR, today.getFullYear() - 1);

async function listSellers(params: GetListParams): Promise<{ data: SellerReportRow[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/seller-reports', {
    params: { query: toListQuery(params.filter ?? {}, params.pagination ?? DEFAULT_PAGINATION, params.sort ?? DEFAULT_SELLER_SORT) },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

/** `attachment; filename="x.csv"` -> x.csv */
const filenameOf = (disposition: string | null, fallback: string): string => disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;

/** The year's report as the server writes it (SINs included), bytes untouched (the byte order mark stays). */
export async function downloadSellerReport(year: number, delimiter: 'comma' | 'semicolon'): Promise<{ blob: Blob; filename: string }> {
  const { data, error, response } = await api.GET('/api/admin/seller-report.csv', { params: { query: { year, delimiter, lang: currentLocale() } }, parseAs: 'blob' });
  if (data === undefined) throw toHttpError(error, response);
  return { blob: data as Blob, filename: filenameOf(response.headers.get('Content-Disposition'), `seller-report-${year}.csv`) };
}

const unsupported = (what: string) => () => Promise.reject(new Error(`Éclat console: "${what}" is not offered by the seller report (it is computed from the payouts ledger).`));

/** react-admin's DataProvider for the report: read-only. */
export const sellerReportsDataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: async (_resource, params) => {
    const { data, total } = await listSellers(params);
    return { data: data as never[], total };
  },
  getMany: async (_resource, params) => {
    const pages = await Promise.all(chunk(params.ids).map((ids) => listSellers({ filter: { id: ids, year: defaultReportYear() }, pagination: { page: 1, perPage: ids.length }, sort: DEFAULT_SELLER_SORT, ...withSignal(params.signal) })));
    return { data: pages.flatMap((p) => p.data) as never[] };
  },
  getOne: unsupported('getOne'),
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  update: unsupported('update'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};
