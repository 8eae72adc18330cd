import type { Flow } from './outbox.js';
import { WEBHOOK_ATTEMPT } from '../../modules/integrations/index.js';

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
