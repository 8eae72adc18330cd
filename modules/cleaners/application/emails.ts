import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import type { DocumentType } from '../domain/cleaner-document.js';
import type { VerificationState } from '../domain/cleaner-document.js';

const TYPE_NAMES: Record<Locale, Record<DocumentType, string>> = {
  fr: { id: "pièce d'identité", background_check: 'vérification des antécédents', insurance: "preuve d'assurance", certification: 'certification' },
  en: { id: 'ID document', background_check: 'background check', insurance: 'proof of insurance', certification: 'certification' },
};

const STATE_TEXT: Record<Locale, Record<VerificationState, string>> = {
  fr: {
    verified: 'Votre profil est maintenant vérifié.',
    pending: "Votre vérification est en cours d'examen.",
    rejected: "Votre vérification a été refusée\u00a0: envoyez une nouvelle pièce d'identité.",
    unverified: "Votre profil n'est pas encore vérifié.",
  },
  en: {
    verified: 'Your profile is now verified.',
    pending: 'Your verification is under review.',
    rejected: 'Your verification was refused: please send a new ID document.',
    unverified: 'Your profile is not verified yet.',
  },
};

/** Tells a cleaner, in their language, what an admin decided about one of their documents. */
export function documentReviewedEmail(input: {
  to: string;
  name: string;
  locale: Locale;
  type: DocumentType;
  decision: 'approved' | 'rejected';
  reason: string | null;
  verification: VerificationState;
  profileUrl: string;
}): MailMessage {
  const { locale } = input;
  const type = TYPE_NAMES[locale][input.type];
  const fr = locale === 'fr';
  const decided = fr
    ? input.decision === 'approved'
      ? `Notre équipe a approuvé votre ${type}.`
      : `Notre équipe a refusé votre ${type}. Raison\u00a0: ${input.reason}`
    : input.decision === 'approved'
      ? `Our team approved your ${type}.`
      : `Our team refused your ${type}. Reason: ${input.reason}`;
  return renderEmail({
    to: input.to,
    locale,
    subject: fr ? (input.decision === 'approved' ? `Votre ${type} a été approuvée` : `Votre ${type} a été refusée`) : input.decision === 'approved' ? `Your ${type} was approved` : `Your ${type} was refused`,
    greeting: fr ? `Bonjour ${input.name},` : `Hello ${input.name},`,
    paragraphs: [decided, STATE_TEXT[locale][input.verification]],
    action: { href: input.profileUrl, label: fr ? 'Voir mon profil' : 'See my profile' },
    footnote: fr ? 'Vous recevez ce courriel parce que vous avez envoyé un document de vérification sur Éclat.' : 'You receive this email because you sent a verification document on Éclat.',
  });
}
