import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/** The REST side of messaging: access, the closed conversation, contact details, retries, paging, reading. */
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
const clock = movableClock();

beforeAll(async () => {
  t = await createTestServer({ clock, configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin, { locale: 'en' });
});
afterAll(() => t.close());

let day = 2;
type Client = Awaited<ReturnType<typeof clientWithProperty>>;

/** A request of a fresh client on a fresh day of the shared cleaner, accepted unless `pending`. */
async function booking(state: 'confirmed' | 'pending' = 'confirmed', locale: 'fr' | 'en' = 'fr'): Promise<{ client: Client; id: string }> {
  const client = await clientWithProperty(t, { locale, name: `Client ${day}` });
  const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00' }));
  if (state === 'confirmed') {
    const accepted = await t.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token, body: {} });
    expect(accepted.status).toBe(200);
  }
  return { client, id: booking.id };
}

const send = (bookingId: string, token: string | undefined, text: string, clientMessageId = randomUUID(), headers: Record<string, string> = {}) =>
  t.api('POST', `/api/messages/${bookingId}`, { token, body: { clientMessageId, text }, headers });

describe('POST /api/messages/{bookingId}', () => {
  it('answers 401, 403 to strangers and admins, 404 for an unknown booking, and stores nothing', async () => {
    const { client, id } = await booking();
    const stranger = await loginAs(t, 'client');
    expect((await send(id, undefined, 'Bonjour')).status).toBe(401);
    const refused = await send(id, stranger.token, 'Bonjour');
    expect([refused.status, refused.body.error]).toEqual([403, 'messaging.forbidden']);
    expect((await send(id, admin, 'Bonjour')).status).toBe(403);
    const unknown = await send(randomUUID(), client.token, 'Bonjour');
    expect([unknown.status, unknown.body.error]).toEqual([404, 'messaging.booking_not_found']);
    const page = await t.api('GET', `/api/messages/${id}`, { token: client.token });
    expect(page.body.messages).toEqual([]);
  });

  it('answers 409 while the booking is pending, and after it was cancelled or completed', async () => {
    const pending = await booking('pending');
    const closed = await send(pending.id, pending.client.token, 'Bonjour');
    expect([closed.status, closed.body.error, closed.body.message]).toEqual([409, 'messaging.conversation_closed', expect.stringContaining('Cette conversation est fermée')]);
    expect((await send(pending.id, cleaner.token, 'Hello', randomUUID())).status).toBe(409);

    const cancelled = await booking();
    expect((await send(cancelled.id, cancelled.client.token, 'Avant')).status).toBe(201);
    expect((await t.api('POST', `/api/bookings/${cancelled.id}/cancel`, { token: cancelled.client.token, body: {} })).status).toBe(200);
    expect((await send(cancelled.id, cancelled.client.token, 'Après')).status).toBe(409);
    // Still readable by both parties.
    const read = await t.api('GET', `/api/messages/${cancelled.id}`, { token: cleaner.token });
    expect([read.status, read.body.messages.map((m: { text: string }) => m.text), read.body.conversation.canSend]).toEqual([200, ['Avant'], false]);

    const completed = await booking();
    // Punching in and out needs a day of work; the end state is what matters to messaging.
    await t.server.orm.em.getConnection().execute(`update bookings set status = 'completed' where id = ?`, [completed.id]);
    expect((await send(completed.id, cleaner.token, 'Thanks!')).status).toBe(409);

    // Facts an instance may keep between messages: closed by plain SQL right after a send, closed at once.
    const closedBySql = await booking();
    expect((await send(closedBySql.id, closedBySql.client.token, 'Un')).status).toBe(201);
    expect((await send(closedBySql.id, cleaner.token, 'Deux')).status).toBe(201);
    await t.server.orm.em.getConnection().execute(`update bookings set status = 'completed' where id = ?`, [closedBySql.id]);
    expect((await send(closedBySql.id, closedBySql.client.token, 'Trois')).status).toBe(409);
  });

  it('refuses phone numbers and e-mail addresses with the message in the sender language', async () => {
    const { client, id } = await booking();
    for (const text of ['Appelle-moi au 514-555-1234', '(514) 555 1234', 'cinq un quatre cinq cinq cinq un deux trois quatre', '+1 five one four 555 1234']) {
      const res = await send(id, client.token, text);
      expect([res.status, res.body.error, res.body.message]).toEqual([400, 'messaging.phone_not_allowed', 'Les numéros de téléphone ne sont pas autorisés dans les messages.']);
    }
    const en = await send(id, cleaner.token, 'Call me: 514 555 1234');
    expect([en.status, en.body.message]).toEqual([400, 'Phone numbers are not allowed in messages.']);
    const email = await send(id, client.token, 'Écrivez à jean.tremblay@gmail.com');
    expect([email.status, email.body.error, email.body.message]).toEqual([400, 'messaging.email_not_allowed', 'Les adresses courriel ne sont pas autorisées dans les messages.']);
    const emailEn = await send(id, cleaner.token, 'jean at gmail dot com');
    expect([emailEn.status, emailEn.body.message]).toEqual([400, 'Email addresses are not allowed in messages.']);
    const blank = await send(id, client.token, '   ');
    expect([blank.status, blank.body.error]).toEqual([400, 'validation_failed']);
    // Prices, dates and times are fine.
    const fine = await send(id, client.token, '  Le 2026-11-28 de 9 h à 13 h, 25 $ de plus pour les produits, au 1234 rue Saint-Denis.  ');
    expect([fine.status, fine.body.text]).toEqual([201, 'Le 2026-11-28 de 9 h à 13 h, 25 $ de plus pour les produits, au 1234 rue Saint-Denis.']);
    const page = await t.api('GET', `/api/messages/${id}`, { token: client.token });
    expect(page.body.messages).toHaveLength(1);
  });

  it('stores a message once per clientMessageId: the retry answers 200 with the stored message', async () => {
    const { client, id } = await booking();
    const key = randomUUID();
    const first = await send(id, client.token, 'Bonjour, à demain', key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ bookingUuid: id, clientMessageId: key, senderId: client.user.id, recipientId: cleaner.user.id, text: 'Bonjour, à demain', readAt: null });
    const again = await send(id, client.token, 'Bonjour, à demain', key);
    expect([again.status, again.body]).toEqual([200, first.body]);
    // Two at once with a new key: still one.
    const key2 = randomUUID();
    const both = await Promise.all([send(id, client.token, 'Deux fois', key2), send(id, client.token, 'Deux fois', key2)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]!.body.uuidId).toBe(both[1]!.body.uuidId);
    const page = await t.api('GET', `/api/messages/${id}`, { token: cleaner.token });
    expect(page.body.messages).toHaveLength(2);
  });

  it('limits a user to 30 messages in any 60 seconds (429 with Retry-After), then lets them send once the oldest leave the window', async () => {
    const { client, id } = await booking();
    // In the past, so that these messages never look newer than other tests' messages.
    const start = Date.now() - 120_000;
    const at = (seconds: number) => clock.set(new Date(start + seconds * 1000));
    try {
      at(0);
      const first = randomUUID();
      expect((await send(id, client.token, 'Message 0', first)).status).toBe(201);
      for (let i = 1; i < 10; i++) expect((await send(id, client.token, `Message ${i}`)).status).toBe(201);
      at(30);
      for (let i = 10; i < 30; i++) expect((await send(id, client.token, `Message ${i}`)).status).toBe(201);
      at(40);
      const limited = await send(id, client.token, 'Message 30');
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe('rate_limited');
      // The ten messages of second 0 leave the window at second 60.
      expect(limited.headers.get('retry-after')).toBe('20');
      // A retry of a stored message is answered, and the other party is not limited.
      expect((await send(id, client.token, 'Message 0', first)).status).toBe(200);
      expect((await send(id, cleaner.token, 'Bien reçu')).status).toBe(201);
      at(59.9);
      expect((await send(id, client.token, 'Message 30')).status).toBe(429);
      at(60);
      for (let i = 30; i < 40; i++) expect((await send(id, client.token, `Message ${i}`)).status).toBe(201);
      const again = await send(id, client.token, 'Message 40');
      expect(again.status).toBe(429);
      expect(again.headers.get('retry-after')).toBe('30');
    } finally {
      clock.set(null);
    }
  });

  it('stores sends that arrive together, each once in its own conversation, and a burst from one sender stays within the window', async () => {
    const pairs = await Promise.all([0, 1, 2, 3, 4, 5].map(() => booking()));
    // Every client and the cleaner in every conversation at once, each message twice (a retry racing its original).
    const sends = pairs.flatMap(({ client, id }, n) => {
      const fromClient = randomUUID();
      const fromCleaner = randomUUID();
      return [
        send(id, client.token, `Bonjour ${n}`, fromClient),
        send(id, client.token, `Bonjour ${n}`, fromClient),
        send(id, cleaner.token, `Bonjour à vous ${n}`, fromCleaner),
        send(id, cleaner.token, `Bonjour à vous ${n}`, fromCleaner),
      ];
    });
    const answers = await Promise.all(sends);
    for (let i = 0; i < answers.length; i += 2) expect([answers[i]!.status, answers[i + 1]!.status].sort()).toEqual([200, 201]);
    for (const [n, { client, id }] of pairs.entries()) {
      const page = await t.api<{ messages: { text: string; senderId: string }[] }>('GET', `/api/messages/${id}`, { token: client.token });
      expect(page.body.messages.map((m) => [m.senderId, m.text]).sort()).toEqual(
        [
          [client.user.id, `Bonjour ${n}`],
          [cleaner.user.id, `Bonjour à vous ${n}`],
        ].sort(),
      );
    }
    // 40 sends of one client at once: a batch holds one message per sender, so at most one more than the 30 of the window.
    const { client, id } = await booking();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => send(id, client.token, `Rafale ${i}`)));
    const stored = burst.filter((r) => r.status === 201).length;
    expect(burst.every((r) => r.status === 201 || r.status === 429)).toBe(true);
    expect(stored).toBeGreaterThanOrEqual(30);
    expect(stored).toBeLessThanOrEqual(31);
  });
});

