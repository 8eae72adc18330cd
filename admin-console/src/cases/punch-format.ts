import type { AdminCase } from './cases-api';
import { formatDateTime } from '../bookings/format';
import { formatDistance } from '../../../src/shared/distance-format';

type Visit = NonNullable<AdminCase['visit']>;
export type CasePunch = Visit['punchIn'];
type Translate = (key: string, options?: object) => string;

/**
 * A punch on the case page: when, how far, and from what (issue #40): without a geocoder the
 * property is known only by its postal area's or town's centre, a weaker check the admin must see.
 * `t` reads `eclat.cases.*`; dates and distances in Quebec's formats for the console's language.
 */
export function punchText(p: CasePunch, locale: string, t: Translate): string {
  if (!p) return '—';
  const params = { at: formatDateTime(p.at, locale), distance: formatDistance(p.distanceMeters, locale) };
  const from = p.measuredFrom;
  if (!from) return t('punch', params);
  return t(`punch_from.${from.kind}`, { ...params, fsa: from.postalArea ?? '', town: from.town });
}

/** What the punch-in's distance was measured from, on a row of its own (null: not recorded then). */
export function measuredFromText(p: CasePunch, t: Translate): string {
  const from = p?.measuredFrom;
  if (!p) return '—';
  if (!from) return t('measured_from.unknown');
  return t(`measured_from.${from.kind}`, { fsa: from.postalArea ?? '', town: from.town });
}
