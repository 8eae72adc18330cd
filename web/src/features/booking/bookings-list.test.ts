import { describe, expect, it } from 'vitest';
import { pageCount, readListParams, tabsFor } from './bookings-list';

describe('bookings list params', () => {
  it('gives cleaners a first Requests tab', () => {
    expect(tabsFor('cleaner')).toEqual(['requests', 'upcoming', 'past']);
    expect(tabsFor('client')).toEqual(['upcoming', 'past']);
  });

  it('reads the address and drops unknown values', () => {
    expect(readListParams(new URLSearchParams(''), 'cleaner')).toEqual({ tab: 'requests', status: '', page: 1 });
    expect(readListParams(new URLSearchParams('tab=requests&status=pending&page=2'), 'client')).toEqual({ tab: 'upcoming', status: 'pending', page: 2 });
    expect(readListParams(new URLSearchParams('tab=past&status=nope&page=-3'), 'client')).toEqual({ tab: 'past', status: '', page: 1 });
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
