import { referenceOf, setHandled, type ContactCategory, type ContactMessage, type ContactStatus } from '../domain/contact-message.js';
import { contactErrors } from '../domain/contact.errors.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { AdminContactQuery, ContactDeps } from './ports.js';
import { checkReplyInput, type ContactReply } from '../domain/contact-reply.js';
import { replyEmail } from './contact-emails.js';

export interface ContactReplyDto {
  id: string;
  adminId: string;
  /** The admin's name when their account still exists. */
  adminName: string | null;
  subject: string;
  body: string;
  locale: Locale;
  createdAt: string;
  sentAt: string;
}

/** `handledByName`: the name of the admin who marked it handled, while their account exists (the console shows it, not their id). */
export type ContactMessageDetailDto = ContactMessageDto & { handledByName: string | null; replies: ContactReplyDto[] };

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

/** One message with its replies (oldest first), each with its admin's name. */
const detail = async (deps: ContactDeps, message: ContactMessage): Promise<ContactMessageDetailDto> => {
  const replies = await deps.messages.repliesOf(message.id);
  const staff = [...new Set([...replies.map((r) => r.adminId), ...(message.handledBy ? [message.handledBy] : [])])];
  const names = staff.length ? await deps.staffNames(staff) : new Map<string, string>();
  return {
    ...presentMessage(message),
    handledByName: message.handledBy ? (names.get(message.handledBy) ?? null) : null,
    replies: replies.map((r) => ({
      id: r.id,
      adminId: r.adminId,
      adminName: names.get(r.adminId) ?? null,
      subject: r.subject,
      body: r.body,
      locale: r.locale,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt.toISOString(),
    })),
  };
};

export const adminContactMessage = (deps: ContactDeps) => async (id: string) => {
  const message = await deps.messages.find(id);
  if (!message) throw contactErrors.messageNotFound();
  return detail(deps, message);
};

/**
 * An admin's reply by email: the reply is kept, its email (in the sender's language, Reply-To the
 * operations address) recorded in the outbox, and the message marked handled by that admin, all in one
 * transaction; the email leaves after the commit.
 */
export const replyToContactMessage =
  (deps: ContactDeps) =>
  async (id: string, adminId: string, input: { subject?: string | null; body: string }): Promise<ContactMessageDetailDto> => {
    const message = await deps.messages.find(id);
    if (!message) throw contactErrors.messageNotFound();
    const checked = checkReplyInput(input, message.id, message.locale);
    const now = deps.clock.now();
    const reply: ContactReply = { id: deps.newId(), messageId: message.id, adminId, ...checked, locale: message.locale, createdAt: now, sentAt: now };
    const handled = setHandled(message, true, adminId, now);
    await deps.tx.run(async () => {
      await deps.messages.insertReply(reply);
      await deps.mailer.send(replyEmail(message, checked, deps.settings.opsEmail || null));
      if (handled !== message) await deps.messages.saveHandling(handled);
    });
    return detail(deps, handled);
  };

/** The console's "handled" toggle: who and when are kept; reopening clears them. */
export const markContactMessage = (deps: ContactDeps) => async (id: string, adminId: string, handled: boolean) => {
  const message = await deps.messages.find(id);
  if (!message) throw contactErrors.messageNotFound();
  const next = setHandled(message, handled, adminId, deps.clock.now());
  if (next !== message) await deps.messages.saveHandling(next);
  return detail(deps, next);
};
