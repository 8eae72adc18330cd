import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage, Mailer } from '../shared/mailer.js';

/**
 * Connections are pooled unless SMTP_URL says `pool=false`: without a pool nodemailer opens a
 * connection (and a TLS handshake) for every email, and a booking sends two.
 */
export function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/**
 * The message is composed into one buffer before it is handed to the connection: streamed, each
 * small MIME part became a socket write of its own (issue #24: ~5 % of the server's busy time in
 * the booking bench).
 */
function compose(from: string, message: MailMessage): Promise<Buffer> {
  return new MailComposer({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
  })
    .compile()
    .build();
}

export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(pooledUrl(smtpUrl));
  return {
    async send(message) {
      const raw = await compose(from, message);
      await transport.sendMail({ envelope: { from, to: [message.to] }, raw });
    },
    close: () => transport.close(),
  };
}
