import KeyIcon from '@mui/icons-material/Key';
import { lazy } from 'react';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { API_KEYS_RESOURCE, apiKeysDataProvider, type ApiKey } from './api-keys-api';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

/** The signed-in admin's API keys (issue #25): list, create (the secret shown once), revoke. */
export default {
  list: page(() => import('./ApiKeys'), 'ApiKeyList'),
  create: page(() => import('./ApiKeys'), 'ApiKeyCreate'),
  icon: KeyIcon,
  recordRepresentation: (r: ApiKey) => r.name,
};

/** The console's data provider with API keys routed to their own. */
export function withApiKeys(base: DataProvider): DataProvider {
  return combineDataProviders((resource) => (resource === API_KEYS_RESOURCE ? apiKeysDataProvider : base));
}
