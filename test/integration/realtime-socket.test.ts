import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, draft, listedCleaner, requestVisit } from '../support/booking-fixtures.js';
import { connect, refusedWith, type Frame, type TestSocket } from '../support/realtime-client.js';

/** The socket at /ws/messages on one server: upgrade checks, frame validation, and live delivery. */
let t: TestServer;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let outsider: Awaited<ReturnType<typeof loginAs>>;
let bookingId: string;
const sockets: TestSocket[] = [];

async function open(token: string, options: Parameters<typeof connect>[1] = {}) {
  const socket = await connect(t.url, { token, ...options });
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  const admin = (await loginAs(t, 'admin')).token;
  [cleaner, client, outsider] = await Promise.all([listedCleaner(t, admin), clientWithProperty(t), loginAs(t, 'client')]);
  const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id));
  const accepted = await t.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token });
  expect(accepted.status).toBe(200);
  bookingId = booking.id;
});
afterEach(async () => {
  const open = sockets.splice(0);
  await Promise.all(open.map((s) => s.close()));
  for (const s of open) expect(s.violations).toEqual([]);
});
afterAll(() => t.close());

describe('upgrade', () => {
  it('answers 401 without a valid session and 403 to a foreign origin', async () => {
    expect(await refusedWith(t.url)).toBe(401);
    expect(await refusedWith(t.url, { token: 'x'.repeat(40) })).toBe(401);
    expect(await refusedWith(t.url, { token: client.token, via: 'cookie', origin: 'https://evil.example' })).toBe(403);
    expect(await refusedWith(t.url, { token: client.token, origin: 'https://evil.example' })).toBe(403);
  });

  it('accepts the session cookie from an allowed origin, a bearer header and a ?token= query', async () => {
    for (const options of [{ via: 'cookie', origin: t.config.allowedOrigins[0]! }, { via: 'bearer' }, { via: 'query' }] as const) {
      const socket = await open(client.token, options);
      socket.send({ type: 'PING', timestamp: Date.now() });
      expect((await socket.next('PONG')).timestamp).toEqual(expect.any(Number));
    }
  });

  it('closes an open socket normally once its session is signed out', async () => {
    const user = await loginAs(t, 'client');
    const other = await open(client.token);
    const socket = await open(user.token);
    expect((await t.api('POST', '/api/auth/logout', { token: user.token })).status).toBeLessThan(300);
    await t.server.gateway.closeEndedSessions();
    expect(await socket.closed).toMatchObject({ code: 1000, reason: 'session ended' });
    // Others keep theirs.
    other.send({ type: 'PING', timestamp: Date.now() });
    expect((await other.next('PONG')).timestamp).toEqual(expect.any(Number));
  });

  it('refuses a session that was signed out', async () => {
    const user = await loginAs(t, 'client');
    expect((await t.api('POST', '/api/auth/logout', { token: user.token })).status).toBeLessThan(300);
    expect(await refusedWith(t.url, { token: user.token })).toBe(401);
  });
});

describe('frames', () => {
  it('answers malformed JSON, unknown types and invalid frames with an ERROR frame and stays usable', async () => {
    const socket = await open(client.token);
    socket.send('{not json');
    expect(await socket.next('ERROR')).toEqual({ type: 'ERROR', code: 'realtime.invalid_json', message: "Le message reçu n'est pas du JSON valide." });
    socket.send({ type: 'DROP_TABLES' });
    expect((await socket.next('ERROR')).code).toBe('realtime.unknown_type');
    socket.send({ type: 'USER_TYPING', recipientId: 'nobody', isTyping: 'yes' });
    expect((await socket.next('ERROR')).code).toBe('realtime.invalid_frame');
    socket.send([1, 2, 3]);
    expect((await socket.next('ERROR')).code).toBe('realtime.invalid_frame');
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.next('ERROR')).code).toBe('realtime.invalid_frame');
    socket.send({ type: 'PING' });
    await socket.next('PONG');
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('closes with 1009 when a frame is over 16 KB', async () => {
    const socket = await open(client.token);
    socket.send({ type: 'PING', padding: 'x'.repeat(17 * 1024) });
    expect((await socket.closed).code).toBe(1009);
  });

  it('answers a flood with realtime.rate_limited and closes with 1008', async () => {
    const socket = await open(outsider.token);
    for (let i = 0; i < 40; i++) socket.send({ type: 'PING' });
    expect((await socket.next('ERROR')).code).toBe('realtime.rate_limited');
    expect((await socket.closed).code).toBe(1008);
  });

  it('answers REQUEST_UNREAD_COUNT and REQUEST_CONVERSATIONS', async () => {
    const socket = await open(client.token);
    socket.send({ type: 'REQUEST_UNREAD_COUNT' });
    expect((await socket.next('UNREAD_COUNT_UPDATE')).count).toEqual(expect.any(Number));
    socket.send({ type: 'REQUEST_CONVERSATIONS' });
    const update = await socket.next('CONVERSATIONS_UPDATE');
    expect((update.conversations as { bookingId: string }[]).map((c) => c.bookingId)).toContain(bookingId);
  });
});

