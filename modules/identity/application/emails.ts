import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { renderEmail } from '../../../src/shared/email-layout.js';

/** Security emails always go, whatever the person's notification preferences (issue #18); the footnote says so. */
const SECURITY_NOTE: Record<Locale, string> = {
  fr: 'Ce courriel de sécurité est toujours envoyé, quelles que soient vos préférences de notification.',
  en: 'This security email is always sent, whatever your notification preferences.',
};

/** One of identity's security emails, on the shared layout (HTML and text), in the recipient's language. */
function securityEmail(to: string, locale: Locale, subject: string, name: string, paragraphs: string[], action?: { href: string; label: string }): MailMessage {
  return renderEmail({
    to,
    locale,
    subject,
    greeting: locale === 'en' ? `Hello ${name},` : `Bonjour ${name},`,
    paragraphs,
    ...(action ? { action } : {}),
    footnote: SECURITY_NOTE[locale],
  });
}

/** Password reset email, in the recipient's language. */
export function passwordResetEmail(to: string, name: string, locale: Locale, link: string, minutes: number): MailMessage {
  if (locale === 'en') {
    return securityEmail(to, locale, 'Reset your Éclat password', name, [`Someone asked to reset the password of your Éclat account. The link below works once, for ${minutes} minutes.`, 'If it was not you, ignore this email: your password stays the same.'], {
      href: link,
      label: 'Choose a new password',
    });
  }
  return securityEmail(
    to,
    locale,
    'Réinitialisez votre mot de passe Éclat',
    name,
    [`Une demande de réinitialisation du mot de passe de votre compte Éclat a été faite. Le lien ci-dessous fonctionne une seule fois, pendant ${minutes} minutes.`, "Si vous n'êtes pas à l'origine de cette demande, ignorez ce courriel\u00a0: votre mot de passe reste le même."],
    { href: link, label: 'Choisir un nouveau mot de passe' },
  );
}

/** Tells the old address that the sign-in email changed, so a hijack does not go unnoticed. */
export function emailChangedEmail(to: string, name: string, locale: Locale, newEmail: string): MailMessage {
  if (locale === 'en') return securityEmail(to, locale, 'Your Éclat sign-in email changed', name, [`Your account now signs in with ${newEmail}.`, 'If you did not make this change, contact us right away.']);
  return securityEmail(to, locale, 'Votre courriel de connexion Éclat a changé', name, [`Votre compte se connecte maintenant avec ${newEmail}.`, "Si vous n'avez pas fait ce changement, contactez-nous immédiatement."]);
}

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple', microsoft: 'Microsoft' };
/** A provider's name as people know it; the generic provider goes by its configured label. */
export const providerName = (provider: string, label?: string | null): string => PROVIDER_NAMES[provider] ?? label ?? 'OpenID Connect';

/** Tells the holder that a way to sign in was added to or removed from the account, so a hijack does not go unnoticed. */
export function signInMethodEmail(to: string, name: string, locale: Locale, change: { kind: 'linked' | 'unlinked'; method: string }): MailMessage {
  if (locale === 'en') {
    const subject = change.kind === 'linked' ? `${change.method} can now sign in to your Éclat account` : `${change.method} no longer signs in to your Éclat account`;
    const what = change.kind === 'linked' ? `You can now sign in to Éclat with ${change.method}.` : `Signing in to Éclat with ${change.method} was turned off.`;
    return securityEmail(to, locale, subject, name, [what, 'If you did not make this change, change your password and contact us right away.']);
  }
  const subject = change.kind === 'linked' ? `${change.method} peut maintenant vous connecter à Éclat` : `${change.method} ne vous connecte plus à Éclat`;
  const what = change.kind === 'linked' ? `Vous pouvez maintenant vous connecter à Éclat avec ${change.method}.` : `La connexion à Éclat avec ${change.method} a été retirée.`;
  return securityEmail(to, locale, subject, name, [what, "Si vous n'avez pas fait ce changement, changez votre mot de passe et contactez-nous immédiatement."]);
}

