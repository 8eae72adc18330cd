import type { GetListParams, Identifier } from 'react-admin';
import { chunk } from '../api/simple-rest';
import {
  DEFAULT_PAYOUT_SORT,
  getPayout,
  getPayoutRun,
  listEarnings,
  listPayoutRuns,
  listPayouts,
  type AdminEarning,
  type AdminPayout,
  type PayoutRun,
} from './payouts-api';

/** The console resources of the payouts screens (read only; retry and run are their own calls). */
export const PAYOUTS_RESOURCES = ['payouts', 'payout-runs', 'earnings'] as const;
export type PayoutsResource = (typeof PAYOUTS_RESOURCES)[number];
export type PayoutsRecord = AdminPayout | PayoutRun | AdminEarning;

export function isPayoutsResource(resource: string): resource is PayoutsResource {
  return (PAYOUTS_RESOURCES as readonly string[]).includes(resource);
}

export async function listPayoutsResource(
  resource: PayoutsResource,
  params: GetListParams,
): Promise<{ data: PayoutsRecord[]; total: number }> {
  if (resource === 'payouts') return listPayouts(params);
  if (resource === 'payout-runs') return listPayoutRuns(params);
  return listEarnings(params);
}

export async function getPayoutsResource(
  resource: PayoutsResource,
  id: Identifier,
  signal?: AbortSignal,
): Promise<PayoutsRecord> {
  if (resource === 'payouts') return getPayout(id, signal);
  if (resource === 'payout-runs') return getPayoutRun(id, signal);
  throw new Error('Éclat console: earnings are listed, not opened one by one.');
}

/** getMany: the payouts list with an id filter, in groups the server accepts; runs one by one (few, and no id filter). */
export async function getManyPayoutsResource(
  resource: PayoutsResource,
  ids: Identifier[],
  signal?: AbortSignal,
): Promise<PayoutsRecord[]> {
  if (resource === 'payouts') {
    const pages = await Promise.all(
      chunk(ids).map(group =>
        listPayouts({
          filter: { id: group },
          pagination: { page: 1, perPage: group.length },
          sort: DEFAULT_PAYOUT_SORT,
          ...(signal ? { signal } : {}),
        }),
      ),
    );
    return pages.flatMap(page => page.data);
  }
  if (resource === 'payout-runs') return Promise.all(ids.map(id => getPayoutRun(id, signal)));
  throw new Error('Éclat console: earnings are listed, not fetched by id.');
}
