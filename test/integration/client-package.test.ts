import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue #41: `@eclat/client` installs as a real package. `npm pack` builds it (prepack) and the
 * tarball is installed into a project of its own, outside the repository, whose code type-checks
 * against the contract and runs. Its one dependency is linked from the repository's node_modules so
 * the test needs no network.
 */
const root = process.cwd();
const run = (cmd: string, args: string[], cwd: string) => {
  try {
    return execFileSync(cmd, args, { cwd, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
};

describe('@eclat/client as a package', () => {
  it('packs its built code, installs in a fresh project, type-checks a call and runs it', { timeout: 180_000 }, async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'eclat-client-'));
    const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], path.join(root, 'packages/client'))) as { filename: string; files: { path: string }[] }[];
    const files = packed[0]!.files.map((f) => f.path).sort();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/schema.d.ts', 'dist/retry.js', 'dist/webhooks.js', 'dist/webhooks.d.ts']));
    expect(files.some((f) => f.startsWith('src/'))).toBe(false);

    // A consumer project: the tarball unpacked where `npm install` would put it.
    const project = path.join(work, 'consumer');
    const pkgDir = path.join(project, 'node_modules/@eclat/client');
    mkdirSync(pkgDir, { recursive: true });
    run('tar', ['-xzf', path.join(work, packed[0]!.filename), '-C', pkgDir, '--strip-components=1'], work);
    for (const dep of ['openapi-fetch', 'openapi-typescript-helpers']) symlinkSync(path.join(root, 'node_modules', dep), path.join(project, 'node_modules', dep));
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, lib: ['ES2022', 'DOM'], types: [] }, files: ['main.ts'] }),
    );
    writeFileSync(
      path.join(project, 'main.ts'),
      `import { createEclatClient, type EclatError } from '@eclat/client';
import { verifyEclatWebhook } from '@eclat/client/webhooks';
const eclat = createEclatClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'eclat_test_abc', fetch: async (req: Request) => new Response(JSON.stringify({ error: 'unauthorized', message: req.headers.get('authorization') }), { status: 401, headers: { 'content-type': 'application/json' } }), retry: false });
const { error } = await eclat.GET('/api/bookings');
const e: EclatError | undefined = error;
// @ts-expect-error: not a path of the contract
void eclat.GET('/api/no-such-thing');
console.log(JSON.stringify({ message: e?.message, verified: verifyEclatWebhook('whsec_x', 't=1,v1=00', '{}') }));
`,
    );
    run(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], project);
    // And it runs as shipped: the same calls in plain JavaScript.
    writeFileSync(path.join(project, 'main.mjs'), readFileSync(path.join(project, 'main.ts'), 'utf8').replace(/, type EclatError/, '').replace(/: EclatError \| undefined/, '').replace(/\(req: Request\)/, '(req)'));
    const out = JSON.parse(run(process.execPath, ['main.mjs'], project)) as { message: string; verified: boolean };
    expect(out).toEqual({ message: 'Bearer eclat_test_abc', verified: false });
  });
});
