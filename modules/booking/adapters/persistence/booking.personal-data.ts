import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStorage } from '../../../../src/shared/file-storage.js';
import { exportRow, isoOrNull, type PersonalDataFile, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';
import type { Accounts } from '../../application/ports.js';

interface Row {
  id: string;
  client_id: string;
  cleaner_id: string;
  punch_in: { at: string; distanceMeters: number } | null;
  punch_out: { at: string; distanceMeters: number } | null;
  property_snapshot: { name: string; address: { city: string } };
  notes: string | null;
  promo_code: string | null;
  quote: unknown;
  gallery_consent_at: Date | string | null;
  [column: string]: unknown;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * The bookings of a client or a cleaner for their data export, as each party is shown them. Of the other
 * party, only the name. A client gets their home as it was booked (their own data) and the before/after
 * photos of their visits; a cleaner gets the place's name and town only, not the client's address,
 * notes or photos of their home, and the punch times and distances without the coordinates, which
 * would locate the client's home. Who acted in the history is a role, never another account's id.
 */
export const bookingPersonalData =
  (em: () => EntityManager, accounts: Pick<Accounts, 'findMany'>, files: FileStorage) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const rows = await em().execute<Row[]>(
      `select id, series_id, visit_number, series_visits, client_id, cleaner_id, status, payment_status, cleaning_type, frequency, interval_days,
              date::text as date, start_minute, starts_at, ends_at, duration_minutes, has_pets, pet_kinds, supplies_provided, allow_photos,
              emergency, notes, promo_code, money, total_cents, quote, property_snapshot, checklist, requested_at, expires_at, responded_at,
              punch_in, punch_out, worked_minutes, cancellation, late_arrival_at, late_announced_at, no_show_at, gallery_consent_at, created_at, updated_at
         from bookings where client_id = ? or cleaner_id = ? order by starts_at`,
      [subject.userId, subject.userId],
    );
    if (!rows.length) return { data: { bookings: [] }, files: [] };
    const ids = rows.map((r) => r.id);
    const transitions = await em().execute<{ booking_id: string }[]>(
      'select booking_id, from_status, to_status, action, actor_role, reason, at from booking_transitions where booking_id = any(?::uuid[]) order by at',
      [`{${ids.join(',')}}`],
    );
    const photos = await em().execute<{ id: string; booking_id: string; kind: string; storage_key: string; content_type: string; created_at: Date | string }[]>(
      'select id, booking_id, kind, storage_key, content_type, created_at from booking_photos where booking_id = any(?::uuid[]) order by created_at',
      [`{${ids.join(',')}}`],
    );
    const enRoutes = await em().execute<{ booking_id: string; started_at: Date | string; eta_at: Date | string | null }[]>(
      'select booking_id, started_at, eta_at from booking_en_route where booking_id = any(?::uuid[])',
      [`{${ids.join(',')}}`],
    );
    const others = await accounts.findMany([...new Set(rows.map((r) => (r.client_id === subject.userId ? r.cleaner_id : r.client_id)))]);
    const nameOf = new Map(others.map((a) => [a.id, a.name]));
    const photoFiles: PersonalDataFile[] = [];

    const bookings = rows.map((r) => {
      const asClient = r.client_id === subject.userId;
      const {
        client_id: clientId,
        cleaner_id: cleanerId,
        punch_in: punchIn,
        punch_out: punchOut,
        property_snapshot: property,
        notes,
        promo_code: promoCode,
        quote,
        gallery_consent_at: galleryConsentAt,
        ...common
      } = r;
      const history = transitions.filter((t) => t.booking_id === r.id).map(({ booking_id: _b, ...t }) => exportRow(t));
      const own = photos.filter((p) => p.booking_id === r.id);
      const visitPhotos = own.map((p) => {
        const file = asClient ? `visit-photos/${r.id}-${p.kind}-${p.id}.${EXTENSIONS[p.content_type] ?? 'bin'}` : null;
        if (file) photoFiles.push({ path: file, read: async () => (await files.get(p.storage_key))?.data ?? null });
        return { id: p.id, kind: p.kind, createdAt: isoOrNull(p.created_at), file: file ? `files/${file}` : null };
      });
      const punch = (p: { at: string; distanceMeters: number } | null) => (p ? (asClient ? { at: p.at } : { at: p.at, distanceMeters: p.distanceMeters }) : null);
      return {
        ...exportRow(common),
        myRole: asClient ? 'client' : 'cleaner',
        ...(asClient ? { cleanerName: nameOf.get(cleanerId) ?? null } : { clientName: nameOf.get(clientId) ?? null }),
        ...(asClient
          ? { property, notes, promoCode, quote, galleryConsentAt: isoOrNull(galleryConsentAt) }
          : { property: { name: property.name, city: property.address.city } }),
        punchIn: punch(punchIn),
        punchOut: punch(punchOut),
        history,
        enRoute: ((e) => (e ? { startedAt: isoOrNull(e.started_at), etaAt: isoOrNull(e.eta_at) } : null))(enRoutes.find((e) => e.booking_id === r.id)),
        photos: visitPhotos,
      };
    });
    return { data: { timeZone: 'America/Toronto', bookings }, files: photoFiles };
  };
