import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { propertyKeys } from './keys';
import type { AddressSuggestion } from './types';

/** The server needs at least this many characters before it suggests anything. */
export const SUGGESTION_MIN_CHARS = 3;

export async function suggestAddresses(q: string, postalCode: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const query = postalCode ? { q, postalCode } : { q };
  const { data, error, response } = await apiClient.GET('/api/geo/address-suggestions', { params: { query }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function addressSuggestionsQueryOptions(q: string, postalCode: string) {
  return queryOptions({
    queryKey: propertyKeys.suggestions(q, postalCode),
    queryFn: ({ signal }) => suggestAddresses(q, postalCode, signal),
    // Suggestions for the same text stay valid for the visit; a new text asks again.
    staleTime: 5 * 60_000,
  });
}

/** `q` is the debounced text; nothing is asked below SUGGESTION_MIN_CHARS. */
export function useAddressSuggestions(q: string, postalCode: string) {
  return useQuery({
    ...addressSuggestionsQueryOptions(q, postalCode),
    enabled: q.trim().length >= SUGGESTION_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
