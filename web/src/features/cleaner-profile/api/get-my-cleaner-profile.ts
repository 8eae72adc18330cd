import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { cleanerProfileKeys } from './keys';
import type { CleanerProfile } from './types';

export async function getMyCleanerProfile(): Promise<CleanerProfile> {
  const { data, error, response } = await apiClient.GET('/api/cleaners/me/profile');
  if (!data) throw toApiError(response, error);
  return data;
}

export const myCleanerProfileQuery = () => queryOptions({ queryKey: cleanerProfileKeys.profile(), queryFn: getMyCleanerProfile });

export function useMyCleanerProfile() {
  return useQuery(myCleanerProfileQuery());
}
