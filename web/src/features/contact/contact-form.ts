import type { ContactCategory } from './api/send-contact-message';

/** Client-side checks that mirror the contract and the contact module's rules, so mistakes show before a round trip. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const REFERENCE_MAX = 100;

export const CONTACT_CATEGORIES: readonly ContactCategory[] = ['booking', 'payment', 'account', 'cleaners', 'commercial', 'other'];

export interface ContactValues {
  name: string;
  email: string;
  category: ContactCategory | '';
  bookingReference: string;
  message: string;
}

export type ContactProblem = 'nameRequired' | 'nameLength' | 'emailRequired' | 'emailInvalid' | 'categoryRequired' | 'messageLength' | 'referenceLength';

export function contactProblems(v: ContactValues): Partial<Record<keyof ContactValues, ContactProblem>> {
  const problems: Partial<Record<keyof ContactValues, ContactProblem>> = {};
  const name = v.name.trim();
  if (!name) problems.name = 'nameRequired';
  else if (name.length < NAME_MIN || name.length > NAME_MAX) problems.name = 'nameLength';
  const email = v.email.trim();
  if (!email) problems.email = 'emailRequired';
  else if (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'emailInvalid';
  if (!v.category) problems.category = 'categoryRequired';
  if (v.bookingReference.trim().length > REFERENCE_MAX) problems.bookingReference = 'referenceLength';
  const message = v.message.trim();
  if (message.length < MESSAGE_MIN || message.length > MESSAGE_MAX) problems.message = 'messageLength';
  return problems;
}
