/** What the confirmed visits ahead will earn: the sum of their cleaner's shares (a visit without one counts nothing). */
export function upcomingTotal(visits: readonly { cleanerEarning: { amountCents: number } | null }[]): { cents: number; count: number } {
  return { cents: visits.reduce((sum, v) => sum + (v.cleanerEarning?.amountCents ?? 0), 0), count: visits.length };
}
