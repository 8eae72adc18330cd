import { formatDateTime, formatDeadline } from '../../../src/shared/datetime-format.js';
import { renderEmail, type EmailLink } from '../../../src/shared/email-layout.js';
import { bookingIcs } from '../../../src/shared/ics.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailAttachment, MailMessage } from '../../../src/shared/mailer.js';
import { DEFAULT_REFUND_DELAY, refundDelaySentence, type RefundDelay } from './refund-delay.js';
import { moneyBreakdown, type BreakdownLine, type BreakdownMoney, type MoneyBreakdown } from '../../../src/shared/money-breakdown.js';

/**
 * The booking's emails (issue #18), written with the shared layout (src/shared/email-layout.ts) in the
 * recipient's language. Pure renderers: booking-notifications.ts and send-reminders.ts decide when
 * they leave (through the outbox, once).
 */
export interface Recipient {
  email: string;
  name: string;
  locale: Locale;
}

/** What an email tells of a visit (or of the first visit of a series). */
export interface VisitFacts {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  city: string;
  /** Visits in the request (a series has more than one). */
  visits: number;
  depositCents: number;
  remainderCents: number;
  totalCents: number;
  /** The other party's name (the cleaner for a client, the client for a cleaner). */
  otherName: string | null;
  /** The booking's page. */
  url: string;
  /** When a pending request stops waiting for its answer: the earlier of the answer window and the start. */
  expiresAt: Date;
  cleaningType: string;
  durationMinutes: number;
}

const SERVICES: Record<Locale, Record<string, string>> = {
  fr: { regular: 'Nettoyage régulier', deep: 'Nettoyage en profondeur', move_in_out: 'Nettoyage de déménagement', garage: 'Nettoyage de garage', office: 'Nettoyage de bureau', airbnb: 'Nettoyage Airbnb' },
  en: { regular: 'Regular cleaning', deep: 'Deep cleaning', move_in_out: 'Move-in/move-out cleaning', garage: 'Garage cleaning', office: 'Office cleaning', airbnb: 'Airbnb cleaning' },
};
const serviceOf = (v: VisitFacts, locale: Locale): string => SERVICES[locale][v.cleaningType] ?? v.cleaningType;

/** "3 h", "2 h 30" / "3 h", "2 h 30 min". */
const durationOf = (minutes: number, locale: Locale): string => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (locale === 'fr') return m ? `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}` : `${h}\u00a0h`;
  return m ? `${h} h ${m} min` : `${h} h`;
};

export type NotificationEvent = 'accepted' | 'declined' | 'expired' | 'cancelled' | 'postponed' | 'withdrawn';
export type Party = 'client' | 'cleaner';
export type VisitReminder = 'visit_day_before' | 'visit_soon';

/** "samedi 28 novembre 2026 à 9 h" / "Saturday, November 28, 2026 at 9:00 AM", in Quebec time (as the web app writes it). */
export const whenOf = (startsAt: Date, locale: Locale): string => formatDateTime(startsAt, locale, { year: true });

export const money = (cents: number, locale: Locale): string => new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

const hello = (to: Recipient): string => (to.locale === 'fr' ? `Bonjour ${to.name},` : `Hello ${to.name},`);

const series = (v: VisitFacts, locale: Locale): string => (v.visits > 1 ? (locale === 'fr' ? ` (série de ${v.visits} visites)` : ` (series of ${v.visits} visits)`) : '');

const seeBooking = (v: VisitFacts, locale: Locale): EmailLink => ({ href: v.url, label: locale === 'fr' ? 'Voir la réservation' : 'See the booking' });

function visitFacts(v: VisitFacts, locale: Locale, party: Party, withMoney: boolean): [string, string][] {
  const fr = locale === 'fr';
  const out: [string, string][] = [[fr ? 'Date' : 'Date', whenOf(v.startsAt, locale) + series(v, locale)], [fr ? 'Ville' : 'City', v.city]];
  if (v.otherName) out.push([party === 'client' ? (fr ? 'Personne de ménage' : 'Cleaner') : fr ? 'Client' : 'Client', v.otherName]);
  if (withMoney) {
    out.push([fr ? 'Total' : 'Total', money(v.totalCents, locale)], [fr ? 'Acompte' : 'Deposit', money(v.depositCents, locale)], [fr ? 'Solde après la visite' : 'Balance after the visit', money(v.remainderCents, locale)]);
  }
  return out;
}

