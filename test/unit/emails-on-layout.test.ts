import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locale.js';
import type { MailMessage } from '../../src/shared/mailer.js';
import { emailChangedEmail, passwordResetEmail, signInMethodEmail } from '../../modules/identity/application/emails.js';
import { documentReviewedEmail } from '../../modules/cleaners/application/emails.js';
import { digestEmail, instantEmail } from '../../modules/messaging/application/message-emails.js';
import type { MessagingDeps } from '../../modules/messaging/application/ports.js';
import { paymentFailedEmail, refundEmail } from '../../modules/payments/application/payment-emails.js';
import { exportReadyEmail } from '../../modules/portability/application/export-emails.js';
import { acknowledgementEmail, opsEmail, replyEmail } from '../../modules/contact/application/contact-emails.js';
import type { ContactMessage } from '../../modules/contact/domain/contact-message.js';

/**
 * Issue #18: the older emails (security, messages, payments, documents, data export, contact) are built
 * on src/shared/email-layout.ts like the newer ones: an HTML part in the recipient's language with the
 * subject as heading, a text part with the same words, the action written out, and the team's signature.
 */
const marie = (locale: Locale) => ({ id: 'u1', email: 'marie@example.com', name: 'Marie Tremblay', locale, profilePic: null, profilePicImage: null, active: true });
const messaging = { settings: { publicUrl: 'https://eclat.example', sendsPerMinute: 20, instantEmailWindowMinutes: 15 } } as unknown as MessagingDeps;
const contact = (locale: Locale): ContactMessage => ({
  id: '9f8e7d6c-0000-4000-8000-000000000002',
  name: 'Marie Tremblay',
  email: 'marie@example.com',
  category: 'payment',
  message: 'Ma carte\na été refusée',
  bookingReference: null,
  bookingId: null,
  locale,
  userId: null,
  createdAt: new Date('2026-11-26T12:00:00Z'),
  handledAt: null,
  handledBy: null,
});

function emails(locale: Locale): MailMessage[] {
  return [
    passwordResetEmail('marie@example.com', 'Marie Tremblay', locale, 'https://eclat.example/reset-password/abc', 60),
    emailChangedEmail('marie@example.com', 'Marie Tremblay', locale, 'new@example.com'),
    signInMethodEmail('marie@example.com', 'Marie Tremblay', locale, { kind: 'linked', method: 'Google' }),
    documentReviewedEmail({ to: 'marie@example.com', name: 'Marie Tremblay', locale, type: 'id', decision: 'rejected', reason: 'Floue', verification: 'rejected', profileUrl: 'https://eclat.example/profile' }),
    instantEmail(messaging, marie(locale), 'Jean Gagnon', 'b1'),
    digestEmail(messaging, marie(locale), [{ bookingId: 'b1', senderName: 'Jean Gagnon', count: 2 }]),
    paymentFailedEmail(marie(locale), { amountCents: 12345, date: '2026-11-28', kind: 'remainder', reason: 'card_declined', link: 'https://eclat.example/bookings/b1?pay=1', retriesLeft: true }),
    refundEmail(marie(locale), { amountCents: 4500, date: '2026-11-28', reason: 'Oubli', link: 'https://eclat.example/bookings/b1' }),
    exportReadyEmail(marie(locale), { requestedAt: new Date('2026-11-26T12:00:00Z'), expiresAt: new Date('2026-12-03T12:00:00Z') }, { publicUrl: 'https://eclat.example', privacyOfficerEmail: 'vie-privee@eclat.example' }),
    acknowledgementEmail(contact(locale)),
    replyEmail(contact(locale), { subject: 'Re', body: locale === 'fr' ? 'Bonjour Marie,\n\nC’est réglé.\nMerci!' : 'Hello Marie,\n\nIt is fixed.\nThanks!' }, 'ops@eclat.example'),
  ];
}

