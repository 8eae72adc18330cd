import { formatTime } from '../../../src/shared/datetime-format.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { money, whenOf, type Recipient, type VisitFacts } from './booking-emails.js';

/**
 * The emails of issue #36 (docs/decisions.md "No-shows and late arrivals"), each in its recipient's
 * language. French: a no-break space (U+00A0) before ":" and "»" and after "«", a narrow one (U+202F)
 * before ";", "?" and "!"; the cleaner is "la personne de ménage" (gender-neutral).
 */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** To the cleaner: the client declared them absent; the visit is cancelled and counts against their completion rate. */
export function noShowToCleanerEmail(to: Recipient, v: VisitFacts): MailMessage {
  const fr = to.locale === 'fr';
  const when = whenOf(v.startsAt, to.locale);
  const client = v.otherName ?? (fr ? 'Le client' : 'The client');
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? `Absence signalée${NBSP}: ménage du ${when}` : `No-show reported: cleaning on ${when}`,
    preheader: fr ? 'La visite est annulée et le client est remboursé.' : 'The visit is cancelled and the client refunded.',
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: fr
      ? [
          `${client} a signalé votre absence au ménage du ${when}${NBSP}: aucune arrivée n’a été pointée.`,
          'La visite est annulée et tout ce que le client avait payé lui est remboursé. Cette absence compte dans votre taux de réalisation, affiché sur votre profil public.',
          `Si c’est une erreur, répondez à ce courriel ou écrivez au soutien${NNBSP}; nous verrons avec vous.`,
        ]
      : [
          `${client} reported that you did not come to the cleaning on ${when}: no arrival was punched in.`,
          'The visit is cancelled and everything the client paid is refunded. This no-show counts in your completion rate, shown on your public profile.',
          'If this is a mistake, reply to this email or write to support; we will look into it with you.',
        ],
    facts: [
      [fr ? 'Ville' : 'City', v.city],
      [fr ? 'Client' : 'Client', client],
    ],
    action: { href: v.url, label: fr ? 'Voir la réservation' : 'See the booking' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous offrez vos services sur Éclat.' : 'You receive this email because you offer your services on Éclat.',
  });
}

/** To the client: their declaration is recorded, and what was refunded (or the hold released). */
export function noShowToClientEmail(to: Recipient, v: VisitFacts, refundedCents: number, releasedCents: number): MailMessage {
  const fr = to.locale === 'fr';
  const when = whenOf(v.startsAt, to.locale);
  const money$ = (c: number) => money(c, to.locale);
  const refundLine = refundedCents > 0
    ? fr
      ? `Nous vous avons remboursé ${money$(refundedCents)}, tout ce que vous aviez payé pour cette visite. Le remboursement paraît sur votre relevé d’ici 5 à 10 jours ouvrables.`
      : `We refunded ${money$(refundedCents)}, everything you paid for this visit. The refund shows on your statement within 5 to 10 business days.`
    : releasedCents > 0
      ? fr
        ? `La somme retenue sur votre carte (${money$(releasedCents)}) est libérée${NNBSP}; rien ne vous est facturé.`
        : `The amount held on your card (${money$(releasedCents)}) is released; you are charged nothing.`
      : fr
        ? 'Rien ne vous est facturé pour cette visite.'
        : 'You are charged nothing for this visit.';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? `Absence confirmée${NBSP}: ${money$(refundedCents)} remboursés` : `No-show confirmed: ${money$(refundedCents)} refunded`,
    preheader: fr ? 'La visite est annulée et vous êtes remboursé en entier.' : 'The visit is cancelled and you are fully refunded.',
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: [
      fr
        ? `Vous avez signalé l’absence de la personne de ménage au ménage du ${when}. La visite est annulée.`
        : `You reported that your cleaner did not come to the cleaning on ${when}. The visit is cancelled.`,
      refundLine,
      fr ? 'Vous pouvez réserver une autre personne de ménage sur Éclat quand vous le voulez.' : 'You can book another cleaner on Éclat whenever you like.',
    ],
    facts: [
      [fr ? 'Remboursé' : 'Refunded', money$(refundedCents)],
      [fr ? 'Ville' : 'City', v.city],
    ],
    action: { href: v.url, label: fr ? 'Voir la réservation' : 'See the booking' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez une réservation sur Éclat.' : 'You receive this email because you have a booking on Éclat.',
  });
}

/** To the client: their cleaner is running late, the new arrival, and that they may cancel free of charge. */
export function lateArrivalEmail(to: Recipient, v: VisitFacts, arrivalAt: Date, declarationAfterMinutes: number): MailMessage {
  const fr = to.locale === 'fr';
  const cleaner = v.otherName ?? (fr ? 'La personne de ménage' : 'Your cleaner');
  const time = formatTime(arrivalAt, to.locale);
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? `En retard — arrivée prévue à ${time}` : `Running late — expected at ${time}`,
    preheader: fr ? `${cleaner} arrivera vers ${time}.` : `${cleaner} will arrive around ${time}.`,
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: fr
      ? [
          `${cleaner} vous prévient d’un retard pour le ménage du ${whenOf(v.startsAt, to.locale)}${NBSP}: arrivée prévue à ${time}.`,
          'Si ce retard ne vous convient pas, vous pouvez annuler sans frais depuis la page de la réservation.',
          `Sans arrivée ${declarationAfterMinutes}${NBSP}minutes après cette heure, vous pourrez signaler une absence et être remboursé en entier.`,
        ]
      : [
          `${cleaner} lets you know they are running late for the cleaning on ${whenOf(v.startsAt, to.locale)}: expected arrival at ${time}.`,
          'If this delay does not suit you, you can cancel free of charge from the booking page.',
          `If no one has arrived ${declarationAfterMinutes} minutes after that time, you can report a no-show and be fully refunded.`,
        ],
    facts: [
      [fr ? 'Arrivée prévue' : 'Expected arrival', time],
      [fr ? 'Ville' : 'City', v.city],
    ],
    action: { href: v.url, label: fr ? 'Voir la réservation' : 'See the booking' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez une réservation sur Éclat.' : 'You receive this email because you have a booking on Éclat.',
  });
}
