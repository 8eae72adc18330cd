import PolicyIcon from '@mui/icons-material/Policy';
import { lazy } from 'react';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { INCIDENTS_RESOURCE, incidentsDataProvider, type Incident } from './incidents-api';

// Pages load on first visit (react-admin's Layout wraps routes in Suspense). No delete anywhere:
// the register keeps every entry at least five years after its discovery (Law 25).
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

export default {
  list: lazy(() => import('./IncidentList')),
  show: lazy(() => import('./IncidentShow')),
  edit: page(() => import('./IncidentForm'), 'IncidentEdit'),
  create: page(() => import('./IncidentForm'), 'IncidentCreate'),
  icon: PolicyIcon,
  recordRepresentation: (r: Incident) => `${r.reference} — ${r.title}`,
};

/** The console's data provider with the register routed to its own. */
export function withIncidentRegister(base: DataProvider): DataProvider {
  return combineDataProviders((resource) => (resource === INCIDENTS_RESOURCE ? incidentsDataProvider : base));
}
