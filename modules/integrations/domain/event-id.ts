import { createHash } from 'node:crypto';

/** A stable UUID for an event (the same change always has the same id, for receivers' de-duplication). */
export function eventIdOf(name: string): string {
  const h = createHash('sha256').update(`eclat-event:${name}`).digest('hex');
  // Shaped as a version 4 / variant 1 UUID so that every tool takes it.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
