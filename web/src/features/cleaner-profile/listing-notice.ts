import type { CleanerProfile } from './api/types';

/** What still keeps a cleaner's profile from being listed, in the order they would do it. */
export type ListingGap = 'quickStart' | 'readyToWork' | 'idMissing' | 'idPending' | 'idRejected';

/**
 * Why the profile is not visible, from what is actually done (issue #40: the notice asked to finish
 * the first two steps when they were done). Listing needs quick-start, ready-to-work and an approved
 * ID document (the contract's `isListed`); an ID under review or refused is said as such.
 */
export function listingGaps(profile: Pick<CleanerProfile, 'isListed' | 'onboarding' | 'documents'>): ListingGap[] {
  if (profile.isListed) return [];
  const gaps: ListingGap[] = [];
  if (!profile.onboarding.quickStartCompletedAt) gaps.push('quickStart');
  if (!profile.onboarding.readyToWorkCompletedAt) gaps.push('readyToWork');
  const ids = profile.documents.filter((d) => d.type === 'id');
  if (!ids.some((d) => d.status === 'approved')) {
    if (ids.some((d) => d.status === 'pending')) gaps.push('idPending');
    else gaps.push(ids.length ? 'idRejected' : 'idMissing');
  }
  return gaps;
}
