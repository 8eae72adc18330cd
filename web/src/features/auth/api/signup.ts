import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import type { AuthResult } from '../../../api/types';
import { userKeys } from './keys';

export type SignupInput = components['schemas']['SignupRequest'];

export async function signup(body: SignupInput): Promise<AuthResult> {
  const { data, error, response } = await apiClient.POST('/api/auth/signup', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function signupMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'signup'], mutationFn: signup });
}

/**
 * Creates the account. The page stores the session (never remembered, spec section 4) in the same
 * tick as it navigates to role selection.
 */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    ...signupMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
