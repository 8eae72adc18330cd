import type { ChecklistCategory, PetKind } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import type { BookingDeps } from './ports.js';

/** Why the prefilled form cannot be sent as it is; the screen says so and keeps the rest. */
export type RebookProblem = 'cleaner_unavailable' | 'service_not_offered' | 'property_removed';

/** What "Réserver de nouveau" prefills: the past visit's choices; the date and time are the client's to pick. */
export interface RebookPrefill {
  fromBookingId: string;
  cleaner: { id: string; name: string; slug: string | null; bookable: boolean };
  /** Null when the client deleted the property since. */
  property: { id: string; name: string } | null;
  cleaningType: string;
  durationHours: number;
  pets: { hasPets: boolean; kinds: PetKind[] };
  suppliesProvided: boolean;
  allowPhotos: boolean;
  tasks: { category: ChecklistCategory; label: string }[];
  notes: string | null;
  problems: RebookProblem[];
}

/**
 * "Réserver de nouveau" (issue #18): a completed visit of this client, as a new request's starting
 * point. The cleaner is checked as a request would check them (listed, offering the type, serving the
 * place); a cleaner who is no longer bookable or a deleted property is said, not hidden.
 */
export const rebookPrefill =
  (deps: BookingDeps) =>
  async (bookingId: string, userId: string): Promise<RebookPrefill> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b) throw bookingErrors.notFound();
    const role = b.partyRole(userId);
    if (!role) throw bookingErrors.forbidden();
    if (role !== 'client') throw bookingErrors.clientsOnly();
    if (b.status !== 'completed') throw bookingErrors.rebookNotCompleted();
    const found = await deps.properties.propertyForBooking(b.propertyId);
    const property = found && found.ownerId === userId ? found.full : null;
    const place = property ?? b.propertySnapshot;
    const [terms, account, slug] = await Promise.all([
      deps.cleaners.bookingTerms(b.cleanerId, { placeId: place.address.placeId, lat: place.address.lat, lng: place.address.lng }, place.type, b.cleaningType),
      deps.accounts.find(b.cleanerId),
      deps.cleaners.slugOf(b.cleanerId),
    ]);
    const bookable = terms !== null && account?.active === true && terms.servesPlace && terms.rateCents !== null;
    const problems: RebookProblem[] = [];
    if (!bookable) problems.push('cleaner_unavailable');
    else if (!terms.serviceTypes.includes(b.cleaningType)) problems.push('service_not_offered');
    if (!property) problems.push('property_removed');
    return {
      fromBookingId: b.id,
      cleaner: { id: b.cleanerId, name: terms?.name ?? account?.name ?? '', slug: terms?.slug ?? slug, bookable },
      property: property ? { id: property.id, name: property.name } : null,
      cleaningType: b.cleaningType,
      durationHours: b.durationMinutes / 60,
      pets: { hasPets: b.hasPets, kinds: b.petKinds },
      suppliesProvided: b.suppliesProvided,
      allowPhotos: b.allowPhotos,
      tasks: b.checklist.map((t) => ({ category: t.category, label: t.label })),
      notes: b.notes,
      problems,
    };
  };
