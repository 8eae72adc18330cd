import type { FieldIssue } from '../../../src/shared/domain-error.js';
import type { Locale } from '../../../src/shared/locale.js';
import { contactErrors } from './contact.errors.js';

/** What the message is about; it routes the message in the console (commercial work goes to a partner, spec section 1). */
export const CONTACT_CATEGORIES = ['booking', 'payment', 'account', 'cleaners', 'commercial', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_STATUSES = ['open', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const BOOKING_REFERENCE_MAX = 100;

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  category: ContactCategory;
  message: string;
  /** As typed (a booking number or the booking page's address); `bookingId` is the UUID found in it, if any. */
  bookingReference: string | null;
  bookingId: string | null;
  /** The sender's language: their acknowledgement is in it, and staff answer in it. */
  locale: Locale;
  /** The signed-in sender's account, if any. */
  userId: string | null;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
}

export interface ContactInput {
  name: string;
  email: string;
  category: ContactCategory;
  message: string;
  bookingReference?: string | null;
  locale: Locale;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** Line breaks and other control characters end up in email subjects and headers: one line, single spaces. */
const oneLine = (s: string): string => s.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();

/** A short reference for the sender and the staff (the first block of the id, upper case). */
export const referenceOf = (id: string): string => id.slice(0, 8).toUpperCase();

/** Trims and checks every field (the contract bounds them too); all problems at once, each on its field. */
export function checkContactInput(input: ContactInput): Omit<ContactMessage, 'id' | 'userId' | 'createdAt' | 'handledAt' | 'handledBy'> {
  const issues: FieldIssue[] = [];
  const name = oneLine(input.name);
  if (name.length < NAME_MIN) issues.push({ field: 'body.name', code: name ? 'fields.too_short' : 'fields.required', params: { min: NAME_MIN } });
  else if (name.length > NAME_MAX) issues.push({ field: 'body.name', code: 'fields.too_long', params: { max: NAME_MAX } });
  const email = input.email.trim().toLowerCase();
  if (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) issues.push({ field: 'body.email', code: 'fields.invalid_email' });
  const message = input.message.replace(/\r\n?/g, '\n').trim();
  if (message.length < MESSAGE_MIN) issues.push({ field: 'body.message', code: message ? 'fields.too_short' : 'fields.required', params: { min: MESSAGE_MIN } });
  else if (message.length > MESSAGE_MAX) issues.push({ field: 'body.message', code: 'fields.too_long', params: { max: MESSAGE_MAX } });
  const reference = oneLine(input.bookingReference ?? '');
  if (reference.length > BOOKING_REFERENCE_MAX) issues.push({ field: 'body.bookingReference', code: 'fields.too_long', params: { max: BOOKING_REFERENCE_MAX } });
  if (issues.length) throw contactErrors.invalid(issues);
  return {
    name,
    email,
    category: input.category,
    message,
    bookingReference: reference || null,
    bookingId: UUID.exec(reference)?.[0]?.toLowerCase() ?? null,
    locale: input.locale,
  };
}

/** Marks the message handled by this admin, or open again. Setting the same state again changes nothing. */
export function setHandled(message: ContactMessage, handled: boolean, adminId: string, now: Date): ContactMessage {
  if (handled === (message.handledAt !== null)) return message;
  return handled ? { ...message, handledAt: now, handledBy: adminId } : { ...message, handledAt: null, handledBy: null };
}
