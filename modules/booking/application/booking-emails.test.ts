import { describe, expect, it } from 'vitest';
import { bookingChangeEmail, newRequestEmail, requestExpiringEmail, requestSentEmail, visitReceiptEmail, visitReminderEmail, type VisitFacts } from './booking-emails.js';

const v: VisitFacts = {
  bookingId: '5b1a3c7e-0000-4000-8000-000000000001',
  startsAt: new Date('2026-11-28T14:00:00Z'),
  endsAt: new Date('2026-11-28T18:00:00Z'),
  city: 'Montréal',
  visits: 1,
  depositCents: 4500,
  remainderCents: 10500,
  totalCents: 15000,
  otherName: 'Jean Gagnon',
  url: 'https://eclat.example/bookings/5b1a3c7e-0000-4000-8000-000000000001',
  expiresAt: new Date('2026-11-28T12:00:00Z'),
  cleaningType: 'regular',
  durationMinutes: 240,
};
const marie = (locale: 'fr' | 'en') => ({ email: 'marie@example.com', name: 'Marie Tremblay', locale });
const now = new Date('2026-11-27T12:00:00Z');
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('booking emails (issue #18)', () => {
  it('request sent: the client learns what happens next and the real deadline, in both languages', () => {
    const fr = requestSentEmail(marie('fr'), v, now);
    expect(fr.subject).toBe('Votre demande de réservation est envoyée');
    expect(fr.text).toContain('Jean Gagnon a reçu votre demande pour le samedi 28 novembre 2026');
    expect(plain(fr.text)).toContain("Elle doit l'accepter ou la refuser avant 7 h demain.");
    expect(plain(fr.text)).toContain('Acompte : 45,00 $');
    expect(fr.html).toContain('<html lang="fr">');
    const en = requestSentEmail(marie('en'), v, now);
    expect(en.subject).toBe('Your booking request was sent');
    expect(plain(en.text)).toContain('They must accept or decline it by 7:00 AM tomorrow.');
    expect(en.text).toContain('Deposit: $45.00');
    expect(en.html).toContain('<html lang="en">');
  });

  it('confirmation: carries the visit as an .ics file with the feed’s UID and times', () => {
    for (const locale of ['fr', 'en'] as const) {
      const m = bookingChangeEmail(marie(locale), 'client', 'accepted', v, null, 0, now);
      expect(m.subject).toBe(locale === 'fr' ? 'Votre réservation est confirmée' : 'Your booking is confirmed');
      expect(m.text).toContain(locale === 'fr' ? 'un rappel la veille' : 'a reminder the day before');
      const ics = m.attachments?.[0];
      expect(ics?.filename).toBe('eclat-reservation.ics');
      expect(ics?.contentType).toContain('text/calendar');
      expect(ics?.content).toContain(`UID:booking-${v.bookingId}@eclat`);
      expect(ics?.content).toContain('DTSTART:20261128T140000Z\r\nDTEND:20261128T180000Z');
      expect(ics?.content).toContain('SUMMARY:Réservation Éclat');
    }
    expect(bookingChangeEmail(marie('fr'), 'client', 'declined', v, null, 0, now).attachments).toBeUndefined();
  });

  it('declined and expired tell the client the deposit was released, in both languages', () => {
    expect(bookingChangeEmail(marie('fr'), 'client', 'declined', v, 'Pas disponible', 0, now).text).toContain("L'acompte a été libéré\u00a0: aucuns frais.");
    expect(bookingChangeEmail(marie('en'), 'client', 'declined', v, 'Not available', 0, now).text).toContain('Reason: Not available');
    expect(bookingChangeEmail(marie('fr'), 'client', 'expired', v, null, 0, now).text).toContain("n'a pas reçu de réponse dans les délais et a expiré");
    expect(bookingChangeEmail(marie('en'), 'cleaner', 'expired', v, null, 0, now).text).not.toContain('deposit');
  });

  it('reminders: the day before and shortly before, to each party, in both languages', () => {
    expect(visitReminderEmail(marie('fr'), 'client', 'visit_day_before', v).subject).toBe('Rappel\u00a0: votre nettoyage est demain');
    expect(visitReminderEmail(marie('en'), 'client', 'visit_soon', v).subject).toBe('Reminder: your cleaning starts soon');
    expect(visitReminderEmail(marie('fr'), 'cleaner', 'visit_soon', v).text).toContain('Pointez votre arrivée');
    expect(visitReminderEmail(marie('en'), 'client', 'visit_day_before', v).text).toContain('Make sure access to the home is ready');
  });

  it('cleaner: the new request with links, and the reminder before it expires', () => {
    const fr = newRequestEmail(marie('fr'), v, { accept: 'https://eclat.example/a?token=x', decline: 'https://eclat.example/d?token=x' }, { now, earningCents: 9600 });
    expect(fr.text).toContain('Accepter\u00a0: https://eclat.example/a?token=x');
    expect(fr.html).toContain('href="https://eclat.example/a?token=x"');
    const en = requestExpiringEmail(marie('en'), v, new Date('2026-11-27T16:00:00Z'));
    expect(en.subject).toBe('A request expires soon');
    expect(plain(en.text)).toContain('It expires on Friday, November 27, 2026 at 11:00 AM');
    expect(plain(requestExpiringEmail(marie('fr'), v, new Date('2026-11-27T16:00:00Z')).text)).toContain('Elle expire le vendredi 27 novembre 2026 à 11 h');
  });

  it('new request: a same-day request states its real deadline as a time, and says the service, length, town and earning (issue #40)', () => {
    // Requested at 11:39 for 12:20 the same day: it expires at its start, 41 minutes later, not in 24 hours.
    const sameDay = { ...v, startsAt: new Date('2026-11-27T17:20:00Z'), endsAt: new Date('2026-11-27T20:20:00Z'), expiresAt: new Date('2026-11-27T17:20:00Z'), durationMinutes: 180 };
    const links = { accept: 'https://eclat.example/a?token=x', decline: 'https://eclat.example/d?token=x' };
    const fr = plain(newRequestEmail(marie('fr'), sameDay, links, { now: new Date('2026-11-27T16:39:00Z'), earningCents: 9600 }).text);
    expect(fr).toContain('Répondez avant 12 h 20 aujourd’hui, sinon la demande expire.');
    expect(fr).not.toMatch(/24 heures/);
    for (const line of ['Service : Nettoyage régulier', 'Durée : 3 h', 'Ville : Montréal', 'Vous gagnerez : 96,00 $']) expect(fr).toContain(line);
    const en = plain(newRequestEmail(marie('en'), { ...sameDay, visits: 4 }, links, { now: new Date('2026-11-27T16:39:00Z'), earningCents: 9600 }).text);
    expect(en).toContain('Please answer by 12:20 PM today, or the request expires.');
    expect(en).toContain('You will earn per visit: $96.00');
    // Days ahead: the date itself.
    expect(plain(newRequestEmail(marie('fr'), { ...v, expiresAt: new Date('2026-11-30T15:00:00Z') }, links, { now, earningCents: null }).text)).toContain('Répondez avant le lundi 30 novembre à 10 h, sinon');
  });

  it('escapes what people wrote in the HTML part', () => {
    const m = bookingChangeEmail(marie('en'), 'client', 'declined', v, '<script>x</script>', 0, now);
    expect(m.html).not.toContain('<script>');
    expect(m.text).toContain('<script>x</script>');
  });
});

