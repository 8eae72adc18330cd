import type { ContactCategory, ContactStatus } from './contact-messages-api';

// Choice names are translation keys: react-admin translates them when rendering.
// Typed against the contract's enums, so a value added there fails to compile here.
function choices<T extends string>(group: string, ids: readonly T[]): { id: T; name: string }[] {
  return ids.map(id => ({ id, name: `eclat.contact_messages.${group}.${id}` }));
}

export const contactStatusChoices = choices<ContactStatus>('status', ['open', 'handled']);

export const contactCategoryChoices = choices<ContactCategory>('category', [
  'booking',
  'payment',
  'account',
  'cleaners',
  'commercial',
  'other',
]);

/** The first characters of a long message, on one line, for the list. */
export function excerptOf(text: string, max = 90): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Bounds of a reply, as in the contract (ContactReplyInput). */
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

/**
 * The reply's proposed subject, in the sender's language (not the console's): the email is written to
 * them. The server uses the same text when the subject is left empty.
 */
export function defaultReplySubject(reference: string, locale: 'fr' | 'en'): string {
  return locale === 'en' ? `Re: your message to Éclat (ref. ${reference})` : `Re\u00a0: votre message à Éclat (réf. ${reference})`;
}
