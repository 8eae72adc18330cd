import { err, ok, type Result } from '../../../../src/shared/result.js';
import type { DomainError } from '../../../../src/shared/domain-error.js';
import { CleanerErrors } from '../../domain/cleaners.errors.js';
import { addDays, localDateOf } from '../../domain/search/local-day.js';
import type { SearchRow } from '../../domain/search/search-query.js';
import { loadView, type ProfileView } from '../profile-view.js';
import type { CleanersDeps, PublicAvailability } from '../ports.js';

/** Days of availability shown on a public profile (today included). */
export const PUBLIC_AVAILABILITY_DAYS = 14;

export interface PublicProfile {
  row: SearchRow;
  view: ProfileView;
  availability: PublicAvailability;
}

/** A listed cleaner's public profile; unknown and unlisted slugs are both "not found". */
export const publicProfile =
  (deps: CleanersDeps) =>
  async (slug: string): Promise<Result<PublicProfile, DomainError>> => {
    const row = await deps.search.listedBySlug(slug);
    return row ? profileOfRow(deps, row) : err(CleanerErrors.profileNotFound());
  };

/**
 * The cleaner's own public profile as visitors will see it, before it is listed too (issue #40: a
 * cleaner could not see their page until it was approved). Never shown to anyone else.
 */
export const previewOwnProfile =
  (deps: CleanersDeps) =>
  async (userId: string): Promise<Result<PublicProfile, DomainError>> => {
    const row = await deps.search.rowOf(userId);
    return row ? profileOfRow(deps, row) : err(CleanerErrors.profileNotFound());
  };

async function profileOfRow(deps: CleanersDeps, row: SearchRow): Promise<Result<PublicProfile, DomainError>> {
  const profile = await deps.profiles.findByUserId(row.userId);
  if (!profile) return err(CleanerErrors.profileNotFound());
  const view = await loadView(deps)(profile);
  const from = localDateOf(deps.clock.now());
  const to = addDays(from, PUBLIC_AVAILABILITY_DAYS - 1);
  const availability = (await deps.availability.publicAvailability(row.userId, { from, to })) ?? {
    cleanerId: row.userId,
    timeZone: 'America/Toronto',
    from,
    to,
    slots: [],
  };
  return ok({ row, view, availability });
}
