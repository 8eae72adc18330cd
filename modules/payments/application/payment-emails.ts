import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import { formatCalendarDate } from '../../../src/shared/datetime-format.js';

const money = (cents: number, locale: Locale): string =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

/** A payment email on the shared layout; these always go (transactional), whatever the notification preferences. */
function message(to: { email: string; name: string; locale: Locale }, subject: string, paragraphs: string[], action: { href: string; label: string }): MailMessage {
  const fr = to.locale === 'fr';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject,
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs,
    action,
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez réservé un ménage sur Éclat.' : 'You receive this email because you booked a cleaning on Éclat.',
  });
}

/** The off-session charge after the visit was refused: the client pays by the link (also retried on a schedule). */
export function paymentFailedEmail(to: { email: string; name: string; locale: Locale }, input: { amountCents: number; date: string; kind: 'remainder' | 'cancellation_fee'; reason: string; link: string; retriesLeft: boolean }): MailMessage {
  const amount = money(input.amountCents, to.locale);
  // The visit's day as people write it ("lundi 24 novembre"), never "2026-11-24" (issue #42).
  const date = formatCalendarDate(input.date, to.locale);
  if (to.locale === 'fr') {
    const what = input.kind === 'remainder' ? `le solde de ${amount} du ménage du ${date}` : `les frais d'annulation de ${amount} du ménage du ${date}`;
    const why = input.reason === 'authentication_required' ? 'Votre banque demande que vous confirmiez ce paiement.' : 'Votre carte a été refusée.';
    return message(to, 'Paiement à compléter pour votre ménage', [`Nous n'avons pas pu prélever ${what}. ${why}`, input.retriesLeft ? 'Nous réessaierons automatiquement\u202f; vous pouvez aussi payer dès maintenant avec le lien ci-dessous.' : 'Veuillez payer avec le lien ci-dessous.'], { href: input.link, label: 'Payer maintenant' });
  }
  const what = input.kind === 'remainder' ? `the ${amount} balance of the cleaning on ${date}` : `the ${amount} cancellation fee of the cleaning on ${date}`;
  const why = input.reason === 'authentication_required' ? 'Your bank asks you to confirm this payment.' : 'Your card was declined.';
  return message(to, 'Payment to complete for your cleaning', [`We could not charge ${what}. ${why}`, input.retriesLeft ? 'We will try again automatically; you can also pay now with the link below.' : 'Please pay with the link below.'], { href: input.link, label: 'Pay now' });
}

/** An admin gave money back. */
export function refundEmail(to: { email: string; name: string; locale: Locale }, input: { amountCents: number; date: string; reason: string; link: string; businessDays?: { min: number; max: number } }): MailMessage {
  const amount = money(input.amountCents, to.locale);
  // The visit's day as people write it ("lundi 24 novembre"), never "2026-11-24" (issue #42).
  const date = formatCalendarDate(input.date, to.locale);
  // The delay is configuration (booking.refundBusinessDays), the same the booking's cancellation emails state.
  const days = input.businessDays ?? { min: 5, max: 10 };
  if (to.locale === 'fr') {
    return message(to, 'Remboursement de votre ménage', [`Nous vous avons remboursé ${amount} pour le ménage du ${date}.`, `Motif\u00a0: ${input.reason}`, `Le montant apparaîtra sur votre relevé de carte d’ici ${days.min} à ${days.max}\u00a0jours ouvrables.`], { href: input.link, label: 'Voir la réservation' });
  }
  return message(to, 'Refund for your cleaning', [`We refunded ${amount} for the cleaning on ${date}.`, `Reason: ${input.reason}`, `It will appear on your card statement within ${days.min} to ${days.max} business days.`], { href: input.link, label: 'View the booking' });
}
