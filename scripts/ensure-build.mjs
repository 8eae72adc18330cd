// `npm start` runs the compiled server and serves the built web app and console: build them first when missing
// or older than their sources (the server alone, in about a second, when only its sources changed).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
};
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sources = Math.max(newest('web/src'), newest('web/public'), newest('admin-console/src'), builtAt('web/index.html'), builtAt('admin-console/index.html'));
const built = Math.min(builtAt('dist/web/index.html'), builtAt('dist/admin/index.html'), builtAt('dist/ssr/entry-server.js'));
const serverSources = Math.max(newest('src'), newest('modules'), builtAt('scripts/build-server.mjs'));
if (built < sources) {
  console.log('Building the web app and the console…');
  execSync('npm run -s build', { stdio: 'inherit' });
} else if (builtAt('dist/server/main.js') < serverSources) {
  console.log('Building the server…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
