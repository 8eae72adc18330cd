import { wallClockOf, type Booking, type PropertyView, type Transition } from '../../domain/booking.js';
import type { Quote } from '../../domain/pricing.js';
import type { BookingDetailView, BookingSummaryView, Party } from '../../application/booking-view.js';
import type { BookingPhoto } from '../../application/ports.js';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const party = (p: Party) => ({ id: p.id, name: p.name, profilePic: p.profilePic, profilePicImage: p.profilePicImage, slug: p.slug });

export const presentQuote = (q: Quote) => q;

export function presentSummary(v: BookingSummaryView) {
  const b = v.booking;
  return {
    id: b.id,
    seriesId: b.seriesId,
    visitNumber: b.visitNumber,
    seriesVisits: b.seriesVisits,
    status: b.status,
    paymentStatus: b.paymentStatus,
    cleaningStatus: v.cleaningStatus,
    date: b.date,
    time: wallClockOf(b.startMinute),
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    durationHours: b.durationMinutes / 60,
    cleaningType: b.cleaningType,
    frequency: b.frequency,
    totalCents: b.money.totalCents,
    client: party(v.client),
    cleaner: party(v.cleaner),
    propertyName: b.propertySnapshot.name,
    city: b.propertySnapshot.address.city,
    requestedAt: b.requestedAt.toISOString(),
    expiresAt: b.status === 'pending' ? b.expiresAt.toISOString() : null,
    cleanerEarning: v.cleanerEarning,
  };
}

const presentProperty = (p: PropertyView) => ({
  id: p.id,
  name: p.name,
  type: p.type,
  addressLine1: p.address.line1,
  city: p.address.city,
  postalCode: p.address.postalCode,
  lat: p.address.lat,
  lng: p.address.lng,
  bedrooms: p.bedrooms,
  bathrooms: p.bathrooms,
  stories: p.stories,
  squareFeet: p.squareFeet,
  parking: p.parking,
  wifiName: p.wifiName,
  wifiPassword: p.wifiPassword,
  suppliesLocation: p.suppliesLocation,
  accessInstructions: p.accessInstructions,
  trashLocation: p.trashLocation,
  roomsToAvoid: p.roomsToAvoid,
  additionalNotes: p.additionalNotes,
});

const presentTransition = (t: Transition) => ({ from: t.from, to: t.to, action: t.action, actorRole: t.actorRole, actorId: t.actorId, reason: t.reason, at: t.at.toISOString() });

export const presentPhoto = (p: BookingPhoto) => ({ id: p.id, kind: p.kind, url: `/api/bookings/${p.bookingId}/photos/${p.id}`, createdAt: p.createdAt.toISOString() });

function cancellationOf(b: Booking) {
  const c = b.cancellation;
  return c ? { by: c.by, reason: c.reason, feeCents: c.feeCents, refundCents: c.refundCents, late: c.late, at: c.at } : null;
}

export function presentBooking(v: BookingDetailView) {
  const b = v.booking;
  return {
    ...presentSummary(v),
    timeZone: 'America/Toronto' as const,
    viewerRole: v.viewerRole,
    pets: { hasPets: b.hasPets, kinds: b.petKinds },
    suppliesProvided: b.suppliesProvided,
    allowPhotos: b.allowPhotos,
    galleryConsentAt: iso(b.galleryConsentAt),
    emergency: b.emergency,
    notes: b.notes,
    paymentMethod: b.paymentMethod,
    money: b.money,
    property: presentProperty(v.property),
    checklist: b.checklist,
    // Admins do not see the photos of a client's home (spec section 6: admins do not see bookings' private content).
    photos: v.viewerRole === 'admin' ? [] : v.photos.map(presentPhoto),
    punchedInAt: b.punchIn?.at ?? null,
    punchedOutAt: b.punchOut?.at ?? null,
    workedMinutes: b.workedMinutes,
    cancellation: cancellationOf(b),
    history: v.transitions.map(presentTransition),
    enRoute: v.enRoute ? { startedAt: v.enRoute.startedAt.toISOString(), etaAt: iso(v.enRoute.etaAt), updatedAt: v.enRoute.updatedAt.toISOString() } : null,
    lateArrival: b.lateArrivalAt && b.lateAnnouncedAt ? { arrivesAt: b.lateArrivalAt.toISOString(), announcedAt: b.lateAnnouncedAt.toISOString() } : null,
    noShow: { declaredAt: iso(b.noShowAt), declarableFrom: iso(v.noShowDeclarableFrom) },
    actions: v.actions,
    cancellationTerms: v.cancellationTerms
      ? {
          free: v.cancellationTerms.free,
          feeCents: v.cancellationTerms.feeCents,
          refundCents: v.cancellationTerms.refundCents,
          // What was paid and what the fee would add, so the dialog's lines add up before she confirms (issue #40).
          paidCents: v.cancellationTerms.refundCents + v.cancellationTerms.feeCents - v.cancellationTerms.extraChargeCents,
          extraChargeCents: v.cancellationTerms.extraChargeCents,
          freeUntil: v.cancellationTerms.freeUntil.toISOString(),
        }
      : null,
  };
}

export function presentAdminBooking(v: BookingDetailView) {
  return { ...presentBooking(v), clientEmail: v.client.email, cleanerEmail: v.cleaner.email };
}

export { iso };