describe('GET /api/messages/{bookingId}', () => {
  it('pages newest last, going back with `before`', async () => {
    const { client, id } = await booking();
    for (let i = 1; i <= 5; i++) expect((await send(id, i % 2 ? client.token : cleaner.token, `m${i}`)).status).toBe(201);
    const last = await t.api('GET', `/api/messages/${id}?limit=2`, { token: client.token });
    expect([last.status, last.body.messages.map((m: { text: string }) => m.text), last.body.hasMore]).toEqual([200, ['m4', 'm5'], true]);
    expect(last.body.conversation).toMatchObject({ bookingId: id, canSend: true, counterpart: { id: cleaner.user.id, role: 'cleaner' } });
    const before = await t.api('GET', `/api/messages/${id}?limit=2&before=${last.body.messages[0].uuidId}`, { token: client.token });
    expect([before.body.messages.map((m: { text: string }) => m.text), before.body.hasMore]).toEqual([['m2', 'm3'], true]);
    const first = await t.api('GET', `/api/messages/${id}?limit=2&before=${before.body.messages[0].uuidId}`, { token: client.token });
    expect([first.body.messages.map((m: { text: string }) => m.text), first.body.hasMore]).toEqual([['m1'], false]);
    expect((await t.api('GET', `/api/messages/${id}?before=${randomUUID()}`, { token: client.token })).status).toBe(400);
    expect((await t.api('GET', `/api/messages/${id}`, { token: admin })).status).toBe(403);
    expect((await t.api('GET', `/api/messages/${id}`, { token: (await loginAs(t, 'cleaner')).token })).status).toBe(403);
    expect((await t.api('GET', `/api/messages/${randomUUID()}`, { token: client.token })).status).toBe(404);
    expect((await t.api('GET', `/api/messages/${id}`)).status).toBe(401);
  });
});

