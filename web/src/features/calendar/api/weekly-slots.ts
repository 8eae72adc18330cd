import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { WeeklySlotChoice, WeeklySlots } from './types';

export async function getWeeklySlots(): Promise<WeeklySlots> {
  const { data, error, response } = await apiClient.GET('/api/availability/me/weekly-slots');
  if (!data) throw toApiError(response, error);
  return data;
}

export async function setWeeklySlots(slots: WeeklySlotChoice[]): Promise<WeeklySlots> {
  const { data, error, response } = await apiClient.PUT('/api/availability/me/weekly-slots', { body: { slots } });
  if (!data) throw toApiError(response, error);
  return data;
}

export const weeklySlotsQueryOptions = () => queryOptions({ queryKey: availabilityKeys.weeklySlots(), queryFn: getWeeklySlots });

/** The onboarding picker's state: the cleaner's weekly morning and afternoon patterns. */
export function useWeeklySlots() {
  return useQuery(weeklySlotsQueryOptions());
}

export function useSetWeeklySlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'weekly-slots'],
    mutationFn: setWeeklySlots,
    // They are calendar blocks: the calendar and the block list read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
