import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export async function resetPassword(body: ResetPasswordInput): Promise<void> {
  const { error, response } = await apiClient.POST('/api/auth/reset-password', { body });
  if (!response.ok) throw toApiError(response, error);
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
