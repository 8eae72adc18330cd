import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import type { AuthResult } from '../../../api/types';
import { userKeys } from './keys';

export type LoginInput = components['schemas']['LoginRequest'];

export async function login(body: LoginInput): Promise<AuthResult> {
  const { data, error, response } = await apiClient.POST('/api/auth/login', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });
}

/**
 * Signs in. The page stores the session (remember-me picks the storage) in the same tick as it
 * navigates, so the sign-in page is never re-rendered as a signed-in page in between.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...loginMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
