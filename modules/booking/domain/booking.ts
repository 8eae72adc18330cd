import type { ActorRole, BookingStatus, TransitionAction } from './booking-status.js';
import { nextStatus } from './booking-status.js';
import { bookingErrors } from './booking.errors.js';
import type { Quote } from './pricing.js';
import type { PaymentStatus } from './payment-status.js';

export const FREQUENCIES = ['once', 'weekly', 'biweekly', 'monthly', 'custom'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const CHECKLIST_CATEGORIES = ['general', 'kitchen', 'bathroom', 'bedroom', 'living_room', 'common_areas', 'outdoor', 'specific', 'other'] as const;
export type ChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];
export type PetKind = 'cat' | 'dog' | 'other';
export type Priority = 'low' | 'medium' | 'high';

export interface ChecklistTask {
  id: string;
  category: ChecklistCategory;
  label: string;
  done: boolean;
  doneAt: string | null;
}

export interface Emergency {
  reason: string;
  priority: Priority;
}

/** The money of one visit, frozen at request time from the quote (integer cents). */
export interface BookingMoney {
  subtotalCents: number;
  cleaningFeeCents: number;
  emergencyFeeCents: number;
  serviceFeeCents: number;
  discountCents: number;
  gstCents: number;
  qstCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  remainderCents: number;
}

/** A start minute of the day as HH:MM. */
export const wallClockOf = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export interface Cancellation {
  by: ActorRole;
  reason: string | null;
  feeCents: number;
  refundCents: number;
  late: boolean;
  countsAgainstReliability: boolean;
  at: string;
}

/** The coordinates are erased after their retention period (docs/decisions.md, "Retention"); the time and distance stay. */
export interface PunchRecord {
  at: string;
  lat?: number;
  lng?: number;
  accuracyMeters?: number | null;
  distanceMeters: number;
  /**
   * What the distance was measured from: the property's address, or only its postal area's or town's
   * centre when no geocoder placed it (issue #40); absent on punches recorded before, which were the address's.
   */
  measuredFrom?: 'address' | 'postal_area' | 'town';
}

/** One recorded move of the state machine (who, when, from, to). */
export interface Transition {
  id: string;
  bookingId: string;
  from: BookingStatus | null;
  to: BookingStatus;
  action: TransitionAction;
  actorRole: ActorRole;
  actorId: string | null;
  reason: string | null;
  at: Date;
}

/** A property as a booking shows it (the properties module's view). */
export interface PropertyView {
  id: string;
  name: string;
  type: string;
  address: { line1: string; city: string; placeId: string; postalCode: string; lat: number; lng: number };
  bedrooms: number;
  bathrooms: number;
  stories: number;
  squareFeet: number | null;
  parking: string | null;
  wifiName: string | null;
  wifiPassword: string | null;
  suppliesLocation: string | null;
  accessInstructions: string | null;
  trashLocation: string | null;
  roomsToAvoid: string | null;
  additionalNotes: string | null;
}

export const moneyOf = (q: Quote): BookingMoney => ({
  subtotalCents: q.subtotalCents,
  cleaningFeeCents: q.cleaningFeeCents,
  emergencyFeeCents: q.emergencyFeeCents,
  serviceFeeCents: q.serviceFeeCents,
  discountCents: q.discountCents,
  gstCents: q.gstCents,
  qstCents: q.qstCents,
  taxCents: q.taxCents,
  totalCents: q.totalCents,
  depositCents: q.depositCents,
  remainderCents: q.remainderCents,
});

/**
 * One visit. A series (weekly, biweekly, monthly, custom) is several bookings sharing a seriesId,
 * each changed or cancelled on its own. Status changes only through `fire`, which asks the state
 * machine and returns the transition to record.
 */
export class Booking {
  id!: string;
  seriesId!: string | null;
  visitNumber!: number;
  seriesVisits!: number;
  clientId!: string;
  cleanerId!: string;
  propertyId!: string;
  status!: BookingStatus;
  paymentStatus!: PaymentStatus;
  cleaningType!: string;
  frequency!: Frequency;
  intervalDays!: number | null;
  /** Local date and minute of the start in America/Toronto, as the client chose them. */
  date!: string;
  startMinute!: number;
  startsAt!: Date;
  endsAt!: Date;
  durationMinutes!: number;
  hasPets!: boolean;
  petKinds!: PetKind[];
  suppliesProvided!: boolean;
  allowPhotos!: boolean;
  /** When the client agreed to this visit's photos appearing in the public gallery; null: not given or withdrawn. */
  galleryConsentAt!: Date | null;
  emergency!: Emergency | null;
  notes!: string | null;
  promoCode!: string | null;
  paymentMethod!: 'card';
  paymentMethodId!: string | null;
  /** The payment provider's reference of the deposit authorisation. */
  paymentReference!: string | null;
  money!: BookingMoney;
  /** money.totalCents, as a column the console sorts on. */
  totalCents!: number;
  quote!: Quote;
  checklist!: ChecklistTask[];
  /** The property without its secrets at request time: the booking keeps its history if the property is deleted. */
  propertySnapshot!: PropertyView;
  requestKey!: string | null;
  /** Secret of the email accept/decline links (hash); cleared once a link is used. */
  actionNonce!: string | null;
  requestedAt!: Date;
  expiresAt!: Date;
  respondedAt!: Date | null;
  punchIn!: PunchRecord | null;
  punchOut!: PunchRecord | null;
  workedMinutes!: number | null;
  cancellation!: Cancellation | null;
  /** The arrival a late cleaner announced (issue #36); null when they did not. */
  lateArrivalAt!: Date | null;
  /** When they last announced it. */
  lateAnnouncedAt!: Date | null;
  /** When the client declared the cleaner absent (issue #36): the visit is cancelled and its cleaning status is no_show, recorded. */
  noShowAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  /** Moves the state machine, or throws the 409 error; the caller records the returned transition. */
  fire(action: Exclude<TransitionAction, 'request'>, actor: { role: ActorRole; id: string | null }, now: Date, reason: string | null, newId: () => string): Transition {
    const to = nextStatus(this.status, action, actor.role);
    if (!to) throw bookingErrors.illegalTransition(this.status);
    const from = this.status;
    this.status = to;
    this.updatedAt = now;
    return { id: newId(), bookingId: this.id, from, to, action, actorRole: actor.role, actorId: actor.id, reason, at: now };
  }

  partyRole(userId: string): 'client' | 'cleaner' | null {
    if (userId === this.clientId) return 'client';
    if (userId === this.cleanerId) return 'cleaner';
    return null;
  }
}
