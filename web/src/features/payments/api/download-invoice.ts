import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { filenameFromDisposition } from '../pdf-file';

export type DownloadedFile = { blob: Blob; filename: string };

/**
 * Fetched rather than linked: a refusal (409 before the final payment, 429 with the spec's
 * "Trop de demandes…" message) is then shown on the page instead of replacing it.
 */
export async function downloadBookingInvoice(bookingId: string): Promise<DownloadedFile> {
  const { data, error, response } = await apiClient.GET('/api/bookings/{id}/invoice.pdf', { params: { path: { id: bookingId } }, parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob)) throw toApiError(response, error);
  return { blob: data, filename: filenameFromDisposition(response.headers.get('Content-Disposition'), `facture-${bookingId}.pdf`) };
}
