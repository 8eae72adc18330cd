import type { GetListParams, Identifier } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, parseTotal, toListQuery } from '../api/simple-rest';

export type ContactMessage = components['schemas']['ContactMessage'];
export type ContactCategory = ContactMessage['category'];
export type ContactStatus = ContactMessage['status'];
export type ContactMessageDetail = components['schemas']['ContactMessageDetail'];
export type ContactReply = components['schemas']['ContactReply'];
export type ContactReplyInput = components['schemas']['ContactReplyInput'];

// Newest messages first, as the inbox opens.
export const DEFAULT_CONTACT_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** Passes react-query's cancellation signal on when there is one. */
function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}

/** GET /api/admin/contact-messages, ra-data-simple-rest style (total in Content-Range). */
export async function listContactMessages(params: GetListParams): Promise<{ data: ContactMessage[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/contact-messages', {
    params: {
      query: toListQuery(params.filter ?? {}, params.pagination ?? DEFAULT_PAGINATION, params.sort ?? DEFAULT_CONTACT_SORT),
    },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

/** One message with the replies staff sent to it (oldest first). */
export async function getContactMessage(id: Identifier, signal?: AbortSignal): Promise<ContactMessageDetail> {
  const { data, error, response } = await api.GET('/api/admin/contact-messages/{id}', {
    params: { path: { id: String(id) } },
    ...withSignal(signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** The "handled" toggle: recorded with the admin and the time; false opens the message again. */
export async function markContactMessage(id: Identifier, handled: boolean): Promise<ContactMessage> {
  const { data, error, response } = await api.PUT('/api/admin/contact-messages/{id}', {
    params: { path: { id: String(id) } },
    body: { handled },
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** A reply by email to the sender (in their language); the message comes back handled, with its replies. */
export async function replyToContactMessage(id: Identifier, input: ContactReplyInput): Promise<ContactMessageDetail> {
  const { data, error, response } = await api.POST('/api/admin/contact-messages/{id}/replies', {
    params: { path: { id: String(id) } },
    body: input,
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}