const footnote = (locale: Locale): string =>
  locale === 'fr' ? 'Vous recevez ce courriel parce que vous avez une réservation sur Éclat.' : 'You receive this email because you have a booking on Éclat.';

/**
 * The visit as an `.ics` file: the same event as the cleaner's private feed (UID, UTC times, summary),
 * so adding it to a calendar that also has the feed shows it once.
 */
export function visitCalendarFile(v: VisitFacts, now: Date): MailAttachment {
  return {
    filename: 'eclat-reservation.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: bookingIcs({ bookingId: v.bookingId, start: v.startsAt, end: v.endsAt, summary: 'Réservation Éclat', description: v.url, location: v.city, stamp: now }),
  };
}

/**
 * To the cleaner: a new request, with accept and decline links that work once; its real deadline as a time
 * (a same-day request expires at its start, long before the answer window), and what the visit is and earns.
 */
export function newRequestEmail(to: Recipient, v: VisitFacts, links: { accept: string; decline: string }, answer: { now: Date; earningCents: number | null }): MailMessage {
  const fr = to.locale === 'fr';
  const client = v.otherName ?? (fr ? 'Un client' : 'A client');
  const deadline = formatDeadline(v.expiresAt, answer.now, to.locale);
  const facts: [string, string][] = [
    [fr ? 'Service' : 'Service', serviceOf(v, to.locale)],
    [fr ? 'Date' : 'Date', whenOf(v.startsAt, to.locale) + series(v, to.locale)],
    [fr ? 'Durée' : 'Length', durationOf(v.durationMinutes, to.locale)],
    [fr ? 'Ville' : 'City', v.city],
  ];
  if (answer.earningCents !== null) facts.push([v.visits > 1 ? (fr ? 'Vous gagnerez par visite' : 'You will earn per visit') : fr ? 'Vous gagnerez' : 'You will earn', money(answer.earningCents, to.locale)]);
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Nouvelle demande de nettoyage' : 'New cleaning request',
    preheader: fr ? `Répondez ${deadline}.` : `Please answer ${deadline}.`,
    greeting: hello(to),
    paragraphs: fr
      ? [`${client} demande un nettoyage le ${whenOf(v.startsAt, to.locale)}${series(v, to.locale)}, à ${v.city}.`, `Répondez ${deadline}, sinon la demande expire.`]
      : [`${client} asks for a cleaning on ${whenOf(v.startsAt, to.locale)}${series(v, to.locale)}, in ${v.city}.`, `Please answer ${deadline}, or the request expires.`],
    facts,
    action: { href: links.accept, label: fr ? 'Accepter' : 'Accept' },
    links: [{ href: links.decline, label: fr ? 'Refuser' : 'Decline' }, { href: v.url, label: fr ? 'Voir la demande' : 'See the request' }],
    footnote: footnote(to.locale),
  });
}

/** To the client, once the request is recorded: what happens next and the answer window. */
export function requestSentEmail(to: Recipient, v: VisitFacts, now: Date): MailMessage {
  const fr = to.locale === 'fr';
  const cleaner = v.otherName ?? (fr ? 'La personne choisie' : 'The cleaner you chose');
  const deadline = formatDeadline(v.expiresAt, now, to.locale);
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Votre demande de réservation est envoyée' : 'Your booking request was sent',
    preheader: fr ? `Réponse ${deadline}.` : `An answer ${deadline}.`,
    greeting: hello(to),
    paragraphs: fr
      ? [
          `${cleaner} a reçu votre demande pour le ${whenOf(v.startsAt, to.locale)}${series(v, to.locale)}.`,
          `Elle doit l'accepter ou la refuser ${deadline}. Sans réponse d'ici là, la demande expire et l'acompte est libéré\u00a0: aucuns frais.`,
          "L'acompte est seulement réservé sur votre carte. Il est prélevé quand la demande est acceptée, et le solde après la visite.",
        ]
      : [
          `${cleaner} received your request for ${whenOf(v.startsAt, to.locale)}${series(v, to.locale)}.`,
          `They must accept or decline it ${deadline}. Without an answer by then, the request expires and the deposit is released: no charge.`,
          'The deposit is only held on your card. It is charged when the request is accepted, and the balance after the visit.',
        ],
    facts: visitFacts(v, to.locale, 'client', true),
    action: seeBooking(v, to.locale),
    footnote: footnote(to.locale),
  });
}

