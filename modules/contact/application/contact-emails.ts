import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import { referenceOf, type ContactCategory, type ContactMessage } from '../domain/contact-message.js';

const CATEGORY_LABELS: Record<Locale, Record<ContactCategory, string>> = {
  fr: { booking: 'Une réservation', payment: 'Un paiement', account: 'Mon compte', cleaners: 'Devenir personne de ménage', commercial: 'Nettoyage commercial', other: 'Autre sujet' },
  en: { booking: 'A booking', payment: 'A payment', account: 'My account', cleaners: 'Becoming a cleaner', commercial: 'Commercial cleaning', other: 'Something else' },
};

export const categoryLabel = (category: ContactCategory, locale: Locale): string => CATEGORY_LABELS[locale][category];

/**
 * The message for the operations team, in French (Éclat's team works in French), with everything needed
 * to answer: who, about what, the text as written, and the console page where it is marked handled.
 */
export function opsEmail(to: string, m: ContactMessage, consoleUrl: string): MailMessage {
  const reference = referenceOf(m.id);
  const subject = `[Contact ${reference}] ${categoryLabel(m.category, 'fr')} — ${m.name}`;
  const facts: [string, string][] = [
    ['Nom', m.name],
    ['Courriel', m.email],
    ['Sujet', categoryLabel(m.category, 'fr')],
    ['Réservation', m.bookingReference ?? '—'],
    ['Langue', m.locale === 'en' ? 'anglais' : 'français'],
    ['Compte', m.userId ?? 'non connecté'],
    ['Référence', reference],
  ];
  return renderEmail({
    to,
    locale: 'fr',
    subject,
    greeting: 'Nouveau message reçu par le formulaire de contact\u00a0:',
    paragraphs: [m.message],
    facts,
    action: { href: consoleUrl, label: 'Ouvrir dans la console' },
  });
}

/**
 * The sender's acknowledgement, in their language. It repeats neither their name nor their text: the
 * form could otherwise send anyone an email with words of a stranger's choosing.
 */
export function acknowledgementEmail(m: ContactMessage): MailMessage {
  const reference = referenceOf(m.id);
  const en = m.locale === 'en';
  const subject = en ? `We received your message (${reference})` : `Nous avons bien reçu votre message (${reference})`;
  return renderEmail({
    to: m.email,
    locale: m.locale,
    subject,
    greeting: en ? 'Hello,' : 'Bonjour,',
    paragraphs: en
      ? [`Thank you for writing to Éclat about: ${categoryLabel(m.category, 'en')}. Our team will answer you at this address as soon as possible.`, `Your reference: ${reference}.`]
      : [`Merci d’avoir écrit à Éclat au sujet de\u00a0: ${categoryLabel(m.category, 'fr')}. Notre équipe vous répondra à cette adresse dans les meilleurs délais.`, `Votre référence\u00a0: ${reference}.`],
    footnote: en ? 'If you did not write to us, you can ignore this email.' : 'Si vous ne nous avez pas écrit, vous pouvez ignorer ce courriel.',
  });
}

/**
 * An admin's reply to a contact message, to the sender in their language (the message's): the text the
 * admin wrote, the message's reference, and how to answer. Answers go to the operations address
 * (Reply-To) when one is set, so the conversation continues with the team.
 */
export function replyEmail(m: ContactMessage, reply: { subject: string; body: string }, replyTo: string | null): MailMessage {
  const reference = referenceOf(m.id);
  const en = m.locale === 'en';
  const written = reply.body.split(/\n{2,}/).map((p) => p.trim()).filter((p) => p !== '');
  const [greeting = en ? 'Hello,' : 'Bonjour,', ...paragraphs] = written;
  return renderEmail({
    to: m.email,
    locale: m.locale,
    subject: reply.subject,
    greeting,
    paragraphs: [...paragraphs, en ? `Reference of your message: ${reference}.` : `Référence de votre message\u00a0: ${reference}.`, en ? 'To write back, simply reply to this email.' : 'Pour nous écrire de nouveau, répondez simplement à ce courriel.'],
    ...(replyTo ? { headers: { 'Reply-To': replyTo } } : {}),
  });
}
