import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { useProfileMutation } from './use-profile-mutation';
import type { CleanerProfile, CleanerProfilePatch } from './types';

export async function updateMyCleanerProfile(patch: CleanerProfilePatch): Promise<CleanerProfile> {
  const { data, error, response } = await apiClient.PATCH('/api/cleaners/me/profile', { body: patch });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useUpdateMyCleanerProfile() {
  return useProfileMutation(['cleaners', 'me', 'profile', 'update'], updateMyCleanerProfile);
}
