// The one generated copy of the contract lives in the published client (issue #41): `npm run generate`
// writes packages/client/src/schema.d.ts, and the web app and the console read their types from it.
export type { components, operations, paths, webhooks, $defs } from '../../../packages/client/src/schema';
