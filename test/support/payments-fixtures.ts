import { expect } from 'vitest';
import type { TestServer } from './test-server.js';
import { dateInDays, draft, requestVisit, type movableClock } from './booking-fixtures.js';

/** Saves a card as the web does once the browser set it up (201), and answers the SavedCard. */
export async function saveCard(t: TestServer, token: string, paymentMethodId: string) {
  const res = await t.api('POST', '/api/payments/cards', { token, body: { paymentMethodId } });
  if (res.status !== 201) throw new Error(`card save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; paymentMethodId: string; brand: string; last4: string };
}

/** The booking's payments as its client (or whoever) sees them. */
export async function bookingPayments(t: TestServer, bookingId: string, token: string) {
  const res = await t.api('GET', `/api/bookings/${bookingId}/payments`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Waits until every stored Stripe event was applied (the dispatcher runs right after each webhook's answer). */
export async function eventsSettled(t: TestServer): Promise<void> {
  // 15 s: on a loaded CI machine the events' steps can take a few seconds.
  for (let i = 0; i < 300; i++) {
    const [row] = await t.server.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from payment_webhook_events where processed_at is null');
    // The steps an event's transaction emitted run after its commit, while the poller skips their rows.
    if (Number(row!.n) === 0) return t.server.app.outbox.settled();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Stripe events still waiting after 15 s');
}

/**
 * A visit requested with this card, accepted, punched in and out: the remainder is charged at the
 * punch-out. Leaves the clock at the punch-out.
 */
export async function visitPaidWith(
  t: TestServer,
  clock: ReturnType<typeof movableClock>,
  cleaner: { token: string; user: { id: string } },
  client: { token: string; property: { id: string; lat: number; lng: number } },
  paymentMethodId: string | null,
  days: number,
) {
  clock.set(null);
  const res = await requestVisit(t, client.token, { ...draft(cleaner.user.id, client.property.id, { date: dateInDays(days), time: '09:00', tasks: [], allowPhotos: false }), paymentMethodId });
  const id = res.booking.id;
  const step = async (action: string, body?: unknown) => {
    const r = await t.api('POST', `/api/bookings/${id}/${action}`, { token: cleaner.token, body });
    if (r.status !== 200) throw new Error(`${action} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  await step('accept');
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  clock.set(new Date(startsAt - 5 * 60_000));
  await step('punch-in', here);
  const completedAt = new Date(startsAt + 4 * 3_600_000);
  clock.set(completedAt);
  const done = await step('punch-out', here);
  return { id, completedAt, booking: res.booking, punchedOut: done as { paymentStatus: string } };
}
