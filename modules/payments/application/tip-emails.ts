import { renderEmail } from '../../../src/shared/email-layout.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';

/** Tip emails (issue #18), with the shared layout, in the recipient's language. */
export interface TipRecipient {
  email: string;
  name: string;
  locale: Locale;
}

export interface TipEmailFacts {
  amountCents: number;
  /** The visit's date (YYYY-MM-DD, Quebec). */
  serviceDate: string;
  paidAt: Date;
  otherPartyName: string;
}

const money = (cents: number, locale: Locale): string => new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

const longDate = (isoDate: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

/** To the cleaner: a client tipped them; all of it is theirs, paid with their next weekly payout. */
export function tipReceivedEmail(to: TipRecipient, t: TipEmailFacts, links: { earnings: string }): MailMessage {
  const fr = to.locale === 'fr';
  const amount = money(t.amountCents, to.locale);
  const date = longDate(t.serviceDate, to.locale);
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Vous avez reçu un pourboire' : 'You received a tip',
    preheader: fr ? `${t.otherPartyName} vous a laissé ${amount}.` : `${t.otherPartyName} left you ${amount}.`,
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: fr
      ? [`${t.otherPartyName} vous a laissé un pourboire de ${amount} pour le ménage du ${date}. Merci pour votre beau travail\u202f!`, 'Le pourboire vous revient en entier, sans commission. Il est ajouté à vos gains et versé avec votre prochain paiement hebdomadaire.']
      : [`${t.otherPartyName} left you a ${amount} tip for the cleaning on ${date}. Thank you for your great work!`, 'The whole tip is yours, with no commission. It is added to your earnings and paid with your next weekly payout.'],
    facts: [
      [fr ? 'Pourboire' : 'Tip', amount],
      [fr ? 'Ménage du' : 'Cleaning on', date],
    ],
    action: { href: links.earnings, label: fr ? 'Voir mes gains' : 'See my earnings' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous offrez vos services sur Éclat.' : 'You receive this email because you offer your services on Éclat.',
  });
}

/**
 * To the client: the receipt of the tip, a line of its own and without tax (a gratuity paid
 * voluntarily to the worker is not subject to the GST or the QST; docs/decisions.md "Tips").
 */
export function tipReceiptEmail(to: TipRecipient, t: TipEmailFacts, links: { booking: string }): MailMessage {
  const fr = to.locale === 'fr';
  const amount = money(t.amountCents, to.locale);
  const date = longDate(t.serviceDate, to.locale);
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? `Reçu de votre pourboire de ${amount}` : `Receipt for your ${amount} tip`,
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: fr
      ? [`Merci\u202f! Votre pourboire de ${amount} pour le ménage du ${date} a été prélevé sur votre carte enregistrée. ${t.otherPartyName} le reçoit en entier.`]
      : [`Thank you! Your ${amount} tip for the cleaning on ${date} was charged to your saved card. ${t.otherPartyName} receives all of it.`],
    facts: [
      [fr ? `Pourboire à ${t.otherPartyName}` : `Tip to ${t.otherPartyName}`, amount],
      [fr ? 'TPS et TVQ' : 'GST and QST', fr ? 'Non taxable' : 'Not taxable'],
      [fr ? 'Total prélevé' : 'Total charged', amount],
    ],
    action: { href: links.booking, label: fr ? 'Voir la réservation' : 'View the booking' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez réservé un ménage sur Éclat.' : 'You receive this email because you booked a cleaning on Éclat.',
  });
}
