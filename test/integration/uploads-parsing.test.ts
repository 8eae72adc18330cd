import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #13: multipart bodies are parsed only on the upload routes, only for signed-in callers, and
 * no temp file outlives its request, whatever the answer.
 */
let t: TestServer;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let bookingId: string;
const incoming = () => readdirSync(path.join(t.config.uploadsDir, '.incoming'));
const boundary = '----eclat-test';
const part = (name: string, filename: string, body: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${body}`;

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  const admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
  const client = await clientWithProperty(t);
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { allowPhotos: true, date: dateInDays(4) }));
  bookingId = res.booking.id;
  await t.api('POST', `/api/bookings/${bookingId}/accept`, { token: cleaner.token });
});
afterAll(() => t.close());

const post = (url: string, body: string, token?: string, type = `multipart/form-data; boundary=${boundary}`) =>
  fetch(`${t.url}${url}`, { method: 'POST', headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });

describe('multipart parsing', () => {
  const routes = () => ['/api/users/me/avatar', '/api/cleaners/me/documents', '/api/cleaners/me/photos', `/api/bookings/${bookingId}/photos`];

  it('refuses anonymous uploads before reading the body: 401, no temp file', async () => {
    for (const url of routes()) {
      const res = await post(url, `${part('file', 'a.png', 'x'.repeat(200_000))}\r\n--${boundary}--\r\n`);
      expect(res.status, url).toBe(401);
      expect((await res.json()).error).toBe('auth.unauthenticated');
    }
    expect(incoming()).toEqual([]);
  });

  it('answers a truncated multipart body with a JSON 400 and leaves no temp file', async () => {
    for (const url of routes()) {
      const res = await post(url, part('file', 'a.png', '\x89PNG\r\n\x1a\n' + 'x'.repeat(50_000)), cleaner.token);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_body', message: 'Le corps de la requête est invalide ou incomplet.' });
    }
    expect(incoming()).toEqual([]);
  });

  it('leaves no temp file when the upload is refused (not an image) or accepted', async () => {
    const refused = await post('/api/users/me/avatar', `${part('file', 'a.png', 'not a picture')}\r\n--${boundary}--\r\n`, cleaner.token);
    expect(refused.status).toBe(400);
    expect(incoming()).toEqual([]);
  });

  it('never parses multipart on other routes: a JSON route answers 415', async () => {
    const res = await post('/api/properties', `${part('file', 'a.png', 'x')}\r\n--${boundary}--\r\n`, cleaner.token);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe('unsupported_media_type');
    expect(incoming()).toEqual([]);
  });
});
