import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { useProfileChange } from './use-profile-mutation';

export async function deletePortfolioPhoto(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/cleaners/me/photos/{id}', { params: { path: { id } } });
  if (!response.ok) throw toApiError(response, error);
}

export function useDeletePortfolioPhoto() {
  return useProfileChange(['cleaners', 'me', 'photos', 'delete'], deletePortfolioPhoto);
}
