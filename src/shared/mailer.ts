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
  /** Files sent with the email (e.g. a booking's `.ics`), passed by every adapter. */
  attachments?: MailAttachment[];
}

/** A small text file attached to an email (UTF-8 content, e.g. `text/calendar; method=PUBLISH`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
