/** Gmail ignores dots in the local part and both domains reach the same mailbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox behind an address, to recognise the same person under a second account:
 * case ignored, a `+tag` dropped, and for Gmail the dots and the googlemail.com alias too.
 */
export function normalizeEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

export const samePerson = (a: string, b: string): boolean => normalizeEmail(a) === normalizeEmail(b);
