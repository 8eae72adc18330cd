import { findContactInfo } from './contact-info.js';
import { messagingErrors } from './messaging.errors.js';

/** One message of a conversation (spec section 3: uuidId, bookingUuid, read/sent state). */
export interface Message {
  id: string;
  /** The visit the message is about (its marker in the thread). */
  bookingId: string;
  /** Its conversation: the visit's series, else the visit itself (domain/conversation.ts). */
  conversationId: string;
  /** Chosen by the sender's device: the same id twice is the same message (a retry). */
  clientMessageId: string;
  senderId: string;
  recipientId: string;
  text: string;
  sentAt: Date;
  readAt: Date | null;
}

/** Characters, after trimming; the contract's maxLength says the same. */
export const MESSAGE_MAX_LENGTH = 2000;

/** The text as stored: trimmed, not empty, without phone numbers or e-mail addresses. */
export function messageText(raw: string): string {
  const text = raw.trim();
  if (!text.length) throw messagingErrors.emptyText();
  if (text.length > MESSAGE_MAX_LENGTH) throw messagingErrors.tooLong();
  const found = findContactInfo(text);
  if (found === 'phone') throw messagingErrors.phoneNotAllowed();
  if (found === 'email') throw messagingErrors.emailNotAllowed();
  return text;
}

export type Frequency = 'instant' | 'daily' | 'weekly' | 'monthly';
export const FREQUENCIES: readonly Frequency[] = ['instant', 'daily', 'weekly', 'monthly'];

/**
 * A person's email preferences (issue #18). `emailEnabled` and `frequency` are about missed messages;
 * the other switches are the optional categories of src/shared/email-preferences.ts. Security and
 * transactional emails have no switch: they always go.
 */
export interface NotificationPreferences {
  emailEnabled: boolean;
  frequency: Frequency;
  /** Reminders the day before and shortly before a visit, and before a request expires (cleaners). */
  bookingReminders: boolean;
  /** Review invitations, the reminder before the window closes, and notices of reviews published about the person. */
  reviewEmails: boolean;
}

/** Until the user changes them: an email for each missed conversation, right away, and every optional email. */
export const DEFAULT_PREFERENCES: NotificationPreferences = { emailEnabled: true, frequency: 'instant', bookingReminders: true, reviewEmails: true };

export type Presence = 'online' | 'offline' | 'busy' | 'away';
