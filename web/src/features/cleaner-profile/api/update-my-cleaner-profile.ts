import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { useProfileMutation } from './use-profile-mutation';
import type { CleanerProfile, CleanerProfilePatch } from './types';

export interface ProfileSaveOptions {
  /** The onboarding step the form belongs to: the server adds what it still misses to the values' problems. */
  forStep?: 'quick-start' | 'ready-to-work';
  /** Checks without saving (to show the server's problems beside the form's own, in one round). */
  validateOnly?: boolean;
}

export async function updateMyCleanerProfile(patch: CleanerProfilePatch, options: ProfileSaveOptions = {}): Promise<CleanerProfile> {
  const query = { ...(options.forStep ? { forStep: options.forStep } : {}), ...(options.validateOnly ? { validateOnly: 'true' as const } : {}) };
  const { data, error, response } = await apiClient.PATCH('/api/cleaners/me/profile', { params: { query }, body: patch });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useUpdateMyCleanerProfile() {
  return useProfileMutation(['cleaners', 'me', 'profile', 'update'], ({ patch, options }: { patch: CleanerProfilePatch; options?: ProfileSaveOptions }) => updateMyCleanerProfile(patch, options));
}
