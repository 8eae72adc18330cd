import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Booking failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under booking.*. */
export const bookingErrors = {
  notFound: () => new DomainError('booking.not_found', 'not_found'),
  forbidden: () => new DomainError('booking.forbidden', 'forbidden'),
  clientsOnly: () => new DomainError('booking.clients_only', 'forbidden'),
  invalid: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  illegalTransition: (status: string) => new DomainError('booking.illegal_transition', 'conflict', { status }),
  slotTaken: () => new DomainError('booking.slot_taken', 'conflict'),
  unavailable: (date: string) => new DomainError('booking.cleaner_unavailable', 'conflict', { date }),
  cleanerNotBookable: () => new DomainError('booking.cleaner_not_bookable', 'not_found'),
  propertyNotFound: () => new DomainError('booking.property_not_found', 'not_found'),
  cityNotServed: () => new DomainError('booking.city_not_served', 'invalid'),
  noFixedRate: () => new DomainError('booking.no_fixed_rate', 'invalid'),
  serviceNotOffered: () => new DomainError('booking.service_not_offered', 'invalid'),
  invalidPromo: () => new DomainError('booking.invalid_promo', 'invalid'),
  promoNotYetValid: (date: string) => new DomainError('booking.promo_not_yet_valid', 'invalid', { date }),
  promoExpired: () => new DomainError('booking.promo_expired', 'invalid'),
  promoExhausted: () => new DomainError('booking.promo_exhausted', 'invalid'),
  inThePast: () => new DomainError('booking.in_the_past', 'invalid'),
  paymentFailed: () => new DomainError('booking.payment_failed', 'payment_required'),
  payoutAccountRequired: () => new DomainError('booking.payout_account_required', 'conflict'),
  postponeTooLate: () => new DomainError('booking.postpone_too_late', 'conflict'),
  linkInvalid: () => new DomainError('booking.link_invalid', 'forbidden'),
  linkUsed: () => new DomainError('booking.link_used', 'conflict'),
  tooEarlyToPunchIn: (minutes: number) => new DomainError('booking.too_early', 'conflict', { minutes }),
  tooEarlyToPunchOut: (minutes: number, percent: number) => new DomainError('booking.too_early_to_finish', 'conflict', { minutes, percent }),
  /**
   * Says what was compared (issue #40): the property's address, or only its postal area's or town's
   * centre, in which case the message names it (context `postal_area` / `town`, src/http/messages.ts).
   */
  tooFar: (meters: number, limit: number, from: { precision: 'address' | 'postal_area' | 'town'; fsa: string | null; town: string }) =>
    new DomainError('booking.too_far', 'conflict', {
      distanceMeters: meters,
      limitMeters: limit,
      ...(from.precision === 'address' ? {} : { context: from.precision, fsa: from.fsa ?? '', town: from.town }),
    }),
  checklistIncomplete: () => new DomainError('booking.checklist_incomplete', 'invalid'),
  photosMissing: () => new DomainError('booking.photos_missing', 'invalid'),
  photosNotAllowed: () => new DomainError('booking.photos_not_allowed', 'conflict'),
  taskNotFound: () => new DomainError('booking.task_not_found', 'not_found'),
  photoNotFound: () => new DomainError('booking.photo_not_found', 'not_found'),
  galleryConsentClientOnly: () => new DomainError('booking.gallery_consent_client_only', 'forbidden'),
  enRouteNotToday: () => new DomainError('booking.en_route_not_today', 'conflict'),
  rebookNotCompleted: () => new DomainError('booking.rebook_not_completed', 'conflict'),
  galleryConsentNotCompleted: () => new DomainError('booking.gallery_consent_not_completed', 'conflict'),
  noShowTooEarly: (from: string) => new DomainError('booking.no_show_too_early', 'conflict', { from }),
  noShowAfterPunchIn: () => new DomainError('booking.no_show_after_punch_in', 'conflict'),
  noShowAlreadyDeclared: () => new DomainError('booking.no_show_already_declared', 'conflict'),
  noShowClientOnly: () => new DomainError('booking.no_show_client_only', 'forbidden'),
  lateCleanerOnly: () => new DomainError('booking.late_cleaner_only', 'forbidden'),
  lateNotToday: () => new DomainError('booking.late_not_today', 'conflict'),
  lateTooLate: () => new DomainError('booking.late_too_late', 'conflict'),
};
