import type { AvailabilitySlot } from './api/types';

const STEP_MINUTES = 30;

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Start times on `date`, every 30 minutes inside the cleaner's slots, at which the whole visit
 * fits before the slot ends; sorted, without duplicates (slots may overlap).
 */
export function postponeTimes(slots: readonly AvailabilitySlot[], date: string, durationHours: number): string[] {
  const needed = Math.round(durationHours * 60);
  const starts = new Set<number>();
  for (const slot of slots) {
    if (slot.date !== date) continue;
    const end = minutesOf(slot.end);
    const first = Math.ceil(minutesOf(slot.start) / STEP_MINUTES) * STEP_MINUTES;
    for (let start = first; start + needed <= end; start += STEP_MINUTES) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b).map(timeOf);
}
