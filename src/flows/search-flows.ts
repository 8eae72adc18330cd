import type { Flow } from './outbox.js';
import { AVAILABILITY_CHANGED } from '../../modules/availability/index.js';

/**
 * A cleaner's slots changed (availability): their free time in search's keys follows, so the
 * "available in the next 3 days" filter (SQL, issue #24) sees the change. Recomputed from scratch:
 * a retry or a repeat changes nothing more.
 */
export interface SearchFlowSteps {
  cleaners: { refreshFreeTime(userIds: readonly string[]): Promise<void> };
}

export const availabilityChanged = (s: SearchFlowSteps): Flow => ({
  event: AVAILABILITY_CHANGED,
  steps: [{ name: 'cleaners.refresh_free_time', run: (p) => s.cleaners.refreshFreeTime([String(p.cleanerId)]) }],
});
