import { stableIdOf } from '../../../src/shared/ids.js';

/** A stable UUID for an event (the same change always has the same id, for receivers' de-duplication). */
export const eventIdOf = (name: string): string => stableIdOf(`eclat-event:${name}`);