describe('read state, unread counts and conversations', () => {
  it('marks read, answers receipts and unread counts, and lists conversations latest activity first', async () => {
    const a = await booking();
    const b = await booking();
    const unreadBefore = (await t.api('GET', '/api/messages/unread', { token: cleaner.token })).body.count as number;
    const m1 = (await send(a.id, a.client.token, 'Premier')).body;
    await send(a.id, a.client.token, 'Deuxième');
    await send(b.id, b.client.token, 'Autre conversation');
    expect((await t.api('GET', '/api/messages/unread', { token: cleaner.token })).body).toEqual({ count: unreadBefore + 3 });
    expect((await t.api('GET', '/api/messages/unread', { token: a.client.token })).body).toEqual({ count: 0 });
    expect((await t.api('GET', '/api/messages/unread')).status).toBe(401);
    expect((await t.api('GET', '/api/messages/unread', { token: admin })).status).toBe(403);

    // The client's list: one conversation, with the cleaner.
    const own = await t.api('GET', '/api/messages/conversations', { token: a.client.token });
    expect(own.status).toBe(200);
    expect(own.body.conversations).toEqual([
      {
        bookingId: a.id,
        conversationId: a.id,
        seriesId: null,
        booking: { status: 'confirmed', date: expect.any(String), time: '09:00', cleaningType: 'regular' },
        visits: [{ bookingId: a.id, status: 'confirmed', date: expect.any(String), time: '09:00' }],
        counterpart: { id: cleaner.user.id, name: expect.any(String), profilePic: null, profilePicImage: null, role: 'cleaner', presence: 'offline' },
        lastMessage: expect.objectContaining({ text: 'Deuxième', senderId: a.client.user.id }),
        unreadCount: 0,
        canSend: true,
      },
    ]);
    // The cleaner's: b (latest message) before a.
    const list = (await t.api('GET', '/api/messages/conversations', { token: cleaner.token })).body.conversations as { bookingId: string; unreadCount: number; counterpart: { id: string; name: string; role: string } }[];
    const ours = list.filter((c) => c.bookingId === a.id || c.bookingId === b.id);
    expect(ours.map((c) => [c.bookingId, c.unreadCount])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
    expect(list.indexOf(ours[0]!)).toBe(0);
    expect(ours[1]!.counterpart).toMatchObject({ id: a.client.user.id, name: `Client ${day - 2}`, role: 'client' });

    // The sender cannot mark its own message read; strangers and admins are refused.
    const bySender = await t.api('POST', `/api/messages/${a.id}/read`, { token: a.client.token, body: {} });
    expect(bySender.body).toEqual({ receipts: [], unread: 0 });
    expect((await t.api('POST', `/api/messages/${a.id}/read`, { token: admin, body: {} })).status).toBe(403);
    expect((await t.api('POST', `/api/messages/${randomUUID()}/read`, { token: cleaner.token, body: {} })).status).toBe(404);

    const one = await t.api('POST', `/api/messages/${a.id}/read`, { token: cleaner.token, body: { messageIds: [m1.uuidId] } });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ receipts: [{ messageId: m1.uuidId, bookingId: a.id, readAt: expect.any(String) }], unread: unreadBefore + 2 });
    const rest = await t.api('POST', `/api/messages/${a.id}/read`, { token: cleaner.token });
    expect([rest.body.receipts.length, rest.body.unread]).toEqual([1, unreadBefore + 1]);
    const page = await t.api('GET', `/api/messages/${a.id}`, { token: a.client.token });
    expect(page.body.messages.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
    const after = (await t.api('GET', '/api/messages/conversations', { token: cleaner.token })).body.conversations as { bookingId: string; unreadCount: number }[];
    expect(after.find((c) => c.bookingId === a.id)!.unreadCount).toBe(0);
  });

  it('shows the counterpart online while connected (any instance), offline after', async () => {
    const { client, id } = await booking();
    const presence = async () => ((await t.api('GET', '/api/messages/conversations', { token: client.token })).body.conversations as { bookingId: string; counterpart: { presence: string } }[]).find((c) => c.bookingId === id)!.counterpart.presence;
    expect(await presence()).toBe('offline');
    const connection = { id: randomUUID(), userId: cleaner.user.id, instanceId: 'other-instance' };
    await t.inContext(() => t.server.app.messaging.api.presence.connected(connection));
    expect(await presence()).toBe('online');
    await t.inContext(() => t.server.app.messaging.api.presence.disconnected(connection.id));
    expect(await presence()).toBe('offline');
  });

  it('lets only the parties of an open conversation talk to each other (typing indicators)', async () => {
    const open = await booking();
    const pending = await booking('pending');
    const api = t.server.app.messaging.api;
    expect(await t.inContext(() => api.mayTalkTo(open.client.user.id, cleaner.user.id))).toBe(true);
    expect(await t.inContext(() => api.mayTalkTo(cleaner.user.id, open.client.user.id))).toBe(true);
    expect(await t.inContext(() => api.mayTalkTo(pending.client.user.id, cleaner.user.id))).toBe(false);
    expect(await t.inContext(() => api.mayTalkTo(open.client.user.id, pending.client.user.id))).toBe(false);
  });
});

