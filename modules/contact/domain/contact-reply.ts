import type { FieldIssue } from '../../../src/shared/domain-error.js';
import type { Locale } from '../../../src/shared/locale.js';
import { contactErrors } from './contact.errors.js';
import { referenceOf } from './contact-message.js';

/** The bounds of a reply, the same in openapi.yaml and in the table's checks. */
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

/** An answer an admin wrote from the console to a contact message, emailed to its sender. */
export interface ContactReply {
  id: string;
  messageId: string;
  adminId: string;
  subject: string;
  body: string;
  /** The sender's language (the message's): the email is written in it. */
  locale: Locale;
  createdAt: Date;
  /** When the email was handed to the outbox, in the reply's own transaction (it leaves after the commit). */
  sentAt: Date;
}

/** The subject the console proposes, in the sender's language, with the message's reference. */
export function defaultReplySubject(messageId: string, locale: Locale): string {
  const reference = referenceOf(messageId);
  return locale === 'en' ? `Re: your message to Éclat (ref. ${reference})` : `Re\u00a0: votre message à Éclat (réf. ${reference})`;
}

/** One line for the subject (it becomes an email header); the body keeps its lines, trimmed. */
const oneLine = (s: string): string => s.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();

export function checkReplyInput(input: { subject?: string | null; body: string }, messageId: string, locale: Locale): { subject: string; body: string } {
  const issues: FieldIssue[] = [];
  const subject = oneLine(input.subject ?? '') || defaultReplySubject(messageId, locale);
  if (subject.length > REPLY_SUBJECT_MAX) issues.push({ field: 'body.subject', code: 'fields.too_long', params: { max: REPLY_SUBJECT_MAX } });
  const body = input.body.replace(/\r\n?/g, '\n').trim();
  if (!body) issues.push({ field: 'body.body', code: 'fields.required' });
  else if (body.length > REPLY_BODY_MAX) issues.push({ field: 'body.body', code: 'fields.too_long', params: { max: REPLY_BODY_MAX } });
  if (body.includes('\u0000')) issues.push({ field: 'body.body', code: 'fields.invalid_characters' });
  if (issues.length) throw contactErrors.invalid(issues);
  return { subject, body };
}
