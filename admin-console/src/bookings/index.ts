import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';

// Pages load on first visit, keeping them out of the initial bundle
// (react-admin's Layout wraps routes in Suspense). Read only: no edit or create.
export default {
  list: lazy(() => import('./BookingList')),
  show: lazy(() => import('./BookingShow')),
  icon: EventNoteIcon,
};
