import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { userKeys } from '../../auth/api/keys';
import { signInMethodKeys } from './sign-in-methods';

export type Passkey = components['schemas']['Passkey'];
type CredentialResponse = components['schemas']['WebAuthnCredentialResponse'];

export const passkeyKeys = { list: () => [...userKeys.me(), 'passkeys'] as const };

export async function listMyPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  const { data, error, response } = await apiClient.GET('/api/users/me/passkeys', { signal });
  if (!data) throw toApiError(response, error);
  return data.items;
}

export function myPasskeysQueryOptions() {
  return queryOptions({ queryKey: passkeyKeys.list(), queryFn: ({ signal }) => listMyPasskeys(signal) });
}

export function useMyPasskeys() {
  return useQuery(myPasskeysQueryOptions());
}

/** The server's options, the browser's (biometric) prompt, then the new credential back with its name. */
export async function addPasskey(name: string): Promise<Passkey> {
  const options = await apiClient.POST('/api/users/me/passkeys/options');
  if (!options.data) throw toApiError(options.response, options.error);
  const credential = await startRegistration({ optionsJSON: options.data as unknown as PublicKeyCredentialCreationOptionsJSON });
  const { data, error, response } = await apiClient.POST('/api/users/me/passkeys', { body: { name, response: credential as unknown as CredentialResponse } });
  if (!data) throw toApiError(response, error);
  return data;
}

export async function removePasskey(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/users/me/passkeys/{id}', { params: { path: { id } } });
  if (!response.ok) throw toApiError(response, error);
}

function useInvalidatePasskeys() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }), queryClient.invalidateQueries({ queryKey: signInMethodKeys.all() })]);
}

export function useAddPasskey() {
  const invalidate = useInvalidatePasskeys();
  return useMutation({ mutationKey: ['users', 'me', 'passkeys', 'add'], mutationFn: addPasskey, onSuccess: invalidate });
}

export function useRemovePasskey() {
  const invalidate = useInvalidatePasskeys();
  return useMutation({ mutationKey: ['users', 'me', 'passkeys', 'remove'], mutationFn: removePasskey, onSuccess: invalidate });
}
