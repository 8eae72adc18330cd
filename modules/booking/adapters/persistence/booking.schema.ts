import { EntitySchema } from '@mikro-orm/core';
import { Booking, type Transition } from '../../domain/booking.js';
import type { BookingPhoto } from '../../application/ports.js';

const json = { type: 'json' } as const;
const nullableJson = { type: 'json', nullable: true } as const;
const timestamp = { type: 'datetime', columnType: 'timestamptz' } as const;
const nullableTimestamp = { type: 'datetime', columnType: 'timestamptz', nullable: true } as const;

/** The bookings table; `slot` and its exclusion constraint live in the migration only. */
export const BookingSchema = new EntitySchema<Booking>({
  class: Booking,
  tableName: 'bookings',
  properties: {
    id: { type: 'uuid', primary: true },
    seriesId: { type: 'uuid', nullable: true },
    visitNumber: { type: 'smallint' },
    seriesVisits: { type: 'smallint' },
    // Identity ids and the property id: plain columns, no relations across modules.
    clientId: { type: 'uuid' },
    cleanerId: { type: 'uuid' },
    propertyId: { type: 'uuid' },
    status: { type: 'text', runtimeType: 'string' as never },
    paymentStatus: { type: 'text', runtimeType: 'string' as never },
    cleaningType: { type: 'text' },
    frequency: { type: 'text', runtimeType: 'string' as never },
    intervalDays: { type: 'smallint', nullable: true },
    date: { type: 'date', runtimeType: 'string' },
    startMinute: { type: 'smallint' },
    startsAt: timestamp,
    endsAt: timestamp,
    durationMinutes: { type: 'integer' },
    hasPets: { type: 'boolean' },
    petKinds: json,
    suppliesProvided: { type: 'boolean' },
    allowPhotos: { type: 'boolean' },
    galleryConsentAt: nullableTimestamp,
    emergency: nullableJson,
    notes: { type: 'text', nullable: true },
    promoCode: { type: 'text', nullable: true },
    paymentMethod: { type: 'text', runtimeType: 'string' as never },
    paymentMethodId: { type: 'text', nullable: true },
    paymentReference: { type: 'text', nullable: true },
    money: json,
    // Copied out of `money` so the console can sort by it.
    totalCents: { type: 'integer' },
    quote: json,
    propertySnapshot: json,
    checklist: json,
    requestKey: { type: 'uuid', nullable: true },
    actionNonce: { type: 'text', nullable: true },
    requestedAt: timestamp,
    expiresAt: timestamp,
    respondedAt: nullableTimestamp,
    punchIn: nullableJson,
    punchOut: nullableJson,
    workedMinutes: { type: 'integer', nullable: true },
    cancellation: nullableJson,
    lateArrivalAt: nullableTimestamp,
    lateAnnouncedAt: nullableTimestamp,
    noShowAt: nullableTimestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
  },
});

export class TransitionRow implements Transition {
  id!: string;
  bookingId!: string;
  from!: Transition['from'];
  to!: Transition['to'];
  action!: Transition['action'];
  actorRole!: Transition['actorRole'];
  actorId!: string | null;
  reason!: string | null;
  at!: Date;
}

export const BookingTransitionSchema = new EntitySchema<TransitionRow>({
  class: TransitionRow,
  tableName: 'booking_transitions',
  properties: {
    id: { type: 'uuid', primary: true },
    bookingId: { type: 'uuid' },
    from: { type: 'text', fieldName: 'from_status', nullable: true, runtimeType: 'string' as never },
    to: { type: 'text', fieldName: 'to_status', runtimeType: 'string' as never },
    action: { type: 'text', runtimeType: 'string' as never },
    actorRole: { type: 'text', runtimeType: 'string' as never },
    actorId: { type: 'uuid', nullable: true },
    reason: { type: 'text', nullable: true },
    at: timestamp,
  },
});

export class BookingPhotoRow implements BookingPhoto {
  id!: string;
  bookingId!: string;
  kind!: 'before' | 'after';
  storageKey!: string;
  contentType!: string;
  sizeBytes!: number;
  createdAt!: Date;
}

export const BookingPhotoSchema = new EntitySchema<BookingPhotoRow>({
  class: BookingPhotoRow,
  tableName: 'booking_photos',
  properties: {
    id: { type: 'uuid', primary: true },
    bookingId: { type: 'uuid' },
    kind: { type: 'text', runtimeType: 'string' as never },
    storageKey: { type: 'text' },
    contentType: { type: 'text' },
    sizeBytes: { type: 'integer' },
    createdAt: timestamp,
  },
});
