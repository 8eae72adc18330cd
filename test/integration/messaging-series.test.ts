import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, requestVisit } from '../support/booking-fixtures.js';

/** Issue #42: the visits of a series share one conversation between its client and its cleaner, each message marked with its visit. */
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let otherCleaner: Awaited<ReturnType<typeof listedCleaner>>;

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin, { locale: 'fr' });
  otherCleaner = await listedCleaner(t, admin, { locale: 'fr' });
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<typeof clientWithProperty>>;
interface Msg {
  uuidId: string;
  bookingUuid: string;
  conversationId: string;
  senderId: string;
  text: string;
  readAt: string | null;
}
interface Conv {
  bookingId: string;
  conversationId: string;
  seriesId: string | null;
  visits: { bookingId: string; status: string; date: string }[];
  counterpart: { id: string };
  lastMessage: Msg | null;
  unreadCount: number;
  canSend: boolean;
}

let days = 20;
/** A weekly series of four visits, all accepted at once by the cleaner. */
async function weeklySeries(name: string): Promise<{ client: Client; seriesId: string; visits: string[] }> {
  const client = await clientWithProperty(t, { name });
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(days++), time: '10:00', frequency: 'weekly', visits: 4 }));
  expect(res.visitIds).toHaveLength(4);
  expect((await t.api('POST', `/api/bookings/${res.visitIds[0]}/accept`, { token: cleaner.token, body: { scope: 'series' } })).status).toBe(200);
  return { client, seriesId: res.booking.seriesId!, visits: res.visitIds };
}

const send = async (bookingId: string, token: string, text: string): Promise<Msg> => {
  const res = await t.api('POST', `/api/messages/${bookingId}`, { token, body: { clientMessageId: randomUUID(), text } });
  expect(res.status).toBe(201);
  return res.body;
};
const page = async (bookingId: string, token: string) => {
  const res = await t.api('GET', `/api/messages/${bookingId}`, { token });
  expect(res.status).toBe(200);
  return res.body as { conversation: Conv; messages: Msg[]; hasMore: boolean };
};
const conversations = async (token: string) => (await t.api('GET', '/api/messages/conversations', { token })).body.conversations as Conv[];
const unread = async (token: string) => (await t.api('GET', '/api/messages/unread', { token })).body.count as number;
const sql = (text: string, params: unknown[]) => t.server.orm.em.getConnection().execute(text, params);

