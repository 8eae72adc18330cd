// The server as production runs it (issue #39): src/main.ts and every module it imports, bundled by esbuild
// into dist/server/main.js with a source map; the packages stay in node_modules (native addons, dynamic
// requires). No transpiler at run time: `npm start` and the image run `node --enable-source-maps dist/server/main.js`,
// the development loop keeps tsx.
//
// The server reads files beside its sources at run time (openapi.yaml, asyncapi.yaml, the locales, the
// gazetteer, the legal texts, node_modules/swagger-ui-dist), located from `import.meta.url`. In one bundle
// that URL would be dist/server/main.js for every file, so each source's `import.meta.url` is replaced by the
// URL of that very source, computed from the bundle's own location: the files stay reachable where they are.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

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
  await build({
    absWorkingDir: root,
    entryPoints: ['src/main.ts'],
    outfile: SERVER_ENTRY,
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
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  await buildServer();
  console.log(`Built ${SERVER_ENTRY} in ${Math.round(performance.now() - t0)} ms.`);
}
