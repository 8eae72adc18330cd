import type { Flow, Outbox } from './outbox.js';
import { WEBHOOK_ATTEMPT, messageCreatedWatchSql, type MessageCreatedFacts, type PaymentFailedFacts, type PayoutPaidFacts, type RefundCreatedFacts } from '../../modules/integrations/index.js';
import { REVIEW_PUBLISHED, type ReviewPublished } from '../../modules/reviews/index.js';
import { PAYMENT_FAILED, REFUND_CREATED, type PaymentFailed, type RefundCreated } from '../../modules/payments/index.js';
import { PAYOUT_PAID, type PayoutPaid } from '../../modules/payouts/index.js';
import type { MessageAnnouncement } from '../../modules/messaging/index.js';

/**
 * One attempt of a webhook delivery (modules/integrations, docs/decisions.md "Webhooks"). The step
 * records the attempt and, on failure, writes the next attempt's row with its backoff time, so the
 * step itself never fails (a thrown error would roll back the attempt's log line).
 */
export const webhookAttempt = (s: { integrations: { api: { webhooks: { attempt(p: { deliveryId: string; attempt: number; resend?: boolean }): Promise<void> } } } }): Flow => ({
  event: WEBHOOK_ATTEMPT,
  background: true,
  steps: [
    {
      name: 'webhooks.attempt',
      run: (p) => s.integrations.api.webhooks.attempt({ deliveryId: String(p.deliveryId), attempt: Number(p.attempt), ...(p.resend === true ? { resend: true } : {}) }),
    },
  ],
});

/** A review was published (reviews, in the publication's transaction): integrators' review.published, in the background. */
export const reviewPublished = (s: { integrations: { api: { webhooks: { reviewPublished(p: ReviewPublished): Promise<void> } } } }): Flow => ({
  event: REVIEW_PUBLISHED,
  background: true,
  steps: [{ name: 'webhooks.review_published', external: true, run: (p) => s.integrations.api.webhooks.reviewPublished(p as unknown as ReviewPublished) }],
});

interface IntegratorSteps {
  integrations: {
    api: {
      webhooks: {
        paymentFailed(p: PaymentFailedFacts): Promise<void>;
        refundCreated(p: RefundCreatedFacts): Promise<void>;
        payoutPaid(p: PayoutPaidFacts): Promise<void>;
        messageCreated(p: MessageCreatedFacts): Promise<void>;
      };
    };
  };
}

/** What a producer writes is what integrations reads (neither module imports the other: the compiler checks it here). */
type Fits<Written extends Read, Read> = Written;
export type PayloadsFit = [Fits<PaymentFailed, PaymentFailedFacts>, Fits<RefundCreated, RefundCreatedFacts>, Fits<PayoutPaid, PayoutPaidFacts>];

/** A remainder or fee refused (payments, in the transaction that recorded it): integrators' payment.failed. */
export const paymentFailed = (s: IntegratorSteps): Flow => ({
  event: PAYMENT_FAILED,
  background: true,
  steps: [{ name: 'webhooks.payment_failed', external: true, run: (p) => s.integrations.api.webhooks.paymentFailed(p as unknown as PaymentFailedFacts) }],
});

/** A refund went through (payments, in the transaction that recorded it): integrators' refund.created. */
export const refundCreated = (s: IntegratorSteps): Flow => ({
  event: REFUND_CREATED,
  background: true,
  steps: [{ name: 'webhooks.refund_created', external: true, run: (p) => s.integrations.api.webhooks.refundCreated(p as unknown as RefundCreatedFacts) }],
});

/** A payout became paid (payouts, under the payout's lock): integrators' payout.paid. */
export const payoutPaid = (s: IntegratorSteps): Flow => ({
  event: PAYOUT_PAID,
  background: true,
  steps: [{ name: 'webhooks.payout_paid', external: true, run: (p) => s.integrations.api.webhooks.payoutPaid(p as unknown as PayoutPaidFacts) }],
});

export const MESSAGE_CREATED = 'messaging.message_created';
const MESSAGE_CREATED_STEP = 'webhooks.message_created';

/** A message was sent (its row written by the message's insert statement, see messageCreatedAnnouncement): integrators' message.created. */
export const messageCreated = (s: IntegratorSteps): Flow => ({
  event: MESSAGE_CREATED,
  background: true,
  steps: [{ name: MESSAGE_CREATED_STEP, run: (p) => s.integrations.api.webhooks.messageCreated(p as unknown as MessageCreatedFacts) }],
});

/**
 * Sending a message is a hot path of one statement (docs/decisions.md, "Webhooks"): message.created
 * is not emitted with a statement of its own. The insert statement carries this CTE, which writes
 * the outbox row only when one of the two parties uses integrations (an endpoint subscribed to
 * message.created or a key with events:read: integrations' rule), and for those parties only, so a
 * conversation between people who do not costs a few index probes inside the same statement, and
 * no row. The row's step then runs after that statement as if emitted.
 */
export function messageCreatedAnnouncement(outbox: Pick<Outbox, 'written'>): MessageAnnouncement {
  const sentAt = `to_char(stored.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return {
    cte: `announced as (
           insert into platform_outbox (id, flow, step, key, payload, created_at, available_at)
           select gen_random_uuid(), '${MESSAGE_CREATED}', '${MESSAGE_CREATED_STEP}', stored.id::text,
                  jsonb_build_object('messageId', stored.id, 'bookingId', stored.booking_id, 'senderId', stored.sender_id, 'recipientId', stored.recipient_id, 'sentAt', ${sentAt}, 'ownerIds', w.ids),
                  stored.sent_at, stored.sent_at
             from stored, lateral (select jsonb_agg(v.u) as ids from (values (stored.sender_id), (stored.recipient_id)) v(u) where ${messageCreatedWatchSql('v.u')}) w
            where w.ids is not null
           on conflict (flow, step, key) do nothing returning id, key, payload->'ownerIds' as owner_ids)`,
    written: (rowId, m, ownerIds) =>
      outbox.written(
        MESSAGE_CREATED,
        m.id,
        { messageId: m.id, bookingId: m.bookingId, senderId: m.senderId, recipientId: m.recipientId, sentAt: m.sentAt.toISOString(), ownerIds } satisfies MessageCreatedFacts,
        { [MESSAGE_CREATED_STEP]: rowId },
      ),
  };
}
