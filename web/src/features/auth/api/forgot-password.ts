import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';

export async function forgotPassword(email: string): Promise<void> {
  const { error, response } = await apiClient.POST('/api/auth/forgot-password', { body: { email } });
  if (!response.ok) throw toApiError(response, error);
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword });
}

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
