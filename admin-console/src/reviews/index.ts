import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazy } from 'react';

// Pages load on first visit, keeping them out of the initial bundle
// (react-admin's Layout wraps routes in Suspense). Reviews are written by
// clients and cleaners: the console only reads and moderates (show page).
export default {
  list: lazy(() => import('./ReviewList')),
  show: lazy(() => import('./ReviewShow')),
  icon: RateReviewIcon,
};
