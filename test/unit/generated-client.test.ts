import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Freshness of the one generated copy is checked with the package (test/unit/client-package.test.ts). */
describe('web/src/api/schema.d.ts', () => {
  it('is no second generated copy: the web app (and the console through it) re-export the published client’s types', () => {
    const web = readFileSync('web/src/api/schema.d.ts', 'utf8');
    expect(web).toMatch(/from '..\/..\/..\/packages\/client\/src\/schema'/);
    expect(web.length).toBeLessThan(1000);
  });
});
