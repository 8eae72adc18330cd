import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { progressFetch, type UploadProgress } from '../../../api/upload-progress';
import { useProfileChange } from './use-profile-mutation';
import type { PortfolioPhoto } from './types';

export async function uploadPortfolioPhoto({ file, onProgress }: { file: File; onProgress?: UploadProgress }): Promise<PortfolioPhoto> {
  const form = new FormData();
  form.append('file', file);
  const { data, error, response } = await apiClient.POST('/api/cleaners/me/photos', { body: { file: file.name }, bodySerializer: () => form, fetch: progressFetch(form, onProgress) });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useUploadPortfolioPhoto() {
  return useProfileChange(['cleaners', 'me', 'photos', 'upload'], uploadPortfolioPhoto);
}
