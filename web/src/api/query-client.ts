import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: data never goes stale by itself, no retries, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
