import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { useProfileChange } from './use-profile-mutation';

export async function deleteCleanerDocument(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/cleaners/me/documents/{id}', { params: { path: { id } } });
  if (!response.ok) throw toApiError(response, error);
}

export function useDeleteCleanerDocument() {
  return useProfileChange(['cleaners', 'me', 'documents', 'delete'], deleteCleanerDocument);
}

/** The owner's download link (an attachment; the session cookie authenticates it). */
export const documentFileUrl = (id: string) => `/api/cleaners/me/documents/${id}/file`;
