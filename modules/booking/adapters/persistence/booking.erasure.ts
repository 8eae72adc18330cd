import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileDisposal } from '../../../../src/shared/file-disposal.js';
import type { FlowEvents } from '../../../../src/shared/flow-events.js';
import { newId } from '../../../../src/shared/ids.js';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';
import { ACTIVE_STATUSES } from '../../domain/booking-status.js';
import { GALLERY_CONSENT_WITHDRAWN, type GalleryConsentWithdrawn } from '../../application/gallery-consent.js';

/**
 * Account deletion. Bookings are financial records kept 6 years (tax law), so they stay with their
 * ids, dates, amounts and statuses; the client's personal fields go: the home's copy keeps only its
 * type, size and town (the place of supply), the notes and punch coordinates are erased, the gallery
 * consent is withdrawn (content takes the pairs off the site) and the before/after photos of the
 * client's home are deleted, files after the commit. A deleted cleaner's visits keep their photos
 * until the retention job: they are the client's evidence, and show the home, not the cleaner.
 * Visits still open (requested, confirmed, under way) are left whole: deleting an account does not
 * cancel them (terms of use), and the cleaner needs the address and access details to come.
 */
export const bookingErasure =
  (em: () => EntityManager, fileDisposal: FileDisposal, flows: FlowEvents) =>
  async (subject: ErasureSubject): Promise<void> => {
    const id = [subject.userId];
    const closed = `status not in (${ACTIVE_STATUSES.map((st) => `'${st}'`).join(', ')})`;
    const withdrawn = await em().execute<{ id: string }[]>(
      'update bookings set gallery_consent_at = null where client_id = ? and gallery_consent_at is not null returning id',
      id,
    );
    for (const b of withdrawn) await flows.emit(GALLERY_CONSENT_WITHDRAWN, newId(), { bookingId: b.id } satisfies GalleryConsentWithdrawn);
    const photos = await em().execute<{ storage_key: string }[]>(
      `delete from booking_photos p using bookings b where b.id = p.booking_id and b.client_id = ? and b.${closed} returning p.storage_key`,
      id,
    );
    await em().execute(
      `update bookings set notes = null,
              property_snapshot = property_snapshot
                || jsonb_build_object('name', '', 'address', jsonb_build_object('line1', '', 'city', property_snapshot->'address'->>'city', 'placeId', '', 'postalCode', '', 'lat', 0, 'lng', 0))
                || '{"wifiName":null,"wifiPassword":null,"suppliesLocation":null,"accessInstructions":null,"trashLocation":null,"roomsToAvoid":null,"additionalNotes":null}'::jsonb,
              punch_in = punch_in - 'lat' - 'lng' - 'accuracyMeters', punch_out = punch_out - 'lat' - 'lng' - 'accuracyMeters'
        where client_id = ? and ${closed}`,
      id,
    );
    await fileDisposal.dispose(photos.map((p) => p.storage_key));
  };
