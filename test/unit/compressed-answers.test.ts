import type { AddressInfo } from 'node:net';
import { get, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedAnswers } from '../../src/http/compressed-answers.js';

/** A search-like JSON answer: large enough to be compressed, small once compressed. */
const answer = (n: number) => JSON.stringify({ total: n, rows: Array.from({ length: 40 }, (_, i) => ({ name: `Ménage ${n}-${i}`, city: 'Montréal', rateCents: 3500 })) });

describe('compressed answers', () => {
  let server: Server;
  let url: string;
  /** What the middleware handed on, seen by the outer layer: the bytes kept and the memory they hold. */
  const sent: { length: number; held: number }[] = [];

  beforeAll(async () => {
    const app = new Koa();
    app.use(async (ctx, next) => {
      await next();
      if (Buffer.isBuffer(ctx.body)) sent.push({ length: ctx.body.length, held: ctx.body.buffer.byteLength });
    });
    app.use(compressedAnswers({ threshold: 1024, maxBytes: 1024 * 1024, brotliQuality: 5 }));
    app.use((ctx) => {
      ctx.type = 'application/json';
      ctx.body = ctx.path === '/small' ? '{"ok":true}' : answer(Number(ctx.query.n ?? 1));
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The bytes as they came (fetch would decompress them). */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
      get(`${url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('answers brotli when accepted, gzip otherwise, and the same bytes each time', async () => {
    const br = await raw('/search?n=7', 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(answer(7));
    expect((await raw('/search?n=7', 'gzip, deflate, br')).bytes.equals(br.bytes)).toBe(true);
    const gzip = await raw('/search?n=7', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(answer(7));
  });

  it('leaves small answers and clients that accept no compression alone', async () => {
    expect((await raw('/small', 'br')).encoding).toBeUndefined();
    const plain = await raw('/search?n=8', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(answer(8));
  });

  it('keeps each compressed answer at its own size, not in a shared 16 kB chunk', async () => {
    sent.length = 0;
    for (let n = 20; n < 30; n++) await raw(`/search?n=${n}`, 'br');
    expect(sent).toHaveLength(10);
    for (const s of sent) expect(s.held).toBe(s.length);
  });
});
