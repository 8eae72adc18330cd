import type { Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../shared/mailer.js';

// nodemailer (~4.6 MB of heap, ~22 MB resident loaded alone) is loaded with the first email, not at boot (issue #39).
const importNodemailer = async () => {
  const [n, c] = await Promise.all([import('nodemailer'), import('nodemailer/lib/mail-composer')]);
  return { nodemailer: n.default, MailComposer: c.default };
};
let nodemailerModules: ReturnType<typeof importNodemailer> | null = null;
const loadNodemailer = () => (nodemailerModules ??= importNodemailer());

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
async function compose(from: string, message: MailMessage): Promise<Buffer> {
  const { MailComposer } = await loadNodemailer();
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
  // One pooled transport, made with the first email; closing before any email has nothing to close.
  let transport: Transporter | null = null;
  let closed = false;
  const transportOf = async () => {
    const { nodemailer } = await loadNodemailer();
    if (closed) throw new Error('mailer closed');
    return (transport ??= nodemailer.createTransport(pooledUrl(smtpUrl)));
  };
  return {
    async send(message) {
      const raw = await compose(from, message);
      await (await transportOf()).sendMail({ envelope: { from, to: [message.to] }, raw });
    },
    close: () => {
      closed = true;
      transport?.close();
    },
  };
}
