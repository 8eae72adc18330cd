import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';

export type ProfileReviewRow = components['schemas']['ProfileReviewRow'];
export type ProfileReviewDetail = components['schemas']['ProfileReviewDetail'];
export type CleanerDocument = components['schemas']['CleanerDocument'];
export type Verification = components['schemas']['CleanerVerification'];

export const PAGE_SIZE = 25;

export const reviewKeys = {
  all: ['admin', 'profile-review'] as const,
  list: (status: 'pending' | 'all', q: string, page: number) => [...reviewKeys.all, 'list', status, q, page] as const,
  one: (id: string) => [...reviewKeys.all, 'one', id] as const,
};

/** The queue, ra-data-simple-rest style: filter, range and sort in the query, total in Content-Range. */
export async function listProfileReview(status: 'pending' | 'all', q: string, page: number, signal?: AbortSignal) {
  const from = page * PAGE_SIZE;
  const { data, error, response } = await api.GET('/api/admin/profile-review', {
    params: {
      query: {
        filter: JSON.stringify({ status, ...(q.trim() ? { q: q.trim() } : {}) }),
        range: JSON.stringify([from, from + PAGE_SIZE - 1]),
        sort: JSON.stringify(['oldestPendingAt', 'ASC']),
      },
    },
    ...(signal ? { signal } : {}),
  });
  if (data === undefined) throw toHttpError(error, response);
  const total = Number(/\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1] ?? data.length);
  return { rows: data, total };
}

export async function getProfileReview(id: string, signal?: AbortSignal): Promise<ProfileReviewDetail> {
  const { data, error, response } = await api.GET('/api/admin/profile-review/{id}', { params: { path: { id } }, ...(signal ? { signal } : {}) });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

export async function reviewDocument(cleanerId: string, id: string, decision: { status: 'approved' | 'rejected'; reason?: string }) {
  const { data, error, response } = await api.PUT('/api/admin/cleaners/{cleanerId}/documents/{id}', {
    params: { path: { cleanerId, id } },
    body: decision,
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Documents are private: fetched with the admin's session, then saved by the browser. */
export async function downloadDocument(cleanerId: string, doc: CleanerDocument): Promise<void> {
  const { data, error, response } = await api.GET('/api/admin/cleaners/{cleanerId}/documents/{id}/file', {
    params: { path: { cleanerId, id: doc.id } },
    parseAs: 'blob',
  });
  if (data === undefined) throw toHttpError(error, response);
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function decideEcoCertification(id: string, ecoCertification: 'verified' | 'rejected' | 'certified' | null): Promise<ProfileReviewDetail> {
  const { data, error, response } = await api.PUT('/api/admin/profile-review/{id}', { params: { path: { id } }, body: { ecoCertification } });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}
