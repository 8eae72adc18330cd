import ReportIcon from '@mui/icons-material/Report';
import { lazy } from 'react';

// Pages load on first visit, keeping them out of the initial bundle
// (react-admin's Layout wraps routes in Suspense). Reports are written by
// clients: the console reads them and resolves, dismisses or reopens them.
export default {
  list: lazy(() => import('./ReportList')),
  show: lazy(() => import('./ReportShow')),
  icon: ReportIcon,
};
