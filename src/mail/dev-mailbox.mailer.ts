import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../shared/ids.js';
import type { MailAttachment, Mailer, MailMessage } from '../shared/mailer.js';

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  createdAt: string;
}

/**
 * Development mailbox: without SMTP_URL, emails are kept in the database and shown at /dev/mailbox,
 * so a newcomer can follow a password-reset link. Never used in production (see src/app.ts).
 */
export class DevMailboxMailer implements Mailer {
  constructor(private readonly em: () => EntityManager) {}

  async send(message: MailMessage) {
    await this.em()
      .execute('insert into platform_dev_mailbox (id, recipient, subject, text_body, html_body, headers, attachments, created_at) values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, now())', [
        newId(),
        message.to,
        message.subject,
        message.text,
        message.html,
        JSON.stringify(message.headers ?? {}),
        JSON.stringify(message.attachments ?? []),
      ]);
  }

  async list(limit = 50): Promise<MailboxEntry[]> {
    const rows = await this.em()
      .execute<{ id: string; recipient: string; subject: string; text_body: string; html_body: string; headers: Record<string, string> | null; attachments: MailAttachment[] | null; created_at: Date }[]>(
        'select * from platform_dev_mailbox order by created_at desc limit ?',
        [limit],
      );
    return rows.map((r) => ({ id: r.id, to: r.recipient, subject: r.subject, text: r.text_body, html: r.html_body, headers: r.headers ?? {}, attachments: r.attachments ?? [], createdAt: new Date(r.created_at).toISOString() }));
  }
}
