import { newId } from '../../../src/shared/ids.js';
import type { AvailabilityDeps } from './ports.js';

/** Emitted in the transaction of each change of a cleaner's slots; search's free-time read model follows (src/flows/search-flows.ts). */
export const AVAILABILITY_CHANGED = 'availability.changed';

export interface AvailabilityChanged {
  cleanerId: string;
}

export const slotsChanged = (deps: Pick<AvailabilityDeps, 'flows'>, cleanerId: string) => deps.flows.emit(AVAILABILITY_CHANGED, newId(), { cleanerId } satisfies AvailabilityChanged);
