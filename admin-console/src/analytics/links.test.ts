import { describe, expect, it } from 'vitest';
import { bookingsIn, cleanerAnalyticsPath, latestRequests, listLink, newestUsers } from './links';

const parse = (to: string) => {
  const [path, query] = to.split('?');
  const params = new URLSearchParams(query);
  return { path, filter: JSON.parse(params.get('filter') ?? '{}'), sort: params.get('sort'), order: params.get('order') };
};

describe('links behind the figures', () => {
  it("open a list on its filter and order, in react-admin's address convention", () => {
    expect(parse(listLink('/admin', 'feedback-reports', { status: 'open' }))).toEqual({ path: '/admin/feedback-reports', filter: { status: 'open' }, sort: null, order: null });
    expect(parse(bookingsIn('/admin', { from: '2026-11-01', to: '2026-11-30' }, { status: 'cancelled' }))).toMatchObject({
      path: '/admin/bookings',
      filter: { status: 'cancelled', from: '2026-11-01', to: '2026-11-30' },
    });
    expect(parse(latestRequests('/admin', { cleanerId: 'c1' }))).toEqual({ path: '/admin/bookings', filter: { cleanerId: 'c1' }, sort: 'requestedAt', order: 'DESC' });
    expect(parse(newestUsers('/admin', 'cleaner'))).toEqual({ path: '/admin/users', filter: { role: 'cleaner' }, sort: 'createdAt', order: 'DESC' });
    expect(cleanerAnalyticsPath('/admin', 'c1')).toBe('/admin/cleaners/c1');
  });
});
