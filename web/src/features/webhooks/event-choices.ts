import type { WebhookEventType } from './api/webhooks';

/** Every event an endpoint can subscribe to, in the order the form lists them. */
export const EVENT_TYPES: readonly WebhookEventType[] = ['booking.requested', 'booking.accepted', 'booking.declined', 'booking.expired', 'booking.cancelled', 'booking.withdrawn', 'booking.postponed', 'visit.started', 'visit.completed', 'payment.succeeded', 'payment.failed', 'refund.created', 'review.published', 'message.created', 'payout.paid'];

/** Events only one side ever receives (docs/integrations.md): the other side is not offered them. */
const CLIENT_ONLY: readonly WebhookEventType[] = ['payment.succeeded', 'payment.failed'];
const CLEANER_ONLY: readonly WebhookEventType[] = ['payout.paid'];

/** The events a person with this role can receive, so nobody subscribes to one that never comes. */
export function eventTypesFor(role: 'client' | 'cleaner'): WebhookEventType[] {
  const never = role === 'client' ? CLEANER_ONLY : CLIENT_ONLY;
  return EVENT_TYPES.filter((type) => !never.includes(type));
}
