import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

// Pages load on first visit, keeping them out of the initial bundle
// (react-admin's Layout wraps routes in Suspense).
export default {
  list: lazy(() => import('./UserList')),
  show: lazy(() => import('./UserShow')),
  edit: lazy(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
