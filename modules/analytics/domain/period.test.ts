import { describe, expect, it } from 'vitest';
import { bucketsOf, resolvePeriod, weeksOf } from './period.js';

// 2026-11-25 03:30 UTC is still the 24th in Quebec (22:30 EST).
const now = new Date('2026-11-25T03:30:00Z');

describe('resolvePeriod', () => {
  it('defaults to the last 30 Quebec days, today included, by day', () => {
    const p = resolvePeriod({}, now, 731);
    expect(p).toMatchObject({ from: '2026-10-26', to: '2026-11-24', bucket: 'day' });
    // From local midnight (EDT until 1 November) to the local midnight after the last day (EST).
    expect(p.start.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });

  it('takes both dates inclusive; a single day is one day long', () => {
    const p = resolvePeriod({ from: '2026-03-08', to: '2026-03-08' }, now, 731);
    // The spring change: this day lasts 23 hours.
    expect(p.end.getTime() - p.start.getTime()).toBe(23 * 3_600_000);
  });

  it('answers weeks past 62 days', () => {
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-03-03' }, now, 731).bucket).toBe('day');
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-03-04' }, now, 731).bucket).toBe('week');
  });

  it('refuses impossible dates, reversed periods and periods over the limit', () => {
    expect(() => resolvePeriod({ from: '2026-02-30' }, now, 731)).toThrow(expect.objectContaining({ code: 'validation_failed', issues: [{ field: 'query.from', code: 'fields.invalid_date' }] }));
    expect(() => resolvePeriod({ from: '2026-11-02', to: '2026-11-01' }, now, 731)).toThrow(expect.objectContaining({ code: 'analytics.period_reversed' }));
    expect(() => resolvePeriod({ from: '2024-11-23', to: '2026-11-24' }, now, 731)).toThrow(expect.objectContaining({ code: 'analytics.period_too_long', params: { maxDays: 731 } }));
    expect(resolvePeriod({ from: '2024-11-24', to: '2026-11-24' }, now, 731).bucket).toBe('week');
  });
});

describe('buckets', () => {
  it('lists every day, or the Monday of every week touched', () => {
    expect(bucketsOf({ from: '2026-11-01', to: '2026-11-03', bucket: 'day' })).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    // Sunday 1 November belongs to the week of Monday 26 October.
    expect(weeksOf({ from: '2026-11-01', to: '2026-11-16' })).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
  });
});
