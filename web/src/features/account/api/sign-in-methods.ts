import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { userKeys } from '../../auth/api/keys';

type SocialProvider = components['schemas']['SocialProvider'];

export const signInMethodKeys = { all: () => [...userKeys.me(), 'sign-in-methods'] as const };

export async function getSignInMethods(signal?: AbortSignal) {
  const { data, error, response } = await apiClient.GET('/api/users/me/sign-in-methods', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function signInMethodsQueryOptions() {
  return queryOptions({ queryKey: signInMethodKeys.all(), queryFn: ({ signal }) => getSignInMethods(signal) });
}

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions());
}

export async function unlinkProvider(provider: SocialProvider): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/users/me/identities/{provider}', { params: { path: { provider } } });
  if (!response.ok) throw toApiError(response, error);
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationOptions({ mutationKey: ['users', 'me', 'identities', 'unlink'], mutationFn: unlinkProvider }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInMethodKeys.all() }),
  });
}

/** A passwordless account (social sign-in, passkeys) adds a password; the sign-in must be recent (server rule). */
export async function addPassword(body: { newPassword: string }): Promise<void> {
  const { error, response } = await apiClient.POST('/api/users/me/password/add', { body });
  if (!response.ok) throw toApiError(response, error);
}

export function useAddPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationOptions({ mutationKey: ['users', 'me', 'password', 'add'], mutationFn: addPassword }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInMethodKeys.all() }),
  });
}
