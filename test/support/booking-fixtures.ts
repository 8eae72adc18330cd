import type { TestServer } from './test-server.js';
import { loginAs } from './factories.js';
import { completeFirstSteps, uploadDocument } from './cleaner-fixtures.js';

/** A cleaner listed in Montréal (30 $/h), ID approved, available every day 08:00-21:00, with a payout account ready. */
export async function listedCleaner(t: TestServer, adminToken: string, overrides: { locale?: 'fr' | 'en'; profile?: Record<string, unknown>; payoutAccount?: boolean } = {}) {
  const cleaner = await loginAs(t, 'cleaner', overrides.locale ? { locale: overrides.locale } : {});
  await completeFirstSteps(t, cleaner.token);
  if (overrides.profile) {
    const patched = await t.api('PATCH', '/api/cleaners/me/profile', { token: cleaner.token, body: overrides.profile });
    if (patched.status !== 200) throw new Error(`profile patch failed: ${JSON.stringify(patched.body)}`);
  }
  const doc = await uploadDocument(t, cleaner.token);
  if (doc.status !== 201) throw new Error(`upload failed: ${JSON.stringify(doc.body)}`);
  const approved = await t.api('PUT', `/api/admin/cleaners/${cleaner.user.id}/documents/${doc.body.id}`, { token: adminToken, body: { status: 'approved' } });
  if (approved.status !== 200) throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
  const today = new Date().toISOString().slice(0, 10);
  for (let weekday = 0; weekday < 7; weekday++) {
    const block = await t.api('POST', '/api/availability/me/blocks', { token: cleaner.token, body: { kind: 'weekly', slot: 'full_day', weekday, startDate: today } });
    if (block.status !== 201) throw new Error(`availability failed: ${JSON.stringify(block.body)}`);
  }
  // Accepting a request needs a payout account that can receive transfers (issue #5); `payoutAccount: false` leaves it out.
  if (overrides.payoutAccount !== false) await readyPayoutAccount(t, cleaner.token);
  const profile = await t.api('GET', '/api/cleaners/me/profile', { token: cleaner.token });
  return { ...cleaner, slug: profile.body.slug as string };
}

/**
 * The cleaner's connected payout account, set up as the web does it (onboarding link, then the
 * return page's sync): active at once with the development provider and with the Stripe stand-in
 * (whose link plays a finished onboarding). A cleaner accepts bookings only with it (issue #5).
 */
export async function readyPayoutAccount(t: TestServer, cleanerToken: string) {
  const link = await t.api('POST', '/api/payouts/me/account/link', { token: cleanerToken });
  if (link.status !== 200) throw new Error(`payout account link failed: ${link.status} ${JSON.stringify(link.body)}`);
  const synced = await t.api('POST', '/api/payouts/me/account/sync', { token: cleanerToken });
  if (synced.status !== 200 || !synced.body.canReceiveTransfers) throw new Error(`payout account not ready: ${synced.status} ${JSON.stringify(synced.body)}`);
  return synced.body as { status: string; canReceiveTransfers: boolean; provider: string };
}

/** A signed-in client with one house in Montréal. */
export async function clientWithProperty(t: TestServer, overrides: { locale?: 'fr' | 'en'; name?: string; propertyType?: string; address?: { q: string; postalCode: string } } = {}) {
  const client = await loginAs(t, 'client', { ...(overrides.locale ? { locale: overrides.locale } : {}), ...(overrides.name ? { name: overrides.name } : {}) });
  const address = overrides.address ?? { q: '1234 rue Saint-Denis, Montréal', postalCode: 'H2X 1Y4' };
  const q = `q=${encodeURIComponent(address.q)}&postalCode=${encodeURIComponent(address.postalCode)}`;
  const s = await t.api('GET', `/api/geo/address-suggestions?${q}`, { token: client.token });
  if (s.status !== 200 || !s.body.length) throw new Error(`no suggestion: ${JSON.stringify(s.body)}`);
  const res = await t.api('POST', '/api/properties', {
    token: client.token,
    body: { name: 'Maison', suggestionId: s.body[0].suggestionId, type: overrides.propertyType ?? 'house', bedrooms: 3, bathrooms: 2, stories: 2, wifiName: 'Maison-WiFi', wifiPassword: 'motdepasse', accessInstructions: 'Code 1234' },
  });
  if (res.status !== 201) throw new Error(`property failed: ${JSON.stringify(res.body)}`);
  const property = res.body as { id: string; address: { lat: number; lng: number; city: string } };
  // The position at top level too, as geolocation and punch-in take it.
  return { ...client, property: { ...property, lat: property.address.lat, lng: property.address.lng, city: property.address.city } };
}

