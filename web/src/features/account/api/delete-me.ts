import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';

/** The word the person must type, in both languages (spec section 5). */
export const DELETE_CONFIRMATION_WORD = 'SUPPRIMER';

export async function deleteMe(confirmation: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/users/me', { body: { confirmation } });
  if (!response.ok) throw toApiError(response, error);
}

export function deleteMeMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'me', 'delete'], mutationFn: deleteMe });
}

/**
 * The server ends the session with the account; the page forgets it locally in the same tick
 * as it navigates away, so the account page never renders for a signed-out visitor.
 */
export function useDeleteMe() {
  return useMutation(deleteMeMutationOptions());
}
