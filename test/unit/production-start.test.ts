import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue #39: production runs the compiled server under plain node; tsx (a transpiler and its esbuild child
// process) is for the development loop only.
const COMPILED = 'node --enable-source-maps dist/server/main.js';

describe('production start', () => {
  it('npm start runs the compiled server, never tsx', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const start = scripts.start!;
    expect(start).not.toMatch(/tsx/);
    expect(start.split('&&').map((s) => s.trim()).at(-1)).toBe(`exec ${COMPILED}`);
    expect(scripts.build).toBe('node scripts/build.mjs');
    expect(readFileSync('scripts/build.mjs', 'utf8')).toMatch(/await buildServer\(\)/);
  });

  it('the image starts the compiled server, never tsx', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const cmd = dockerfile.split('\n').filter((l) => l.startsWith('CMD ') || l.startsWith('ENTRYPOINT '));
    expect(cmd).toEqual([`CMD ${JSON.stringify(COMPILED.split(' '))}`.replaceAll(',', ', ')]);
    expect(dockerfile).toMatch(/RUN npm run build/);
  });
});
