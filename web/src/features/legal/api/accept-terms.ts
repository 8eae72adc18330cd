import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { legalKeys } from './keys';
import type { LegalLanguage, TermsAcceptanceStatus } from './types';

export interface AcceptTermsInput {
  /** The version the person read; the server answers 409 when another one is in force. */
  version: string;
  /** The version they choose to be bound by: French unless they expressly choose English. */
  language: LegalLanguage;
}

export async function acceptTerms(body: AcceptTermsInput): Promise<TermsAcceptanceStatus> {
  const { data, error, response } = await apiClient.POST('/api/users/me/terms-acceptance', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useAcceptTerms(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['legal', 'accept-terms'],
    mutationFn: acceptTerms,
    onSuccess: (status) => queryClient.setQueryData(legalKeys.termsAcceptance(userId), status),
    // A 409 means a newer version came into force: read the status (and the texts) again.
    onError: () => void queryClient.invalidateQueries({ queryKey: legalKeys.all }),
  });
}
