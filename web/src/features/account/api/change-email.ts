import { mutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { User } from '../../../api/types';
import { useUserMutation } from './use-user-mutation';

export interface ChangeEmailInput {
  email: string;
  currentPassword: string;
}

export async function changeEmail(body: ChangeEmailInput): Promise<User> {
  const { data, error, response } = await apiClient.POST('/api/users/me/email', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function changeEmailMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'me', 'email'], mutationFn: changeEmail });
}

export function useChangeEmail() {
  return useUserMutation(['users', 'me', 'email'], changeEmail);
}
