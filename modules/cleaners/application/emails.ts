import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import type { DocumentType } from '../domain/cleaner-document.js';
import type { VerificationState } from '../domain/cleaner-document.js';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], link: { href: string; label: string }): { text: string; html: string } {
  const text = [...paragraphs, `${link.label}: ${link.href}`, '— Éclat'].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1d2733">
<h1 style="font-size:20px">${escape(title)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>
<p>— Éclat</p></body></html>`;
  return { text, html };
}

const TYPE_NAMES: Record<Locale, Record<DocumentType, string>> = {
  fr: { id: "pièce d'identité", background_check: 'vérification des antécédents', insurance: "preuve d'assurance", certification: 'certification' },
  en: { id: 'ID document', background_check: 'background check', insurance: 'proof of insurance', certification: 'certification' },
};

const STATE_TEXT: Record<Locale, Record<VerificationState, string>> = {
  fr: {
    verified: 'Votre profil est maintenant vérifié.',
    pending: "Votre vérification est en cours d'examen.",
    rejected: "Votre vérification a été refusée : envoyez une nouvelle pièce d'identité.",
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
  if (locale === 'en') {
    const subject = input.decision === 'approved' ? `Your ${type} was approved` : `Your ${type} was refused`;
    const body = [
      `Hello ${input.name},`,
      input.decision === 'approved' ? `Our team approved your ${type}.` : `Our team refused your ${type}. Reason: ${input.reason}`,
      STATE_TEXT.en[input.verification],
    ];
    return { to: input.to, subject, ...layout(subject, body, { href: input.profileUrl, label: 'See my profile' }) };
  }
  const subject = input.decision === 'approved' ? `Votre ${type} a été approuvée` : `Votre ${type} a été refusée`;
  const body = [
    `Bonjour ${input.name},`,
    input.decision === 'approved' ? `Notre équipe a approuvé votre ${type}.` : `Notre équipe a refusé votre ${type}. Raison : ${input.reason}`,
    STATE_TEXT.fr[input.verification],
  ];
  return { to: input.to, subject, ...layout(subject, body, { href: input.profileUrl, label: 'Voir mon profil' }) };
}
