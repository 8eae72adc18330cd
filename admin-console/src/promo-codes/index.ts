import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { PROMO_CODES_RESOURCE, promoCodesDataProvider, type PromoCode } from './promo-codes-api';

// Pages load on first visit (react-admin's Layout wraps routes in Suspense).
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

/** Promo codes (issue #16): list with usage figures, create, edit (deactivate), delete while unused. */
export default {
  list: page(() => import('./PromoCodes'), 'PromoCodeList'),
  edit: page(() => import('./PromoCodes'), 'PromoCodeEdit'),
  create: page(() => import('./PromoCodes'), 'PromoCodeCreate'),
  icon: LocalOfferIcon,
  recordRepresentation: (r: PromoCode) => r.code,
};

/** The console's data provider with promo codes routed to their own. */
export function withPromoCodes(base: DataProvider): DataProvider {
  return combineDataProviders((resource) => (resource === PROMO_CODES_RESOURCE ? promoCodesDataProvider : base));
}
