import { renderEmail } from '../../../src/shared/email-layout.js';
import { formatCalendarDate } from '../../../src/shared/datetime-format.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import type { Case } from '../domain/case.js';
import type { CaseAccount } from './ports.js';

const NBSP = '\u00a0';
// ... and a narrow one before ";" (U+202F).
const NNBSP = '\u202f';

const money = (cents: number, locale: Locale): string => new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
const day = (date: string, locale: Locale) => formatCalendarDate(date, locale, { year: true });
const instant = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { timeZone: 'America/Toronto', dateStyle: 'long', timeStyle: 'short' }).format(d);

function message(to: CaseAccount, subject: string, paragraphs: string[], link: string, label: string): MailMessage {
  const fr = to.locale === 'fr';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject,
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs,
    action: { href: link, label },
    footnote: fr ? 'Vous recevez ce courriel au sujet d’un litige bancaire sur un ménage réservé sur Éclat.' : 'You receive this email about a card dispute on a cleaning booked on Éclat.',
  });
}

/** A card dispute opened: ops are to send the evidence from the console before Stripe's deadline. */
export function disputeOpenedEmail(to: CaseAccount, c: Case, visitDate: string, link: string): MailMessage {
  const d = day(visitDate, to.locale);
  const amount = money(c.dispute?.amountCents ?? 0, to.locale);
  const due = c.dispute?.evidenceDueBy ?? null;
  if (to.locale === 'fr') {
    return message(
      to,
      `Litige bancaire ouvert${NBSP}: ménage du ${d}`,
      [
        `La banque du client conteste ${amount} payés pour le ménage du ${d} (litige Stripe ${c.dispute?.ref ?? ''}). Le montant de la personne de ménage pour cette visite est retenu.`,
        due ? `Envoyez les preuves depuis la console avant le ${instant(due, 'fr')}.` : 'Envoyez les preuves depuis la console dès que possible.',
      ],
      link,
      'Ouvrir le dossier',
    );
  }
  return message(
    to,
    `Card dispute opened: cleaning of ${d}`,
    [
      `The client's bank disputes ${amount} paid for the cleaning of ${d} (Stripe dispute ${c.dispute?.ref ?? ''}). The cleaner's earning for this visit is held.`,
      due ? `Send the evidence from the console before ${instant(due, 'en')}.` : 'Send the evidence from the console as soon as possible.',
    ],
    link,
    'Open the case',
  );
}

/** A card dispute closed by Stripe: to ops and to the cleaner, whose held earning is settled. */
export function disputeClosedEmail(to: CaseAccount, role: 'ops' | 'cleaner', c: Case, visitDate: string, link: string): MailMessage {
  const d = day(visitDate, to.locale);
  const lost = c.dispute?.outcome === 'lost';
  const share = money(c.dispute?.cleanerShareCents ?? 0, to.locale);
  const amount = money(c.dispute?.amountCents ?? 0, to.locale);
  if (to.locale === 'fr') {
    if (role === 'ops') {
      return message(
        to,
        lost ? `Litige bancaire perdu${NBSP}: ménage du ${d}` : `Litige bancaire gagné${NBSP}: ménage du ${d}`,
        [lost ? `La banque a donné raison au client (${amount}). La part de la personne de ménage, ${share}, est retirée de ses gains${NNBSP}; le reste de la visite lui est versé.` : `La banque a donné raison à Éclat. Le montant retenu de la personne de ménage lui sera versé au prochain versement.`],
        link,
        'Ouvrir le dossier',
      );
    }
    return message(
      to,
      lost ? `Litige bancaire sur le ménage du ${d}${NBSP}: ajustement de vos gains` : `Litige bancaire sur le ménage du ${d}${NBSP}: montant libéré`,
      [
        lost
          ? `La banque du client a contesté le paiement du ménage du ${d} et lui a donné raison. Votre part du montant contesté, ${share}, est retirée de vos gains (ajustement visible sur votre relevé)${NNBSP}; le reste de la visite vous sera versé au prochain versement.`
          : `La banque du client avait contesté le paiement du ménage du ${d}${NNBSP}; le litige est clos en faveur d’Éclat. Le montant de la visite, retenu pendant le litige, vous sera versé au prochain versement.`,
      ],
      link,
      'Voir mes versements',
    );
  }
  if (role === 'ops') {
    return message(
      to,
      lost ? `Card dispute lost: cleaning of ${d}` : `Card dispute won: cleaning of ${d}`,
      [lost ? `The bank sided with the client (${amount}). The cleaner's share, ${share}, is taken off their earnings; the rest of the visit is paid to them.` : `The bank sided with Éclat. The cleaner's held earning is paid with the next payout.`],
      link,
      'Open the case',
    );
  }
  return message(
    to,
    lost ? `Card dispute on the cleaning of ${d}: an adjustment of your earnings` : `Card dispute on the cleaning of ${d}: earning released`,
    [
      lost
        ? `The client's bank disputed the payment of the cleaning of ${d} and sided with the client. Your share of the disputed amount, ${share}, is taken off your earnings (an adjustment on your statement); the rest of the visit is paid with your next payout.`
        : `The client's bank had disputed the payment of the cleaning of ${d}; the dispute closed in Éclat's favour. The visit's earning, held during the dispute, is paid with your next payout.`,
    ],
    link,
    'View my payouts',
  );
}
