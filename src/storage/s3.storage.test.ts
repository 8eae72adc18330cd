import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3CompatibleStorage } from './s3.storage.js';
import { sha256Hex, signRequest } from './sigv4.js';

// A minimal S3 stand-in: checks each request's SigV4 signature the way S3 does, stores objects in memory.
const keys = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'ca-central-1', service: 's3' };
const objects = new Map<string, { data: Buffer; type: string }>();
const seen: string[] = [];
let server: http.Server;
let endpoint = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      const signed = /SignedHeaders=([^,]+)/.exec(String(req.headers.authorization))?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(signed.filter((h) => !h.startsWith('x-amz-')).map((h) => [h, String(req.headers[h])]));
      const date = String(req.headers['x-amz-date']);
      const now = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
      const expected = signRequest({ method: req.method!, url, headers, payloadHash: sha256Hex(body), keys, now }).authorization;
      seen.push(`${req.method} ${url.pathname}`);
      if (req.headers.authorization !== expected || req.headers['x-amz-content-sha256'] !== sha256Hex(body)) {
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(url.pathname, { data: body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const found = objects.get(url.pathname);
        if (!found) res.writeHead(404).end('NoSuchKey');
        else res.writeHead(200, { 'content-type': found.type }).end(found.data);
      } else if (req.method === 'DELETE') {
        objects.delete(url.pathname);
        res.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('S3CompatibleStorage', () => {
  it('puts, gets and deletes with signed path-style requests', async () => {
    const store = new S3CompatibleStorage({ endpoint, bucket: 'eclat-files', region: 'ca-central-1', accessKeyId: 'test-key', secretAccessKey: 'test-secret', prefix: 'prod' });
    await store.put('cleaner-documents/abc/id.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(seen).toContain('PUT /eclat-files/prod/cleaner-documents/abc/id.pdf');
    expect(await store.get('cleaner-documents/abc/id.pdf')).toEqual({ data: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' });
    await store.delete('cleaner-documents/abc/id.pdf');
    expect(await store.get('cleaner-documents/abc/id.pdf')).toBeNull();
  });

  it('fails loudly on a bad signature and refuses keys that escape', async () => {
    const store = new S3CompatibleStorage({ endpoint, bucket: 'eclat-files', region: 'ca-central-1', accessKeyId: 'test-key', secretAccessKey: 'wrong' });
    await expect(store.put('portfolio/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
    await expect(store.get('../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});
