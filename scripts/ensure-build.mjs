// `npm start` runs the compiled server and serves the built web app and console: build them first when missing
// or older than their sources (the server alone, in about a second, when only its sources changed).
import { execSync } from 'node:child_process';
import { builtAt, newest, serverIsStale } from './build-freshness.mjs';

const sources = Math.max(newest('web/src'), newest('web/public'), newest('admin-console/src'), builtAt('web/index.html'), builtAt('admin-console/index.html'));
const built = Math.min(builtAt('dist/web/index.html'), builtAt('dist/admin/index.html'), builtAt('dist/ssr/entry-server.js'));
if (built < sources) {
  console.log('Building the web app and the console…');
  execSync('npm run -s build', { stdio: 'inherit' });
} else if (serverIsStale()) {
  console.log('Building the server…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
