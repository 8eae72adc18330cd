import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';

export type SignInProvider = components['schemas']['SignInProvider'];

export async function listSignInProviders(signal?: AbortSignal): Promise<SignInProvider[]> {
  const { data, error, response } = await apiClient.GET('/api/auth/providers', { signal });
  if (!data) throw toApiError(response, error);
  return data.providers;
}

/** The configured social sign-in providers: they change only with the server's configuration. */
export function signInProvidersQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'providers'] as const, queryFn: ({ signal }) => listSignInProviders(signal), staleTime: Infinity });
}

export function useSignInProviders() {
  return useQuery(signInProvidersQueryOptions());
}

/** Names people know the providers by; the generic one goes by the label the server was given. */
export function providerLabel(provider: { id: string; label?: string | null }): string {
  const names: Record<string, string> = { google: 'Google', apple: 'Apple', microsoft: 'Microsoft' };
  return names[provider.id] ?? provider.label ?? 'OpenID Connect';
}

/** A browser navigation (not a fetch): the server sends it on to the provider. */
export function socialStartUrl(provider: string, link?: { returnTo: string }): string {
  const base = `/api/auth/oidc/${encodeURIComponent(provider)}/start`;
  return link ? `${base}?intent=link&returnTo=${encodeURIComponent(link.returnTo)}` : base;
}
