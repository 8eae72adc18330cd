import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { withoutOpinion } from '../opinions';
import { invalidateRecommendations } from './invalidate-recommendations';
import { cleanerFeedbackKeys } from './keys';
import type { CleanerFeedback } from './types';

export async function withdrawCleanerFeedback(cleanerId: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/cleaners/{cleanerId}/feedback', { params: { path: { cleanerId } } });
  if (!response.ok) throw toApiError(response, error);
}

/** Removes the opinion at once (optimistic); it comes back when the server refuses. */
export function useWithdrawCleanerFeedback(userId: string) {
  const queryClient = useQueryClient();
  const key = cleanerFeedbackKeys.mine(userId);
  return useMutation({
    mutationKey: ['cleaner-feedback', 'withdraw'],
    mutationFn: withdrawCleanerFeedback,
    onMutate: async (cleanerId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CleanerFeedback[]>(key);
      queryClient.setQueryData<CleanerFeedback[]>(key, (list) => withoutOpinion(list ?? [], cleanerId));
      return { previous };
    },
    onError: (_error, _cleanerId, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: () => invalidateRecommendations(queryClient),
  });
}
