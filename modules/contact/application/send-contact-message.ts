import { RateLimitedError } from '../../../src/shared/domain-error.js';
import { checkContactInput, referenceOf, type ContactInput, type ContactMessage } from '../domain/contact-message.js';
import { acknowledgementEmail, opsEmail } from './contact-emails.js';
import type { ContactDeps } from './ports.js';

export interface ContactRequest extends ContactInput {
  /** The honeypot: a field people never see or fill. */
  website?: string | null;
  userId: string | null;
  ip: string;
}

/**
 * The /contact form: the message is kept for the console, sent to the operations address, and
 * acknowledged to the sender in their language, all three in one transaction (the emails leave after
 * the commit through the outbox). Limited per IP and per sender address; a bot that fills the hidden
 * field is answered like everyone and nothing is kept or sent.
 */
export const sendContactMessage =
  (deps: ContactDeps) =>
  async (request: ContactRequest): Promise<{ reference: string | null }> => {
    const { perIp, perEmail, opsEmail: opsAddress, publicUrl } = deps.settings;
    const byIp = await deps.rateLimiter.hit(`contact:ip:${request.ip}`, perIp.limit, perIp.windowSeconds);
    if (!byIp.allowed) throw new RateLimitedError(byIp.retryAfterSeconds);
    if (request.website?.trim()) return { reference: null };
    const checked = checkContactInput(request);
    const byEmail = await deps.rateLimiter.hit(`contact:email:${checked.email}`, perEmail.limit, perEmail.windowSeconds);
    if (!byEmail.allowed) throw new RateLimitedError(byEmail.retryAfterSeconds);

    const message: ContactMessage = { ...checked, id: deps.newId(), userId: request.userId, createdAt: deps.clock.now(), handledAt: null, handledBy: null };
    await deps.tx.run(async () => {
      await deps.messages.insert(message);
      await deps.mailer.send(opsEmail(opsAddress, message, `${publicUrl}/admin/contact-messages/${message.id}/show`));
      await deps.mailer.send(acknowledgementEmail(message));
    });
    return { reference: referenceOf(message.id) };
  };
