import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedAnswers } from './compressed-answers.js';

const big = (n: number) => JSON.stringify({ items: Array.from({ length: n }, (_, i) => ({ id: i, name: `Nettoyeuse ${i}`, city: 'Montréal' })) });
let base: string;
let server: http.Server;
/** What the middleware handed on, seen from outside it: the bytes sent and the memory they hold. */
const sent: { length: number; held: number }[] = [];

beforeAll(async () => {
  const app = new Koa();
  app.use(async (ctx, next) => {
    await next();
    if (Buffer.isBuffer(ctx.body)) sent.push({ length: ctx.body.length, held: ctx.body.buffer.byteLength });
  });
  app.use(compress({ threshold: 1024 }));
  app.use(compressedAnswers({ threshold: 1024, maxBytes: 4096, brotliQuality: 5 }));
  app.use(async (ctx) => {
    ctx.type = 'application/json';
    ctx.body = ctx.path === '/small' ? '{"ok":true}' : ctx.path === '/other' ? big(200) : ctx.path.startsWith('/n/') ? big(Number(ctx.path.slice(3))) : big(100);
  });
  server = http.createServer(app.callback()).listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw bytes (fetch would decompress them). */
function get(path: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compressedAnswers', () => {
  it('answers the same brotli bytes for the same body, decompressing to it, as JSON that varies by Accept-Encoding', async () => {
    const first = await get('/', 'gzip, deflate, br');
    const second = await get('/', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).toString()).toBe(big(100));
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('gzips for a client without brotli, and leaves identity to the client that asks for it', async () => {
    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(big(100));
    const plain = await get('/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big(100));
  });

  it('leaves small answers uncompressed', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
  });

  it('keeps at most maxBytes: an answer dropped is compressed again, and still right', async () => {
    const other = await get('/other', 'br');
    expect(brotliDecompressSync(other.body).toString()).toBe(big(200));
    const again = await get('/', 'br');
    expect(brotliDecompressSync(again.body).toString()).toBe(big(100));
  });

  it('keeps each compressed answer at its own size, not in a shared 16 kB chunk (zlib answers a view of its output buffer)', async () => {
    sent.length = 0;
    for (let n = 20; n < 26; n++) await get(`/n/${n}`, 'br');
    expect(sent).toHaveLength(6);
    for (const s of sent) expect(s.held).toBe(s.length);
  });
});
