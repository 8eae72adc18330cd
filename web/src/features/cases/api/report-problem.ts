import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { caseKeys } from './keys';
import type { CaseCategory, CaseWish, VisitCase } from './types';
import { uploadCasePhoto } from './upload-case-photo';

export interface ProblemReport {
  bookingId: string;
  category: CaseCategory;
  description: string;
  wish: CaseWish | null;
  photos: File[];
}

/** The report, then its photos one by one (the server takes at most 5). */
export async function reportProblem({ bookingId, category, description, wish, photos }: ProblemReport): Promise<VisitCase> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/case', { params: { path: { id: bookingId } }, body: { category, description, wish } });
  if (!data) throw toApiError(response, error);
  for (const file of photos) await uploadCasePhoto({ bookingId, file });
  return data;
}

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportProblem,
    // Even when a photo failed the report exists: the page shows it.
    onSettled: (_data, _error, { bookingId }) => queryClient.invalidateQueries({ queryKey: caseKeys.ofVisit(bookingId) }),
  });
}
