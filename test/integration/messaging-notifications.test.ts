import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, requestVisit } from '../support/booking-fixtures.js';
import type { RealtimeEvent } from '../../src/shared/realtime.js';

/** What leaves after a message: realtime events, the instant email (offline only) and digests, once. */
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  t.server.app.realtime.subscribe((e) => events.push(e));
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin, { locale: 'en' });
});
afterAll(() => t.close());

let day = 2;
async function confirmed(locale: 'fr' | 'en' = 'fr') {
  const client = await clientWithProperty(t, { locale, name: `Cliente ${day}` });
  const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00' }));
  expect((await t.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token, body: {} })).status).toBe(200);
  return { client, id: booking.id };
}

const send = (bookingId: string, token: string, text: string, clientMessageId = randomUUID()) => t.api('POST', `/api/messages/${bookingId}`, { token, body: { clientMessageId, text } });
const messageMails = async (address: string, wait = 400) => {
  await new Promise((r) => setTimeout(r, wait));
  return (await mailTo(t, address, () => true)).filter((m) => /message/i.test(m.subject));
};
const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 40 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe('realtime events', () => {
  it('publishes NEW_MESSAGE to the recipient and refreshes both, once per clientMessageId; receipts go to the sender', async () => {
    const { client, id } = await confirmed();
    const key = randomUUID();
    const sent = (await send(id, client.token, 'Bonjour', key)).body;
    await send(id, client.token, 'Bonjour', key);
    const isNew = (e: RealtimeEvent) => e.kind === 'frame' && e.frame.type === 'NEW_MESSAGE' && e.frame.message.uuidId === sent.uuidId;
    expect(await eventually(() => events.some(isNew))).toBe(true);
    expect(events.filter(isNew)).toEqual([{ kind: 'frame', to: [cleaner.user.id], frame: { type: 'NEW_MESSAGE', message: sent } }]);
    expect(events).toContainEqual({ kind: 'refresh', to: [cleaner.user.id], unread: true });
    expect(events).toContainEqual({ kind: 'refresh', to: [client.user.id], unread: false });

    // A READ_RECEIPT frame from the socket: ignored from the sender, applied for the recipient.
    await t.inContext(() => t.server.app.messaging.api.markRead(client.user.id, sent.uuidId));
    await t.inContext(() => t.server.app.messaging.api.markRead(cleaner.user.id, sent.uuidId));
    const isReceipt = (e: RealtimeEvent) => e.kind === 'frame' && e.frame.type === 'READ_RECEIPT' && e.frame.messageId === sent.uuidId;
    expect(await eventually(() => events.some(isReceipt))).toBe(true);
    expect(events.filter(isReceipt)).toEqual([{ kind: 'frame', to: [client.user.id], frame: { type: 'READ_RECEIPT', messageId: sent.uuidId, bookingId: id, readAt: expect.any(String) } }]);
    const afterRead = events.slice(events.findIndex(isReceipt));
    expect(afterRead).toContainEqual({ kind: 'refresh', to: [cleaner.user.id], unread: true });
    expect(afterRead).toContainEqual({ kind: 'refresh', to: [client.user.id], unread: false });
    expect(await t.inContext(() => t.server.app.messaging.api.unreadCount(cleaner.user.id))).toBe(0);
    const conversations = await t.inContext(() => t.server.app.messaging.api.conversations(client.user.id));
    expect(conversations[0]).toMatchObject({ bookingId: id, lastMessage: { uuidId: sent.uuidId, readAt: expect.any(String) } });
  });
});

describe('instant emails', () => {
  it('emails an offline recipient in their language, without the text, at most once per conversation per 15 minutes', async () => {
    const { client, id } = await confirmed();
    expect((await send(id, client.token, 'Le code secret du garage')).status).toBe(201);
    const mail = (await mailTo(t, cleaner.user.email, (m) => m.some((x) => x.text.includes(`/messages/${id}`)))).find((x) => x.text.includes(`/messages/${id}`));
    expect(mail!.subject).toBe('New message from Cliente ' + (day - 1));
    expect(mail!.text).toContain(`/messages/${id}`);
    expect(mail!.text).not.toContain('garage');
    await send(id, client.token, 'Encore un');
    expect((await messageMails(cleaner.user.email)).filter((m) => m.text.includes(`/messages/${id}`))).toHaveLength(1);

    // The other way, in French.
    await send(id, cleaner.token, 'Hello!');
    const fr = (await mailTo(t, client.user.email, (m) => m.some((x) => x.subject.startsWith('Nouveau message')))).find((x) => x.subject.startsWith('Nouveau message'));
    expect(fr!.subject).toMatch(/^Nouveau message de /);
  });

  it('sends nothing to a connected recipient, nor to one who turned emails off', async () => {
    const { client, id } = await confirmed();
    const connection = { id: randomUUID(), userId: client.user.id, instanceId: 'instance-b' };
    await t.inContext(() => t.server.app.messaging.api.presence.connected(connection));
    expect((await send(id, cleaner.token, 'Are you there?')).status).toBe(201);
    expect(await messageMails(client.user.email)).toEqual([]);
    await t.inContext(() => t.server.app.messaging.api.presence.disconnected(connection.id));

    await t.api('PUT', '/api/users/me/notification-preferences', { token: client.token, body: { emailEnabled: false, frequency: 'instant' } });
    expect((await send(id, cleaner.token, 'Still there?')).status).toBe(201);
    expect(await messageMails(client.user.email)).toEqual([]);
  });
});

describe('digests', () => {
  it('emails each daily user their unread messages once, even with two runs at the same time', async () => {
    const { client, id } = await confirmed();
    await t.api('PUT', '/api/users/me/notification-preferences', { token: client.token, body: { emailEnabled: true, frequency: 'daily' } });
    expect((await send(id, cleaner.token, 'One')).status).toBe(201);
    expect((await send(id, cleaner.token, 'Two')).status).toBe(201);
    // Daily users get no instant email.
    expect(await messageMails(client.user.email)).toEqual([]);

    const api = t.server.app.messaging.api;
    const [a, b] = await Promise.all([t.inContext(() => api.sendDigests('daily')), t.inContext(() => api.sendDigests('daily'))]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const mails = await messageMails(client.user.email, 100);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Vous avez 2 nouveaux messages');
    expect(mails[0]!.text).toContain(`/messages/${id}`);
    expect(mails[0]!.text).not.toContain('Two');

    // Already notified: the next run sends nothing; a weekly run never takes daily users' messages.
    await t.inContext(() => api.sendDigests('daily'));
    await t.inContext(() => api.sendDigests('weekly'));
    expect(await messageMails(client.user.email, 100)).toHaveLength(1);
  });
});
