import type { Locale } from '../../../src/shared/locale.js';
import type { MailMessage } from '../../../src/shared/mailer.js';
import { renderEmail } from '../../../src/shared/email-layout.js';
import type { Subscriber } from '../domain/subscriber.js';
import { renderMarkdown } from '../../../src/shared/markdown.js';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where a subscriber's links lead: the web pages that call the API, and the one-click URL for List-Unsubscribe. */
export function newsletterLinks(publicUrl: string, subscriber: Pick<Subscriber, 'unsubscribeToken'>, confirmToken?: string) {
  return {
    confirm: confirmToken ? `${publicUrl}/newsletter/confirm/${confirmToken}` : null,
    unsubscribePage: `${publicUrl}/newsletter/unsubscribe/${subscriber.unsubscribeToken}`,
    /** RFC 8058: `List-Unsubscribe: <this>` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. */
    oneClick: `${publicUrl}/api/newsletter/unsubscribe/${subscriber.unsubscribeToken}`,
  };
}

function unsubscribeFooter(locale: Locale, href: string) {
  return locale === 'en'
    ? { text: 'You receive this email because this address signed up for the Éclat newsletter.', link: { href, label: 'Unsubscribe' } }
    : { text: 'Vous recevez ce courriel parce que cette adresse est inscrite à l’infolettre Éclat.', link: { href, label: 'Se désabonner' } };
}

/** Double opt-in: the link that confirms the sign-up, in the subscriber's language. */
export function confirmationEmail(subscriber: Subscriber, confirmLink: string, hours: number): MailMessage {
  const en = subscriber.locale === 'en';
  return renderEmail({
    to: subscriber.email,
    locale: subscriber.locale,
    subject: en ? 'Confirm your subscription to the Éclat newsletter' : 'Confirmez votre inscription à l’infolettre Éclat',
    greeting: en ? 'Hello,' : 'Bonjour,',
    paragraphs: en
      ? [
          `Someone (we hope you) asked to receive the Éclat newsletter at this address. Confirm with the link below: it works once, for ${hours} hours.`,
          'If it was not you, ignore this email: without confirmation, this address receives nothing.',
        ]
      : [
          `Une inscription à l’infolettre Éclat a été demandée pour cette adresse. Confirmez-la avec le lien ci-dessous\u00a0: il fonctionne une seule fois, pendant ${hours} heures.`,
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce courriel\u00a0: sans confirmation, cette adresse ne recevra rien.",
        ],
    action: { href: confirmLink, label: en ? 'Confirm my subscription' : 'Confirmer mon inscription' },
  });
}

/** A second sign-up of a confirmed address: nothing changes, the owner is told so (with the way out). */
export function alreadySubscribedEmail(subscriber: Subscriber, publicUrl: string): MailMessage {
  const { unsubscribePage } = newsletterLinks(publicUrl, subscriber);
  const en = subscriber.locale === 'en';
  const footer = unsubscribeFooter(subscriber.locale, unsubscribePage);
  return renderEmail({
    to: subscriber.email,
    locale: subscriber.locale,
    subject: en ? 'You already receive the Éclat newsletter' : 'Vous recevez déjà l’infolettre Éclat',
    greeting: en ? 'Hello,' : 'Bonjour,',
    paragraphs: [
      en
        ? 'A new subscription to the Éclat newsletter was asked for this address, which is already subscribed: nothing changes.'
        : 'Une nouvelle inscription à l’infolettre Éclat a été demandée pour cette adresse, qui est déjà inscrite\u00a0: rien ne change.',
    ],
    links: [footer.link],
    footnote: footer.text,
  });
}

/** The one-click headers of every issue (RFC 2369 and RFC 8058): mail clients show their own "Unsubscribe". */
export function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * A newsletter issue for one subscriber, in their language: the body is Markdown rendered by the
 * storefront's safe renderer (src/shared/markdown.ts: every character escaped, only its own tags and
 * http(s)/mailto/site links), the plain-text part is the Markdown itself. Every issue ends with the
 * subscriber's unsubscribe link and carries the one-click headers.
 */
export function newsletterIssue(subscriber: Pick<Subscriber, 'email' | 'locale' | 'unsubscribeToken'>, publicUrl: string, content: Record<Locale, { subject: string; body: string }>): MailMessage {
  const links = newsletterLinks(publicUrl, subscriber);
  const { subject, body } = content[subscriber.locale];
  const footer = unsubscribeFooter(subscriber.locale, links.unsubscribePage);
  // Site-relative links of the Markdown lead to the site from an inbox too.
  const html = renderMarkdown(body).replace(/href="\/(?!\/)/g, `href="${escape(publicUrl)}/`);
  return {
    to: subscriber.email,
    subject,
    text: [body, '— Éclat', `${footer.text} ${footer.link.label}${subscriber.locale === 'en' ? ': ' : '\u00a0: '}${footer.link.href}`].join('\n\n'),
    html: `<!doctype html><html lang="${subscriber.locale}"><body style="font-family:sans-serif;color:#1d2733">
<h1 style="font-size:20px">${escape(subject)}</h1>
${html}
<p>— Éclat</p>
<p style="font-size:12px;color:#5b6675">${escape(footer.text)} <a href="${escape(footer.link.href)}">${escape(footer.link.label)}</a></p>
</body></html>`,
    headers: unsubscribeHeaders(links.oneClick),
  };
}
