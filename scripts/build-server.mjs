// The server as production runs it (issue #39): src/main.ts and every module it imports, bundled by esbuild
// into dist/server/main.js with a source map; the packages stay in node_modules (native addons, dynamic
// requires). No transpiler at run time: `npm start` and the image run `node --enable-source-maps dist/server/main.js`,
// the development loop keeps tsx.
//
// The server reads files beside its sources at run time (openapi.yaml, asyncapi.yaml, the locales, the
// gazetteer, the legal texts, node_modules/swagger-ui-dist), located from `import.meta.url`. In one bundle
// that URL would be dist/server/main.js for every file, so each source's `import.meta.url` is replaced by the
// URL of that very source, computed from the bundle's own location: the files stay reachable where they are.
//
// Memory (issue #39, docs/decisions.md "Server memory"): the bundle is split at dynamic imports, so a source
// imported with `await import()` (the OpenTelemetry exporter) and the packages it imports are loaded only when
// it is, not hoisted into the bundle's static imports; and the source maps keep only the segments a stack
// trace reads (scripts/thin-source-map.mjs).
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { thinMappings } from './thin-source-map.mjs';

export const SERVER_ENTRY = 'dist/server/main.js';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outdir = path.join(root, 'dist/server');

const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  // Chunks are named by their content: an earlier build's would stay beside the new ones.
  await rm(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['src/main.ts'],
    // Chunks sit beside main.js: each source's import.meta.url above is computed from this folder.
    outdir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    sourcesContent: false,
    // Names kept: error classes and logs print them.
    keepNames: true,
    logLevel: 'warning',
    plugins: [sourceUrls],
  });
  for (const file of (await readdir(outdir)).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(await readFile(path.join(outdir, file), 'utf8'));
    map.mappings = thinMappings(map.mappings);
    await writeFile(path.join(outdir, file), JSON.stringify(map));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  await buildServer();
  console.log(`Built ${SERVER_ENTRY} in ${Math.round(performance.now() - t0)} ms.`);
}
