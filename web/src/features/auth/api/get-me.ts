import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { User } from '../../../api/types';
import { userKeys } from './keys';

export interface CurrentUser {
  user: User;
  /** The spec allows GET /api/users/me to carry a session token; the contract does not promise it. */
  token: string | null;
}

function tokenOf(value: object): string | null {
  const token: unknown = (value as Record<string, unknown>).token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The signed-in user, or null when the server answers 401 (not signed in). */
export async function getMe(signal?: AbortSignal): Promise<CurrentUser | null> {
  const { data, error, response } = await apiClient.GET('/api/users/me', { signal, cache: 'no-store' });
  if (response.status === 401) return null;
  if (!data) throw toApiError(response, error);
  return { user: data, token: tokenOf(data) };
}

export function meQueryOptions() {
  return queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => getMe(signal) });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
