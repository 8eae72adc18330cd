import { renderEmail } from '../../../src/shared/email-layout.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';

/** After sign-up (issue #18): welcome, and the first steps on Éclat, in the recipient's language. */
export function welcomeEmail(to: string, name: string, locale: Locale, publicUrl: string): MailMessage {
  const fr = locale === 'fr';
  return renderEmail({
    to,
    locale,
    subject: fr ? 'Bienvenue sur Éclat' : 'Welcome to Éclat',
    preheader: fr ? 'Votre compte est prêt.' : 'Your account is ready.',
    greeting: fr ? `Bonjour ${name},` : `Hello ${name},`,
    paragraphs: fr
      ? [
          'Votre compte Éclat est prêt.',
          "Pour faire nettoyer votre logement\u00a0: ajoutez votre adresse, choisissez une personne vérifiée près de chez vous et envoyez une demande. Elle a 24 heures pour répondre, et l'acompte n'est prélevé qu'une fois la demande acceptée.",
          'Pour offrir vos services\u00a0: complétez votre profil et vos documents\u202f; votre profil est publié une fois vérifié.',
        ]
      : [
          'Your Éclat account is ready.',
          'To have your home cleaned: add your address, choose a verified cleaner near you and send a request. They have 24 hours to answer, and the deposit is charged only once the request is accepted.',
          'To offer your services: complete your profile and documents; your profile is published once verified.',
        ],
    action: { href: publicUrl, label: fr ? 'Ouvrir Éclat' : 'Open Éclat' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez créé un compte Éclat.' : 'You receive this email because you created an Éclat account.',
  });
}
