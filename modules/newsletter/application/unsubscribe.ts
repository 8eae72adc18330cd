import type { Locale } from '../../../src/shared/locale.js';
import { unsubscribe, type ConsentSource } from '../domain/subscriber.js';
import { newsletterErrors } from '../domain/newsletter.errors.js';
import type { NewsletterDeps } from './ports.js';

/**
 * One click, without signing in: the link at the foot of every newsletter (through the web page) or a
 * mail client's List-Unsubscribe one-click POST. Clicking again answers the same and records nothing.
 */
export const unsubscribeByToken =
  (deps: NewsletterDeps) =>
  async (input: { token: string; ip: string; source: Extract<ConsentSource, 'email_link' | 'one_click'> }): Promise<{ status: 'unsubscribed'; locale: Locale }> => {
    const now = deps.clock.now();
    return deps.tx.run(async () => {
      const found = await deps.subscribers.lockByUnsubscribeToken(input.token);
      if (!found) throw newsletterErrors.unsubscribeInvalid();
      const { subscriber, changed } = unsubscribe(found, now);
      if (changed) {
        await deps.subscribers.save(subscriber);
        await deps.subscribers.addConsent({ id: deps.newId(), subscriberId: subscriber.id, action: 'unsubscribed', at: now, ipHash: deps.hashIp(input.ip), locale: subscriber.locale, consentTextVersion: null, termsVersion: null, source: input.source });
      }
      return { status: 'unsubscribed' as const, locale: subscriber.locale };
    });
  };
