import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEclatClient } from '../../packages/client/src/index.js';
import { verifyEclatWebhook } from '../../packages/client/src/webhooks.js';

/** The published client (packages/client, @eclat/client): fresh types, the key on every call, webhook checks. */
describe('packages/client', () => {
  it('has the types `npm run generate` makes from openapi.yaml today', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'eclat-client-')), 'schema.d.ts');
    execFileSync('node_modules/.bin/openapi-typescript', ['openapi.yaml', '-o', out], { stdio: 'pipe' });
    const committed = readFileSync('packages/client/src/schema.d.ts', 'utf8');
    expect(committed === readFileSync(out, 'utf8'), 'the published client is stale: run `npm run generate` and commit the result').toBe(true);
    const pkg = JSON.parse(readFileSync('packages/client/package.json', 'utf8')) as { name: string; dependencies: Record<string, string> };
    const root = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies?: Record<string, string> };
    expect(pkg.name).toBe('@eclat/client');
    // The same openapi-fetch as the web app.
    expect(pkg.dependencies['openapi-fetch']).toBe(root.dependencies['openapi-fetch'] ?? root.devDependencies?.['openapi-fetch']);
    // Generating the whole contract takes seconds on a busy machine.
  }, 30_000);

  it('sends the key, the language and an Idempotency-Key given as a header parameter', async () => {
    const seen: Request[] = [];
    const fakeFetch = async (input: Request) => {
      seen.push(input);
      return new Response(JSON.stringify({ items: [], nextCursor: null, hasMore: false }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const eclat = createEclatClient({ baseUrl: 'https://eclat.example/', apiKey: 'eclat_test_abc', locale: 'en', fetch: fakeFetch });
    const { data } = await eclat.GET('/api/events', { params: { query: { limit: 10 } } });
    expect(data).toEqual({ items: [], nextCursor: null, hasMore: false });
    expect(seen[0]!.url).toBe('https://eclat.example/api/events?limit=10');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer eclat_test_abc');
    expect(seen[0]!.headers.get('accept-language')).toBe('en');
    await eclat.POST('/api/properties', { params: { header: { 'Idempotency-Key': 'k-1' } }, body: { name: 'Chalet', suggestionId: 'x', type: 'house', bedrooms: 1, bathrooms: 1, stories: 1 } as never });
    expect(seen[1]!.headers.get('idempotency-key')).toBe('k-1');
    expect(() => createEclatClient({ baseUrl: 'https://eclat.example', apiKey: 'session-token' })).toThrow(/API key/);
  });

  it('verifies a webhook signature over `t.body`, refusing another body or a stale timestamp', () => {
    const secret = 'whsec_test';
    const body = '{"id":"1","type":"booking.accepted"}';
    const header = `t=1000,v1=${createHmac('sha256', secret).update(`1000.${body}`).digest('hex')}`;
    expect(verifyEclatWebhook(secret, header, body, { nowSeconds: 1100 })).toBe(true);
    expect(verifyEclatWebhook(secret, header, body.replace('1', '2'), { nowSeconds: 1100 })).toBe(false);
    expect(verifyEclatWebhook(secret, header, body, { nowSeconds: 2000 })).toBe(false);
    expect(verifyEclatWebhook('whsec_other', header, body, { nowSeconds: 1100 })).toBe(false);
  });
});
