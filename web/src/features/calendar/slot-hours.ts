import type { TimeSlot } from './api/types';

/** The hours of each named slot, as the API documents them (openapi.yaml, TimeSlot). */
export const SLOT_HOURS: Record<Exclude<TimeSlot, 'custom'>, { start: string; end: string }> = {
  morning: { start: '08:00', end: '12:00' },
  afternoon: { start: '12:00', end: '17:00' },
  evening: { start: '17:00', end: '21:00' },
  full_day: { start: '08:00', end: '21:00' },
};

export const SLOT_CHOICES: readonly TimeSlot[] = ['morning', 'afternoon', 'evening', 'full_day', 'custom'];
