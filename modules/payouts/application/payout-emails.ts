import { renderEmail } from '../../../src/shared/email-layout.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';

/** Payout emails to the cleaner (issue #18), with the shared layout, in their language. */
export interface PayoutRecipient {
  email: string;
  name: string;
  locale: Locale;
}

const money = (cents: number, locale: Locale): string => new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

const footnote = (locale: Locale): string =>
  locale === 'fr' ? 'Vous recevez ce courriel parce que vous offrez vos services sur Éclat.' : 'You receive this email because you offer your services on Éclat.';

/** The weekly payout was sent to the cleaner's account. */
export function payoutSentEmail(to: PayoutRecipient, p: { amountCents: number; visits: number; week: string | null }, earningsUrl: string): MailMessage {
  const fr = to.locale === 'fr';
  const amount = money(p.amountCents, to.locale);
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? `Votre paiement de ${amount} est envoyé` : `Your ${amount} payout was sent`,
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: fr
      ? [`Nous avons envoyé ${amount} à votre compte de paiement${p.week ? ` pour la semaine ${p.week}` : ''}. Selon votre banque, les fonds arrivent en 2 à 5 jours ouvrables.`]
      : [`We sent ${amount} to your payout account${p.week ? ` for week ${p.week}` : ''}. Depending on your bank, the funds arrive within 2 to 5 business days.`],
    facts: [
      [fr ? 'Montant' : 'Amount', amount],
      [fr ? 'Gains inclus' : 'Earnings included', String(p.visits)],
    ],
    action: { href: earningsUrl, label: fr ? 'Voir mes gains' : 'See my earnings' },
    footnote: footnote(to.locale),
  });
}

/** The weekly payout could not be sent: what to do. */
export function payoutFailedEmail(to: PayoutRecipient, p: { amountCents: number; week: string | null; accountNotReady: boolean }, earningsUrl: string): MailMessage {
  const fr = to.locale === 'fr';
  const amount = money(p.amountCents, to.locale);
  const why = p.accountNotReady
    ? fr
      ? 'Votre compte de paiement ne peut pas encore recevoir de virements\u00a0: terminez sa configuration.'
      : 'Your payout account cannot receive transfers yet: finish setting it up.'
    : fr
      ? 'Le virement a été refusé. Vérifiez les renseignements de votre compte de paiement.'
      : 'The transfer was refused. Check the details of your payout account.';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? "Votre paiement n'a pas pu être envoyé" : 'Your payout could not be sent',
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: fr
      ? [`Le paiement de ${amount}${p.week ? ` pour la semaine ${p.week}` : ''} n'a pas pu être envoyé.`, why, 'Vos gains restent à vous\u00a0: le paiement sera tenté de nouveau au prochain versement hebdomadaire.']
      : [`The ${amount} payout${p.week ? ` for week ${p.week}` : ''} could not be sent.`, why, 'Your earnings stay yours: the payout will be tried again with the next weekly payout.'],
    action: { href: earningsUrl, label: fr ? 'Vérifier mon compte de paiement' : 'Check my payout account' },
    footnote: footnote(to.locale),
  });
}
