import { deliveryRetryDelayMs, textsIn } from '../domain/campaign.js';
import { newsletterIssue } from './newsletter-emails.js';
import type { NewsletterDeps } from './ports.js';

export interface DeliveryRun {
  sent: number;
  skipped: number;
  failed: number;
}

/**
 * Sends due newsletter deliveries, one transaction each: the row is taken with FOR UPDATE SKIP LOCKED
 * (any number of instances share the work, none takes a row another holds), the email goes through
 * the transport, and the row is marked sent in the same transaction, so a delivery that was marked
 * is never sent again. A process that dies between the transport's acceptance and the commit leaves
 * the row pending and the email is sent again later (the narrow window every outbox has; see
 * docs/decisions.md). A subscriber who is no longer confirmed when their turn comes is skipped. A
 * failed send is retried later, then counted failed after `sendMaxAttempts` tries.
 */
export const deliverNewsletters =
  (deps: NewsletterDeps) =>
  async (limit = 200): Promise<DeliveryRun> => {
    const run: DeliveryRun = { sent: 0, skipped: 0, failed: 0 };
    const campaignTexts = new Map<string, Awaited<ReturnType<typeof deps.campaigns.findById>>>();
    for (let i = 0; i < limit; i++) {
      const outcome = await deps.tx.run(async () => {
        const now = deps.clock.now();
        const due = await deps.campaigns.takeDue(now);
        if (!due) return 'none' as const;
        if (due.subscriber.status !== 'confirmed') {
          await deps.campaigns.markSkipped(due.id, now);
          return 'skipped' as const;
        }
        if (!campaignTexts.has(due.campaignId)) campaignTexts.set(due.campaignId, await deps.campaigns.findById(due.campaignId));
        const campaign = campaignTexts.get(due.campaignId)!;
        const message = newsletterIssue(due.subscriber, deps.settings.publicUrl, { fr: textsIn(campaign!, 'fr'), en: textsIn(campaign!, 'en') });
        try {
          await deps.transport.send(message);
        } catch (error) {
          const attempts = due.attempts + 1;
          const giveUp = attempts >= deps.settings.sendMaxAttempts;
          await deps.campaigns.markFailedAttempt(due.id, {
            attempts,
            error: error instanceof Error ? error.message : String(error),
            retryAt: giveUp ? null : new Date(now.getTime() + deliveryRetryDelayMs(attempts)),
            now,
          });
          return giveUp ? ('failed' as const) : ('retry' as const);
        }
        await deps.campaigns.markSent(due.id, due.subscriber.locale, deps.clock.now());
        return 'sent' as const;
      });
      if (outcome === 'none') break;
      if (outcome !== 'retry') run[outcome]++;
    }
    await deps.tx.run(() => deps.campaigns.finishCampaigns(deps.clock.now()));
    return run;
  };
