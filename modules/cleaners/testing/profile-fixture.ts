import { CleanerProfile } from '../domain/cleaner-profile.js';

/** A profile for unit tests (not shipped: only *.test.ts import it). */
export function profileFor(overrides: Partial<CleanerProfile> = {}): CleanerProfile {
  return Object.assign(CleanerProfile.create({ userId: 'u-1', slug: 'marie-tremblay', now: new Date('2026-11-01T00:00:00Z') }), overrides);
}
