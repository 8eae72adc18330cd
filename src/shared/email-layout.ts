import type { Locale } from './locale.js';
import type { MailAttachment, MailMessage } from './mailer.js';

/**
 * The one template of Éclat's emails (issue #18): a phone-readable, accessible HTML layout and its
 * plain-text alternative, both written from the same parts, in the recipient's language. No web fonts,
 * no images, no tracking: system fonts, one column at most 600 px wide, a real heading, a `lang`
 * attribute, body text at 16 px with a contrast above 7:1, and a button that is an ordinary link
 * (its address is also written out in the text part). The renderers of each module give the words.
 */
export interface EmailLink {
  href: string;
  label: string;
}

export interface EmailContent {
  to: string;
  locale: Locale;
  subject: string;
  /** Short summary shown by mail apps next to the subject (hidden in the body). */
  preheader?: string;
  /** "Bonjour Marie," */
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs shown as a small table (date, address, amounts). */
  facts?: [string, string][];
  /** The main action, drawn as a button. */
  action?: EmailLink;
  /** Further links, under the button. */
  links?: EmailLink[];
  /** Why this email came (e.g. "You receive this email because you booked on Éclat."). */
  footnote?: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A paragraph's own line breaks (an admin's reply, a message) stay line breaks in the HTML part. */
const lines = (s: string): string => escapeHtml(s).replace(/\r?\n/g, '<br>');

const SIGNATURE: Record<Locale, string> = { fr: "— L'équipe Éclat", en: '— The Éclat team' };

/** Renders the email's HTML and text parts from its content. */
export function renderEmail(c: EmailContent): MailMessage {
  const facts = c.facts ?? [];
  // French puts a space before the colon.
  const colon = c.locale === 'fr' ? '\u00a0: ' : ': ';
  const links = [...(c.action ? [c.action] : []), ...(c.links ?? [])];
  const text = [
    c.greeting,
    ...c.paragraphs,
    ...(facts.length ? [facts.map(([label, value]) => `${label}${colon}${value}`).join('\n')] : []),
    ...links.map((l) => `${l.label}${colon}${l.href}`),
    SIGNATURE[c.locale],
    ...(c.footnote ? [c.footnote] : []),
  ].join('\n\n');

  const factRows = facts
    .map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = `<!doctype html>
<html lang="${c.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">
<title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;color:#17212b;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
${c.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(c.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 20px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#0b5cad">Éclat</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(c.subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(c.greeting)}</p>
${c.paragraphs.map((p) => `<p style="margin:0 0 16px">${lines(p)}</p>`).join('\n')}
${factRows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #c9d1d9;width:100%">${factRows}</table>` : ''}
${c.action ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.href)}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(c.action.label)}</a></p>` : ''}
${(c.links ?? []).map((l) => `<p style="margin:0 0 12px"><a href="${escapeHtml(l.href)}" style="color:#0b5cad">${escapeHtml(l.label)}</a></p>`).join('\n')}
<p style="margin:24px 0 0">${escapeHtml(SIGNATURE[c.locale])}</p>
</td></tr></table>
${c.footnote ? `<p style="max-width:600px;margin:12px auto 0;font-size:13px;color:#44515e">${escapeHtml(c.footnote)}</p>` : ''}
</td></tr></table>
</body></html>`;
  return {
    to: c.to,
    subject: c.subject,
    text,
    html,
    ...(c.attachments?.length ? { attachments: c.attachments } : {}),
    ...(c.headers ? { headers: c.headers } : {}),
  };
}
