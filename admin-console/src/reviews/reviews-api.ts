import type { GetListParams, Identifier } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, parseTotal, toListQuery } from '../api/simple-rest';

export type AdminReview = components['schemas']['AdminReview'];
export type ReviewStatus = components['schemas']['Review']['status'];
export type ReviewDirection = components['schemas']['Review']['direction'];
export type ReviewRatings = components['schemas']['ReviewRatings'];

// Newest reviews first, as the moderation queue opens.
export const DEFAULT_REVIEW_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** Passes react-query's cancellation signal on when there is one. */
function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}

/** GET /api/admin/reviews, ra-data-simple-rest style (total in Content-Range). */
export async function listReviews(params: GetListParams): Promise<{ data: AdminReview[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/reviews', {
    params: {
      query: toListQuery(
        params.filter ?? {},
        params.pagination ?? DEFAULT_PAGINATION,
        params.sort ?? DEFAULT_REVIEW_SORT,
      ),
    },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function getReview(id: Identifier, signal?: AbortSignal): Promise<AdminReview> {
  const { data, error, response } = await api.GET('/api/admin/reviews/{id}', {
    params: { path: { id: String(id) } },
    ...withSignal(signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/**
 * Hides the review (a reason is required, recorded with the admin and time) or
 * shows it again. The server recomputes the cleaner's aggregates in the same step.
 */
export async function moderateReview(
  id: Identifier,
  decision: { hidden: true; reason: string } | { hidden: false },
): Promise<AdminReview> {
  const { data, error, response } = await api.PUT('/api/admin/reviews/{id}/moderation', {
    params: { path: { id: String(id) } },
    body: decision.hidden ? { hidden: true, reason: decision.reason } : { hidden: false, reason: null },
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}
