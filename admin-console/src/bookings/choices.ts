import type { components } from '../../../web/src/api/schema';

type Schemas = components['schemas'];

// Choice names are translation keys: react-admin translates them when rendering.
// Typed against the contract's enums, so a value added there fails to compile here.
function choices<T extends string>(group: string, ids: readonly T[]): { id: T; name: string }[] {
  return ids.map(id => ({ id, name: `eclat.bookings.${group}.${id}` }));
}

export const statusChoices = choices<Schemas['BookingStatus']>('status', [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'declined',
  'declined_by_client',
  'cancelled',
  'expired',
]);

export const paymentStatusChoices = choices<Schemas['BookingPaymentStatus']>('payment_status', [
  'initial_pending',
  'initial_failed',
  'initial_completed',
  'final_pending',
  'final_failed',
  'final_completed',
  'final_refunded',
  'final_partially_refunded',
  'fully_paid',
  'partially_paid',
  'completed',
  'failed',
  'refunded',
]);

export const cleaningStatusChoices = choices<NonNullable<Schemas['BookingCleaningStatus']>>(
  'cleaning_status',
  ['awaiting_cleaner', 'pending', 'late', 'no_show', 'in_progress', 'awaiting_payment', 'completed'],
);

export const cleaningTypeChoices = choices<Schemas['CleanerServiceType']>('cleaning_type', [
  'regular',
  'deep',
  'move_in_out',
  'garage',
  'office',
  'airbnb',
]);

export const frequencyChoices = choices<Schemas['BookingFrequency']>('frequency', [
  'once',
  'weekly',
  'biweekly',
  'monthly',
  'custom',
]);

export const propertyTypeChoices = choices<Schemas['PropertyType']>('property_type', [
  'house',
  'bungalow',
  'apartment',
  'condo',
  'office_space',
  'airbnb',
  'commercial',
]);
