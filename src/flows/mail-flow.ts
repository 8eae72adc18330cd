import type { Mailer, MailMessage } from '../shared/mailer.js';
import { newId } from '../shared/ids.js';
import type { Flow, Outbox } from './outbox.js';

/**
 * Emails that follow a change go through the outbox (flow `mail.send`, docs/decisions.md "Flows"):
 * written in the change's transaction (or on their own outside one), sent in the background once it
 * commits, retried when the mail server fails, and never sent for a change that rolled back. The
 * message is kept until it is sent, then forgotten (its links may carry a one-time secret).
 */
export const MAIL_EVENT = 'mail.send';

export function mailSend(transport: Mailer): Flow {
  return {
    event: MAIL_EVENT,
    background: true,
    forgetPayload: true,
    steps: [{ name: 'mail.deliver', external: true, run: (p) => transport.send(p as unknown as MailMessage) }],
  };
}

/** The modules' `Mailer` port backed by the outbox: `send` only records the email. */
export function outboxMailer(outbox: Pick<Outbox, 'emit'>): Mailer {
  return {
    send: (message) =>
      outbox.emit(MAIL_EVENT, newId(), {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      }),
  };
}