describe('visit receipt (issue #18)', () => {
  it('lists what was paid, line by line as the invoice, and links the invoice, in both languages', () => {
    const m = { subtotalCents: 15000, cleaningFeeCents: 1000, emergencyFeeCents: 0, discountCents: 2250, discounts: [{ kind: 'first_booking', amountCents: 2250 }], serviceFeeCents: 638, gstCents: 32, qstCents: 64, totalCents: 13484 };
    const fr = visitReceiptEmail(marie('fr'), v, m, 225, 'https://eclat.example/api/bookings/b1/invoice.pdf');
    expect(fr.subject).toBe('Votre nettoyage est terminé\u00a0: votre reçu');
    expect(plain(fr.text)).toContain('Service de la personne de ménage : 140,00 $');
    expect(plain(fr.text)).toContain('Produits de nettoyage : 10,00 $');
    expect(plain(fr.text)).toContain('Rabais première réservation : −22,50 $');
    expect(plain(fr.text)).toContain('Frais de service Éclat : 6,38 $');
    expect(plain(fr.text)).toContain('Total payé : 134,84 $');
    expect(plain(fr.text)).toContain('Temps sur place : 3,8 h');
    expect(fr.text).toContain('Télécharger la facture (PDF)\u00a0: https://eclat.example/api/bookings/b1/invoice.pdf');
    const en = visitReceiptEmail(marie('en'), v, { ...m, discountCents: 0, discounts: [], totalCents: 15734 }, null, 'https://eclat.example/api/bookings/b1/invoice.pdf');
    expect(en.text).toContain('Total paid: $157.34');
    expect(en.text).toContain('GST: $0.32');
    expect(en.text).not.toContain('Discount');
    expect(en.text).toContain('Download the invoice (PDF): https://eclat.example/api/bookings/b1/invoice.pdf');
  });

  it('refuses to state lines that do not add up to the total', () => {
    expect(() => visitReceiptEmail(marie('fr'), v, { subtotalCents: 15000, cleaningFeeCents: 1000, emergencyFeeCents: 0, discountCents: 0, serviceFeeCents: 638, gstCents: 0, qstCents: 0, totalCents: 16638 }, null, 'x')).toThrow(/add up/);
  });
});
