import { describe, expect, it } from 'vitest';
import type { PushNotice } from '../../../src/shared/push-notices.js';
import { InMemoryPushStore, RecordingPushSender } from '../testing/in-memory-push.js';
import { DEFAULT_PUSH_PREFERENCES } from '../domain/push-categories.js';
import type { PushAccount, PushDeps, SendOutcome } from './ports.js';
import { deliverPush } from './deliver-push.js';

const NOW = new Date('2026-11-27T14:00:00Z');
const accounts: PushAccount[] = [
  { id: 'u-fr', name: 'Camille', locale: 'fr', active: true },
  { id: 'u-en', name: 'Sam', locale: 'en', active: true },
  { id: 'u-gone', name: 'Ancien', locale: 'fr', active: false },
];

function setup(answer?: (endpoint: string) => SendOutcome) {
  const store = new InMemoryPushStore();
  const sender = new RecordingPushSender(answer ? (t) => answer(t.endpoint) : undefined);
  const deps: PushDeps = {
    subscriptions: store,
    preferences: store,
    sender,
    accounts: { findMany: async (ids) => accounts.filter((a) => ids.includes(a.id)) },
    clock: { now: () => NOW },
    newId: () => `s-${store.subscriptions.size + 1}`,
    settings: { allowLocalEndpoints: true, maxSubscriptionsPerAccount: 2, ttlSeconds: 86_400, vapidPublicKey: 'k' },
  };
  const device = (userId: string, endpoint: string, at = NOW) => store.save({ id: deps.newId(), userId, endpoint, p256dh: 'p', auth: 'a', label: 'Chrome · Android', createdAt: at }, 2);
  return { store, sender, deps, device, deliver: deliverPush(deps) };
}

const request: PushNotice = { kind: 'new_request', bookingId: 'b1', startsAt: '2026-11-28T14:00:00Z', visits: 1 };

describe('deliverPush', () => {
  it('reaches every device of the person, in their language, and marks them reached', async () => {
    const { store, sender, device, deliver } = setup();
    await device('u-fr', 'https://push.example/1');
    await device('u-fr', 'https://push.example/2');
    await deliver({ userId: 'u-fr', notice: request });
    expect(sender.sent.map((s) => s.target.endpoint).sort()).toEqual(['https://push.example/1', 'https://push.example/2']);
    expect(sender.sent[0]!.payload).toMatchObject({ title: 'Nouvelle demande de réservation', url: '/bookings/b1', tag: 'booking-b1', lang: 'fr' });
    expect(sender.sent[0]!.delivery).toEqual({ ttlSeconds: 86_400, urgency: 'high' });
    expect([...store.subscriptions.values()].every((s) => s.lastUsedAt?.getTime() === NOW.getTime())).toBe(true);
  });

  it('sends nothing when the category is off, the person has no device, or the account is no longer active', async () => {
    const { store, sender, device, deliver } = setup();
    await device('u-fr', 'https://push.example/1');
    await store.put('u-fr', { ...DEFAULT_PUSH_PREFERENCES, new_request: false });
    await deliver({ userId: 'u-fr', notice: request });
    await deliver({ userId: 'u-en', notice: request });
    await device('u-gone', 'https://push.example/3');
    await deliver({ userId: 'u-gone', notice: request });
    expect(sender.sent).toEqual([]);
    // Another category of the same person still goes.
    await deliver({ userId: 'u-fr', notice: { kind: 'payout_paid', payoutId: 'p1', amountCents: 12_345 } });
    expect(sender.sent.map((s) => s.payload.body)).toEqual(['Nous avons envoyé 123,45\u00a0$ à votre compte de paiement.']);
  });

  it('forgets devices that are gone or refused, and fails (to be retried) when a push service fails', async () => {
    const { store, device, deliver } = setup((endpoint) => {
      if (endpoint.endsWith('/gone')) return 'gone';
      if (endpoint.endsWith('/private')) return 'refused';
      if (endpoint.endsWith('/down')) throw new Error('push service answered 503');
      return 'delivered';
    });
    await device('u-fr', 'https://push.example/gone');
    await device('u-fr', 'https://push.example/private');
    await deliver({ userId: 'u-fr', notice: request });
    expect(store.subscriptions.size).toBe(0);
    await device('u-en', 'https://push.example/down');
    await expect(deliver({ userId: 'u-en', notice: request })).rejects.toThrow(/1 of 1 device\(s\) failed: push service answered 503/);
    expect(store.subscriptions.size).toBe(1);
  });

  it("names a message's sender, never its text, and drops a reminder of a visit that has started", async () => {
    const { sender, device, deliver } = setup();
    await device('u-en', 'https://push.example/1');
    await deliver({ userId: 'u-en', notice: { kind: 'new_message', bookingId: '0b9e1c3a-0000-4000-8000-000000000001', senderId: 'u-fr' } });
    expect(sender.sent[0]!.payload).toEqual({ title: 'New message from Camille', body: 'Tap to read the message.', url: '/messages/0b9e1c3a-0000-4000-8000-000000000001', tag: 'messages-0b9e1c3a-0000-4000-8000-000000000001', lang: 'en' });
    expect(sender.sent[0]!.delivery.topic).toBe('0b9e1c3a000040008000000000000001');
    await deliver({ userId: 'u-en', notice: { kind: 'visit_reminder', bookingId: 'b1', startsAt: '2026-11-27T13:59:00Z', moment: 'soon', role: 'client' } });
    expect(sender.sent).toHaveLength(1);
  });

  it('keeps at most the configured number of devices, the most recently used', async () => {
    const { store, device } = setup();
    await device('u-fr', 'https://push.example/old', new Date('2026-01-01T00:00:00Z'));
    await device('u-fr', 'https://push.example/mid', new Date('2026-06-01T00:00:00Z'));
    await device('u-fr', 'https://push.example/new', NOW);
    expect([...store.subscriptions.values()].map((s) => s.endpoint).sort()).toEqual(['https://push.example/mid', 'https://push.example/new']);
  });
});
