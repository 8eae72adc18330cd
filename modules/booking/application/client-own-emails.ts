import { renderEmail } from '../../../src/shared/email-layout.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { money, visitCalendarFile, whenOf, type Recipient, type VisitFacts } from './booking-emails.js';
import { refundDelaySentence, type RefundDelay } from './refund-delay.js';

export { DEFAULT_REFUND_DELAY, type RefundDelay } from './refund-delay.js';

/**
 * The client's emails about what she did herself (issue #42): her cancellation, her postponement, the
 * withdrawal of her request. Mon compte › Notifications promises confirmations, cancellations and
 * refunds are always sent; each states the money (what she had paid, the fee kept, what comes back
 * and when it reaches her card), in her language.
 */

/** The money of a cancellation, as computed when it happened (integer cents). */
export interface CancellationMoney {
  /** What the client had paid on the visit (the captured deposit), 0 when it was only held. */
  paidCents: number;
  /** The late-cancellation fee she keeps paying. */
  feeCents: number;
  refundCents: number;
  /** The part of the fee the deposit did not cover, charged now. */
  extraChargeCents: number;
  /** The deposit held (not captured) on the card, released by the cancellation. */
  heldCents: number;
}

const hello = (to: Recipient): string => (to.locale === 'fr' ? `Bonjour ${to.name},` : `Hello ${to.name},`);
const seeBooking = (v: VisitFacts, locale: Locale) => ({ href: v.url, label: locale === 'fr' ? 'Voir la réservation' : 'See the booking' });
const footnote = (locale: Locale): string =>
  locale === 'fr'
    ? 'Ce courriel est toujours envoyé, quelles que soient vos préférences de notification\u00a0: il confirme une opération sur votre réservation.'
    : 'This email is always sent, whatever your notification preferences: it confirms an operation on your booking.';
const minus = (cents: number, locale: Locale): string => `−${money(cents, locale)}`;

/**
 * The money lines of a cancellation, adding up to the last one: paid − fee = refunded; or, when the
 * fee is more than what was paid, paid + charged now = the fee.
 */
export function cancellationFacts(c: CancellationMoney, locale: Locale): [string, string][] {
  const fr = locale === 'fr';
  if (c.paidCents === 0 && c.feeCents === 0) return [[fr ? 'Autorisation libérée' : 'Hold released', money(c.heldCents, locale)]];
  if (c.extraChargeCents > 0) {
    return [
      [fr ? 'Déjà payé (acompte)' : 'Already paid (deposit)', money(c.paidCents, locale)],
      [fr ? 'Prélevé maintenant' : 'Charged now', money(c.extraChargeCents, locale)],
      [fr ? "Frais d'annulation tardive" : 'Late cancellation fee', money(c.feeCents, locale)],
    ];
  }
  return [
    [fr ? 'Payé (acompte)' : 'Paid (deposit)', money(c.paidCents, locale)],
    ...(c.feeCents > 0 ? [[fr ? "Frais d'annulation tardive retenus" : 'Late cancellation fee kept', minus(c.feeCents, locale)] as [string, string]] : []),
    [fr ? 'Remboursé sur votre carte' : 'Refunded to your card', money(c.refundCents, locale)],
  ];
}

