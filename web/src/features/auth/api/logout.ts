import { apiClient } from '../../../api/client';

/** Failures are ignored by the caller (spec section 8): the local session ends anyway. */
export async function logoutRequest(): Promise<void> {
  await apiClient.POST('/api/auth/logout');
}
