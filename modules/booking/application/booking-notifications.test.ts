import { describe, expect, it } from 'vitest';
import type { Booking } from '../domain/booking.js';
import { whenText } from './booking-notifications.js';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('whenText (the visit in booking emails)', () => {
  // Issue #14: emails write times as the web app does, "9 h" and "9:00 AM", never "09 h 00" or "a.m.".
  it('writes the Quebec time the OQLF way in French and as 9:00 AM in English', () => {
    const booking = { startsAt: new Date('2026-11-28T14:00:00Z') } as Booking;
    expect(plain(whenText(booking, 'fr'))).toBe('samedi 28 novembre 2026 à 9 h');
    expect(plain(whenText(booking, 'en'))).toBe('Saturday, November 28, 2026 at 9:00 AM');
    const halfPast = { startsAt: new Date('2026-07-04T17:30:00Z') } as Booking;
    expect(plain(whenText(halfPast, 'fr'))).toBe('samedi 4 juillet 2026 à 13 h 30');
  });
});
