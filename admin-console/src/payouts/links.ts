/**
 * The address of a console list opened on a filter, in react-admin's own
 * `?filter=<json>` convention (its List reads it on arrival). Links between the
 * payouts screens: a run's transfers, a cleaner's earnings or payouts.
 */
export function filteredList(basename: string, resource: string, filter: Record<string, string>): string {
  return `${basename}/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
