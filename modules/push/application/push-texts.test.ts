import { describe, expect, it } from 'vitest';
import { pushDelivery, pushMessage } from './push-texts.js';

const NBSP = '\u00a0';
// Saturday, November 28, 2026, 9:00 in Quebec (UTC-5).
const SAT_9AM = '2026-11-28T14:00:00.000Z';

describe('pushMessage', () => {
  it('writes French as Quebec reads it: "9 h", no-break spaces before the colon', () => {
    expect(pushMessage({ kind: 'new_request', bookingId: 'b', startsAt: SAT_9AM, visits: 1 }, 'fr').body).toBe(`Un ménage le samedi 28 novembre à 9${NBSP}h. Acceptez ou refusez la demande avant qu’elle expire.`);
    expect(pushMessage({ kind: 'new_request', bookingId: 'b', startsAt: SAT_9AM, visits: 4 }, 'fr').body).toMatch(/^4 visites à compter du samedi 28 novembre/);
    const reminder = pushMessage({ kind: 'visit_reminder', bookingId: 'b', startsAt: SAT_9AM, moment: 'day_before', role: 'cleaner' }, 'fr');
    expect(reminder.title).toBe(`Rappel${NBSP}: ménage demain`);
    expect(reminder.body).toBe(`Votre visite est prévue demain, samedi 28 novembre à 9${NBSP}h.`);
    expect(pushMessage({ kind: 'visit_reminder', bookingId: 'b', startsAt: SAT_9AM, moment: 'soon', role: 'client' }, 'fr').body).toBe(`Votre ménage commence aujourd’hui à 9${NBSP}h.`);
  });

  it('writes English for English readers, with the same page to open', () => {
    const m = pushMessage({ kind: 'request_declined', bookingId: 'b', startsAt: SAT_9AM, visits: 1 }, 'en');
    expect(m).toEqual({ title: 'Request declined', body: `Your request for Saturday, November 28 at 9:00${NBSP}AM was declined. You can book another cleaner on Éclat.`, url: '/bookings/b', tag: 'booking-b', lang: 'en' });
    expect(pushMessage({ kind: 'payout_paid', payoutId: 'p', amountCents: 8000 }, 'en')).toMatchObject({ body: 'We sent $80.00 to your payout account.', url: '/profile/payouts' });
  });
});

describe('pushDelivery', () => {
  const now = new Date('2026-11-28T12:30:00.000Z');
  it('keeps a reminder only until the visit starts, and wakes the phone for what needs an answer', () => {
    expect(pushDelivery({ kind: 'visit_reminder', bookingId: 'b', startsAt: SAT_9AM, moment: 'soon', role: 'client' }, now, 86_400)).toEqual({ ttlSeconds: 5400, urgency: 'high' });
    expect(pushDelivery({ kind: 'visit_reminder', bookingId: 'b', startsAt: '2026-11-28T12:00:00.000Z', moment: 'soon', role: 'client' }, now, 86_400).ttlSeconds).toBe(0);
    expect(pushDelivery({ kind: 'new_request', bookingId: 'b', startsAt: SAT_9AM, visits: 1 }, now, 3600)).toEqual({ ttlSeconds: 3600, urgency: 'high' });
    expect(pushDelivery({ kind: 'payout_paid', payoutId: 'p', amountCents: 1 }, now, 3600).urgency).toBe('low');
  });
});

describe('cleaner_late (issue #36)', () => {
  it('tells the client the new arrival in Quebec time, and is worth nothing once that time passed', () => {
    const notice = { kind: 'cleaner_late' as const, bookingId: 'b', arrivesAt: '2026-11-28T15:40:00.000Z' };
    expect(pushMessage(notice, 'fr')).toMatchObject({ title: `En retard — arrivée prévue à 10${NBSP}h${NBSP}40`, url: '/bookings/b', tag: 'booking-b' });
    expect(pushMessage(notice, 'en').title).toBe(`Running late — expected at 10:40${NBSP}AM`);
    expect(pushDelivery(notice, new Date('2026-11-28T15:00:00Z'), 86_400)).toEqual({ ttlSeconds: 2400, urgency: 'high' });
    expect(pushDelivery(notice, new Date('2026-11-28T16:00:00Z'), 86_400).ttlSeconds).toBe(0);
  });
});
