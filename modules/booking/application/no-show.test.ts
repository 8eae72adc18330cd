import { describe, expect, it } from 'vitest';
import { arrivalInstant } from './no-show.js';
import { lateArrivalEmail, noShowToCleanerEmail, noShowToClientEmail } from './no-show-emails.js';
import type { VisitFacts } from './booking-emails.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('arrivalInstant: the announced Quebec time as an instant', () => {
  it("is on the visit's day, on Quebec's clock (EST in winter, EDT in summer)", () => {
    // 9:00 on 2026-12-10 in Montréal is 14:00 UTC.
    expect(arrivalInstant({ date: '2026-12-10', startsAt: new Date('2026-12-10T14:00:00Z') }, '10:40')).toEqual(new Date('2026-12-10T15:40:00Z'));
    expect(arrivalInstant({ date: '2026-07-10', startsAt: new Date('2026-07-10T13:00:00Z') }, '10:40')).toEqual(new Date('2026-07-10T14:40:00Z'));
  });

  it('is the next day for a late-evening visit whose arrival is past midnight; malformed times are null', () => {
    // 23:00 on 2026-12-10 in Montréal is 04:00 UTC on the 11th; "00:30" is then the 11th in Montréal.
    expect(arrivalInstant({ date: '2026-12-10', startsAt: new Date('2026-12-11T04:00:00Z') }, '00:30')).toEqual(new Date('2026-12-11T05:30:00Z'));
    for (const time of ['9:40', '24:00', '10:60', '', '10h40']) expect(arrivalInstant({ date: '2026-12-10', startsAt: new Date('2026-12-10T14:00:00Z') }, time)).toBeNull();
  });
});

describe('the emails of issue #36', () => {
  const v: VisitFacts = { bookingId: 'b1', startsAt: new Date('2026-11-28T14:00:00Z'), endsAt: new Date('2026-11-28T18:00:00Z'), city: 'Laval', visits: 1, depositCents: 6250, remainderCents: 6250, totalCents: 12500, otherName: 'Jean Gagnon', url: 'https://eclat.example/bookings/b1', expiresAt: new Date('2026-11-28T14:00:00Z'), cleaningType: 'regular', durationMinutes: 240 };
  const fr = { email: 'marie@example.com', name: 'Marie', locale: 'fr' as const };
  const en = { ...fr, locale: 'en' as const };

  it('the late arrival in Quebec time, "10 h 40", and that cancelling is free', () => {
    const m = lateArrivalEmail(fr, v, new Date('2026-11-28T15:40:00Z'), 30);
    expect(m.subject).toBe(`En retard — arrivée prévue à 10${NBSP}h${NBSP}40`);
    expect(m.text).toContain(`arrivée prévue à 10${NBSP}h${NBSP}40.`);
    expect(m.text).toContain('annuler sans frais');
    expect(m.text).toContain(`30${NBSP}minutes`);
    expect(lateArrivalEmail(en, v, new Date('2026-11-28T15:40:00Z'), 30).subject).toBe(`Running late — expected at 10:40${NBSP}AM`);
  });

  it('the client confirmation states the amount refunded, or the hold released', () => {
    const refunded = noShowToClientEmail(fr, v, 6250, 0);
    expect(refunded.subject).toBe(`Absence confirmée${NBSP}: 62,50${NBSP}$ remboursés`);
    expect(refunded.text).toContain('personne de ménage');
    expect(noShowToClientEmail(fr, v, 0, 6250).text).toContain(`(62,50${NBSP}$) est libérée${NNBSP}; rien ne vous est facturé.`);
    expect(noShowToClientEmail(en, v, 6250, 0).subject).toBe('No-show confirmed: $62.50 refunded');
  });

  it("the cleaner's notice in their language, with the completion rate", () => {
    expect(noShowToCleanerEmail(fr, v).subject).toMatch(new RegExp(`^Absence signalée${NBSP}: ménage du samedi 28 novembre 2026`));
    expect(noShowToCleanerEmail(en, v).text).toContain('counts in your completion rate');
  });
});
