import { formatTime } from '../../../src/shared/datetime-format.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { whenOf, type Recipient, type VisitFacts } from './booking-emails.js';

/**
 * To the client, the first time their cleaner taps "En route" (issue #18): who is coming, when they
 * expect to arrive (Quebec time) when the cleaner said so, and the booking's page where it updates live.
 */
export function enRouteEmail(to: Recipient, v: VisitFacts, etaAt: Date | null): MailMessage {
  const fr = to.locale === 'fr';
  const cleaner = v.otherName ?? (fr ? 'La personne de ménage' : 'Your cleaner');
  const eta = etaAt ? formatTime(etaAt, to.locale) : null;
  const arrival = eta ? (fr ? `Arrivée prévue vers ${eta}.` : `Expected arrival around ${eta}.`) : null;
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? `${cleaner} est en route` : `${cleaner} is on the way`,
    preheader: arrival ?? (fr ? 'Votre nettoyage commence bientôt.' : 'Your cleaning starts soon.'),
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: [
      fr ? `${cleaner} est en route pour le nettoyage du ${whenOf(v.startsAt, to.locale)}.` : `${cleaner} is on the way for the cleaning on ${whenOf(v.startsAt, to.locale)}.`,
      ...(arrival ? [arrival] : []),
      fr ? "Assurez-vous que l'accès au logement est prêt. L'heure d'arrivée se met à jour sur la page de la réservation." : 'Make sure access to the home is ready. The arrival time updates on the booking page.',
    ],
    facts: [
      [fr ? 'Ville' : 'City', v.city],
      ...(eta ? [[fr ? 'Arrivée prévue' : 'Expected arrival', eta] as [string, string]] : []),
    ],
    action: { href: v.url, label: fr ? 'Voir la réservation' : 'See the booking' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez une réservation sur Éclat.' : 'You receive this email because you have a booking on Éclat.',
  });
}
