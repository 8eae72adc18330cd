/** A share between 0 and 1, rounded to 4 decimals (a percentage with 2); null when there is nothing to divide. */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/** Of the requests the cleaner answered or let expire, the share accepted (withdrawn requests are nobody's answer). */
export const acceptanceRate = (r: { accepted: number; declined: number; expired: number }): number | null => ratio(r.accepted, r.accepted + r.declined + r.expired);

/**
 * Of a cleaner's accepted visits: the share cancelled (no-shows apart), the share of no-shows, and the
 * completion rate as the reviews module defines it (completed / (completed + the cleaner's own
 * cancellations + no-shows); docs/decisions.md, "Reviews"), all over the period's visits.
 */
export function visitRates(v: { acceptedVisits: number; completed: number; cancellations: { total: number; byCleaner: number; noShows: number } }) {
  return {
    cancellationRate: ratio(v.cancellations.total - v.cancellations.noShows, v.acceptedVisits),
    noShowRate: ratio(v.cancellations.noShows, v.acceptedVisits),
    completionRate: ratio(v.completed, v.completed + v.cancellations.byCleaner + v.cancellations.noShows),
  };
}
