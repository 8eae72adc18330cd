import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedUrlQuery } from 'node:querystring';
import { compileContract } from './openapi.js';
import { readyAnswers, type ReadyJson } from './ready-answers.js';

/** What the "database" holds now, what the source was asked, and a clock the test moves. */
const state = { version: 1, generation: 0, clock: 0, valid: true, refuse: false, fail: false, gate: null as Promise<void> | null };
const asked: string[] = [];
const served: string[] = [];
let routeAnswered = 0;
const json = (city: string | undefined, version = state.version) => JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Nettoyeuse ${i}`, city })), version });

const source = {
  path: '/api/cleaners',
  input: (query: ParsedUrlQuery) => ({ city: typeof query.city === 'string' ? query.city : undefined }),
  answer: async (input: { city: string | undefined }): Promise<ReadyJson | null> => {
    asked.push(input.city ?? '');
    // What the read sees is what the "database" held when it began.
    const version = state.version;
    if (state.gate) await state.gate;
    if (state.fail) throw new Error('database down');
    if (state.refuse) return null;
    return { json: json(input.city, version), stillValid: () => state.valid };
  },
  served: (input: { city: string | undefined }) => void served.push(input.city ?? ''),
  generation: () => state.generation,
};

let base: string;
let server: http.Server;
let pending: Promise<unknown>[] = [];

beforeAll(async () => {
  const app = new Koa();
  const edge = readyAnswers(source, compileContract(), {
    ttlSeconds: 10,
    maxEntries: 100,
    maxBytes: 1 << 20,
    brotliQuality: 5,
    now: () => state.clock,
    random: () => 1,
    inContext: (work) => {
      const p = work();
      pending.push(p);
      return p;
    },
  });
  app.use(edge.middleware);
  // Stands for the rest of the stack: the route's own answer.
  app.use(async (ctx) => {
    routeAnswered += 1;
    ctx.status = ctx.query.pageSize === '500' ? 400 : 200;
    ctx.body = { from: 'route' };
  });
  server = http.createServer(app.callback()).listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  Object.assign(state, { version: 1, generation: state.generation + 1, clock: 0, valid: true, refuse: false, fail: false, gate: null });
  asked.length = 0;
  served.length = 0;
  routeAnswered = 0;
  pending = [];
});

function get(path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' }): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
const text = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  (r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString();

describe('readyAnswers', () => {
  it('computes an answer once and serves the same bytes, as JSON with an ETag, counted each time', async () => {
    const first = await get('/api/cleaners?city=montreal');
    const second = await get('/api/cleaners?city=montreal');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(text(first)).toBe(json('montreal'));
    expect(second.body.equals(first.body)).toBe(true);
    expect(asked).toEqual(['montreal']);
    expect(served).toEqual(['montreal', 'montreal']);
    expect(routeAnswered).toBe(0);
  });

  it('answers 304 to its own ETag, and gzip or plain bytes to clients without brotli', async () => {
    const first = await get('/api/cleaners?city=laval');
    expect((await get('/api/cleaners?city=laval', { 'if-none-match': first.headers.etag! })).status).toBe(304);
    const gz = await get('/api/cleaners?city=laval', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(text(gz)).toBe(json('laval'));
    const plain = await get('/api/cleaners?city=laval', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(json('laval'));
    expect(asked).toEqual(['laval']);
  });

  it('never serves an answer read before a change of the read model: the next one is read again', async () => {
    await get('/api/cleaners?city=montreal');
    state.version = 2;
    state.generation += 1;
    const after = await get('/api/cleaners?city=montreal');
    expect(JSON.parse(text(after)).version).toBe(2);
    expect(asked).toEqual(['montreal', 'montreal']);
  });

  it('does not keep an answer whose read began before a change (its caller gets it, the next caller the new one)', async () => {
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const during = get('/api/cleaners?city=quebec');
    await new Promise((resolve) => setTimeout(resolve, 20));
    state.generation += 1;
    state.version = 2;
    state.gate = null;
    open();
    expect(JSON.parse(text(await during)).version).toBe(1);
    expect(JSON.parse(text(await get('/api/cleaners?city=quebec'))).version).toBe(2);
  });

  it('once aged, serves the old answer while one refresh runs, then the new one; never past twice the TTL', async () => {
    await get('/api/cleaners?city=gatineau');
    state.version = 2;
    state.clock = 10_500;
    expect(JSON.parse(text(await get('/api/cleaners?city=gatineau'))).version).toBe(1);
    await Promise.all(pending);
    expect(JSON.parse(text(await get('/api/cleaners?city=gatineau'))).version).toBe(2);
    expect(asked).toEqual(['gatineau', 'gatineau']);
    state.version = 3;
    state.clock = 10_500 + 20_001;
    expect(JSON.parse(text(await get('/api/cleaners?city=gatineau'))).version).toBe(3);
  });

  it('reads again, before answering, once the answer says it no longer holds (the 3-day filter\'s minute)', async () => {
    await get('/api/cleaners?city=levis');
    state.valid = false;
    state.version = 2;
    expect(JSON.parse(text(await get('/api/cleaners?city=levis'))).version).toBe(2);
    expect(asked).toEqual(['levis', 'levis']);
  });

  it('leaves to the route: a query the contract refuses, signed-in callers, refusals, failures and other paths', async () => {
    expect((await get('/api/cleaners?pageSize=500')).status).toBe(400);
    expect((await get('/api/cleaners?pageSize=500')).status).toBe(400);
    await get('/api/cleaners?city=montreal', { cookie: 'eclat_session=abc' });
    await get('/api/cleaners?city=montreal', { authorization: 'Bearer abc' });
    await get('/api/cleaners/recommended?city=montreal');
    state.refuse = true;
    await get('/api/cleaners?city=atlantide');
    state.refuse = false;
    state.fail = true;
    await get('/api/cleaners?city=sherbrooke');
    expect(routeAnswered).toBe(7);
    expect(asked).toEqual(['atlantide', 'sherbrooke']);
    expect(served).toEqual([]);
  });
});
