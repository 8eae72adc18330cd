import type { components } from '../../../api/schema';

type S = components['schemas'];
export type PushPreferences = S['PushPreferences'];
export type PushPreferencesUpdate = S['PushPreferencesUpdate'];
export type PushSubscriptionInput = S['PushSubscriptionInput'];
export type PushDevice = S['PushDevice'];
/** The categories, in the order the section lists them. */
export const PUSH_CATEGORIES = ['newRequest', 'bookingAnswer', 'messages', 'reminders', 'payouts'] as const satisfies readonly (keyof PushPreferencesUpdate)[];
export type PushCategory = (typeof PUSH_CATEGORIES)[number];
