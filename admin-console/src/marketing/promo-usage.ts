import type { DataProvider } from 'react-admin';
import { MAX_ROWS } from '../api/simple-rest';
import { DEFAULT_PROMO_SORT, PROMO_CODES_RESOURCE } from '../promo-codes/promo-codes-api';

/**
 * Pages read at most to add up the codes' uses. The API gives uses per code only; codes are
 * written by hand, so a few hundred at most: past this bound the figure says "at least".
 */
export const PROMO_USAGE_MAX_PAGES = 20;

export type PromoUsage = { uses: number; complete: boolean };

/** Every code's uses added up, page by page (the contract serves MAX_ROWS rows a request). */
export async function promoUsage(dataProvider: DataProvider, signal?: AbortSignal): Promise<PromoUsage> {
  let uses = 0;
  let seen = 0;
  for (let page = 1; page <= PROMO_USAGE_MAX_PAGES; page++) {
    const { data, total } = await dataProvider.getList<{ id: string; uses: number }>(PROMO_CODES_RESOURCE, {
      pagination: { page, perPage: MAX_ROWS },
      sort: DEFAULT_PROMO_SORT,
      filter: {},
      ...(signal ? { signal } : {}),
    });
    uses += data.reduce((sum, code) => sum + code.uses, 0);
    seen += data.length;
    if (data.length < MAX_ROWS || seen >= (total ?? seen)) return { uses, complete: true };
  }
  return { uses, complete: false };
}
