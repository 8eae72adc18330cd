import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 9: data never goes stale by itself, no retries, no refetch on focus. Reads are tried
 * even when the device says it is offline (issue #34): the service worker answers them from the
 * copies it kept, where React Query's default would wait for the connection without asking.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
