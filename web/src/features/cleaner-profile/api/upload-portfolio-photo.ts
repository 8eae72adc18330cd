import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { useProfileChange } from './use-profile-mutation';
import type { PortfolioPhoto } from './types';

export async function uploadPortfolioPhoto(file: File): Promise<PortfolioPhoto> {
  const form = new FormData();
  form.append('file', file);
  const { data, error, response } = await apiClient.POST('/api/cleaners/me/photos', { body: { file: file.name }, bodySerializer: () => form });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useUploadPortfolioPhoto() {
  return useProfileChange(['cleaners', 'me', 'photos', 'upload'], uploadPortfolioPhoto);
}
