// `npm run build`: the web app and the console, always as production bundles. Vite builds in the mode
// NODE_ENV names, so `NODE_ENV=development npm start` used to make a development bundle (issue #14).
// Their size budgets are checked by the tests (test/unit/bundle-budget.test.ts), never here.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildServiceWorker } from './build-service-worker.mjs';
import { buildServer } from './build-server.mjs';

process.env.NODE_ENV = 'production';
for (const configFile of ['web/vite.config.ts', 'admin-console/vite.config.ts']) {
  await build({ configFile, mode: 'production', logLevel: process.env.BUILD_LOG_LEVEL ?? 'warn' });
}
// The installed app's service worker (issue #34), which keeps this web build's files.
await buildServiceWorker();
// The server's renderer of public pages (docs/decisions.md, "Server rendering"): the same web code, for Node.
await build({
  configFile: 'web/vite.config.ts',
  mode: 'production',
  logLevel: process.env.BUILD_LOG_LEVEL ?? 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: '../dist/ssr', emptyOutDir: true, copyPublicDir: false },
});
// Brotli and gzip copies of the hashed assets, served by koa-send in place of the originals.
for (const dir of ['dist/web/assets', 'dist/admin/assets']) {
  for (const file of readdirSync(dir).filter((f) => /\.(js|css|svg|json)$/.test(f))) {
    const data = readFileSync(path.join(dir, file));
    if (data.length < 1024) continue;
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
  }
}
// The server itself, as production runs it (issue #39).
await buildServer();
console.log('Built dist/web, dist/admin, dist/ssr and dist/server.');
