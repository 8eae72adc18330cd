import type { PushNotice } from '../../../src/shared/push-notices.js';

/**
 * What a person turns on or off for their devices (docs/decisions.md "Push notifications"): every category
 * is on once a device is subscribed (subscribing is the opt-in; the browser asked for permission), and
 * each can be turned off alone. The same choice holds for every device of the person.
 */
export const PUSH_CATEGORIES = ['new_request', 'booking_answer', 'messages', 'reminders', 'payouts'] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

export type PushPreferences = Record<PushCategory, boolean>;

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = { new_request: true, booking_answer: true, messages: true, reminders: true, payouts: true };

export function categoryOf(notice: PushNotice): PushCategory {
  return categoryOfKind(notice.kind);
}

export function categoryOfKind(kind: PushNotice['kind']): PushCategory {
  switch (kind) {
    case 'new_request':
      return 'new_request';
    case 'request_accepted':
    case 'request_declined':
      return 'booking_answer';
    case 'new_message':
      return 'messages';
    case 'visit_reminder':
    // A late arrival is news of the visit's day, like its reminders (issue #36): no category of its own.
    case 'cleaner_late':
      return 'reminders';
    case 'payout_paid':
      return 'payouts';
  }
}