const SUBJECTS: Record<Locale, Record<NotificationEvent, string>> = {
  fr: {
    accepted: 'Votre réservation est confirmée',
    declined: 'Votre demande a été refusée',
    expired: 'Une demande de réservation a expiré',
    cancelled: 'Une réservation a été annulée',
    postponed: 'Une réservation a été reportée',
    withdrawn: 'Une demande a été retirée',
  },
  en: {
    accepted: 'Your booking is confirmed',
    declined: 'Your request was declined',
    expired: 'A booking request expired',
    cancelled: 'A booking was cancelled',
    postponed: 'A booking was moved',
    withdrawn: 'A request was withdrawn',
  },
};

function eventParagraphs(event: NotificationEvent, party: Party, v: VisitFacts, locale: Locale, reason: string | null, refundCents: number, refundDelay: RefundDelay): string[] {
  const when = whenOf(v.startsAt, locale);
  const fr = locale === 'fr';
  const lines: Record<NotificationEvent, string[]> = fr
    ? {
        accepted: [
          `Le nettoyage du ${when} est confirmé. L'acompte de ${money(v.depositCents, locale)} a été prélevé.`,
          `Vous recevrez un rappel la veille et un autre peu avant la visite. Le solde de ${money(v.remainderCents, locale)} sera prélevé après la visite, et la facture vous sera envoyée.`,
          'Ajoutez la visite à votre agenda avec le fichier joint.',
        ],
        declined: [`Le nettoyage demandé pour le ${when} a été refusé. L'acompte a été libéré\u00a0: aucuns frais.`, "Vous pouvez choisir une autre personne pour cette date sur Éclat."],
        expired:
          party === 'client'
            ? [`La demande pour le ${when} n'a pas reçu de réponse dans les délais et a expiré. L'acompte a été libéré\u00a0: aucuns frais.`, "Vous pouvez choisir une autre personne pour cette date sur Éclat."]
            : [`La demande pour le ${when} n'a pas reçu de réponse dans les délais et a expiré.`],
        cancelled: [`Le nettoyage du ${when} a été annulé.`],
        postponed: [`Le nettoyage a été déplacé au ${when}.`, 'Le fichier joint met votre agenda à jour.'],
        withdrawn: [`Le client a retiré sa demande pour le ${when}.`],
      }
    : {
        accepted: [
          `The cleaning on ${when} is confirmed. The ${money(v.depositCents, locale)} deposit was charged.`,
          `You will get a reminder the day before and another shortly before the visit. The ${money(v.remainderCents, locale)} balance is charged after the visit, and the invoice is sent to you.`,
          'Add the visit to your calendar with the attached file.',
        ],
        declined: [`The cleaning requested for ${when} was declined. The deposit was released: no charge.`, 'You can choose someone else for this date on Éclat.'],
        expired:
          party === 'client'
            ? [`The request for ${when} got no answer in time and expired. The deposit was released: no charge.`, 'You can choose someone else for this date on Éclat.']
            : [`The request for ${when} got no answer in time and expired.`],
        cancelled: [`The cleaning on ${when} was cancelled.`],
        postponed: [`The cleaning was moved to ${when}.`, 'The attached file updates your calendar.'],
        withdrawn: [`The client withdrew the request for ${when}.`],
      };
  const out = [...lines[event]];
  if (reason) out.push(fr ? `Motif\u00a0: ${reason}` : `Reason: ${reason}`);
  if (event === 'cancelled' && refundCents > 0) {
    out.push(fr ? `Remboursement\u00a0: ${money(refundCents, locale)}.` : `Refund: ${money(refundCents, locale)}.`);
    if (party === 'client') out.push(refundDelaySentence(refundDelay, locale));
  }
  return out;
}

