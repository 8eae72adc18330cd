import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, draft, listedCleaner } from '../support/booking-fixtures.js';
import { sample } from '../support/contract-fuzz.js';
import { OPENAPI_PATH } from '../../src/http/openapi.js';

/**
 * Issue #41: ill-formed Unicode (a lone surrogate, which JSON may carry as `\ud800`) is a 400
 * everywhere, wherever it comes from (a body string at any depth, an object key, the query, a
 * header), never a 500 from a layer that cannot encode it.
 */
let t: TestServer;
let admin: string;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let cleanerId: string;

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  cleanerId = (await listedCleaner(t, admin)).user.id;
  client = await clientWithProperty(t);
}, 120_000);
afterAll(() => t.close());

const LONE = ['\\ud800', '\\udfff', 'a\\udc00b', '\\ud83d'];
const raw = async (method: string, path: string, body: string | undefined, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${client.token}`, ...headers }, ...(body !== undefined ? { body } : {}) });
  return { status: res.status, body: (await res.json().catch(() => null)) as { error?: string; message?: string } | null };
};

describe('ill-formed Unicode', () => {
  it('a lone surrogate in the notes of POST /api/bookings answers 400, not 500', async () => {
    const valid = { paymentMethod: 'card', ...draft(cleanerId, client.property.id), notes: 'Entrée par la cour' };
    // The same request with well-formed notes is taken, so the 400 is the surrogate's.
    const quote = await raw('POST', '/api/bookings/quote', JSON.stringify({ ...draft(cleanerId, client.property.id), notes: 'Entrée par la cour' }));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const body = JSON.stringify(valid).replace('Entrée par la cour', '\\ud800');
    const res = await raw('POST', '/api/bookings', body, { 'idempotency-key': crypto.randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
  });

  it('a lone surrogate in a nested string, an array or a key answers 400', async () => {
    for (const body of ['{"a":{"b":["\\ud800"]}}', '{"\\udfff":"x"}']) {
      expect((await raw('POST', '/api/bookings/quote', body)).status).toBe(400);
    }
  });

  it('ill-formed UTF-8 or %u escapes in the query never answer 5xx (the query parser turns them into U+FFFD)', async () => {
    for (const q of ['q=%ED%A0%80', 'q=%uD800', 'q=%F0%9F']) {
      const res = await raw('GET', `/api/cleaners?${q}`, undefined);
      expect(res.status, q).toBeLessThan(500);
    }
  });

  it('fuzz: every string of every JSON body of the contract, set to a lone surrogate, never answers 5xx', async () => {
    const doc = parse(readFileSync(OPENAPI_PATH, 'utf8')) as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: object }> } }>> };
    const failures: string[] = [];
    let sent = 0;
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const method of ['post', 'put', 'patch']) {
        const schema = item[method]?.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        const valid = sample(schema as never);
        if (!valid || typeof valid !== 'object' || Array.isArray(valid)) continue;
        const path = template.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        for (const field of Object.keys(valid)) {
          const lone = LONE[sent % LONE.length]!;
          const body = JSON.stringify({ ...(valid as object), [field]: 'LONE' }).replace('"LONE"', `"${lone}"`);
          sent++;
          const res = await raw(method.toUpperCase(), path, body, { 'idempotency-key': crypto.randomUUID() });
          if (res.status >= 500 || (res.status >= 400 && typeof res.body?.error !== 'string')) failures.push(`${method.toUpperCase()} ${template} ${field} -> ${res.status}`);
          else if (res.status < 400) failures.push(`${method.toUpperCase()} ${template} ${field} accepted (${res.status})`);
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 300_000);
});
