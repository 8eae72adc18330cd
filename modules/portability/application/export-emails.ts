import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import { formatDateTime } from '../../../src/shared/datetime-format.js';

/**
 * "Your data is ready", in the person's language. The link opens the settings page, where the person
 * downloads once signed in: the email itself carries no key to the archive, so a forwarded or
 * intercepted email gives nothing away.
 */
export function exportReadyEmail(to: { email: string; name: string; locale: Locale }, e: { requestedAt: Date; expiresAt: Date }, s: { publicUrl: string; privacyOfficerEmail: string }): MailMessage {
  const en = to.locale === 'en';
  const when = (d: Date) => formatDateTime(d, to.locale, { year: true });
  const link = `${s.publicUrl}/profile#data-export`;
  const subject = en ? 'Your Éclat data is ready to download' : 'Vos données Éclat sont prêtes à télécharger';
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject,
    greeting: en ? `Hello ${to.name},` : `Bonjour ${to.name},`,
    paragraphs: en
      ? [`The archive of your data you asked for on ${when(e.requestedAt)} is ready. Download it from My account once signed in.`, `The link works until ${when(e.expiresAt)}; the archive is then deleted. You can ask for a new one at any time.`, `If you did not ask for it, change your password and write to ${s.privacyOfficerEmail}.`]
      : [`L’archive de vos données demandée le ${when(e.requestedAt)} est prête. Téléchargez-la depuis Mon compte, une fois connecté.`, `Le lien est valide jusqu’au ${when(e.expiresAt)}\u202f; l’archive est ensuite supprimée. Vous pouvez en demander une nouvelle en tout temps.`, `Si vous n’avez pas fait cette demande, changez votre mot de passe et écrivez à ${s.privacyOfficerEmail}.`],
    action: { href: link, label: en ? 'Download my data' : 'Télécharger mes données' },
    footnote: en ? 'You receive this email because a copy of your data was asked for on Éclat.' : 'Vous recevez ce courriel parce qu’une copie de vos données a été demandée sur Éclat.',
  });
}
