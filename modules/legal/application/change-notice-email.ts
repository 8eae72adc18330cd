import { formatCalendarDate } from '../../../src/shared/datetime-format.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { NOTICE_DAYS, REFUSAL_DAYS } from '../domain/catalog.js';

/** Whom the notice goes to, in their language. */
export interface NoticeRecipient {
  email: string;
  name: string;
  locale: Locale;
}

/** The new version of the terms the notice is about. */
export interface TermsChange {
  version: string;
  /** YYYY-MM-DD, Quebec calendar. */
  effectiveDate: string;
  /** The catalog entry's summary of what changes, if it has one. */
  changes: Record<Locale, string> | null;
  /** The new version's page (`/terms?version=…`, with `lang=en` in English). */
  url: string;
  /** Where the account is closed (Mon compte). */
  accountUrl: string;
}

/** The address of a version of the terms on the web app (web/src/features/legal/pages: `lang` then `version`). */
export function termsVersionUrl(publicUrl: string, version: string, locale: Locale): string {
  const params = new URLSearchParams();
  if (locale === 'en') params.set('lang', 'en');
  params.set('version', version);
  return `${publicUrl.replace(/\/$/, '')}/terms?${params.toString()}`;
}

/**
 * Consumer Protection Act, s. 11.2: the written notice of a new version of the terms, at least 30 days
 * before it takes effect. It says what changes (the entry's summary, else to read the new version), when
 * (the date written the Quebec way), where to read it, and the right to refuse by closing the account
 * free of charge within 30 days after the change takes effect (the terms' section "changes").
 */
export function termsChangeEmail(to: NoticeRecipient, change: TermsChange): MailMessage {
  const fr = to.locale === 'fr';
  const date = formatCalendarDate(change.effectiveDate, to.locale, { year: true });
  const summary = change.changes?.[to.locale]?.trim() || null;
  return renderEmail({
    to: to.email,
    locale: to.locale,
    subject: fr ? `Nos conditions d'utilisation changent le ${date}` : `Our terms of use change on ${date}`,
    preheader: fr ? `La version ${change.version} des conditions d'utilisation entre en vigueur le ${date}.` : `Version ${change.version} of the terms of use takes effect on ${date}.`,
    greeting: fr ? `Bonjour ${to.name},` : `Hello ${to.name},`,
    paragraphs: [
      fr
        ? `Nous modifions les conditions d'utilisation d'Éclat. La nouvelle version (${change.version}) entrera en vigueur le ${date}.`
        : `We are changing Éclat's terms of use. The new version (${change.version}) takes effect on ${date}.`,
      summary
        ? fr
          ? `Ce qui change\u00a0: ${summary}`
          : `What changes: ${summary}`
        : fr
          ? 'Consultez la nouvelle version pour connaître les clauses ajoutées ou modifiées et leur libellé précédent.'
          : 'See the new version for the clauses added or changed and how they read before.',
      fr
        ? `Vous pouvez refuser cette modification\u00a0: il vous suffit de supprimer votre compte, sans frais ni pénalité, au plus tard ${REFUSAL_DAYS} jours après son entrée en vigueur (section «\u00a0Modifications des conditions\u00a0»). Si vous continuez d'utiliser Éclat, nous vous demanderons d'accepter la nouvelle version à partir du ${date}.`
        : `You may refuse this change: delete your account, at no cost or penalty, no later than ${REFUSAL_DAYS} days after it takes effect (section "Changes to these terms"). If you keep using Éclat, we will ask you to accept the new version from ${date}.`,
    ],
    facts: [
      [fr ? 'Version' : 'Version', change.version],
      [fr ? "Date d'entrée en vigueur" : 'Effective date', date],
    ],
    action: { href: change.url, label: fr ? 'Lire la nouvelle version' : 'Read the new version' },
    links: [{ href: change.accountUrl, label: fr ? 'Mon compte (supprimer le compte)' : 'My account (delete the account)' }],
    footnote: fr
      ? `Vous recevez ce courriel parce que vous avez un compte Éclat\u00a0: la Loi sur la protection du consommateur exige cet avis écrit ${NOTICE_DAYS} jours avant toute modification des conditions d'utilisation.`
      : `You receive this email because you have an Éclat account: the Consumer Protection Act requires this written notice ${NOTICE_DAYS} days before any change to the terms of use.`,
  });
}
