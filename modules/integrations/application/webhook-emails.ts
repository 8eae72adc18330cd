import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { renderEmail } from '../../../src/shared/email-layout.js';

/** A delivery failed for good (every retry spent): its endpoint's owner is told, in their language. */
export function webhookFailedEmail(
  to: { email: string; name: string; locale: Locale },
  failed: { url: string; eventType: string; eventId: string; attempts: number },
  settings: { publicUrl: string },
): MailMessage {
  const fr = to.locale === 'fr';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? 'Un webhook n’a pas pu être livré' : 'A webhook could not be delivered',
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: fr
      ? [`Nous n’avons pas réussi à livrer un événement à votre adresse de webhook après ${failed.attempts} tentatives sur plus de 24 heures. Nous avons cessé d’essayer.`, 'Vérifiez que votre serveur répond par un code 2xx, puis renvoyez l’événement depuis le journal des livraisons.']
      : [`We could not deliver an event to your webhook endpoint after ${failed.attempts} attempts over more than 24 hours. We stopped trying.`, 'Check that your server answers with a 2xx code, then resend the event from the delivery log.'],
    facts: [
      [fr ? 'Adresse' : 'Endpoint', failed.url],
      [fr ? 'Événement' : 'Event', failed.eventType],
      [fr ? 'Identifiant' : 'Event id', failed.eventId],
    ],
    action: { label: fr ? 'Voir mes intégrations' : 'See my integrations', href: `${settings.publicUrl}/profile#api-keys` },
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez enregistré un webhook sur Éclat.' : 'You receive this email because you registered a webhook on Éclat.',
  });
}
