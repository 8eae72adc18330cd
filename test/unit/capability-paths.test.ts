import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loggablePath, REDACTED_SEGMENT } from '../../src/shared/capability-paths.js';

const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
// Path parameters that are capabilities (a secret whoever holds the link may use), not identifiers.
const CAPABILITY_PARAMETERS = /^(token|secret|code)$/i;
// `code` is a referral code: public by design (it is printed on cards and shared), not a capability.
const PUBLIC_BY_DESIGN = new Set(['/api/referrals/codes/lookup/{code}']);

describe('loggablePath', () => {
  const paths = Object.keys((parse(readFileSync('openapi.yaml', 'utf8')) as { paths: Record<string, unknown> }).paths);
  const apiTemplates = paths.filter((p) => [...p.matchAll(/\{(\w+)\}/g)].some((m) => CAPABILITY_PARAMETERS.test(m[1]!)) && !PUBLIC_BY_DESIGN.has(p));
  // The web app's pages, read from its route table (a file of the web build, not importable here).
  const routeTable = readFileSync('web/src/app/route-table.ts', 'utf8');
  const pageTemplates = [...new Set([...routeTable.matchAll(/path: '([^']*:(?:token|secret)\b[^']*)'/g)].map((m) => m[1]!))];

  it('finds the token routes of the contract and of the web app', () => {
    expect(apiTemplates.length).toBeGreaterThanOrEqual(2);
    expect(pageTemplates.length).toBeGreaterThanOrEqual(3);
  });

  it.each([...apiTemplates.map((p) => p.replace(/\{\w+\}/, TOKEN)), ...pageTemplates.map((p) => p.replace(/:\w+/, TOKEN))])('masks the token of %s', (path) => {
    const masked = loggablePath(path);
    expect(masked).not.toContain(TOKEN);
    expect(masked).toBe(path.replace(TOKEN, REDACTED_SEGMENT));
  });

  it('masks them whatever the case, with a trailing slash too (the routers take both)', () => {
    expect(loggablePath(`/API/Calendar/${TOKEN}.ICS`)).toBe(`/API/Calendar/${REDACTED_SEGMENT}.ICS`);
    expect(loggablePath(`/reset-password/${TOKEN}/`)).toBe(`/reset-password/${REDACTED_SEGMENT}/`);
    expect(loggablePath(`/Newsletter/Confirm/${TOKEN}`)).not.toContain(TOKEN);
  });

  it('leaves other paths alone', () => {
    for (const p of ['/api/bookings/3f0c', '/api/calendar', '/reset-password', '/newsletter/confirm', '/api/newsletter/confirm', '/blog/mon-article']) expect(loggablePath(p)).toBe(p);
  });
});
