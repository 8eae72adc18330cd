import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';
import { fuzzCases, missingMethods, type FuzzCase } from '../support/contract-fuzz.js';
import { findOperation, responseErrors } from '../../src/http/openapi.js';

/**
 * Issue #13: every operation of openapi.yaml, sent generated bad input by a client, a cleaner, an
 * admin and an anonymous caller, never answers 5xx, always answers errors as JSON `{ error, message }`,
 * and every answer matches the contract (status documented, body of that status's schema).
 */
let t: TestServer;
let db: Awaited<ReturnType<typeof ownDatabase>>;
const tokens: Record<string, string | undefined> = { anonymous: undefined };
// These end the caller's session: they are fuzzed anonymously so that the other cases keep theirs.
const SESSION_ENDING = new Set(['logout', 'logoutAlias', 'deleteMe']);

beforeAll(async () => {
  db = await ownDatabase('fuzz');
  t = await createTestServer({ env: { DATABASE_URL: db.url } });
  for (const role of ['client', 'cleaner', 'admin'] as const) tokens[role] = (await loginAs(t, role)).token;
}, 120_000);
afterAll(async () => {
  await t.close();
  await db.drop();
});

interface Finding {
  who: string;
  c: FuzzCase;
  status: number;
  problem: string;
}

async function send(c: FuzzCase, token: string | undefined): Promise<{ status: number; problem: string | null }> {
  const headers: Record<string, string> = { 'x-forwarded-for': '10.9.9.9', ...c.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${t.url}${c.url}`, { method: c.method, headers, ...(c.body !== undefined ? { body: c.body } : {}) });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('application/json');
  if (res.status >= 500) return { status: res.status, problem: `5xx: ${text.slice(0, 200)}` };
  if (res.status >= 400) {
    if (!json) return { status: res.status, problem: `error not JSON: ${res.headers.get('content-type')} ${text.slice(0, 100)}` };
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof body.error !== 'string' || typeof body.message !== 'string') return { status: res.status, problem: `error body ${text.slice(0, 100)}` };
  }
  const path = c.url.split('?')[0]!;
  // Refused before routing: no operation answered.
  if (res.status === 400 && JSON.parse(text).error === 'invalid_path') return { status: res.status, problem: null };
  const problems = responseErrors(t.server.app.contract, c.method, path, res.status, text && json ? JSON.parse(text) : undefined);
  return { status: res.status, problem: problems ? `contract: ${problems.join('; ')}` : null };
}

describe('contract fuzzing', () => {
  it('answers every generated bad request without a 5xx, as JSON, within the contract', async () => {
    const cases = fuzzCases();
    const jobs: { who: string; c: FuzzCase }[] = [];
    for (const c of cases) {
      for (const who of SESSION_ENDING.has(c.operationId) ? ['anonymous'] : ['client', 'cleaner', 'admin', 'anonymous']) jobs.push({ who, c });
    }
    const findings: Finding[] = [];
    let next = 0;
    const counts = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < jobs.length) {
          const { who, c } = jobs[next++]!;
          const { status, problem } = await send(c, tokens[who]);
          counts.set(status, (counts.get(status) ?? 0) + 1);
          if (problem) findings.push({ who, c, status, problem });
        }
      }),
    );
    const byStatus = [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ');
    console.info(`contract fuzz: ${jobs.length} requests over ${new Set(cases.map((c) => c.operationId)).size} operations; ${byStatus}; ${findings.length} findings`);
    if (process.env.FUZZ_REPORT) (await import('node:fs')).writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(findings.map((f) => ({ who: f.who, op: f.c.operationId, label: f.c.label, url: f.c.url.slice(0, 150), status: f.status, problem: f.problem })), null, 1));
    const report = findings.slice(0, 40).map((f) => `${f.c.method} ${f.c.url.slice(0, 120)} [${f.c.operationId} ${f.c.label} as ${f.who}] -> ${f.status} ${f.problem}`);
    expect(report).toEqual([]);
  }, 600_000);

  it('answers an unsupported method with 405, an Allow header and a JSON error', async () => {
    // A path another operation serves with that method (GET /api/bookings/quote is GET /api/bookings/{id}) is not one.
    for (const m of missingMethods().filter((x) => !findOperation(t.server.app.contract, x.method, x.path))) {
      const res = await fetch(`${t.url}${m.path}`, { method: m.method, headers: { authorization: `Bearer ${tokens.client}`, 'content-type': 'application/json' }, body: m.method === 'GET' ? null : '{}' });
      expect(res.status, `${m.method} ${m.path}`).toBe(405);
      expect(res.headers.get('allow')?.split(/,\s*/).sort()).toEqual(expect.arrayContaining(m.allowed));
      expect(await res.json()).toMatchObject({ error: 'method_not_allowed', message: expect.any(String) });
    }
  });
});
