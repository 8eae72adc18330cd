import { describe, expect, it } from 'vitest';
import { formatBookingStart, formatDay, formatHours, formatWallClock, quebecNow } from './booking-dates';
import { formatMoney, localeTag } from './money';

// Intl puts narrow no-break spaces in French numbers: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes cents as Canadian dollars in French and English', () => {
    expect(plain(formatMoney(12345, 'fr'))).toBe('123,45 $');
    expect(formatMoney(12345, 'en')).toBe('$123.45');
    expect(plain(formatMoney(150000, 'fr'))).toBe('1 500,00 $');
    expect(formatMoney(-1000, 'en')).toBe('-$10.00');
  });

  it('defaults to French', () => {
    expect(localeTag(undefined)).toBe('fr-CA');
    expect(localeTag('en-US')).toBe('en-CA');
  });
});

describe('booking dates', () => {
  it('shows a start in Quebec time whatever the zone of the browser', () => {
    expect(plain(formatBookingStart('2026-11-24T14:00:00Z', 'en'))).toBe('Tuesday, November 24, 2026 at 9:00 AM');
    expect(plain(formatBookingStart('2026-11-24T14:00:00Z', 'fr'))).toBe('mardi 24 novembre 2026 à 9 h');
  });

  it('writes a calendar date without shifting the day', () => {
    expect(formatDay('2026-11-24', 'fr')).toBe('mardi 24 novembre 2026');
  });

  it("gives Quebec's date and minute", () => {
    expect(quebecNow(new Date('2026-11-23T03:30:00Z'))).toEqual({ date: '2026-11-22', minute: 22 * 60 + 30 });
  });
});

describe('wall-clock times and hours', () => {
  it('reads like each language writes them', () => {
    expect(plain(formatWallClock('09:00', 'fr'))).toBe('9 h');
    expect(plain(formatWallClock('13:30', 'fr'))).toBe('13 h 30');
    expect(plain(formatWallClock('13:30', 'en'))).toBe('1:30 PM');
    expect(formatHours(4.5, 'fr')).toBe('4,5');
    expect(formatHours(4, 'en')).toBe('4');
  });
});
