import { describe, expect, it } from 'vitest';
import { mayGoEnRoute } from './en-route.js';

describe('mayGoEnRoute', () => {
  it("follows the visit's date on Quebec's clock, not UTC's", () => {
    const visit = { status: 'confirmed' as const, date: '2026-12-03' };
    // 23:30 in Montréal on the 2nd is already the 3rd in UTC: not yet.
    expect(mayGoEnRoute(visit, new Date('2026-12-03T04:30:00Z'))).toBe(false);
    // 00:10 on the 3rd in Montréal.
    expect(mayGoEnRoute(visit, new Date('2026-12-03T05:10:00Z'))).toBe(true);
    // 23:50 on the 3rd in Montréal (the 4th in UTC): still the visit's day.
    expect(mayGoEnRoute(visit, new Date('2026-12-04T04:50:00Z'))).toBe(true);
  });

  it('only while confirmed: not a request, not once punched in, not after', () => {
    const now = new Date('2026-07-10T12:00:00Z');
    for (const status of ['pending', 'in_progress', 'completed', 'cancelled'] as const) expect(mayGoEnRoute({ status, date: '2026-07-10' }, now)).toBe(false);
    expect(mayGoEnRoute({ status: 'confirmed', date: '2026-07-10' }, now)).toBe(true);
  });
});
