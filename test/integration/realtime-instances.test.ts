import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, draft, listedCleaner, requestVisit } from '../support/booking-fixtures.js';
import { connect, type TestSocket } from '../support/realtime-client.js';

/** Two API instances on one database: events cross between them through PostgreSQL LISTEN/NOTIFY. */
let one: TestServer;
let two: TestServer;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let bookingId: string;
const sockets: TestSocket[] = [];

const open = async (server: TestServer, token: string) => {
  const socket = await connect(server.url, { token });
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  [one, two] = await Promise.all([createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) }), createTestServer()]);
  const admin = (await loginAs(one, 'admin')).token;
  [cleaner, client] = await Promise.all([listedCleaner(one, admin), clientWithProperty(one)]);
  const { booking } = await requestVisit(one, client.token, draft(cleaner.user.id, client.property.id));
  expect((await one.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
  bookingId = booking.id;
});
afterEach(async () => {
  const open = sockets.splice(0);
  await Promise.all(open.map((s) => s.close()));
  for (const s of open) expect(s.violations).toEqual([]);
});
afterAll(() => Promise.all([one?.close(), two?.close()]));

describe('two instances', () => {
  it('delivers a message sent through instance 1 to a socket on instance 2, with its counts', async () => {
    const onTwo = await open(two, cleaner.token);
    onTwo.send({ type: 'REQUEST_CONVERSATIONS' });
    await onTwo.next('CONVERSATIONS_UPDATE');
    const sent = await one.api('POST', `/api/messages/${bookingId}`, { token: client.token, body: { clientMessageId: randomUUID(), text: 'Le code de la porte est dans les instructions.' } });
    expect(sent.status).toBe(201);
    expect((await onTwo.next('NEW_MESSAGE')).message).toEqual(sent.body);
    expect((await onTwo.next('UNREAD_COUNT_UPDATE')).count).toBeGreaterThanOrEqual(1);
    await onTwo.next('CONVERSATIONS_UPDATE', (f) => (f.conversations as { lastMessage: { uuidId: string } | null }[]).some((x) => x.lastMessage?.uuidId === sent.body.uuidId));
    // Exactly once, though both instances hear the notification.
    expect(await onTwo.received('NEW_MESSAGE', undefined, 300)).toBe(false);
  });

  it('relays typing and read receipts across instances, to every socket of the user', async () => {
    const [clientOnOne, cleanerOnTwo, cleanerOnOne] = await Promise.all([open(one, client.token), open(two, cleaner.token), open(one, cleaner.token)]);
    clientOnOne.send({ type: 'USER_TYPING', recipientId: cleaner.user.id, isTyping: true, timestamp: 42 });
    expect(await cleanerOnTwo.next('USER_TYPING')).toEqual({ type: 'USER_TYPING', senderId: client.user.id, isTyping: true, timestamp: 42 });
    expect((await cleanerOnOne.next('USER_TYPING')).senderId).toBe(client.user.id);

    const sent = await one.api('POST', `/api/messages/${bookingId}`, { token: client.token, body: { clientMessageId: randomUUID(), text: 'À tantôt!' } });
    await cleanerOnTwo.next('NEW_MESSAGE', (f) => (f.message as { uuidId: string }).uuidId === sent.body.uuidId);
    cleanerOnTwo.send({ type: 'READ_RECEIPT', messageId: sent.body.uuidId, timestamp: Date.now() });
    expect(await clientOnOne.next('READ_RECEIPT')).toMatchObject({ type: 'READ_RECEIPT', messageId: sent.body.uuidId, bookingId });
    // The reader's other socket, on the other instance, gets the new count.
    await cleanerOnOne.next('UNREAD_COUNT_UPDATE');
  });
});
