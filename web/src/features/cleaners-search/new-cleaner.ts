/**
 * A cleaner without a review or a completed visit has no data to score (issue #42): the recommendation
 * card says "Nouveau" and shows no percentages (the server's defaults for the rating and the reliability
 * read as invented scores: "Note 75 % · Fiabilité 80 %").
 */
export function hasScoreData(cleaner: { rating: { count: number; average: number | null }; completedVisits: number }): boolean {
  return (cleaner.rating.count > 0 && cleaner.rating.average !== null) || cleaner.completedVisits > 0;
}
