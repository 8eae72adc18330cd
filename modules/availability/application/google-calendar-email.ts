import { formatDateTime } from '../../../src/shared/datetime-format.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';

const NBSP = '\u00a0';

/**
 * The one email of a run of Google Calendar failures (issue #38): the spec's "Google calendar sync
 * failure" text, why, what happens to the cleaner's availability meanwhile, and the way back
 * ("Reconnecter" on the calendar page).
 */
export function googleSyncFailedEmail(
  to: { email: string; name: string; locale: Locale },
  failure: { refused: boolean; failingHours: number; untrustedAt: Date | null },
  settings: { publicUrl: string },
): MailMessage {
  const fr = to.locale === 'fr';
  const reason = failure.refused
    ? fr
      ? `Google a refusé l’accès d’Éclat à votre agenda${NBSP}: l’autorisation a été retirée ou n’est plus valide.`
      : 'Google refused Éclat access to your calendar: the permission was removed or is no longer valid.'
    : fr
      ? `Google ne répond plus correctement depuis plus de ${failure.failingHours}${NBSP}h.`
      : `Google has not answered properly for more than ${failure.failingHours} h.`;
  const availability = failure.untrustedAt
    ? fr
      ? `Pour qu’aucun client ne réserve un moment où vous êtes occupé, vos disponibilités ne seront plus offertes à partir du ${formatDateTime(failure.untrustedAt, 'fr', { year: true })} si la synchronisation n’a pas repris.`
      : `So that no client books a time when you are busy, your availability will no longer be offered from ${formatDateTime(failure.untrustedAt, 'en', { year: true })} if syncing has not resumed.`
    : fr
      ? 'Pour qu’aucun client ne réserve un moment où vous êtes occupé, vos disponibilités ne sont plus offertes jusqu’à ce que la synchronisation reprenne.'
      : 'So that no client books a time when you are busy, your availability is no longer offered until syncing resumes.';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? `Google Agenda${NBSP}: la synchronisation du calendrier a échoué` : 'Google Calendar: the calendar sync failed',
    preheader: fr ? 'Reconnectez votre agenda Google depuis votre calendrier Éclat.' : 'Reconnect your Google calendar from your Éclat calendar.',
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: [
      fr ? `La synchronisation du calendrier a échoué. ${reason}` : `Calendar sync failed. ${reason}`,
      fr
        ? 'Vos moments occupés dans Google Agenda ne peuvent plus être lus, et les visites que vous acceptez ne s’y ajoutent plus.'
        : 'Your busy times in Google Calendar can no longer be read, and the visits you accept are no longer added to it.',
      availability,
      fr ? 'Ouvrez votre calendrier Éclat et choisissez «' + NBSP + 'Reconnecter' + NBSP + '» pour rétablir la synchronisation.' : 'Open your Éclat calendar and choose “Reconnect” to restore syncing.',
    ],
    action: { label: fr ? 'Reconnecter Google Agenda' : 'Reconnect Google Calendar', href: `${settings.publicUrl}/profile/calendar#google-calendar` },
    footnote: fr
      ? 'Vous recevez ce courriel parce que vous avez connecté Google Agenda à Éclat. Nous ne vous l’enverrons qu’une fois tant que le problème dure.'
      : 'You receive this email because you connected Google Calendar to Éclat. We send it only once while the problem lasts.',
  });
}
