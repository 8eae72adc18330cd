import type { Flow } from './outbox.js';
import { WEBHOOK_ATTEMPT } from '../../modules/integrations/index.js';
import { REVIEW_PUBLISHED, type ReviewPublished } from '../../modules/reviews/index.js';

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
  steps: [{ name: 'webhooks.review_published', run: (p) => s.integrations.api.webhooks.reviewPublished(p as unknown as ReviewPublished) }],
});
