import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { progressFetch, type UploadProgress } from '../../../api/upload-progress';
import type { User } from '../../../api/types';
import { useUserMutation } from './use-user-mutation';

export async function uploadAvatar(file: File, onProgress?: UploadProgress): Promise<User> {
  const form = new FormData();
  form.append('file', file);
  const { data, error, response } = await apiClient.POST('/api/users/me/avatar', {
    // openapi-typescript types a binary part as string; the serializer below sends the File itself.
    body: { file: file.name },
    bodySerializer: () => form,
    fetch: progressFetch(form, onProgress),
  });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useUploadAvatar() {
  return useUserMutation(['users', 'me', 'avatar'], ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) => uploadAvatar(file, onProgress));
}
