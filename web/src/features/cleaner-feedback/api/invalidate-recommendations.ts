import type { QueryClient } from '@tanstack/react-query';
import { searchKeys } from '../../cleaners-search/api/keys';

/**
 * Marks recommendations stale so a not-interested cleaner drops out on the next visit, without
 * refetching the list on screen at once: that would remove the card's "Annuler" notice with it.
 */
export function invalidateRecommendations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [...searchKeys.all, 'recommended'], refetchType: 'none' });
}
