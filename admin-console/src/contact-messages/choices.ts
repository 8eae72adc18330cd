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
