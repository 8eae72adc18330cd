import { RateLimitedError } from '../../../src/shared/domain-error.js';
import { CONSENT_TEXT_VERSION, checkSubscribeInput, newSubscriber, subscribeAgain, type SubscribeInput, type SubscribeOutcome } from '../domain/subscriber.js';
import { alreadySubscribedEmail, confirmationEmail, newsletterLinks } from './newsletter-emails.js';
import type { NewsletterDeps } from './ports.js';

export interface SubscribeRequest extends SubscribeInput {
  /** The honeypot: a field people never see or fill. */
  website?: string | null;
  ip: string;
}

/**
 * Spec section 5 and issue #15: a sign-up by email with the terms accepted, confirmed by a link sent in
 * the subscriber's language (double opt-in). The caller always gets the same answer: whether the address
 * was new, pending, confirmed or unsubscribed, or the sign-up a bot's, is never told (only the per-IP
 * limit answers 429). The record, its consent and the email are written in one transaction; the email
 * leaves after the commit (outbox).
 */
export const subscribe =
  (deps: NewsletterDeps) =>
  async (request: SubscribeRequest): Promise<void> => {
    const { perIp, perEmail, confirmHours, publicUrl } = deps.settings;
    const byIp = await deps.rateLimiter.hit(`newsletter:ip:${request.ip}`, perIp.limit, perIp.windowSeconds);
    if (!byIp.allowed) throw new RateLimitedError(byIp.retryAfterSeconds);
    // A bot that fills the hidden field is answered like everyone and nothing happens.
    if (request.website?.trim()) return;
    const { email, locale } = checkSubscribeInput(request);
    // Every sign-up sends one email: past the per-address cap nothing changes at all (the last link
    // sent keeps working), so nobody can flood an inbox through this form.
    const byEmail = await deps.rateLimiter.hit(`newsletter:email:${email}`, perEmail.limit, perEmail.windowSeconds);
    if (!byEmail.allowed) return;

    const now = deps.clock.now();
    const token = deps.newToken();
    const confirmation = { tokenHash: deps.hashToken(token), expiresAt: new Date(now.getTime() + confirmHours * 3_600_000) };
    await deps.tx.run(async () => {
      let outcome: SubscribeOutcome;
      const existing = await deps.subscribers.lockByEmail(email);
      if (existing) {
        outcome = subscribeAgain(existing, { locale, confirmation, now });
      } else {
        const fresh = newSubscriber({ id: deps.newId(), email, locale, unsubscribeToken: deps.newToken(), confirmation, now });
        if (await deps.subscribers.insertIfAbsent(fresh)) {
          outcome = { kind: 'new', subscriber: fresh, email: 'confirm' };
        } else {
          // A concurrent sign-up of the same address created it first: continue from its record.
          const created = await deps.subscribers.lockByEmail(email);
          if (!created) throw new Error('newsletter subscriber vanished during sign-up');
          outcome = subscribeAgain(created, { locale, confirmation, now });
        }
      }
      if (outcome.email === 'already_confirmed') {
        await deps.mailer.send(alreadySubscribedEmail(outcome.subscriber, publicUrl));
        return;
      }
      if (outcome.kind !== 'new') await deps.subscribers.save(outcome.subscriber);
      await deps.subscribers.addConsent({
        id: deps.newId(),
        subscriberId: outcome.subscriber.id,
        action: 'requested',
        at: now,
        ipHash: deps.hashIp(request.ip),
        locale,
        consentTextVersion: CONSENT_TEXT_VERSION,
        termsVersion: await deps.terms.versionInForce(),
        source: 'web_form',
      });
      const link = newsletterLinks(publicUrl, outcome.subscriber, token).confirm!;
      await deps.mailer.send(confirmationEmail(outcome.subscriber, link, confirmHours));
    });
  };
