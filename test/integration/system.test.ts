import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await t.api('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });
});

describe('GET /api/ready', () => {
  it('is ready once migrations ran', async () => {
    const res = await t.api('GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: 'up', migrations: { pending: 0 } });
  });
});

describe('unknown API paths', () => {
  it('answers 404 with the error body', async () => {
    const res = await fetch(`${t.url}/api/nope`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'This resource does not exist.' });
  });
});
