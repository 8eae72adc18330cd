import { buildServer } from '../../scripts/build-server.mjs';
import { serverIsStale } from '../../scripts/build-freshness.mjs';

/**
 * The integration tests that start a server process start the compiled one, as `npm start` does
 * (test/support/server-process.ts): build it once before the files run when it is older than its sources.
 * `npm test` has just built it; a developer's run after an edit rebuilds it here, in a few seconds.
 */
export default async function setup() {
  if (serverIsStale()) await buildServer();
}
