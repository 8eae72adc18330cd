import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { User } from '../../../api/types';
import { useAuth } from '../auth-context';
import { userKeys } from './keys';

export type SelectableRole = 'client' | 'cleaner';

export interface SelectRoleResult {
  redirectTo: string;
  user: User;
}

/** The terms' fields go only with an account that has not accepted the terms in force (a social sign-up). */
export interface SelectRoleInput {
  role: SelectableRole;
  acceptTerms?: boolean;
  termsVersion?: string;
  termsLanguage?: 'fr' | 'en';
}

export async function selectRole(input: SelectRoleInput): Promise<SelectRoleResult> {
  const { data, error, response } = await apiClient.POST('/api/auth/select-role', { body: input });
  if (!data) throw toApiError(response, error);
  return data;
}

export function selectRoleMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'select-role'], mutationFn: selectRole });
}

/** Stores the user with the new role; the page then leaves for the returned address. */
export function useSelectRole() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    ...selectRoleMutationOptions(),
    onSuccess: (result) => {
      auth.updateUser(result.user);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
