import { formatDate, formatDateTime } from '../../../src/shared/datetime-format.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';

/** Review emails (issue #18), with the shared layout, in the recipient's language. */
export interface ReviewRecipient {
  email: string;
  name: string;
  locale: Locale;
}

const hello = (to: ReviewRecipient): string => (to.locale === 'fr' ? `Bonjour ${to.name},` : `Hello ${to.name},`);

/** After the punch-out: each party is invited to review the other before the window closes. */
export function reviewInvitationEmail(to: ReviewRecipient, party: 'client' | 'cleaner', otherName: string, until: Date, url: string): MailMessage {
  const fr = to.locale === 'fr';
  const date = formatDate(until, to.locale, { year: true });
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: party === 'client' ? (fr ? 'Comment s’est passé votre nettoyage\u202f?' : 'How was your cleaning?') : fr ? 'Évaluez votre client' : 'Review your client',
    greeting: hello(to),
    paragraphs: fr
      ? [
          party === 'client' ? `Votre avis sur ${otherName} aide les autres clients à choisir.` : `Votre avis sur ${otherName} aide les autres personnes de ménage.`,
          `Vous pouvez l'écrire jusqu'au ${date}. Les deux avis sont publiés ensemble, quand vous avez tous les deux écrit le vôtre ou à cette date\u00a0: personne ne lit l'avis de l'autre avant d'écrire le sien.`,
        ]
      : [
          party === 'client' ? `Your review of ${otherName} helps other clients choose.` : `Your review of ${otherName} helps other cleaners.`,
          `You can write it until ${date}. Both reviews are published together, once you have both written yours or on that date: nobody reads the other's review before writing their own.`,
        ],
    action: { href: url, label: fr ? 'Écrire mon avis' : 'Write my review' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez eu une visite sur Éclat.' : 'You receive this email because you had a visit on Éclat.',
  });
}

/** A review about this person was published. */
export function reviewPublishedEmail(to: ReviewRecipient, authorName: string, url: string): MailMessage {
  const fr = to.locale === 'fr';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Un avis à votre sujet est publié' : 'A review about you was published',
    greeting: hello(to),
    paragraphs: fr ? [`${authorName} a laissé un avis à votre sujet. Il est maintenant publié.`] : [`${authorName} left a review about you. It is now published.`],
    action: { href: url, label: fr ? "Lire l'avis" : 'Read the review' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez eu une visite sur Éclat.' : 'You receive this email because you had a visit on Éclat.',
  });
}

/** The one reminder, some hours before the window closes, to a party who has not reviewed yet. */
export function reviewReminderEmail(to: ReviewRecipient, party: 'client' | 'cleaner', otherName: string, until: Date, url: string): MailMessage {
  const fr = to.locale === 'fr';
  const date = formatDateTime(until, to.locale, { year: true });
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? `Il vous reste peu de temps pour évaluer ${otherName}` : `Little time left to review ${otherName}`,
    preheader: fr ? `Votre avis peut être écrit jusqu'au ${date}.` : `Your review can be written until ${date}.`,
    greeting: hello(to),
    paragraphs: fr
      ? [
          `Vous n'avez pas encore écrit votre avis sur ${otherName}. Vous pouvez le faire jusqu'au ${date}\u202f; après, la période d'évaluation se termine et l'avis de l'autre partie est publié tel quel.`,
          party === 'client' ? 'Quelques minutes suffisent\u00a0: votre avis aide les autres clients à choisir.' : 'Quelques minutes suffisent\u00a0: votre avis aide les autres personnes de ménage.',
        ]
      : [
          `You have not written your review of ${otherName} yet. You can do it until ${date}; after that, the review period ends and the other party's review is published as it is.`,
          party === 'client' ? 'It takes a few minutes: your review helps other clients choose.' : 'It takes a few minutes: your review helps other cleaners.',
        ],
    action: { href: url, label: fr ? 'Écrire mon avis' : 'Write my review' },
    footnote: fr
      ? 'Vous recevez ce rappel une seule fois. Vous pouvez désactiver les invitations et rappels d’évaluation dans Mon compte, section Notifications.'
      : 'You receive this reminder only once. You can turn off review invitations and reminders in My account, Notifications section.',
  });
}
