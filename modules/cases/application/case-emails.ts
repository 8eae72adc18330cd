import { renderEmail } from '../../../src/shared/email-layout.js';
import { formatCalendarDate } from '../../../src/shared/datetime-format.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import type { Case, CaseCategory } from '../domain/case.js';
import type { CaseAccount } from './ports.js';

// French typography: a non-breaking space before ":" (U+00A0).
const NBSP = '\u00a0';
// ... and a narrow one before ";", "?" and "!" (U+202F).
const NNBSP = '\u202f';

const money = (cents: number, locale: Locale): string => new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

const CATEGORY: Record<Locale, Record<CaseCategory, string>> = {
  fr: { quality: 'Qualité du ménage', damage: 'Dommage', missing_item: 'Objet manquant', late: 'Retard', safety: 'Sécurité', other: 'Autre' },
  en: { quality: 'Cleaning quality', damage: 'Damage', missing_item: 'Missing item', late: 'Lateness', safety: 'Safety', other: 'Other' },
};

const categoryLabel = (c: CaseCategory, locale: Locale): string => CATEGORY[locale][c];

function message(to: CaseAccount, subject: string, paragraphs: string[], link: string, facts?: [string, string][]): MailMessage {
  const fr = to.locale === 'fr';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject,
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs,
    ...(facts ? { facts } : {}),
    action: { href: link, label: fr ? 'Voir la réservation' : 'View the booking' },
    footnote: fr ? 'Vous recevez ce courriel parce qu’un dossier est ouvert sur un de vos ménages sur Éclat.' : 'You receive this email because a case is open on one of your cleanings on Éclat.',
  });
}

const day = (date: string, locale: Locale) => formatCalendarDate(date, locale, { year: true });

/** The report, to both parties: the client's acknowledgement, the cleaner's invitation to answer. */
export function reportedEmail(to: CaseAccount, role: 'client' | 'cleaner', c: Case, visitDate: string, link: string): MailMessage {
  const d = day(visitDate, to.locale);
  const facts: [string, string][] = to.locale === 'fr' ? [['Catégorie', categoryLabel(c.category, 'fr')], ['Description', c.description]] : [['Category', categoryLabel(c.category, 'en')], ['Description', c.description]];
  if (to.locale === 'fr') {
    return role === 'client'
      ? message(to, 'Nous avons bien reçu votre signalement', [`Votre signalement sur le ménage du ${d} est enregistré. La personne de ménage peut y répondre, puis notre équipe décidera de la suite (nouveau ménage, remboursement ou refus motivé).`], link, facts)
      : message(to, 'Un problème a été signalé sur votre ménage', [`Le client a signalé un problème sur le ménage du ${d}. Vous pouvez y répondre une fois, par écrit, depuis la page de la réservation.`, `En attendant la décision de notre équipe, le montant de cette visite est retenu${NBSP}: il ne fait pas partie de vos versements.`], link, facts);
  }
  return role === 'client'
    ? message(to, 'We received your report', [`Your report on the cleaning of ${d} is recorded. The cleaner may answer it, then our team decides what follows (a new cleaning, a refund or a reasoned rejection).`], link, facts)
    : message(to, 'A problem was reported on your cleaning', [`The client reported a problem on the cleaning of ${d}. You may answer it once, in writing, from the booking page.`, 'Until our team decides, the earning of this visit is held: it is left out of your payouts.'], link, facts);
}

/** The cleaner's answer, to both parties. */
export function answeredEmail(to: CaseAccount, role: 'client' | 'cleaner', answer: string, visitDate: string, link: string): MailMessage {
  const d = day(visitDate, to.locale);
  if (to.locale === 'fr') {
    return role === 'client'
      ? message(to, 'La personne de ménage a répondu à votre signalement', [`Réponse de la personne de ménage au sujet du ménage du ${d}${NBSP}:`, answer, 'Notre équipe décidera de la suite sous peu.'], link)
      : message(to, 'Votre réponse a été transmise', [`Votre réponse au signalement sur le ménage du ${d} a été transmise au client et à notre équipe.`], link);
  }
  return role === 'client'
    ? message(to, 'The cleaner answered your report', [`The cleaner's answer about the cleaning of ${d}:`, answer, 'Our team will decide what follows shortly.'], link)
    : message(to, 'Your answer was sent', [`Your answer to the report on the cleaning of ${d} was sent to the client and to our team.`], link);
}

