import { addDays, localDateOf, type LocalDate } from '../../../src/shared/local-time.js';
import type { AvailabilityDeps } from './ports.js';

/** Today in Quebec and the last date weekly patterns expand to. */
export function horizonOf(deps: Pick<AvailabilityDeps, 'clock' | 'settings'>): { today: LocalDate; horizonEnd: LocalDate } {
  const today = localDateOf(deps.clock.now());
  return { today, horizonEnd: addDays(today, deps.settings.recurringHorizonDays) };
}

/** One-off slots can be set this far ahead (a bound against typos such as year 2062). */
export const MAX_DAYS_AHEAD = 366;
