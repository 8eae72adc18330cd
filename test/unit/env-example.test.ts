import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue #41: `.env.example` lists only settings the server reads (it listed LANDING_PROMO_CODES long
 * after promo codes became data managed in the console).
 */
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.ts$/.test(name) && !name.endsWith('.test.ts') ? [p] : [];
  });

describe('.env.example', () => {
  it('names only variables the server reads', () => {
    const code = ['src', 'modules', 'scripts'].flatMap(files).map((f) => readFileSync(f, 'utf8')).join('\n');
    const names = [...readFileSync('.env.example', 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(20);
    // Read means `env.NAME` or the name quoted (`int(env, 'NAME', …)`), not a mention in a comment.
    expect(names.filter((name) => !new RegExp(`env\\.${name}\\b|['"\`]${name}['"\`]`).test(code))).toEqual([]);
  });
});
