import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { progressFetch, type UploadProgress } from '../../../api/upload-progress';
import { useProfileChange } from './use-profile-mutation';
import type { CleanerDocument, CleanerDocumentType } from './types';

export interface DocumentUploadInput {
  type: CleanerDocumentType;
  file: File;
  issuedOn?: string;
  onProgress?: UploadProgress;
}

export async function uploadCleanerDocument(input: DocumentUploadInput): Promise<CleanerDocument> {
  const form = new FormData();
  form.append('type', input.type);
  if (input.issuedOn) form.append('issuedOn', input.issuedOn);
  form.append('file', input.file);
  const { data, error, response } = await apiClient.POST('/api/cleaners/me/documents', {
    // openapi-typescript types a binary part as string; the serializer sends the form itself.
    body: { type: input.type, file: input.file.name },
    bodySerializer: () => form,
    fetch: progressFetch(form, input.onProgress),
  });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useUploadCleanerDocument() {
  return useProfileChange(['cleaners', 'me', 'documents', 'upload'], uploadCleanerDocument);
}
