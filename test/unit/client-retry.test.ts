import { describe, expect, it } from 'vitest';
import { createEclatClient, retryAfterSeconds } from '../../packages/client/src/index.js';

/** A fetch that answers from a script and records what was asked (method, path, body). */
function scripted(answers: Response[]) {
  const seen: string[] = [];
  const fetchImpl = async (input: Request) => {
    seen.push(`${input.method} ${new URL(input.url).pathname} ${input.body ? await input.text() : ''}`.trim());
    return answers.shift() ?? new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { seen, fetchImpl: fetchImpl as typeof fetch };
}
const busy = (status = 503, retryAfter = '0') => new Response(JSON.stringify({ error: 'service_unavailable', message: 'Busy' }), { status, headers: { 'content-type': 'application/json', 'retry-after': retryAfter } });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('@eclat/client under load (issue #37)', () => {
  it('tries a read again after Retry-After and hands back the second answer', async () => {
    const { seen, fetchImpl } = scripted([busy(), ok({ items: [], nextCursor: null, hasMore: false })]);
    const eclat = createEclatClient({ baseUrl: 'https://eclat.example', apiKey: 'eclat_test_abc', fetch: fetchImpl });
    const { data, error } = await eclat.GET('/api/events');
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ hasMore: false });
    expect(seen).toEqual(['GET /api/events', 'GET /api/events']);
  });

  it('sends a POST again with its body only when it carries an Idempotency-Key', async () => {
    const body = { name: 'Chalet', suggestionId: 'x', type: 'house', bedrooms: 1, bathrooms: 1, stories: 1 } as never;
    const keyed = scripted([busy(429), ok({ id: 'p1' })]);
    const eclat = createEclatClient({ baseUrl: 'https://eclat.example', apiKey: 'eclat_test_abc', fetch: keyed.fetchImpl });
    await eclat.POST('/api/properties', { params: { header: { 'Idempotency-Key': 'k-1' } }, body });
    expect(keyed.seen).toHaveLength(2);
    expect(keyed.seen[1]).toContain('"name":"Chalet"');
    const bare = scripted([busy()]);
    const plain = createEclatClient({ baseUrl: 'https://eclat.example', apiKey: 'eclat_test_abc', fetch: bare.fetchImpl });
    const { error, response } = await plain.POST('/api/properties', { body });
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ error: 'service_unavailable' });
    expect(bare.seen).toHaveLength(1);
  });

  it('hands a long wait, or every answer with retry: false, to the caller', async () => {
    const long = scripted([busy(503, '120')]);
    const eclat = createEclatClient({ baseUrl: 'https://eclat.example', apiKey: 'eclat_test_abc', fetch: long.fetchImpl });
    const { response } = await eclat.GET('/api/events');
    expect(response.status).toBe(503);
    expect(retryAfterSeconds(response)).toBe(120);
    expect(long.seen).toHaveLength(1);
    const off = scripted([busy()]);
    await createEclatClient({ baseUrl: 'https://eclat.example', apiKey: 'eclat_test_abc', fetch: off.fetchImpl, retry: false }).GET('/api/events');
    expect(off.seen).toHaveLength(1);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-12-02T12:00:00Z');
    expect(retryAfterSeconds(new Response(null, { headers: { 'retry-after': '5' } }), now)).toBe(5);
    expect(retryAfterSeconds(new Response(null, { headers: { 'retry-after': 'Wed, 02 Dec 2026 12:00:03 GMT' } }), now)).toBe(3);
    expect(retryAfterSeconds(new Response(null), now)).toBeNull();
  });
});
