import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import type { User } from '../../../api/types';
import { useAuth } from '../../auth/auth-context';
import { userKeys } from '../../auth/api/keys';

/**
 * Every account call that answers with the user: the answer refreshes the stored session
 * (spec section 4) and the user queries are invalidated by their list key.
 */
export function useUserMutation<TInput>(mutationKey: readonly string[], mutationFn: MutationFunction<User, TInput>) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: (user) => {
      auth.updateUser(user);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
