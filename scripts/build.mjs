// `npm run build`: the web app and the console, always as production bundles. Vite builds in the mode
// NODE_ENV names, so `NODE_ENV=development npm start` used to make a development bundle (issue #14).
// Their size budgets are checked by the tests (test/unit/bundle-budget.test.ts), never here.
import { build } from 'vite';

process.env.NODE_ENV = 'production';
for (const configFile of ['web/vite.config.ts', 'admin-console/vite.config.ts']) {
  await build({ configFile, mode: 'production', logLevel: process.env.BUILD_LOG_LEVEL ?? 'warn' });
}
console.log('Built dist/web and dist/admin.');
