import { describe, expect, it } from 'vitest';
import { composePlainMessage, encodedWords, quotedPrintable } from './mime.js';

/** Reads quoted-printable back (RFC 2045 6.7): soft breaks joined, `=XX` as bytes, UTF-8. */
function fromQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=') {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Reads RFC 2047 Q encoded words back, the folding between them ignored. */
const fromEncodedWords = (text: string) =>
  text
    .split(/\r\n /)
    .map((word) => {
      const m = /^=\?UTF-8\?Q\?(.*)\?=$/.exec(word);
      if (!m) throw new Error(`not an encoded word: ${word}`);
      return fromQuotedPrintable(m[1]!.replace(/_/g, ' '));
    })
    .join('');

const parts = (raw: string) => {
  const boundary = /boundary="([^"]+)"/.exec(raw)![1]!;
  const [head, ...rest] = raw.split(`--${boundary}`);
  return { head: head!, parts: rest.slice(0, -1).map((p) => p.replace(/^\r\n/, '').replace(/\r\n$/, '')), end: rest.at(-1) };
};

describe('plain MIME messages', () => {
  it('writes quoted-printable lines of at most 76 characters that read back as the text, CRLF line ends', () => {
    const text = `Bonjour Élodie,\nvotre visite du 10 décembre à 9 h 00 est confirmée = 120,00 $ \n${'Réservez chez Éclat — '.repeat(20)}\n.\tfin\t\n\n«\u00a0Merci\u00a0»`;
    const qp = quotedPrintable(text);
    for (const line of qp.split('\r\n')) {
      expect(line.length).toBeLessThanOrEqual(76);
      expect(line).not.toMatch(/[ \t]$/);
      expect(line).toMatch(/^[\x20-\x7e\t]*$/);
    }
    expect(fromQuotedPrintable(qp)).toBe(text.replace(/\n/g, '\r\n'));
  });

  it('encodes a header as words of at most 75 characters that read back, one character never split', () => {
    const subject = 'Demande envoyée : ménage du jeudi 10 décembre chez Éloïse-Amélie, 1234 rue Saint-Hubert ? oui_non';
    const encoded = encodedWords(subject);
    for (const word of encoded.split('\r\n ')) expect(word.length).toBeLessThanOrEqual(75);
    expect(encoded.split('\r\n ').length).toBeGreaterThan(1);
    expect(fromEncodedWords(encoded)).toBe(subject);
    expect(encodedWords('Votre demande de réservation')).toBe('=?UTF-8?Q?Votre_demande_de_r=C3=A9servation?=');
  });

  it('writes the headers MailComposer wrote and both parts, which read back as given', () => {
    const message = { to: 'marie@exemple.ca', subject: 'Votre demande de réservation', text: 'Bonjour,\nvotre demande est envoyée.', html: '<p>Bonjour, votre demande est envoyée.</p>', headers: { 'List-Unsubscribe': '<https://eclat.test/desabonnement>' } };
    const raw = composePlainMessage('Éclat <bonjour@eclat.test>', message, new Date('2026-12-06T21:42:33Z'))!;
    const { head, parts: [text, html], end } = parts(raw);
    expect(head).toMatch(/^From: =\?UTF-8\?Q\?=C3=89clat\?= <bonjour@eclat\.test>$/m);
    expect(head).toMatch(/^To: marie@exemple\.ca$/m);
    expect(head).toMatch(/^Subject: =\?UTF-8\?Q\?Votre_demande_de_r=C3=A9servation\?=$/m);
    expect(head).toMatch(/^List-Unsubscribe: <https:\/\/eclat\.test\/desabonnement>$/m);
    expect(head).toMatch(/^Message-ID: <[0-9a-f-]{36}@eclat\.test>$/m);
    expect(head).toMatch(/^Date: Sun, 06 Dec 2026 21:42:33 \+0000$/m);
    expect(head).toMatch(/^MIME-Version: 1\.0$/m);
    expect(head).toMatch(/^Content-Type: multipart\/alternative; boundary="=_eclat_[0-9a-f]{24}"\r\n\r\n$/m);
    expect(head.split('\r\n\r\n')[0]!.split('\r\n').every((line) => /^[\x20-\x7e]+$/.test(line))).toBe(true);
    const [textHead, textBody] = text!.split('\r\n\r\n');
    expect(textHead).toBe('Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable');
    expect(fromQuotedPrintable(textBody!)).toBe('Bonjour,\r\nvotre demande est envoyée.');
    const [htmlHead, htmlBody] = html!.split('\r\n\r\n');
    expect(htmlHead).toBe('Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable');
    expect(fromQuotedPrintable(htmlBody!)).toBe(message.html);
    expect(end).toBe('--\r\n');
    expect(composePlainMessage('bonjour@eclat.test', message)).toMatch(/^From: bonjour@eclat\.test\r\n/);
    expect(composePlainMessage('Eclat <bonjour@eclat.test>', message)).toMatch(/^From: Eclat <bonjour@eclat\.test>\r\n/);
  });

  it.each([
    ['an attachment', { attachments: [{ filename: 'visite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }] }],
    ['a named or non-ASCII recipient', { to: 'Marie <marie@exemple.ca>' }],
    ['an address with non-ASCII characters', { to: 'éloïse@exemple.ca' }],
    ['a header it writes itself', { headers: { 'Content-Type': 'text/plain' } }],
    ['a header value with a line break', { headers: { 'X-Note': 'a\r\nBcc: x@y.z' } }],
    ['a header value outside printable ASCII', { headers: { 'X-Note': 'réservé' } }],
  ])('leaves %s to MailComposer', (_, change) => {
    expect(composePlainMessage('Éclat <bonjour@eclat.test>', { to: 'marie@exemple.ca', subject: 'Essai', text: 'a', html: '<p>a</p>', ...change })).toBeNull();
  });
});
