/** Outgoing email, in domain words. Adapters: SMTP (nodemailer) or the development mailbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
