import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import { cleanerProfileKeys } from './keys';
import type { CleanerProfile } from './types';

/** Calls that answer with the whole profile put it in the cache at once, then refresh by the list key. */
export function useProfileMutation<TInput>(mutationKey: readonly string[], mutationFn: MutationFunction<CleanerProfile, TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: (profile) => {
      queryClient.setQueryData(cleanerProfileKeys.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: cleanerProfileKeys.all });
    },
  });
}

/** Calls that answer with something else (a document, a photo): refresh the profile. */
export function useProfileChange<TInput, TOutput>(mutationKey: readonly string[], mutationFn: MutationFunction<TOutput, TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cleanerProfileKeys.all }),
  });
}
