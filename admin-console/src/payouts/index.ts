import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';

// Pages load on first visit, keeping them out of the initial bundle
// (react-admin's Layout wraps routes in Suspense). /admin/payouts (spec) is the
// payouts list; runs and earnings are its neighbours in the menu.

/** Weekly transfers and instant payouts; failed ones are retried from their page. */
export const payouts = {
  list: lazy(() => import('./PayoutList')),
  show: lazy(() => import('./PayoutShow')),
  icon: PaymentsIcon,
};

/** The coming run's preview with "Run now", and the past runs. */
export const payoutRuns = {
  list: lazy(() => import('./PayoutRunList')),
  icon: EventRepeatIcon,
};

/** Every cleaner's earning lines. */
export const earnings = {
  list: lazy(() => import('./EarningList')),
  icon: AccountBalanceWalletIcon,
};
