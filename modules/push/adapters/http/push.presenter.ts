import type { PushPreferences } from '../../domain/push-categories.js';
import type { PushSubscriptionRecord } from '../../domain/push-subscription.js';

/** The contract's PushPreferences (camelCase), with how many devices the person has subscribed. */
export const presentPreferences = (p: { preferences: PushPreferences; devices: number }) => ({
  newRequest: p.preferences.new_request,
  bookingAnswer: p.preferences.booking_answer,
  messages: p.preferences.messages,
  reminders: p.preferences.reminders,
  payouts: p.preferences.payouts,
  devices: p.devices,
});

export interface PushPreferencesBody {
  newRequest: boolean;
  bookingAnswer: boolean;
  messages: boolean;
  reminders: boolean;
  payouts: boolean;
}

export const preferencesOf = (b: PushPreferencesBody): PushPreferences => ({
  new_request: b.newRequest,
  booking_answer: b.bookingAnswer,
  messages: b.messages,
  reminders: b.reminders,
  payouts: b.payouts,
});

/** A device as its person sees it: never the endpoint or the keys. */
export const presentDevice = (s: PushSubscriptionRecord) => ({ id: s.id, label: s.label, createdAt: s.createdAt.toISOString(), lastUsedAt: s.lastUsedAt?.toISOString() ?? null });
