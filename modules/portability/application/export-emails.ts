import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { formatDateTime } from '../../../src/shared/datetime-format.js';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const paragraphs = en
    ? [
        `Hello ${to.name},`,
        `The archive of your data you asked for on ${when(e.requestedAt)} is ready. Download it from My account once signed in:`,
        link,
        `The link works until ${when(e.expiresAt)}; the archive is then deleted. You can ask for a new one at any time.`,
        `If you did not ask for it, change your password and write to ${s.privacyOfficerEmail}.`,
      ]
    : [
        `Bonjour ${to.name},`,
        `L’archive de vos données demandée le ${when(e.requestedAt)} est prête. Téléchargez-la depuis Mon compte, une fois connecté :`,
        link,
        `Le lien est valide jusqu’au ${when(e.expiresAt)} ; l’archive est ensuite supprimée. Vous pouvez en demander une nouvelle en tout temps.`,
        `Si vous n’avez pas fait cette demande, changez votre mot de passe et écrivez à ${s.privacyOfficerEmail}.`,
      ];
  const text = [...paragraphs, '— Éclat'].join('\n\n');
  const html = `<!doctype html><html lang="${to.locale}"><body style="font-family:sans-serif;color:#1d2733">
<h1 style="font-size:20px">${escape(subject)}</h1>
${paragraphs.map((p) => (p === link ? `<p><a href="${escape(link)}">${escape(en ? 'Download my data' : 'Télécharger mes données')}</a></p>` : `<p>${escape(p)}</p>`)).join('\n')}
<p>— Éclat</p></body></html>`;
  return { to: to.email, subject, text, html };
}
