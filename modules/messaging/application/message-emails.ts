import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import type { Message } from '../domain/message.js';
import type { Account, MessagingDeps } from './ports.js';

/** Message emails on the shared layout: the first link is the button, the others follow it. */
function email(to: Account, subject: string, paragraphs: string[], links: { href: string; label: string }[]): MailMessage {
  const fr = to.locale === 'fr';
  const [action, ...more] = links;
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject,
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs,
    ...(action ? { action } : {}),
    links: more,
    footnote: fr
      ? 'Vous pouvez choisir de recevoir ces courriels tout de suite, en résumé quotidien, hebdomadaire ou mensuel, ou pas du tout, dans Mon compte, section Notifications.'
      : 'You can choose to receive these emails right away, as a daily, weekly or monthly digest, or not at all, in My account, Notifications section.',
  });
}

const conversationUrl = (deps: MessagingDeps, bookingId: string) => `${deps.settings.publicUrl}/messages/${bookingId}`;

/**
 * The message's text is never in the email (privacy: mailboxes are shared and forwarded); the
 * email names the sender and links to the conversation.
 */
export function instantEmail(deps: MessagingDeps, to: Account, senderName: string, bookingId: string): MailMessage {
  const fr = to.locale === 'fr';
  return email(
    to,
    fr ? `Nouveau message de ${senderName}` : `New message from ${senderName}`,
    fr ? [`${senderName} vous a écrit au sujet de votre réservation sur Éclat.`] : [`${senderName} wrote to you about your booking on Éclat.`],
    [{ href: conversationUrl(deps, bookingId), label: fr ? 'Lire le message' : 'Read the message' }],
  );
}

const DIGEST_SUBJECT: Record<Locale, (n: number) => string> = {
  fr: (n) => (n > 1 ? `Vous avez ${n} nouveaux messages` : 'Vous avez 1 nouveau message'),
  en: (n) => (n > 1 ? `You have ${n} new messages` : 'You have 1 new message'),
};

/** Per conversation: its latest message's visit (the link opens the conversation), the sender and how many. */
export function digestEmail(deps: MessagingDeps, to: Account, conversations: { bookingId: string; senderName: string; count: number }[]): MailMessage {
  const fr = to.locale === 'fr';
  const total = conversations.reduce((n, c) => n + c.count, 0);
  return email(
    to,
    DIGEST_SUBJECT[to.locale](total),
    [fr ? 'Voici les messages que vous n’avez pas encore lus sur Éclat\u00a0:' : 'Here are the messages you have not read yet on Éclat:'],
    [
      { href: `${deps.settings.publicUrl}/messages`, label: fr ? 'Ouvrir mes messages' : 'Open my messages' },
      ...conversations.map((c) => ({
        href: conversationUrl(deps, c.bookingId),
        label: fr ? `${c.senderName} (${c.count} message${c.count > 1 ? 's' : ''})` : `${c.senderName} (${c.count} message${c.count > 1 ? 's' : ''})`,
      })),
    ],
  );
}

/**
 * The email of a recipient who wants instant emails and had no live connection when the message was
 * stored (the insert answers that), at most one per conversation (a series' visits share one) per window; the claim, the email and
 * the "notified" marker go together.
 */
export async function notifyInstantly(deps: MessagingDeps, m: Message): Promise<void> {
  const [recipient, sender] = await Promise.all([deps.accounts.find(m.recipientId), deps.accounts.find(m.senderId)]);
  if (!recipient?.active) return;
  await deps.tx.run(async () => {
    const now = deps.clock.now();
    if (!(await deps.messages.claimInstantNotice(m.recipientId, m.conversationId, now, deps.settings.instantEmailWindowMinutes))) return;
    await deps.mailer.send(instantEmail(deps, recipient, sender?.name ?? 'Éclat', m.bookingId));
    await deps.messages.markNotified([m.id], now);
  });
}