/** A change of the booking, told to one party; a confirmation or a move carries the visit's `.ics`. */
export function bookingChangeEmail(
  to: Recipient,
  party: Party,
  event: NotificationEvent,
  v: VisitFacts,
  reason: string | null,
  refundCents: number,
  now: Date,
  refundDelay: RefundDelay = DEFAULT_REFUND_DELAY,
  /** A series accepted at once (issue #42): one email listing every visit, with each visit's `.ics`; `v` then sums their money. */
  series?: VisitFacts[],
): MailMessage {
  const withCalendar = event === 'accepted' || event === 'postponed';
  const visits = series && series.length > 1 ? series : null;
  const fr = to.locale === 'fr';
  const listed = visits
    ? [
        fr
          ? `Les ${visits.length}\u00a0visites de la série sont confirmées\u00a0: ${visits.map((x) => whenOf(x.startsAt, to.locale)).join('\u202f; ')}. Chaque visite a son acompte, prélevé maintenant, et son solde, prélevé après elle.`
          : `All ${visits.length} visits of the series are confirmed: ${visits.map((x) => whenOf(x.startsAt, to.locale)).join('; ')}. Each visit has its deposit, charged now, and its balance, charged after it.`,
      ]
    : [];
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: SUBJECTS[to.locale][event],
    greeting: hello(to),
    paragraphs: [...eventParagraphs(event, party, v, to.locale, reason, refundCents, refundDelay), ...listed],
    facts: visitFacts(v, to.locale, party, event === 'accepted'),
    action: seeBooking(v, to.locale),
    footnote: footnote(to.locale),
    ...(withCalendar ? { attachments: visits ? visits.map((x) => visitCalendarFile(x, now)) : [visitCalendarFile(v, now)] } : {}),
  });
}

/** A reminder of a confirmed visit, the day before (at the visit's local time) or shortly before it. */
export function visitReminderEmail(to: Recipient, party: Party, kind: VisitReminder, v: VisitFacts): MailMessage {
  const fr = to.locale === 'fr';
  const when = whenOf(v.startsAt, to.locale);
  const subject =
    kind === 'visit_day_before'
      ? fr
        ? 'Rappel\u00a0: votre nettoyage est demain'
        : 'Reminder: your cleaning is tomorrow'
      : fr
        ? 'Rappel\u00a0: votre nettoyage commence bientôt'
        : 'Reminder: your cleaning starts soon';
  const intro = fr ? `Le nettoyage du ${when} approche.` : `The cleaning on ${when} is coming up.`;
  const advice =
    party === 'client'
      ? fr
        ? "Assurez-vous que l'accès au logement est prêt. Vous pouvez écrire à la personne de ménage depuis la réservation."
        : 'Make sure access to the home is ready. You can write to your cleaner from the booking.'
      : fr
        ? "Pointez votre arrivée sur place depuis la réservation. Les consignes d'accès s'y trouvent."
        : 'Punch in on site from the booking. The access instructions are there.';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject,
    greeting: hello(to),
    paragraphs: [intro, advice],
    facts: visitFacts(v, to.locale, party, false),
    action: seeBooking(v, to.locale),
    footnote: footnote(to.locale),
  });
}

/** To the cleaner: an unanswered request expires soon. */
export function requestExpiringEmail(to: Recipient, v: VisitFacts, expiresAt: Date): MailMessage {
  const fr = to.locale === 'fr';
  const client = v.otherName ?? (fr ? 'Un client' : 'A client');
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Une demande expire bientôt' : 'A request expires soon',
    greeting: hello(to),
    paragraphs: fr
      ? [`La demande de ${client} pour le ${whenOf(v.startsAt, to.locale)}${series(v, to.locale)} attend votre réponse.`, `Elle expire le ${whenOf(expiresAt, to.locale)}. Sans réponse, elle sera annulée.`]
      : [`${client}'s request for ${whenOf(v.startsAt, to.locale)}${series(v, to.locale)} is waiting for your answer.`, `It expires on ${whenOf(expiresAt, to.locale)}. Without an answer, it will be cancelled.`],
    facts: visitFacts(v, to.locale, 'cleaner', false),
    action: { href: v.url, label: fr ? 'Répondre à la demande' : 'Answer the request' },
    footnote: footnote(to.locale),
  });
}