/** A Quebec date `days` from today (YYYY-MM-DD). */
export function dateInDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

export const draft = (cleanerId: string, propertyId: string, over: Record<string, unknown> = {}) => ({
  cleanerId,
  propertyId,
  cleaningType: 'regular',
  date: dateInDays(3),
  time: '09:00',
  durationHours: 4,
  ...over,
});

/** A request for a visit, as a client sends it (POST /api/bookings); fails unless 201. */
export async function requestVisit(t: TestServer, clientToken: string, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/bookings', { token: clientToken, body: { paymentMethod: 'card', ...body } });
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { booking: { id: string; startsAt: string; seriesId: string | null; [k: string]: unknown }; visitIds: string[] };
}

export interface SentMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The development mailbox's emails to this address, newest first. Read from its table (the HTTP
 * mailbox lists only the latest 50 of every parallel file); booking emails leave after the answer,
 * so this waits briefly (up to 2 s) until `until` holds (by default: at least one email).
 */
export async function mailTo(t: TestServer, address: string, until: (mails: SentMail[]) => boolean = (m) => m.length > 0): Promise<SentMail[]> {
  for (let i = 0; ; i++) {
    const rows = await t.server.orm.em
      .getConnection()
      .execute<{ subject: string; text_body: string; html_body: string }[]>('select subject, text_body, html_body from platform_dev_mailbox where recipient = ? order by created_at desc', [address]);
    const mails = rows.map((r) => ({ subject: r.subject, text: r.text_body, html: r.html_body }));
    if (until(mails) || i >= 40) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A clock the test moves: `set(date)` freezes it, `set(null)` goes back to real time. */
export function movableClock() {
  let current: Date | null = null;
  return {
    now: () => current ?? new Date(),
    set: (d: Date | null) => {
      current = d;
    },
  };
}

/**
 * A completed visit, through the API: request (no tasks; no photos unless `photos` are given: then
 * photos allowed and each uploaded as before or after while the visit runs), accept, punch in 5
 * minutes before the start at the property, punch out 4 hours later. Leaves the clock at the punch-out.
 */
export async function completedVisit(
  t: TestServer,
  clock: ReturnType<typeof movableClock>,
  cleaner: { token: string; user: { id: string } },
  client: { token: string; property: { id: string; lat: number; lng: number } },
  date: string,
  photos: { kind: 'before' | 'after'; data: Buffer }[] = [],
) {
  clock.set(null);
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date, time: '09:00', tasks: [], allowPhotos: photos.length > 0 }));
  const id = res.booking.id;
  const step = async (action: string, body?: unknown) => {
    const r = await t.api('POST', `/api/bookings/${id}/${action}`, { token: cleaner.token, body });
    if (r.status !== 200) throw new Error(`${action} failed: ${r.status} ${JSON.stringify(r.body)}`);
  };
  await step('accept');
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  clock.set(new Date(startsAt - 5 * 60_000));
  await step('punch-in', here);
  for (const photo of photos) {
    const fd = new FormData();
    fd.append('kind', photo.kind);
    fd.append('file', new Blob([new Uint8Array(photo.data)], { type: 'image/png' }), `${photo.kind}.png`);
    const r = await t.api('POST', `/api/bookings/${id}/photos`, { token: cleaner.token, raw: fd });
    if (r.status !== 201) throw new Error(`photo failed: ${r.status} ${JSON.stringify(r.body)}`);
  }
  const completedAt = new Date(startsAt + 4 * 3_600_000);
  clock.set(completedAt);
  await step('punch-out', here);
  return { id, completedAt };
}