/** To the client: her own cancellation of a confirmed visit, with the fee kept and the refund's delay. */
export function ownCancellationEmail(to: Recipient, v: VisitFacts, c: CancellationMoney, delay: RefundDelay, freeCancellationHours: number, visits = 1): MailMessage {
  const fr = to.locale === 'fr';
  const when = whenOf(v.startsAt, to.locale);
  // A series cancelled at once is one email; its money is the visits' summed.
  const what = visits > 1 ? (fr ? `le nettoyage du ${when} et les ${visits - 1}\u00a0visites suivantes de la série` : `the cleaning on ${when} and the next ${visits - 1} visits of the series`) : fr ? `le nettoyage du ${when}` : `the cleaning on ${when}`;
  const paragraphs: string[] = [fr ? `Vous avez annulé ${what}. L'annulation est confirmée.` : `You cancelled ${what}. The cancellation is confirmed.`];
  if (c.feeCents > 0) {
    paragraphs.push(
      fr
        ? `L'annulation a eu lieu moins de ${freeCancellationHours}\u00a0heures avant la visite\u00a0: les frais d'annulation tardive de ${money(c.feeCents, to.locale)} sont retenus.`
        : `The cancellation came less than ${freeCancellationHours} hours before the visit: the ${money(c.feeCents, to.locale)} late cancellation fee is kept.`,
    );
  } else {
    paragraphs.push(fr ? 'Aucuns frais\u00a0: vous avez annulé dans les délais.' : 'No charge: you cancelled in time.');
  }
  if (c.refundCents > 0) paragraphs.push(fr ? `Nous vous remboursons ${money(c.refundCents, to.locale)}. ${refundDelaySentence(delay, to.locale)}` : `We refund you ${money(c.refundCents, to.locale)}. ${refundDelaySentence(delay, to.locale)}`);
  if (c.paidCents === 0 && c.heldCents > 0) {
    paragraphs.push(
      fr
        ? `L'autorisation de ${money(c.heldCents, to.locale)} sur votre carte est libérée\u00a0: rien n'a été prélevé. Selon votre banque, elle disparaît de votre relevé en quelques jours.`
        : `The ${money(c.heldCents, to.locale)} hold on your card is released: nothing was charged. Depending on your bank, it leaves your statement within a few days.`,
    );
  }
  if (c.extraChargeCents > 0) paragraphs.push(fr ? `Le reste des frais, ${money(c.extraChargeCents, to.locale)}, est prélevé sur votre carte.` : `The rest of the fee, ${money(c.extraChargeCents, to.locale)}, is charged to your card.`);
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Votre annulation est confirmée' : 'Your cancellation is confirmed',
    greeting: hello(to),
    paragraphs,
    facts: [[fr ? 'Date' : 'Date', when], ...cancellationFacts(c, to.locale)],
    action: seeBooking(v, to.locale),
    footnote: footnote(to.locale),
  });
}

/** To the client: the withdrawal of her request; the deposit was only held, and the hold is released. */
export function ownWithdrawalEmail(to: Recipient, v: VisitFacts): MailMessage {
  const fr = to.locale === 'fr';
  const when = whenOf(v.startsAt, to.locale);
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Votre demande est retirée' : 'Your request is withdrawn',
    greeting: hello(to),
    paragraphs: fr
      ? [
          `Vous avez retiré votre demande de nettoyage pour le ${when}.`,
          `L'autorisation de ${money(v.depositCents, to.locale)} sur votre carte est libérée\u00a0: rien n'a été prélevé, aucuns frais. Selon votre banque, elle disparaît de votre relevé en quelques jours.`,
        ]
      : [`You withdrew your cleaning request for ${when}.`, `The ${money(v.depositCents, to.locale)} hold on your card is released: nothing was charged, no fee. Depending on your bank, it leaves your statement within a few days.`],
    facts: [
      [fr ? 'Date' : 'Date', when],
      [fr ? 'Autorisation libérée' : 'Hold released', money(v.depositCents, to.locale)],
    ],
    action: seeBooking(v, to.locale),
    footnote: footnote(to.locale),
  });
}

/** To the client: her postponement, from the old time to the new one; the `.ics` moves the event in her calendar. */
export function ownPostponementEmail(to: Recipient, v: VisitFacts, from: Date, now: Date): MailMessage {
  const fr = to.locale === 'fr';
  const before = whenOf(from, to.locale);
  const after = whenOf(v.startsAt, to.locale);
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Votre nettoyage est reporté' : 'Your cleaning is moved',
    greeting: hello(to),
    paragraphs: fr
      ? [`Vous avez reporté le nettoyage du ${before} au ${after}.`, 'Le prix ne change pas. Le fichier joint met votre agenda à jour.']
      : [`You moved the cleaning from ${before} to ${after}.`, 'The price does not change. The attached file updates your calendar.'],
    facts: [
      [fr ? 'Avant' : 'Before', before],
      [fr ? 'Maintenant' : 'Now', after],
      ...(v.otherName ? [[fr ? 'Personne de ménage' : 'Cleaner', v.otherName] as [string, string]] : []),
    ],
    action: seeBooking(v, to.locale),
    footnote: footnote(to.locale),
    attachments: [visitCalendarFile(v, now)],
  });
}
