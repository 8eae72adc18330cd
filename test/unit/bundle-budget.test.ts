import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The built bundles (npm test builds them first) are production bundles within their budgets (issue #2):
 * the public web app's first route under 170 KB gz, the console's initial JS under 600 KB gz.
 */
const BUDGETS_KB = { web: 170, admin: 600 };
const kb = (n: number) => (n / 1024).toFixed(1);

describe.each(Object.entries(BUDGETS_KB))('the built %s bundle', (name, budget) => {
  const dir = path.join('dist', name);
  const gz = (file: string) => gzipSync(readFileSync(path.join(dir, file))).length;

  it('exists (run `npm run build`)', () => {
    expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
  });

  it(`loads at most ${budget} KB of gzipped JavaScript before the first render`, () => {
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    // What the browser fetches before the first render: the entry script and its modulepreloads.
    const initial = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!.replace(/^\/(admin\/)?/, ''));
    const initialGz = initial.reduce((sum, f) => sum + gz(f), 0);
    const all = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
    const totalGz = all.reduce((sum, f) => sum + gz(path.join('assets', f)), 0);
    console.log(`${name.padEnd(6)} initial JS ${kb(initialGz).padStart(6)} KB gz (budget ${budget} KB) · ${initial.length} file(s) · all chunks ${kb(totalGz)} KB gz in ${all.length} files`);
    expect(initial.length).toBeGreaterThan(0);
    expect(initialGz / 1024).toBeLessThanOrEqual(budget);
  });

  it('is a production build (no development-only React code)', () => {
    const code = readdirSync(path.join(dir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(dir, 'assets', f), 'utf8'));
    expect(code.some((c) => c.includes('jsxDEV') || c.includes('react-dom.development'))).toBe(false);
  });
});
