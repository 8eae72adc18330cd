import type {
  DataProvider,
  GetListParams,
  GetListResult,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import type { components, paths } from '../../web/src/api/schema';
import { api } from './api/client';
import { toHttpError } from './api/http-error';
import { DEFAULT_PAGINATION, chunk, parseTotal, toListQuery } from './api/simple-rest';
import { DEFAULT_BOOKING_SORT, getBooking, listBookings, type AdminBooking } from './bookings/bookings-api';
import { DEFAULT_REVIEW_SORT, getReview, listReviews, type AdminReview } from './reviews/reviews-api';
import {
  DEFAULT_REPORT_SORT,
  getFeedbackReport,
  listFeedbackReports,
  type FeedbackReport,
} from './feedback-reports/feedback-reports-api';
import {
  DEFAULT_CONTACT_SORT,
  getContactMessage,
  listContactMessages,
  type ContactMessage,
} from './contact-messages/contact-messages-api';
import {
  getManyPayoutsResource,
  getPayoutsResource,
  isPayoutsResource,
  listPayoutsResource,
  type PayoutsRecord,
} from './payouts/payouts-data';

export type AdminUser = components['schemas']['AdminUser'];
type UserUpdate =
  paths['/api/admin/users/{id}']['put']['requestBody']['content']['application/json'];

// Newest accounts first, as the API does when no sort is given.
const DEFAULT_SORT = { field: 'createdAt', order: 'DESC' } as const;

/**
 * react-admin's methods are generic over the record type the caller asks for;
 * the API is the source of truth for the shape, so the one unchecked step
 * happens here, at the boundary, and nowhere else.
 */
function asRecords<R extends RaRecord>(
  records: AdminUser[] | AdminBooking[] | AdminReview[] | FeedbackReport[] | ContactMessage[] | PayoutsRecord[],
): R[] {
  return records as unknown as R[];
}

function asRecord<R extends RaRecord>(record: AdminUser | AdminBooking | AdminReview | FeedbackReport | ContactMessage | PayoutsRecord): R {
  return record as unknown as R;
}

function assertUsers(resource: string): void {
  if (resource !== 'users') {
    throw new Error(
      `Éclat console: unknown resource "${resource}" (only "users" and, read only, "bookings", "reviews", "feedback-reports", "contact-messages", "payouts", "payout-runs" and "earnings" are served).`,
    );
  }
}

/** Passes react-query's cancellation signal on when there is one. */
function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}

