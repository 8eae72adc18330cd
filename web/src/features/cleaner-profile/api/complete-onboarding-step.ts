import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { useProfileMutation } from './use-profile-mutation';
import type { CleanerProfile, OnboardingStep } from './types';

export async function completeOnboardingStep(step: OnboardingStep): Promise<CleanerProfile> {
  const { data, error, response } = await apiClient.POST('/api/cleaners/me/onboarding/{step}/complete', { params: { path: { step } } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useCompleteOnboardingStep() {
  return useProfileMutation(['cleaners', 'me', 'onboarding', 'complete'], completeOnboardingStep);
}
