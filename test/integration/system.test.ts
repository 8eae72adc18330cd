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

describe('the contract', () => {
  it('documents every mounted /api route, and every documented operation is mounted', () => {
    const toTemplate = (p: string) => p.replace(/:(\w+)/g, '{$1}');
    // The reference page and the raw contract serve people, not API clients.
    const undocumented = new Set(['/api/docs', '/api/docs/init.js', '/api/openapi.yaml']);
    // Besides the API, the files for search engines (modules/seo) and the app's manifest at the site's root.
    const siteFiles = new Set(['/sitemap.xml', '/robots.txt', '/manifest.webmanifest']);
    const mounted = t.server.app.routes
      .filter((r) => (r.path.startsWith('/api/') || siteFiles.has(r.path)) && !undocumented.has(r.path))
      .map((r) => `${r.method} ${toTemplate(r.path)}`);
    const documented = t.server.app.contract.map((o) => `${o.method} ${o.template}`);
    expect([...new Set(mounted)].sort()).toEqual([...new Set(documented)].sort());
  });

  it('answers 400 validation_failed naming each bad field', async () => {
    const res = await t.api('POST', '/api/auth/login', { body: { email: 'not-an-email', extra: 1 }, headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.message).toBe('Veuillez vérifier tous les champs');
    const fields = res.body.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['body.email', 'body.extra', 'body.password']);
    expect(res.body.details.find((d: { field: string }) => d.field === 'body.password').message).toBe('Ce champ est requis');
  });
});

describe('GET /api/brand', () => {
  it('serves the default brand on localhost with the redirect off', async () => {
    const res = await t.api('GET', '/api/brand');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'eclat', forcedLocale: null, regionRedirect: { enabled: false } });
  });
});

describe('API reference', () => {
  it('serves /api/docs and its assets locally', async () => {
    const page = await fetch(`${t.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const asset = await fetch(`${t.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(asset.status).toBe(200);
    expect((await fetch(`${t.url}/api/openapi.yaml`)).status).toBe(200);
  });
});
