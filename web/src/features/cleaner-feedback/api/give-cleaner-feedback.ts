import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { withOpinion } from '../opinions';
import { invalidateRecommendations } from './invalidate-recommendations';
import { cleanerFeedbackKeys } from './keys';
import type { CleanerFeedback, CleanerFeedbackInput } from './types';

export interface GiveFeedbackVariables {
  cleanerId: string;
  input: CleanerFeedbackInput;
}

export async function giveCleanerFeedback({ cleanerId, input }: GiveFeedbackVariables): Promise<CleanerFeedback> {
  const { data, error, response } = await apiClient.POST('/api/cleaners/{cleanerId}/feedback', { params: { path: { cleanerId } }, body: input });
  if (!data) throw toApiError(response, error);
  return data;
}

/** Opinions show at once (optimistic) and roll back when refused; a report changes no opinion. */
export function useGiveCleanerFeedback(userId: string) {
  const queryClient = useQueryClient();
  const key = cleanerFeedbackKeys.mine(userId);
  return useMutation({
    mutationKey: ['cleaner-feedback', 'give'],
    mutationFn: giveCleanerFeedback,
    onMutate: async ({ cleanerId, input }) => {
      if (input.kind === 'report') return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CleanerFeedback[]>(key);
      const pending: CleanerFeedback = { id: '', cleanerId, kind: input.kind, reason: null, comment: null, createdAt: new Date().toISOString() };
      queryClient.setQueryData<CleanerFeedback[]>(key, (list) => withOpinion(list ?? [], pending));
      return { previous };
    },
    onError: (_error, { input }, context) => {
      if (input.kind !== 'report' && context) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      if (saved.kind !== 'report') queryClient.setQueryData<CleanerFeedback[]>(key, (list) => withOpinion(list ?? [], saved));
      return invalidateRecommendations(queryClient);
    },
  });
}