describe('/api/users/me/notification-preferences', () => {
  it('defaults to instant emails and every optional category on, and saves changes', async () => {
    const { token } = await loginAs(t, 'client');
    expect((await t.api('GET', '/api/users/me/notification-preferences')).status).toBe(401);
    expect((await t.api('PUT', '/api/users/me/notification-preferences', { body: { emailEnabled: true, frequency: 'daily' } })).status).toBe(401);
    expect((await t.api('GET', '/api/users/me/notification-preferences', { token })).body).toEqual({ emailEnabled: true, frequency: 'instant', bookingReminders: true, reviewEmails: true });
    const put = await t.api('PUT', '/api/users/me/notification-preferences', { token, body: { emailEnabled: false, frequency: 'weekly', bookingReminders: false } });
    expect([put.status, put.body]).toEqual([200, { emailEnabled: false, frequency: 'weekly', bookingReminders: false, reviewEmails: true }]);
    // A category left out keeps its value.
    const again = await t.api('PUT', '/api/users/me/notification-preferences', { token, body: { emailEnabled: false, frequency: 'monthly', reviewEmails: false } });
    expect(again.body).toEqual({ emailEnabled: false, frequency: 'monthly', bookingReminders: false, reviewEmails: false });
    expect((await t.api('GET', '/api/users/me/notification-preferences', { token })).body).toEqual({ emailEnabled: false, frequency: 'monthly', bookingReminders: false, reviewEmails: false });
    expect((await t.api('PUT', '/api/users/me/notification-preferences', { token, body: { emailEnabled: true, frequency: 'daily', reviewEmails: 'no' } })).status).toBe(400);
    expect((await t.api('PUT', '/api/users/me/notification-preferences', { token, body: { emailEnabled: true, frequency: 'daily', marketing: true } })).status).toBe(400);
    expect((await t.api('PUT', '/api/users/me/notification-preferences', { token, body: { emailEnabled: true, frequency: 'hourly' } })).status).toBe(400);
  });
});
