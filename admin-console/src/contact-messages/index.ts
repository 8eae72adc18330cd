import MailIcon from '@mui/icons-material/Mail';
import { lazy } from 'react';

// Pages load on first visit, keeping them out of the initial bundle (react-admin's Layout wraps
// routes in Suspense). Messages are written through the /contact form: the console reads them
// and marks them handled.
export default {
  list: lazy(() => import('./ContactMessageList')),
  show: lazy(() => import('./ContactMessageShow')),
  icon: MailIcon,
};
