import { referenceOf, setHandled, type ContactCategory, type ContactMessage, type ContactStatus } from '../domain/contact-message.js';
import { contactErrors } from '../domain/contact.errors.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { AdminContactQuery, ContactDeps } from './ports.js';

export interface ContactMessageDto {
  id: string;
  reference: string;
  name: string;
  email: string;
  category: ContactCategory;
  message: string;
  bookingReference: string | null;
  bookingId: string | null;
  locale: Locale;
  userId: string | null;
  status: ContactStatus;
  handled: boolean;
  handledAt: string | null;
  handledBy: string | null;
  createdAt: string;
}

export const presentMessage = (m: ContactMessage): ContactMessageDto => ({
  id: m.id,
  reference: referenceOf(m.id),
  name: m.name,
  email: m.email,
  category: m.category,
  message: m.message,
  bookingReference: m.bookingReference,
  bookingId: m.bookingId,
  locale: m.locale,
  userId: m.userId,
  status: m.handledAt ? 'handled' : 'open',
  handled: m.handledAt !== null,
  handledAt: m.handledAt?.toISOString() ?? null,
  handledBy: m.handledBy,
  createdAt: m.createdAt.toISOString(),
});

export const adminContactList = (deps: ContactDeps) => async (query: AdminContactQuery) => {
  const { items, total } = await deps.messages.adminList(query);
  return { items: items.map(presentMessage), total };
};

export const adminContactMessage = (deps: ContactDeps) => async (id: string) => {
  const message = await deps.messages.find(id);
  if (!message) throw contactErrors.messageNotFound();
  return presentMessage(message);
};

/** The console's "handled" toggle: who and when are kept; reopening clears them. */
export const markContactMessage = (deps: ContactDeps) => async (id: string, adminId: string, handled: boolean) => {
  const message = await deps.messages.find(id);
  if (!message) throw contactErrors.messageNotFound();
  const next = setHandled(message, handled, adminId, deps.clock.now());
  if (next !== message) await deps.messages.saveHandling(next);
  return presentMessage(next);
};
