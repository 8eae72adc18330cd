import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], link?: { href: string; label: string }): { text: string; html: string } {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), '— Éclat'].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1d2733">
<h1 style="font-size:20px">${escape(title)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''}
<p>— Éclat</p></body></html>`;
  return { text, html };
}

/** Password reset email, in the recipient's language. */
export function passwordResetEmail(to: string, name: string, locale: Locale, link: string, minutes: number): MailMessage {
  if (locale === 'en') {
    const subject = 'Reset your Éclat password';
    return {
      to,
      subject,
      ...layout(subject, [`Hello ${name},`, `Someone asked to reset the password of your Éclat account. The link below works once, for ${minutes} minutes.`, 'If it was not you, ignore this email: your password stays the same.'], { href: link, label: 'Choose a new password' }),
    };
  }
  const subject = 'Réinitialisez votre mot de passe Éclat';
  return {
    to,
    subject,
    ...layout(subject, [`Bonjour ${name},`, `Une demande de réinitialisation du mot de passe de votre compte Éclat a été faite. Le lien ci-dessous fonctionne une seule fois, pendant ${minutes} minutes.`, "Si vous n'êtes pas à l'origine de cette demande, ignorez ce courriel : votre mot de passe reste le même."], { href: link, label: 'Choisir un nouveau mot de passe' }),
  };
}

/** Tells the old address that the sign-in email changed, so a hijack does not go unnoticed. */
export function emailChangedEmail(to: string, name: string, locale: Locale, newEmail: string): MailMessage {
  if (locale === 'en') {
    const subject = 'Your Éclat sign-in email changed';
    return { to, subject, ...layout(subject, [`Hello ${name},`, `Your account now signs in with ${newEmail}.`, 'If you did not make this change, contact us right away.']) };
  }
  const subject = 'Votre courriel de connexion Éclat a changé';
  return { to, subject, ...layout(subject, [`Bonjour ${name},`, `Votre compte se connecte maintenant avec ${newEmail}.`, "Si vous n'avez pas fait ce changement, contactez-nous immédiatement."]) };
}

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple', microsoft: 'Microsoft' };
/** A provider's name as people know it; the generic provider goes by its configured label. */
export const providerName = (provider: string, label?: string | null): string => PROVIDER_NAMES[provider] ?? label ?? 'OpenID Connect';

/** Tells the holder that a way to sign in was added to or removed from the account, so a hijack does not go unnoticed. */
export function signInMethodEmail(to: string, name: string, locale: Locale, change: { kind: 'linked' | 'unlinked'; method: string }): MailMessage {
  if (locale === 'en') {
    const subject = change.kind === 'linked' ? `${change.method} can now sign in to your Éclat account` : `${change.method} no longer signs in to your Éclat account`;
    const what = change.kind === 'linked' ? `You can now sign in to Éclat with ${change.method}.` : `Signing in to Éclat with ${change.method} was turned off.`;
    return { to, subject, ...layout(subject, [`Hello ${name},`, what, 'If you did not make this change, change your password and contact us right away.']) };
  }
  const subject = change.kind === 'linked' ? `${change.method} peut maintenant vous connecter à Éclat` : `${change.method} ne vous connecte plus à Éclat`;
  const what = change.kind === 'linked' ? `Vous pouvez maintenant vous connecter à Éclat avec ${change.method}.` : `La connexion à Éclat avec ${change.method} a été retirée.`;
  return { to, subject, ...layout(subject, [`Bonjour ${name},`, what, "Si vous n'avez pas fait ce changement, changez votre mot de passe et contactez-nous immédiatement."]) };
}
