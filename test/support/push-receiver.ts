import { createECDH, createPublicKey, hkdfSync, randomBytes, createDecipheriv, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of Web Push, made by the test: a P-256 key pair and a 16-byte auth secret (what
 * PushManager.subscribe makes), and a push service on 127.0.0.1 that records every POST and answers
 * 201, or 410 under /gone/ (a subscription the browser dropped).
 */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export async function startPushService(): Promise<{ origin: string; received: Received[]; device(path?: string): PushDevice; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    device(path = `/push/${randomBytes(8).toString('hex')}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 with RFC 8188's aes128gcm: what the browser does to read a push (one record). */
export function decryptPush(device: PushDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; the signature checked with that key. Answers the key and the JWT's claims. */
export function verifyVapid(authorization: string | undefined): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  expectJson(header, { typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID JWT signature does not verify with its k');
  return { publicKey: k, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string } };
}

function expectJson(part: string, want: Record<string, string>): void {
  const got = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, string>;
  for (const [k, v] of Object.entries(want)) if (got[k] !== v) throw new Error(`JWT header ${k} is ${got[k]}, not ${v}`);
}
