import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { messagingKeys } from './keys';
import type { Conversation } from './types';

export async function listConversations(signal?: AbortSignal): Promise<Conversation[]> {
  const { data, error, response } = await apiClient.GET('/api/messages/conversations', { signal });
  if (!data) throw toApiError(response, error);
  return data.conversations;
}

export function conversationsQueryOptions() {
  return queryOptions({ queryKey: messagingKeys.conversations(), queryFn: ({ signal }) => listConversations(signal) });
}

export function useConversations(enabled = true) {
  return useQuery({ ...conversationsQueryOptions(), enabled });
}
