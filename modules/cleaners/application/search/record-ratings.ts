import { err, ok, type Result } from '../../../../src/shared/result.js';
import type { DomainError } from '../../../../src/shared/domain-error.js';
import { CleanerErrors } from '../../domain/cleaners.errors.js';
import type { RatingAggregates } from '../../domain/search/search-entry.js';
import type { CleanersDeps } from '../ports.js';
import { refreshSearchEntries } from './refresh-search-entry.js';

/**
 * For the reviews module (issue #7): stores a cleaner's rating aggregates (average 1..5 or null,
 * review count, completion rate 0..1 or null) and re-ranks the cleaner. Call it in the transaction
 * that records the review or closes the booking.
 */
export const recordRatings =
  (deps: CleanersDeps) =>
  async (userId: string, r: RatingAggregates): Promise<Result<void, DomainError>> => {
    const issues = [];
    if (r.average !== null && !(r.average >= 1 && r.average <= 5)) issues.push({ field: 'average', code: 'fields.invalid' });
    if (!Number.isInteger(r.count) || r.count < 0 || (r.average === null) !== (r.count === 0)) issues.push({ field: 'count', code: 'fields.invalid' });
    if (r.completionRate !== null && !(r.completionRate >= 0 && r.completionRate <= 1)) issues.push({ field: 'completionRate', code: 'fields.invalid' });
    if (issues.length) return err(CleanerErrors.invalidFields(issues));
    if (!(await deps.profiles.findByUserId(userId))) return err(CleanerErrors.profileNotFound());
    const rounded = { average: r.average === null ? null : Math.round(r.average * 100) / 100, count: r.count, completionRate: r.completionRate === null ? null : Math.round(r.completionRate * 1000) / 1000 };
    await refreshSearchEntries(deps)([userId], new Map([[userId, rounded]]));
    return ok(undefined);
  };
