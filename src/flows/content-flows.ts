import type { Flow } from './outbox.js';
import { GALLERY_CONSENT_WITHDRAWN } from '../../modules/booking/index.js';

/**
 * A client withdrew their consent to the gallery (booking): the pairs made of that visit's photos
 * leave the site, and their files are deleted once that commits (content, through `files.delete`).
 * docs/decisions.md, "Gallery from real visits". Idempotent: a retry finds no pair left.
 */
export interface ContentFlowSteps {
  content: { removeBookingPairs(bookingId: string): Promise<number> };
}

export const galleryConsentWithdrawn = (s: ContentFlowSteps): Flow => ({
  event: GALLERY_CONSENT_WITHDRAWN,
  steps: [{ name: 'content.remove_booking_pairs', run: async (p) => void (await s.content.removeBookingPairs(String(p.bookingId))) }],
});
