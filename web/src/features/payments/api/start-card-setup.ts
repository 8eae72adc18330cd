import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { CardSetup } from './types';

/** A fresh SetupIntent per attempt: its secret is single use, so it is never cached. */
export async function startCardSetup(): Promise<CardSetup> {
  const { data, error, response } = await apiClient.POST('/api/payments/cards/setup');
  if (!data) throw toApiError(response, error);
  return data;
}
