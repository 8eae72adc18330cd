import type { Booking } from '../booking/api/types';
import { checklistProgress } from './checklist';

/**
 * Whether the condition behind a refused punch-out still holds on the booking as it is now (issue
 * #14: "Veuillez télécharger les photos requises avant de soumettre" stayed on screen after the
 * photos were added). Refusals about what the cleaner adds to the booking (the ticks, the before and
 * after photos) go away as soon as the booking has them; any other refusal (position, time, a
 * server error) stays until the next try, since nothing on the page can show it is over.
 */
export function punchProblemStands(code: string | undefined, booking: Pick<Booking, 'checklist' | 'photos' | 'allowPhotos'>): boolean {
  switch (code) {
    case 'booking.checklist_incomplete':
      return !checklistProgress(booking.checklist).complete;
    case 'booking.photos_missing': {
      if (!booking.allowPhotos) return false;
      const kinds = new Set(booking.photos.map((photo) => photo.kind));
      return !kinds.has('before') || !kinds.has('after');
    }
    default:
      return true;
  }
}
