// When a build is older than its sources: `npm start` (scripts/ensure-build.mjs) and the integration tests'
// global setup (test/support/compiled-server.global-setup.ts) rebuild only what is stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under `dir` (0 when it does not exist). */
export const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
};
export const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** The compiled server (dist/server/main.js) is missing or older than src/, modules/ or its build script. */
export const serverIsStale = () => builtAt('dist/server/main.js') < Math.max(newest('src'), newest('modules'), builtAt('scripts/build-server.mjs'));
