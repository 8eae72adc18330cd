import type { Locale } from '../../../src/shared/locale.js';
import { confirm } from '../domain/subscriber.js';
import { newsletterErrors } from '../domain/newsletter.errors.js';
import type { NewsletterDeps } from './ports.js';

/** The link of the confirmation email, once and before it expires; the sign-up becomes a subscription. */
export const confirmSubscription =
  (deps: NewsletterDeps) =>
  async (input: { token: string; ip: string }): Promise<{ status: 'confirmed'; locale: Locale }> => {
    const hash = deps.hashToken(input.token);
    const now = deps.clock.now();
    return deps.tx.run(async () => {
      const subscriber = await deps.subscribers.lockByConfirmTokenHash(hash);
      if (!subscriber) throw newsletterErrors.confirmationInvalid();
      const confirmed = confirm(subscriber, now);
      await deps.subscribers.save(confirmed);
      await deps.subscribers.addConsent({ id: deps.newId(), subscriberId: confirmed.id, action: 'confirmed', at: now, ipHash: deps.hashIp(input.ip), locale: confirmed.locale, consentTextVersion: null, termsVersion: null, source: 'email_link' });
      return { status: 'confirmed' as const, locale: confirmed.locale };
    });
  };
