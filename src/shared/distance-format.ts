/**
 * A distance as people read it (issue #40: "12326 m" was shown where "12,3 km" is meant): below 1 km in
 * whole metres ("850 m"), from 1 km in kilometres with one decimal, as the language writes it
 * ("12,3 km" in French, "12.3 km" in English; whole kilometres from 100 km). The space before the unit
 * is a no-break space so the figure never wraps away from it. Pure (no Node API): the web app and the
 * console use it too.
 */
export function formatDistance(meters: number, language: string | undefined): string {
  const tag = language === 'en' ? 'en-CA' : 'fr-CA';
  const m = Math.max(0, meters);
  if (Math.round(m) < 1000) return `${Math.round(m)}\u00a0m`;
  const km = m / 1000;
  const digits = km >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(km)}\u00a0km`;
}

/** The same for a figure already in kilometres (search cards, nearby cities). */
export const formatKm = (km: number, language: string | undefined): string => formatDistance(km * 1000, language);
