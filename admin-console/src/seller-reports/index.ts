import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { SELLER_REPORTS_RESOURCE, sellerReportsDataProvider, type SellerReportRow } from './seller-reports-api';
import { reportName } from './format';

// The page loads on first visit (react-admin's Layout wraps routes in Suspense). Read-only: the report
// is computed from the payouts ledger and the cleaners' declarations.
export default {
  list: lazy(() => import('./SellerReportList')),
  icon: ReceiptLongIcon,
  recordRepresentation: (r: SellerReportRow) => reportName(r),
};

/** The console's data provider with the seller report routed to its own. */
export function withSellerReports(base: DataProvider): DataProvider {
  return combineDataProviders((resource) => (resource === SELLER_REPORTS_RESOURCE ? sellerReportsDataProvider : base));
}