async function listUsers(params: GetListParams): Promise<{ data: AdminUser[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/users', {
    params: {
      query: toListQuery(
        params.filter ?? {},
        params.pagination ?? DEFAULT_PAGINATION,
        params.sort ?? DEFAULT_SORT,
      ),
    },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

async function getUser(id: Identifier, signal?: AbortSignal): Promise<AdminUser> {
  const { data, error, response } = await api.GET('/api/admin/users/{id}', {
    params: { path: { id: String(id) } },
    ...withSignal(signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Only role and status may change (a suspension with its reason); the rest of the record is the server's. */
export function toUserUpdate(data: Partial<RaRecord>): UserUpdate {
  const body: UserUpdate = {};
  if ('role' in data) body.role = data.role as UserUpdate['role'];
  if ('status' in data) body.status = data.status as UserUpdate['status'];
  if (typeof data.reason === 'string' && data.reason.trim()) body.reason = data.reason.trim();
  return body;
}

async function updateUser(params: UpdateParams): Promise<AdminUser> {
  const { data, error, response } = await api.PUT('/api/admin/users/{id}', {
    params: { path: { id: String(params.id) } },
    body: toUserUpdate(params.data),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

function unsupported(operation: string): () => Promise<never> {
  return () =>
    Promise.reject(
      new Error(`Éclat console: "${operation}" is not supported by the admin API for users.`),
    );
}

/**
 * react-admin's DataProvider for the resources the admin API serves: users,
 * bookings (read only here; cancelling is its own call, bookings-api.ts) and
 * reviews (read only here; moderating is its own call, reviews-api.ts) and
 * feedback reports (read only here; deciding is its own call, feedback-reports-api.ts),
 * payouts, payout runs and earnings (read only here; retrying and running are
 * their own calls, payouts/payouts-api.ts).
 */
export const dataProvider: DataProvider = {
  // Lets react-query cancel list requests made obsolete by a new filter or page.
  supportAbortSignal: true,

  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    if (resource === 'bookings') {
      const { data, total } = await listBookings(params);
      const result: GetListResult<R> = { data: asRecords<R>(data), total };
      return result;
    }
    if (resource === 'reviews') {
      const { data, total } = await listReviews(params);
      const result: GetListResult<R> = { data: asRecords<R>(data), total };
      return result;
    }
    if (resource === 'feedback-reports') {
      const { data, total } = await listFeedbackReports(params);
      const result: GetListResult<R> = { data: asRecords<R>(data), total };
      return result;
    }
    if (resource === 'contact-messages') {
      const { data, total } = await listContactMessages(params);
      const result: GetListResult<R> = { data: asRecords<R>(data), total };
      return result;
    }
    if (isPayoutsResource(resource)) {
      const { data, total } = await listPayoutsResource(resource, params);
      const result: GetListResult<R> = { data: asRecords<R>(data), total };
      return result;
    }
    assertUsers(resource);
    const { data, total } = await listUsers(params);
    const result: GetListResult<R> = { data: asRecords<R>(data), total };
    return result;
  },

  async getOne<R extends RaRecord>(
    resource: string,
    params: { id: Identifier; signal?: AbortSignal },
  ) {
    if (resource === 'bookings') {
      return { data: asRecord<R>(await getBooking(params.id, params.signal)) };
    }
    if (resource === 'reviews') {
      return { data: asRecord<R>(await getReview(params.id, params.signal)) };
    }
    if (resource === 'feedback-reports') {
      return { data: asRecord<R>(await getFeedbackReport(params.id, params.signal)) };
    }
    if (resource === 'contact-messages') {
      return { data: asRecord<R>(await getContactMessage(params.id, params.signal)) };
    }
    if (isPayoutsResource(resource)) {
      return { data: asRecord<R>(await getPayoutsResource(resource, params.id, params.signal)) };
    }
    assertUsers(resource);
    return { data: asRecord<R>(await getUser(params.id, params.signal)) };
  },

  // The list endpoint with an id filter, in groups the server accepts.
  async getMany<R extends RaRecord>(
    resource: string,
    params: { ids: Identifier[]; signal?: AbortSignal },
  ) {
    if (resource === 'bookings') {
      const pages = await Promise.all(
        chunk(params.ids).map(ids =>
          listBookings({
            filter: { id: ids },
            pagination: { page: 1, perPage: ids.length },
            sort: DEFAULT_BOOKING_SORT,
            ...withSignal(params.signal),
          }),
        ),
      );
      return { data: asRecords<R>(pages.flatMap(page => page.data)) };
    }
    if (resource === 'reviews') {
      const pages = await Promise.all(
        chunk(params.ids).map(ids =>
          listReviews({
            filter: { id: ids },
            pagination: { page: 1, perPage: ids.length },
            sort: DEFAULT_REVIEW_SORT,
            ...withSignal(params.signal),
          }),
        ),
      );
      return { data: asRecords<R>(pages.flatMap(page => page.data)) };
    }
    if (resource === 'feedback-reports') {
      const pages = await Promise.all(
        chunk(params.ids).map(ids =>
          listFeedbackReports({
            filter: { id: ids },
            pagination: { page: 1, perPage: ids.length },
            sort: DEFAULT_REPORT_SORT,
            ...withSignal(params.signal),
          }),
        ),
      );
      return { data: asRecords<R>(pages.flatMap(page => page.data)) };
    }
    if (resource === 'contact-messages') {
      const pages = await Promise.all(
        chunk(params.ids).map(ids =>
          listContactMessages({
            filter: { id: ids },
            pagination: { page: 1, perPage: ids.length },
            sort: DEFAULT_CONTACT_SORT,
            ...withSignal(params.signal),
          }),
        ),
      );
      return { data: asRecords<R>(pages.flatMap(page => page.data)) };
    }
    if (isPayoutsResource(resource)) {
      return { data: asRecords<R>(await getManyPayoutsResource(resource, params.ids, params.signal)) };
    }
    assertUsers(resource);
    const pages = await Promise.all(
      chunk(params.ids).map(ids =>
        listUsers({
          filter: { id: ids },
          pagination: { page: 1, perPage: ids.length },
          sort: DEFAULT_SORT,
          ...withSignal(params.signal),
        }),
      ),
    );
    return { data: asRecords<R>(pages.flatMap(page => page.data)) };
  },

  async update<R extends RaRecord>(resource: string, params: UpdateParams) {
    assertUsers(resource);
    return { data: asRecord<R>(await updateUser(params)) };
  },

  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};