describe('a weekly series of four visits', () => {
  it('gives one conversation with each message marked with its visit, summed unread counts, and nothing for strangers', async () => {
    const { client, seriesId, visits } = await weeklySeries('Cliente Série');
    const [v1, v2, v3, v4] = visits as [string, string, string, string];
    const cleanerUnreadBefore = await unread(cleaner.token);

    // Written from each visit's page: the same conversation, each message about its own visit.
    const a = await send(v1, client.token, 'Le code de la porte change la semaine prochaine');
    const b = await send(v2, cleaner.token, 'Merci, bien noté');
    const c = await send(v3, client.token, 'Pouvez-vous faire le four à la troisième visite?');
    const d = await send(v4, client.token, 'Et les vitres à la dernière');
    expect([a, b, c, d].map((m) => [m.bookingUuid, m.conversationId])).toEqual([
      [v1, seriesId],
      [v2, seriesId],
      [v3, seriesId],
      [v4, seriesId],
    ]);

    // Opening any visit's messages shows the series' conversation, headed by that visit.
    for (const [visit, token] of [
      [v1, client.token],
      [v3, cleaner.token],
      [v4, cleaner.token],
    ] as const) {
      const shown = await page(visit, token);
      expect(shown.messages.map((m) => [m.text, m.bookingUuid])).toEqual([
        [a.text, v1],
        [b.text, v2],
        [c.text, v3],
        [d.text, v4],
      ]);
      expect(shown.conversation).toMatchObject({ bookingId: visit, conversationId: seriesId, seriesId, canSend: true });
      expect(shown.conversation.visits.map((v) => v.bookingId)).toEqual(visits);
    }

    // One entry per side for the series, its unread count summed over the visits.
    const ofSeries = (list: Conv[]) => list.filter((conv) => conv.conversationId === seriesId);
    const [forClient] = ofSeries(await conversations(client.token));
    expect(ofSeries(await conversations(client.token))).toHaveLength(1);
    expect(forClient).toMatchObject({ bookingId: v1, seriesId, counterpart: { id: cleaner.user.id }, unreadCount: 1, canSend: true, lastMessage: expect.objectContaining({ uuidId: d.uuidId }) });
    expect(forClient!.visits.map((v) => v.bookingId)).toEqual(visits);
    const cleanerList = ofSeries(await conversations(cleaner.token));
    expect(cleanerList.map((conv) => [conv.counterpart.id, conv.unreadCount])).toEqual([[client.user.id, 3]]);
    expect(await unread(cleaner.token)).toBe(cleanerUnreadBefore + 3);
    expect(await unread(client.token)).toBe(1);

    // Reading from one visit's page reads the whole conversation.
    const read = await t.api('POST', `/api/messages/${v2}/read`, { token: cleaner.token, body: {} });
    expect([read.status, read.body.receipts.map((r: { messageId: string; bookingId: string }) => [r.messageId, r.bookingId]), read.body.unread]).toEqual([
      200,
      [
        [a.uuidId, v1],
        [c.uuidId, v3],
        [d.uuidId, v4],
      ],
      cleanerUnreadBefore,
    ]);
    expect(ofSeries(await conversations(cleaner.token))[0]!.unreadCount).toBe(0);

    // The first visit is over: its page still writes to the conversation, about the next open visit.
    await sql(`update bookings set status = 'completed' where id = ?`, [v1]);
    const e = await send(v1, client.token, 'Merci pour la première visite!');
    expect([e.bookingUuid, e.conversationId]).toEqual([v2, seriesId]);
    expect(ofSeries(await conversations(client.token))[0]!.bookingId).toBe(v2);
    // Every visit over: the conversation is read only, from any of its pages.
    await sql(`update bookings set status = 'completed' where id = any(?::uuid[])`, [`{${visits.join(',')}}`]);
    const closed = await t.api('POST', `/api/messages/${v3}`, { token: cleaner.token, body: { clientMessageId: randomUUID(), text: 'Encore un mot' } });
    expect([closed.status, closed.body.error]).toEqual([409, 'messaging.conversation_closed']);
    expect((await page(v4, client.token)).conversation.canSend).toBe(false);
    expect((await page(v4, client.token)).messages).toHaveLength(5);

    // Another client, another cleaner and admins read none of it, from any visit.
    const stranger = await clientWithProperty(t, { name: 'Autre Cliente' });
    for (const visit of visits) {
      for (const token of [stranger.token, otherCleaner.token]) {
        const refused = await t.api('GET', `/api/messages/${visit}`, { token });
        expect([refused.status, refused.body.error]).toEqual([403, 'messaging.forbidden']);
        expect((await t.api('POST', `/api/messages/${visit}/read`, { token, body: {} })).status).toBe(403);
      }
      expect((await t.api('GET', `/api/messages/${visit}`, { token: admin })).status).toBe(403);
    }
    expect(ofSeries(await conversations(stranger.token))).toEqual([]);
    expect(ofSeries(await conversations(otherCleaner.token))).toEqual([]);
  });

  it('keeps the conversation to its two parties when a visit is given to another cleaner', async () => {
    const { client, seriesId, visits } = await weeklySeries('Cliente Remplacée');
    const [v1, , , v4] = visits as [string, string, string, string];
    const before = await send(v4, client.token, 'Pour la dernière visite, la clé est chez la voisine');
    await send(v1, cleaner.token, 'Parfait');

    // No screen reassigns a visit today; a change of cleaner (plain SQL) must not show the new one the conversation.
    await sql('update bookings set cleaner_id = ? where id = ?', [otherCleaner.user.id, v4]);
    const forNewCleaner = await page(v4, otherCleaner.token);
    expect(forNewCleaner.messages).toEqual([]);
    expect(forNewCleaner.conversation).toMatchObject({ conversationId: seriesId, counterpart: { id: client.user.id }, canSend: true });
    expect(forNewCleaner.conversation.visits.map((v) => v.bookingId)).toEqual([v4]);
    const fromNew = await send(v4, otherCleaner.token, 'Bonjour, je prends la dernière visite');
    expect(fromNew.conversationId).toBe(seriesId);

    // The first cleaner keeps their own messages (that visit still named) and never sees the new cleaner's.
    const forFirst = await page(v1, cleaner.token);
    expect(forFirst.messages.map((m) => [m.text, m.bookingUuid])).toEqual([
      [before.text, v4],
      ['Parfait', v1],
    ]);
    expect(forFirst.conversation.visits.map((v) => v.bookingId)).toEqual(visits);
    expect((await t.api('GET', `/api/messages/${v4}`, { token: cleaner.token })).status).toBe(403);

    // The client has one conversation per cleaner of the series.
    const mine = (await conversations(client.token)).filter((conv) => conv.conversationId === seriesId);
    expect(mine.map((conv) => [conv.counterpart.id, conv.unreadCount, conv.lastMessage?.text])).toEqual([
      [otherCleaner.user.id, 1, fromNew.text],
      [cleaner.user.id, 1, 'Parfait'],
    ]);
    expect((await page(v4, client.token)).messages.map((m) => m.text)).toEqual([fromNew.text]);
  });

  it('emails one instant notice for the conversation, and a digest line per conversation', async () => {
    const { client, visits } = await weeklySeries('Cliente Courriels');
    const [v1, v2, v3] = visits as [string, string, string, string];
    // The cleaner has no connection: the first message emails them, the next ones (other visits, same conversation) are in the window.
    await send(v1, client.token, 'Un');
    await send(v2, client.token, 'Deux');
    await send(v3, client.token, 'Trois');
    await new Promise((r) => setTimeout(r, 400));
    const instant = (await mailTo(t, cleaner.user.email, () => true)).filter((m) => m.subject.includes('Cliente Courriels'));
    expect(instant).toHaveLength(1);

    await t.api('PUT', '/api/users/me/notification-preferences', { token: client.token, body: { emailEnabled: true, frequency: 'daily' } });
    await send(v2, cleaner.token, 'Réponse une');
    await send(v3, cleaner.token, 'Réponse deux');
    await t.inContext(() => t.server.app.messaging.api.sendDigests('daily'));
    const digests = (await mailTo(t, client.user.email, (ms) => ms.some((m) => /nouveaux messages/.test(m.subject)))).filter((m) => /nouveaux? messages?/.test(m.subject));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Vous avez 2 nouveaux messages');
    // One line for the conversation, linked to its latest message's visit.
    expect(digests[0]!.text).toContain(`/messages/${v3}`);
    expect(digests[0]!.text).not.toContain(`/messages/${v2}`);
    expect(digests[0]!.text.match(/\(2 messages\)/g)).toHaveLength(1);
  });
});
