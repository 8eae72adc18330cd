/** Outgoing email, in domain words. Adapters: SMTP (nodemailer) or the development mailbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra header fields, passed as is by every adapter (e.g. a newsletter's `List-Unsubscribe` and
   * `List-Unsubscribe-Post`, RFC 2369/8058). Names and values must not hold line breaks.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
