import { describe, expect, it } from 'vitest';
import type { AvailabilitySlot } from './api/types';
import { postponeTimes } from './postpone-times';

const slot = (date: string, start: string, end: string): AvailabilitySlot => ({
  blockId: '00000000-0000-0000-0000-000000000001',
  kind: 'one_off',
  slot: 'morning',
  date,
  start,
  end,
  startsAt: `${date}T${start}:00-05:00`,
  endsAt: `${date}T${end}:00-05:00`,
});

describe('postponeTimes', () => {
  it('offers 30-minute starts at which the visit fits in the slot', () => {
    expect(postponeTimes([slot('2026-12-01', '08:00', '13:00')], '2026-12-01', 4)).toEqual(['08:00', '08:30', '09:00']);
  });

  it('merges overlapping slots, ignores other days and handles 24:00', () => {
    const slots = [slot('2026-12-01', '18:00', '24:00'), slot('2026-12-01', '19:15', '23:30'), slot('2026-12-02', '08:00', '20:00')];
    expect(postponeTimes(slots, '2026-12-01', 4)).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00']);
  });

  it('is empty when nothing fits', () => {
    expect(postponeTimes([slot('2026-12-01', '08:00', '11:00')], '2026-12-01', 4)).toEqual([]);
  });
});
