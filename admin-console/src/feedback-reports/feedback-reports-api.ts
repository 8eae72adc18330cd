import type { GetListParams, Identifier } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, parseTotal, toListQuery } from '../api/simple-rest';

export type FeedbackReport = components['schemas']['FeedbackReport'];
export type ReportStatus = FeedbackReport['status'];
export type ReportReason = FeedbackReport['reason'];

// Newest reports first, as the review queue opens.
export const DEFAULT_REPORT_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** Passes react-query's cancellation signal on when there is one. */
function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}

/** GET /api/admin/feedback-reports, ra-data-simple-rest style (total in Content-Range). */
export async function listFeedbackReports(params: GetListParams): Promise<{ data: FeedbackReport[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/feedback-reports', {
    params: {
      query: toListQuery(
        params.filter ?? {},
        params.pagination ?? DEFAULT_PAGINATION,
        params.sort ?? DEFAULT_REPORT_SORT,
      ),
    },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function getFeedbackReport(id: Identifier, signal?: AbortSignal): Promise<FeedbackReport> {
  const { data, error, response } = await api.GET('/api/admin/feedback-reports/{id}', {
    params: { path: { id: String(id) } },
    ...withSignal(signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Resolves or dismisses the report (the note is optional, recorded with the admin and time) or reopens it. */
export async function decideFeedbackReport(
  id: Identifier,
  decision: { status: ReportStatus; note: string | null },
): Promise<FeedbackReport> {
  const { data, error, response } = await api.PUT('/api/admin/feedback-reports/{id}', {
    params: { path: { id: String(id) } },
    body: decision,
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}
