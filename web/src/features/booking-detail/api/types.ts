import type { components } from '../../../api/schema';

type S = components['schemas'];
export type BookingScope = 'this' | 'series';
export type BookingPosition = S['BookingPosition'];
export type BookingProperty = S['BookingProperty'];
export type BookingMoney = S['BookingMoney'];
export type BookingParty = S['BookingParty'];
export type AvailabilitySlot = S['AvailabilitySlot'];
export type PhotoKind = S['BookingPhoto']['kind'];
export type EmailAction = 'accept' | 'decline';

/** Decline, withdraw and cancel: an optional reason, and this visit or the rest of its series. */
export interface ReasonInput {
  id: string;
  reason: string | null;
  scope: BookingScope;
}