/** The decision, to both parties, each in their language. */
export function decidedEmail(to: CaseAccount, role: 'client' | 'cleaner', c: Case, visitDate: string, link: string, reclean: { date: string; time: string } | null): MailMessage {
  const d = day(visitDate, to.locale);
  const decision = c.decision!;
  const fr = to.locale === 'fr';
  const reason = fr ? `Motif${NBSP}: ${decision.reason}` : `Reason: ${decision.reason}`;
  if (decision.resolution === 'refund') {
    const amount = money(decision.refundCents ?? 0, to.locale);
    const share = money(decision.cleanerShareCents ?? 0, to.locale);
    if (fr) {
      return role === 'client'
        ? message(to, `Décision sur votre signalement${NBSP}: remboursement`, [`Nous vous remboursons ${amount} pour le ménage du ${d}. Le montant apparaîtra sur votre relevé de carte d’ici 5 à 10 jours ouvrables.`, reason], link)
        : message(to, `Décision sur le signalement${NBSP}: remboursement`, [`Le client est remboursé de ${amount} pour le ménage du ${d}. Votre part, ${share}, est retirée de vos gains (ajustement visible sur votre relevé)${NNBSP}; le reste de la visite vous sera versé au prochain versement.`, reason], link);
    }
    return role === 'client'
      ? message(to, 'Decision on your report: refund', [`We refund you ${amount} for the cleaning of ${d}. It will appear on your card statement within 5 to 10 business days.`, reason], link)
      : message(to, 'Decision on the report: refund', [`The client is refunded ${amount} for the cleaning of ${d}. Your share, ${share}, is taken off your earnings (an adjustment on your statement); the rest of the visit is paid with your next payout.`, reason], link);
  }
  if (decision.resolution === 'reclean') {
    const when = reclean ? `${day(reclean.date, to.locale)}, ${reclean.time}` : '';
    if (fr) {
      return role === 'client'
        ? message(to, `Décision sur votre signalement${NBSP}: nouveau ménage offert`, [`Un nouveau ménage gratuit (0${NBSP}$) avec la même personne de ménage est demandé pour le ${when}. Vous recevrez sa confirmation.`, reason], link)
        : message(to, `Décision sur le signalement${NBSP}: nouveau ménage`, [`Notre équipe vous demande de refaire le ménage du ${d}, sans frais pour le client, le ${when}. La demande apparaît dans vos réservations${NBSP}: acceptez-la ou refusez-la comme toute demande. La visite initiale vous sera versée au prochain versement.`, reason], link);
    }
    return role === 'client'
      ? message(to, 'Decision on your report: a free new cleaning', [`A free new cleaning ($0) with the same cleaner is requested for ${when}. You will receive the cleaner's confirmation.`, reason], link)
      : message(to, 'Decision on the report: a new cleaning', [`Our team asks you to redo the cleaning of ${d}, at no cost to the client, on ${when}. The request is in your bookings: accept or decline it like any request. The original visit is paid with your next payout.`, reason], link);
  }
  if (fr) {
    return role === 'client'
      ? message(to, `Décision sur votre signalement${NBSP}: refusé`, [`Après examen, notre équipe ne donne pas suite à votre signalement sur le ménage du ${d}.`, reason], link)
      : message(to, `Décision sur le signalement${NBSP}: refusé`, [`Après examen, notre équipe ne donne pas suite au signalement sur le ménage du ${d}. Le montant de la visite vous sera versé au prochain versement.`, reason], link);
  }
  return role === 'client'
    ? message(to, 'Decision on your report: rejected', [`After review, our team is not taking your report on the cleaning of ${d} further.`, reason], link)
    : message(to, 'Decision on the report: rejected', [`After review, our team is not taking the report on the cleaning of ${d} further. The visit's earning is paid with your next payout.`, reason], link);
}
