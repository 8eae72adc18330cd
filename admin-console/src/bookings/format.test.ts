import { describe, expect, it } from 'vitest';
import {
  STATUS_COLORS,
  formatDateTime,
  formatHours,
  formatMoney,
  isAdminCancellable,
  reasonError,
  toIntlLocale,
} from './format';

// Intl may use narrow no-break spaces; compare with ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('bookings formatting', () => {
  it('maps the console language to Quebec locales, French by default', () => {
    expect(toIntlLocale('en')).toBe('en-CA');
    expect(toIntlLocale('fr')).toBe('fr-CA');
    expect(toIntlLocale('de')).toBe('fr-CA');
  });

  it('formats cents as Canadian dollars in each language', () => {
    expect(plain(formatMoney(123450, 'fr'))).toBe('1 234,50 $');
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(plain(formatMoney(0, 'fr'))).toBe('0,00 $');
    expect(formatMoney(-1000, 'en')).toBe('-$10.00');
  });

  it("shows instants on Quebec's clock, whatever the machine's time zone", () => {
    // 14:00 UTC in July is 10:00 in Montréal (EDT), in January 09:00 (EST).
    expect(plain(formatDateTime('2026-07-15T14:00:00Z', 'en'))).toBe('Jul 15, 2026 at 10:00 AM');
    expect(plain(formatDateTime('2026-01-15T14:00:00Z', 'fr'))).toBe('15 janv. 2026 à 9 h');
    expect(plain(formatDateTime('2026-01-15T14:00:05Z', 'fr', { seconds: true }))).toBe('15 janv. 2026 à 9 h 00 min 05 s');
  });

  it('shows a dash when there is no instant', () => {
    expect(formatDateTime(null, 'fr')).toBe('—');
    expect(formatDateTime(undefined, 'en')).toBe('—');
    expect(formatDateTime('not a date', 'en')).toBe('—');
  });

  it('formats hours with the language decimal mark', () => {
    expect(formatHours(4.5, 'en')).toBe('4.5 h');
    expect(formatHours(4.5, 'fr')).toBe('4,5 h');
    expect(formatHours(4, 'fr')).toBe('4 h');
  });

  it('lets an admin cancel only pending, confirmed or in-progress bookings', () => {
    expect(isAdminCancellable('pending')).toBe(true);
    expect(isAdminCancellable('confirmed')).toBe(true);
    expect(isAdminCancellable('in_progress')).toBe(true);
    for (const status of ['completed', 'declined', 'declined_by_client', 'cancelled', 'expired'] as const) {
      expect(isAdminCancellable(status)).toBe(false);
    }
  });

  it('gives every status a chip colour', () => {
    expect(Object.keys(STATUS_COLORS).sort()).toEqual(
      ['cancelled', 'completed', 'confirmed', 'declined', 'declined_by_client', 'expired', 'in_progress', 'pending'],
    );
  });

  it('requires a cancel reason of 3 to 500 characters', () => {
    expect(reasonError('')).toBe('eclat.bookings.cancel.reason_too_short');
    expect(reasonError('  ab  ')).toBe('eclat.bookings.cancel.reason_too_short');
    expect(reasonError('abc')).toBeNull();
    expect(reasonError('x'.repeat(500))).toBeNull();
    expect(reasonError('x'.repeat(501))).toBe('eclat.bookings.cancel.reason_too_long');
  });
});
