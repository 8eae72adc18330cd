import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { caseKeys } from './keys';
import type { VisitCase } from './types';

/** The cleaner's one written answer. */
export async function answerCase({ bookingId, answer }: { bookingId: string; answer: string }): Promise<VisitCase> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/case/answer', { params: { path: { id: bookingId } }, body: { answer } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useAnswerCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerCase, onSuccess: (_c, { bookingId }) => queryClient.invalidateQueries({ queryKey: caseKeys.ofVisit(bookingId) }) });
}
