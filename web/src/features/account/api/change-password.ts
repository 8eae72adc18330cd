import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword(body: ChangePasswordInput): Promise<void> {
  const { error, response } = await apiClient.POST('/api/users/me/password', { body });
  if (!response.ok) throw toApiError(response, error);
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'me', 'password'], mutationFn: changePassword });
}

/** Answers 204: nothing cached changes. */
export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