describe('live delivery', () => {
  it('relays typing only between the parties of an open conversation', async () => {
    const [c, k, o] = await Promise.all([open(client.token), open(cleaner.token), open(outsider.token)]);
    c.send({ type: 'USER_TYPING', recipientId: cleaner.user.id, isTyping: true, timestamp: 1234 });
    expect(await k.next('USER_TYPING')).toEqual({ type: 'USER_TYPING', senderId: client.user.id, isTyping: true, timestamp: 1234 });
    o.send({ type: 'USER_TYPING', recipientId: cleaner.user.id, isTyping: true, timestamp: 1 });
    expect((await o.next('ERROR')).code).toBe('realtime.forbidden');
    expect(await k.received('USER_TYPING', (f) => f.senderId === outsider.user.id)).toBe(false);
  });

  it('pushes NEW_MESSAGE and the counts after a REST send, then READ_RECEIPT to the sender when read over the socket', async () => {
    // k shows the inbox (asked for conversations); k2 is another tab of the cleaner's showing only the badge.
    const [c, k, k2] = await Promise.all([open(client.token), open(cleaner.token), open(cleaner.token)]);
    k.send({ type: 'REQUEST_UNREAD_COUNT' });
    const before = (await k.next('UNREAD_COUNT_UPDATE')).count as number;
    k.send({ type: 'REQUEST_CONVERSATIONS' });
    await k.next('CONVERSATIONS_UPDATE');
    const sent = await t.api('POST', `/api/messages/${bookingId}`, { token: client.token, body: { clientMessageId: randomUUID(), text: 'Bonjour, je serai là à 9 h 30.' } });
    expect(sent.status).toBe(201);
    const delivered = await k.next('NEW_MESSAGE');
    expect(delivered.message).toEqual(sent.body);
    expect((await k.next('UNREAD_COUNT_UPDATE', (f) => f.count === before + 1)).count).toBe(before + 1);
    // Earlier updates (the counterpart coming online) may come first; one carries the new last message.
    type Listed = { bookingId: string; lastMessage: { uuidId: string } | null; unreadCount: number };
    const lastOf = (f: Frame) => (f.conversations as Listed[]).find((x) => x.bookingId === bookingId);
    const update = await k.next('CONVERSATIONS_UPDATE', (f) => lastOf(f)?.lastMessage?.uuidId === sent.body.uuidId);
    expect(lastOf(update)?.unreadCount).toBeGreaterThanOrEqual(1);
    // The badge-only socket gets the message and the count, never the lists it did not ask for.
    await k2.next('NEW_MESSAGE');
    await k2.next('UNREAD_COUNT_UPDATE', (f) => f.count === before + 1);
    expect(await k2.received('CONVERSATIONS_UPDATE', undefined, 1200)).toBe(false);
    // The sender is not sent its own message.
    expect(await c.received('NEW_MESSAGE', undefined, 100)).toBe(false);

    k.send({ type: 'READ_RECEIPT', messageId: sent.body.uuidId, timestamp: Date.now() });
    const receipt = await c.next('READ_RECEIPT');
    expect(receipt).toMatchObject({ messageId: sent.body.uuidId, bookingId });
    expect((await k.next('UNREAD_COUNT_UPDATE', (f) => f.count === before)).count).toBe(before);
  });

  it('writes NEW_MESSAGE and the count it changed together, in that order (one socket write)', async () => {
    const k = await open(cleaner.token);
    k.send({ type: 'REQUEST_UNREAD_COUNT' });
    const before = (await k.next('UNREAD_COUNT_UPDATE')).count as number;
    // What reaches the client's TCP socket, chunk by chunk, from the send on.
    const chunks: string[] = [];
    (k.ws as unknown as { _socket: import('node:net').Socket })._socket.on('data', (chunk: Buffer) => chunks.push(chunk.toString('latin1')));
    // The count takes a while to come: a message written on its own would reach the client well before it.
    const api = t.server.app.messaging.api;
    const unreadCounts = api.unreadCounts;
    api.unreadCounts = async (ids) => {
      await new Promise((r) => setTimeout(r, 300));
      return unreadCounts(ids);
    };
    const sent = await t.api('POST', `/api/messages/${bookingId}`, { token: client.token, body: { clientMessageId: randomUUID(), text: 'Je sonne à la porte de côté.' } }).finally(() => (api.unreadCounts = unreadCounts));
    expect(sent.status).toBe(201);
    await k.next('NEW_MESSAGE', (f) => (f.message as { uuidId: string }).uuidId === sent.body.uuidId);
    await k.next('UNREAD_COUNT_UPDATE', (f) => f.count === before + 1);
    const at = k.frames.findIndex((f) => f.type === 'NEW_MESSAGE' && (f.message as { uuidId: string }).uuidId === sent.body.uuidId);
    expect(k.frames[at + 1]).toEqual({ type: 'UNREAD_COUNT_UPDATE', count: before + 1 });
    const carrying = chunks.find((c) => c.includes(sent.body.uuidId as string));
    expect(carrying).toContain('"UNREAD_COUNT_UPDATE"');
    // One count for one message (the frame and the send's refresh ask for the same one).
    expect(await k.received('UNREAD_COUNT_UPDATE', undefined, 500)).toBe(false);
  });

  it('ignores a READ_RECEIPT from someone who is not the recipient', async () => {
    const [c, k] = await Promise.all([open(client.token), open(cleaner.token)]);
    const sent = await t.api('POST', `/api/messages/${bookingId}`, { token: cleaner.token, body: { clientMessageId: randomUUID(), text: 'Parfait, à demain.' } });
    expect(sent.status).toBe(201);
    await c.next('NEW_MESSAGE');
    k.send({ type: 'READ_RECEIPT', messageId: sent.body.uuidId, timestamp: Date.now() });
    expect(await k.received('READ_RECEIPT', undefined, 300)).toBe(false);
    expect(k.frames.filter((f) => f.type === 'ERROR')).toEqual([]);
  });
});
