import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedUrlQuery } from 'node:querystring';
import { compileContract } from './openapi.js';
import { readyAnswers, type ReadyJson } from './ready-answers.js';

/** What the "database" holds now, what the source was asked, and a clock the test moves. */
const state = { version: 1, generation: 0, clock: 0, valid: true, refuse: false, fail: false, gate: null as Promise<void> | null, minute: 0, aheadDue: false, listening: false };
const asked: string[] = [];
const served: string[] = [];
let routeAnswered = 0;
const json = (city: string | undefined, version = state.version, minute = 0) => JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Nettoyeuse ${i}`, city })), version, minute });

const source = {
  path: '/api/cleaners',
  input: (query: ParsedUrlQuery) => ({ city: typeof query.city === 'string' ? query.city : undefined }),
  answer: (input: { city: string | undefined }) => answerAt(input, state.minute),

  served: (input: { city: string | undefined }) => void served.push(input.city ?? ''),
  generation: () => state.generation,
};

/** The answer for a minute (as the 3-day filter's): it holds in that minute only, and the next one can be read ahead. */
async function answerAt(input: { city: string | undefined }, minute: number): Promise<ReadyJson | null> {
  asked.push(`${input.city ?? ''}${minute === state.minute ? '' : ` at ${minute}`}`);
  // What the read sees is what the "database" held when it began.
  const version = state.version;
  if (state.gate) await state.gate;
  if (state.fail) throw new Error('database down');
  if (state.refuse) return null;
  return {
    json: json(input.city, version, minute),
    stillValid: () => state.valid && state.minute === minute,
    ahead: { due: () => state.aheadDue, answer: () => answerAt(input, minute + 1) },
  };
}

let base: string;
let server: http.Server;
let pending: Promise<unknown>[] = [];

beforeAll(async () => {
  const app = new Koa();
  const edge = readyAnswers(source, compileContract(), {
    ttlSeconds: 10,
    heardTtlSeconds: 100,
    listening: () => state.listening,
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
  Object.assign(state, { version: 1, generation: state.generation + 1, clock: 0, valid: true, refuse: false, fail: false, gate: null, minute: 0, aheadDue: false, listening: false });
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

  it('keeps an answer for the longer TTL while every change is heard, and for the short one while deaf', async () => {
    state.listening = true;
    await get('/api/cleaners?city=saguenay');
    state.version = 2;
    state.clock = 99_000;
    expect(JSON.parse(text(await get('/api/cleaners?city=saguenay'))).version).toBe(1);
    expect(asked).toEqual(['saguenay']);
    // Deaf: past twice the short TTL, read again before answering.
    state.listening = false;
    expect(JSON.parse(text(await get('/api/cleaners?city=saguenay'))).version).toBe(2);
    expect(asked).toEqual(['saguenay', 'saguenay']);
  });

  it('reads again, before answering, once the answer says it no longer holds (the 3-day filter\'s minute)', async () => {
    await get('/api/cleaners?city=levis');
    state.valid = false;
    state.version = 2;
    expect(JSON.parse(text(await get('/api/cleaners?city=levis'))).version).toBe(2);
    expect(asked).toEqual(['levis', 'levis']);
  });

  it('reads the next minute\'s answer ahead once due, and serves it from the turn of the minute with no read then', async () => {
    await get('/api/cleaners?city=rimouski');
    state.version = 2;
    // Not due yet: nothing read ahead.
    await get('/api/cleaners?city=rimouski');
    expect(asked).toEqual(['rimouski']);
    state.aheadDue = true;
    expect(JSON.parse(text(await get('/api/cleaners?city=rimouski')))).toMatchObject({ version: 1, minute: 0 });
    await Promise.all(pending);
    expect(asked).toEqual(['rimouski', 'rimouski at 1']);
    // Still minute 0: the answer read ahead does not hold yet.
    expect(JSON.parse(text(await get('/api/cleaners?city=rimouski')))).toMatchObject({ version: 1, minute: 0 });
    state.aheadDue = false;
    state.minute = 1;
    expect(JSON.parse(text(await get('/api/cleaners?city=rimouski')))).toMatchObject({ version: 2, minute: 1 });
    expect(asked).toEqual(['rimouski', 'rimouski at 1']);
  });

  it('never serves an answer read ahead after a change of the read model, nor one whose read began before it', async () => {
    await get('/api/cleaners?city=matane');
    state.aheadDue = true;
    await get('/api/cleaners?city=matane');
    await Promise.all(pending);
    state.generation += 1;
    state.version = 2;
    state.minute = 1;
    expect(JSON.parse(text(await get('/api/cleaners?city=matane')))).toMatchObject({ version: 2, minute: 1 });
    expect(asked).toEqual(['matane', 'matane at 1', 'matane']);
    // A read ahead under way when the model changes is not kept.
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    await get('/api/cleaners?city=matane');
    state.generation += 1;
    state.version = 3;
    state.gate = null;
    open();
    await Promise.all(pending);
    state.minute = 2;
    expect(JSON.parse(text(await get('/api/cleaners?city=matane')))).toMatchObject({ version: 3, minute: 2 });
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
