import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { AuthResult } from '../../../api/types';
import type { components } from '../../../api/schema';

type CredentialResponse = components['schemas']['WebAuthnCredentialResponse'];

/**
 * Signs in with a passkey: the server's challenge (kept in its cookie), the browser's prompt (or, with
 * `autofill`, the email field's suggestions), then the assertion back. Rejects when the person cancels.
 */
export async function passkeySignIn(autofill = false): Promise<AuthResult> {
  const options = await apiClient.POST('/api/auth/passkey/options');
  if (!options.data) throw toApiError(options.response, options.error);
  const response = await startAuthentication({ optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
  const { data, error, response: res } = await apiClient.POST('/api/auth/passkey', { body: { response: response as unknown as CredentialResponse } });
  if (!data) throw toApiError(res, error);
  return data;
}