/** The receipt's money: the booking's quote, told line by line through the one breakdown (src/shared/money-breakdown.ts). */
export type ReceiptMoney = BreakdownMoney;

const DISCOUNT_LABELS: Record<Locale, Record<string, string>> = {
  fr: { first_booking: 'Rabais première réservation', promo: 'Code promo', referral: 'Rabais de parrainage', discount: 'Rabais' },
  en: { first_booking: 'First booking discount', promo: 'Promo code', referral: 'Referral discount', discount: 'Discount' },
};

/** A breakdown line's words in an email (the same lines the page and the invoice list). */
export function breakdownLabel(l: BreakdownLine, locale: Locale): string {
  const fr = locale === 'fr';
  switch (l.kind) {
    case 'service':
      return fr ? 'Service de la personne de ménage' : "Cleaner's service";
    case 'supplies':
      return fr ? 'Produits de nettoyage' : 'Cleaning supplies';
    case 'emergency':
      return fr ? "Frais d'urgence" : 'Emergency fee';
    case 'discount':
      return DISCOUNT_LABELS[locale][l.discount ?? 'discount'] ?? DISCOUNT_LABELS[locale].discount!;
    case 'service_fee':
      return fr ? 'Frais de service Éclat' : 'Éclat service fee';
    case 'tax': {
      const name = l.tax?.tax === 'qst' ? (fr ? 'TVQ' : 'QST') : fr ? 'TPS' : 'GST';
      if (l.tax?.on === 'service') return fr ? `${name} sur le service` : `${name} on the service`;
      if (l.tax?.on === 'platform_fee') return fr ? `${name} sur les frais de service` : `${name} on the service fee`;
      return name;
    }
    case 'tip':
      return fr ? 'Pourboire' : 'Tip';
  }
}

/** A breakdown as an email's facts: each line, then the total. */
export function breakdownFacts(b: MoneyBreakdown, locale: Locale, totalLabel: string): [string, string][] {
  return [...b.lines.map((l): [string, string] => [breakdownLabel(l, locale), l.amountCents < 0 ? `−${money(-l.amountCents, locale)}` : money(l.amountCents, locale)]), [totalLabel, money(b.grandTotalCents, locale)]];
}

/** To the client once the visit is completed and paid: the receipt and the invoice. */
export function visitReceiptEmail(to: Recipient, v: VisitFacts, m: ReceiptMoney, workedMinutes: number | null, invoiceUrl: string): MailMessage {
  const fr = to.locale === 'fr';
  const cleaner = v.otherName ?? (fr ? 'La personne de ménage' : 'Your cleaner');
  const hours = workedMinutes !== null ? (Math.round((workedMinutes / 60) * 10) / 10).toLocaleString(fr ? 'fr-CA' : 'en-CA') : null;
  const facts: [string, string][] = [
    [fr ? 'Date' : 'Date', whenOf(v.startsAt, to.locale)],
    ...(hours !== null ? [[fr ? 'Temps sur place' : 'Time on site', fr ? `${hours} h` : `${hours} h`] as [string, string]] : []),
    ...breakdownFacts(moneyBreakdown(m), to.locale, fr ? 'Total payé' : 'Total paid'),
  ];
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Votre nettoyage est terminé\u00a0: votre reçu' : 'Your cleaning is done: your receipt',
    greeting: hello(to),
    paragraphs: fr
      ? [`${cleaner} a terminé le nettoyage du ${whenOf(v.startsAt, to.locale)}. Merci d'avoir choisi Éclat\u202f!`, 'Le paiement est complet. Votre facture est prête, et vous pouvez évaluer la visite depuis la réservation.']
      : [`${cleaner} finished the cleaning on ${whenOf(v.startsAt, to.locale)}. Thank you for choosing Éclat!`, 'The payment is complete. Your invoice is ready, and you can review the visit from the booking.'],
    facts,
    action: { href: v.url, label: fr ? 'Voir la réservation et évaluer' : 'See the booking and review' },
    links: [{ href: invoiceUrl, label: fr ? 'Télécharger la facture (PDF)' : 'Download the invoice (PDF)' }],
    footnote: footnote(to.locale),
  });
}
