import type { AvailabilityBlock } from '../domain/availability-block.js';
import { horizonOf } from './horizon.js';
import type { AvailabilityDeps } from './ports.js';

/** The cleaner's blocks that still have dates today or later (past one-offs and ended patterns drop out). */
export const listBlocks =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string): Promise<AvailabilityBlock[]> => {
    const { today } = horizonOf(deps);
    const blocks = await deps.blocks.listFrom(cleanerId, today);
    return blocks.sort((a, b) => (a.date === b.date ? a.startMinute - b.startMinute : a.date < b.date ? -1 : 1));
  };
