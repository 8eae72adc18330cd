import { windowEnd } from './review.js';

const HOUR_MS = 3_600_000;

/** The party a reminder goes to; the client writes `client_to_cleaner`, the cleaner `cleaner_to_client`. */
export type ReviewParty = 'client' | 'cleaner';

/**
 * When the one review reminder is due: a fixed number of hours before the window closes. None when that
 * moment would not come after the punch-out (a window shorter than the lead): the invitation just said it.
 */
export function reminderMoment(completedAt: Date, windowDays: number, hoursBefore: number): Date | null {
  const at = new Date(windowEnd(completedAt, windowDays).getTime() - hoursBefore * HOUR_MS);
  return at.getTime() > completedAt.getTime() ? at : null;
}

/** Is the reminder of a visit completed at `completedAt` due now (from its moment until the window closes)? */
export function reminderDue(completedAt: Date, now: Date, windowDays: number, hoursBefore: number): boolean {
  const at = reminderMoment(completedAt, windowDays, hoursBefore);
  return at !== null && now.getTime() >= at.getTime() && now.getTime() < windowEnd(completedAt, windowDays).getTime();
}

/** The punch-outs whose reminder may be due now: the window is still open and its reminder moment has come. */
export function completedRangeForReminders(now: Date, windowDays: number, hoursBefore: number): { after: Date; until: Date } {
  const window = windowDays * 24 * HOUR_MS;
  return { after: new Date(now.getTime() - window), until: new Date(now.getTime() - window + hoursBefore * HOUR_MS) };
}

/** The parties who have not written their review yet, given the directions already written. */
export function partiesWithoutReview(written: readonly ('client_to_cleaner' | 'cleaner_to_client')[]): ReviewParty[] {
  return (['client', 'cleaner'] as const).filter((p) => !written.includes(p === 'client' ? 'client_to_cleaner' : 'cleaner_to_client'));
}
