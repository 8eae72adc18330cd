import { randomBytes, randomUUID } from 'node:crypto';
import type { MailMessage } from '../shared/mailer.js';

/**
 * The MIME text of a plain email (a text and an HTML part, no attachment), written directly (issue
 * #39): nodemailer's MailComposer builds a tree of streams for every email, ~1.2 ms of CPU each on
 * these machines, and a booking sends two. Anything else (attachments, an address or a header this
 * writer does not handle) answers null and goes through MailComposer as before.
 */

const HEX = Array.from({ length: 256 }, (_, b) => `=${b.toString(16).toUpperCase().padStart(2, '0')}`);
/** A character as `=XX` per UTF-8 byte; an email uses a few dozen such characters, kept once written (at most 4 096). */
const escapes = new Map<string, string>();
const escaped = (char: string) => {
  let out = escapes.get(char);
  if (out === undefined) {
    out = '';
    for (const b of Buffer.from(char, 'utf8')) out += HEX[b]!;
    if (escapes.size < 4096) escapes.set(char, out);
  }
  return out;
};
/** What a quoted-printable line cannot carry as is: `=`, controls, non-ASCII, and a space or tab ending the line (a relay may strip it there). */
const QP_UNSAFE = /[^\x21-\x3c\x3e-\x7e \t]|[ \t]$/gu;
/**
 * Quoted-printable (RFC 2045 6.7): lines of at most 76 characters, soft breaks `=`, CRLF line ends.
 * Regular expressions and slices rather than a loop over bytes: most of an email is ASCII.
 */
export function quotedPrintable(text: string): string {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const encoded = line.replace(QP_UNSAFE, escaped);
    let at = 0;
    while (encoded.length - at > 76) {
      // 75 characters and the soft break, never inside an `=XX`.
      let cut = at + 75;
      if (encoded[cut - 1] === '=') cut -= 1;
      else if (encoded[cut - 2] === '=') cut -= 2;
      out.push(`${encoded.slice(at, cut)}=`);
      at = cut;
    }
    out.push(encoded.slice(at));
  }
  return out.join('\r\n');
}

/** Characters an encoded word's Q text (RFC 2047 5.3, phrases and unstructured text alike) carries as they are. */
const Q_SAFE = /[A-Za-z0-9!*+\-/]/;
/** A header text as RFC 2047 encoded words (UTF-8, Q), each at most 75 characters, folded between words. */
export function encodedWords(text: string): string {
  const words: string[] = [];
  let current = '';
  for (const char of text) {
    const piece = char === ' ' ? '_' : Q_SAFE.test(char) ? char : escaped(char);
    // 75 minus the 12 characters of `=?UTF-8?Q?` and `?=`; a character's bytes stay in one word.
    if (current.length + piece.length > 63) {
      words.push(current);
      current = '';
    }
    current += piece;
  }
  words.push(current);
  return words.map((w) => `=?UTF-8?Q?${w}?=`).join('\r\n ');
}

const PRINTABLE = /^[\x20-\x7e]*$/;
const PLAIN_NAME = /^[A-Za-z0-9 ]*$/;
const ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;
const HEADER_NAME = /^[!-9;-~]+$/;
/** Fields this writer writes itself: a message's own headers may not set them. */
const OWN_FIELDS = new Set(['from', 'to', 'subject', 'date', 'message-id', 'mime-version', 'content-type', 'content-transfer-encoding']);
/** Far below SMTP's 998 characters a line: longer headers would need folding, left to MailComposer. */
const MAX_HEADER = 900;

/** `Name <address>` or a bare address, as a From field; null when it is neither. */
function mailbox(from: string): { field: string; domain: string } | null {
  const named = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from);
  const [name, address] = named ? [named[1]!.replace(/^"(.*)"$/, '$1'), named[2]!] : ['', from.trim()];
  if (!ADDRESS.test(address)) return null;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (!name) return { field: address, domain };
  return { field: `${PLAIN_NAME.test(name) ? name : encodedWords(name)} <${address}>`, domain };
}

/** The message as the bytes handed to the relay, or null for MailComposer. `now` dates it. */
export function composePlainMessage(from: string, message: MailMessage, now = new Date()): string | null {
  if (message.attachments?.length || !ADDRESS.test(message.to)) return null;
  const sender = mailbox(from);
  if (!sender) return null;
  const extra: string[] = [];
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!HEADER_NAME.test(name) || OWN_FIELDS.has(name.toLowerCase()) || !PRINTABLE.test(value) || name.length + value.length > MAX_HEADER) return null;
    extra.push(`${name}: ${value}`);
  }
  const subject = PRINTABLE.test(message.subject) && message.subject.length <= MAX_HEADER ? message.subject : encodedWords(message.subject);
  // `=_` never occurs in quoted-printable text (`=` is always `=3D` there), so the parts cannot hold the boundary.
  const boundary = `=_eclat_${randomBytes(12).toString('hex')}`;
  return [
    `From: ${sender.field}`,
    `To: ${message.to}`,
    `Subject: ${subject}`,
    ...extra,
    `Message-ID: <${randomUUID()}@${sender.domain}>`,
    `Date: ${now.toUTCString().replace(/GMT$/, '+0000')}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
