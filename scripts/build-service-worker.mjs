// The service worker (web/src/sw/service-worker.ts) for the web build in dist/web: bundled into one
// classic script at /sw.js, with the list of files to keep at install and their revisions
// (docs/decisions.md, "The service worker"). Run by scripts/build.mjs after the web build.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const WEB = 'dist/web';
const LOCALES = 'web/public/locales';

const revision = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/** [url, revision]: a hashed file's name is its revision; the others get their content's hash. */
function precacheEntries() {
  const assets = readdirSync(path.join(WEB, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => [`/assets/${file}`, null]);
  const locales = readdirSync(LOCALES).flatMap((language) =>
    readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [`/locales/${language}/${file}`, revision(path.join(LOCALES, language, file))]),
  );
  const files = ['index.html', 'offline.html', 'offline.js', 'favicon.svg', 'icons/icon-192.png', 'icons/badge-96.png', 'brand/eclat.svg', 'brand/eclat-quebec.svg'].map((file) => [
    `/${file}`,
    revision(path.join(WEB, file)),
  ]);
  return [...files, ...locales, ...assets];
}

export async function buildServiceWorker() {
  const entries = precacheEntries();
  const version = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 12);
  await build({
    configFile: false,
    logLevel: process.env.BUILD_LOG_LEVEL ?? 'warn',
    publicDir: false,
    define: { __ECLAT_SW_VERSION__: JSON.stringify(version), __ECLAT_PRECACHE__: JSON.stringify(entries) },
    build: {
      outDir: WEB,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: 'web/src/sw/service-worker.ts', formats: ['iife'], name: 'eclatServiceWorker', fileName: () => 'sw.js' },
    },
  });
  return { version, files: entries.length };
}
