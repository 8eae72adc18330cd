import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { CASES_RESOURCE, casesDataProvider } from './cases-api';

// Issue #36: "Dossiers" — problem reports on visits, open first; decided on the show page.
export default {
  list: lazy(() => import('./CaseList')),
  show: lazy(() => import('./CaseShow')),
  icon: GavelIcon,
};

/** The console's data provider with cases routed to their own. */
export function withCases(base: DataProvider): DataProvider {
  return combineDataProviders((resource) => (resource === CASES_RESOURCE ? casesDataProvider : base));
}
