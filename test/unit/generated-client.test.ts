import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('web/src/api/schema.d.ts', () => {
  it('is what `npm run generate` makes from openapi.yaml today', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'eclat-gen-')), 'schema.d.ts');
    execFileSync('node_modules/.bin/openapi-typescript', ['openapi.yaml', '-o', out], { stdio: 'pipe' });
    const fresh = readFileSync(out, 'utf8');
    const committed = readFileSync('web/src/api/schema.d.ts', 'utf8');
    expect(committed === fresh, 'the generated client is stale: run `npm run generate` and commit the result').toBe(true);
  });
});