/** Tells the holder that a password was added to an account that signed in without one, so a hijack does not go unnoticed. */
export function passwordAddedEmail(to: string, name: string, locale: Locale, publicUrl: string): MailMessage {
  const link = { href: `${publicUrl}/profile`, label: locale === 'en' ? 'My account' : 'Mon compte' };
  if (locale === 'en') {
    return securityEmail(to, locale, 'A password was added to your Éclat account', name, ['Your account can now also sign in with your email address and a password. Your other ways to sign in still work.', 'If you did not make this change, reset your password with "Forgot password" and contact us right away.'], link);
  }
  return securityEmail(to, locale, 'Un mot de passe a été ajouté à votre compte Éclat', name, ['Votre compte peut maintenant aussi se connecter avec votre courriel et un mot de passe. Vos autres façons de vous connecter fonctionnent toujours.', "Si vous n'avez pas fait ce changement, réinitialisez votre mot de passe avec «\u00a0Mot de passe oublié\u00a0» et contactez-nous immédiatement."], link);
}

/** Tells the holder that the password was changed (issue #42), so a hijack does not go unnoticed. */
export function passwordChangedEmail(to: string, name: string, locale: Locale, publicUrl: string): MailMessage {
  const link = { href: `${publicUrl}/forgot-password`, label: locale === 'en' ? 'Reset my password' : 'Réinitialiser mon mot de passe' };
  if (locale === 'en') {
    return securityEmail(to, locale, 'Your Éclat password was changed', name, ['The password of your Éclat account was just changed. Your other devices were signed out; this one stays signed in.', 'If you did not make this change, reset your password right away with the link below and contact us.'], link);
  }
  return securityEmail(
    to,
    locale,
    'Votre mot de passe Éclat a été changé',
    name,
    ['Le mot de passe de votre compte Éclat vient d’être changé. Vos autres appareils ont été déconnectés\u202f; celui-ci reste connecté.', "Si vous n'avez pas fait ce changement, réinitialisez votre mot de passe tout de suite avec le lien ci-dessous et contactez-nous."],
    link,
  );
}

/** Confirms to the former address that the account was deleted (issue #42): what goes, what the law keeps. */
export function accountDeletedEmail(to: string, name: string, locale: Locale): MailMessage {
  if (locale === 'en') {
    return securityEmail(to, locale, 'Your Éclat account was deleted', name, [
      'Your Éclat account was deleted at your request. Your profile, addresses, saved cards, messages and photos are being erased.',
      'The law makes us keep your invoices for 6 years; they no longer carry a way to reach you. If you did not ask for this deletion, contact us right away.',
    ]);
  }
  return securityEmail(to, locale, 'Votre compte Éclat a été supprimé', name, [
    'Votre compte Éclat a été supprimé à votre demande. Votre profil, vos adresses, vos cartes enregistrées, vos messages et vos photos sont en cours d’effacement.',
    "La loi nous oblige à conserver vos factures pendant 6\u00a0ans\u202f; elles ne permettent plus de vous joindre. Si vous n'avez pas demandé cette suppression, contactez-nous immédiatement.",
  ]);
}

/** Issue #41: a suspension, with the reason the admin gave, in the person's language. */
export function accountSuspendedEmail(to: string, name: string, locale: Locale, reason: string, contactUrl: string): MailMessage {
  if (locale === 'en') {
    return securityEmail(to, locale, 'Your Éclat account is suspended', name, ['Our team suspended your Éclat account: you can no longer sign in, and your sessions were ended.', `The reason given: ${reason}`, 'If you think this is a mistake, reply through our contact form.'], { href: contactUrl, label: 'Contact us' });
  }
  return securityEmail(
    to,
    locale,
    'Votre compte Éclat est suspendu',
    name,
    ['Notre équipe a suspendu votre compte Éclat\u00a0: vous ne pouvez plus vous connecter, et vos sessions ont été fermées.', `La raison donnée\u00a0: ${reason}`, 'Si vous pensez qu’il s’agit d’une erreur, écrivez-nous par notre formulaire de contact.'],
    { href: contactUrl, label: 'Nous écrire' },
  );
}

/** Issue #41: the account works again, in the person's language. */
export function accountReactivatedEmail(to: string, name: string, locale: Locale, signInUrl: string): MailMessage {
  if (locale === 'en') return securityEmail(to, locale, 'Your Éclat account is active again', name, ['Our team reactivated your Éclat account: you can sign in again.'], { href: signInUrl, label: 'Sign in' });
  return securityEmail(to, locale, 'Votre compte Éclat est de nouveau actif', name, ['Notre équipe a réactivé votre compte Éclat\u00a0: vous pouvez de nouveau vous connecter.'], { href: signInUrl, label: 'Me connecter' });
}