describe('older emails on the shared layout (issue #18)', () => {
  for (const locale of ['fr', 'en'] as const) {
    it(`are built with the layout in ${locale}: lang, heading, greeting first, signature, action written out`, () => {
      for (const m of emails(locale)) {
        expect(m.html, m.subject).toContain(`<html lang="${locale}">`);
        expect(m.html, m.subject).toContain('<meta name="viewport"');
        expect(m.html, m.subject).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(m.text.split('\n\n')[0], m.subject).toMatch(locale === 'fr' ? /^Bonjour/ : /^Hello/);
        expect(m.text, m.subject).toContain(locale === 'fr' ? "— L'équipe Éclat" : '— The Éclat team');
        expect(m.text, m.subject).not.toContain('— Éclat\n');
      }
    });
  }

  it('keeps their words, and writes the action as "label : address" in French', () => {
    const [reset, changed, , doc, instant, digest, failed, refund, exported, ack, reply] = emails('fr');
    expect(reset!.text).toContain('Choisir un nouveau mot de passe\u00a0: https://eclat.example/reset-password/abc');
    expect(reset!.text).toContain('pendant 60 minutes.');
    expect(reset!.text).toContain('Ce courriel de sécurité est toujours envoyé, quelles que soient vos préférences de notification.');
    expect(changed!.text).toContain('Votre compte se connecte maintenant avec new@example.com.');
    expect(doc!.subject).toBe("Votre pièce d'identité a été refusée");
    expect(doc!.text).toContain("Notre équipe a refusé votre pièce d'identité. Raison\u00a0: Floue");
    expect(instant!.text).toContain('Lire le message\u00a0: https://eclat.example/messages/b1');
    expect(instant!.text).toContain('Mon compte, section Notifications');
    expect(digest!.text).toContain('Ouvrir mes messages\u00a0: https://eclat.example/messages');
    expect(digest!.text).toContain('Jean Gagnon (2 messages)\u00a0: https://eclat.example/messages/b1');
    expect(failed!.text).toContain('Payer maintenant\u00a0: https://eclat.example/bookings/b1?pay=1');
    expect(failed!.html).toContain('href="https://eclat.example/bookings/b1?pay=1"');
    expect(refund!.text).toContain('Motif\u00a0: Oubli');
    expect(exported!.text).toContain('Télécharger mes données\u00a0: https://eclat.example/profile#data-export');
    expect(exported!.text).toContain('écrivez à vie-privee@eclat.example.');
    expect(ack!.text).toContain('Votre référence\u00a0: 9F8E7D6C.');
    expect(ack!.text).not.toContain('Ma carte');
    expect(reply!.headers).toEqual({ 'Reply-To': 'ops@eclat.example' });
    expect(reply!.text).toContain('Référence de votre message\u00a0: 9F8E7D6C.');
    // The admin's own line breaks stay line breaks in the HTML part.
    expect(reply!.html).toContain('C’est réglé.<br>Merci!');
  });

  it('writes the operations team’s contact email in French, with the facts and the console link', () => {
    const ops = opsEmail('ops@eclat.example', contact('en'), 'https://eclat.example/admin/contact-messages/x/show');
    expect(ops.html).toContain('<html lang="fr">');
    expect(ops.text).toContain('Courriel\u00a0: marie@example.com');
    expect(ops.text).toContain('Langue\u00a0: anglais');
    expect(ops.text).toContain('Ma carte\na été refusée');
    expect(ops.text).toContain('Ouvrir dans la console\u00a0: https://eclat.example/admin/contact-messages/x/show');
  });

  it('writes the English action as "label: address"', () => {
    const [reset, , , , instant, , failed] = emails('en');
    expect(reset!.text).toContain('Choose a new password: https://eclat.example/reset-password/abc');
    expect(reset!.text).toContain('This security email is always sent, whatever your notification preferences.');
    expect(instant!.text).toContain('Read the message: https://eclat.example/messages/b1');
    expect(failed!.text).toContain('Pay now: https://eclat.example/bookings/b1?pay=1');
  });
});
